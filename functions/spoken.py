"""Low-level spoken-value helpers shared by `functions.normalise` and `functions.when`.

Both the field rules (numbers, durations) and the date and time rules start
from the same step, number words to digits ("seven thirty" -> "7 30"), and
"in two hours" needs the duration rule, so these live here, below both
modules, and neither has to import the other.
"""

from __future__ import annotations

import re

from text_to_num import alpha2digit

MAX_SPOKEN_CHARS = 100
MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)
MONTH_PATTERN = "|".join(MONTHS)
"""A regex alternation of the month names."""

_ORDINAL_SECOND = re.compile(rf"\b(?P<lead>{MONTH_PATTERN}|the)(?: (?P<tens>twenty|thirty))? second\b")
_UNIT_SECONDS = {
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), 1),
    **dict.fromkeys(("m", "min", "mins", "minute", "minutes"), 60),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), 3600),
    **dict.fromkeys(("d", "day", "days"), 86400),
}
_UNIT = "|".join(sorted(_UNIT_SECONDS, key=len, reverse=True))
_DURATION_PART = re.compile(rf"(\d+(?:\.\d+)?) ?({_UNIT})(?![a-z])")
_DURATION_FILLER = re.compile(r"\b(?:and|for)\b|,")


def shown(value: object, limit: int = 40) -> str:
    """A short repr of an offending value, so a 100 kB input cannot flood a message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def digits(text: str, limit: int = MAX_SPOKEN_CHARS) -> str:
    """Lower-case, collapse spaces and turn number words into digits.

    "second" is protected because text2num reads it as the ordinal "2nd",
    except in a date ("june second", "the twenty second of may"), where the
    ordinal is what was meant. Long inputs are refused up front: no spoken
    time or number is that long (a whole command passes its own `limit`).
    """
    if len(text) > limit:
        raise ValueError(f"is too long to be a spoken value ({len(text)} characters)")
    lowered = " ".join(text.lower().split())
    lowered = _ORDINAL_SECOND.sub(_date_second, lowered)
    lowered = re.sub(r"\bsecond\b", "sec", lowered)
    return alpha2digit(lowered, "en", threshold=0)


def _date_second(match: re.Match[str]) -> str:
    """"june second" -> "june 2nd", "the twenty second" -> "the 22nd" (dates only)."""
    tens = {"twenty": "2", "thirty": "3"}.get(match["tens"] or "", "")
    return f"{match['lead']} {tens}2nd"


def expand_fractions(text: str, units: str) -> str:
    """Rewrite "half an hour", "a metre and a half", "2 and a quarter hours" as decimals.

    `units` is a regex alternation of the unit words; "a" or "an" before one is 1.
    """
    text = re.sub(rf"(?<!half )(?<!of )\ban? (?=(?:{units})\b)", "1 ", text)
    for fraction, decimal in (("half", ".5"), ("quarter", ".25")):
        text = re.sub(rf"(\d+) and a {fraction} ({units})\b", rf"\1{decimal} \2", text)
        text = re.sub(rf"(\d+) ({units}) and a {fraction}\b", rf"\1{decimal} \2", text)
    return re.sub(rf"\b(?:an? )?half (?:an? )?({units})\b", r"0.5 \1", text)


def duration_seconds(value: str) -> int:
    """The spoken-duration rule itself, for fields and for "in two hours"."""
    text = expand_fractions(digits(value).strip(" ."), _UNIT)
    text = re.sub(r"\b(?:an? )?quarter (?:of an )?hour\b", "15 minutes", text)
    if re.fullmatch(r"\d+", text):
        return int(text)
    parts = _DURATION_PART.findall(text)
    leftover = _DURATION_FILLER.sub("", _DURATION_PART.sub("", text)).strip()
    if not parts or leftover:
        raise ValueError(f"expected a duration like '5 minutes' or 300 seconds, got {shown(value)}")
    return round(sum(float(amount) * _UNIT_SECONDS[unit] for amount, unit in parts))
