"""Timers and alarms fire, once each, even with several processes on one state file."""

from __future__ import annotations

import threading
import time
from datetime import datetime, timedelta
from pathlib import Path

from conftest import make_call

from functions.backend import FiredEvent, SqliteDevice
from functions.scheduler import Scheduler, due_events

MORNING = datetime(2026, 3, 14, 7, 0, 0)


def command(device: SqliteDevice, now: datetime, name: str, **arguments: object) -> None:
    device.apply([make_call(name, **arguments)], transcript=name, source="text", latencies={}, now=now)


def test_timer_fires_through_the_scheduler_thread(device: SqliteDevice) -> None:
    fired: list[FiredEvent] = []
    got_one = threading.Event()

    def on_event(event: FiredEvent) -> None:
        fired.append(event)
        got_one.set()

    command(device, datetime.now(), "set_timer", duration_seconds=1, label="tea")
    started = time.monotonic()
    with Scheduler(device, on_event, poll_seconds=0.05):
        assert got_one.wait(timeout=5.0)
        elapsed = time.monotonic() - started
        time.sleep(0.2)
    assert 0.9 <= elapsed < 5.0
    assert [(e.kind, e.label) for e in fired] == [("timer", "tea")]
    assert device.snapshot().timers[0].fired


def test_timer_is_due_only_after_it_ends(device: SqliteDevice) -> None:
    command(device, MORNING, "set_timer", duration_seconds=60, label=None)
    assert due_events(device, MORNING + timedelta(seconds=59)) == []
    [event] = due_events(device, MORNING + timedelta(seconds=61))
    assert (event.kind, event.at) == ("timer", MORNING + timedelta(seconds=60))
    assert due_events(device, MORNING + timedelta(seconds=62)) == []


def test_cancelled_timer_never_fires(device: SqliteDevice) -> None:
    command(device, MORNING, "set_timer", duration_seconds=10, label="eggs")
    command(device, MORNING, "cancel_timer", label="eggs")
    assert due_events(device, MORNING + timedelta(hours=1)) == []


def test_alarm_fires_once_a_day(device: SqliteDevice) -> None:
    command(device, MORNING, "set_alarm", time="07:30", label="gym")
    assert due_events(device, MORNING.replace(minute=29)) == []
    [event] = due_events(device, MORNING.replace(minute=30, second=1))
    assert (event.kind, event.label, event.at) == ("alarm", "gym", MORNING.replace(minute=30))
    assert due_events(device, MORNING.replace(minute=31)) == []
    assert due_events(device, MORNING.replace(hour=23)) == []
    assert len(due_events(device, MORNING.replace(minute=31) + timedelta(days=1))) == 1


def test_alarm_set_after_its_time_waits_for_tomorrow(device: SqliteDevice) -> None:
    noon = MORNING.replace(hour=12)
    command(device, noon, "set_alarm", time="07:30", label=None)
    assert due_events(device, noon + timedelta(minutes=1)) == []
    assert len(due_events(device, noon + timedelta(hours=20))) == 1


def test_cancelled_alarm_does_not_fire(device: SqliteDevice) -> None:
    command(device, MORNING, "set_alarm", time="07:30", label=None)
    command(device, MORNING, "cancel_alarm", time=None)
    assert due_events(device, MORNING.replace(minute=45)) == []


def test_two_devices_on_one_file_fire_each_event_once(db_path: Path) -> None:
    with SqliteDevice(db_path) as first, SqliteDevice(db_path) as second:
        command(first, MORNING, "set_alarm", time="07:30", label=None)
        command(first, MORNING, "set_timer", duration_seconds=60, label=None)
        later = MORNING.replace(minute=31)
        assert len(due_events(first, later) + due_events(second, later)) == 2
        assert due_events(second, later) == []


def test_racing_pollers_fire_each_event_once(db_path: Path) -> None:
    devices = [SqliteDevice(db_path) for _ in range(4)]
    for index in range(5):
        command(devices[0], MORNING, "set_timer", duration_seconds=1 + index, label=str(index))
    later = MORNING + timedelta(minutes=1)
    barrier = threading.Barrier(len(devices))
    fired: list[FiredEvent] = []

    def poll(device: SqliteDevice) -> None:
        barrier.wait()
        fired.extend(due_events(device, later))

    threads = [threading.Thread(target=poll, args=(d,)) for d in devices]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for device in devices:
        device.close()
    assert sorted(e.label or "" for e in fired) == ["0", "1", "2", "3", "4"]


def test_scheduler_survives_a_failing_callback(device: SqliteDevice) -> None:
    calls: list[FiredEvent] = []

    def explode(event: FiredEvent) -> None:
        calls.append(event)
        raise RuntimeError("speaker unplugged")

    command(device, MORNING, "set_timer", duration_seconds=1, label="a")
    command(device, MORNING, "set_timer", duration_seconds=2, label="b")
    scheduler = Scheduler(device, explode, poll_seconds=0.01, clock=lambda: MORNING + timedelta(seconds=5))
    assert [e.label for e in scheduler.poll_once()] == ["a", "b"]
    assert [e.label for e in calls] == ["a", "b"]


def test_scheduler_stops_its_thread(device: SqliteDevice) -> None:
    scheduler = Scheduler(device, lambda event: None, poll_seconds=0.01)
    scheduler.start()
    thread = scheduler._thread
    assert thread is not None and thread.is_alive()
    scheduler.stop()
    assert not thread.is_alive()
