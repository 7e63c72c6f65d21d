"""Rules K4, L6, L8, N4, VM, RT2, AV and RP (`benchmarks/results/alarm-tone-and-switch-rules/`)."""

from __future__ import annotations

import pytest

from functions.guards import Rule
from functions.in_progress import (without_alarms_for_repeating, without_calls_from_someone,
                                   without_ringer_for_ringtones, without_sends_for_voicemail, without_unasked_cancels,
                                   without_volume_for_alarm_sounds)
from functions.lights import with_said_switch_off, without_number_rooms
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "kept"), [
    (without_unasked_cancels, 'set_do_not_disturb(enabled=true); cancel_alarm(time="07:15")',
     "Turn on do not disturb, set an alarm for 7:15 am and turn off the bedroom lights",
     ["set_do_not_disturb(enabled=True)"]),
    (without_calls_from_someone, 'call_contact(name="Leo")', "Give calls from Leo their own ringtone", []),
    (without_sends_for_voicemail, 'send_email(to="unknown numbers", subject="calls")',
     "send calls from unknown numbers to voicemail", []),
    (without_ringer_for_ringtones, "set_mute(muted=true)", "Set my notification sound to chime", []),
    (without_volume_for_alarm_sounds, 'adjust_volume(direction="down")', "Turn the alarm sound down a little", []),
    (without_volume_for_alarm_sounds, 'adjust_volume(direction="up")', "Make the alarm louder", []),
    (without_alarms_for_repeating, 'cancel_alarm(time="05:15")', "Turn off the repeat on my 5:15 alarm", []),
    (without_alarms_for_repeating, 'set_alarm(time="06:30")', "Make my 6:30 alarm repeat on weekdays", []),
])
def test_a_call_nobody_asked_for_is_left_out(rule: Rule, answer: str, command: str, kept: list[str]) -> None:
    calls, notes = apply_rule(rule, answer, command)
    assert calls == kept and len(notes) == len(described(answer)) - len(kept)


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_unasked_cancels, 'cancel_alarm(time="07:00"); set_alarm(time="06:00")',
     "set an alarm for 6 am and cancel the 7 am one"),
    (without_unasked_cancels, 'cancel_alarm(time="10:00")', "i don't need my alarm at 10 tomorrow"),
    (without_unasked_cancels, 'cancel_alarm(time="07:00")', "get rid of my 7 am alarm"),
    (with_said_switch_off, 'set_lights(on=true, room="hallway")', "turn on the porch light and the hallway light"),
    (with_said_switch_off, 'set_lights(on=true, room="bathroom")', "kill the flashlight and lights in the bathroom"),
    (without_calls_from_someone, 'call_contact(name="leo")', "call leo from the car"),
    (without_sends_for_voicemail, 'send_email(to="zoe", subject="the new hire")',
     "send all my calls to voicemail after that zoe needs an email about the new hire"),
    (without_ringer_for_ringtones, "set_mute(muted=true)", "switch off my ringtone"),
    (without_volume_for_alarm_sounds, 'adjust_volume(direction="down")', "turn the volume down and set an alarm for 7"),
    (without_alarms_for_repeating, 'set_alarm(time="06:00")', "set an alarm for 6 every weekday"),
    (without_number_rooms, 'set_lights(on=true, room="bedroom 2")', "turn on the lights in bedroom 2"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])


def test_a_light_in_an_off_command_is_switched_off() -> None:
    calls, notes = apply_rule(with_said_switch_off, 'set_lights(on=false, room="porch"); set_lights(on=true, '
                              'room="hallway")', "Turn off the porch light and the hallway light")
    assert calls == ["set_lights(on=False, room='porch')", "set_lights(on=False, room='hallway')"] and len(notes) == 1


def test_a_number_names_no_room() -> None:
    calls, notes = apply_rule(without_number_rooms, 'set_lights(room="70", brightness=70)',
                              "Set the living room lights to purple and 70 percent")
    assert calls == ["set_lights(brightness=70)"] and len(notes) == 1
