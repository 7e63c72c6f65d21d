"""A command that begins "don't <verb>" runs nothing it names, with a note; every other command is untouched."""

from __future__ import annotations

import pytest

from functions.negation import without_negated_calls
from tests.rule_support import apply_rule, described


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(without_negated_calls, answer, command)


@pytest.mark.parametrize(("answer", "command", "said"), [
    ('call_contact(name="mom")', "don't call mom", "don't call"),
    ('call_contact(name="dad")', "Please don\u2019t call dad.", "please don't call"),
    ('cancel_alarm()', "don't set an alarm", "don't set"),
    ('set_lights(on=false)', "no do not turn off the lights", "no do not turn"),
    ('open_wifi_settings()', "never open the wifi settings", "never open"),
])
def test_a_command_that_only_says_what_not_to_do_runs_nothing(answer: str, command: str, said: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert notes == [f"left out {described(answer)[0]}: the command says {said!r} and asks for "
                     "nothing else"]


def test_stopping_the_robot_is_kept() -> None:
    assert after_rule("stop_robot()", "please don't move another inch") == (["stop_robot()"], [])


@pytest.mark.parametrize(("answer", "command", "kept"), [
    ('call_contact(name="mom"); send_message(recipient="mom", body="late")', "don't call mom text her late instead",
     ['send_message(recipient=\'mom\', body=\'late\')']),
    ('call_contact(name="jo"); create_contact(first_name="jo", last_name="park")', "don't call him save jo park",
     ["create_contact(first_name='jo', last_name='park')"]),
    ('set_timer(duration_seconds=600)', "don't set an alarm just start a ten minute timer",
     ["set_timer(duration_seconds=600)"]),
])
def test_after_a_second_request_only_the_named_calls_go(answer: str, command: str, kept: list[str]) -> None:
    assert after_rule(answer, command)[0] == kept


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="jo", body="don\'t wait up")', "text jo don't wait up"),
    ('set_do_not_disturb(enabled=true)', "do not disturb mode on"),
    ('create_reminder(text="call mom")', "don't forget to call mom"),
    ('cancel_alarm(time="07:00")', "do not wake me at 7 anymore"),
    ('call_contact(name="mom")', "call mom"),
])
def test_other_commands_are_untouched(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


@pytest.mark.parametrize(("answer", "command", "said"), [
    ("set_lights(on=false)", "don't turn the lights off just dim them", "don't turn the lights off"),
    ("set_bluetooth(enabled=false)", "don't switch the bluetooth off, turn the volume down",
     "don't switch the bluetooth off"),
    ("set_do_not_disturb(enabled=true)", "don't turn on do not disturb, just mute the phone",
     "don't turn on do not disturb"),
    ("turn_off_flashlight()", "don't turn the flash light off, move the robot forward 50 cm",
     "don't turn the flashlight off"),
    ("set_lights(brightness=0)", "don't turn it off just lower it", "don't turn it off"),
    ('set_lights(on=false, room="bedroom")', "don't turn the bedroom lights off, turn off the kitchen lights",
     "don't turn the bedroom lights off"),
])
def test_a_switch_the_negated_clause_forbids_is_left_out(answer: str, command: str, said: str) -> None:
    assert after_rule(answer, command) == ([], [f"left out {described(answer)[0]}: the command says {said!r}"])


@pytest.mark.parametrize(("answer", "command"), [
    ('set_lights(on=false); set_bluetooth(enabled=true)', "please don't switch the lights off and turn the "
                                                          "bluetooth on"),
    ('set_lights(on=false, room="kitchen"); set_timer(duration_seconds=600)',
     "do not switch off the kitchen lights and set a timer for ten minutes"),
])
def test_only_the_forbidden_switch_goes(answer: str, command: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == described(answer)[1:] and len(notes) == 1


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(on=true, brightness=30)", "don't turn off the lights, set them to 30 percent"),
    ('adjust_volume(direction="down")', "don't turn off the sound, turn it down"),
    ("set_lights(on=false)", "don't turn the lights on, play some music"),
    ('set_lights(on=false, room="kitchen")', "don't turn the lights off, turn off the kitchen lights"),
    ("set_lights(on=false)", "don't switch the tv off, turn the lights off"),
    ("set_bluetooth(enabled=false)", "don't turn the lights off, switch the bluetooth off"),
    ('set_lights(on=false, room="den")', "don't turn the garden lights off, turn off the den lights"),
])
def test_other_switches_are_kept(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])
