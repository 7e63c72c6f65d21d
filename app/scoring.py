"""Scoring predicted calls against expected ones, the contract's way.

Exact match means the same calls in the same order, with every argument
equal; free text compares ignoring case, surrounding punctuation and repeated
spaces (`shared/catalog.md`). No-call precision and recall treat "no call" as
the positive class: recall is how many chit-chat lines were left alone,
precision how many of the model's refusals were right.
"""

from __future__ import annotations

import string
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

EDGE = string.punctuation + " "


def _text_key(value: Any) -> Any:
    if isinstance(value, str):
        return " ".join(value.casefold().strip(EDGE).split())
    return value


def calls_match(expected: list[dict[str, Any]], predicted: list[dict[str, Any]]) -> bool:
    """Same names in the same order and every argument equal."""
    if [c["name"] for c in expected] != [c["name"] for c in predicted]:
        return False
    for want, got in zip(expected, predicted, strict=True):
        keys = set(want["arguments"]) | set(got["arguments"])
        if any(_text_key(want["arguments"].get(k)) != _text_key(got["arguments"].get(k)) for k in keys):
            return False
    return True


@dataclass
class Item:
    """One scored command."""

    text: str
    expected: list[dict[str, Any]]
    predicted: list[dict[str, Any]]
    valid: bool
    latency_ms: float
    tokens: int
    passes: int
    routed: bool = False
    """Decoded again by the contact adapter (`models.caller.CallPrediction.routed`)."""

    @property
    def exact(self) -> bool:
        return calls_match(self.expected, self.predicted)

    @property
    def names_right(self) -> bool:
        return [c["name"] for c in self.expected] == [c["name"] for c in self.predicted]


@dataclass
class FunctionScore:
    support: int = 0
    exact: int = 0


@dataclass
class Report:
    """Every figure `voxcall eval` prints."""

    items: list[Item] = field(default_factory=list)

    def add(self, item: Item) -> None:
        self.items.append(item)

    def _rate(self, hits: int, total: int) -> float:
        return round(hits / total, 4) if total else 0.0

    def summary(self) -> dict[str, Any]:
        items = self.items
        none_expected = [i for i in items if not i.expected]
        none_predicted = [i for i in items if not i.predicted]
        latencies = [i.latency_ms for i in items]
        calls = sum(len(i.predicted) for i in items)
        return {
            "items": len(items),
            "exact_match": self._rate(sum(i.exact for i in items), len(items)),
            "name_accuracy": self._rate(sum(i.names_right for i in items), len(items)),
            "valid_outputs": self._rate(sum(i.valid for i in items), len(items)),
            "no_call_precision": self._rate(sum(not i.expected for i in none_predicted), len(none_predicted)),
            "no_call_recall": self._rate(sum(not i.predicted for i in none_expected), len(none_expected)),
            "latency_p50_ms": round(float(np.percentile(latencies, 50)), 1) if latencies else 0.0,
            "latency_p95_ms": round(float(np.percentile(latencies, 95)), 1) if latencies else 0.0,
            "tokens_per_call": round(sum(i.tokens for i in items) / calls, 2) if calls else 0.0,
            "tokens_per_pass": round(sum(i.tokens for i in items) / max(1, sum(i.passes for i in items)), 3),
        }

    def per_function(self) -> dict[str, FunctionScore]:
        """Exact match of the items whose expected calls include each function."""
        table: dict[str, FunctionScore] = {}
        for item in self.items:
            for name in {c["name"] for c in item.expected} or {"(none)"}:
                score = table.setdefault(name, FunctionScore())
                score.support += 1
                score.exact += item.exact
        return dict(sorted(table.items()))

    def confusions(self, top: int = 15) -> list[tuple[str, str, int]]:
        """The most frequent (expected names -> predicted names) mistakes."""
        pairs = Counter(
            (_names(i.expected), _names(i.predicted)) for i in self.items if not i.names_right
        )
        return [(want, got, n) for (want, got), n in pairs.most_common(top)]


def _names(calls: list[dict[str, Any]]) -> str:
    return "+".join(c["name"] for c in calls) or "none"
