"""Two runs of `benchmarks.correction_check --lines`, line by line: what the newer rules changed.

    python -m benchmarks.correction_compare OLD.jsonl NEW.jsonl

Each run holds every line read as said ("before") and through the pipeline
("after"). Per set and kind this prints how many lines are right in each run's
"after", how many the new run fixed and lost against the old one, and how many
the new run lost against the command read as said; then each line that changed.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def load(path: Path) -> dict[tuple[str, str], dict]:
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {(line["set"], line["text"]): line for line in lines}


def compared(old: dict[tuple[str, str], dict], new: dict[tuple[str, str], dict]) -> list[dict]:
    if old.keys() != new.keys():
        raise SystemExit("the two runs did not read the same lines")
    groups: dict[tuple[str, str], list[tuple[dict, dict]]] = {}
    for key, line in new.items():
        groups.setdefault((line["set"], line["kind"]), []).append((old[key], line))
    return [{"set": name, "kind": kind, "lines": len(pairs),
             "triggered_old": sum(o["triggered"] for o, _ in pairs),
             "triggered_new": sum(n["triggered"] for _, n in pairs),
             "said_right": sum(o["right_before"] for o, _ in pairs),
             "right_old": sum(o["right_after"] for o, _ in pairs),
             "right_new": sum(n["right_after"] for _, n in pairs),
             "fixed": sum(n["right_after"] and not o["right_after"] for o, n in pairs),
             "lost": sum(o["right_after"] and not n["right_after"] for o, n in pairs),
             "lost_against_said": sum(o["right_before"] and not n["right_after"] for o, n in pairs)}
            for (name, kind), pairs in sorted(groups.items())]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    args = parser.parse_args()
    old, new = load(args.old), load(args.new)
    for row in compared(old, new):
        print(json.dumps(row))
    for key, line in new.items():
        if line["after"] != old[key]["after"]:
            print(json.dumps({"text": line["text"], "kind": line["kind"], "right_old": old[key]["right_after"],
                              "right_new": line["right_after"], "read_as_new": line["read_as"],
                              "old": old[key]["after"], "new": line["after"]}))


if __name__ == "__main__":
    main()
