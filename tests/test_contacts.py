"""A contact named once gets an empty last name; a contact named by a number is left out with a note; every other
call is left as the model wrote it."""

from __future__ import annotations

import pytest

from functions.contacts import drop_repeated_last_names, split_by_the_convention, times_said, without_numbered_names
from functions.parse import parse_calls
from functions.registry import CallRejected, validate_call
from tests.rule_support import apply_rule


def after_rule(answer: str, command: str, rule=drop_repeated_last_names) -> list[dict[str, object]]:
    """The calls' arguments of a model `answer` to `command` once `rule` (default: the one-name rule) has run."""
    parsed = parse_calls(answer)
    assert not parsed.rejected, parsed.rejected
    return [call.to_json()["arguments"] for call in rule(parsed.calls, command)]


ISABEL_TWICE = 'create_contact(first_name="isabel", last_name="isabel")'


@pytest.mark.parametrize(("answer", "command"), [
    (ISABEL_TWICE, "add isabel to my contacts"),
    (ISABEL_TWICE, "save Isabel as a new contact"),
    (ISABEL_TWICE, "new contact isabel with the number five five five one two three four"),
    ('create_contact(first_name="isabel", last_name="isabel", email="isabel at gmail dot com")',
     "add a contact named isabel with email isabel at gmail dot com"),
])
def test_a_name_said_once_is_the_first_name_only(answer: str, command: str) -> None:
    [contact] = after_rule(answer, command)
    assert (contact["first_name"], contact["last_name"]) == ("isabel", "")


@pytest.mark.parametrize(("answer", "command"), [
    ('create_contact(first_name="isabel", last_name="garcia")', "add isabel garcia to my contacts"),
    ('create_contact(first_name="jordan", last_name="jordan")', "save jordan jordan as a contact"),
    ('create_contact(first_name="isabel", last_name="isabel")', "isabel isabel is my new contact"),
])
def test_two_names_stay_as_written(answer: str, command: str) -> None:
    parsed = parse_calls(answer)
    assert after_rule(answer, command) == [call.to_json()["arguments"] for call in parsed.calls]


def test_only_the_repeating_contact_changes_and_order_is_kept() -> None:
    answer = ('turn_on_flashlight(); create_contact(first_name="tom", last_name="tom"); '
              'create_contact(first_name="ada", last_name="lovelace")')
    calls = after_rule(answer, "flashlight on then add tom and ada lovelace to my contacts")
    assert calls == [{}, {"first_name": "tom", "last_name": "", "phone_number": None, "email": None},
                     {"first_name": "ada", "last_name": "lovelace", "phone_number": None, "email": None}]


def test_other_functions_with_equal_values_are_untouched() -> None:
    answer = 'send_email(to="isabel", subject="isabel")'
    assert after_rule(answer, "email isabel about the trip") == [{"to": "isabel", "subject": "isabel", "body": None}]


def test_whole_words_only() -> None:
    assert times_said("isabel", "add isabella and isabel") == 1
    assert times_said("Mary Ann", "call mary ann, then save mary ann") == 2
    assert times_said("a.b", "axb") == 0, "the name is matched literally, not as a pattern"


def test_last_name_may_be_empty_but_first_name_may_not() -> None:
    assert validate_call("create_contact", {"first_name": "isabel", "last_name": " . "}).arguments["last_name"] == ""
    with pytest.raises(CallRejected, match="first_name"):
        validate_call("create_contact", {"first_name": "", "last_name": "garcia"})


def numbered_rule(answer: str) -> tuple[list[str], list[str]]:
    """The calls kept from a model `answer` once the numbered-name rule has run, described, and its notes."""
    return apply_rule(lambda calls, _command, notes: without_numbered_names(calls, notes), answer, "")


@pytest.mark.parametrize("answer", [
    'create_contact(first_name="415 555 0132", last_name="elena hill")',
    'create_contact(first_name="maya", last_name="+44 20 7946 0000")',
    'create_contact(first_name="flat 4b", last_name="")',
])
def test_a_contact_named_by_a_number_is_left_out_with_a_note(answer: str) -> None:
    kept, notes = numbered_rule(answer)
    assert kept == []
    assert len(notes) == 1 and notes[0].startswith("left out create_contact(") and "is a number, not a name" in notes[0]


def test_only_the_numbered_contact_is_left_out_and_order_is_kept() -> None:
    answer = ('create_contact(first_name="elena", last_name="hill"); '
              'create_contact(first_name="415 555 0132", last_name="elena hill"); call_contact(name="911")')
    kept, notes = numbered_rule(answer)
    assert kept == ["create_contact(first_name='elena', last_name='hill')", "call_contact(name='911')"]
    assert len(notes) == 1 and "'415 555 0132'" in notes[0]


def test_a_number_in_the_contact_details_is_kept() -> None:
    kept, notes = numbered_rule('create_contact(first_name="elena", last_name="hill", phone_number="415 555 0132")')
    assert kept == ["create_contact(first_name='elena', last_name='hill', phone_number='415 555 0132')"] and not notes


def split(answer: str, command: str) -> list[tuple[str, str]]:
    """(first, last) of each contact in a model `answer` once the name-convention rule has run."""
    return [(args["first_name"], args["last_name"]) for args in after_rule(answer, command, split_by_the_convention)
            if "first_name" in args]


@pytest.mark.parametrize(("answer", "command", "names"), [
    ('create_contact(first_name="jo park", last_name="park", phone_number="020 7946 0011")',
     "add jo park to contacts and then the number 020 7946 0011", [("jo", "park")]),
    ('create_contact(first_name="jo park", last_name="")', "add jo park to contacts", [("jo", "park")]),
    ('create_contact(first_name="ana sofia reyes", last_name="")', "add ana sofia reyes", [("ana sofia", "reyes")]),
    ('create_contact(first_name="ludwig van beethoven", last_name="")', "save ludwig van beethoven",
     [("ludwig", "van beethoven")]),
    ('create_contact(first_name="ludwig van beethoven", last_name="van beethoven")', "save ludwig van beethoven",
     [("ludwig", "van beethoven")]),
])
def test_a_name_split_against_the_convention_is_split_again(answer: str, command: str,
                                                             names: list[tuple[str, str]]) -> None:
    assert split(answer, command) == names


@pytest.mark.parametrize(("answer", "command"), [
    ('create_contact(first_name="ana sofia", last_name="reyes")', "add ana sofia reyes"),
    ('create_contact(first_name="isabel", last_name="")', "add isabel to my contacts"),
    ('create_contact(first_name="park jo park", last_name="park")', "add park jo park park to contacts"),
])
def test_names_that_follow_the_convention_or_are_said_twice_stay(answer: str, command: str) -> None:
    parsed = parse_calls(answer)
    assert split(answer, command) == [(c.arguments["first_name"], c.arguments["last_name"]) for c in parsed.calls]
