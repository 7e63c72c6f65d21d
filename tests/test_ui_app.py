"""Pilot tests of `voxcall ui` with the models faked: the real device, catalog, dispatcher and widgets."""

from __future__ import annotations

import sys
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from app.ui.app import VoxcallApp
from app.ui.confirm import ConfirmScreen
from app.ui.mic import InputDevice, MicInventory, WavFileSource
from app.ui.mic_status import MicStatus
from app.ui.notify import FiredNotice
from app.ui.picker import AudioTree, FilePicker
from app.ui.state_panel import StatePanel
from app.ui.transcript import TranscriptPanel
from functions.backend import SqliteDevice
from functions.registry import validate_call
from ui_support import (NO_MIC, NOW, SAMPLES, FakePipeline, drawn_lines, fake_settings, fake_sounddevice,
                        sample_texts)

pytestmark = pytest.mark.asyncio


def make_app(tmp_path: Path, delay_s: float = 0.0, **kwargs: object) -> VoxcallApp:
    settings = fake_settings(tmp_path, **kwargs.pop("settings", {}))
    return VoxcallApp(settings, pipeline=FakePipeline(settings, delay_s), clock=lambda: NOW,
                      inventory=kwargs.pop("inventory", NO_MIC), **kwargs)


async def settle(app: VoxcallApp, pilot) -> None:
    """Let workers finish and their messages land."""
    for _ in range(3):
        await app.workers.wait_for_complete()
        await pilot.pause()


async def wait_for(pilot, condition, seconds: float = 15.0) -> bool:
    """Poll `condition` while the app runs; timing-free tests on a loaded machine."""
    for _ in range(int(seconds / 0.05)):
        if condition():
            return True
        await pilot.pause(0.05)
    return bool(condition())


def text_of(app: VoxcallApp, widget: type) -> str:
    return str(app.home.query_one(widget).render())


def state_text(app: VoxcallApp) -> str:
    return str(app.home.query_one(StatePanel).query_one("#state-body").render())


async def type_command(app: VoxcallApp, pilot, text: str) -> None:
    await settle(app, pilot)
    app.home.query_one("#command").value = text
    await pilot.press("enter")
    await settle(app, pilot)


async def test_typed_command_runs_and_updates_the_state_panel(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        assert "flashlight off" in state_text(app)
        await type_command(app, pilot, "turn on the flashlight")
        assert [r.status for r in app.last_report.outcome.results] == ["done"]
        assert "flashlight on" in state_text(app)
        assert app.assistant.state().settings.flashlight is True
        assert "turn on the flashlight" in text_of(app, TranscriptPanel)


async def test_sensitive_call_waits_and_cancel_runs_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await type_command(app, pilot, "text john hi")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Send a message to John: 'hi'?" in str(app.screen.query_one("#confirm-question").render())
        assert app.assistant.state().outbox == []
        assert app.assistant.history() == []
        await pilot.press("escape")
        await settle(app, pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert [r.status for r in app.last_report.outcome.results] == ["declined"]
        assert app.assistant.state().outbox == []


async def test_enter_on_the_dialog_cancels_and_y_sends(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await type_command(app, pilot, "text john hi")
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.assistant.state().outbox == []
        await type_command(app, pilot, "text john hi")
        await pilot.press("y")
        await settle(app, pilot)
        outbox = app.assistant.state().outbox
        assert [(o.kind, o.recipient, o.body) for o in outbox] == [("message", "John", "hi")]


async def test_no_microphone_is_said_plainly_and_typing_still_works(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        assert "No microphone found" in text_of(app, MicStatus)
        await pilot.press("f2")
        await pilot.pause()
        assert any("No microphone found on this machine. Type a command below" in str(n.message)
                   for n in app._notifications)
        assert not app.recorder.active
        await type_command(app, pilot, "turn the volume up")
        assert app.assistant.state().settings.volume > 50


async def test_wav_from_the_picker_goes_through_speech_recognition(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(SAMPLES)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("f5")
        assert await wait_for(pilot, lambda: isinstance(app.screen, FilePicker)
                              and app.screen.query_one(AudioTree).root.children)
        await pilot.press("down", "enter")
        await settle(app, pilot)
        assert app.last_report.source == "audio"
        assert app.last_report.text == "turn on the flashlight"
        assert app.assistant.state().settings.flashlight is True


async def test_wav_injected_as_microphone_goes_through_endpointing(tmp_path: Path) -> None:
    settings = {"partial_seconds": 0.2}
    source = lambda: WavFileSource(SAMPLES / "03_timer.wav", fake_settings(tmp_path), speed=4.0)  # noqa: E731
    app = make_app(tmp_path, settings=settings, open_source=source)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("f3")
        assert await wait_for(pilot, lambda: app.last_report is not None)
        await settle(app, pilot)
        assert app.last_report is not None and app.last_report.source == "audio"
        assert [c.name for c in app.last_report.prediction.calls] == ["turn_on_flashlight"]
        assert app.last_report.latencies.asr_ms > 0
        assert await wait_for(pilot, lambda: not app.recorder.active)
        assert not app.hands_free


async def test_keys_work_while_the_model_decodes(tmp_path: Path) -> None:
    app = make_app(tmp_path, delay_s=3.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.home.query_one("#command").value = "turn on the flashlight"
        await pilot.press("enter")
        assert app.assistant.pipeline.caller.started.wait(5)
        await pilot.press(*"hello")
        await pilot.pause()
        assert app.busy
        assert app.home.query_one("#command").value == "hello"
        await settle(app, pilot)
        assert not app.busy


def notice_mounted(app: VoxcallApp) -> bool:
    """The notice is on screen with its text: it is pushed before its children mount, and under load
    a query can run in between (a fresh-clone CI run failed that way once)."""
    return isinstance(app.screen, FiredNotice) and len(app.screen.query("#fired-text")) > 0


async def test_fired_timer_shows_a_notice_until_dismissed(tmp_path: Path) -> None:
    settings = fake_settings(tmp_path)
    with SqliteDevice(settings.state_db) as device:
        timer = validate_call("set_timer", {"duration_seconds": 60, "label": "tea"})
        device.apply([timer], transcript="tea timer", source="text", latencies={}, now=NOW - timedelta(minutes=5))
    app = make_app(tmp_path, settings={"scheduler_poll_seconds": 0.1})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await wait_for(pilot, lambda: notice_mounted(app))
        assert "Timer “tea” went off" in str(app.screen.query_one("#fired-text").render())
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, FiredNotice)


async def test_queued_demo_runs_every_sample_in_order(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("f6")
        assert await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await settle(app, pilot)
        history = app.assistant.history()
        assert [h.transcript for h in history][0] == "turn on the flashlight"
        assert len(history) == len(sample_texts())
        assert history[-2].outcomes[0].status == "declined"  # the message: asked, and the answer was no
        assert history[-1].transcript == "set the volume to eighty, no, thirty"
        assert [(o.name, o.status) for o in history[-1].outcomes] == [("set_volume", "done")]


async def test_the_calls_panel_says_how_a_self_correction_was_read(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.run_file(SAMPLES / "07_volume_corrected.wav", "demo 07_volume_corrected.wav")
        await settle(app, pilot)
        shown = "\n".join(drawn_lines(app.home.query_one("#calls")))
        assert "set_volume" in shown and "the command corrects itself" in shown, shown


def notices(app: VoxcallApp) -> str:
    return "\n".join(str(n.message) for n in app._notifications)


def usb_mic_app(tmp_path: Path, monkeypatch):
    """An app whose only microphone is a fake PortAudio device called 'USB Mic'."""
    portaudio = fake_sounddevice()
    monkeypatch.setitem(sys.modules, "sounddevice", portaudio)
    return make_app(tmp_path, inventory=MicInventory((InputDevice(3, "USB Mic"),), None, 3)), portaudio


async def test_microphone_unplugged_mid_command_runs_it_and_says_so(tmp_path: Path, monkeypatch) -> None:
    app, portaudio = usb_mic_app(tmp_path, monkeypatch)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("f2")
        assert app.recorder.active and len(portaudio.streams) == 1
        tone = 0.3 * np.sin(2 * np.pi * 440 * np.arange(16_000) / 16_000).astype(np.float32)
        portaudio.streams[0].feed(tone)
        portaudio.streams[0].vanish()
        assert await wait_for(pilot, lambda: app.last_report is not None and not app.recorder.active)
        await settle(app, pilot)
        assert app.assistant.state().settings.flashlight is True
        assert ("The microphone 'USB Mic' disconnected during recording; what was said so far is being run. "
                "Plug it back in, or press F4 to choose another microphone.") in notices(app)
        portaudio.open_error = portaudio.PortAudioError("Error opening InputStream: Device unavailable")
        await pilot.press("f2")
        await pilot.pause()
        assert "Cannot open the microphone 'USB Mic' (Error opening InputStream: Device unavailable)." in notices(app)
        assert not app.recorder.active


async def test_microphone_unplugged_before_speech_says_nothing_runs(tmp_path: Path, monkeypatch) -> None:
    app, portaudio = usb_mic_app(tmp_path, monkeypatch)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        await pilot.press("f3")
        assert app.hands_free and app.recorder.active
        portaudio.streams[0].vanish()
        assert await wait_for(pilot, lambda: not app.hands_free and not app.recorder.active)
        await settle(app, pilot)
        assert "nothing was said, so nothing runs" in text_of(app, TranscriptPanel)
        assert app.last_report is None
