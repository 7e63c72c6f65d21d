"""Dictation cleanup decoding modes side by side, in one process, on the same text.

    python -m benchmarks.cleanup --sets tests/data/dictation.jsonl data/build/dictation_heldout.jsonl \
        --limit 150 --out benchmarks/results/cleanup-f32

Plain greedy, token n-gram lookup, prompt lookup by words (`CopyDrafter`:
the output mostly copies the input) and MTP run in turn on every line, all
under the same copy constraint. Per mode: mean tokens per verifier pass,
decode tokens per second, speed against plain in the same run, and whether
every output equals plain's. Writes OUT.json.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import get_args

import torch

from app.settings import Quantization, Settings
from app.vocabulary import Vocabulary
from benchmarks.decode import ModeTotals
from models.cleanup import DictationCleaner, chunks, transcript_style

MODES = ("plain", "ngram", "lookup", "mtp")


def load_lines(paths: list[Path], limit: int | None) -> list[str]:
    lines = []
    for path in paths:
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        lines += [row["raw"] for row in rows[:limit]]
    return lines


def benchmark(settings: Settings, lines: list[str]) -> dict:
    cleaner = DictationCleaner.load(settings, Vocabulary())
    totals = {mode: ModeTotals() for mode in MODES}
    for line in lines:
        for piece in chunks(transcript_style(line)):
            reference = None
            for mode in MODES:
                started = time.perf_counter()
                text, stats = cleaner.clean_piece(piece, mode)
                seconds = time.perf_counter() - started
                reference = text if mode == "plain" else reference
                totals[mode].add(stats, seconds, text != reference)
    return {
        "lines": len(lines),
        "quantization": settings.quantization,
        "draft_tokens": settings.dictation_draft_tokens,
        "mtp_head": str(cleaner.head_dir) if cleaner.head is not None else None,
        "modes": {mode: totals[mode].summary(totals["plain"]) for mode in MODES},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", type=Path, required=True)
    parser.add_argument("--limit", type=int, help="first N lines of each set")
    parser.add_argument("--quantization", choices=get_args(Quantization), default="none")
    parser.add_argument("--draft-tokens", type=int, default=8)
    parser.add_argument("--out", type=Path, required=True, help="OUT.json is written")
    args = parser.parse_args()
    torch.manual_seed(0)
    settings = Settings(quantization=args.quantization, dictation_draft_tokens=args.draft_tokens)
    result = benchmark(settings, load_lines(args.sets, args.limit))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(result, indent=1))
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
