"""The contract's normalisation rules, one spoken form at a time."""

from __future__ import annotations

import contextlib
from datetime import date, datetime, time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from functions.normalise import (
    MAX_TEXT_CHARS,
    check_email,
    check_phone_number,
    clean_text,
    lower_text,
    parse_bool,
    parse_duration,
    parse_int,
)
from functions.when import parse_clock_time, parse_date, parse_datetime

NOW = datetime(2025, 3, 5, 10, 20, 33)  # a Wednesday


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [
        ("seven thirty", "07:30"),
        ("7:30", "07:30"),
        ("07:30", "07:30"),
        ("7", "07:00"),
        ("7 pm", "19:00"),
        ("7:30pm", "19:30"),
        ("7 p.m.", "19:00"),
        ("19:00", "19:00"),
        ("noon", "12:00"),
        ("midnight", "00:00"),
        ("half past six", "06:30"),
        ("quarter to eight", "07:45"),
        ("quarter past 8", "08:15"),
        ("ten to nine", "08:50"),
        ("quarter to one pm", "12:45"),
        ("twelve thirty am", "00:30"),
        ("12 pm", "12:00"),
        ("seven oh five", "07:05"),
        ("nine o'clock", "09:00"),
        ("six in the evening", "18:00"),
        ("at 7", "07:00"),
        ("1930", "19:30"),
        ("07:30:00", "07:30"),
        ("7.30", "07:30"),
        ("730", "07:30"),
        ("7 30", "07:30"),
        ("twelve noon", "12:00"),
        ("12 midnight", "00:00"),
        ("half seven", "07:30"),
        ("half 10 pm", "22:30"),
        (7, "07:00"),
        (time(6, 5), "06:05"),
    ],
)
def test_clock_times_become_24_hour(spoken: object, expected: str) -> None:
    assert parse_clock_time(spoken) == expected


@pytest.mark.parametrize("bad", ["25:00", "banana", "7:60", "19 pm", "13 am", "", "x" * 10_000, 7.5])
def test_invalid_clock_times_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match=r"clock time|too long"):
        parse_clock_time(bad)


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [
        ("2025-03-01T09:15:00", "2025-03-01T09:15:00"),
        ("2025-03-01T09:15", "2025-03-01T09:15:00"),
        ("2025-03-01 09:15", "2025-03-01T09:15:00"),
        ("2025-03-01", "2025-03-01T09:00:00"),
        ("tomorrow at 3 pm", "2025-03-06T15:00:00"),
        ("3 pm tomorrow", "2025-03-06T15:00:00"),
        ("tomorrow", "2025-03-06T09:00:00"),
        ("in two hours", "2025-03-05T12:20:00"),
        ("in half an hour", "2025-03-05T10:50:00"),
        ("friday at 5pm", "2025-03-07T17:00:00"),
        ("friday", "2025-03-07T09:00:00"),
        ("on monday", "2025-03-10T09:00:00"),
        ("today at noon", "2025-03-05T12:00:00"),
        ("tonight at 8", "2025-03-05T20:00:00"),
        ("the day after tomorrow", "2025-03-07T09:00:00"),
        ("at 5 pm", "2025-03-05T17:00:00"),
        ("9 am", "2025-03-06T09:00:00"),
        ("in an hour", "2025-03-05T11:20:00"),
        ("tonight at eight thirty", "2025-03-05T20:30:00"),
        ("monday at 7.30", "2025-03-10T07:30:00"),
        ("tomorrow morning", "2025-03-06T09:00:00"),
        ("tomorrow morning at 7", "2025-03-06T07:00:00"),
        ("this afternoon", "2025-03-05T15:00:00"),
        ("this evening", "2025-03-05T18:00:00"),
        ("friday evening at 7", "2025-03-07T19:00:00"),
        ("tomorrow night", "2025-03-06T20:00:00"),
        ("tomorrow at 7 in the evening", "2025-03-06T19:00:00"),
        ("march 3rd", "2026-03-03T09:00:00"),
        ("march fifth", "2025-03-05T09:00:00"),
        ("on june second at noon", "2025-06-02T12:00:00"),
        ("the twenty second of december at 7 pm", "2025-12-22T19:00:00"),
        (datetime(2025, 1, 2, 3, 4, 5, 678), "2025-01-02T03:04:05"),
        (date(2025, 1, 2), "2025-01-02T09:00:00"),
    ],
)
def test_date_times_resolve_against_now(spoken: object, expected: str) -> None:
    assert parse_datetime(spoken, NOW) == expected


def test_a_weekday_is_strictly_after_today() -> None:
    assert NOW.strftime("%A") == "Wednesday"
    assert parse_datetime("wednesday", NOW) == "2025-03-12T09:00:00"
    assert parse_datetime("wednesday at 11 am", NOW) == "2025-03-12T11:00:00"
    assert parse_date("wednesday", NOW) == "2025-03-12"
    assert parse_date("thursday", NOW) == "2025-03-06"


def test_relative_times_keep_seconds_at_zero() -> None:
    assert parse_datetime("in 90 seconds", NOW) == "2025-03-05T10:22:00"


def test_aware_now_gives_a_naive_wall_clock_time() -> None:
    aware = datetime.fromisoformat("2025-03-05T10:20:33+01:00")
    assert parse_datetime("in one hour", aware) == "2025-03-05T11:20:00"


def test_without_now_the_clock_is_used() -> None:
    assert parse_datetime("2025-03-01") == "2025-03-01T09:00:00"
    assert parse_date("today") == date.today().isoformat()


@pytest.mark.parametrize("bad", ["banana", "2025-02-30", "tomorrow at 25", "in forever", "2025-03-01T25:00:00", 12])
def test_invalid_date_times_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="date-time"):
        parse_datetime(bad, NOW)


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [("2025-12-31", "2025-12-31"), ("today", "2025-03-05"), ("tomorrow", "2025-03-06"), ("Friday", "2025-03-07"),
     (date(2025, 1, 2), "2025-01-02"), (datetime(2025, 1, 2, 8), "2025-01-02"),
     ("on the 1st of april", "2025-04-01"), ("february second", "2026-02-02")],
)
def test_dates(spoken: object, expected: str) -> None:
    assert parse_date(spoken, NOW) == expected


@pytest.mark.parametrize("bad", ["2025-02-30", "someday", "tonight", "june 31st", 20250101])
def test_invalid_dates_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="invalid date"):
        parse_date(bad, NOW)


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [
        ("five minutes", 300),
        ("an hour and a half", 5400),
        ("90 seconds", 90),
        ("1h30m", 5400),
        ("1h 30m", 5400),
        ("two and a half minutes", 150),
        ("half an hour", 1800),
        ("a minute and a half", 90),
        ("one second", 1),
        ("quarter of an hour", 900),
        ("an hour and a quarter", 4500),
        ("two and a quarter hours", 8100),
        ("twenty five minutes", 1500),
        ("2 hours and 15 minutes", 8100),
        ("1.5 hours", 5400),
        ("300", 300),
        (300, 300),
    ],
)
def test_durations_are_whole_seconds(spoken: object, expected: int) -> None:
    assert parse_duration(spoken) == expected


@pytest.mark.parametrize("bad", ["banana", "five bananas", "", "and", True])
def test_invalid_durations_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="duration"):
        parse_duration(bad)


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [("fifty", 50), ("fifty percent", 50), ("50%", 50), ("twenty two degrees", 22), ("minus five", -5),
     (" 7 ", 7), ("one hundred percent", 100), ("a hundred percent", 100), (42, 42)],
)
def test_number_words_become_digits(spoken: object, expected: int) -> None:
    assert parse_int(spoken) == expected


@pytest.mark.parametrize("bad", ["banana", "5.5", True])
def test_non_numbers_are_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        parse_int(bad)


@pytest.mark.parametrize(
    ("spoken", "expected"),
    [("true", True), ("On", True), ("yes", True), ("false", False), ("off", False), ("NO", False), (True, True)],
)
def test_booleans(spoken: object, expected: bool) -> None:
    assert parse_bool(spoken) is expected


def test_unknown_boolean_words_are_refused() -> None:
    with pytest.raises(ValueError, match="true or false"):
        parse_bool("maybe")


def test_free_text_drops_spacing_and_edge_punctuation() -> None:
    assert clean_text('  "Hello,   world!!" ') == "Hello, world"
    assert clean_text("(555) 123-4567") == "(555) 123-4567"
    assert clean_text("x" * MAX_TEXT_CHARS) == "x" * MAX_TEXT_CHARS


def test_rooms_and_colours_are_lower_case() -> None:
    assert lower_text("Living  Room.") == "living room"
    assert lower_text("BLUE") == "blue"


@pytest.mark.parametrize("email", ["info@bakery.com", "Mike@Acme.io.", "john dot smith at gmail dot com",
                                   "sarah at outlook.com", "j underscore doe at mail dot co dot uk"])
def test_emails_are_written_or_spoken_addresses(email: str) -> None:
    assert check_email(email) == email


@pytest.mark.parametrize("bad", ["my contacts", "holiday", "hmm", "at gmail", "sam@", "john at home"])
def test_other_words_are_not_an_email(bad: str) -> None:
    with pytest.raises(ValueError, match="expected an email address"):
        check_email(bad)


@pytest.mark.parametrize("number", ["555 123 4567", "+44 20 7946 0958", "(555) 123-4567", "030 1234567",
                                    "five five five one two three four", "oh seven seven double oh", 5551234])
def test_phone_numbers_are_digit_groups_or_digit_words(number: str | int) -> None:
    assert check_phone_number(number) == number


@pytest.mark.parametrize("bad", ["first name alex last name diaz", "at the conference", "12", 12, "call me 555 0199",
                                 "double"])
def test_other_words_are_not_a_phone_number(bad: str | int) -> None:
    with pytest.raises(ValueError, match="expected a phone number"):
        check_phone_number(bad)


@pytest.mark.parametrize(
    ("bad", "reason"),
    [("", "empty"), (" ?! ", "empty"), ("x" * (MAX_TEXT_CHARS + 1), "too long"), ("a\x00b", "control"),
     ("a\nb", "control"), ("a\x1bb", "control"), ("pay \u202etxe.exe", "bidirectional"), ("\u2066x", "bidirectional")],
)
def test_unsafe_or_empty_text_is_refused(bad: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        clean_text(bad)


@given(st.text(max_size=120))
def test_word_parsers_only_ever_raise_value_error(text: str) -> None:
    for parse in (parse_clock_time, parse_duration, parse_int, parse_bool, clean_text, check_email,
                  check_phone_number):
        with contextlib.suppress(ValueError):
            parse(text)
    for parse_relative in (parse_datetime, parse_date):
        with contextlib.suppress(ValueError):
            parse_relative(text, NOW)
