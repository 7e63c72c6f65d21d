"""Where MTP drafts are refused: every verifier refusal, sorted into kinds.

    python -m benchmarks.draft_misses --sets data/build/heldout100.jsonl data/build/natural100.jsonl \
        --out benchmarks/results/draft-misses.json

Runs `voxcall`'s MTP decoding (head plus span copying) on each command and
logs each round whose draft the verifier cut short: the refused draft token,
the verifier's own token and what the round had accepted before it. Kinds, by the
verifier's token and the draft's: a copied value running on past its end,
a value closed too early, which call comes next, true/false, digits, and
any other word. This is what a better head or copier would have to fix.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path

from app.machine import describe
from app.settings import Settings
from benchmarks.decode import load_commands
from models import speculative
from models.caller import FunctionCaller


@dataclass(frozen=True)
class Refusal:
    """One refused draft token: what its round accepted before it, the draft's token and the verifier's."""

    before: str
    drafted: str
    verified: str

    @property
    def kind(self) -> str:
        if self.verified.startswith('"'):
            return "copied value ran on"
        if self.drafted.startswith('"'):
            return "value closed too early"
        if ";" in self.verified + self.drafted:
            return "which call next"
        if {self.verified, self.drafted} <= {"true", "false"}:
            return "true/false"
        if self.verified[:1].isdigit() or self.drafted[:1].isdigit():
            return "digits"
        return "other word"


def collect(caller: FunctionCaller, texts: list[str]) -> tuple[list[Refusal], int]:
    """Decode every command with MTP, recording each refusal; returns them and the number of rounds."""
    tokenizer, rounds, refusals = caller.lm.tokenizer, 0, []
    accept = speculative.accept_draft

    def logged(draft, verdicts, guide, stop_ids):
        nonlocal rounds
        emitted = accept(draft, verdicts, guide, stop_ids)
        rounds += 1
        kept = next((i for i, (d, e) in enumerate(zip(draft.tokens, emitted)) if d != e), None)
        if kept is not None:
            refusals.append(Refusal(tokenizer.decode(emitted[:kept]), tokenizer.decode([draft.tokens[kept]]),
                                    tokenizer.decode([emitted[kept]])))
        return emitted

    speculative.accept_draft = logged
    try:
        for text in texts:
            caller.predict(text, datetime(2026, 12, 1, 9, 0), "mtp")
    finally:
        speculative.accept_draft = accept
    return refusals, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", type=Path, required=True)
    parser.add_argument("--limit", type=int, help="first N commands of each set")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    refusals, rounds = collect(FunctionCaller(Settings()), load_commands(args.sets, args.limit))
    kinds = Counter(refusal.kind for refusal in refusals)
    result = {"machine": describe(), "rounds": rounds, "refused": len(refusals), "kinds": dict(kinds.most_common()),
              "refusals": [asdict(refusal) | {"kind": refusal.kind} for refusal in refusals]}
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "refusals"}, indent=1))


if __name__ == "__main__":
    main()
