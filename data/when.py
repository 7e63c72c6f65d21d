"""Spoken dates and date-times ("tomorrow at 3 pm", "friday", "in two hours").

Each sampler resolves its own words against the example's `now` with the
contract's rules, independently of `functions.when`: a weekday is its
next occurrence strictly after today, a day without a time is 09:00, "in ..."
is `now` plus the duration with seconds dropped, a clock time alone is its
next occurrence, "tonight" and evening parts move 1-11 o'clock past noon.
"""

from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta

from data.grammar import Context, SlotValue
from data.spoken import clock, duration, ordinal_digits, ordinal_words

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december")
DEFAULT_TIME = time(9, 0)
PARTS = {"morning": (time(9, 0), range(5, 12)), "afternoon": (time(15, 0), range(1, 6)),
         "evening": (time(18, 0), range(5, 12)), "night": (time(20, 0), range(8, 12))}


def _cased(word: str, ctx: Context) -> str:
    """Whisper capitalises weekday and month names."""
    return word.capitalize() if ctx.digits else word


def _weekday(rng: random.Random, ctx: Context, today: date) -> tuple[str, date]:
    """"friday", "on friday", "this friday", "next friday": all the next one after today."""
    index = rng.randrange(7)
    ahead = (index - today.weekday() - 1) % 7 + 1
    prefix = rng.choice(("", "", "on ", "this ", "next "))
    return prefix + _cased(WEEKDAYS[index], ctx), today + timedelta(days=ahead)


def _month_day(rng: random.Random, ctx: Context, today: date) -> tuple[str, date]:
    """"march 3rd", "the third of march", "on March 3": the next such date, today included."""
    month, day = rng.randrange(1, 13), rng.randrange(1, 29)
    name = _cased(MONTHS[month - 1], ctx)
    spoken_day = ordinal_digits(day) if ctx.digits or rng.random() < 0.3 else ordinal_words(day)
    if ctx.digits and rng.random() < 0.3:
        spoken_day = str(day)
    text = rng.choice((f"{name} {spoken_day}", f"the {spoken_day} of {name}")) if not spoken_day.isdigit() \
        else f"{name} {spoken_day}"
    this_year = date(today.year, month, day)
    resolved = this_year if this_year >= today else date(today.year + 1, month, day)
    return rng.choice(("", "", "on ")) + text, resolved


def day_phrase(
    rng: random.Random, ctx: Context, today: date, allow_today: bool = True, months: bool = True
) -> tuple[str, date]:
    """A day as spoken and the date it names."""
    roll = rng.random()
    if roll < 0.12 and allow_today:
        return "today", today
    if roll < 0.42:
        return "tomorrow", today + timedelta(days=1)
    if roll < 0.47:
        return "the day after tomorrow", today + timedelta(days=2)
    if roll < 0.9 or not months:
        return _weekday(rng, ctx, today)
    return _month_day(rng, ctx, today)


def day(rng: random.Random, ctx: Context) -> SlotValue:
    """A date slot (weather): "tomorrow", "on friday", "march 3rd"."""
    text, resolved = day_phrase(rng, ctx, ctx.now.date())
    return SlotValue(text, "span", resolved.isoformat())


def _at(moment: date, clock_value: SlotValue) -> datetime:
    return datetime.combine(moment, time.fromisoformat(str(clock_value.value)))


def _day_and_clock(rng: random.Random, ctx: Context) -> tuple[str, datetime]:
    """"tomorrow at 3 pm", "3 pm on friday"; "today" only for a time still ahead."""
    when = clock(rng, ctx)
    text, resolved = day_phrase(rng, ctx, ctx.now.date())
    if resolved == ctx.now.date() and _at(resolved, when) <= ctx.now:
        text, resolved = "tomorrow", resolved + timedelta(days=1)
    if rng.random() < 0.8:
        return f"{text} at {when.surface}", _at(resolved, when)
    return f"{when.surface} {text}", _at(resolved, when)


def _tonight(rng: random.Random, ctx: Context) -> tuple[str, datetime]:
    """"tonight" (20:00) or "tonight at 8" (20:00): hours 1-11 move past noon."""
    today = ctx.now.date()
    if rng.random() < 0.3:
        return "tonight", datetime.combine(today, time(20, 0))
    when = clock(rng, ctx, hours=range(6, 12), meridiem_ok=False)
    moment = _at(today, when)
    return f"tonight at {when.surface}", moment.replace(hour=moment.hour + 12) if moment.hour < 12 else moment


def _part_of_day(rng: random.Random, ctx: Context) -> tuple[str, datetime]:
    """"tomorrow morning", "this evening", "friday evening at 7" (19:00)."""
    part = rng.choice(tuple(PARTS))
    default, hours = PARTS[part]
    if part != "night" and ctx.now.time() < default and rng.random() < 0.4:
        text, resolved = f"this {part}", ctx.now.date()
    else:
        text, resolved = day_phrase(rng, ctx, ctx.now.date(), allow_today=False, months=False)
        text = f"{text} {part}"
    if rng.random() < 0.5:
        return text, datetime.combine(resolved, default)
    when = clock(rng, ctx, hours=hours, meridiem_ok=False)
    moment = _at(resolved, when)
    if part != "morning" and moment.hour < 12:
        moment = moment.replace(hour=moment.hour + 12)
    return f"{text} at {when.surface}", moment


def _in_duration(rng: random.Random, ctx: Context) -> tuple[str, datetime]:
    """"in twenty minutes", "in an hour and a half": now plus that, seconds dropped."""
    span = duration(rng, ctx)
    while int(str(span.value)) < 60:
        span = duration(rng, ctx)
    moment = (ctx.now + timedelta(seconds=int(str(span.value)))).replace(second=0, microsecond=0)
    return f"in {span.surface}", moment


def _clock_only(rng: random.Random, ctx: Context) -> tuple[str, datetime]:
    """"at 5 pm": the next time the clock shows it."""
    when = clock(rng, ctx)
    moment = _at(ctx.now.date(), when)
    if moment <= ctx.now:
        moment += timedelta(days=1)
    return f"at {when.surface}", moment


def date_time(rng: random.Random, ctx: Context) -> SlotValue:
    """A date-time slot (reminders, events) and its "YYYY-MM-DDTHH:MM:SS"."""
    roll = rng.random()
    if roll < 0.42:
        text, moment = _day_and_clock(rng, ctx)
    elif roll < 0.52:
        text, resolved = day_phrase(rng, ctx, ctx.now.date(), allow_today=False)
        moment = datetime.combine(resolved, DEFAULT_TIME)
    elif roll < 0.6:
        text, moment = _tonight(rng, ctx)
    elif roll < 0.72:
        text, moment = _part_of_day(rng, ctx)
    elif roll < 0.88:
        text, moment = _in_duration(rng, ctx)
    else:
        text, moment = _clock_only(rng, ctx)
    return SlotValue(text, "span", moment.isoformat())
