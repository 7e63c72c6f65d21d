"""Robot distances said in another unit become centimetres; everything else is left as the model wrote it."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.length_scope import scope
from functions.lengths import StatedLength, resolve_lengths, stated_lengths
from functions.parse import parse_calls


def resolved(answer: str, command: str) -> tuple[list[dict[str, object]], list[str]]:
    """The calls of a model `answer` to `command`, after the length rule, and the rejection reasons."""
    parsed = parse_calls(answer)
    assert not parsed.rejected, parsed.rejected
    result = resolve_lengths(parsed.calls, command)
    return [call.to_json() for call in result.calls], [call.reason for call in result.rejected]


def distances(answer: str, command: str) -> list[object]:
    calls, reasons = resolved(answer, command)
    assert not reasons, reasons
    return [call["arguments"].get("distance_cm") for call in calls]


@pytest.mark.parametrize(("command", "amount", "unit"), [
    ("drive forward two meters", 2.0, "meters"),
    ("move forward one point five metres", 1.5, "metres"),
    ("go back one and a half metres", 1.5, "metres"),
    ("back up a metre and a half", 1.5, "metre"),
    ("half a meter back", 0.5, "meter"),
    ("move forward a meter", 1.0, "meter"),
    ("robot forward 2m", 2.0, "m"),
    ("left three feet", 3.0, "feet"),
    ("creep forward twelve inches", 12.0, "inches"),
    ("forward 10 yd", 10.0, "yd"),
    ("two hundred and fifty centimeters", 250.0, "centimeters"),
    ("drive forward 1,000 meters", 1000.0, "meters"),
    ("back 1,500.5 cm", 1500.5, "cm"),
])
def test_a_stated_length_is_read_with_its_unit(command: str, amount: float, unit: str) -> None:
    assert [(length.amount, length.unit) for length in stated_lengths(command)] == [(amount, unit)]


@pytest.mark.parametrize("command", [
    "not another inch robot",
    "cancel the parking meter timer",
    "move 2 in the hall",
    "set a timer for 5 minutes",
    "go forward 3-m",
    "robot forward",
])
def test_words_that_only_look_like_lengths_are_not_lengths(command: str) -> None:
    assert stated_lengths(command) == []


def test_feet_and_inches_round_to_whole_centimetres() -> None:
    assert distances('move_robot(direction="left", distance_cm=3)', "robot go left 3 feet") == [91]
    assert distances('move_robot(direction="forward", distance_cm=5)', "forward five inches") == [13]


def test_metres_become_centimetres_whatever_number_the_model_copied() -> None:
    assert distances('move_robot(direction="forward", distance_cm=2)', "drive forward two meters") == [200]
    assert distances('move_robot(direction="forward", distance_cm=1)', "move forward 1.5 meters") == [150]
    assert distances('move_robot(direction="backward", distance_cm=50)', "back half a metre") == [50]


def test_lengths_pair_with_distances_in_order() -> None:
    answer = 'move_robot(direction="forward", distance_cm=2); move_robot(direction="left"); ' \
             'move_robot(direction="forward", distance_cm=3)'
    command = "move forward 2 meters then turn left and go 3 feet"
    assert distances(answer, command) == [200, None, 91]


def test_centimetres_are_left_as_the_model_wrote_them() -> None:
    assert distances('move_robot(direction="forward", distance_cm=75)', "robot forward by 75 cm") == [75]


def test_a_count_that_does_not_pair_is_left_alone() -> None:
    command = "move forward 2 meters and the table is 3 feet away"
    assert distances('move_robot(direction="forward", distance_cm=2)', command) == [2]


def test_other_calls_are_untouched() -> None:
    answer = 'set_timer(duration_seconds="5 minutes"); move_robot(direction="forward", distance_cm=2)'
    calls, reasons = resolved(answer, "timer for five minutes and drive forward two meters")
    assert reasons == []
    assert calls[0] == parse_calls('set_timer(duration_seconds="5 minutes")').calls[0].to_json()
    assert calls[1]["arguments"]["distance_cm"] == 200


@pytest.mark.parametrize(("command", "said"), [("drive forward 50 km", "50 km"), ("nudge forward 2 mm", "2 mm")])
def test_a_length_outside_the_catalog_range_rejects_the_call(command: str, said: str) -> None:
    calls, reasons = resolved('move_robot(direction="forward", distance_cm=50)', command)
    assert calls == []
    assert len(reasons) == 1 and reasons[0].startswith(f"{said} is not a distance the robot takes")


def test_no_distance_call_means_nothing_is_read() -> None:
    calls, reasons = resolved('set_lights(on=true, room="front yard")', "front yard lights on, 3 feet from the door")
    assert reasons == [] and calls[0]["name"] == "set_lights"


def test_a_whole_long_command_is_read() -> None:
    command = "please " * 60 + "drive forward two meters"
    assert stated_lengths(command) == [StatedLength(2.0, "meters", 200.0)]


def test_the_natural_set_has_one_command_the_rule_can_move() -> None:
    found = scope(Path(__file__).parent / "data" / "natural.jsonl")
    assert found.commands == 240 and found.in_scope == ["drive forward two meters"]


def test_a_number_too_large_for_a_float_rejects_the_call_without_crashing() -> None:
    calls, reasons = resolved('move_robot(direction="forward", distance_cm=9)', "drive forward " + "9" * 400 + " meters")
    assert calls == []
    assert reasons == ["inf meters is not a distance the robot takes: the number is too large"]
