"""`voxcall eval FILE`: accuracy, validity and latency on a labelled set.

FILE is JSONL with `text`, `calls` (the expected contract JSON) and an
optional `now`. The same command scores the base model prompted with the
catalog (`--base`) and the fine-tuned one, in float32 or int8.
"""

from __future__ import annotations

import argparse
import json
import time
from datetime import datetime
from pathlib import Path

from tqdm import tqdm

from app.errors import AudioError, TextError, VoxcallError
from app.pipeline import Pipeline
from app.scoring import Item, Report
from app.settings import Settings
from app.synth import Voice, speak

DEFAULT_NOW = datetime(2026, 11, 30, 10, 0, 0)


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("eval", help="score the model on a labelled JSONL set")
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument("--base", action="store_true", help="the base model prompted with the catalog, no adapter")
    parser.add_argument("--quantization", choices=["none", "int8"], help="override VOXCALL_QUANTIZATION")
    parser.add_argument("--decode", choices=["plain", "mtp", "drafter", "lookup"])
    parser.add_argument("--limit", type=int, help="only the first N items")
    parser.add_argument("--json", type=Path, metavar="OUT", help="also write the figures and every item here")
    parser.add_argument("--audio", action="store_true", help="speak each command with espeak-ng, run the whole pipeline")
    parser.add_argument("--voices", default="en-us@150,en-gb@175", help="voice@words-per-minute, comma separated")
    parser.add_argument("--noise-snr", type=float, default=10.0, help="also a noisy copy of the first voice (dB)")
    parser.set_defaults(handler=run)


def load_items(path: Path, limit: int | None) -> list[dict]:
    try:
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    except (OSError, json.JSONDecodeError) as exc:
        raise VoxcallError(f"cannot read {path}: {exc}", "give a JSONL file with text and calls") from exc
    return rows[:limit] if limit else rows


def score(pipeline: Pipeline, rows: list[dict], mode: str | None, voice: Voice | None = None) -> Report:
    """Predict every row (from its text, or from its spoken text) and score it."""
    report = Report()
    pipeline.caller  # load before timing
    for index, row in enumerate(tqdm(rows, desc=voice.label if voice else "eval", unit="cmd")):
        now = datetime.fromisoformat(row["now"]) if row.get("now") else DEFAULT_NOW
        started = time.perf_counter()
        text = _hear(pipeline, row["text"], voice, index) if voice else row["text"]
        try:
            prediction = pipeline.predict(text, now, mode)
        except TextError:
            report.add(Item(text, row["calls"], [], False, (time.perf_counter() - started) * 1000, 0, 0))
            continue
        report.add(Item(
            text=text, expected=row["calls"], predicted=[c.to_json() for c in prediction.calls],
            valid=not prediction.rejected, latency_ms=(time.perf_counter() - started) * 1000,
            tokens=prediction.stats.tokens, passes=prediction.stats.passes,
        ))
    return report


def _hear(pipeline: Pipeline, text: str, voice: Voice, seed: int) -> str:
    """What Whisper hears when espeak-ng says `text`; empty when it hears nothing."""
    try:
        return pipeline.recognizer.transcribe(speak(text, voice, seed)).text
    except AudioError:
        return ""


def parse_voices(spec: str, noise_snr: float | None) -> list[Voice]:
    voices = []
    for part in spec.split(","):
        name, _, speed = part.strip().partition("@")
        voices.append(Voice(name, int(speed or 150)))
    if noise_snr is not None and voices:
        voices.append(Voice(voices[0].name, voices[0].speed, noise_snr))
    return voices


def render(report: Report, label: str) -> str:
    summary = report.summary()
    lines = [f"== {label}", *(f"{key:>18}: {value}" for key, value in summary.items()), "per function (exact/support):"]
    lines += [f"  {name:<24} {s.exact:>4}/{s.support:<4}" for name, s in report.per_function().items()]
    lines.append("confusions (expected -> predicted):")
    lines += [f"  {n:>3} x {want} -> {got}" for want, got, n in report.confusions()]
    return "\n".join(lines)


def run(args: argparse.Namespace, settings: Settings) -> int:
    overrides = {"use_adapter": not args.base}
    if args.quantization:
        overrides["quantization"] = args.quantization
    settings = settings.model_copy(update=overrides)
    rows = load_items(args.file, args.limit)
    pipeline = Pipeline(settings)
    model = f"{'base+catalog' if args.base else 'fine-tuned'}, {settings.quantization}"
    voices: list[Voice | None] = parse_voices(args.voices, args.noise_snr) if args.audio else [None]
    results = {}
    for voice in voices:
        label = f"{args.file.name}: {model}, {voice.label if voice else 'text'}"
        report = score(pipeline, rows, args.decode, voice)
        print(render(report, label), flush=True)
        results[label] = {"summary": report.summary(),
                          "items": [{**item.__dict__, "exact": item.exact} for item in report.items]}
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0
