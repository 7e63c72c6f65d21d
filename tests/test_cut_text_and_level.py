"""Rules CT2, CH, TU, FR, LV and CO (`benchmarks/results/cut-text-and-level-rules/`,
`benchmarks/results/free-text-rest-rule/`)."""

from __future__ import annotations

import pytest

from functions.free_text import with_owners_in_titles, with_the_rest_of_free_text, with_the_start_of_labels
from functions.guards import Rule
from functions.lights import with_said_colour, with_said_level_anywhere
from functions.temperatures import without_thermostat_for_appliances, without_unsaid_temperatures
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "kept"), [
    (with_the_rest_of_free_text, 'create_reminder(text="pay Lucia")', "Remind me on Friday to pay Lucia back",
     ["create_reminder(text='pay Lucia back')"]),
    (with_the_rest_of_free_text, 'create_reminder(text="take the bins")',
     "Remind me to take the bins out tomorrow at 7 pm", ["create_reminder(text='take the bins out')"]),
    (with_the_rest_of_free_text, 'create_reminder(text="pick up Noah")',
     "remind me to pick up Noah from practice on Friday at 4:15 pm and text Noah that I'll be there",
     ["create_reminder(text='pick up Noah from practice')"]),
    (with_the_rest_of_free_text, 'create_reminder(text="bring the chairs", datetime="2026-12-07T21:00:00")',
     "remind me to bring the chairs in tonight at 9 pm",
     ["create_reminder(text='bring the chairs in', datetime='2026-12-07T21:00:00')"]),
    (with_the_rest_of_free_text, 'create_reminder(text="hand the form", datetime="2026-12-11T09:00:00")',
     "remind me to hand the form in on Friday",
     ["create_reminder(text='hand the form in', datetime='2026-12-11T09:00:00')"]),
    (with_the_rest_of_free_text, 'set_alarm(time="17:30", label="take the chicken")',
     "Alarm at 5:30 pm labeled take the chicken out", ["set_alarm(time='17:30', label='take the chicken out')"]),
    (with_the_rest_of_free_text, 'create_note(text="the hallway color is Pale Oak")',
     "make a note that the hallway color is Pale Oak in eggshell",
     ["create_note(text='the hallway color is Pale Oak in eggshell')"]),
    (with_the_start_of_labels, 'set_alarm(time="19:00", label="medication")',
     "set an alarm for 7 pm called take medication", ["set_alarm(time='19:00', label='take medication')"]),
    (with_owners_in_titles, 'create_calendar_event(title="birthday dinner", datetime="2026-12-12T18:30:00")',
     "Put Mary Ellen's birthday dinner on my calendar for Saturday at half past six p.m.",
     ["create_calendar_event(title=\"Mary Ellen's birthday dinner\", datetime='2026-12-12T18:30:00')"]),
    (without_unsaid_temperatures, 'cancel_alarm(time="07:30"); set_thermostat(temperature=85)',
     "Cancel my seven thirty alarm and set one for eight fifteen", ["cancel_alarm(time='07:30')"]),
    (without_thermostat_for_appliances, "set_thermostat(temperature=37)", "Set the fridge to thirty seven degrees",
     []),
    (with_said_level_anywhere, 'set_lights(on=true, room="kitchen", color="warm white")',
     "Turn on the kitchen lights, warm white, 25 percent",
     ["set_lights(on=True, room='kitchen', brightness=25, color='warm white')"]),
    (with_said_level_anywhere, 'set_lights(room="bedroom", color="teal")',
     "Make the bedroom lights teal at half brightness",
     ["set_lights(room='bedroom', brightness=50, color='teal')"]),
    (with_said_colour, 'set_lights(room="basement", brightness=90)', "Basement lights at 90 percent, cyan",
     ["set_lights(room='basement', brightness=90, color='cyan')"]),
])
def test_what_the_command_says_is_kept_or_what_it_cannot_mean_left_out(rule: Rule, answer: str, command: str,
                                                                       kept: list[str]) -> None:
    calls, notes = apply_rule(rule, answer, command)
    assert calls == kept and notes


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (with_the_rest_of_free_text, 'create_reminder(text="call the bank")',
     "Tonight at seven thirty I got to call the bank remind me, please."),
    (with_the_rest_of_free_text, 'create_reminder(text="buy milk")', "remind me to buy milk tomorrow"),
    (with_the_rest_of_free_text, 'set_timer(duration_seconds=600, label="pasta")', "set a pasta timer for 10 minutes"),
    (with_the_rest_of_free_text, 'create_calendar_event(title="dinner at mom\'s", datetime="2026-12-10T09:00:00")',
     "schedule a dinner at mom's for me thursday"),
    (with_the_rest_of_free_text, 'create_reminder(text="cancel the free trial")',
     "remind me to cancel the free trial before they charge me 12.99"),
    (with_the_rest_of_free_text, 'create_reminder(text="water the plants")',
     "remind me to water the plants in ninety seconds"),
    (with_the_rest_of_free_text, 'create_reminder(text="take the bins")',
     "remind me at the Große Straße to take the bins out"),
    (with_the_start_of_labels, 'set_alarm(time="06:40", label="nap")', "Alarm at 6:40 label it nap"),
    (with_owners_in_titles, 'create_calendar_event(title="team lunch", datetime="2026-12-11T12:00:00")',
     "add team lunch to my calendar on Friday at noon"),
    (without_unsaid_temperatures, "set_thermostat(temperature=19)", "Thermostat to I-10."),
    (without_unsaid_temperatures, 'set_thermostat(temperature=72); set_alarm(time="07:00")',
     "set the thermostat to seventy two and set an alarm for 7"),
    (without_thermostat_for_appliances, "set_thermostat(temperature=19)",
     "the flat feels like an oven bring it to 19"),
    (with_said_level_anywhere, "set_lights(on=true); set_volume(level=40)",
     "turn on the lights and set the volume to 40 percent"),
    (with_said_colour, 'set_lights(room="kitchen", color="purple")', "make the kitchen lights purple"),
    (with_said_colour, 'add_to_list(item="green beans", list_name="shopping"); set_lights(on=true, room="kitchen")',
     "add green beans to the list and turn on the kitchen lights"),
    (with_said_colour, 'set_lights(on=true, room="kids room")',
     "please freeze robot red light and also the kids room lights need turned on"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])
