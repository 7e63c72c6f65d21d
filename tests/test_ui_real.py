"""`voxcall ui` on the real models: typed text and a WAV replayed as the microphone, end to end.

One `Pipeline` (Whisper and the language model) is loaded for the module and
shared by every app, so the models load once.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.pipeline import Pipeline
from app.settings import Settings
from app.ui.app import VoxcallApp
from app.ui.confirm import ConfirmScreen
from app.ui.mic import FRAME_SECONDS, WavFileSource
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


class HoldingWavSource(WavFileSource):
    """A recording replayed at real time that holds back its last 40 % until a partial transcript is shown.

    The test is about partials appearing while someone speaks, not how fast:
    on a 2-core AMD EPYC with other jobs running, one partial Whisper decode
    outlasted the whole command at full, half and quarter speed, so the
    replay waits (the speaker pauses mid-command) for up to 60 s.
    """

    def __init__(self, path: Path, settings: Settings, shown: list[str]) -> None:
        super().__init__(path, settings)
        self.shown = shown
        self.hold_at = int(0.6 * (len(self.samples) - 1.5 * self.sample_rate))

    def _play(self, on_chunk, on_end) -> None:
        step, held = int(self.sample_rate * FRAME_SECONDS), False
        for start in range(0, len(self.samples), step):
            if not held and start >= self.hold_at:
                held = True
                deadline = time.monotonic() + 60
                while not any(self.shown) and time.monotonic() < deadline and not self._stop.wait(0.05):
                    pass
            if self._stop.wait(FRAME_SECONDS):
                break
            on_chunk(self.samples[start:start + step])
        on_end()


async def test_wav_as_microphone_through_whisper_and_the_model(tmp_path: Path, pipeline: Pipeline,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    partials: list[str] = []
    original = TranscriptPanel.show_partial
    monkeypatch.setattr(TranscriptPanel, "show_partial",
                        lambda panel, text: (partials.append(text), original(panel, text))[1])
    wav = SAMPLES / "03_timer.wav"
    app = make_app(tmp_path, pipeline, settings={"partial_seconds": 0.5},
                   open_source=lambda: HoldingWavSource(wav, Settings(), partials))
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
