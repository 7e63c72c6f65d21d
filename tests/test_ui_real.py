"""`voxcall ui` on the real models: typed text and a WAV replayed as the microphone, end to end.

One `Pipeline` (Whisper and the language model) is loaded for the module and
shared by every app, so the models load once.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.pipeline import Pipeline
from app.settings import Settings
from app.ui.app import VoxcallApp
from app.ui.confirm import ConfirmScreen
from app.ui.mic import WavFileSource
from app.ui.state_panel import StatePanel
from app.ui.transcript import TranscriptPanel
from ui_support import NO_MIC, NOW, SAMPLES, fake_settings

pytestmark = [pytest.mark.slow, pytest.mark.asyncio]


@pytest.fixture(scope="module")
def pipeline() -> Iterator[Pipeline]:
    loaded = Pipeline(Settings())
    yield loaded


def make_app(tmp_path: Path, pipeline: Pipeline, **kwargs: object) -> VoxcallApp:
    settings = fake_settings(tmp_path, **kwargs.pop("settings", {}))
    return VoxcallApp(settings, pipeline=pipeline, clock=lambda: NOW, inventory=NO_MIC, **kwargs)


async def until(pilot, condition, seconds: float) -> bool:
    for _ in range(int(seconds / 0.1)):
        if condition():
            return True
        await pilot.pause(0.1)
    return condition()


async def ready(app: VoxcallApp, pilot) -> None:
    assert await until(pilot, lambda: app.models_ready, 120), app.models_error


async def test_typed_command_through_the_real_language_model(tmp_path: Path, pipeline: Pipeline) -> None:
    app = make_app(tmp_path, pipeline)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(app, pilot)
        app.home.query_one("#command").value = "turn on the flashlight"
        await pilot.press("enter")
        assert await until(pilot, lambda: app.last_report is not None, 60)
        report = app.last_report
        assert [c.name for c in report.prediction.calls] == ["turn_on_flashlight"]
        assert [r.status for r in report.outcome.results] == ["done"]
        assert report.prediction.stats.tokens > 0 and report.prediction.stats.passes > 0
        await pilot.pause()
        assert "flashlight on" in str(app.home.query_one(StatePanel).query_one("#state-body").render())


async def test_wav_as_microphone_through_whisper_and_the_model(tmp_path: Path, pipeline: Pipeline,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    partials: list[str] = []
    original = TranscriptPanel.show_partial
    monkeypatch.setattr(TranscriptPanel, "show_partial",
                        lambda panel, text: (partials.append(text), original(panel, text))[1])
    wav = SAMPLES / "03_timer.wav"
    # Half real time: the whole suite's run of this test on a 2-core AMD EPYC showed no partial at full
    # speed (a partial Whisper decode there can take as long as the command is spoken), though it passed alone.
    app = make_app(tmp_path, pipeline, settings={"partial_seconds": 0.5},
                   open_source=lambda: WavFileSource(wav, Settings(), speed=0.5))
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(app, pilot)
        await pilot.press("f3")
        assert await until(pilot, lambda: app.last_report is not None, 60)
        report = app.last_report
        assert report.source == "audio"
        assert "timer" in report.text.lower()
        assert [c.to_json() for c in report.prediction.calls] == [
            {"name": "set_timer", "arguments": {"duration_seconds": 300, "label": None}}
        ]
        assert [r.status for r in report.outcome.results] == ["done"]
        assert report.latencies.asr_ms > 0 and report.latencies.lm_ms > 0
        assert [t.duration_seconds for t in app.assistant.state().timers] == [300]
        assert any(partials), "no partial transcript was shown while the file played"


async def test_spoken_message_waits_and_cancel_sends_nothing(tmp_path: Path, pipeline: Pipeline) -> None:
    app = make_app(tmp_path, pipeline)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(app, pilot)
        app.run_file(SAMPLES / "06_message_john.wav", "file 06_message_john.wav")
        assert await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), 60)
        assert app.screen.call.name == "send_message"
        assert app.assistant.state().outbox == []
        await pilot.press("escape")
        assert await until(pilot, lambda: app.last_report is not None, 10)
        assert [r.status for r in app.last_report.outcome.results] == ["declined"]
        assert app.assistant.state().outbox == []
