"""The catalog models match the contract in shared/catalog.md, function by function."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from functions.catalog import CATALOG, CallContact, CatalogModel, SetAlarm, catalog_signatures, signature

NOW = datetime(2025, 3, 5, 10, 20, 33)  # a Wednesday
ROOT = Path(__file__).resolve().parents[1]
CONTRACT = next(
    (path for path in (ROOT / "shared" / "catalog.md", ROOT.parent / "shared" / "catalog.md") if path.exists()),
    ROOT / "shared" / "catalog.md",
)
CONFIRMED = {"send_email", "send_message", "call_contact"}

CONTRACT_NAMES = [
    "turn_on_flashlight", "turn_off_flashlight", "create_contact", "send_email", "show_map",
    "open_wifi_settings", "create_calendar_event", "set_bluetooth", "set_do_not_disturb",
    "set_brightness", "set_volume", "adjust_volume", "set_mute", "set_alarm", "cancel_alarm",
    "set_timer", "cancel_timer", "get_time", "create_reminder", "add_to_list", "create_note",
    "send_message", "call_contact", "get_weather", "set_lights", "set_thermostat", "play_media",
    "control_media", "move_robot", "stop_robot",
]

# (function, arguments as spoken or written by the model, full normalised JSON)
VALID: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("turn_on_flashlight", {}, {}),
    ("turn_off_flashlight", {}, {}),
    ("create_contact", {"first_name": "Ada", "last_name": "Lovelace", "phone_number": 5551234},
     {"first_name": "Ada", "last_name": "Lovelace", "phone_number": "5551234", "email": None}),
    ("send_email", {"to": "bob@example.com", "subject": " Lunch? ", "body": "See  you at noon."},
     {"to": "bob@example.com", "subject": "Lunch", "body": "See you at noon"}),
    ("show_map", {"query": "the nearest pharmacy"}, {"query": "the nearest pharmacy"}),
    ("open_wifi_settings", {}, {}),
    ("create_calendar_event", {"title": "Dentist", "datetime": "tomorrow at 3 pm"},
     {"title": "Dentist", "datetime": "2025-03-06T15:00:00"}),
    ("set_bluetooth", {"enabled": "on"}, {"enabled": True}),
    ("set_do_not_disturb", {"enabled": False}, {"enabled": False}),
    ("set_brightness", {"level": "fifty percent"}, {"level": 50}),
    ("set_volume", {"level": 20}, {"level": 20}),
    ("adjust_volume", {"direction": "Up"}, {"direction": "up"}),
    ("set_mute", {"muted": "yes"}, {"muted": True}),
    ("set_alarm", {"time": "seven thirty", "label": "gym"}, {"time": "07:30", "label": "gym"}),
    ("cancel_alarm", {}, {"time": None}),
    ("set_timer", {"duration_seconds": "five minutes"}, {"duration_seconds": 300, "label": None}),
    ("cancel_timer", {"label": "pasta"}, {"label": "pasta"}),
    ("get_time", {}, {}),
    ("create_reminder", {"text": "call mom", "datetime": "friday at 5pm"},
     {"text": "call mom", "datetime": "2025-03-07T17:00:00"}),
    ("add_to_list", {"item": "milk"}, {"item": "milk", "list_name": "shopping"}),
    ("create_note", {"text": "the wifi password is on the fridge."},
     {"text": "the wifi password is on the fridge"}),
    ("send_message", {"recipient": "Sam", "body": "running late"}, {"recipient": "Sam", "body": "running late"}),
    ("call_contact", {"name": "Mom"}, {"name": "Mom"}),
    ("get_weather", {"location": "Paris", "date": "tomorrow"}, {"location": "Paris", "date": "2025-03-06"}),
    ("set_lights", {"on": True, "room": "Living Room", "color": "Blue"},
     {"on": True, "room": "living room", "brightness": None, "color": "blue"}),
    ("set_thermostat", {"temperature": "twenty two degrees"}, {"temperature": 22}),
    ("play_media", {"query": "jazz"}, {"query": "jazz", "media_type": "music"}),
    ("control_media", {"action": "pause"}, {"action": "pause"}),
    ("move_robot", {"direction": "forward", "distance_cm": "fifty"}, {"direction": "forward", "distance_cm": 50}),
    ("stop_robot", {}, {}),
]

# (function, arguments that the contract forbids)
INVALID: list[tuple[str, dict[str, Any]]] = [
    ("turn_on_flashlight", {"brightness": 3}),
    ("turn_off_flashlight", {"room": "kitchen"}),
    ("create_contact", {"first_name": "Ada"}),
    ("send_email", {"to": "bob@example.com", "subject": "\u202eevil"}),
    ("show_map", {"query": "   ...  "}),
    ("open_wifi_settings", {"enabled": False}),
    ("create_calendar_event", {"title": "Dentist", "datetime": "banana"}),
    ("set_bluetooth", {"enabled": "maybe"}),
    ("set_do_not_disturb", {}),
    ("set_brightness", {"level": 101}),
    ("set_volume", {"level": -1}),
    ("adjust_volume", {"direction": "sideways"}),
    ("set_mute", {"muted": "perhaps"}),
    ("set_alarm", {"time": "25:00"}),
    ("cancel_alarm", {"time": "banana"}),
    ("set_timer", {"duration_seconds": 0}),
    ("cancel_timer", {"label": ""}),
    ("get_time", {"zone": "UTC"}),
    ("create_reminder", {"text": "x" * 501}),
    ("add_to_list", {"list_name": "shopping"}),
    ("create_note", {"text": "line one\nline two"}),
    ("send_message", {"recipient": "Sam"}),
    ("call_contact", {"contact_name": "Mom"}),
    ("get_weather", {"date": "2025-02-30"}),
    ("set_lights", {"brightness": "very bright"}),
    ("set_thermostat", {"temperature": "warm"}),
    ("play_media", {"query": "jazz", "media_type": "video"}),
    ("control_media", {"action": "rewind"}),
    ("move_robot", {"direction": "forward", "distance_cm": 0}),
    ("stop_robot", {"now": True}),
]


def test_catalog_has_exactly_the_contract_names() -> None:
    assert list(CATALOG) == CONTRACT_NAMES
    assert len(CATALOG) == 30


@pytest.mark.skipif(not CONTRACT.exists(), reason="shared/catalog.md not present")
def test_catalog_matches_the_contract_table() -> None:
    table = re.findall(r"^\|[^|]*\| `(\w+)`( !)? \|", CONTRACT.read_text(), flags=re.MULTILINE)
    assert [name for name, _ in table] == list(CATALOG)
    assert {name for name, bang in table if bang} == CONFIRMED


@pytest.mark.parametrize("name", CONTRACT_NAMES)
def test_only_the_bang_functions_need_confirmation(name: str) -> None:
    assert CATALOG[name].needs_confirmation is (name in CONFIRMED)


@pytest.mark.parametrize("model", list(CATALOG.values()), ids=list(CATALOG))
def test_models_forbid_extra_arguments_and_describe_themselves(model: type[CatalogModel]) -> None:
    assert model.model_config["extra"] == "forbid"
    assert model.description and "\n" not in model.description


def test_every_function_has_a_valid_and_an_invalid_example() -> None:
    assert sorted({name for name, _, _ in VALID}) == sorted(CATALOG)
    assert sorted({name for name, _ in INVALID}) == sorted(CATALOG)


@pytest.mark.parametrize(("name", "arguments", "expected"), VALID, ids=[v[0] for v in VALID])
def test_valid_calls_normalise_to_the_contract_form(
    name: str, arguments: dict[str, Any], expected: dict[str, Any]
) -> None:
    instance = CATALOG[name].model_validate(arguments, context={"now": NOW})
    assert instance.model_dump(mode="json") == expected


@pytest.mark.parametrize(("name", "arguments"), INVALID, ids=[v[0] for v in INVALID])
def test_invalid_calls_are_refused(name: str, arguments: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        CATALOG[name].model_validate(arguments, context={"now": NOW})


def test_optional_parameters_default_to_null_or_their_stated_default() -> None:
    defaults = {
        name: {key: field.default for key, field in model.model_fields.items() if not field.is_required()}
        for name, model in CATALOG.items()
    }
    assert defaults["add_to_list"] == {"list_name": "shopping"}
    assert defaults["play_media"] == {"media_type": "music"}
    assert defaults["set_lights"] == {"on": None, "room": None, "brightness": None, "color": None}
    others = [v for n, d in defaults.items() if n not in ("add_to_list", "play_media") for v in d.values()]
    assert all(value is None for value in others)


def test_call_contact_keeps_the_contract_parameter_name() -> None:
    call = CallContact.model_validate({"name": "Grandma"})
    assert CallContact.name == "call_contact"
    assert call.contact_name == "Grandma"
    assert call.model_dump(mode="json") == {"name": "Grandma"}


def test_validated_calls_are_frozen() -> None:
    alarm = SetAlarm.model_validate({"time": "7"})
    with pytest.raises(ValidationError):
        alarm.time = "08:00"  # type: ignore[misc]


def test_signatures_are_compact_single_lines() -> None:
    assert signature(SetAlarm) == 'set_alarm(time: "HH:MM", label?: str)'
    assert signature(CATALOG["set_volume"]) == "set_volume(level: int 0..100)"
    assert signature(CATALOG["adjust_volume"]) == 'adjust_volume(direction: "up"|"down")'
    assert signature(CATALOG["add_to_list"]) == 'add_to_list(item: str, list_name?: str = "shopping")'
    assert signature(CATALOG["call_contact"]) == "call_contact(name: str)"
    assert signature(CATALOG["get_time"]) == "get_time()"


def test_catalog_signatures_has_one_line_per_function() -> None:
    lines = catalog_signatures().splitlines()
    assert len(lines) == 30
    assert [line.split("(", 1)[0] for line in lines] == CONTRACT_NAMES
