"""How a cleaned dictation writes the numbers a person said.

The cleanup adapter learned one convention (`data/dictation_numbers.py`):
clock times, money, dates, decimals, percentages and thousands in digits
("7:45", "£150", "the 14th", "38.5", "20%", "4,000"); small counts and
minutes stay words ("twelve people"). `CopyDrafter` uses this to draft the
digits the model will write instead of the words it heard. A guess here
only ever costs a rejected draft, never a wrong output.
"""

from __future__ import annotations

from dataclasses import dataclass

from text_to_num import text2num

ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen").split()
TENS = {word: 10 * n for n, word in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split())
        if word != "_"}
CARDINAL_WORDS = frozenset(ONES) | frozenset(TENS) | {"hundred", "thousand", "and"}
ORDINALS = {word: n for n, word in enumerate(
    ("_ first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
     "fifteenth sixteenth seventeenth eighteenth nineteenth").split()) if word != "_"}
ORDINALS |= {"twentieth": 20, "thirtieth": 30}
CURRENCIES = {"pound": "£", "pounds": "£", "dollar": "$", "dollars": "$", "euro": "€", "euros": "€"}
MEASURES = frozenset({"degrees", "kilometres", "kilometers", "kilos", "kilograms", "miles", "metres"})
MERIDIEMS = {"am": " a.m.", "a.m.": " a.m.", "pm": " p.m.", "p.m.": " p.m."}


@dataclass(frozen=True)
class Written:
    """A number as the clean text writes it, and how many input words it stands for."""

    text: str
    words: int


def _below_hundred(words: list[str], i: int) -> tuple[int, int] | None:
    """(value, words used) of "seven", "fifteen", "forty five" at `i`."""
    if i >= len(words):
        return None
    if words[i] in ONES:
        return ONES.index(words[i]), 1
    if words[i] in TENS:
        unit = words[i + 1] if i + 1 < len(words) else ""
        if unit in ONES[1:10]:
            return TENS[words[i]] + ONES.index(unit), 2
        return TENS[words[i]], 1
    return None


def cardinal(words: list[str], i: int) -> tuple[int, int] | None:
    """(value, words used) of a cardinal below a million, with or without "and".

    The value is text2num's (as in `functions.spoken`): the longest run of
    number words from `i` that it reads as one number.
    """
    if i >= len(words) or (words[i] not in ONES and words[i] not in TENS):
        return None
    end = i
    while end < len(words) and words[end] in CARDINAL_WORDS:
        end += 1
    for stop in range(end, i, -1):
        try:
            return text2num(" ".join(words[i:stop]), "en"), stop - i
        except ValueError:
            continue
    return None


def _ordinal(words: list[str], i: int) -> Written | None:
    if words[i] in ORDINALS:
        n, used = ORDINALS[words[i]], 1
    elif words[i] in TENS and i + 1 < len(words) and words[i + 1] in ORDINALS and ORDINALS[words[i + 1]] < 10:
        n, used = TENS[words[i]] + ORDINALS[words[i + 1]], 2
    else:
        return None
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return Written(f"{n}{suffix}", used)


def _clock(words: list[str], i: int) -> Written | None:
    """"seven forty five", "nine oh five pm", "ten am", "eleven o'clock"."""
    hour = _below_hundred(words, i)
    if hour is None or hour[1] != 1 or not 1 <= hour[0] <= 12:
        return None
    j, text = i + 1, str(hour[0])
    after = words[j] if j < len(words) else ""
    if after == "o'clock":
        return Written(f"{text} o'clock", 2)
    if after == "oh" and j + 1 < len(words) and words[j + 1] in ONES[1:10]:
        text, j = f"{text}:0{ONES.index(words[j + 1])}", j + 2
    elif (minute := _below_hundred(words, j)) and 10 <= minute[0] <= 59:
        text, j = f"{text}:{minute[0]}", j + minute[1]
    meridiem = MERIDIEMS.get(words[j] if j < len(words) else "")
    if meridiem:
        return Written(text + meridiem, j + 1 - i)
    return Written(text, j - i) if ":" in text else None


def _amount(words: list[str], i: int) -> Written | None:
    """Money, percentages, decimals and thousands, written in digits."""
    value = cardinal(words, i)
    if value is None:
        return None
    n, used = value
    if (pair := _below_hundred(words, i + 1)) and words[i] in ONES[1:10] and pair[0] >= 10 and pair[1] + 1 > used:
        n, used = ONES.index(words[i]) * 100 + pair[0], 1 + pair[1]  # "one fifty pounds"
    after = words[i + used] if i + used < len(words) else ""
    if after in CURRENCIES:
        cents = _below_hundred(words, i + used + 1)
        tail = f".{cents[0]:02d}" if cents and cents[0] >= 10 else ""
        return Written(f"{CURRENCIES[after]}{n:,}{tail}", used + 1 + (cents[1] if tail else 0))
    if after == "percent":
        return Written(f"{n}%", used + 1)
    if after == "point" and i + used + 1 < len(words) and words[i + used + 1] in ONES[:10]:
        return Written(f"{n}.{ONES.index(words[i + used + 1])}", used + 2)
    if n >= 1000 or "hundred" in words[i : i + used] or after in MEASURES:
        return Written(f"{n:,}", used)
    return None


def written_form(words: list[str], i: int) -> Written | None:
    """How the clean text writes a number said at `words[i]`, if it writes it in digits."""
    for reading in (_amount, _clock, _ordinal):
        found = reading(words, i)
        if found is not None:
            return found
    return None


def rewrite(words: list[str]) -> list[str]:
    """The words with every number the clean text writes in digits so written."""
    out, i = [], 0
    while i < len(words):
        found = written_form(words, i)
        if found is None:
            out.append(words[i])
            i += 1
        else:
            out.append(found.text)
            i += found.words
    return out
