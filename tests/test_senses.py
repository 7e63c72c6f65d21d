"""A volume change asked for in words of temperature alone is left out with a note; everything else is kept."""

from __future__ import annotations

import pytest

from functions.senses import without_volume_for_warmth
from tests.rule_support import apply_rule, described


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(without_volume_for_warmth, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "make it warmer"),
    ('adjust_volume(direction="up")', "warmer please"),
    ('adjust_volume(direction="down")', "turn the heat down"),
    ('adjust_volume(direction="down")', "make it a bit colder"),
    ('adjust_volume(direction="up")', "it is freezing turn it up"),
])
def test_a_temperature_wish_changes_no_volume(answer: str, command: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert len(notes) == 1 and notes[0].startswith("left out adjust_volume(direction=")
    assert "speaks of temperature, not sound" in notes[0] and "thermostat" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "turn it up"),
    ('adjust_volume(direction="up")', "it's cold in here but turn the music up"),
    ('adjust_volume(direction="up")', "this song is hot turn it up"),
    ('set_thermostat(temperature=28); set_mute(muted=true)', "it's cold put the heating up to 28 and silence my phone"),
    ('set_thermostat(temperature=22)', "make it warmer, 22 degrees"),
])
def test_sound_and_other_calls_are_kept(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


def test_only_the_volume_goes() -> None:
    kept, notes = after_rule('set_thermostat(temperature=24); adjust_volume(direction="up")',
                             "heating to 24 and make it warmer")
    assert kept == ['set_thermostat(temperature=24)'] and len(notes) == 1
