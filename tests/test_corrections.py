"""Which commands correct themselves: a correction marker after at least two words."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from app.corrections import corrects_itself
from app.settings import Settings
from ui_support import CORRECTED, FakePipeline


@pytest.mark.parametrize("command", [
    "set the volume to 80 no 30",
    "set an alarm for 7 no wait 8",
    "call mom no call dad",
    "call mom, sorry, I mean call dad",
    "play jazz actually play some rock",
    "navigate to the airport scratch that the train station",
    "set the thermostat to 20 degrees, correction, 22 degrees",
    "set the living room lights to blue, or rather green",
    "set the screen brightness to 80 percent, make that 60",
    "turn on bluetooth no actually turn it off",
    "set a timer for 5 minutes no make it 10",
    "set the volume to seventy no forty",
])
def test_a_correction_after_two_words_is_found(command: str) -> None:
    assert corrects_itself(command)


@pytest.mark.parametrize("command", [
    "could you make it sixty eight degrees in here",
    "I can't hear the video make it louder.",
    "remind me to say sorry on friday",
    "text mike no worries see you tomorrow",
    "order a pizza with no cheese",
    "take a note never mind the weather",
    "set a timer for 5 minutes, never mind",
    "turn on the lights, scratch that",
    "I'd rather listen to jazz",
    "sorry, what's the weather in denver",
])
def test_look_alike_words_and_retractions_are_read_as_said(command: str) -> None:
    assert not corrects_itself(command)


@pytest.mark.parametrize("command", [
    "actually, turn on the lights",
    "scratch that steak timer",
    "no wait",
    "No one must bother me for the next while put on do not disturb.",
    "text jo no one is home",
    "text maria sorry I missed your call",
    "add no-salt crackers to the list",
    "set the volume to 30",
    "i mean it",
])
def test_other_commands_are_read_as_said(command: str) -> None:
    assert not corrects_itself(command)


class EmptyCorrector:
    unavailable = None

    def cleaned(self, command: str) -> str:
        return "  "


def test_a_cleanup_that_leaves_nothing_reads_the_command_as_said(tmp_path: Path) -> None:
    pipeline = FakePipeline(Settings(db_path=tmp_path / "state.db"))
    pipeline._corrector = EmptyCorrector()  # type: ignore[assignment]
    command = next(iter(CORRECTED))
    prediction = pipeline.predict(command, datetime(2026, 12, 7, 12, 0))
    assert prediction.read_as is None and prediction.text == command
    assert prediction.notes == ["the command corrects itself but was read as said: the cleanup left nothing of it"]


def test_a_cleaned_command_is_read_from_its_cleaned_text(tmp_path: Path) -> None:
    pipeline = FakePipeline(Settings(db_path=tmp_path / "state.db"))
    command, cleaned = next(iter(CORRECTED.items()))
    prediction = pipeline.predict(command, datetime(2026, 12, 7, 12, 0))
    assert [call.describe() for call in prediction.calls] == ["set_volume(level=30)"]
    assert prediction.read_as == cleaned and prediction.text == command
