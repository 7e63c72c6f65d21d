"""Spoken numbers, clock times and durations, each with the value it means.

The model copies these spans into its answer and `functions.normalise` turns
them into "06:30" or 1500. The generator must know the right value without
asking normalise.py (the tests cross-check the two), so every sampler here
builds the words and the value together, from the same choices.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from data.grammar import Context, SlotValue

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINAL_ONES = (
    "_ first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
    "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
).split()
_ORDINAL_TENS = {20: "twentieth", 30: "thirtieth"}


def number_words(n: int) -> str:
    """0..999 in words as a recogniser writes them ("one hundred fifty", no "and")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f" {_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" {number_words(rest)}" if rest else "")


def ordinal_words(n: int) -> str:
    """1..31 as an ordinal ("third", "twenty second")."""
    if n < 20:
        return _ORDINAL_ONES[n]
    tens, ones = divmod(n, 10)
    return _ORDINAL_TENS[n] if not ones else f"{_TENS[tens]} {_ORDINAL_ONES[ones]}"


def ordinal_digits(n: int) -> str:
    """1..31 as "1st", "22nd", "13th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def say_number(n: int, ctx: Context, rng: random.Random) -> str:
    """Digits or words, leaning to digits in Whisper-style transcripts."""
    return str(n) if rng.random() < (0.8 if ctx.digits else 0.35) else number_words(n)


# Clock times -----------------------------------------------------------------

_MERIDIEM = {"am": (" am", "am", " a.m.", " AM"), "pm": (" pm", "pm", " p.m.", " PM")}
_DAYPART = {
    "am": ((" in the morning", range(5, 12)),),
    "pm": ((" in the afternoon", range(1, 6)), (" in the evening", range(5, 12)), (" at night", range(8, 12))),
}


def hour_24(hour: int, meridiem: str | None) -> int:
    """The contract's rule: no am/pm means the hour as spoken; 12 am is 0, 12 pm is 12."""
    if meridiem is None:
        return hour
    return hour % 12 + (12 if meridiem == "pm" else 0)


def _meridiem_text(hour: int, meridiem: str, rng: random.Random, words: bool) -> str:
    """" pm", "pm", " p.m." or a part of day that fits the hour ("in the evening")."""
    fitting = [text for text, hours in _DAYPART[meridiem] if hour in hours]
    if fitting and rng.random() < (0.4 if words else 0.1):
        return rng.choice(fitting)
    options = _MERIDIEM[meridiem]
    return rng.choice(options[:1] if words else options)


def _minute(rng: random.Random) -> int:
    """Minutes as people set them: mostly on the hour or a quarter."""
    return rng.choice((0, 0, 0, 30, 30, 15, 45, 5, 10, 20, 25, 35, 40, 50, 55, rng.randrange(60)))


def _word_clock(rng: random.Random, hours: range, meridiem: str | None) -> tuple[str, int, int]:
    """"seven thirty", "seven oh five", "seven o'clock", "eleven forty five pm"."""
    hour, minute = rng.choice(hours), _minute(rng)
    if minute == 0:
        text = number_words(hour) + rng.choice(("", "", " o'clock"))
    elif minute < 10:
        text = f"{number_words(hour)} oh {number_words(minute)}"
    else:
        text = f"{number_words(hour)} {number_words(minute)}"
    if meridiem:
        text += _meridiem_text(hour, meridiem, rng, words=True)
    return text, hour_24(hour, meridiem), minute


def _digit_clock(rng: random.Random, hours: range, meridiem: str | None, ctx: Context) -> tuple[str, int, int]:
    """"7", "7:30", "7.30", "730", "7 30", "07:30", "7am", "7:30 p.m."."""
    hour, minute = rng.choice(hours), _minute(rng)
    if minute == 0:
        text = rng.choice((f"{hour}", f"{hour}", f"{hour}:00"))
    else:
        forms = [f"{hour}:{minute:02d}", f"{hour}:{minute:02d}", f"{hour}.{minute:02d}"]
        if not ctx.digits:
            forms += [f"{hour}{minute:02d}", f"{hour} {minute:02d}"]
        if meridiem is None and hour < 10:
            forms.append(f"0{hour}:{minute:02d}")
        text = rng.choice(forms)
    if meridiem:
        text += _meridiem_text(hour, meridiem, rng, words=False)
    return text, hour_24(hour, meridiem), minute


def _relative_clock(rng: random.Random, hours: range, meridiem: str | None, ctx: Context) -> tuple[str, int, int]:
    """"half past six", "quarter to eight", "twenty past 9", "half seven" (British)."""
    hour = rng.choice(hours)
    spoken_hour = say_number(hour, ctx, rng) if rng.random() < 0.3 else number_words(hour)
    kind = rng.choice(("half", "half", "quarter past", "quarter to", "past", "to", "british"))
    if kind == "british":
        text, offset = f"half {spoken_hour}", 30
    elif kind == "half":
        text, offset = f"half past {spoken_hour}", 30
    elif kind.startswith("quarter"):
        direction = kind.split()[1]
        text, offset = f"quarter {direction} {spoken_hour}", 15 if direction == "past" else -15
    else:
        minutes = rng.choice((5, 10, 20, 25))
        unit = rng.choice(("", "", " minutes"))
        text = f"{number_words(minutes)}{unit} {kind} {spoken_hour}"
        offset = minutes if kind == "past" else -minutes
    if meridiem:
        text += _meridiem_text(hour, meridiem, rng, words=True)
    total = (hour_24(hour, meridiem) * 60 + offset) % (24 * 60)
    return text, total // 60, total % 60


def _twenty_four_hour(rng: random.Random, ctx: Context) -> tuple[str, int, int]:
    """"19:00", "21:45", "nineteen hundred", "nineteen thirty"."""
    hour, minute = rng.randrange(13, 24), rng.choice((0, 0, 15, 30, 45))
    if ctx.digits or rng.random() < 0.5:
        return f"{hour}:{minute:02d}", hour, minute
    tail = "hundred" if minute == 0 else number_words(minute)
    return f"{number_words(hour)} {tail}", hour, minute


def clock(rng: random.Random, ctx: Context, hours: range = range(1, 13), meridiem_ok: bool = True) -> SlotValue:
    """A spoken clock time and its "HH:MM"; `hours` and `meridiem_ok` narrow it.

    Day words ("tonight at ...") need a 12 h time without am/pm, so callers
    can ask for exactly that.
    """
    if meridiem_ok and rng.random() < 0.06:
        name, value = rng.choice((("noon", "12:00"), ("midnight", "00:00"), ("midday", "12:00"),
                                  ("twelve noon", "12:00"), ("12 noon", "12:00")))
        return SlotValue(name, "span", value)
    if meridiem_ok and rng.random() < 0.1:
        text, hour, minute = _twenty_four_hour(rng, ctx)
        return SlotValue(text, "span", f"{hour:02d}:{minute:02d}")
    meridiem = rng.choice(("am", "pm", None, None)) if meridiem_ok else None
    if meridiem:
        hours = range(1, 12) if rng.random() < 0.97 else hours
    style = rng.random()
    if style < (0.25 if ctx.digits else 0.4):
        text, hour, minute = _word_clock(rng, hours, meridiem)
    elif style < (0.35 if ctx.digits else 0.6):
        text, hour, minute = _relative_clock(rng, range(max(hours.start, 1), min(hours.stop, 12)), meridiem, ctx)
    else:
        text, hour, minute = _digit_clock(rng, hours, meridiem, ctx)
    return SlotValue(text, "span", f"{hour:02d}:{minute:02d}")


# Durations --------------------------------------------------------------------

_UNITS = {"second": 1, "minute": 60, "hour": 3600}


def _amount(n: int, unit: str, ctx: Context, rng: random.Random) -> str:
    """"five minutes", "1 minute", "a minute", "an hour"."""
    if n == 1 and rng.random() < 0.5:
        return f"{'an' if unit == 'hour' else 'a'} {unit}"
    return f"{say_number(n, ctx, rng)} {unit}{'' if n == 1 else 's'}"


def _simple_duration(rng: random.Random, ctx: Context) -> tuple[str, int]:
    unit = rng.choices(("second", "minute", "hour"), (2, 6, 2))[0]
    n = {"second": rng.choice((5, 10, 15, 20, 30, 30, 40, 45, 50, 90)),
         "minute": rng.choice((1, 2, 3, 4, 5, 5, 8, 10, 10, 12, 15, 20, 25, 30, 40, 45, rng.randrange(1, 60))),
         "hour": rng.choice((1, 1, 2, 2, 3, 4, 6, 8))}[unit]
    return _amount(n, unit, ctx, rng), n * _UNITS[unit]


def _fraction_duration(rng: random.Random, ctx: Context) -> tuple[str, int]:
    """"half an hour", "an hour and a half", "two and a half minutes", "an hour and a quarter"."""
    unit = rng.choice(("minute", "hour"))
    n = rng.choice((1, 1, 2, 3))
    kind = rng.choice(("half", "half", "quarter")) if unit == "hour" else "half"
    value = round((n + (0.5 if kind == "half" else 0.25)) * _UNITS[unit])
    if n == 1 and rng.random() < 0.6:
        article = "an" if unit == "hour" else "a"
        return f"{article} {unit} and a {kind}", value
    if unit == "hour" and kind == "half" and n == 1 and rng.random() < 0.5:
        return rng.choice(("half an hour", "a half hour", "half hour")), 1800
    if kind == "quarter" and rng.random() < 0.4:
        return rng.choice(("a quarter of an hour", "quarter of an hour", "a quarter hour")), 900
    return f"{say_number(n, ctx, rng)} and a {kind} {unit}s", value


def _compound_duration(rng: random.Random, ctx: Context) -> tuple[str, int]:
    """"an hour and twenty minutes", "2 minutes 30 seconds"."""
    big, small = rng.choice((("hour", "minute"), ("minute", "second")))
    n, m = rng.randrange(1, 4), rng.choice((10, 15, 20, 30, 40, 45))
    joiner = rng.choice((" and ", " and ", " "))
    return _amount(n, big, ctx, rng) + joiner + _amount(m, small, ctx, rng), n * _UNITS[big] + m * _UNITS[small]


def duration(rng: random.Random, ctx: Context) -> SlotValue:
    """A spoken duration ("twenty five minutes") and its whole seconds."""
    roll = rng.random()
    if roll < 0.65:
        text, seconds = _simple_duration(rng, ctx)
    elif roll < 0.85:
        text, seconds = _fraction_duration(rng, ctx)
    elif roll < 0.95:
        text, seconds = _compound_duration(rng, ctx)
    else:
        text, seconds = rng.choice((("1.5 hours", 5400), ("2.5 minutes", 150), ("1.5 minutes", 90)))
    return SlotValue(text, "span", seconds)


def duration_adjective(rng: random.Random, ctx: Context) -> SlotValue:
    """The form before a noun: "a ten minute timer", "a 30 second timer", "a half hour timer"."""
    if rng.random() < 0.08:
        return SlotValue("half hour", "span", 1800)
    unit = rng.choices(("second", "minute", "hour"), (2, 7, 1))[0]
    n = {"second": rng.choice((10, 15, 20, 30, 45, 90)),
         "minute": rng.choice((1, 2, 3, 5, 7, 10, 12, 15, 20, 25, 30, 45)),
         "hour": rng.choice((1, 2, 3))}[unit]
    return SlotValue(f"{say_number(n, ctx, rng)} {unit}", "span", n * _UNITS[unit])


# Plain numbers -----------------------------------------------------------------


def percent(rng: random.Random, ctx: Context) -> SlotValue:
    """A level 0..100: "fifty", "50 percent", "50%", "a hundred percent"."""
    value = rng.choice((rng.randrange(0, 101, 10), rng.randrange(5, 100, 5), rng.randrange(1, 101)))
    if value == 100 and rng.random() < 0.3:
        text = "a hundred"
    else:
        text = say_number(value, ctx, rng)
    unit = rng.choice(("", "", " percent", " per cent")) if not ctx.digits else rng.choice(("", "%", " percent"))
    if unit == "%" and not text.isdigit():
        unit = " percent"
    return SlotValue(text + unit, "int", value)


def percent_between(low: int, high: int) -> Callable[[random.Random, Context], SlotValue]:
    """A `percent` that fits its sentence: "too dark ... to {level}" asks for a high one."""

    def sample(rng: random.Random, ctx: Context) -> SlotValue:
        while True:
            value = percent(rng, ctx)
            if low <= int(str(value.value)) <= high:
                return value

    return sample


# Levels a sentence implies: "too dark ... to {level}" is high, "dim it to {level}" low.
HIGH_PERCENT, LOW_PERCENT = percent_between(60, 100), percent_between(0, 40)


def temperature(rng: random.Random, ctx: Context) -> SlotValue:
    """Degrees as spoken, Celsius-like (16..28) or Fahrenheit-like (60..80)."""
    value = rng.choice((rng.randrange(16, 29), rng.randrange(60, 81)))
    unit = rng.choice(("", " degrees", " degrees"))
    return SlotValue(say_number(value, ctx, rng) + unit, "int", value)


# Share of training distances said in metres ("two meters" is 200 cm).
TRAIN_METRES_SHARE = 0.25


def distance(rng: random.Random, ctx: Context) -> SlotValue:
    """A distance in centimetres, always with its unit ("fifty centimeters", "30 cm").

    In training a quarter are said in metres instead, so every robot family teaches the
    conversion; other splits never draw that roll and keep their streams.
    """
    if ctx.training and rng.random() < TRAIN_METRES_SHARE:
        return distance_metres(rng, ctx)
    value = rng.choice((rng.randrange(5, 101, 5), rng.randrange(10, 301, 10), rng.randrange(1, 100)))
    unit = rng.choice((" centimeters", " centimetres", " cm", " centimeters"))
    return SlotValue(say_number(value, ctx, rng) + unit, "int", value)


def distance_metres(rng: random.Random, ctx: Context) -> SlotValue:
    """A distance said in metres, answered in centimetres ("two meters" is 200).

    Only training families use it, so the held-out stream's draws stay as they were.
    """
    unit = rng.choice(("meter", "metre"))
    choice = rng.randrange(7)
    if choice == 0:
        return SlotValue(f"half a {unit}", "int", 50)
    if choice == 1:
        return SlotValue(f"{rng.choice(('a', 'one'))} {unit}", "int", 100)
    metres = rng.randrange(2, 11)
    return SlotValue(f"{say_number(metres, ctx, rng)} {unit}s", "int", metres * 100)
