"""`voxcall eval FILE`: accuracy, validity and latency on a labelled set.

FILE is JSONL with `text`, `calls` (the expected contract JSON) and an
optional `now`. The same command scores the base model prompted with the
catalog (`--base`) and the fine-tuned one, in float32 or int8. With
`--audio` every command is spoken by espeak-ng and goes through Whisper
first, clean in each voice, then with each `--noise` kind at each `--snr`
mixed into the first voice; every condition is one labelled report.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar, get_args

from tqdm import tqdm

from app.dictation_scoring import edit_distance, words
from app.errors import AudioError, TextError, VoxcallError
from app.machine import identity
from app.pipeline import Pipeline
from app.scoring import Item, Report
from app.settings import Quantization, Settings
from app.synth import NOISE_KINDS, Condition, Noise, NoiseKind, Voice, hear

DEFAULT_NOW = datetime(2026, 11, 30, 10, 0, 0)
T = TypeVar("T")


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("eval", help="score the model on a labelled JSONL set")
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument("--base", action="store_true", help="the base model prompted with the catalog, no adapter")
    parser.add_argument("--quantization", choices=get_args(Quantization), help="override VOXCALL_QUANTIZATION")
    parser.add_argument("--decode", choices=["plain", "mtp", "drafter", "lookup"])
    parser.add_argument("--offset", type=int, default=0, help="skip the first N items")
    parser.add_argument("--limit", type=int, help="only N items (after --offset)")
    parser.add_argument("--json", type=Path, metavar="OUT", help="also write the figures and every item here")
    parser.add_argument("--audio", action="store_true", help="speak each command with espeak-ng, run the whole pipeline")
    parser.add_argument("--voices", type=parse_voices, default=parse_voices("en-us@150,en-gb@175"),
                        help="voice@words-per-minute, comma separated (default: en-us@150,en-gb@175)")
    parser.add_argument("--noise", type=parse_noise_kinds, default=(),
                        help="noise mixed into the first voice, comma separated: white, babble (default: none)")
    parser.add_argument("--snr", type=parse_snrs, default=(10.0,),
                        help="signal-to-noise ratios in dB for --noise, comma separated (default: 10)")
    parser.set_defaults(handler=run)


def _split(spec: str, convert: Callable[[str], T], what: str) -> list[T]:
    """Comma-separated values, each converted; a bad one is an argparse error naming it."""
    parts = [part.strip() for part in spec.split(",") if part.strip()]
    if not parts:
        raise argparse.ArgumentTypeError(f"no {what} given")
    try:
        return [convert(part) for part in parts]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"bad {what} in {spec!r}: {exc}") from None


def _voice(part: str) -> Voice:
    name, _, speed = part.partition("@")
    words_per_minute = int(speed or 150)
    if not name or not 80 <= words_per_minute <= 450:
        raise ValueError(f"{part!r} (want name@80..450)")
    return Voice(name, words_per_minute)


def _noise_kind(part: str) -> NoiseKind:
    for kind in NOISE_KINDS:
        if part == kind:
            return kind
    raise ValueError(f"{part!r} (choose from {', '.join(NOISE_KINDS)})")


def _snr(part: str) -> float:
    value = float(part)
    if not -20.0 <= value <= 60.0:
        raise ValueError(f"{part} dB is outside -20..60")
    return value


def parse_voices(spec: str) -> tuple[Voice, ...]:
    return tuple(_split(spec, _voice, "voice"))


def parse_noise_kinds(spec: str) -> tuple[NoiseKind, ...]:
    return tuple(dict.fromkeys(_split(spec, _noise_kind, "noise kind")))


def parse_snrs(spec: str) -> tuple[float, ...]:
    return tuple(_split(spec, _snr, "SNR"))


def conditions(voices: tuple[Voice, ...], kinds: tuple[NoiseKind, ...], snrs: tuple[float, ...]) -> list[Condition]:
    """Each voice clean, then the first voice with every noise kind at every ratio, in that order."""
    clean = [Condition(voice) for voice in voices]
    noisy = [Condition(voices[0], Noise(kind, snr)) for kind in kinds for snr in snrs]
    return clean + noisy


def load_items(path: Path, limit: int | None, offset: int = 0) -> list[dict]:
    try:
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    except (OSError, json.JSONDecodeError) as exc:
        raise VoxcallError(f"cannot read {path}: {exc}", "give a JSONL file with text and calls") from exc
    rows = rows[offset:]
    return rows[:limit] if limit else rows


def score(pipeline: Pipeline, rows: list[dict], mode: str | None, condition: Condition | None = None) -> Report:
    """Predict every row (from its text, or from its text spoken in `condition`) and score it."""
    report = Report()
    pipeline.caller  # load before timing
    for index, row in enumerate(tqdm(rows, desc=condition.label if condition else "eval", unit="cmd")):
        now = datetime.fromisoformat(row["now"]) if row.get("now") else DEFAULT_NOW
        started = time.perf_counter()
        text = _hear(pipeline, row["text"], condition, index) if condition else row["text"]
        try:
            prediction = pipeline.predict(text, now, mode)
        except TextError:
            report.add(Item(text, row["calls"], [], False, (time.perf_counter() - started) * 1000, 0, 0))
            continue
        report.add(Item(
            text=text, expected=row["calls"], predicted=[c.to_json() for c in prediction.calls],
            valid=not prediction.rejected, latency_ms=(time.perf_counter() - started) * 1000,
            tokens=prediction.stats.tokens, passes=prediction.stats.passes, routed=prediction.routed,
        ))
    return report


def _hear(pipeline: Pipeline, text: str, condition: Condition, seed: int) -> str:
    """What Whisper hears when espeak-ng says `text` in `condition`; empty when it hears nothing."""
    try:
        return pipeline.recognizer.transcribe(hear(text, condition, seed)).text
    except AudioError:
        return ""


@dataclass
class Outcome:
    """One condition's report, with the sentences that were said (for the transcript figures) and the
    machine it ran on (bf16 outputs depend on the CPU, so runs are compared only on one machine)."""

    label: str
    condition: Condition | None
    report: Report
    said: list[str]
    machine: dict[str, str] = field(default_factory=dict)

    def summary(self) -> dict[str, Any]:
        summary = self.report.summary()
        if self.condition is not None:
            heard = [item.text for item in self.report.items]
            reference = [words(text) for text in self.said]
            errors = sum(edit_distance(words(h), r) for h, r in zip(heard, reference, strict=True))
            summary["heard_nothing"] = sum(not h.strip() for h in heard)
            summary["transcript_wer"] = round(errors / max(1, sum(len(r) for r in reference)), 4)
        return summary

    def to_json(self) -> dict[str, Any]:
        items = [{**item.__dict__, "said": said, "exact": item.exact}
                 for item, said in zip(self.report.items, self.said, strict=True)]
        noise = self.condition.noise if self.condition else None
        return {"condition": {"voice": self.condition.voice.label if self.condition else None,
                              "noise": noise.kind if noise else None, "snr_db": noise.snr_db if noise else None},
                "machine": self.machine, "summary": self.summary(), "items": items}


def render(outcome: Outcome) -> str:
    report = outcome.report
    lines = [f"== {outcome.label}", *(f"{key:>18}: {value}" for key, value in outcome.summary().items())]
    lines.append("per function (exact/support):")
    lines += [f"  {name:<24} {s.exact:>4}/{s.support:<4}" for name, s in report.per_function().items()]
    lines.append("confusions (expected -> predicted):")
    lines += [f"  {n:>3} x {want} -> {got}" for want, got, n in report.confusions()]
    return "\n".join(lines)


def render_table(outcomes: list[Outcome]) -> str:
    """The conditions side by side, as a Markdown table."""
    lines = ["| condition | exact match | name accuracy | no-call precision / recall | heard nothing | WER |",
             "|---|---|---|---|---|---|"]
    for outcome in outcomes:
        s = outcome.summary()
        condition = outcome.condition.label if outcome.condition else "text"
        lines.append(f"| {condition} | {s['exact_match']:.1%} | {s['name_accuracy']:.1%} | "
                     f"{s['no_call_precision']:.1%} / {s['no_call_recall']:.1%} | "
                     f"{s.get('heard_nothing', 0)} | {s.get('transcript_wer', 0.0):.1%} |")
    return "\n".join(lines)


def _precision(settings: Settings) -> str:
    from models.device import resolve_device
    from models.lm import resolve_precision

    return resolve_precision(settings.quantization, resolve_device(settings.device))


def run(args: argparse.Namespace, settings: Settings) -> int:
    if args.noise and not args.audio:
        raise VoxcallError("--noise needs --audio", "add --audio, or leave --noise out for the text set")
    overrides: dict[str, Any] = {"use_adapter": not args.base}
    if args.quantization:
        overrides["quantization"] = args.quantization
    settings = settings.model_copy(update=overrides)
    rows = load_items(args.file, args.limit, args.offset)
    pipeline = Pipeline(settings)
    model = f"{'base+catalog' if args.base else 'fine-tuned'}, {_precision(settings)}"
    machine = identity(settings)
    plan: list[Condition | None] = conditions(args.voices, args.noise, args.snr) if args.audio else [None]
    outcomes = []
    for condition in plan:
        label = f"{args.file.name}: {model}, {condition.label if condition else 'text'}"
        outcome = Outcome(label, condition, score(pipeline, rows, args.decode, condition), [r["text"] for r in rows],
                          machine)
        print(render(outcome), flush=True)
        outcomes.append(outcome)
    if len(outcomes) > 1:
        print(render_table(outcomes), flush=True)
    if args.json:
        args.json.write_text(json.dumps({o.label: o.to_json() for o in outcomes}, indent=1))
    return 0
