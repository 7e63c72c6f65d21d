"""Freeze what Whisper heard into a text set, so adapters can be compared on the same transcripts.

    python -m benchmarks.heard_set benchmarks/results/eval-ft-natural-audio-bf16.json tests/data/natural.jsonl \
        --out tests/data/natural-heard-en-us150.jsonl
    voxcall eval tests/data/natural-heard-en-us150.jsonl --quantization bf16

Whisper base in int8 does not give the same transcript on every machine: on
two AMD EPYC sessions 47 of the 240 spoken natural commands came back
worded differently, which moved the same adapter's spoken score by two
commands. A spoken comparison of two language-model adapters is only side
by side if both read the same transcripts. This takes the transcripts an
`voxcall eval --audio --json` run recorded (each item's `text`) and writes
them, with the source set's `now` and expected calls, as an ordinary
JSONL set that `voxcall eval` replays as text in seconds. Replaying the
transcripts of a run reproduces that run's scores; only the recogniser is
left out.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.errors import VoxcallError


def one_condition(result: dict) -> dict:
    """The only condition of a `voxcall eval --json` result (a text run, or one voice of an audio run)."""
    if len(result) != 1:
        raise VoxcallError(f"the result holds {len(result)} conditions", "give a run of one voice and noise")
    return next(iter(result.values()))


def heard_rows(result: dict, source: list[dict]) -> list[dict]:
    """The source rows with their text replaced by what the run heard; refuses a run of another set."""
    items = one_condition(result)["items"]
    if len(items) != len(source) or any(item["expected"] != row["calls"] for item, row in zip(items, source)):
        raise VoxcallError("the result's items do not match the source set",
                           "give the set the `voxcall eval --audio` run was made from")
    return [{"text": item["text"], "now": row.get("now"), "calls": row["calls"]}
            for item, row in zip(items, source, strict=True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("result", type=Path, help="the JSON that `voxcall eval FILE --audio --json` wrote")
    parser.add_argument("source", type=Path, help="the set that run was made from")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    try:
        result = json.loads(args.result.read_text())
        source = [json.loads(line) for line in args.source.read_text().splitlines() if line.strip()]
        rows = heard_rows(result, source)
    except (OSError, json.JSONDecodeError, KeyError, VoxcallError) as exc:
        print(f"voxcall: cannot make a heard set: {exc}", file=sys.stderr)
        return 1
    args.out.write_text("".join(json.dumps(row) + "\n" for row in rows))
    print(f"wrote {len(rows)} transcripts to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
