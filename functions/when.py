"""Date and time rules of the device catalog (see shared/catalog.md).

Clock times ("half past six" -> "06:30"), dates ("friday" -> "2025-03-07")
and date-times ("tomorrow at 3 pm") are the one part of normalisation that
reasons about a calendar and a reference `now`, and the largest, so they live
apart from the field rules in `functions.normalise`, which wires them into
pydantic. Both build on `functions.spoken` (number words, durations).
"""

from __future__ import annotations

import contextlib
import re
from datetime import date, datetime, time, timedelta

from functions.spoken import MONTH_PATTERN, MONTHS, digits, duration_seconds, shown

DEFAULT_TIME = time(9, 0)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

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
_ORDINAL = r"(?P<{}>\d{{1,2}})(?:st|nd|rd|th)?"
_MONTH_DAY = re.compile(
    rf"\b(?:on )?(?:the )?(?:{_ORDINAL.format('d1')} of (?P<m1>{MONTH_PATTERN})"
    rf"|(?P<m2>{MONTH_PATTERN}) (?:the )?{_ORDINAL.format('d2')})\b"
)
_PART_DEFAULTS = {"morning": time(9, 0), "afternoon": time(15, 0), "evening": time(18, 0), "night": time(20, 0)}
_DAY = re.compile(
    r"\b(?:on |this |next |the )?(?P<day>day after tomorrow|tomorrow|today|tonight|"
    + "|".join(WEEKDAYS)
    + r"|\d{4}-\d{2}-\d{2})\b"
)
_DATETIME_FORMATS = ("%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M")


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
    text = re.sub(r"\bo'? ?clock\b|^at ", "", digits(value).strip(" .,")).strip()
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
    words = digits(text).strip(" .,")
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
    words = digits(value).strip(" .,") if isinstance(value, str) else ""
    with contextlib.suppress(ValueError):
        if month_day := _MONTH_DAY.fullmatch(words):
            return _month_day(month_day, today).isoformat()
        if (match := _DAY.fullmatch(words)) and match["day"] != "tonight":
            return _resolve_day(match["day"], today).isoformat()
    raise ValueError(f"invalid date {shown(value)}: expected YYYY-MM-DD, 'today', 'tomorrow' or a weekday")

