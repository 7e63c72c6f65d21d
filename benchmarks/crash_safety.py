"""Crash safety of the SQLite state: SIGKILL at random points, restart, check.

    python -m benchmarks.crash_safety --runs 200 --seed 0 --out benchmarks/results/crash_safety.json

A child (`benchmarks.crash_driver`) applies numbered three-call commands and
prints `done i` after each one is reported done. The parent kills it with
SIGKILL at a seeded random point: while it starts (opening or migrating the
database), or a random few microseconds to milliseconds after a random number
of reported commands, so kills land inside transactions, between them and
while printing. After every kill the database must pass `PRAGMA
integrity_check`; at the end every command reported done must be there,
every command must be all three calls or none, and the counter must equal
the number of commands.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO

from benchmarks.crash_driver import LIST_NAME

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
COMMANDS_PER_CHILD = 400
_DONE = re.compile(r"done (\d+)")
_NUMBER = re.compile(r"\D+ (\d+)")


@dataclass
class CrashReport:
    """Runs, kills and what the checks found; the last six must be zero (integrity: every check ok)."""

    runs: int = 0
    kills: int = 0
    kills_during_start: int = 0
    clean_exits: int = 0
    reported_done: int = 0
    committed: int = 0
    committed_unreported: int = 0
    lost: int = 0
    half_applied: int = 0
    duplicated: int = 0
    counter_mismatch: int = 0
    integrity_failures: int = 0
    integrity_checks: int = 0
    wall_s: float = 0.0
    lost_ids: list[int] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.lost or self.half_applied or self.duplicated or self.counter_mismatch
                    or self.integrity_failures)


def _spawn(db: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "benchmarks.crash_driver", str(db), str(COMMANDS_PER_CHILD)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT, env=env,
    )


def _read_done(stream: IO[str], reported: set[int], limit: int | None) -> None:
    """Read lines until `limit` `done` lines (None: to the end), recording each as reported."""
    seen = 0
    while limit is None or seen < limit:
        line = stream.readline()
        if not line:
            return
        if match := _DONE.fullmatch(line.strip()):
            reported.add(int(match[1]))
            seen += 1


def one_run(db: Path, rng: random.Random, reported: set[int], report: CrashReport) -> None:
    """Start the child, kill it at a random point, and collect everything it said before dying."""
    child = _spawn(db)
    assert child.stdout is not None
    if rng.random() < 0.2:
        time.sleep(rng.uniform(0.0, 0.6))
        report.kills_during_start += 1
    else:
        child.stdout.readline()
        _read_done(child.stdout, reported, rng.randrange(0, 40))
        time.sleep(rng.choice((0.0, rng.uniform(0.0, 0.001), rng.uniform(0.0, 0.01))))
    child.send_signal(signal.SIGKILL)
    _read_done(child.stdout, reported, None)
    child.wait()
    report.runs += 1
    if child.returncode == -signal.SIGKILL:
        report.kills += 1
    else:
        report.clean_exits += 1
    report.integrity_checks += 1
    report.integrity_failures += integrity(db) != "ok"


def integrity(db: Path) -> str:
    if not db.exists():
        return "ok"
    with sqlite3.connect(db) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def _numbers(conn: sqlite3.Connection, sql: str) -> list[int]:
    return [int(m[1]) for (text,) in conn.execute(sql).fetchall() if (m := _NUMBER.fullmatch(text))]


def verify(db: Path, reported: set[int], report: CrashReport) -> None:
    """Every reported command is there, each is whole, nothing twice, the counter agrees."""
    with sqlite3.connect(db) as conn:
        history = _numbers(conn, "SELECT transcript FROM history")
        notes = _numbers(conn, "SELECT text FROM notes")
        items = _numbers(conn, f"SELECT item FROM list_items WHERE list_name = '{LIST_NAME}'")
        counter = conn.execute("SELECT wifi_settings_opened FROM settings").fetchone()[0]
    committed = set(history)
    report.reported_done = len(reported)
    report.committed = len(committed)
    report.committed_unreported = len(committed - reported)
    report.lost_ids = sorted(reported - committed)
    report.lost = len(report.lost_ids)
    report.half_applied = len(committed.symmetric_difference(notes) | committed.symmetric_difference(items))
    report.duplicated = sum(len(found) - len(set(found)) for found in (history, notes, items))
    report.counter_mismatch = abs(counter - len(history))
    report.integrity_checks += 1
    report.integrity_failures += integrity(db) != "ok"


def crash_test(db: Path, runs: int, seed: int) -> CrashReport:
    """`runs` kill-and-restart cycles on `db`, then the checks."""
    rng, reported, report = random.Random(seed), set[int](), CrashReport()
    started = time.perf_counter()
    for _ in range(runs):
        one_run(db, rng, reported, report)
    verify(db, reported, report)
    report.wall_s = round(time.perf_counter() - started, 1)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=RESULTS / "crash_safety.json")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        report = crash_test(Path(tmp) / "state.db", args.runs, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"seed": args.seed, **asdict(report), "ok": report.ok}, indent=2) + "\n")
    for key, value in asdict(report).items():
        print(f"{key}: {value}")
    print("ok" if report.ok else "FAILED")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
