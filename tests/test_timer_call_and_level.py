"""Rules C3, C4, SW, T6, N2, Y3, L4 and R5 (`benchmarks/results/timer-call-and-level-rules/`)."""

from __future__ import annotations

import pytest

from functions.guards import Rule
from functions.in_progress import (without_cancel_all_beside_one, without_events_for_timers,
                                   without_timers_for_stopwatches, without_timers_for_timeouts)
from functions.lights import with_said_light_level
from functions.lists import without_items_for_renaming
from functions.message_body import with_the_whole_message, without_reported_calls
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "kept"), [
    (without_cancel_all_beside_one, 'cancel_timer(label="pizza"); cancel_timer()',
     "cancel the pizza timer and start a new 8 minute one for the garlic knots", ["cancel_timer(label='pizza')"]),
    (without_cancel_all_beside_one, 'cancel_alarm(time="06:00"); cancel_alarm()', "cancel my 6 am alarm",
     ["cancel_alarm(time='06:00')"]),
    (without_events_for_timers, 'create_calendar_event(title="garlic knots", datetime="2026-12-08T08:00:00"); '
     'set_timer(duration_seconds=480)', "start a new 8 minute timer for the garlic knots",
     ["set_timer(duration_seconds=480)"]),
    (without_timers_for_stopwatches, "cancel_timer()", "start a stopwatch", []),
    (without_timers_for_stopwatches, 'cancel_timer(label="lap")', "Record a lap on the stopwatch", []),
    (without_timers_for_timeouts, "set_timer(duration_seconds=120)", "change the screen timeout to 2 minutes", []),
    (without_timers_for_timeouts, "set_timer(duration_seconds=300)", "set auto lock to 5 minutes", []),
    (without_reported_calls, 'send_message(recipient="Dad", body="I landed safely"); call_contact(name="Dad")',
     "message Dad that I landed safely and I'll call him after I get my bags",
     ["send_message(recipient='Dad', body='I landed safely')"]),
    (without_items_for_renaming, 'add_to_list(item="weekly shop", list_name="grocery")',
     "rename my grocery list to weekly shop", []),
])
def test_a_call_nobody_asked_for_is_left_out(rule: Rule, answer: str, command: str, kept: list[str]) -> None:
    calls, notes = apply_rule(rule, answer, command)
    assert calls == kept and len(notes) == len(described(answer)) - len(kept)


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_cancel_all_beside_one, 'cancel_timer(label="bread"); cancel_timer()',
     "cancel the bread timer and after that end my timer"),
    (without_cancel_all_beside_one, 'cancel_timer(label="pizza"); cancel_timer()',
     "cancel the pizza timer and all the other timers"),
    (without_events_for_timers, 'create_calendar_event(title="lunch", datetime="2026-12-08T08:00:00")',
     "lunch tomorrow at 8 and a 8 minute timer"),
    (without_timers_for_stopwatches, "set_timer(duration_seconds=60)", "start a stopwatch and a one minute timer"),
    (without_timers_for_timeouts, "set_timer(duration_seconds=60)", "set a timer to lock the door in a minute"),
    (without_reported_calls, 'call_contact(name="mom"); send_message(recipient="mom", body="I\'ll be late")',
     "call mom and tell her I'll be late"),
    (without_reported_calls, 'call_contact(name="mom")', "I'll call mom"),
    (with_said_light_level, 'set_lights(color="blue"); set_volume(level=40)',
     "set the lights to blue and the volume to 40 percent"),
    (without_items_for_renaming, 'add_to_list(item="weekly shop", list_name="grocery")',
     "add weekly shop to my grocery list"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])


@pytest.mark.parametrize(("answer", "command", "repaired"), [
    ('set_lights(on=true, room="kitchen", color="blue at 40 percent")', "turn on the kitchen lights, blue at 40 percent",
     "set_lights(on=True, room='kitchen', brightness=40, color='blue')"),
    ('set_lights(room="living room", color="red")', "set the living room lights to red at 20 percent",
     "set_lights(room='living room', brightness=20, color='red')"),
])
def test_a_light_gets_the_level_it_is_said_at(answer: str, command: str, repaired: str) -> None:
    calls, notes = apply_rule(with_said_light_level, answer, command)
    assert calls == [repaired] and len(notes) == 1


def test_a_courtesy_is_not_added_to_the_message() -> None:
    calls, notes = apply_rule(with_the_whole_message, 'send_message(recipient="Beatriz", body="happy birthday")',
                              "text Beatriz happy birthday! Dinner is on me Saturday, please")
    assert calls == ["send_message(recipient='Beatriz', body='happy birthday! Dinner is on me Saturday')"]
