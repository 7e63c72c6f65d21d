"""Two `voxcall eval --json` runs of one set, side by side: their figures and every command whose output moved.

    voxcall eval tests/data/natural.jsonl --json a.json     # one adapter or setting
    VOXCALL_COPY_STARTS=inside voxcall eval tests/data/natural.jsonl --json b.json
    python -m benchmarks.compare_evals a.json b.json --labels word inside --out benchmarks/results/x.json

A change to a model or a rule is judged by what it fixes and what it breaks
on the same commands, not by two totals: two adapters with equal scores can
differ on a dozen commands. This writes both runs' summaries, their exact
counts and each command whose calls differ, tagged `fixed` (right only in
the second run), `broken` (right only in the first), `both right` (the
outputs differ only where the comparison does not look, such as case) or
`both wrong`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Literal, get_args

from app.errors import VoxcallError
from benchmarks.heard_set import one_condition

Verdict = Literal["fixed", "broken", "both right", "both wrong"]


def load_run(path: Path) -> dict[str, Any]:
    """The one condition of an eval JSON (a text run, or one voice of an audio run)."""
    try:
        runs = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise VoxcallError(f"cannot read {path}: {exc}", "give a file written by `voxcall eval --json`") from exc
    return one_condition(runs)


def verdict(first: dict[str, Any], second: dict[str, Any]) -> Verdict:
    """How one command moved from the first run to the second."""
    if first["exact"] and second["exact"]:
        return "both right"
    if second["exact"]:
        return "fixed"
    return "broken" if first["exact"] else "both wrong"


def same_machine(first: dict[str, Any], second: dict[str, Any]) -> bool:
    """Whether two runs were measured on one machine (`app.machine.identity`); runs written before the
    machine was recorded say nothing and are taken as they are."""
    return not first.get("machine") or not second.get("machine") or first["machine"] == second["machine"]


def compare(first: dict[str, Any], second: dict[str, Any], labels: tuple[str, str]) -> dict[str, Any]:
    """Both summaries, both exact counts, and the commands whose predicted calls differ."""
    items = list(zip(first["items"], second["items"], strict=True))
    if any(a["text"] != b["text"] or a["expected"] != b["expected"] for a, b in items):
        raise VoxcallError("the two runs are not of the same commands", "compare two runs of one set")
    if not same_machine(first, second):
        raise VoxcallError(f"the two runs were measured on different machines ({first['machine']} and "
                           f"{second['machine']})", "bf16 outputs depend on the CPU: measure both on one machine")
    moved = [{"text": a["text"], "expected": a["expected"], labels[0]: a["predicted"], labels[1]: b["predicted"],
              "verdict": verdict(a, b)} for a, b in items if a["predicted"] != b["predicted"]]
    return {
        "items": len(items),
        "exact": {labels[0]: sum(a["exact"] for a, _ in items), labels[1]: sum(b["exact"] for _, b in items)},
        "summary": {labels[0]: first["summary"], labels[1]: second["summary"]},
        "moved": moved,
    }


def tally(moved: list[dict[str, Any]]) -> dict[str, int]:
    """How many moved commands each verdict has."""
    return {name: sum(item["verdict"] == name for item in moved) for name in get_args(Verdict)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    parser.add_argument("--labels", nargs=2, default=("first", "second"))
    parser.add_argument("--out", type=Path, help="write the comparison here as JSON")
    args = parser.parse_args(argv)
    try:
        result = compare(load_run(args.first), load_run(args.second), tuple(args.labels))
    except VoxcallError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    counts = tally(result["moved"])
    print(f"exact {result['exact']} of {result['items']}; moved {len(result['moved'])}: {counts}")
    if args.out:
        args.out.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
