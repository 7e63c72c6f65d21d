"""Rules AT, SC, D2, F2, SN2, AV2, RT3 and L10 (`benchmarks/results/schedule-and-evening-rules/`)."""

from __future__ import annotations

import pytest

from functions.guards import Rule
from functions.in_progress import without_ringer_for_ringtones
from functions.lights import without_empty_light_calls
from functions.schedules import (with_evening_alarms, without_cancel_for_snooze_off, without_changes_for_alarm_sounds,
                                 without_dnd_off_for_blocking, without_flashlight_on_for_off,
                                 without_switches_for_schedules)
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "kept"), [
    (with_evening_alarms, 'set_alarm(time="09:15")', "Alarm for 9:15 tonight", ["set_alarm(time='21:15')"]),
    (with_evening_alarms, 'set_alarm(time="07:40")', "set an alarm for 7:40 tonight",
     ["set_alarm(time='19:40')"]),
    (without_switches_for_schedules, 'set_lights(on=true, room="porch", brightness=6)',
     "Turn the porch light on every evening at 6", []),
    (without_switches_for_schedules, "set_do_not_disturb(enabled=true)",
     "turn on do not disturb automatically at 10 pm", []),
    (without_dnd_off_for_blocking, "set_do_not_disturb(enabled=false)",
     "Stop calls from unknown numbers getting through", []),
    (without_flashlight_on_for_off, 'set_lights(on=false, room="hallway"); turn_off_flashlight(); '
     "turn_on_flashlight()", "Turn off the hallway light, the porch light and the flashlight",
     ["set_lights(on=False, room='hallway')", "turn_off_flashlight()"]),
    (without_cancel_for_snooze_off, "cancel_alarm()", "Turn off snooze on my alarm", []),
    (without_changes_for_alarm_sounds, 'cancel_alarm(time="06:00")', "Lower the volume of my 6 am alarm", []),
    (without_changes_for_alarm_sounds, 'adjust_volume(direction="down")', "Use a gentler tone for the morning alarm",
     []),
    (without_ringer_for_ringtones, 'call_contact(name="Nadia")', "Give Nadia her own ringtone", []),
    (without_empty_light_calls, 'set_lights(on=true, room="hall", color="light")',
     "Turn the hall light and the landing light on", ["set_lights(on=True, room='hall')"]),
])
def test_what_the_command_cannot_mean_is_left_out_or_repaired(rule: Rule, answer: str, command: str,
                                                              kept: list[str]) -> None:
    calls, notes = apply_rule(rule, answer, command)
    assert calls == kept and notes


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (with_evening_alarms, 'set_alarm(time="06:00")', "wake me at 6 tomorrow"),
    (with_evening_alarms, 'set_alarm(time="20:00")', "set an alarm for 8 in the evening"),
    (without_switches_for_schedules, "set_lights(on=false)", "turn off every light"),
    (without_switches_for_schedules, 'set_lights(on=true, room="kitchen")', "play the daily and turn on the kitchen lights"),
    (without_dnd_off_for_blocking, "set_do_not_disturb(enabled=false)", "turn off do not disturb"),
    (without_flashlight_on_for_off, "turn_off_flashlight(); turn_on_flashlight()",
     "have my tablet turn its flashlight off, and then get the torch going"),
    (without_cancel_for_snooze_off, "cancel_alarm()", "turn off my alarm"),
    (without_changes_for_alarm_sounds, 'adjust_volume(direction="down")', "turn the volume down and set an alarm"),
    (without_empty_light_calls, 'set_lights(color="midnight blue")', "make the lights midnight blue"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])
