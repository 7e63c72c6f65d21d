"""Rules E3, G, H and W: no new contact for a changed one, no phone mute for a chat, nothing for "hang up" or
"rewind"."""

from __future__ import annotations

import pytest

from functions.edits import without_contacts_for_edits
from functions.guards import Rule
from functions.senses import without_mute_for_chats, without_robot_for_hanging_up, without_timer_for_rewinding
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
