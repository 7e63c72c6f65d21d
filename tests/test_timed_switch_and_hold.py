"""Rules AS, HO, NT, BL, HD, RB, MA and TL (`benchmarks/results/timed-switch-and-hold-rules/`)."""

from __future__ import annotations

import pytest

from functions.guards import Rule
from functions.lights import without_temperatures_as_levels
from functions.schedules import without_alarm_changes_for_holidays, without_switches_at_a_time
from functions.unheld_wishes import (without_calls_for_holding, without_dnd_for_blocking_someone,
                                     without_moves_for_putting_back, without_other_calls_for_messages,
                                     without_switches_for_one_source)
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "kept"), [
    (without_switches_at_a_time, "set_do_not_disturb(enabled=true)", "Turn on do not disturb at 10 tonight", []),
    (without_switches_at_a_time, 'set_lights(on=true, room="porch")', "switch the porch light on at sunset", []),
    (without_switches_at_a_time, 'set_lights(on=false, room="bedroom")', "turn the bedroom lights off at 11 pm", []),
    (without_switches_at_a_time, "set_bluetooth(enabled=false)", "turn off bluetooth at midnight", []),
    (without_switches_at_a_time, 'set_lights(on=true, room="kitchen"); set_lights(on=false, room="porch")',
     "turn on the kitchen lights and switch the porch light off at sunset",
     ["set_lights(on=True, room='kitchen')"]),
    (without_alarm_changes_for_holidays, "cancel_alarm()", "Make my weekday alarms skip bank holidays", []),
    (without_switches_for_one_source, "set_mute(muted=true)", "Turn off notification sounds for Instagram", []),
    (without_switches_for_one_source, "set_mute(muted=true)", "turn off the sound for text messages", []),
    (without_switches_for_one_source, "set_do_not_disturb(enabled=true)", "mute notifications from the work chat",
     []),
    (without_dnd_for_blocking_someone, "set_do_not_disturb(enabled=true)", "Block calls from Gareth", []),
    (without_calls_for_holding, 'play_media(query="Lena")', "Put Lena on hold", []),
    (without_moves_for_putting_back, 'move_robot(direction="backward")', "Put it back the way it was before", []),
    (without_other_calls_for_messages, 'set_alarm(time="05:00", label="Ingrid")',
     "Message Ingrid set an alarm for 5 tomorrow, please", []),
    (without_temperatures_as_levels, 'set_lights(on=true, room="living room", brightness=72); play_media(query="jazz")',
     "Turn on the living room lights, set the thermostat to 72 and play jazz",
     ["set_lights(on=True, room='living room')", "play_media(query='jazz', media_type='music')"]),
    (without_temperatures_as_levels, 'set_lights(on=true, room="kitchen", brightness=68)',
     "turn on the kitchen lights and make it sixty eight degrees", ["set_lights(on=True, room='kitchen')"]),
])
def test_what_the_command_cannot_mean_is_left_out_or_repaired(rule: Rule, answer: str, command: str,
                                                              kept: list[str]) -> None:
    calls, notes = apply_rule(rule, answer, command)
    assert calls == kept and notes


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_switches_at_a_time, 'set_lights(on=true, brightness=40)', "turn on the lights at 40 percent"),
    (without_switches_at_a_time, 'set_lights(on=true, brightness=50)', "set the lights at 50"),
    (without_switches_at_a_time, "set_do_not_disturb(enabled=true); set_alarm(time=\"06:00\")",
     "turn on do not disturb and set an alarm for 6 am"),
    (without_switches_at_a_time, "set_bluetooth(enabled=true)",
     "no alarm at 23:30 after that getting in the truck turn the bluetooth on"),
    (without_alarm_changes_for_holidays, "cancel_alarm()", "cancel all my alarms"),
    (without_switches_for_one_source, "set_mute(muted=true)", "mute my phone for an hour"),
    (without_switches_for_one_source, "set_mute(muted=true)", "please mute the sound for the meeting"),
    (without_switches_for_one_source, "set_do_not_disturb(enabled=true)", "no notifications for the next hour"),
    (without_dnd_for_blocking_someone, "set_do_not_disturb(enabled=true)", "turn on do not disturb"),
    (without_calls_for_holding, 'play_media(query="hold on")', "play hold on by wilson phillips"),
    (without_moves_for_putting_back, 'move_robot(direction="backward", distance_cm=20)',
     "move the robot back 20 centimeters"),
    (without_other_calls_for_messages, 'send_message(recipient="Marco", body="turn the oven off")',
     "text Marco turn the oven off"),
    (without_other_calls_for_messages, 'get_weather(date="2026-12-08")', "tell me the weather tomorrow"),
    (without_other_calls_for_messages, 'move_robot(direction="left", distance_cm=80)',
     "Please tell the robot to go left 80 cm."),
    (without_other_calls_for_messages, 'call_contact(name="grandma")', "text uh no call grandma"),
    (without_other_calls_for_messages, 'create_note(text="my locker number is 42")',
     "message to self my locker number is 42"),
    (without_temperatures_as_levels, 'set_lights(room="kitchen", brightness=60); set_thermostat(temperature=70)',
     "set the kitchen lights to 60 percent and the thermostat to 70"),
    (without_temperatures_as_levels, 'set_lights(brightness=70); set_thermostat(temperature=70)',
     "set the lights to 70 and the thermostat to 70"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])
