"""What each `voxcall` subcommand does. Output formatting lives in `app.render`."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from datetime import datetime
from pathlib import Path

from app import render
from app.errors import TextError, VoxcallError
from app.pipeline import Pipeline
from app.settings import Settings
from functions.calls import FunctionCall
from functions.scheduler import FiredEvent, Scheduler
from functions.spoken import shown

log = logging.getLogger(__name__)

SAMPLES = Path(__file__).resolve().parent.parent / "assets" / "audio"
MAX_INPUT_LINE = 1 << 20


def quiet_libraries() -> None:
    """Keep library progress bars and advice off the contract's stdout."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def _now(args: argparse.Namespace) -> datetime:
    return args.now or datetime.now().replace(microsecond=0)


def _emit(obj: dict) -> None:
    """One JSON line; text that cannot be UTF-8 (a lone surrogate) is written as `\\uXXXX` escapes."""
    line = json.dumps(obj, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        line = json.dumps(obj)
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def _input_line(line: str, default_now: datetime) -> tuple[str, datetime]:
    try:
        obj = json.loads(line[:MAX_INPUT_LINE])
    except json.JSONDecodeError as err:
        raise TextError(f"line is not valid JSON: {err.msg}", "send one JSON object per line") from None
    except RecursionError:
        raise TextError("line is not valid JSON: nested too deeply", "send one flat JSON object per line") from None
    if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
        raise TextError("JSON line has no string 'text' key", 'send objects like {"text": "..."}')
    now = obj.get("now")
    try:
        return obj["text"], datetime.fromisoformat(now).replace(tzinfo=None) if now else default_now
    except (TypeError, ValueError):
        raise TextError(f"'now' is not an ISO date-time: {shown(now)}", "use e.g. 2026-11-30T10:00:00") from None


def parse(args: argparse.Namespace, settings: Settings) -> int:
    """Each stdin line -> one JSON line of calls, in input order. Executes nothing."""
    pipeline = Pipeline(settings)
    default_now = _now(args)
    failures = 0
    for line in sys.stdin:
        started = time.perf_counter()
        text = line.rstrip("\r\n")
        try:
            if args.jsonl:
                text, now = _input_line(text, default_now)
            else:
                now = default_now
            prediction = pipeline.predict(text, now, args.decode)
        except TextError as err:
            failures += 1
            _emit({"text": text[:200], "calls": [], "error": str(err)})
            continue
        _emit(render.parse_line(prediction, (time.perf_counter() - started) * 1000))
    return 1 if failures else 0


def transcribe(args: argparse.Namespace, settings: Settings) -> int:
    pipeline = Pipeline(settings)
    failures = 0
    for path in args.files:
        started = time.perf_counter()
        try:
            transcript = pipeline.transcribe(path)
        except VoxcallError as err:
            failures += 1
            if args.json:
                _emit({"file": str(path), "error": str(err)})
            else:
                print(f"voxcall: error: {path}: {err}", file=sys.stderr)
            continue
        latency = (time.perf_counter() - started) * 1000
        _emit(render.transcript_json(path, transcript, latency)) if args.json else print(transcript.text, flush=True)
    return 1 if failures else 0


def ask(call: FunctionCall) -> bool:
    """Ask on the terminal whether a sensitive call may run."""
    answer = input(f"{render.confirmation_question(call)} [y/N] ")
    return answer.strip().lower() in {"y", "yes"}


def _confirmer():
    """Interactive runs ask; piped runs never execute sensitive calls silently."""
    return ask if sys.stdin.isatty() else None


def run(args: argparse.Namespace, settings: Settings) -> int:
    pipeline = Pipeline(settings)
    now = _now(args)
    if args.audio is not None:
        report = pipeline.run_audio(args.audio, now, _confirmer(), args.yes, args.decode)
    else:
        report = pipeline.run_text(args.text, now, _confirmer(), args.yes, args.decode)
    if args.json:
        _emit(render.report_json(report))
    else:
        print(render.report_text(report))
    return 0 if report.outcome.ok else 1


def demo(args: argparse.Namespace, settings: Settings) -> int:
    """The bundled sample commands, end to end, with every stage's latency."""
    samples = json.loads((SAMPLES / "samples.json").read_text())
    pipeline = Pipeline(settings)
    failures = 0
    for number, sample in enumerate(samples, start=1):
        print(f"[{number}/{len(samples)}] {sample['file']}")
        try:
            report = pipeline.run_audio(SAMPLES / sample["file"], _now(args), _confirmer(), args.yes, args.decode)
        except VoxcallError as err:
            failures += 1
            print(f"  error: {err}\n")
            continue
        print(render.report_text(report, indent="  ") + "\n")
    print(render.load_summary(pipeline))
    return 1 if failures else 0


def state(args: argparse.Namespace, settings: Settings) -> int:
    pipeline = Pipeline(settings)
    snapshot = pipeline.device.snapshot()
    history = pipeline.device.history(args.history)
    if args.json:
        _emit({"state": snapshot.model_dump(mode="json"), "history": [h.model_dump(mode="json") for h in history]})
    else:
        print(snapshot.render())
        print(render.history_text(history))
    return 0


def watch(args: argparse.Namespace, settings: Settings) -> int:
    """Fire alarms and timers as they come due, until stopped."""
    pipeline = Pipeline(settings)

    def announce(event: FiredEvent) -> None:
        print(render.fired_text(event), flush=True)

    deadline = time.monotonic() + args.seconds if args.seconds else None
    print("watching alarms and timers; Ctrl-C to stop", flush=True)
    with Scheduler(pipeline.device, announce, poll_seconds=settings.scheduler_poll_seconds):
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.2)
    return 0


def ui(args: argparse.Namespace, settings: Settings) -> int:
    """The terminal interface (`app.ui`); Textual is imported only when it is asked for."""
    from app.ui import run_ui

    return run_ui(settings, kiosk=args.kiosk)
