"""Audio faults through Whisper and the language model: right call, clear error, or wrong.

    OMP_NUM_THREADS=1 VOXCALL_THREADS=1 python -m benchmarks.audio_faults \
        --out benchmarks/results/audio_faults.json

The six bundled sample commands (`assets/audio/samples.json`) are spoken by
espeak-ng, each fault of `data.audio_faults` is applied, and the calls are
compared with the expected ones. A wrong call is the outcome that must not
happen; an `AudioError` is a clear message.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal

import numpy as np

from app.errors import AudioError
from app.pipeline import Pipeline
from app.settings import Settings
from app.synth import Voice, speak
from data import audio_faults as faults
from models.audio import AudioClip, clip_from_pcm

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "assets" / "audio" / "samples.json"
RESULTS = ROOT / "benchmarks" / "results"
RATE = 16_000
NOW = datetime(2026, 11, 30, 10, 0, 0)
Outcome = Literal["right", "error", "no_call", "wrong"]

FAULTS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "clean": lambda s: s,
    "clipped x4": lambda s: faults.clipped(s, 4.0),
    "clipped x20": lambda s: faults.clipped(s, 20.0),
    "dc offset 0.3": lambda s: faults.with_dc_offset(s, 0.3),
    "leading silence 40 s": lambda s: faults.after_silence(s, RATE, 40.0),
    "music 10 dB": lambda s: faults.mixed(s, faults.music(4.0, RATE), 10.0),
    "music 5 dB": lambda s: faults.mixed(s, faults.music(4.0, RATE), 5.0),
    "music 0 dB": lambda s: faults.mixed(s, faults.music(4.0, RATE), 0.0),
    "music only": lambda s: 0.5 * faults.music(len(s) / RATE, RATE),
}


@dataclass(frozen=True)
class Trial:
    """One command under one fault: what was heard, and how it ended."""

    fault: str
    text: str
    outcome: Outcome
    transcript: str
    detail: str


def telephone(samples: np.ndarray) -> AudioClip:
    """Band-limited, at 8 kHz through mu-law, then loaded back the way a file would be."""
    narrow = clip_from_pcm(faults.band_limited(samples, RATE), RATE, target_rate=faults.TELEPHONE_RATE)
    return clip_from_pcm(faults.mu_law(narrow.samples), faults.TELEPHONE_RATE, source="telephone")


def trial(pipeline: Pipeline, fault: str, text: str, expected: list[dict], samples: np.ndarray) -> Trial:
    try:
        if fault == "telephone 8 kHz":
            clip = telephone(samples)
        else:
            clip = clip_from_pcm(FAULTS[fault](samples), RATE, max_seconds=60, source=fault)
        transcript = pipeline.recognizer.transcribe(clip).text
    except AudioError as err:
        return Trial(fault, text, "error", "", err.message)
    calls = [call.to_json() for call in pipeline.predict(transcript, NOW).calls]
    if fault == "music only":
        expected = []
    outcome: Outcome = "right" if calls == expected else ("no_call" if not calls else "wrong")
    return Trial(fault, text, outcome, transcript, json.dumps(calls))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=RESULTS / "audio_faults.json")
    args = parser.parse_args(argv)
    samples = json.loads(SAMPLES.read_text())
    with tempfile.TemporaryDirectory() as tmp:
        pipeline = Pipeline(Settings(db_path=Path(tmp) / "state.db"))
        spoken = {s["text"]: speak(s["text"], Voice()).samples for s in samples}
        trials = [trial(pipeline, fault, s["text"], s["calls"], spoken[s["text"]])
                  for fault in [*FAULTS, "telephone 8 kHz"] for s in samples]
    summary = {fault: dict(Counter(t.outcome for t in trials if t.fault == fault)) for fault in
               [*FAULTS, "telephone 8 kHz"]}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"summary": summary, "trials": [asdict(t) for t in trials]}, indent=2) + "\n")
    for fault, counts in summary.items():
        print(f"{fault:22s} " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for t in trials:
        if t.outcome != "right":
            print(f"  {t.fault}: {t.text!r} -> {t.outcome}: {t.transcript!r} {t.detail}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
