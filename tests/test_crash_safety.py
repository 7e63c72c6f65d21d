"""SIGKILL at random points during a stream of commands: nothing reported done is lost.

`benchmarks/crash_safety.py` holds the harness (its benchmark run does 200
kills); here 30 seeded kills keep the test near 15 s. The second test shows
the checks catch what they look for, on a database damaged by hand.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from benchmarks.crash_driver import NOW, command_calls, transcript
from benchmarks.crash_safety import CrashReport, crash_test, verify
from functions.backend import SqliteDevice
from functions.dispatch import Dispatcher


def test_killed_runs_lose_nothing_reported_and_half_apply_nothing(tmp_path: Path) -> None:
    report = crash_test(tmp_path / "state.db", runs=30, seed=0)
    assert report.ok, report
    assert report.runs == 30 and report.kills + report.clean_exits == 30
    assert report.kills >= 28
    assert report.reported_done > 30 and report.committed >= report.reported_done
    assert report.integrity_checks == 31 and report.integrity_failures == 0


def test_the_checks_catch_lost_half_applied_and_duplicated_commands(tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    with SqliteDevice(db) as device:
        dispatcher = Dispatcher(device)
        for index in range(3):
            dispatcher.run(command_calls(index), transcript=transcript(index), source="text", latencies={}, now=NOW)
    with sqlite3.connect(db) as conn:
        conn.execute("INSERT INTO notes (text, at) VALUES ('note 7', 'x')")
        conn.execute("INSERT INTO list_items (list_name, item) VALUES ('crash', 'item 1')")
    report = CrashReport()
    verify(db, reported={0, 1, 2, 5}, report=report)
    assert (report.lost_ids, report.half_applied, report.duplicated) == ([5], 1, 1)
    assert not report.ok
