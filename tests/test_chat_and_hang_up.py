"""Rules E3, G, H, W, T2, S2 and N: no new contact for a changed one, no phone mute for a chat, nothing for "hang
up", "rewind", "up two degrees" or a playback speed, no call to a name that is not one."""

from __future__ import annotations

import pytest

from functions.edits import without_contacts_for_edits
from functions.guards import Rule
from functions.senses import (without_calls_to_no_one, without_mute_for_chats, without_relative_temperature,
                              without_robot_for_hanging_up, without_timer_for_rewinding,
                              without_volume_for_playback_speed)
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "why"), [
    (without_contacts_for_edits, 'create_contact(first_name="Shah", last_name="")',
     "Change Priya's last name to Shah in my contacts.", "voxcall cannot change a saved contact"),
    (without_contacts_for_edits, 'create_contact(first_name="mom", last_name="", phone_number="555 0100")',
     "update mom's number to 555 0100", "voxcall cannot change a saved contact"),
    (without_mute_for_chats, "set_mute(muted=true)", "mute the soccer parents group chat",
     "voxcall cannot mute a chat"),
    (without_robot_for_hanging_up, "stop_robot()", "hang up", "voxcall cannot hang up a call"),
    (without_robot_for_hanging_up, "set_do_not_disturb(enabled=false)", "hang up the call",
     "voxcall cannot hang up a call"),
    (without_timer_for_rewinding, "set_timer(duration_seconds=30)", "Rewind thirty seconds.",
     "voxcall cannot rewind what is playing"),
])
def test_a_call_the_command_cannot_mean_is_left_out(rule: Rule, answer: str, command: str, why: str) -> None:
    kept, notes = apply_rule(rule, answer, command)
    assert kept == [] and len(notes) == 1 and notes[0].startswith(f"left out {described(answer)[0]}: {why}")


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_contacts_for_edits, 'create_contact(first_name="priya", last_name="shah")',
     "add priya shah to my contacts"),
    (without_mute_for_chats, "set_mute(muted=true)", "mute my phone"),
    (without_mute_for_chats, "set_mute(muted=true)", "mute the phone and open the group chat"),
    (without_robot_for_hanging_up, 'move_robot(direction="left")', "hang a left"),
    (without_robot_for_hanging_up, "stop_robot()", "hang on, stop the robot"),
    (without_robot_for_hanging_up, "set_do_not_disturb(enabled=true)", "hang up and turn on do not disturb"),
    (without_timer_for_rewinding, "set_timer(duration_seconds=30)", "rewind the song and set a timer for 30 seconds"),
])
def test_what_the_command_names_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])


@pytest.mark.parametrize(("rule", "answer", "command", "why"), [
    (without_relative_temperature, "set_thermostat(temperature=2)", "Turn the thermostat up two degrees.",
     "voxcall cannot change the temperature by an amount"),
    (without_relative_temperature, "set_thermostat(temperature=2)", "make it two degrees warmer in here",
     "voxcall cannot change the temperature by an amount"),
    (without_volume_for_playback_speed, "set_volume(level=1)", "Play the audiobook at one and a half times speed.",
     "voxcall cannot change how fast something plays"),
    (without_calls_to_no_one, 'call_contact(name="call")', "answer the call", "'call' is not a contact"),
    (without_calls_to_no_one, 'call_contact(name="people")', "can you call people", "'people' is not a contact"),
])
def test_a_relative_speed_or_nobody_runs_nothing(rule: Rule, answer: str, command: str, why: str) -> None:
    kept, notes = apply_rule(rule, answer, command)
    assert kept == [] and len(notes) == 1 and notes[0].startswith(f"left out {described(answer)[0]}: {why}")


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_relative_temperature, "set_thermostat(temperature=23)", "turn the heat up to 23"),
    (without_relative_temperature, "set_thermostat(temperature=8)", "set the thermostat to 8"),
    (without_volume_for_playback_speed, "set_volume(level=30)", "speed up and set the volume to 30"),
    (without_calls_to_no_one, 'call_contact(name="mom")', "call mom back"),
    (without_calls_to_no_one, 'call_contact(name="call center")', "phone the call center"),
])
def test_a_level_a_volume_or_a_name_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])
