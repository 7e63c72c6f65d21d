"""Robot distances said in metres, feet or inches, in the catalog's centimetres.

`move_robot` takes `distance_cm`. The committed adapter copies the number it
hears and drops the unit ("drive forward two meters" -> `distance_cm=2`):
its training data said distances in centimetres only. A robot that creeps 2 cm
when told 2 m is wrong in a way no retraining round should be needed for, so,
as with spoken times, the command's own words decide the amount: when it
states a length in another unit, the distance is that length in centimetres,
rounded to the nearest one.

Lengths pair with distances in order, and only when the command states as
many lengths as the answer has distances: "forward 2 meters then left 3 feet"
is two of each. Any other count is left as the model wrote it, because which
length belongs to which call is then a guess. Centimetres are left as written
too: that is the unit the model was taught. A length outside the catalog's
range (a 0.5 mm nudge, a 50 km drive) rejects the call rather than keeping a
number the person did not say.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass

from functions.calls import FunctionCall, ParsedCalls, RejectedCall
from functions.registry import CallRejected, validate_call
from functions.spoken import digits, expand_fractions

log = logging.getLogger(__name__)

DISTANCE_CALL = "move_robot"
DISTANCE_FIELD = "distance_cm"
CENTIMETRES = 1.0

_WORD_CM = {
    **dict.fromkeys(("millimeter", "millimeters", "millimetre", "millimetres"), 0.1),
    **dict.fromkeys(("centimeter", "centimeters", "centimetre", "centimetres"), CENTIMETRES),
    **dict.fromkeys(("meter", "meters", "metre", "metres"), 100.0),
    **dict.fromkeys(("kilometer", "kilometers", "kilometre", "kilometres"), 100_000.0),
    **dict.fromkeys(("inch", "inches"), 2.54),
    **dict.fromkeys(("foot", "feet"), 30.48),
    **dict.fromkeys(("yard", "yards"), 91.44),
}
_ABBREVIATION_CM = {"mm": 0.1, "cm": CENTIMETRES, "m": 100.0, "km": 100_000.0, "ft": 30.48, "yd": 91.44}
"""Only after a number ("2m", "3 ft"). "in" is left out: "move 2 in the hall" is not inches."""

_UNIT_CM = {**_WORD_CM, **_ABBREVIATION_CM}
_WORD_UNITS = "|".join(sorted(_WORD_CM, key=len, reverse=True))
_ABBREVIATIONS = "|".join(sorted(_ABBREVIATION_CM, key=len, reverse=True))
_AMOUNT = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
"""A number as `digits` writes it: "1,500", "2.5" or "40"."""
_LENGTH = re.compile(rf"(?<![\d.,])({_AMOUNT}) ?({_WORD_UNITS}|{_ABBREVIATIONS})(?![\w-])")


@dataclass(frozen=True)
class StatedLength:
    """A length the command says, e.g. `2` `meters`, and its size in centimetres."""

    amount: float
    unit: str
    cm: float

    @property
    def in_centimetres(self) -> bool:
        return _UNIT_CM[self.unit] == CENTIMETRES


def stated_lengths(command: str) -> list[StatedLength]:
    """Every number-and-length-unit the command says, in order ("two and a half feet" -> 2.5 feet)."""
    text = expand_fractions(digits(command, limit=len(command)), _WORD_UNITS)
    found = []
    for amount, unit in _LENGTH.findall(text):
        size = float(amount.replace(",", ""))
        found.append(StatedLength(size, unit, size * _UNIT_CM[unit]))
    return found


def resolve_lengths(calls: list[FunctionCall], command: str) -> ParsedCalls:
    """The calls with each robot distance the command states in another unit converted to centimetres."""
    distances = [i for i, call in enumerate(calls) if _distance(call) is not None]
    lengths = stated_lengths(command) if distances else []
    if len(lengths) != len(distances):
        return ParsedCalls(calls=list(calls))
    paired = dict(zip(distances, lengths, strict=True))
    result = ParsedCalls()
    for index, call in enumerate(calls):
        length = paired.get(index)
        if length is None or length.in_centimetres:
            result.calls.append(call)
            continue
        try:
            result.calls.append(_with_distance(call, length))
        except CallRejected as error:
            reason = f"{length.amount:g} {length.unit} is not a distance the robot takes: {error.message}"
            result.rejected.append(RejectedCall(call.describe(), reason))
    return result


def _distance(call: FunctionCall) -> int | None:
    return getattr(call.args, DISTANCE_FIELD, None) if call.name == DISTANCE_CALL else None


def _with_distance(call: FunctionCall, length: StatedLength) -> FunctionCall:
    """The call with the stated length, validated again by the catalog so its range still holds."""
    if not math.isfinite(length.cm):
        raise CallRejected("the number is too large")
    resolved = validate_call(call.name, {**call.arguments, DISTANCE_FIELD: round(length.cm)})
    log.info("%s: %g %s is %s cm (the model wrote %s)", call.name, length.amount, length.unit,
             _distance(resolved), _distance(call))
    return resolved
