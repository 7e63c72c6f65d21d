"""A volume change against the one direction of sound its command names takes the direction said."""

from __future__ import annotations

import pytest

from functions.volume_direction import said_direction, with_said_volume_direction
from tests.rule_support import apply_rule, described


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(with_said_volume_direction, answer, command)


@pytest.mark.parametrize(("answer", "command", "said"), [
    ('adjust_volume(direction="down")', "turn the volume back up", "up"),
    ('adjust_volume(direction="down")', "bring it back up please", "up"),
    ('adjust_volume(direction="up")', "make it quieter", "down"),
])
def test_a_volume_change_against_the_direction_said_is_turned(answer: str, command: str, said: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == [f"adjust_volume(direction={said!r})"]
    assert notes == [f"{described(answer)[0]} became adjust_volume(direction={said!r}): the command names only "
                     f"{said!r}"]


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "turn the volume back up"),
    ('adjust_volume(direction="down")', "turn the volume down and the lights up"),
    ('adjust_volume(direction="up")', "give the speaker some juice and dial the brightness down"),
    ('adjust_volume(direction="up")', "turn it up, it's warm but turn the heat down"),
    ('adjust_volume(direction="down"); set_alarm(time="7")', "wake me up at 7 and turn it down"),
    ('set_volume(level=20)', "turn it up to 20"),
])
def test_other_answers_and_commands_of_both_directions_are_untouched(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


def test_the_direction_said_needs_one_side_and_no_light_or_heat() -> None:
    assert said_direction("crank it up") == "up"
    assert said_direction("turn it down a little") == "down"
    assert said_direction("pick up the pace and turn it down") is None
    assert said_direction("lights up") is None
    assert said_direction("play some jazz") is None
