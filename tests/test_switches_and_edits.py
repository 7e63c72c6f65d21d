"""Rules O, E and U: Bluetooth 'back on' is on, a wish to change a thing makes no second one, 'unsend' sends nothing."""

from __future__ import annotations

import pytest

from functions.edits import without_new_for_edits, without_sends_for_new_details, without_sends_for_unsend
from functions.switches import asks_only_to_switch_on, with_said_lights_on, with_said_switch_on
from tests.rule_support import apply_rule, described

SECOND_ONE = ("voxcall cannot change what is already set, and this would make a second one; to make a new one, say "
              "it whole, e.g. 'set an alarm for 7:30'")


@pytest.mark.parametrize(("command", "only_on"), [
    ("turn bluetooth back on", True),
    ("enable bluetooth", True),
    ("turn on do not disturb and bluetooth", True),
    ("disable bluetooth on my phone", False),
    ("quit broadcasting on bluetooth", False),
    ("turn the lights on and bluetooth off", False),
    ("I don't want bluetooth on", False),
    ("switch bluetooth", False),
])
def test_a_command_asks_only_to_switch_on(command: str, only_on: bool) -> None:
    assert asks_only_to_switch_on(command) is only_on


def test_bluetooth_switched_off_for_back_on_is_switched_on() -> None:
    assert apply_rule(with_said_switch_on, "set_bluetooth(enabled=false)", "Turn Bluetooth back on, please.") == (
        ["set_bluetooth(enabled=True)"],
        ["set_bluetooth(enabled=False) became set_bluetooth(enabled=True): the command only asks to switch on"])


@pytest.mark.parametrize(("answer", "command"), [
    ("set_bluetooth(enabled=false)", "disable bluetooth on my phone"),
    ("set_do_not_disturb(enabled=false)", "turn notifications back on"),
    ("set_lights(on=false)", "show the cafe on a map and lights out"),
])
def test_other_switches_and_a_word_of_off_are_left_alone(answer: str, command: str) -> None:
    assert apply_rule(with_said_switch_on, answer, command) == (described(answer), [])


@pytest.mark.parametrize(("answer", "command"), [
    ('create_calendar_event(title="dentist appointment", datetime="2026-12-11T09:00:00")',
     "Move my dentist appointment to Friday."),
    ('create_reminder(text="10", datetime="2026-12-08T09:00:00")', "Change my 9 o'clock reminder to 10."),
    ('set_alarm(time="07:30")', "change my alarm to 7:30"),
])
def test_a_wish_to_change_a_thing_makes_no_second_one(answer: str, command: str) -> None:
    left_out = f"left out {described(answer)[0]}: {SECOND_ONE}"
    assert apply_rule(without_new_for_edits, answer, command) == ([], [left_out])


def test_only_the_kind_changed_is_left_out() -> None:
    answer = ('create_calendar_event(title="team meeting", datetime="2026-12-08T09:00:00"); '
              'create_reminder(text="email bob")')
    command = "move the team meeting to tomorrow and remind me to email bob"
    kept, notes = apply_rule(without_new_for_edits, answer, command)
    assert kept == ["create_reminder(text='email bob')"] and len(notes) == 1


@pytest.mark.parametrize(("answer", "command"), [
    ('create_reminder(text="change the alarm battery", datetime="2026-12-08T09:00:00")',
     "remind me to change the alarm battery tomorrow"),
    ('create_reminder(text="move the car", datetime="2026-12-08T05:00:00")', "remind me to move the car at 5"),
    ('set_alarm(time="07:30")', "set an alarm for 7:30"),
])
def test_making_a_thing_is_left_alone(answer: str, command: str) -> None:
    assert apply_rule(without_new_for_edits, answer, command) == (described(answer), [])


def test_unsend_sends_nothing() -> None:
    answer = 'send_message(recipient="Sam", body="I just sent to Sam")'
    assert apply_rule(without_sends_for_unsend, answer, "Unsend the message I just sent to Sam.") == (
        [], [f"left out {described(answer)[0]}: voxcall cannot unsend a message, and this would send another"])
    assert apply_rule(without_sends_for_unsend, 'send_message(recipient="sam", body="hi")', "text sam hi") == (
        ["send_message(recipient='sam', body='hi')"], [])


@pytest.mark.parametrize(("answer", "command", "lit"), [
    ("set_lights(on=false)", "its way too dark in here put the lights back on", "set_lights(on=True)"),
    ('set_lights(on=false, room="hallway")', "lights back on in the hallway", "set_lights(on=True, room='hallway')"),
])
def test_lights_switched_off_for_back_on_are_switched_on(answer: str, command: str, lit: str) -> None:
    assert apply_rule(with_said_lights_on, answer, command) == (
        [lit], [f"{described(answer)[0]} became {lit}: the command only asks to switch the lights on"])


@pytest.mark.parametrize(("answer", "command"), [
    ('set_lights(on=true, room="kitchen"); set_lights(on=false, room="guest room")',
     "put the kitchen lights on then switch the guest room off"),
    ('show_map(query="joe\'s pizza"); set_lights(on=false, room="downstairs")',
     "show joe's pizza on a map and then lights out in the downstairs"),
    ("set_lights(on=false)", "turn the lights off"),
])
def test_lights_off_said_anywhere_stay_off(answer: str, command: str) -> None:
    assert apply_rule(with_said_lights_on, answer, command) == (described(answer), [])


def test_a_wish_to_change_someones_details_contacts_nobody() -> None:
    answer = 'send_email(to="maria@work.com", subject="marias email")'
    kept, notes = apply_rule(without_sends_for_new_details, answer, "change marias email to maria@work.com")
    assert kept == [] and notes[0].startswith(f"left out {described(answer)[0]}: voxcall cannot change a contact's")


@pytest.mark.parametrize(("answer", "command"), [
    ('send_email(to="bob", subject="the meeting")', "update bob by email about the meeting"),
    ('send_email(to="maria", subject="the change of address")', "email maria about the change of address"),
    ('send_email(to="yara", subject="project update")', "subject project update email it to yara"),
])
def test_sends_that_change_nothing_stay(answer: str, command: str) -> None:
    assert apply_rule(without_sends_for_new_details, answer, command) == (described(answer), [])


def test_marking_a_reminder_done_makes_no_reminder() -> None:
    answer = 'create_reminder(text="mark the plumber")'
    assert apply_rule(without_new_for_edits, answer, "mark the plumber reminder as done") == (
        [], [f"left out {described(answer)[0]}: {SECOND_ONE}"])


@pytest.mark.parametrize(("answer", "command", "kept"), [
    ("set_do_not_disturb(enabled=false); set_bluetooth(enabled=false)",
     "Turn do not disturb off and bluetooth back on.",
     ["set_do_not_disturb(enabled=False)", "set_bluetooth(enabled=True)"]),
    ("set_bluetooth(enabled=false)", "turn bluetooth on, actually no, turn it off", ["set_bluetooth(enabled=False)"]),
    ("set_bluetooth(enabled=false); set_lights(on=true)", "turn bluetooth off and the lights on",
     ["set_bluetooth(enabled=False)", "set_lights(on=True)"]),
])
def test_a_bluetooth_clause_is_read_when_the_off_is_for_something_else(answer: str, command: str,
                                                                        kept: list[str]) -> None:
    assert apply_rule(with_said_switch_on, answer, command)[0] == kept
