"""Small `voxcall eval --json` files for the tests of the tools that read them (compare, selection)."""

from __future__ import annotations

import json
from pathlib import Path

Calls = list[dict]


def write_run(path: Path, expected: Calls, predicted: list[Calls], exact: list[bool], **summary: float) -> Path:
    """One set's run as `voxcall eval --json` writes it; `summary` adds fields such as no-call precision."""
    items = [{"text": f"command {i}", "expected": expected, "predicted": p, "exact": ok}
             for i, (p, ok) in enumerate(zip(predicted, exact, strict=True))]
    totals = {"exact_match": sum(exact) / len(exact), **summary}
    path.write_text(json.dumps({"set: text": {"condition": {}, "summary": totals, "items": items}}))
    return path
