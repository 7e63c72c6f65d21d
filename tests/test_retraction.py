"""A command that ends by taking itself back runs nothing it took back; content that holds the words stays."""

from __future__ import annotations

import pytest

from app.correction_markers import corrects_itself
from functions.retraction import Retraction, retraction, without_retracted_calls
from tests.rule_support import apply_rule, described


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(without_retracted_calls, answer, command)


@pytest.mark.parametrize(("answer", "command", "phrase"), [
    ("set_timer(duration_seconds=300)", "set a timer for 5 minutes never mind", "never mind"),
    ('call_contact(name="mom")', "call mom, forget it", "forget it"),
    ('set_alarm(time="07:00")', "set an alarm for 7 am, cancel that.", "cancel that"),
    ('play_media(query="jazz")', "play some jazz, actually never mind", "never mind"),
    ('send_message(recipient="sam", body="hi")', "send a message to sam saying hi, scratch that", "scratch that"),
    ('send_message(recipient="sam", body="hi, scratch that")', "send a message to sam saying hi, scratch that",
     "scratch that"),
    ('set_lights(on=false, room="bedroom")', "turn off the bedroom lights... never mind", "never mind"),
    ('call_contact(name="dad")', "call dad, no, never mind", "never mind"),
    ('move_robot(direction="forward", distance_cm=50)', "move the robot forward 50 cm, forget about it",
     "forget about it"),
    ('cancel_alarm(time="06:00")', "delete my 6 am alarm \u2014 Nevermind!", "nevermind"),
])
def test_a_command_taken_back_at_its_end_runs_nothing(answer: str, command: str, phrase: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert notes == [f"left out {described(answer)[0]}: the command takes itself back ({phrase!r})"]


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="bob", body="never mind")', "text bob never mind"),
    ('create_reminder(text="cancel that")', "remind me to cancel that"),
    ('send_message(recipient="kim", body="Forget it.")', "send a message to kim saying forget it"),
    ('play_media(query="nevermind")', "put on never mind"),
    ('create_note(text="never mind the weather")', "take a note never mind the weather"),
    ("set_lights(on=true)", "never mind, turn on the lights"),
    ("set_lights(on=true)", "never mind"),
    ("set_timer(duration_seconds=600)", "set a timer for 5 minutes, never mind, make it 10"),
])
def test_content_and_other_places_are_untouched(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


def test_a_retraction_is_not_a_correction_and_a_correction_is_not_a_retraction() -> None:
    assert retraction("turn on the lights, scratch that") == Retraction("scratch that", after_a_pause=True)
    assert retraction("text bob never mind") == Retraction("never mind", after_a_pause=False)
    assert not corrects_itself("turn on the lights, scratch that")
    assert corrects_itself("navigate to the airport scratch that the train station")
    assert retraction("navigate to the airport scratch that the train station") is None
