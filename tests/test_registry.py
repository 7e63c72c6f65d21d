"""validate_call: the one gate every call passes before a device sees it."""

from __future__ import annotations

from collections import OrderedDict
from datetime import datetime
from typing import Any

import pytest

from app.errors import VoxcallError
from functions.catalog import SetAlarm
from functions.registry import CallRejected, validate_call

NOW = datetime(2025, 3, 5, 10, 20, 33)  # a Wednesday
CONFIRMED = {"send_email", "send_message", "call_contact"}

ONE_VALID_CALL: list[tuple[str, dict[str, Any]]] = [
    ("turn_on_flashlight", {}),
    ("turn_off_flashlight", {}),
    ("create_contact", {"first_name": "Ada", "last_name": "Lovelace"}),
    ("send_email", {"to": "bob@example.com", "subject": "hi"}),
    ("show_map", {"query": "Eiffel Tower"}),
    ("open_wifi_settings", {}),
    ("create_calendar_event", {"title": "standup", "datetime": "2025-03-06T09:30:00"}),
    ("set_bluetooth", {"enabled": True}),
    ("set_do_not_disturb", {"enabled": "off"}),
    ("set_brightness", {"level": 0}),
    ("set_volume", {"level": 100}),
    ("adjust_volume", {"direction": "down"}),
    ("set_mute", {"muted": False}),
    ("set_alarm", {"time": "07:30"}),
    ("cancel_alarm", {"time": None}),
    ("set_timer", {"duration_seconds": 60}),
    ("cancel_timer", {}),
    ("get_time", {}),
    ("create_reminder", {"text": "water the plants"}),
    ("add_to_list", {"item": "eggs", "list_name": "groceries"}),
    ("create_note", {"text": "idea"}),
    ("send_message", {"recipient": "Sam", "body": "hi"}),
    ("call_contact", {"name": "Sam"}),
    ("get_weather", {}),
    ("set_lights", {"brightness": 30}),
    ("set_thermostat", {"temperature": 21}),
    ("play_media", {"query": "the news", "media_type": "radio"}),
    ("control_media", {"action": "next"}),
    ("move_robot", {"direction": "left"}),
    ("stop_robot", {}),
]


@pytest.mark.parametrize(("name", "arguments"), ONE_VALID_CALL, ids=[c[0] for c in ONE_VALID_CALL])
def test_every_function_validates_and_carries_its_confirmation_flag(name: str, arguments: dict[str, Any]) -> None:
    call = validate_call(name, arguments, now=NOW)
    assert call.name == name
    assert call.needs_confirmation is (name in CONFIRMED)
    assert set(arguments) <= set(call.arguments)


def test_returns_the_catalog_model_instance_with_every_parameter() -> None:
    call = validate_call("set_alarm", {"time": "7 pm"}, now=NOW)
    assert isinstance(call.args, SetAlarm)
    assert call.to_json() == {"name": "set_alarm", "arguments": {"time": "19:00", "label": None}}


def test_now_resolves_relative_dates() -> None:
    call = validate_call("create_reminder", {"text": "bins", "datetime": "tomorrow at 3 pm"}, now=NOW)
    assert call.arguments["datetime"] == "2025-03-06T15:00:00"


def test_null_means_not_spoken_so_defaults_apply() -> None:
    call = validate_call("add_to_list", {"item": "milk", "list_name": None})
    assert call.arguments == {"item": "milk", "list_name": "shopping"}


def test_any_mapping_is_accepted() -> None:
    assert validate_call("set_volume", OrderedDict(level="fifty")).arguments == {"level": 50}


def test_rejection_is_a_voxcall_error_with_a_hint() -> None:
    with pytest.raises(CallRejected) as caught:
        validate_call("set_alarm", {})
    assert isinstance(caught.value, VoxcallError)
    assert caught.value.message == "set_alarm: missing required argument 'time'"
    assert 'set_alarm(time: "HH:MM", label?: str)' in caught.value.hint


def test_unknown_function_lists_close_names() -> None:
    with pytest.raises(CallRejected, match=r"unknown function 'set_alarms'.*set_alarm"):
        validate_call("set_alarms", {"time": "07:00"})


@pytest.mark.parametrize("name", ["rm_rf", "", "__import__", 42, None])
def test_names_outside_the_catalog_are_rejected(name: Any) -> None:
    with pytest.raises(CallRejected, match="unknown function"):
        validate_call(name, {})


@pytest.mark.parametrize("arguments", [["07:30"], "time=07:30", None, 7])
def test_arguments_must_be_a_mapping(arguments: Any) -> None:
    with pytest.raises(CallRejected, match="set_alarm: arguments must be a mapping"):
        validate_call("set_alarm", arguments)


def test_argument_names_must_be_strings() -> None:
    with pytest.raises(CallRejected, match="argument names must be strings"):
        validate_call("set_alarm", {1: "07:30"})  # type: ignore[dict-item]


def test_extra_argument_is_rejected_and_the_accepted_ones_listed() -> None:
    with pytest.raises(CallRejected) as caught:
        validate_call("set_alarm", {"time": "07:30", "snooze": 5})
    assert caught.value.message == "set_alarm: unknown argument 'snooze' (accepted: time, label)"


def test_call_contact_accepts_only_the_contract_name() -> None:
    with pytest.raises(CallRejected, match="unknown argument 'contact_name'"):
        validate_call("call_contact", {"contact_name": "Sam"})


@pytest.mark.parametrize(
    ("name", "arguments", "expected"),
    [
        ("set_alarm", {"time": "25:00"}, "set_alarm: argument 'time': invalid clock time '25:00'"),
        ("set_volume", {"level": 150}, "set_volume: argument 'level': input should be less than or equal to 100"),
        ("adjust_volume", {"direction": "sideways"}, "adjust_volume: argument 'direction': input should be 'up' or"),
        ("set_timer", {"duration_seconds": -5}, "set_timer: argument 'duration_seconds': input should be greater"),
        ("create_note", {"text": "  "}, "create_note: argument 'text': must not be empty"),
        ("send_message", {"recipient": "a\u202eb", "body": "x"}, "send_message: argument 'recipient': contains a bidi"),
    ],
)
def test_invalid_values_name_function_argument_and_reason(name: str, arguments: dict[str, Any], expected: str) -> None:
    with pytest.raises(CallRejected) as caught:
        validate_call(name, arguments)
    message = caught.value.message
    assert message.startswith(expected)
    assert "\n" not in message and "http" not in message and "Value error" not in message


def test_several_problems_are_reported_on_one_line() -> None:
    with pytest.raises(CallRejected) as caught:
        validate_call("send_email", {"subject": "", "cc": "x"})
    message = caught.value.message
    assert "\n" not in message
    for part in ("missing required argument 'to'", "argument 'subject'", "unknown argument 'cc'"):
        assert part in message


def test_huge_values_are_shown_shortened() -> None:
    with pytest.raises(CallRejected) as caught:
        validate_call("set_volume", {"level": [0] * 100_000})
    assert len(caught.value.message) < 200


def test_a_huge_unknown_name_is_shown_shortened() -> None:
    with pytest.raises(CallRejected) as caught:
        validate_call("x" * 50_000, {})
    assert len(caught.value.message) < 100
