"""Rule L: a light request is read by its own clause, and no light call runs that sets what nobody asked."""

from __future__ import annotations

import pytest

from functions.lights import light_clauses, without_empty_light_calls, without_light_for_dimming, without_unsaid_dimness
from tests.rule_support import apply_rule, described

MORE_LIGHT = "the command asks for more light and says no level"
NO_LEVEL = ("the command dims the lights but says no level, and this would only switch them on; say a level, e.g. "
            "'dim the lights to 30 percent'")
NOTHING_SET = ("it sets nothing the lights have (on or off, a level, a colour); say one, e.g. "
               "'dim the lights to 30 percent' or 'turn the lights on'")


def test_light_clauses_are_the_parts_that_name_a_light() -> None:
    assert light_clauses("turn the volume down and the lights up") == [" the lights up"]
    assert light_clauses("dim the lamp, then play jazz") == ["dim the lamp"]
    assert light_clauses("turn it up") == []


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="down"); set_lights(brightness=1)', "turn the volume down and the lights up"),
    ('set_lights(brightness=10); adjust_volume(direction="down")', "turn the lights up and the volume down"),
])
def test_more_light_in_its_own_clause_is_not_a_low_brightness(answer: str, command: str) -> None:
    low = next(call for call in described(answer) if call.startswith("set_lights"))
    kept, notes = apply_rule(without_unsaid_dimness, answer, command)
    assert "set_lights(on=True)" in kept and low not in kept
    assert notes == [f"{low} became set_lights(on=True): {MORE_LIGHT}"]


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(brightness=10)", "turn the volume up and the lights down"),
    ("set_lights(brightness=20)", "turn the volume down and the lights up to 20"),
])
def test_a_light_clause_that_dims_or_says_a_level_keeps_the_brightness(answer: str, command: str) -> None:
    assert apply_rule(without_unsaid_dimness, answer, command) == (described(answer), [])


def test_dimming_at_no_level_does_not_switch_the_lights_on() -> None:
    answer = 'adjust_volume(direction="up"); set_lights(on=true)'
    assert apply_rule(without_light_for_dimming, answer, "turn up the volume and dim the lights") == (
        ["adjust_volume(direction='up')"], [f"left out set_lights(on=True): {NO_LEVEL}"])


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(on=true)", "dim the lights and turn them on"),
    ("set_lights(on=true, brightness=30)", "dim the lights to 30"),
    ("set_lights(on=true)", "turn the volume down and the lights on"),
    ('set_lights(on=true, color="red")', "dim the lights and make them red"),
])
def test_a_switch_said_or_a_setting_kept_stays(answer: str, command: str) -> None:
    assert apply_rule(without_light_for_dimming, answer, command) == (described(answer), [])


@pytest.mark.parametrize(("answer", "command"), [
    ('set_lights(room="lights")', "turn the lights down"),
    ('set_lights(room="low")', "turn the lights down low"),
    ('set_lights(room="lights", color="warmer")', "make the lights warmer"),
    ('set_lights(room="kitchen")', "kitchen lights"),
])
def test_a_light_call_that_sets_nothing_is_left_out(answer: str, command: str) -> None:
    assert apply_rule(without_empty_light_calls, answer, command) == (
        [], [f"left out {described(answer)[0]}: {NOTHING_SET}"])


def test_a_room_that_is_a_light_word_is_dropped_from_a_call_that_sets_something() -> None:
    assert apply_rule(without_empty_light_calls, 'set_lights(on=true, room="lamp")', "turn on the lamp") == (
        ["set_lights(on=True)"], ["set_lights(on=True, room='lamp') became set_lights(on=True): "
                                  "that names no room or colour"])


@pytest.mark.parametrize("answer", [
    'set_lights(on=true, room="kitchen")', 'set_lights(room="den", color="amber")', "set_lights(brightness=0)",
    'adjust_volume(direction="down")',
])
def test_a_real_room_colour_or_setting_stays(answer: str) -> None:
    assert apply_rule(without_empty_light_calls, answer, "any command") == (described(answer), [])
