"""A tiny template language for phrasing families, and the values slots produce.

Writing every phrasing out in full would take thousands of lines, so a template
packs variants: `(set|make) [a new] alarm for {time}` is "set an alarm for ...",
"make a new alarm for ...", and so on. `(a|b)` picks one option, `[x]` is
optional, `{arg}` is a slot filled by the argument's sampler, `@a` becomes "a"
or "an" to agree with the next word, and a word starting with `^` is glued to
the word before it (`{last_name} ^'s number`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, Union

SlotKind = Literal["text", "lower", "span", "int", "enum"]


@dataclass(frozen=True)
class SlotValue:
    """One sampled argument: how it is spoken and what it means.

    `kind` says how the answer is derived from the spoken surface once noise
    and casing are applied: "text" and "lower" are copied (lower-cased for
    rooms and colours), "span" is copied while `value` is its normalised form
    (a time, duration or date), "int" and "enum" write `value` itself.
    """

    surface: str
    kind: SlotKind
    value: object = None


@dataclass(frozen=True)
class Context:
    """What samplers may depend on: the reference time and the number style.

    `digits` is true for Whisper-like transcripts, which write "7:30" and
    "50%" where a plain recogniser writes "seven thirty" and "fifty".
    `training` is true for the training split, whose name slots also draw
    training-only names (`data.slots.name_pool`).
    """

    now: datetime
    digits: bool
    training: bool = False


@dataclass(frozen=True)
class Slot:
    name: str


@dataclass(frozen=True)
class Choice:
    options: tuple[tuple[Node, ...], ...]


Node = Union[str, Slot, Choice]


@dataclass
class Tok:
    """One word of an utterance, or one whole slot (never split by noise)."""

    text: str
    slot: tuple[int, str] | None = None
    glue: bool = False


class TemplateError(ValueError):
    """A template that does not parse (unbalanced brackets, empty slot)."""


def _parse(text: str, pos: int, closers: str) -> tuple[list[tuple[Node, ...]], int]:
    """Options of one group (split at `|`) up to a closer; returns the end position."""
    options: list[tuple[Node, ...]] = []
    current: list[Node] = []
    buffer = ""
    while pos < len(text):
        char = text[pos]
        if char in closers or char == "|":
            if buffer:
                current.append(buffer)
            buffer = ""
            options.append(tuple(current))
            current = []
            pos += 1
            if char != "|":
                return options, pos
            continue
        if char in "([":
            if buffer:
                current.append(buffer)
            buffer = ""
            inner, pos = _parse(text, pos + 1, ")" if char == "(" else "]")
            current.append(Choice(tuple(inner) + (((),) if char == "[" else ())))
            continue
        if char == "{":
            end = text.find("}", pos)
            if end <= pos + 1:
                raise TemplateError(f"bad slot in {text!r}")
            if buffer:
                current.append(buffer)
            buffer = ""
            current.append(Slot(text[pos + 1 : end]))
            pos = end + 1
            continue
        if char in ")]":
            raise TemplateError(f"unbalanced {char!r} in {text!r}")
        buffer += char
        pos += 1
    if closers:
        raise TemplateError(f"unclosed group in {text!r}")
    if buffer:
        current.append(buffer)
    options.append(tuple(current))
    return options, pos


def compile_template(text: str) -> tuple[Node, ...]:
    """Parse a template once, at import, so sampling is a cheap walk."""
    options, _ = _parse(text, 0, "")
    if len(options) != 1:
        raise TemplateError(f"top-level '|' in {text!r}: wrap alternatives in ( )")
    return options[0]


def slots_of(nodes: tuple[Node, ...]) -> set[str]:
    """Every slot name a template can produce (for checking families at import)."""
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, Slot):
            found.add(node.name)
        elif isinstance(node, Choice):
            for option in node.options:
                found |= slots_of(option)
    return found


def always_slots(nodes: tuple[Node, ...]) -> set[str]:
    """The slots every expansion of a template produces (required arguments need one)."""
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, Slot):
            found.add(node.name)
        elif isinstance(node, Choice):
            found |= set.intersection(*(always_slots(option) for option in node.options))
    return found


def expand(nodes: tuple[Node, ...], rng: random.Random) -> list[str | Slot]:
    """One random path through a template: words and slot markers in order."""
    out: list[str | Slot] = []
    for node in nodes:
        if isinstance(node, Slot):
            out.append(node)
        elif isinstance(node, Choice):
            out.extend(expand(rng.choice(node.options), rng))
        else:
            out.extend(node.split())
    return out


def skeletons(nodes: tuple[Node, ...]) -> list[str]:
    """Every expansion of a template, slots written `{name}`: what the splits must not share."""
    paths: list[tuple[str, ...]] = [()]
    for node in nodes:
        if isinstance(node, Slot):
            options = [(f"{{{node.name}}}",)]
        elif isinstance(node, Choice):
            options = [tuple(path.split()) for option in node.options for path in skeletons(option)]
        else:
            options = [tuple(node.split())]
        paths = [path + option for path in paths for option in options]
    return [" ".join(path) for path in paths]


def article_for(word: str) -> str:
    """"an" before a vowel sound ("an eye exam", "an hour"), else "a" ("a one hour timer")."""
    lowered = word.lower()
    if lowered.startswith(("one", "once", "uni", "use", "usu", "eu")):
        return "a"
    return "an" if lowered[:1] in tuple("aeiou") or lowered.startswith(("hour", "honest")) else "a"
