"""Two light calls that are one wish are merged, so the colour or level reaches the lights the command names."""

from __future__ import annotations

import pytest

from functions.lights import merged_light_calls
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("answer", "command", "merged"), [
    ('set_lights(on=true, room="den"); set_lights(color="purple")', "lights on in the den and make them purple",
     "set_lights(on=True, room='den', color='purple')"),
    ('set_lights(on=true, room="garage", brightness=70); set_lights(brightness=70)',
     "turn the garage lights on then make them 70 percent", "set_lights(on=True, room='garage', brightness=70)"),
    ('set_lights(room="bathroom", color="white"); set_lights(on=true)',
     "make the bathroom lights white and turn them on", "set_lights(on=True, room='bathroom', color='white')"),
    ('set_lights(on=true); set_lights(color="blue")', "turn on the lights and make them blue",
     "set_lights(on=True, color='blue')"),
])
def test_a_split_light_wish_becomes_one_call(answer: str, command: str, merged: str) -> None:
    assert apply_rule(merged_light_calls, answer, command) == ([merged], [])


def test_the_calls_around_the_merge_keep_their_order() -> None:
    answer = 'get_time(); set_lights(on=true, room="den"); set_lights(color="red"); set_mute(muted=true)'
    kept, _ = apply_rule(merged_light_calls, answer, "time then den lights on and red then mute")
    assert kept == ["get_time()", "set_lights(on=True, room='den', color='red')", "set_mute(muted=True)"]


@pytest.mark.parametrize(("answer", "command"), [
    ('set_lights(on=false, room="living room"); set_lights(on=true, room="porch")',
     "turn off the living room lights and turn on the porch light"),
    ('set_lights(on=false, room="kitchen"); set_lights(on=true)', "kitchen lights off and the lights on"),
    ('set_lights(on=true, room="kitchen"); set_lights(color="blue")',
     "turn on the kitchen lights and make all the lights blue"),
    ('set_lights(on=true, room="den"); set_mute(muted=true); set_lights(color="red")',
     "den lights on, mute, and red lights"),
])
def test_other_light_calls_are_kept_as_they_are(answer: str, command: str) -> None:
    assert apply_rule(merged_light_calls, answer, command) == (described(answer), [])
