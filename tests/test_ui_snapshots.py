"""Snapshot tests pinning the main screen and the kiosk screen.

Deterministic by construction: faked models, a fixed clock, a fresh state
file seeded with fixed commands, no microphone, and every latency timer
frozen at zero (the real figures are what the slow tests and the README
screenshots are for).
"""

from __future__ import annotations

import types
from datetime import timedelta
from pathlib import Path

import pytest

import app.ui.dictation_engine
import app.ui.engine
import functions.backend.sqlite
import functions.dispatch
from app.ui.app import VoxcallApp
from app.ui.history import HistoryPanel
from app.ui.kiosk_app import KioskApp
from functions.backend import SqliteDevice
from functions.registry import validate_call
from app.vocabulary import Vocabulary
from ui_support import NO_MIC, NOW, SAMPLES, FakeCleaner, FakePipeline, drawn_lines, fake_settings

SEED = (
    ("wake me up at seven thirty", "set_alarm", {"time": "07:30"}),
    ("set a pasta timer for ten minutes", "set_timer", {"duration_seconds": 600, "label": "pasta"}),
    ("kitchen lights to forty percent", "set_lights", {"on": True, "room": "kitchen", "brightness": 40}),
    ("add milk to my shopping list", "add_to_list", {"item": "milk"}),
    ("note that the boiler was serviced", "create_note", {"text": "the boiler was serviced"}),
)


@pytest.fixture(autouse=True)
def frozen_timers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every stage reports 0 ms, so the latency panel and history are the same on every run."""
    monkeypatch.setattr(app.ui.engine, "_ms_since", lambda started: 0.0)
    monkeypatch.setattr(app.ui.dictation_engine, "_ms_since", lambda started: 0.0)
    monkeypatch.setattr(functions.dispatch, "_ms_since", lambda started: 0.0)
    monkeypatch.setattr(functions.backend.sqlite, "time", types.SimpleNamespace(perf_counter=lambda: 0.0))


def seed(db: Path) -> None:
    """A few commands from two minutes before the fixed clock: alarm, running timer, lights, list, note."""
    with SqliteDevice(db) as device:
        for text, name, arguments in SEED:
            device.apply([validate_call(name, arguments)], transcript=text, source="audio",
                         latencies={"asr_ms": 0.0, "lm_ms": 0.0}, now=NOW - timedelta(minutes=2))


async def until(pilot, condition, shown=lambda: "") -> None:
    """Wait on the app's own state, not on a number of pauses, so a busy machine draws the same.

    `shown` describes what the app draws instead, for the failure message."""
    for _ in range(400):
        if condition():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError(f"the app did not reach the awaited state within 20 s {shown()}")


async def run_flashlight(pilot) -> None:
    """One typed command, then wait until it has executed and the panels are drawn."""
    app = pilot.app
    await until(pilot, lambda: app.models_ready)
    command = app.home.query_one("#command")
    command.cursor_blink = False
    command.value = "turn on the flashlight"
    await pilot.press("enter")
    await until(pilot, lambda: app.last_report is not None and not app.busy)
    await until(pilot, lambda: history_fits(app, "✓ turn_on_flashlight"), lambda: history_lines(app))
    await pilot.pause(0.2)


def history_fits(app, outcome: str) -> bool:
    """Whether the history table draws its newest row's outcome in full, read from the drawn lines.
    `HistoryPanel` sizes its columns itself (see its docstring and tests/test_ui_history.py); this
    wait only covers the refresh that follows the command."""
    return any(outcome in line for line in history_lines(app))


def history_lines(app) -> list[str]:
    return drawn_lines(app.query_one(HistoryPanel))


async def run_demo_sample(pilot) -> None:
    app = pilot.app
    await until(pilot, lambda: app.models_ready)
    app.run_file(SAMPLES / "05_kitchen_lights.wav", "demo 05_kitchen_lights.wav")
    await until(pilot, lambda: app.last_report is not None and not app.busy)
    await pilot.pause(0.2)


async def run_dictation(pilot) -> None:
    """Dictation mode: two typed lines and one recording, each raw beside its clean text."""
    app = pilot.app
    await until(pilot, lambda: app.models_ready)
    await pilot.press("f7")
    await until(pilot, lambda: app.cleaner_state == "ready")
    command = app.home.query_one("#command")
    command.cursor_blink = False
    for text in ("um so the meeting is uh moved to friday", "please bring the the slides"):
        command.value = text
        await pilot.press("enter")
        await until(pilot, lambda: not app.dictation_busy and not app.dictation_queue)
    app.run_file(SAMPLES / "05_kitchen_lights.wav", "file 05_kitchen_lights.wav")
    await until(pilot, lambda: len(app.home.query_one("#dictation").clean_lines()) == 3 and not app.dictation_busy)
    await pilot.pause(0.2)


def test_main_screen(snap_compare, tmp_path: Path) -> None:
    settings = fake_settings(tmp_path, scheduler_poll_seconds=60)
    seed(settings.state_db)
    ui = VoxcallApp(settings, pipeline=FakePipeline(settings), clock=lambda: NOW, inventory=NO_MIC)
    assert snap_compare(ui, terminal_size=(130, 42), run_before=run_flashlight)


def test_kiosk_screen(snap_compare, tmp_path: Path) -> None:
    settings = fake_settings(tmp_path, scheduler_poll_seconds=60)
    ui = KioskApp(settings, pipeline=FakePipeline(settings), clock=lambda: NOW, inventory=NO_MIC)
    seed(ui.settings.state_db)
    assert snap_compare(ui, terminal_size=(130, 42), run_before=run_demo_sample)


def test_dictation_mode(snap_compare, tmp_path: Path) -> None:
    settings = fake_settings(tmp_path, scheduler_poll_seconds=60)
    seed(settings.state_db)
    ui = VoxcallApp(settings, pipeline=FakePipeline(settings), clock=lambda: NOW, inventory=NO_MIC,
                    make_cleaner=lambda caller, vocabulary: FakeCleaner(Vocabulary().add("Friday")))
    assert snap_compare(ui, terminal_size=(130, 42), run_before=run_dictation)
