"""A labelled set scored under three guard layers, from one decode per line.

    python -m benchmarks.guard_layers SET.jsonl OUT.json

Each line ("text", the expected calls as "calls" or "expected", optionally
"now" and "topic") is predicted once through `Pipeline.predict` (float32, MTP;
self-corrections cleaned); the calls that reach
`functions.guards.checked_calls` are recorded, and three layers are applied to
them:
- "all": every guard, as the code runs now;
- "before": without the rules of 2026-12-07 afternoon (M, N, T, D, P, K, F, A);
- "none": no guard at all.
Printed: per topic and layer, right and wrong; then each line where the layers disagree.
Used for the blind sets in `benchmarks/results/tricky/` and `benchmarks/results/natural3/`.
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import functions.guards as guards
import functions.negation as negation
import models.caller as caller_module
from app.pipeline import Pipeline
from app.scoring import calls_match
from app.settings import Settings
from functions.calls import FunctionCall
from functions.registry import validate_call

NOW = datetime(2026, 12, 7, 12, 0)
AFTERNOON_RULES = ("merged_light_calls", "without_unsaid_darkness", "without_moves_for_turning",
                   "without_cancel_for_pause", "without_cancel_for_keeping", "without_moves_for_hurrying",
                   "without_moves_by_angle")


@contextmanager
def without_the_afternoon_rules() -> Iterator[None]:
    """The guards as they were before rules M, N, T, D, P, K, F and A: those rules pass every call through."""
    saved = {name: getattr(guards, name) for name in AFTERNOON_RULES}
    switch_verbs = negation.SWITCH_VERBS
    for name in saved:
        setattr(guards, name, lambda calls, command, notes: calls)
    negation.SWITCH_VERBS = frozenset()
    try:
        yield
    finally:
        for name, rule in saved.items():
            setattr(guards, name, rule)
        negation.SWITCH_VERBS = switch_verbs


def layered(calls: list[FunctionCall], command: str) -> dict[str, list[dict]]:
    """The calls each layer keeps, as JSON."""
    out = {"all": guards.checked_calls(list(calls), command, []), "none": list(calls)}
    with without_the_afternoon_rules():
        out["before"] = guards.checked_calls(list(calls), command, [])
    return {layer: [c.to_json() for c in kept] for layer, kept in out.items()}


def main() -> None:
    rows = [json.loads(line) for line in Path(sys.argv[1]).read_text().splitlines() if line.strip()]
    seen = {}

    def recording(calls, command, notes, now=None):
        seen["input"] = (list(calls), command)
        return guards.checked_calls(calls, command, notes, now)
    caller_module.checked_calls = recording
    results = []
    with tempfile.TemporaryDirectory() as state:
        pipeline = Pipeline(Settings(quantization="none", db_path=Path(state) / "state.db"))
        for row in rows:
            now = datetime.fromisoformat(row["now"]) if "now" in row else NOW
            want = [validate_call(c["name"], c["arguments"], now=now).to_json()
                    for c in row.get("calls", row.get("expected"))]
            prediction = pipeline.predict(row["text"], now, "mtp")
            layers = layered(*seen["input"])
            results.append({"text": row["text"], "topic": row.get("topic", "all"), "expected": want,
                            "read_as": prediction.read_as, "layers": layers,
                            "right": {layer: calls_match(want, got) for layer, got in layers.items()}})
    table = defaultdict(lambda: defaultdict(int))
    for r in results:
        for layer, ok in r["right"].items():
            table[r["topic"]][layer] += ok
            table["ALL"][layer] += ok
        table[r["topic"]]["lines"] += 1
        table["ALL"]["lines"] += 1
    for topic, counts in table.items():
        print(json.dumps({"topic": topic, **counts}))
    for r in results:
        if len({json.dumps(v) for v in r["layers"].values()}) > 1:
            print(json.dumps({"text": r["text"], "right": r["right"], "layers": r["layers"]}))
    Path(sys.argv[2]).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
