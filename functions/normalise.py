"""Normalisation rules of the device catalog (see shared/catalog.md).

A language model (or a person) says "seven thirty", "tomorrow at 3 pm" or
"fifty percent"; a device backend needs "07:30", "2025-03-02T15:00:00" and 50.
These pure functions do that conversion deterministically, by rule, so the same
words always give the same call. The `Annotated` types at the bottom wire them
into pydantic so the catalog models normalise while they validate.
"""

from __future__ import annotations

import contextlib
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field, ValidationInfo
from text_to_num import alpha2digit

MAX_TEXT_CHARS = 500
MAX_SPOKEN_CHARS = 100
MAX_DURATION_S = 366 * 86400
"""A timer longer than a year is a mistake, and the device clock cannot add 10**15 seconds."""
MAX_WHOLE_NUMBER = 1000
"""Degrees on a thermostat, as spoken; the bound keeps a value inside a SQLite INTEGER."""
MAX_POSITIVE = 1_000_000
"""A robot distance in cm (10 km), bounded for the same reason."""
DEFAULT_TIME = time(9, 0)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)
EDGE_PUNCTUATION = ".,;:!?\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb\u2026\u00a1\u00bf"
_CONFUSABLE_SCRIPTS = frozenset({"LATIN", "CYRILLIC", "GREEK"})
BIDI_CONTROLS = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))

_NAMED_TIMES = {
    "noon": "12:00", "midday": "12:00", "midnight": "00:00",
    "12 noon": "12:00", "12 midday": "12:00", "12 midnight": "00:00",
}
_MERIDIEM_WORDS = (
    (r" in the morning$", "am"),
    (r" (?:in the afternoon|in the evening|at night)$", "pm"),
    (r"(?<![a-z])a\.? ?m\.?$", "am"),
    (r"(?<![a-z])p\.? ?m\.?$", "pm"),
)
_DIGITAL = re.compile(r"(?P<h>\d{1,2})(?:[:.h ]?(?P<m>\d{2})(?::\d{2})?| oh (?P<m1>\d))?")
_RELATIVE = re.compile(
    r"(?P<m>half|quarter|\d{1,2})(?: minutes?)? (?P<dir>past|after|to|till|til|before|of) (?P<h>\d{1,2})"
)
_BRITISH_HALF = re.compile(r"half (?P<h>\d{1,2})")
_MONTH = "|".join(MONTHS)
_ORDINAL = r"(?P<{}>\d{{1,2}})(?:st|nd|rd|th)?"
_MONTH_DAY = re.compile(
    rf"\b(?:on )?(?:the )?(?:{_ORDINAL.format('d1')} of (?P<m1>{_MONTH})"
    rf"|(?P<m2>{_MONTH}) (?:the )?{_ORDINAL.format('d2')})\b"
)
_ORDINAL_SECOND = re.compile(rf"\b(?P<lead>{_MONTH}|the)(?: (?P<tens>twenty|thirty))? second\b")
_PART_DEFAULTS = {"morning": time(9, 0), "afternoon": time(15, 0), "evening": time(18, 0), "night": time(20, 0)}
_DAY = re.compile(
    r"\b(?:on |this |next |the )?(?P<day>day after tomorrow|tomorrow|today|tonight|"
    + "|".join(WEEKDAYS)
    + r"|\d{4}-\d{2}-\d{2})\b"
)
_DATETIME_FORMATS = ("%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M")
_UNIT_SECONDS = {
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), 1),
    **dict.fromkeys(("m", "min", "mins", "minute", "minutes"), 60),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), 3600),
    **dict.fromkeys(("d", "day", "days"), 86400),
}
_UNIT = "|".join(sorted(_UNIT_SECONDS, key=len, reverse=True))
_DURATION_PART = re.compile(rf"(\d+(?:\.\d+)?) ?({_UNIT})(?![a-z])")
_DURATION_FILLER = re.compile(r"\b(?:and|for)\b|,")
_NUMBER_UNITS = re.compile(
    r" ?(?:%|per ?cent|degrees?|°[cf]?|celsius|fahrenheit|centimet(?:er|re)s?|cm)(?![a-z])"
)
_TRUE = frozenset({"true", "on", "yes", "y", "1", "enable", "enabled"})
_FALSE = frozenset({"false", "off", "no", "n", "0", "disable", "disabled"})


@dataclass(frozen=True)
class Hint:
    """How a type is written in a prompt signature, e.g. `"HH:MM"`."""

    text: str


def shown(value: object, limit: int = 40) -> str:
    """A short repr of an offending value, so a 100 kB input cannot flood a message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _digits(text: str) -> str:
    """Lower-case, collapse spaces and turn number words into digits.

    "second" is protected because text2num reads it as the ordinal "2nd",
    except in a date ("june second", "the twenty second of may"), where the
    ordinal is what was meant. Long inputs are refused up front: no spoken
    time or number is that long.
    """
    if len(text) > MAX_SPOKEN_CHARS:
        raise ValueError(f"is too long to be a spoken value ({len(text)} characters)")
    lowered = " ".join(text.lower().split())
    lowered = _ORDINAL_SECOND.sub(_date_second, lowered)
    lowered = re.sub(r"\bsecond\b", "sec", lowered)
    return alpha2digit(lowered, "en", threshold=0)


def _date_second(match: re.Match[str]) -> str:
    """"june second" -> "june 2nd", "the twenty second" -> "the 22nd" (dates only)."""
    tens = {"twenty": "2", "thirty": "3"}.get(match["tens"] or "", "")
    return f"{match['lead']} {tens}2nd"


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


def lower_text(text: str) -> str:
    """Rooms and colours compare as lower case ("Living Room" -> "living room")."""
    return clean_text(text).lower()


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
    text = _NUMBER_UNITS.sub("", _digits(value)).strip()
    text = re.sub(r"^an? (?=\d)", "", text)
    text = re.sub(r"^(?:minus|negative) ", "-", text)
    if re.fullmatch(r"[-+]?\d+", text):
        return int(text)
    raise ValueError(f"expected a whole number, got {shown(value)}")


def _expand_fractions(text: str) -> str:
    """Rewrite "half an hour", "an hour and a half", "2 and a quarter hours" as decimals."""
    text = re.sub(rf"(?<!half )(?<!of )\ban? (?=(?:{_UNIT})\b)", "1 ", text)
    for fraction, decimal in (("half", ".5"), ("quarter", ".25")):
        text = re.sub(rf"(\d+) and a {fraction} ({_UNIT})\b", rf"\1{decimal} \2", text)
        text = re.sub(rf"(\d+) ({_UNIT}) and a {fraction}\b", rf"\1{decimal} \2", text)
    text = re.sub(rf"\b(?:an? )?half (?:an? )?({_UNIT})\b", r"0.5 \1", text)
    return re.sub(r"\b(?:an? )?quarter (?:of an )?hour\b", "15 minutes", text)


def parse_duration(value: object) -> object:
    """Whole seconds from "five minutes", "an hour and a half", "1h30m" or "90"."""
    if isinstance(value, bool):
        raise ValueError("expected a duration, not true/false")
    return duration_seconds(value) if isinstance(value, str) else value


def duration_seconds(value: str) -> int:
    """The spoken-duration rule itself, for fields and for "in two hours"."""
    text = _expand_fractions(_digits(value).strip(" ."))
    if re.fullmatch(r"\d+", text):
        return int(text)
    parts = _DURATION_PART.findall(text)
    leftover = _DURATION_FILLER.sub("", _DURATION_PART.sub("", text)).strip()
    if not parts or leftover:
        raise ValueError(f"expected a duration like '5 minutes' or 300 seconds, got {shown(value)}")
    return round(sum(float(amount) * _UNIT_SECONDS[unit] for amount, unit in parts))


def _split_meridiem(text: str) -> tuple[str, str | None]:
    """Separate "am"/"pm" (or "in the evening") from the clock words."""
    for pattern, meridiem in _MERIDIEM_WORDS:
        stripped = re.sub(pattern, "", text)
        if stripped != text:
            return stripped.strip(), meridiem
    return text, None


def _clock_parts(text: str) -> tuple[int, int, int] | None:
    """(hour, minute, offset in minutes) from "7 30", "7:30", "quarter to 8", "half 7".

    "half 7" is the British "half past seven" (07:30), never 06:30.
    """
    if match := _DIGITAL.fullmatch(text):
        return int(match["h"]), int(match["m"] or match["m1"] or 0), 0
    if match := _BRITISH_HALF.fullmatch(text):
        return int(match["h"]), 30, 0
    if match := _RELATIVE.fullmatch(text):
        minutes = {"half": 30, "quarter": 15}.get(match["m"]) or int(match["m"])
        sign = 1 if match["dir"] in ("past", "after") else -1
        return int(match["h"]), 0, sign * minutes
    return None


def _apply_meridiem(hour: int, meridiem: str | None) -> int | None:
    """24 h hour from a 12 h one; None when the pair makes no sense ("19 pm")."""
    if meridiem is None:
        return hour if hour <= 23 else None
    if not 1 <= hour <= 12:
        return None
    return hour % 12 + (12 if meridiem == "pm" else 0)


def parse_clock_time(value: object) -> str:
    """A 24 h "HH:MM" from "7:30", "7 pm", "noon", "half past six", "seven thirty".

    Without am/pm the hour is taken as spoken ("half past six" is 06:30), as
    the contract says; nothing is guessed from the time of day.
    """
    if isinstance(value, time):
        return value.strftime("%H:%M")
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise ValueError(f"expected a clock time like '07:30', got {shown(value)}")
    text = re.sub(r"\bo'? ?clock\b|^at ", "", _digits(value).strip(" .,")).strip()
    if text in _NAMED_TIMES:
        return _NAMED_TIMES[text]
    text, meridiem = _split_meridiem(text)
    parts = _clock_parts(text)
    hour = _apply_meridiem(parts[0], meridiem) if parts else None
    if parts is None or hour is None or parts[1] > 59:
        raise ValueError(f"invalid clock time {shown(value)}: expected HH:MM (24 h), e.g. '07:30'")
    total = (hour * 60 + parts[1] + parts[2]) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"


def _resolve_day(day: str, today: date) -> date:
    """The date a day word names; a weekday is its next occurrence strictly after today."""
    if day in WEEKDAYS:
        return today + timedelta(days=(WEEKDAYS.index(day) - today.weekday() - 1) % 7 + 1)
    offsets = {"today": 0, "tonight": 0, "tomorrow": 1, "day after tomorrow": 2}
    if day in offsets:
        return today + timedelta(days=offsets[day])
    return datetime.strptime(day, "%Y-%m-%d").date()


def _exact_datetime(text: str) -> datetime | None:
    """The machine formats the contract allows, tried before any word rules."""
    for fmt in _DATETIME_FORMATS:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    try:
        return datetime.combine(datetime.strptime(text, "%Y-%m-%d").date(), DEFAULT_TIME)
    except ValueError:
        return None


def _month_day(match: re.Match[str], today: date) -> date:
    """"march 3rd", "the 3rd of march": the next such date, today included."""
    month = MONTHS.index(match["m1"] or match["m2"]) + 1
    day = int(match["d1"] or match["d2"])
    this_year = date(today.year, month, day)
    return this_year if this_year >= today else date(today.year + 1, month, day)


def _find_day(words: str, today: date) -> tuple[date, str, str] | None:
    """(date, part of day or "", the words left) for the day named in `words`.

    The part of day is the word right after the day ("tomorrow morning",
    "friday evening"); "this evening" is today's, and "tonight" is "night".
    """
    words = re.sub(r"\bthis (?=(?:morning|afternoon|evening)\b)", "today ", words)
    if month_day := _MONTH_DAY.search(words):
        day, found = _month_day(month_day, today), month_day
    elif named := _DAY.search(words):
        day, found = _resolve_day(named["day"], today), named
    else:
        return None
    end = found.end()
    part = "night" if found.group(0).endswith("tonight") else ""
    if after := re.match(r" (?:in the )?(morning|afternoon|evening|night)\b", words[end:]):
        part, end = after[1], end + after.end()
    return day, part, words[: found.start()] + words[end:]


def _clock_for_part(rest: str, part: str) -> time:
    """The time of "tomorrow at 3 pm"; after midday parts move 1-11 to the afternoon.

    "tonight at 8" and "friday evening at 7" mean 20:00 and 19:00; a part of
    day spoken without a clock gets its default (morning 09:00, afternoon
    15:00, evening 18:00, night 20:00).
    """
    if not rest:
        return _PART_DEFAULTS.get(part, DEFAULT_TIME)
    clock = time.fromisoformat(parse_clock_time(rest))
    if part in ("afternoon", "evening", "night") and clock.hour < 12:
        return clock.replace(hour=clock.hour + 12)
    return clock


def _relative_datetime(text: str, now: datetime) -> datetime:
    """Resolve "in two hours", "tomorrow at 3 pm", "friday", "at 5 pm" against `now`.

    "in" with a bare number is refused: a misheard "in 2023" must not become
    2,023 seconds from now.
    """
    words = _digits(text).strip(" .,")
    if match := re.fullmatch(r"in (.+)", words):
        if re.fullmatch(r"\d+", match[1]):
            raise ValueError("'in' a number needs a unit ('in 20 minutes'); 'in 2023' is not a duration")
        seconds = duration_seconds(match[1])
        return (now + timedelta(seconds=seconds)).replace(second=0, microsecond=0)
    found = _find_day(words, now.date())
    rest = found[2] if found else words
    rest = re.sub(r"^(?:at|on)\b|,", "", rest.strip()).strip()
    if found is None:
        clock = time.fromisoformat(parse_clock_time(rest))
        moment = datetime.combine(now.date(), clock)
        return moment if moment > now else moment + timedelta(days=1)
    day, part, _ = found
    return datetime.combine(day, _clock_for_part(rest, part))


def parse_datetime(value: object, now: datetime | None = None) -> str:
    """A "YYYY-MM-DDTHH:MM:SS" from an exact form or spoken words relative to `now`.

    A date without a time gets 09:00:00; a clock time alone means its next
    occurrence; "in ..." keeps seconds at 00; a month and day ("march 3rd")
    is its next occurrence, today included.
    """
    now = (now or datetime.now()).replace(tzinfo=None)
    if isinstance(value, datetime):
        return value.replace(microsecond=0, tzinfo=None).isoformat()
    if isinstance(value, date):
        return datetime.combine(value, DEFAULT_TIME).isoformat()
    if not isinstance(value, str):
        raise ValueError(f"expected a date-time like '2025-03-01T09:00:00', got {shown(value)}")
    exact = _exact_datetime(value.strip())
    try:
        moment = exact or _relative_datetime(value, now)
    except (ValueError, OverflowError) as exc:
        raise ValueError(f"invalid date-time {shown(value)}: expected YYYY-MM-DDTHH:MM:SS") from exc
    return moment.isoformat()


def parse_date(value: object, now: datetime | None = None) -> str:
    """A "YYYY-MM-DD" from that exact form, "today", "tomorrow", a weekday or "march 3rd"."""
    today = (now or datetime.now()).date()
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    words = _digits(value).strip(" .,") if isinstance(value, str) else ""
    with contextlib.suppress(ValueError):
        if month_day := _MONTH_DAY.fullmatch(words):
            return _month_day(month_day, today).isoformat()
        if (match := _DAY.fullmatch(words)) and match["day"] != "tonight":
            return _resolve_day(match["day"], today).isoformat()
    raise ValueError(f"invalid date {shown(value)}: expected YYYY-MM-DD, 'today', 'tomorrow' or a weekday")


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
LowerText = Annotated[str, AfterValidator(lower_text), Hint("str")]
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
