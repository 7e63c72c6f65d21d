"""Soak: many commands through one pipeline, memory and latency sampled as it goes.

    OMP_NUM_THREADS=1 VOXCALL_THREADS=1 python -m benchmarks.soak --commands 1000 --audio-every 4 \
        --out benchmarks/results/soak.json

Commands cycle through the hand-written natural set. Every `audio_every`-th
one is spoken by espeak-ng and goes through Whisper as well; the rest are
text. The clips come from a fixed pool synthesised before the run, so the
harness's own memory stays constant. The confirmation answers yes and no in
turn, so sends, calls and shares happen, and the state database grows the way
a user's does.

Every `every` commands it records resident memory, open file descriptors,
threads, objects tracked by the garbage collector and the database's size,
and the median latency of that block's text and audio commands. The figures
it reports: the slope of resident memory (MB per 1,000 commands, least
squares over the checkpoints after the first, which includes warm-up) and
latency drift (the slope of the block medians, and the last block's median
over the first's).
"""

from __future__ import annotations

import argparse
import gc
import json
import logging
import statistics
import tempfile
import threading
import time
import traceback
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

import psutil

from app.errors import VoxcallError
from app.evaluate import load_items
from app.pipeline import CommandReport, Pipeline
from app.settings import DecodeMode, Settings
from app.synth import Voice, speak
from benchmarks.decode import rss_mb
from functions.calls import FunctionCall
from models.audio import AudioClip

RESULTS = Path(__file__).resolve().parent / "results"
NATURAL = Path(__file__).resolve().parents[1] / "tests" / "data" / "natural.jsonl"
VOICES = (Voice("en-us", 150), Voice("en-gb", 175), Voice("en-us+f3", 140))
log = logging.getLogger("benchmarks.soak")


@dataclass(frozen=True)
class SoakCommand:
    """One command of the stream: its text, its clock, and its clip when it is spoken."""

    text: str
    now: datetime
    clip: AudioClip | None = None


@dataclass(frozen=True)
class Checkpoint:
    """The process's footprint after `done` commands, and the last block's latencies."""

    done: int
    rss_mb: float
    open_files: int
    threads: int
    gc_objects: int
    db_kb: float
    text_p50_ms: float | None
    audio_p50_ms: float | None


@dataclass
class Alternator:
    """The person at the confirmation prompt: yes, then no, then yes..."""

    asked: int = 0

    def __call__(self, call: FunctionCall) -> bool:
        self.asked += 1
        return self.asked % 2 == 1


@dataclass
class SoakRun:
    checkpoints: list[Checkpoint] = field(default_factory=list)
    clear_errors: dict[str, int] = field(default_factory=dict)
    crashes: list[str] = field(default_factory=list)
    calls_done: int = 0
    confirmations: int = 0


def command_stream(rows: list[dict], count: int, audio_every: int, pool: int) -> list[SoakCommand]:
    """`count` commands cycling through `rows`; every `audio_every`-th spoken, from a pool of clips."""
    clips: dict[int, AudioClip] = {}
    stream = []
    for index in range(count):
        row = rows[index % len(rows)]
        now = datetime.fromisoformat(row["now"])
        spoken = audio_every > 0 and index % audio_every == 0
        if not spoken:
            stream.append(SoakCommand(row["text"], now))
            continue
        slot = (index // audio_every) % pool
        if slot not in clips:
            clips[slot] = speak(row["text"], VOICES[slot % len(VOICES)])
        stream.append(SoakCommand(row["text"], now, clips[slot]))
    return stream


def least_squares_slope(xs: list[float], ys: list[float]) -> float:
    """Slope of the best straight line through the points (0 for fewer than two)."""
    if len(xs) < 2:
        return 0.0
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    return sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread if spread else 0.0


def run_one(pipeline: Pipeline, command: SoakCommand, confirm: Alternator, mode: DecodeMode | None,
            run: SoakRun) -> float | None:
    """One command end to end; returns its milliseconds, or None when it raised."""
    started = time.perf_counter()
    try:
        report: CommandReport = (pipeline.run_audio(command.clip, command.now, confirm, False, mode) if command.clip
                                 else pipeline.run_text(command.text, command.now, confirm, False, mode))
    except VoxcallError as exc:
        kind = type(exc).__name__
        run.clear_errors[kind] = run.clear_errors.get(kind, 0) + 1
        return None
    except Exception as exc:  # noqa: BLE001 - counting crashes is the point
        run.crashes.append(f"{command.text!r}: {exc!r} at {traceback.format_exception(exc)[-2].strip()[:200]}")
        return None
    run.calls_done += sum(result.status == "done" for result in report.outcome.results)
    return (time.perf_counter() - started) * 1000


def _database_bytes(db: Path) -> int:
    """The state database with its write-ahead log, where recent commits live until a checkpoint."""
    files = (db, db.with_name(db.name + "-wal"))
    return sum(f.stat().st_size for f in files if f.exists())


def checkpoint(done: int, db: Path, text_ms: list[float], audio_ms: list[float]) -> Checkpoint:
    resident = rss_mb()  # collects garbage first, so the object count below is of live objects
    return Checkpoint(
        done=done, rss_mb=round(resident, 1), open_files=psutil.Process().num_fds(),
        threads=threading.active_count(), gc_objects=len(gc.get_objects()),
        db_kb=round(_database_bytes(db) / 1024, 1),
        text_p50_ms=round(statistics.median(text_ms), 1) if text_ms else None,
        audio_p50_ms=round(statistics.median(audio_ms), 1) if audio_ms else None,
    )


def soak(pipeline: Pipeline, stream: list[SoakCommand], every: int, mode: DecodeMode | None) -> SoakRun:
    """Run the stream on one pipeline, a checkpoint every `every` commands (and one before)."""
    run, confirm = SoakRun(), Alternator()
    pipeline.caller, pipeline.recognizer  # load both before the first checkpoint
    run.checkpoints.append(checkpoint(0, pipeline.settings.state_db, [], []))
    text_ms: list[float] = []
    audio_ms: list[float] = []
    for done, command in enumerate(stream, start=1):
        elapsed = run_one(pipeline, command, confirm, mode, run)
        if elapsed is not None:
            (audio_ms if command.clip else text_ms).append(elapsed)
        if done % every == 0 or done == len(stream):
            run.checkpoints.append(checkpoint(done, pipeline.settings.state_db, text_ms, audio_ms))
            log.info("%s", run.checkpoints[-1])
            text_ms, audio_ms = [], []
    run.confirmations = confirm.asked
    return run


def drift(checkpoints: list[Checkpoint], attribute: str) -> dict[str, float | None]:
    """Slope (ms per 1,000 commands) and last-over-first ratio of a block median."""
    points = [(c.done, getattr(c, attribute)) for c in checkpoints if getattr(c, attribute) is not None]
    if len(points) < 2:
        return {"slope_ms_per_1000": None, "last_over_first": None}
    xs, ys = [float(x) for x, _ in points], [float(y) for _, y in points]
    return {"slope_ms_per_1000": round(least_squares_slope(xs, ys) * 1000, 1),
            "last_over_first": round(ys[-1] / ys[0], 3)}


def rss_slope(checkpoints: list[Checkpoint]) -> float:
    """Least-squares resident-memory slope through `checkpoints`, in MB per 1,000 commands."""
    return round(least_squares_slope([c.done for c in checkpoints], [c.rss_mb for c in checkpoints]) * 1000, 2)


def summary(run: SoakRun) -> dict:
    """The run's headline figures: memory slope after warm-up, latency drift, errors and crashes.

    The slope is given twice: from the first checkpoint after loading, and over
    the second half of the run, where a leak would show and one-off growth of
    the allocator's arenas early on would not.
    """
    after_warmup = run.checkpoints[1:]
    rss = [c.rss_mb for c in after_warmup]
    return {
        "commands": run.checkpoints[-1].done,
        "rss_slope_mb_per_1000": rss_slope(after_warmup),
        "rss_slope_second_half_mb_per_1000": rss_slope(after_warmup[len(after_warmup) // 2:]),
        "rss_mb_first_last_max": [rss[0], rss[-1], max(rss)] if rss else [],
        "open_files_first_last": [after_warmup[0].open_files, after_warmup[-1].open_files] if rss else [],
        "threads_first_last": [after_warmup[0].threads, after_warmup[-1].threads] if rss else [],
        "text_latency": drift(after_warmup, "text_p50_ms"),
        "audio_latency": drift(after_warmup, "audio_p50_ms"),
        "calls_done": run.calls_done,
        "confirmations_asked": run.confirmations,
        "clear_errors": run.clear_errors,
        "crashes": len(run.crashes),
    }


def table(run: SoakRun) -> str:
    rows = ["| commands | RSS MB | open files | threads | gc objects | state DB kB | text p50 ms | audio p50 ms |",
            "|---|---|---|---|---|---|---|---|"]
    rows += [f"| {c.done} | {c.rss_mb} | {c.open_files} | {c.threads} | {c.gc_objects} | {c.db_kb} | "
             f"{c.text_p50_ms if c.text_p50_ms is not None else '-'} | "
             f"{c.audio_p50_ms if c.audio_p50_ms is not None else '-'} |" for c in run.checkpoints]
    return "\n".join(rows)


def resummarise(path: Path) -> int:
    """Rewrite the summary of a saved run from its checkpoints (after the summary gains a figure)."""
    result = json.loads(path.read_text())
    old = result["summary"]
    run = SoakRun(checkpoints=[Checkpoint(**c) for c in result["checkpoints"]], crashes=result["crashes"],
                  clear_errors=old["clear_errors"], calls_done=old["calls_done"],
                  confirmations=old["confirmations_asked"])
    result["summary"] = summary(run)
    path.write_text(json.dumps(result, indent=2) + "\n")
    print(table(run))
    print(json.dumps(result["summary"], indent=2))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commands", type=int, default=1000)
    parser.add_argument("--audio-every", type=int, default=4, help="every Nth command is spoken (0: none)")
    parser.add_argument("--pool", type=int, default=60, help="distinct spoken clips, reused in turn")
    parser.add_argument("--every", type=int, default=100, help="commands between checkpoints")
    parser.add_argument("--decode", choices=["plain", "mtp", "drafter", "lookup"], default=None)
    parser.add_argument("--data", type=Path, default=NATURAL)
    parser.add_argument("--out", type=Path, default=RESULTS / "soak.json")
    parser.add_argument("--summarise", type=Path, help="recompute the summary of an earlier run's JSON and exit")
    args = parser.parse_args(argv)
    if args.summarise:
        return resummarise(args.summarise)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("models.caller").setLevel(logging.ERROR)
    stream = command_stream(load_items(args.data, None), args.commands, args.audio_every, args.pool)
    with tempfile.TemporaryDirectory() as tmp:
        pipeline = Pipeline(Settings(db_path=Path(tmp) / "state.db"))
        started = time.perf_counter()
        run = soak(pipeline, stream, args.every, args.decode)
        wall_s = round(time.perf_counter() - started, 1)
    result = {"settings": {k: str(v) for k, v in vars(args).items()}, "wall_s": wall_s,
              "summary": summary(run), "checkpoints": [asdict(c) for c in run.checkpoints], "crashes": run.crashes}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(table(run))
    print(json.dumps(result["summary"], indent=2))
    return 1 if run.crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
