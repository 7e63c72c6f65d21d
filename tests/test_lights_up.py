"""A low brightness nobody said is dropped, and the lights switched on, when the command asks for more light."""

from __future__ import annotations

import pytest

from functions.lights import without_unsaid_dimness
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("answer", "command", "kept"), [
    ("set_lights(brightness=10)", "turn the lights up", "set_lights(on=True)"),
    ('set_lights(room="den", brightness=1)', "brighten the den please", "set_lights(on=True, room='den')"),
    ("set_lights(on=false, brightness=5)", "make the lights brighter", "set_lights(on=False)"),
])
def test_a_low_brightness_nobody_said_is_dropped(answer: str, command: str, kept: str) -> None:
    assert apply_rule(without_unsaid_dimness, answer, command) == (
        [kept], [f"{described(answer)[0]} became {kept}: the command asks for more light and says no level"])


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(brightness=100)", "turn the lights up"),
    ("set_lights(brightness=20)", "turn the lights up to 20"),
    ("set_lights(brightness=20)", "turn the lights up to twenty percent"),
    ("set_lights(brightness=10)", "dim the lights"),
    ("set_lights(brightness=10)", "set the lights low"),
    ('adjust_volume(direction="up")', "turn it up"),
])
def test_a_level_said_or_a_word_of_less_keeps_the_answer(answer: str, command: str) -> None:
    assert apply_rule(without_unsaid_dimness, answer, command) == (described(answer), [])
