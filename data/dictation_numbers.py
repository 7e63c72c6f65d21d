"""Numbers in dictation: how they are said and how the clean text writes them.

One convention for the whole training set, so the adapter does not learn two
answers for one question:

- clock times: "3 p.m.", "10 a.m.", "8:45", "4:30 p.m.", "7 o'clock"; the
  minutes are written only when they were said (no invented ":00" or ":15");
- dates: ordinals as digits, "the 14th", "the 23rd of August";
- money: symbol and digits, "£300", "$250", "€4.50", "£2,000";
- measured quantities: digits, "180 degrees", "38.5", "5.2 kilometres";
- round thousands: digits, "14,000" (with a currency, "£14,000");
- small counts, durations in minutes and match scores stay words
  ("twenty minutes", "three nil").

Every sampler returns (said, written) built from the same choice, and the
said side is sometimes in the digit form Whisper prints ("180", "the 14th"),
which `models.cleanup.transcript_style` keeps.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from data.spoken import number_words, ordinal_digits, ordinal_words

Sampler = Callable[[random.Random], tuple[str, str]]
WRITTEN_TIME_SHARE = 0.3  # Whisper writes "3:30 p.m."; a plain recogniser says "three thirty pm"
DIGITS_SAID_SHARE = 0.25  # Whisper writes "180 degrees" or "the 14th" about this often
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
CURRENCIES = (("pound", "£"), ("dollar", "$"), ("euro", "€"))
MINUTES = (5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 90)


def spoken_time(rng: random.Random) -> tuple[str, str]:
    """A clock time as said ("three thirty pm") and as written ("3:30 p.m.")."""
    hour, minute = rng.randint(1, 12), rng.choice((0, 0, 15, 30, 45, rng.randint(1, 59)))
    said_suffix, written_suffix = rng.choice((("", ""), (" am", " a.m."), (" pm", " p.m.")))
    if minute == 0:
        if not said_suffix:
            said, written = number_words(hour) + " o'clock", f"{hour} o'clock"
        else:
            said, written = number_words(hour) + said_suffix, f"{hour}{written_suffix}"
    else:
        said_minute = ("oh " + number_words(minute)) if minute < 10 else number_words(minute)
        said, written = f"{number_words(hour)} {said_minute}{said_suffix}", f"{hour}:{minute:02d}{written_suffix}"
    if rng.random() < WRITTEN_TIME_SHARE:
        said = written.lower()
    return said, written


def _hundreds_said(n: int, rng: random.Random) -> str:
    """180 as people say it: "one eighty", "one hundred and eighty" or "one hundred eighty"."""
    hundreds, rest = divmod(n, 100)
    if rest == 0 or n < 100:
        return number_words(n)
    forms = [number_words(n), f"{number_words(hundreds)} hundred and {number_words(rest)}"]
    if rest >= 10:
        forms.append(f"{number_words(hundreds)} {number_words(rest)}")
    return rng.choice(forms)


def _maybe_digits(said: str, digits: str, rng: random.Random) -> str:
    return digits if rng.random() < DIGITS_SAID_SHARE else said


def oven_temperature(rng: random.Random) -> tuple[str, str]:
    """An oven setting in degrees, written in digits ("180")."""
    n = rng.choice((140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 325, 350, 375, 400, 425))
    return _maybe_digits(_hundreds_said(n, rng), str(n), rng), str(n)


def _decimal(whole: int, tenth: int, rng: random.Random) -> tuple[str, str]:
    said = f"{number_words(whole) if whole else rng.choice(('zero', 'nought'))} point {number_words(tenth)}"
    return _maybe_digits(said, f"{whole}.{tenth}", rng), f"{whole}.{tenth}"


def fever(rng: random.Random) -> tuple[str, str]:
    """A body temperature ("thirty eight point five" -> "38.5")."""
    return _decimal(rng.randint(37, 39), rng.randint(1, 9), rng)


def distance(rng: random.Random) -> tuple[str, str]:
    """A running or walking distance with one decimal ("5.2")."""
    return _decimal(rng.randint(1, 42), rng.randint(1, 9), rng)


def weight(rng: random.Random) -> tuple[str, str]:
    """A small weight in kilos with one decimal ("0.5", "3.4")."""
    return _decimal(rng.randint(0, 9), rng.randint(1, 9), rng)


def money(rng: random.Random) -> tuple[str, str]:
    """An amount with its currency word said and its symbol written ("three hundred pounds" -> "£300")."""
    unit, symbol = rng.choice(CURRENCIES)
    kind = rng.choice(("small", "hundreds", "hundreds", "thousands", "cents"))
    if kind == "thousands":
        k = rng.randint(1, 20)
        return f"{number_words(k)} thousand {unit}s", f"{symbol}{k},000"
    if kind == "cents":
        n, cents = rng.randint(1, 40), rng.choice((20, 50, 75, 99, 49))
        said = f"{number_words(n)} {unit}{'s' if n > 1 else ''} {number_words(cents)}"
        return said, f"{symbol}{n}.{cents}"
    n = rng.randint(2, 99) if kind == "small" else rng.choice((100, 120, 150, 200, 250, 300, 450, 600, 750, 900))
    said = f"{_hundreds_said(n, rng)} {unit}s"
    return _maybe_digits(said, f"{n} {unit}s", rng), f"{symbol}{n}"


def date(rng: random.Random) -> tuple[str, str]:
    """A day of the month, "the fourteenth" -> "the 14th", sometimes with its month."""
    day = rng.randint(1, 31)
    said, written = f"the {ordinal_words(day)}", f"the {ordinal_digits(day)}"
    said = _maybe_digits(said, written, rng)
    if rng.random() < 0.5:
        month = rng.choice(MONTHS)
        said, written = f"{said} of {month.lower()}", f"{written} of {month}"
    return said, written


def score(rng: random.Random) -> tuple[str, str]:
    """A match score, kept as words ("three nil", "two all")."""
    home, away = rng.randint(0, 5), rng.randint(0, 4)
    word = (lambda n: "nil" if n == 0 else number_words(n))
    text = f"{word(home)} all" if home == away and home else f"{word(home)} {word(away)}"
    return text, text


def minutes(rng: random.Random) -> tuple[str, str]:
    """A duration in minutes, kept as words ("forty five")."""
    text = number_words(rng.choice(MINUTES))
    return text, text


def count(rng: random.Random) -> tuple[str, str]:
    """A small count, kept as words ("seven")."""
    text = number_words(rng.randint(2, 20))
    return text, text


def thousands(rng: random.Random) -> tuple[str, str]:
    """Round thousands with no unit, written in digits like money ("fourteen thousand" -> "14,000")."""
    k = rng.randint(2, 20)
    return f"{number_words(k)} thousand", f"{k},000"


SAMPLERS: dict[str, Sampler] = {
    "time": spoken_time, "temp": oven_temperature, "fever": fever, "km": distance, "kg": weight,
    "money": money, "date": date, "score": score, "minutes": minutes, "count": count,
    "thousands": thousands,
}
