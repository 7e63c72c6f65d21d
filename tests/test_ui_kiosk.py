"""Pilot tests of `voxcall ui --kiosk`: idle reset, the exit chord, and nothing else leaving the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.ui.confirm import ConfirmScreen
from app.ui.kiosk_app import KioskApp
from app.ui.transcript import TranscriptPanel
from ui_support import NO_MIC, NOW, SAMPLES, FakePipeline, fake_settings, sample_texts

pytestmark = pytest.mark.asyncio


def make_kiosk(tmp_path: Path, **overrides: object) -> KioskApp:
    settings = fake_settings(tmp_path, **overrides)
    return KioskApp(settings, pipeline=FakePipeline(settings), clock=lambda: NOW, inventory=NO_MIC)


async def settle(app: KioskApp, pilot) -> None:
    for _ in range(3):
        await app.workers.wait_for_complete()
        await pilot.pause()


async def wait_for(pilot, condition, seconds: float = 20.0) -> bool:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return True
        await pilot.pause(0.05)
    return condition()


async def test_kiosk_keeps_its_own_state_file(tmp_path: Path) -> None:
    app = make_kiosk(tmp_path)
    assert app.settings.state_db == tmp_path / "kiosk-state.db"


async def test_idle_reset_clears_the_screen_and_the_device(tmp_path: Path) -> None:
    app = make_kiosk(tmp_path, kiosk_idle_seconds=3.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.run_file(SAMPLES / "01_flashlight.wav", "demo 01_flashlight.wav")
        await settle(app, pilot)
        assert app.assistant.state().settings.flashlight is True
        assert "┏" in str(app.home.query_one(TranscriptPanel).render())
        assert await wait_for(pilot, lambda: app.resets == 1)
        assert app.assistant.state().settings.flashlight is False
        assert app.assistant.history() == []
        assert "Press SPACE" in str(app.home.query_one(TranscriptPanel).render())


async def test_idle_cancels_an_open_confirmation_before_resetting(tmp_path: Path) -> None:
    app = make_kiosk(tmp_path, kiosk_idle_seconds=3.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.run_file(SAMPLES / "06_message_john.wav", "demo 06_message_john.wav")
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert await wait_for(pilot, lambda: app.resets == 1)
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.last_report is None
        assert app.assistant.state().outbox == []


async def test_demo_key_plays_the_samples(tmp_path: Path) -> None:
    app = make_kiosk(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("d")
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await settle(app, pilot)
        assert len(app.assistant.history()) == len(sample_texts())
        assert app.assistant.state().outbox == []


async def test_quit_keys_and_palette_do_nothing_only_the_chord_exits(tmp_path: Path) -> None:
    app = make_kiosk(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("ctrl+q", "ctrl+c", "ctrl+p", "ctrl+z", "escape", "ctrl+x", "x", "ctrl+q")
        await pilot.pause()
        assert app.return_code is None
        assert len(app.screen_stack) == 1
        await pilot.press("ctrl+x", "ctrl+q")
        await pilot.pause()
        assert app.return_code == 0
