"""The `voxcall` command line, as `shared/catalog.md` specifies it.

Each subcommand is one small function. User errors (`VoxcallError`) print one
line on standard error and exit non-zero; they never show a traceback.
"""

from __future__ import annotations

import argparse
import logging
import sys
import tomllib
import warnings
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from app import asr_training, commands, dictation, evaluate, training
from app.errors import VoxcallError
from pydantic import ValidationError

from app.settings import Settings, config_file

log = logging.getLogger("voxcall")

Handler = Callable[[argparse.Namespace, Settings], int]


def _now(value: str) -> datetime:
    try:
        return datetime.fromisoformat(value).replace(tzinfo=None)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an ISO date-time: {value!r} (e.g. 2026-11-30T10:00:00)") from None


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--decode", choices=["plain", "mtp", "drafter", "lookup"], help="decoding mode (default: mtp)")
    parser.add_argument("--now", type=_now, help="reference time for dates, ISO 8601 (default: the clock)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="voxcall", description="Offline voice commands to device function calls.")
    parser.add_argument("--model-dir", type=Path, help="a local Hugging Face causal LM directory to use instead")
    parser.add_argument("--device", choices=["auto", "cpu", "cuda"], help="where the models run")
    parser.add_argument("--db", type=Path, help="device state database (default: VOXCALL_DB_PATH or data dir)")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="log more (-vv for debug)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    parse = sub.add_parser("parse", help="commands on stdin -> one JSON line of calls each; executes nothing")
    parse.add_argument("--jsonl", action="store_true", help="input lines are JSON objects with a 'text' key")
    _common(parse)
    parse.set_defaults(handler=commands.parse)

    transcribe = sub.add_parser("transcribe", help="print the transcript of each audio file")
    transcribe.add_argument("files", nargs="+", type=Path, metavar="FILE")
    transcribe.add_argument("--json", action="store_true", help="one JSON object per file")
    transcribe.set_defaults(handler=commands.transcribe)

    run = sub.add_parser("run", help="one command end to end: transcript, calls, confirmation, execution")
    source = run.add_mutually_exclusive_group(required=True)
    source.add_argument("--audio", type=Path, metavar="FILE")
    source.add_argument("--text", metavar="TEXT")
    run.add_argument("--yes", action="store_true", help="run calls that send, call or share without asking")
    run.add_argument("--json", action="store_true", help="print the report as JSON")
    _common(run)
    run.set_defaults(handler=commands.run)

    demo = sub.add_parser("demo", help="run the bundled sample commands end to end")
    demo.add_argument("--yes", action="store_true", help="also run the calls that need confirmation")
    _common(demo)
    demo.set_defaults(handler=commands.demo)

    state = sub.add_parser("state", help="show the simulated device's state and recent history")
    state.add_argument("--history", type=int, default=10, metavar="N", help="history entries to show")
    state.add_argument("--json", action="store_true")
    state.set_defaults(handler=commands.state)

    watch = sub.add_parser("watch", help="stay running and report alarms and timers as they fire")
    watch.add_argument("--seconds", type=float, help="stop after this long (default: until Ctrl-C)")
    watch.set_defaults(handler=commands.watch)

    ui = sub.add_parser("ui", help="terminal interface: talk or type, see calls, latency and device state")
    ui.add_argument("--kiosk", action="store_true", help="full-screen demo mode, left only with the exit chord")
    ui.set_defaults(handler=commands.ui)

    training.add_parser(sub)
    training.add_mtp_parser(sub)
    training.add_drafter_parser(sub)
    training.add_average_parser(sub)
    asr_training.add_parser(sub)
    evaluate.add_parser(sub)
    dictation.add_parsers(sub)
    return parser


def settings_from(args: argparse.Namespace) -> Settings:
    """Settings with command-line overrides; a bad value is a one-line error."""
    overrides = {
        "model_dir": args.model_dir,
        "device": args.device,
        "db_path": args.db,
        "decode": getattr(args, "decode", None),
    }
    try:
        return Settings(**{key: value for key, value in overrides.items() if value is not None})
    except ValidationError as err:
        problem = err.errors()[0]
        name = str(problem["loc"][0]) if problem["loc"] else "?"
        raise VoxcallError(
            f"setting {name} is invalid: {problem['msg']}",
            f"fix VOXCALL_{name.upper()} or {name} in {config_file()}",
        ) from None
    except tomllib.TOMLDecodeError as err:
        raise VoxcallError(f"{config_file()} is not valid TOML: {err}", "fix or remove that file") from None


def _configure_logging(verbosity: int) -> None:
    if verbosity < 2:
        warnings.filterwarnings("ignore", category=FutureWarning)
    level = [logging.WARNING, logging.INFO, logging.DEBUG][min(verbosity, 2)]
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr)
    if verbosity < 2:
        for noisy in ("faster_whisper", "transformers", "httpx", "huggingface_hub"):
            logging.getLogger(noisy).setLevel(max(level, logging.WARNING))


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    _configure_logging(args.verbose)
    commands.quiet_libraries()
    try:
        return args.handler(args, settings_from(args))
    except VoxcallError as err:
        print(f"voxcall: error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("voxcall: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
