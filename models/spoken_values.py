"""Spoken times, dates and durations that are copied from the command and always parse.

The model writes a spoken value as the command says it (`time="half past
six"`) and the catalog's normaliser reads it. When the model slipped, the
normaliser could not: "33 minutes" for "in 33 minutes", "by christmas",
"sixty-two days after september at 6 20 pm" left 0.4 % of outputs invalid
(reported, never executed). Every spoken value in the generated targets is a
run of the command's words, so the valid values of a field form a short list:
the spans of the command its validator accepts. `SpokenSpans` finds that list
for a field the first time the answer needs it (a few hundred candidate spans
of at most `MAX_SPAN_WORDS` words), and `models.value_copy` allows inside such
a value only prefixes of the list and the closing quote only on a whole item.
A field whose list is empty cannot be filled at all; `models.guide` then
steers the answer away from opening it.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterator, Mapping
from datetime import datetime
from functools import cache
from types import NoneType, UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import TypeAdapter, ValidationError
from pydantic.fields import FieldInfo

from functions.catalog import catalog_fields
from functions.normalise import EDGE_PUNCTUATION
from functions.spoken import MAX_SPOKEN_CHARS

log = logging.getLogger(__name__)

MAX_SPAN_WORDS = 16
"""The longest spoken values in the generated targets have 11 words
("the day after tomorrow at half past two in the afternoon"); spans are also
cut at MAX_SPOKEN_CHARS."""

Field = tuple[str, str]
"""(function, argument)."""


def _value_type(info: FieldInfo) -> Any:
    """The type of one spoken value of the field, with its bounds and without `Optional`.

    A span is never None, so `Optional` changes nothing for it; dropping it lets
    `set_alarm.time` and `cancel_alarm.time` (and the two date-time fields) share
    one validator, and `SpokenSpans` check a command's spans once for both.
    """
    annotation = Annotated[info.annotation, *info.metadata] if info.metadata else info.annotation
    if get_origin(annotation) in (Union, UnionType):
        present = [arg for arg in get_args(annotation) if arg is not NoneType]
        if len(present) == 1:
            return present[0]
    return annotation


@cache
def _adapter(value_type: Any) -> TypeAdapter[Any]:
    return TypeAdapter(value_type)


@cache
def field_adapters(fields: frozenset[Field]) -> Mapping[Field, TypeAdapter[Any]]:
    """A validator for each field's value alone, with the field's own type and bounds; shared where types are."""
    return {key: _adapter(_value_type(info)) for key, info in catalog_fields() if key in fields}


@cache
def required_fields(fields: frozenset[Field]) -> Mapping[str, tuple[Field, ...]]:
    """Function name -> those of `fields` it requires (`set_alarm` -> its `time`)."""
    required: dict[str, tuple[Field, ...]] = {}
    for key, info in catalog_fields():
        if key in fields and info.is_required():
            required[key[0]] = (*required.get(key[0], ()), key)
    return required


def _word_bounds(command: str) -> list[tuple[int, tuple[int, ...]]]:
    """(start, possible ends) of each word, as character offsets, without its edge punctuation.

    A word may end anywhere in its trailing punctuation ("a.m", "a.m." and "a.m.,").
    """
    bounds = []
    for match in re.finditer(r"\S+", command):
        word = match.group()
        core = word.lstrip(EDGE_PUNCTUATION)
        stripped = core.rstrip(EDGE_PUNCTUATION)
        if stripped:
            begin = match.end() - len(core)
            bounds.append((begin, tuple(range(begin + len(stripped), match.end() + 1))))
    return bounds


def candidate_spans(command: str) -> Iterator[str]:
    """Every run of 1..MAX_SPAN_WORDS words of `command`, at most MAX_SPOKEN_CHARS long, each once."""
    bounds = _word_bounds(command)
    seen: set[str] = set()
    for first, (start, _) in enumerate(bounds):
        for _, ends in bounds[first : first + MAX_SPAN_WORDS]:
            for end in ends:
                span = command[start:end]
                if len(span) <= MAX_SPOKEN_CHARS and span not in seen:
                    seen.add(span)
                    yield span


class SpokenSpans:
    """The spans of one command each spoken field accepts, lower-cased UTF-8, found on first use.

    They are kept per validator, so fields that share one are checked once.
    """

    def __init__(self, command: str, now: datetime | None, adapters: Mapping[Field, TypeAdapter[Any]]) -> None:
        self.command = command
        self.now = now or datetime.now()
        self.adapters = adapters
        self._values: dict[TypeAdapter[Any], tuple[bytes, ...]] = {}

    def __contains__(self, field: Field) -> bool:
        return field in self.adapters

    def values(self, field: Field) -> tuple[bytes, ...]:
        """The valid values of `field` in this command, shortest first."""
        adapter = self.adapters[field]
        if adapter not in self._values:
            started = time.perf_counter()
            spans = {span.lower().encode() for span in candidate_spans(self.command) if self._valid(adapter, span)}
            found = sorted(spans, key=len)
            self._values[adapter] = tuple(found)
            log.debug("%s: %d valid spans in %.1f ms", field, len(found), (time.perf_counter() - started) * 1000)
        return self._values[adapter]

    def _valid(self, adapter: TypeAdapter[Any], span: str) -> bool:
        try:
            adapter.validate_python(span, context={"now": self.now})
        except (ValidationError, ValueError, OverflowError):
            return False
        return True

    def is_prefix(self, field: Field, written: bytes) -> bool:
        folded = written.lower()
        return any(value.startswith(folded) for value in self.values(field))

    def is_complete(self, field: Field, written: bytes) -> bool:
        return written.lower() in self.values(field)

    def rests(self, field: Field, written: bytes) -> set[bytes]:
        """What may follow `written` in a valid value (lower-cased), each value's remainder once."""
        folded = written.lower()
        return {value[len(folded):] for value in self.values(field) if value.startswith(folded) and value != folded}
