"""Which Whisper options help spoken commands survive noise, measured on the same clips.

Every candidate is a set of `Settings` overrides for the recogniser
(beam size, VAD threshold and pauses, no-speech threshold, temperature
fallback, the command prompt). Each is scored on the same espeak-ng clips,
clean and noisy, by the whole pipeline. The language model is deterministic,
so its answer for a transcript already seen is reused: only the recogniser
runs again per candidate, and the latency column is Whisper's alone.

    python -m benchmarks.asr_options --limit 40 --noise white,babble --snr 10 \
        --candidates default,beam5 --out benchmarks/results/asr-options.json
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from app.errors import AudioError, TextError
from app.evaluate import DEFAULT_NOW, Outcome, conditions, load_items, parse_noise_kinds, parse_snrs, parse_voices
from app.pipeline import Pipeline
from app.scoring import Item, Report
from app.settings import Settings
from app.synth import Condition, hear
from models.asr import WhisperOptions
from models.audio import AudioClip

log = logging.getLogger(__name__)

CANDIDATES: dict[str, dict[str, Any]] = {
    "default": {},
    "beam5": {"asr_beam_size": 5},
    "no-prompt": {"asr_prompt": ""},
    "no-fallback": {"asr_temperature_fallback": False},
    "no-speech-off": {"asr_no_speech_threshold": None},
    "vad-0.35": {"asr_vad_threshold": 0.35},
    "vad-0.65": {"asr_vad_threshold": 0.65},
    "vad-silence-500": {"asr_vad_min_silence_ms": 500},
    "vad-pad-200": {"asr_vad_speech_pad_ms": 200},
    "vad-off": {"asr_vad": False},
    "fitted": {"asr_window": "fitted"},
    "prompt-catalog": {"asr_prompt": (
        "Voice commands for a device: flashlight on or off, new contact, send an email, show it on the map, "
        "Wi-Fi settings, calendar event, Bluetooth on, do not disturb, screen brightness, volume up, mute, "
        "set an alarm, cancel the alarm, set a timer, cancel the timer, what time is it, remind me, "
        "add to my shopping list, take a note, send a message, call, weather, lights, thermostat, "
        "play music, pause, next track, move the robot forward, stop the robot.")},
}
"""Named recogniser settings to compare; `default` is the shipped configuration."""
CANDIDATES["beam5-prompt-catalog"] = {**CANDIDATES["beam5"], **CANDIDATES["prompt-catalog"]}


@dataclass
class Spoken:
    """One labelled command as heard in one condition."""

    row: dict[str, Any]
    condition: Condition
    clip: AudioClip


@dataclass
class Scored:
    """One candidate in one condition, and how long Whisper took per command."""

    candidate: str
    outcome: Outcome
    asr_ms: list[float] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"candidate": self.candidate, "overrides": CANDIDATES[self.candidate],
                "asr_p50_ms": round(float(np.median(self.asr_ms)), 1), **self.outcome.to_json()}


class Bench:
    """The pipeline, the clips and the language model's answers, shared by every candidate."""

    def __init__(self, settings: Settings, mode: str | None) -> None:
        self.settings = settings
        self.mode = mode
        self.pipeline = Pipeline(settings)
        self.answers: dict[tuple[str, datetime], Item] = {}

    def run(self, name: str, spoken: list[Spoken], condition: Condition) -> Scored:
        update = CANDIDATES[name]
        self.pipeline.recognizer.options = WhisperOptions.from_settings(self.settings.model_copy(update=update))
        scored = Scored(name, Outcome(f"{name}: {condition.label}", condition, Report(), []))
        for item in spoken:
            started = time.perf_counter()
            text = self._hear(item.clip)
            scored.asr_ms.append((time.perf_counter() - started) * 1000)
            scored.outcome.report.add(self._answer(text, item.row))
            scored.outcome.said.append(item.row["text"])
        return scored

    def _hear(self, clip: AudioClip) -> str:
        try:
            return self.pipeline.recognizer.transcribe(clip).text
        except AudioError:
            return ""

    def _answer(self, text: str, row: dict[str, Any]) -> Item:
        now = datetime.fromisoformat(row["now"]) if row.get("now") else DEFAULT_NOW
        key = (text, now)
        if key not in self.answers:
            self.answers[key] = self._predict(text, now)
        known = self.answers[key]
        return Item(text, row["calls"], known.predicted, known.valid, 0.0, known.tokens, known.passes)

    def _predict(self, text: str, now: datetime) -> Item:
        try:
            prediction = self.pipeline.predict(text, now, self.mode)
        except TextError:
            return Item(text, [], [], False, 0.0, 0, 0)
        return Item(text, [], [c.to_json() for c in prediction.calls], not prediction.rejected, 0.0,
                    prediction.stats.tokens, prediction.stats.passes)


def table(results: list[Scored]) -> str:
    lines = ["| candidate | condition | exact | names | no-call P / R | heard nothing | WER | Whisper p50 |",
             "|---|---|---|---|---|---|---|---|"]
    for scored in results:
        s = scored.outcome.summary()
        lines.append(f"| {scored.candidate} | {scored.outcome.condition.label} | {s['exact_match']:.1%} | "
                     f"{s['name_accuracy']:.1%} | {s['no_call_precision']:.1%} / {s['no_call_recall']:.1%} | "
                     f"{s['heard_nothing']} | {s['transcript_wer']:.1%} | {np.median(scored.asr_ms):.0f} ms |")
    return "\n".join(lines)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=Path("tests/data/natural.jsonl"))
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--voices", type=parse_voices, default=parse_voices("en-us@150"))
    parser.add_argument("--noise", type=parse_noise_kinds, default=parse_noise_kinds("white,babble"))
    parser.add_argument("--snr", type=parse_snrs, default=parse_snrs("10"))
    parser.add_argument("--candidates", default=",".join(CANDIDATES), help="names from CANDIDATES, comma separated")
    parser.add_argument("--decode", choices=["plain", "mtp", "drafter", "lookup"])
    parser.add_argument("--out", type=Path, help="write every candidate's figures and items here (JSON)")
    return parser.parse_args()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    args = parse_args()
    rows = load_items(args.set, args.limit, args.offset)
    bench = Bench(Settings(), args.decode)
    plan = conditions(args.voices[:1], args.noise, args.snr)
    spoken = {c: [Spoken(row, c, hear(row["text"], c, i)) for i, row in enumerate(rows)] for c in plan}
    results = []
    for name in args.candidates.split(","):
        for condition in plan:
            results.append(bench.run(name, spoken[condition], condition))
            log.info("%s", table(results[-1:]).splitlines()[-1])
        if args.out:
            args.out.write_text(json.dumps([scored.to_json() for scored in results], indent=1))
    print(table(results), flush=True)


if __name__ == "__main__":
    main()
