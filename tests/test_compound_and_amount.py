"""Rules Y2, J2, E4, T4, T5, L3, Z2, S3 and LN (`benchmarks/results/compound-and-amount-rules/`)."""

from __future__ import annotations

import pytest

from functions.edits import without_contacts_for_edits, without_sends_for_new_details
from functions.guards import Rule
from functions.in_progress import without_skips_for_seeking
from functions.lights import without_level_for_switching_off
from functions.lists import with_said_list_names
from functions.message_body import with_the_whole_message, without_commands_sent_as_messages
from functions.senses import (without_media_for_playback_speed, without_relative_temperature,
                              without_thermostat_for_alarms)
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "why"), [
    (without_commands_sent_as_messages, 'send_message(recipient="dad", body="turn on the porch light")',
     "text dad on my way and turn on the porch light", "the message is a command to a device"),
    (without_contacts_for_edits, 'create_contact(first_name="Marcus", last_name="Webb", phone_number="555 201 3344")',
     "Change Marcus Webb's phone number to 555 201 3344", "voxcall cannot change a saved contact"),
    (without_contacts_for_edits, 'create_contact(first_name="samira", last_name="haddad")',
     "add a work number to samira haddad's contact", "voxcall cannot change a saved contact"),
    (without_sends_for_new_details, 'send_email(to="aunt lorraine", subject="lorraine@gmail.com")',
     "update aunt lorraine's email to lorraine@gmail.com", "voxcall cannot change a contact's details"),
    (without_relative_temperature, "set_thermostat(temperature=10)", "Make it ten degrees cooler",
     "voxcall cannot change the temperature by an amount"),
    (without_relative_temperature, "set_thermostat(temperature=12)", "turn the heat up by 12 degrees",
     "voxcall cannot change the temperature by an amount"),
    (without_thermostat_for_alarms, "set_thermostat(temperature=7)", "Cancel my 6:30 alarm and set a new one for 7",
     "the command speaks of an alarm and of no heating"),
    (without_skips_for_seeking, 'control_media(action="next")', "Fast forward to the chorus",
     "voxcall cannot shuffle or seek within a track"),
    (without_media_for_playback_speed, 'play_media(query="one and a half times speed", media_type="podcast")',
     "Play this podcast at one and a half times speed", "voxcall cannot change how fast something plays"),
])
def test_a_call_the_command_does_not_ask_for_is_left_out(rule: Rule, answer: str, command: str, why: str) -> None:
    kept, notes = apply_rule(rule, answer, command)
    assert kept == [] and len(notes) == 1 and notes[0].startswith(f"left out {described(answer)[0]}: {why}")


@pytest.mark.parametrize(("rule", "answer", "command", "repaired"), [
    (with_the_whole_message, 'send_message(recipient="sam", body="I\'m outside"); play_media(query="jazz")',
     "text sam I'm outside, no rush, and play some jazz",
     ["send_message(recipient='sam', body=\"I'm outside, no rush\")", "play_media(query='jazz', media_type='music')"]),
    (without_level_for_switching_off, 'set_lights(on=false, room="bedroom", brightness=7)',
     "turn off the bedroom lights and set an alarm for 7:20", ["set_lights(on=False, room='bedroom')"]),
    (with_said_list_names, 'add_to_list(item="coffee beans", list_name="towels")', "add coffee beans and paper towels",
     ["add_to_list(item='coffee beans', list_name='shopping')"]),
    (with_said_list_names, 'add_to_list(item="limes", list_name="limes")', "put tortillas, salsa and limes on the list",
     ["add_to_list(item='limes', list_name='shopping')"]),
])
def test_a_value_the_command_does_not_say_is_repaired(rule: Rule, answer: str, command: str,
                                                      repaired: list[str]) -> None:
    kept, notes = apply_rule(rule, answer, command)
    assert kept == repaired and len(notes) == 1


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (with_the_whole_message, 'send_message(recipient="mom", body="dinner\'s at 7"); set_timer(duration_seconds=1200, '
     'label="salad")', "text mom dinner's at 7, bring the salad, and set a timer for 20 minutes"),
    (without_commands_sent_as_messages, 'send_message(recipient="mom", body="turn off the oven light")',
     "text mom and tell her to turn off the oven light"),
    (without_contacts_for_edits, 'create_contact(first_name="marcus", last_name="webb", phone_number="555 201 3344")',
     "add marcus webb to my contacts with the number 555 201 3344"),
    (without_relative_temperature, "set_thermostat(temperature=23)", "turn the thermostat up to 23 degrees"),
    (without_thermostat_for_alarms, "set_thermostat(temperature=21)", "set an alarm for 6 and make it 21 degrees"),
    (without_thermostat_for_alarms, "set_thermostat(temperature=67)", "set an alarm at 4 then 67 sounds comfortable"),
    (without_level_for_switching_off, 'set_lights(room="kitchen", brightness=40)', "set the kitchen lights to 40"),
    (without_skips_for_seeking, 'control_media(action="next")', "skip this song"),
    (without_media_for_playback_speed, 'play_media(query="speed of sound by coldplay")', "play speed of sound by coldplay"),
    (with_said_list_names, 'add_to_list(item="milk", list_name="grocery")', "add milk to the grocery list"),
    (with_said_list_names, 'add_to_list(item="x", list_name="to do")', "add x to my to um do list"),
    (with_said_list_names, 'add_to_list(item="tea", list_name="groceries")', "add tea to groceries"),
])
def test_what_the_command_says_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])
