"""How much padding Whisper's fitted window needs: margins against the full 30 s, on the same clips.

The rule in `benchmarks/results/asr-window/RULE.md` takes the margin with the
lowest word error rate among those where no transcript comes out 1.5 times
as long as the full window's (Whisper repeating a command it cannot see the
end of). Only Whisper runs: the language model is not needed to count words.

    python -m data.generate --n 200 --seed 77 --split train --out /tmp/train200.jsonl
    python -m benchmarks.asr_window /tmp/train200.jsonl --margins 2,4,6,8,12 \\
        --out benchmarks/results/asr-window/sweep.json
    python -m benchmarks.asr_window /tmp/train200.jsonl --margins 12,18,24 --noise babble --snr 10
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.dictation_scoring import edit_distance, words
from app.errors import AudioError
from app.evaluate import parse_voices
from app.settings import Settings
from app.synth import NOISE_KINDS, Condition, Noise, hear
from models.asr import SpeechRecognizer, WhisperOptions
from models.audio import AudioClip

OVER_LONG = 1.5
"""A transcript this many times as long as the full window's is counted as a repeat."""


@dataclass(frozen=True)
class Sweep:
    """One window's transcripts of every clip, with Whisper's time for each."""

    margin_s: float | None
    texts: list[str]
    ms: list[float]

    def row(self, full: Sweep, references: list[list[str]]) -> str:
        errors = sum(edit_distance(words(text), ref) for text, ref in zip(self.texts, references, strict=True))
        same = sum(a == b for a, b in zip(self.texts, full.texts, strict=True))
        long = sum(len(a) > OVER_LONG * len(b) for a, b in zip(self.texts, full.texts, strict=True))
        name = "full 30 s" if self.margin_s is None else f"{self.margin_s:g} s"
        return (f"| {name} | {np.median(self.ms):,.0f} ms | {np.mean(self.ms):,.0f} ms | {same} / {len(self.texts)} "
                f"| {long} | {errors / sum(map(len, references)):.2%} ({errors}) |")


def transcribe_all(recognizer: SpeechRecognizer, clips: list[AudioClip], margin_s: float | None) -> Sweep:
    fitted = Settings(asr_window="fitted", asr_window_margin_s=margin_s) if margin_s else None
    recognizer.options = WhisperOptions.from_settings(fitted or Settings(asr_window="full"))
    texts, ms = [], []
    for clip in clips:
        started = time.perf_counter()
        texts.append(_hear(recognizer, clip))
        ms.append((time.perf_counter() - started) * 1000)
    return Sweep(margin_s, texts, ms)


def _hear(recognizer: SpeechRecognizer, clip: AudioClip) -> str:
    """The transcript, or "" when Whisper hears nothing (every word then counts as an error)."""
    try:
        return recognizer.transcribe(clip).text
    except AudioError:
        return ""


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("set", type=Path, help="JSONL with a `text` per line")
    parser.add_argument("--margins", default="2,4,6,8,12", help="seconds, comma separated")
    parser.add_argument("--voice", type=parse_voices, default=parse_voices("en-us@150"))
    parser.add_argument("--noise", choices=NOISE_KINDS, help="mix this noise into every clip (seeded by its line)")
    parser.add_argument("--snr", type=float, default=10.0, help="signal-to-noise ratio of --noise, dB")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--out", type=Path, help="write every window's transcripts and times here (JSON)")
    return parser.parse_args()


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    args = parse_args()
    rows = [json.loads(line) for line in args.set.read_text().splitlines() if line.strip()][:args.limit]
    condition = Condition(args.voice[0], Noise(args.noise, args.snr) if args.noise else None)
    clips = [hear(row["text"], condition, index) for index, row in enumerate(rows)]
    references = [words(row["text"]) for row in rows]
    recognizer = SpeechRecognizer(Settings())
    full = transcribe_all(recognizer, clips, None)
    sweeps = [full] + [transcribe_all(recognizer, clips, float(m)) for m in args.margins.split(",")]
    print("| window | Whisper p50 | mean | same text as full | 1.5x as long | WER (word errors) |")
    print("|---|---|---|---|---|---|")
    for sweep in sweeps:
        print(sweep.row(full, references), flush=True)
    if args.out:
        args.out.write_text(json.dumps({str(s.margin_s): {"texts": s.texts, "ms": s.ms} for s in sweeps}, indent=0))


if __name__ == "__main__":
    main()
