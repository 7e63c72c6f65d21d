"""Normalisation rules of the device catalog (see shared/catalog.md).

A language model (or a person) says "seven thirty", "tomorrow at 3 pm" or
"fifty percent"; a device backend needs "07:30", "2025-03-02T15:00:00" and 50.
These pure functions do that conversion deterministically, by rule, so the same
words always give the same call. The `Annotated` types at the bottom wire them
into pydantic so the catalog models normalise while they validate. Clock times,
dates and date-times are resolved in `functions.when`; number words and
durations, which both need, in `functions.spoken`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field, ValidationInfo

from functions.spoken import digits, duration_seconds, shown
from functions.when import parse_clock_time, parse_date, parse_datetime

MAX_TEXT_CHARS = 500
MAX_DURATION_S = 366 * 86400
"""A timer longer than a year is a mistake, and the device clock cannot add 10**15 seconds."""
MAX_WHOLE_NUMBER = 1000
"""Degrees on a thermostat, as spoken; the bound keeps a value inside a SQLite INTEGER."""
MAX_POSITIVE = 1_000_000
"""A robot distance in cm (10 km), bounded for the same reason."""
EDGE_PUNCTUATION = ".,;:!?\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb\u2026\u00a1\u00bf"
_CONFUSABLE_SCRIPTS = frozenset({"LATIN", "CYRILLIC", "GREEK"})
BIDI_CONTROLS = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))

_NUMBER_UNITS = re.compile(
    r" ?(?:%|per ?cent|degrees?|°[cf]?|celsius|fahrenheit|centimet(?:er|re)s?|cm)(?![a-z])"
)
_TRUE = frozenset({"true", "on", "yes", "y", "1", "enable", "enabled"})
_FALSE = frozenset({"false", "off", "no", "n", "0", "disable", "disabled"})


@dataclass(frozen=True)
class Hint:
    """How a type is written in a prompt signature, e.g. `"HH:MM"`."""

    text: str


def _strip_edges(text: str) -> str:
    """Drop surrounding spaces and sentence punctuation ("buy milk." -> "buy milk")."""
    return text.strip().strip(EDGE_PUNCTUATION + " ").strip()


def check_safe_text(text: str) -> str:
    """Reject characters that can hide or reorder what a person confirms.

    Control characters and bidi overrides make a message look different on
    screen from what is sent; invisible format characters (zero-width space,
    soft hyphen, direction marks) make two different names look alike; lone
    surrogates cannot be encoded at all. A word spelled with letters of two
    scripts ("Mоm" with a Cyrillic о) is a look-alike of another word.
    """
    for char in text:
        if char in BIDI_CONTROLS:
            raise ValueError(f"contains a bidirectional override character U+{ord(char):04X}")
        category = unicodedata.category(char)
        if category in ("Cc", "Cs"):
            raise ValueError(f"contains a control character U+{ord(char):04X}")
        if category == "Cf":
            raise ValueError(f"contains an invisible formatting character U+{ord(char):04X}")
    _check_one_script_per_word(text)
    return text


def _letter_script(char: str) -> str | None:
    """"LATIN", "CYRILLIC" or "GREEK" for a letter of those look-alike scripts, else None."""
    if not char.isalpha() or char.isascii():
        return "LATIN" if char.isalpha() else None
    script = unicodedata.name(char, "").split(" ", 1)[0]
    return script if script in _CONFUSABLE_SCRIPTS else None


def _check_one_script_per_word(text: str) -> None:
    """Refuse a word that mixes Latin, Cyrillic and Greek letters (a homoglyph spelling)."""
    for word in text.split():
        scripts = {script for char in word if (script := _letter_script(char))}
        if len(scripts) > 1:
            raise ValueError(f"mixes {' and '.join(sorted(scripts)).lower()} letters in {shown(word)}")


def clean_text(text: str) -> str:
    """Normalise free text: spoken words kept, spacing and edge punctuation dropped."""
    check_safe_text(text)
    cleaned = _strip_edges(" ".join(text.split()))
    if not cleaned:
        raise ValueError("must not be empty")
    if len(cleaned) > MAX_TEXT_CHARS:
        raise ValueError(f"is too long ({len(cleaned)} characters, at most {MAX_TEXT_CHARS})")
    return cleaned


def clean_name_part(text: str) -> str:
    """A contact's last name, which may be missing: "" when nothing but punctuation or spaces is left.

    People save contacts by first name alone ("add isabel to my contacts"). The
    catalog still asks for `last_name`; an empty one keeps to its rule that
    names are the spoken words, where repeating the first name would invent one.
    """
    return clean_text(text) if _strip_edges(text) else ""


def lower_text(text: str) -> str:
    """Rooms and colours compare as lower case ("Living Room" -> "living room")."""
    return clean_text(text).lower()


_EMAIL = re.compile(r"[^\s@]+@[^\s@]+\.[^\s@]+")
_SPOKEN_EMAIL = re.compile(r"[\w.+-]+(?: (?:dot|underscore|dash|hyphen) [\w+-]+)* at [\w-]+(?:(?: dot |\.)[\w-]+)+")
_PHONE_GROUP = re.compile(r"\+?[\d().-]*\d[\d().-]*")
_PHONE_MARKERS = frozenset({"double", "triple", "plus"})
_PHONE_WORDS = frozenset("zero oh one two three four five six seven eight nine".split()) | _PHONE_MARKERS
_MIN_PHONE_DIGITS = 3


def _digits_said(word: str) -> int:
    """How many digits one word of a phone number gives: "0958" 4, "five" 1, "double" and "plus" none."""
    if word in _PHONE_MARKERS:
        return 0
    return sum(char.isdigit() for char in word) or 1


def check_email(value: object) -> object:
    """An email is written ("sam@mail.com") or spoken ("sam at mail dot com"), never other words.

    Without this rule the model filled the optional email with whatever
    followed a name ("kate murphy ... add them to my contacts" gave
    email="my contacts"); as a span rule the decoder now leaves it out.
    """
    if isinstance(value, str) and not (_EMAIL.fullmatch(text := _strip_edges(value).lower())
                                       or _SPOKEN_EMAIL.fullmatch(text)):
        raise ValueError(f"expected an email address, got {shown(value)}")
    return value


def check_phone_number(value: object) -> object:
    """A phone number is digit groups ("+44 20 7946 0958") or digit words ("five five five ..."), nothing else.

    The model filled the optional number with other words ("first name alex
    last name diaz"); as a span rule the decoder now leaves it out.
    """
    if isinstance(value, bool) or not isinstance(value, str | int):
        return value
    words = _strip_edges(str(value)).lower().split()
    if not words or sum(map(_digits_said, words)) < _MIN_PHONE_DIGITS or not all(
            _PHONE_GROUP.fullmatch(word) or word in _PHONE_WORDS for word in words):
        raise ValueError(f"expected a phone number, got {shown(value)}")
    return value


def normalise_choice(value: object) -> object:
    """Let enum values match regardless of case and spacing ("Up " -> "up")."""
    return value.strip().lower() if isinstance(value, str) else value


def parse_bool(value: object) -> object:
    """Accept spoken yes/no forms; pydantic checks whatever is not a string."""
    if not isinstance(value, str):
        return value
    key = value.strip().lower()
    if key in _TRUE:
        return True
    if key in _FALSE:
        return False
    raise ValueError(f"expected true or false (or on/off, yes/no), got {shown(value)}")


def parse_int(value: object) -> object:
    """Turn "fifty percent" or "twenty two degrees" into an int; units are dropped."""
    if isinstance(value, bool):
        raise ValueError("expected a number, not true/false")
    if not isinstance(value, str):
        return value
    text = _NUMBER_UNITS.sub("", digits(value)).strip()
    text = re.sub(r"^an? (?=\d)", "", text)
    text = re.sub(r"^(?:minus|negative) ", "-", text)
    if re.fullmatch(r"[-+]?\d+", text):
        return int(text)
    raise ValueError(f"expected a whole number, got {shown(value)}")


def parse_duration(value: object) -> object:
    """Whole seconds from "five minutes", "an hour and a half", "1h30m" or "90"."""
    if isinstance(value, bool):
        raise ValueError("expected a duration, not true/false")
    return duration_seconds(value) if isinstance(value, str) else value


def check_magnitude(value: int) -> int:
    """A signed whole number within +-MAX_WHOLE_NUMBER (a lower bound in `Field` would
    make the call grammar refuse negative numbers, so it is checked here)."""
    if abs(value) > MAX_WHOLE_NUMBER:
        raise ValueError(f"must be between -{MAX_WHOLE_NUMBER} and {MAX_WHOLE_NUMBER}, got {shown(value)}")
    return value


def _context_now(info: ValidationInfo) -> datetime | None:
    """The reference time the caller passed as validation context, if any."""
    context = info.context
    return context.get("now") if isinstance(context, dict) else None


def _validate_datetime(value: object, info: ValidationInfo) -> str:
    return parse_datetime(value, _context_now(info))


def _validate_date(value: object, info: ValidationInfo) -> str:
    return parse_date(value, _context_now(info))


FreeText = Annotated[str, AfterValidator(clean_text), Hint("str")]
NamePart = Annotated[str, AfterValidator(clean_name_part), Hint("str")]
LowerText = Annotated[str, AfterValidator(lower_text), Hint("str")]
EmailText = Annotated[str, BeforeValidator(check_email), AfterValidator(clean_text), Hint("str")]
PhoneText = Annotated[str, BeforeValidator(check_phone_number), AfterValidator(clean_text), Hint("str")]
ClockTime = Annotated[str, BeforeValidator(parse_clock_time), Hint('"HH:MM"')]
DateTimeText = Annotated[str, BeforeValidator(_validate_datetime), Hint('"YYYY-MM-DDTHH:MM:SS"')]
DateText = Annotated[str, BeforeValidator(_validate_date), Hint('"YYYY-MM-DD"')]
DurationSeconds = Annotated[
    int, BeforeValidator(parse_duration), Field(gt=0, le=MAX_DURATION_S), Hint("int seconds > 0")
]
Level = Annotated[int, BeforeValidator(parse_int), Field(ge=0, le=100), Hint("int 0..100")]
WholeNumber = Annotated[int, BeforeValidator(parse_int), AfterValidator(check_magnitude), Hint("int")]
PositiveInt = Annotated[int, BeforeValidator(parse_int), Field(gt=0, le=MAX_POSITIVE), Hint("int > 0")]
Flag = Annotated[bool, BeforeValidator(parse_bool), Hint("bool")]
CHOICE = BeforeValidator(normalise_choice)
