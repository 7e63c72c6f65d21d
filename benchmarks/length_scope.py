"""Which commands of each evaluation set the length rule can move, found without a model.

    python -m benchmarks.length_scope
    python -m benchmarks.length_scope --json benchmarks/results/length-rule/scope.json

`functions.lengths` only changes a `move_robot` distance when the command
states a length in a unit other than centimetres. A set with no such command
gives the same outputs with and without the rule, so only the listed commands
need evaluating again; every other line's score carries over unchanged.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from functions.lengths import stated_lengths

SETS = (
    Path("tests/data/natural.jsonl"),
    Path("tests/data/natural-heard-en-us150.jsonl"),
    Path("tests/data/natural-heard-asr-en-us150.jsonl"),
    Path("data/build/heldout.jsonl"),
    Path("data/build/validation.jsonl"),
    Path("data/build/unseen-names.jsonl"),
    Path("data/build/fresh.jsonl"),
    Path("data/build/fresh2.jsonl"),
)


@dataclass(frozen=True)
class Scope:
    """One set: how many commands it has and those that state a length outside centimetres."""

    path: str
    commands: int
    in_scope: list[str]


def scope(path: Path) -> Scope:
    texts = [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    moved = [text for text in texts if any(not length.in_centimetres for length in stated_lengths(text))]
    return Scope(str(path), len(texts), moved)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="write the scopes here")
    args = parser.parse_args(argv)
    missing = [str(path) for path in SETS if not path.is_file()]
    if missing:
        print(f"missing sets: {', '.join(missing)}; make them as the README's Results section says", file=sys.stderr)
    scopes = [scope(path) for path in SETS if path.is_file()]
    for found in scopes:
        print(f"{found.path}: {len(found.in_scope)} of {found.commands}")
        for text in found.in_scope:
            print(f"    {text}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps([asdict(found) for found in scopes], indent=1) + "\n", encoding="utf-8")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
