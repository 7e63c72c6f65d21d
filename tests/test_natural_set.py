"""The hand-written natural command set (tests/data/natural.jsonl) is well formed.

Each item is a spoken command with the calls the contract (shared/catalog.md)
expects. The expected calls must already be in the catalog's normalised form:
validating them through the catalog must give back exactly the same JSON. The
set must also keep its coverage: every function, enough no-call and
multi-call items.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from functions.catalog import CATALOG
from functions.registry import validate_call

DATA = Path(__file__).parent / "data" / "natural.jsonl"
ITEM_KEYS = {"text", "now", "calls", "note"}


def _load() -> list[dict[str, Any]]:
    with DATA.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


ITEMS = _load()


@pytest.mark.parametrize("item", ITEMS, ids=[item["text"][:60] for item in ITEMS])
def test_item_is_normalised(item: dict[str, Any]) -> None:
    assert set(item) <= ITEM_KEYS and {"text", "now", "calls"} <= set(item)
    assert isinstance(item["text"], str) and item["text"].strip()
    now = datetime.fromisoformat(item["now"])
    assert isinstance(item["calls"], list)
    for call in item["calls"]:
        assert set(call) == {"name", "arguments"}
        validated = validate_call(call["name"], call["arguments"], now=now).to_json()
        assert validated == call


def test_set_size_and_unique_texts() -> None:
    assert len(ITEMS) >= 150
    texts = [" ".join(item["text"].lower().split()) for item in ITEMS]
    assert len(texts) == len(set(texts)), "duplicate commands"


def test_every_function_occurs_at_least_three_times() -> None:
    counts = Counter(call["name"] for item in ITEMS for call in item["calls"])
    assert set(counts) == set(CATALOG)
    assert all(counts[name] >= 3 for name in CATALOG), counts


def test_share_of_no_call_and_multi_call_items() -> None:
    none = sum(1 for item in ITEMS if not item["calls"])
    multi = sum(1 for item in ITEMS if len(item["calls"]) > 1)
    assert none >= 0.15 * len(ITEMS)
    assert multi >= 0.10 * len(ITEMS)
