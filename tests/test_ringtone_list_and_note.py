"""Rules T7, RT, N3, R6, E5, M2 and L5 (`benchmarks/results/ringtone-list-and-note-rules/`)."""

from __future__ import annotations

import pytest

from functions.edits import without_new_for_edits
from functions.guards import Rule
from functions.in_progress import without_ringer_for_ringtones, without_unasked_timers
from functions.lights import merged_light_calls, without_levels_in_colours
from functions.lists import without_items_for_marking
from functions.senses import without_calls_to_no_one
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "kept"), [
    (without_unasked_timers, 'send_message(recipient="Colm", body="call me back after six"); '
     "set_timer(duration_seconds=6)", "Message Colm saying call me back after six",
     ["send_message(recipient='Colm', body='call me back after six')"]),
    (without_ringer_for_ringtones, "set_mute(muted=true)", "set Dad's ringtone to the old phone ring", []),
    (without_calls_to_no_one, 'call_contact(name="the unknown number")',
     "Call back that missed call from the unknown number", []),
    (without_calls_to_no_one, 'set_timer(duration_seconds=900); call_contact(name="me")',
     "give the oven fifteen minutes and give me a shout", ["set_timer(duration_seconds=900)"]),
    (without_items_for_marking, 'add_to_list(item="eggs")', "Mark eggs as bought on the shopping list", []),
    (without_items_for_marking, 'add_to_list(item="bread", list_name="grocery")', "check off bread on my grocery list",
     []),
    (without_new_for_edits, 'create_note(text="the garage code")', "Edit my note about the garage code", []),
])
def test_a_call_nobody_asked_for_is_left_out(rule: Rule, answer: str, command: str, kept: list[str]) -> None:
    calls, notes = apply_rule(rule, answer, command)
    assert calls == kept and len(notes) == len(described(answer)) - len(kept)


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_unasked_timers, "set_timer(duration_seconds=1200)", "wake me up in 20 minutes"),
    (without_unasked_timers, "set_timer(duration_seconds=120)", "can you time the rice for me"),
    (without_ringer_for_ringtones, "set_mute(muted=true)", "turn the ringtone off"),
    (without_ringer_for_ringtones, "set_mute(muted=true)", "switch off my ringtone"),
    (without_calls_to_no_one, 'call_contact(name="jenny")', "call jenny back"),
    (without_items_for_marking, 'add_to_list(item="eggs")', "add eggs to the shopping list"),
    (without_new_for_edits, 'create_note(text="the garage code")', "make a note about the garage code"),
    (merged_light_calls, 'set_lights(room="bedroom", color="red"); set_lights(room="kitchen", color="blue")',
     "make the bedroom lights red and the kitchen lights blue"),
    (merged_light_calls, 'set_lights(on=true, room="kitchen"); set_lights(room="kitchen", color="white")',
     "get the lights in the kitchen to switch on and can the kitchen lights be white"),
    (without_levels_in_colours, 'set_lights(room="hall", color="green")', "set the hall lights to green"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])


def test_two_calls_for_one_room_said_once_are_one_wish() -> None:
    calls, notes = apply_rule(merged_light_calls, 'set_lights(room="living room", color="purple"); '
                              'set_lights(room="living room", brightness=70)',
                              "Make the living room lights purple and 70 percent")
    assert calls == ["set_lights(room='living room', brightness=70, color='purple')"] and notes == []


@pytest.mark.parametrize(("answer", "command", "repaired"), [
    ('set_lights(room="nursery", brightness=10, color="orange, ten percent")', "Nursery lights orange, ten percent",
     "set_lights(room='nursery', brightness=10, color='orange')"),
    ('set_lights(room="hall", color="green, fifty percent")', "set the hall lights to green, fifty percent",
     "set_lights(room='hall', brightness=50, color='green')"),
])
def test_a_level_in_a_colour_is_cut_out(answer: str, command: str, repaired: str) -> None:
    calls, notes = apply_rule(without_levels_in_colours, answer, command)
    assert calls == [repaired] and len(notes) == 1
