"""The unseen-names set: new names only, in training wordings, with targets the catalog accepts."""

from __future__ import annotations

from datetime import datetime

from data.generate import training_skeletons
from data.unseen_names import FIRST, LAST, commands, seen_names
from functions.parse import parse_calls

SKELETONS = {
    "call_contact": "call {name}",
    "send_message": "text {recipient} {body}",
    "create_contact": "save {first_name} {last_name} as a contact",
    "send_email": "send an email to {to} about {subject}",
}


def test_no_name_is_in_the_training_vocabulary() -> None:
    assert len(set(FIRST)) == len(FIRST) == 80
    assert not set(FIRST + LAST) & seen_names()


def test_every_wording_is_a_training_family_s() -> None:
    assert set(SKELETONS.values()) <= training_skeletons()


def test_each_command_is_its_skeleton_filled_with_the_expected_values() -> None:
    rows = commands()
    assert len(rows) == 240
    for row in rows:
        (call,) = row["calls"]
        filled = SKELETONS[call["name"]].format(**{key: value for key, value in call["arguments"].items() if value})
        assert filled == row["text"]


def test_targets_validate_against_the_catalog() -> None:
    for row in commands():
        (call,) = row["calls"]
        given = ", ".join(f'{key}="{value}"' for key, value in call["arguments"].items() if value is not None)
        parsed = parse_calls(f"{call['name']}({given})", now=datetime.fromisoformat(row["now"]))
        assert not parsed.rejected and [c.to_json() for c in parsed.calls] == row["calls"], row
