"""Which commands correct themselves: a correction marker after at least two words."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from app.correction_markers import corrects_itself, only_content
from app.settings import Settings
from functions.parse import parse_calls
from ui_support import ANSWERS, CORRECTED, FakePipeline


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
    "add batteries to the shopping list, sorry, the hardware list",
    "turn it up, no, down",
    "pause the music, no, skip to the next song",
    "Set an alarm for quarter to eight. No, half past seven.",
    "remind me on monday no tuesday",
    "move the robot left oops right",
    "set the volume to fifty, um, forty",
    "play the news; rather, play the weather",
    "set a timer for ten minutes, let me rephrase, twelve minutes",
    "set the alarm for 6, change that to 7",
    "turn on the lights, never mind, turn them off",
    "set a timer for 5 minutes never mind set one for 10",
    "dim the bedroom lights to 30 percent, make it 20",
    "remind me tomorrow to water the plants make it friday",
])
def test_the_wider_markers_are_found(command: str) -> None:
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
    "Send Sam a message saying I'm here. No, never mind.",
    "call dad, no, never mind",
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


def _calls(answer: str) -> list:
    parsed = parse_calls(answer)
    assert not parsed.rejected, parsed.rejected
    return parsed.calls


@pytest.mark.parametrize(("command", "answer"), [
    ("Text Anna: No, I can't make it tonight.", 'send_message(recipient="Anna", body="No, I can\'t make it tonight")'),
    ("Send a message to Leo saying I mean it, the deadline is Friday.",
     'send_message(recipient="Leo", body="I mean it, the deadline is Friday")'),
    ("text dad I meant to call you back will do tonight",
     'send_message(recipient="dad", body="I meant to call you back will do tonight")'),
])
def test_a_marker_that_opens_the_message_is_its_content(command: str, answer: str) -> None:
    assert corrects_itself(command)
    assert only_content(command, _calls(answer))


@pytest.mark.parametrize(("command", "answer"), [
    ("text mom, wait, no, text dad that I'll be home at six",
     'send_message(recipient="mom", body="wait, no, text dad that I\'ll be home at six")'),
    ("text sam I'll be there at 5, no, 6", 'send_message(recipient="sam", body="I\'ll be there at 5, no, 6")'),
    ("text sam no 6 works", 'send_message(recipient="sam", body="no 6 works")'),
    ("text kim meet me at the cafe, sorry, the library",
     'send_message(recipient="kim", body="meet me at the cafe, sorry, the library")'),
    ("set the volume to 80 no 30", "set_volume(level=80)"),
    ("call mom, I mean dad", 'call_contact(name="mom")'),
])
def test_a_marker_inside_a_message_or_before_a_value_is_a_correction(command: str, answer: str) -> None:
    assert not only_content(command, _calls(answer))


def test_a_message_opened_by_a_marker_is_read_as_said_without_cleaning(tmp_path: Path) -> None:
    pipeline = FakePipeline(Settings(db_path=tmp_path / "state.db"))
    pipeline._corrector = EmptyCorrector()  # type: ignore[assignment]
    command = "text jo: no, see you tomorrow"
    ANSWERS[command] = 'send_message(recipient="jo", body="no, see you tomorrow")'
    try:
        prediction = pipeline.predict(command, datetime(2026, 12, 7, 12, 0))
    finally:
        del ANSWERS[command]
    assert corrects_itself(command) and prediction.notes == [] and prediction.read_as is None
    said = "send_message(recipient='jo', body='no, see you tomorrow')"
    assert [call.describe() for call in prediction.calls] == [said]
