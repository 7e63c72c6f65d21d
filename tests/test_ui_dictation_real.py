"""The UI's dictation mode on the real models: Whisper, the language model and the cleanup adapter beside it.

Skipped until a cleanup adapter is installed (`VOXCALL_CLEANUP_ADAPTER_DIR`,
default `assets/adapters/cleanup`). Checks the plumbing, not the cleanup's
quality (that is `voxcall eval-dictation`'s job): lines come back cleaned
with decode figures, nothing runs on the device, and function calls still
work on the same weights afterwards.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.settings import Settings
from app.ui.app import VoxcallApp
from app.ui.dictation_panel import DictationPanel
from ui_support import NO_MIC, NOW, SAMPLES, fake_settings

pytestmark = [
    pytest.mark.slow,
    pytest.mark.asyncio,
    pytest.mark.skipif(not (Settings().cleanup_adapter_dir / "adapter_config.json").is_file(),
                       reason="no dictation-cleanup adapter installed yet"),
]


async def until(pilot, condition, seconds: float) -> bool:
    for _ in range(int(seconds / 0.1)):
        if condition():
            return True
        await pilot.pause(0.1)
    return condition()


async def test_dictation_then_a_command_on_the_same_weights(tmp_path: Path) -> None:
    app = VoxcallApp(fake_settings(tmp_path), clock=lambda: NOW, inventory=NO_MIC)
    async with app.run_test(size=(130, 42)) as pilot:
        assert await until(pilot, lambda: app.models_ready, 300), app.models_error
        await pilot.press("f7")
        assert await until(pilot, lambda: app.cleaner_state in ("ready", "failed"), 300)
        assert app.cleaner_state == "ready", app.cleaner_error
        panel = app.home.query_one(DictationPanel)
        app.home.query_one("#command").value = "um so the meeting is uh moved to friday"
        await pilot.press("enter")
        assert await until(pilot, lambda: len(panel.clean_lines()) == 1 and not app.dictation_busy, 120)
        app.run_file(SAMPLES / "05_kitchen_lights.wav", "file 05_kitchen_lights.wav")
        assert await until(pilot, lambda: len(panel.clean_lines()) == 2 and not app.dictation_busy, 120)
        line = app.last_dictation
        assert "kitchen" in line.heard.raw.lower() and line.heard.asr_ms > 0
        assert line.stats.tokens > 0 and line.stats.passes > 0
        assert app.assistant.history() == [] and app.last_report is None
        await pilot.press("f7")
        app.home.query_one("#command").value = "turn on the flashlight"
        await pilot.press("enter")
        assert await until(pilot, lambda: app.last_report is not None, 120)
        assert [c.name for c in app.last_report.prediction.calls] == ["turn_on_flashlight"]
        assert app.assistant.state().settings.flashlight is True
