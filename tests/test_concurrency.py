"""Processes sharing one state database: writers, a UI with its scheduler thread, a poller, a reader.

`tests/test_backend.py` and `tests/test_scheduler.py` cover threads within
one process; this runs real processes (`benchmarks/concurrency.py`), so the
locks taken are SQLite's file locks, as between `voxcall run`, `voxcall watch`
and the UI.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.concurrency import expected_events, run_concurrently


def test_processes_lose_no_update_fire_each_event_once_and_never_see_a_lock(tmp_path: Path) -> None:
    report = run_concurrently(tmp_path / "state.db", commands=45)
    assert report.state_errors == 0, report.errors
    assert (report.commands, report.counter, report.list_items) == (90, 90, 90)
    assert report.events_set == len(expected_events(["cli", "ui"], 45)) == 60
    assert (report.events_fired, report.events_fired_twice, report.events_never_fired) == (60, 0, 0)
    assert report.snapshots > 0 and report.inconsistent_snapshots == 0
    assert report.ok
