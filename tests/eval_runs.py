"""Small `voxcall eval --json` files for the tests of the tools that read them (compare, selection)."""

from __future__ import annotations

import json
from pathlib import Path

Calls = list[dict]


def write_run(path: Path, expected: Calls, predicted: list[Calls], exact: list[bool],
              machine: dict[str, str] | None = None, **summary: float) -> Path:
    """One set's run as `voxcall eval --json` writes it; `summary` adds fields such as no-call precision,
    `machine` the machine it says it ran on (left out, as in runs written before machines were recorded)."""
    items = [{"text": f"command {i}", "expected": expected, "predicted": p, "exact": ok}
             for i, (p, ok) in enumerate(zip(predicted, exact, strict=True))]
    totals = {"exact_match": sum(exact) / len(exact), **summary}
    run = {"condition": {}, "summary": totals, "items": items} | ({"machine": machine} if machine else {})
    path.write_text(json.dumps({"set: text": run}))
    return path
