"""The two contact probes (tests/data/contacts.jsonl, contacts2.jsonl) are well formed and follow the name convention.

Runs AO and AP are judged on the first probe; the second is the test of the
round that passes. Their expected calls must already be in the catalog's
normalised form, every name must be words of the command, and a contact's
name must be split by the convention both probes and the contact families
(`data/families_extra15.py`) follow: the last name is the final word with
any lower-case particle before it, the first name every word before it, and
one name gives an empty last name.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from functions.contacts import PARTICLES, split_name
from functions.registry import validate_call

DATA = Path(__file__).parent / "data"
PROBES = {"contacts.jsonl": 90, "contacts2.jsonl": 80}
GROUPS = {"first_only", "two_words", "compound_first", "particle_last", "other_calls", "no_call"}
NAME_ARGUMENTS = ("first_name", "last_name", "name", "recipient", "to")


def _load(name: str) -> list[dict[str, Any]]:
    with (DATA / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


ITEMS = [(name, item) for name in PROBES for item in _load(name)]


@pytest.mark.parametrize(("probe", "item"), ITEMS, ids=[f"{n}:{i['text'][:50]}" for n, i in ITEMS])
def test_item_is_normalised_and_copied(probe: str, item: dict[str, Any]) -> None:
    assert {"text", "now", "calls", "group"} <= set(item) <= {"text", "now", "calls", "group", "note"}
    assert item["group"] in GROUPS
    assert (item["group"] == "no_call") == (item["calls"] == [])
    text = " ".join(item["text"].casefold().split())
    for call in item["calls"]:
        assert validate_call(call["name"], call["arguments"], now=datetime.fromisoformat(item["now"])).to_json() == call
        for argument in NAME_ARGUMENTS:
            if value := call["arguments"].get(argument):
                assert value.casefold() in text, (argument, value)


@pytest.mark.parametrize(("probe", "item"), [(n, i) for n, i in ITEMS if i["group"] != "other_calls" and i["calls"]],
                         ids=lambda value: value["text"][:50] if isinstance(value, dict) else value)
def test_a_contact_is_split_by_the_convention(probe: str, item: dict[str, Any]) -> None:
    arguments = item["calls"][0]["arguments"]
    spoken = f"{arguments['first_name']} {arguments['last_name']}".split()
    assert split_name(spoken) == (arguments["first_name"], arguments["last_name"])


def test_split_name_keeps_particles_with_the_last_name() -> None:
    assert split_name(["isabel"]) == ("isabel", "")
    assert split_name("jean luc picard".split()) == ("jean luc", "picard")
    assert split_name("maria de la cruz".split()) == ("maria", "de la cruz")
    assert split_name("anna lena von berg".split()) == ("anna lena", "von berg")


@pytest.mark.parametrize(("probe", "size"), PROBES.items())
def test_probe_size_groups_and_unique_texts(probe: str, size: int) -> None:
    items = [item for name, item in ITEMS if name == probe]
    assert len(items) == size
    assert set(Counter(item["group"] for item in items)) == GROUPS
    texts = [" ".join(item["text"].casefold().split()) for item in items]
    assert len(texts) == len(set(texts))


def test_the_second_probe_shares_no_name_with_the_first() -> None:
    def names(probe: str) -> set[str]:
        return {word.casefold() for name, item in ITEMS if name == probe for call in item["calls"]
                for argument in NAME_ARGUMENTS if (value := call["arguments"].get(argument))
                for word in value.split()} - PARTICLES

    assert names("contacts.jsonl") & names("contacts2.jsonl") == set()
