"""The README's noise-robustness table from `voxcall eval --audio --noise ...` JSON files.

The first 80 commands of the natural set all expect calls, so no-call
precision and recall mean nothing on them alone. This joins each condition
of the commands run with the same condition of a run over the set's 48
no-call lines: exact match and name accuracy come from the commands,
no-call precision and recall from both together (a refusal of a real
command counts against precision, a call made on chit-chat against recall).

    python -m benchmarks.noise_table benchmarks/results/eval-noise.json \
        benchmarks/results/eval-noise-nocall.json
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Row:
    """One condition's figures, as the README shows them."""

    condition: str
    commands: int
    exact: float
    names: float
    no_call_precision: float
    no_call_recall: float
    heard_nothing: int
    wer: float

    def markdown(self) -> str:
        return (f"| {self.condition} | {self.exact:.1%} | {self.names:.1%} | "
                f"{self.no_call_precision:.1%} / {self.no_call_recall:.1%} | {self.heard_nothing} | {self.wer:.1%} |")


def _by_condition(path: Path) -> dict[str, dict[str, Any]]:
    results = json.loads(path.read_text())
    return {label.rsplit(", ", 1)[-1]: result for label, result in results.items()}


def _share(hits: int, total: int) -> float:
    return hits / total if total else 0.0


def join(commands: dict[str, Any], no_calls: dict[str, Any], condition: str) -> Row:
    items = commands["items"] + no_calls["items"]
    refused = [item for item in items if not item["predicted"]]
    chit_chat = [item for item in items if not item["expected"]]
    summary = commands["summary"]
    return Row(
        condition=condition,
        commands=summary["items"],
        exact=summary["exact_match"],
        names=summary["name_accuracy"],
        no_call_precision=_share(sum(not item["expected"] for item in refused), len(refused)),
        no_call_recall=_share(sum(not item["predicted"] for item in chit_chat), len(chit_chat)),
        heard_nothing=summary.get("heard_nothing", 0) + no_calls["summary"].get("heard_nothing", 0),
        wer=summary.get("transcript_wer", 0.0),
    )


def table(commands_file: Path, no_calls_file: Path) -> str:
    commands, no_calls = _by_condition(commands_file), _by_condition(no_calls_file)
    lines = ["| condition | exact match | name accuracy | no-call precision / recall | heard nothing | WER |",
             "|---|---|---|---|---|---|"]
    lines += [join(commands[c], no_calls[c], c).markdown() for c in commands if c in no_calls]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commands", type=Path, help="eval JSON of the commands that expect calls")
    parser.add_argument("no_calls", type=Path, help="eval JSON of the no-call lines, same conditions")
    args = parser.parse_args()
    print(table(args.commands, args.no_calls))


if __name__ == "__main__":
    main()
