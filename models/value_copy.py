"""Quoted values copied from the command: names, places, titles and times are never invented.

Every free-text value the catalog takes (a contact, a song, a note, a room)
is a run of the command's own words: in the 20,000 training targets, the
held-out set and the hand-written natural set, every one is, up to a
dropped possessive ("call dev smith's mobile" -> "dev smith"). A 135M
model still slips while copying ("downton seattle", "clock by lizzo" for
"clocks"). `ValueCopy` removes those slips: inside such a value, only tokens
that keep it a prefix of a span of the command are allowed, and the closing
quote only where a word (or the word before an "'s") ends. A span starts
where a word starts: a model taught that "and" joins two calls may split it
off a name (the adapter of 2026-12-03: "call andrew" -> "rew").
`copy_starts="inside"` lets a span start inside a word instead, for a
recogniser that glues words ("Playtaylor Swift." -> "taylor Swift"); the ASR
adapter's transcripts of the natural set need it nowhere.

Spoken times, dates and durations, and a contact's email and phone number,
follow a stricter rule: the value must be one of the spans of the command
that the field's validator accepts (`models.spoken_values`), so "33 minutes"
cannot close where the command said "in 33 minutes", "my contacts" is never
an email, and every such value the model writes parses. An optional one that
no span can fill is not opened.

The state is a pure function of the answer's bytes, so rollback is popping a
stack. Enum values (`media_type="music"`) are left to the grammar, as they
need not appear in the command.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from app.settings import CopyStarts
from functions.catalog import parameters
from functions.normalise import EDGE_PUNCTUATION
from models.spoken_values import Field, SpokenSpans, field_adapters, required_fields

_QUOTE = ord('"')
_CONTEXT = re.compile(rb"(\w+)\((?:[^()]*, )?(\w+)=$")
_CLOSED_VALUE = re.compile(rb'"[^"]*"')
_CALL_NAME = re.compile(rb"(\w+)\(")
_ARGUMENT_NAME = re.compile(rb"(\w+)=")
_NEXT_ARGUMENT = b", "
_POSSESSIVES = ("'s", "\u2019s")


@dataclass(frozen=True)
class CommandSpans:
    """The byte offsets where a copied value may start and end, in the command's UTF-8.

    A value may lower-case what it copies (`bytes.lower` keeps every offset):
    the catalog lower-cases rooms and colours, so "Cyan lighting" may give
    "cyan". It may not add capitals: "Dev Silva" never becomes "SILVA".
    """

    text: bytes
    lower: bytes
    starts: tuple[int, ...]
    ends: frozenset[int]
    _found: dict[bytes, list[int]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, command: str, where: CopyStarts = "word") -> CommandSpans:
        """Starts where a word's leading punctuation ends (or, `inside`, anywhere in the word after it);
        ends in its trailing punctuation ("a.m.,")."""
        starts: list[int] = []
        ends: set[int] = set()
        for match in re.finditer(r'[^"\\\s]+', command):
            word = match.group()
            core = word.lstrip(EDGE_PUNCTUATION)
            stripped = core.rstrip(EDGE_PUNCTUATION)
            if not stripped:
                continue
            begin = match.start() + len(word) - len(core)
            inside = range(len(stripped)) if where == "inside" else range(1)
            starts.extend(_offset(command, begin + index) for index in inside)
            ends.update(_offset(command, begin + length) for length in range(len(stripped), len(core) + 1))
            for suffix in _POSSESSIVES:
                if stripped.endswith(suffix) and len(stripped) > len(suffix):
                    ends.add(_offset(command, begin + len(stripped) - len(suffix)))
        text = command.encode()
        return cls(text, text.lower(), tuple(starts), frozenset(ends))

    def continuations(self, value: bytes) -> list[int]:
        """Offsets just after each place the command holds `value` from a start.

        Memoised: listing the allowed tokens checks every quote token
        against the same open value (163 tokens, a scan of every start each).
        """
        if value not in self._found:
            folded = value.lower()
            self._found[value] = [
                start + len(value) for start in self.starts
                if self.lower.startswith(folded, start) and self.cased(value, start)
            ]
        return self._found[value]

    def cased(self, value: bytes, offset: int) -> bool:
        """`value` (equal to the command at `offset` up to case) has capitals only where the command does."""
        if value == value.lower():
            return True
        return all(mine == theirs for mine, theirs in zip(value, self.text[offset:], strict=False) if 65 <= mine <= 90)

    def is_prefix(self, value: bytes) -> bool:
        return bool(self.continuations(value))

    def is_complete(self, value: bytes) -> bool:
        return bool(value) and any(end in self.ends for end in self.continuations(value))


def _offset(command: str, index: int) -> int:
    return len(command[:index].encode())


class _TextRule:
    """Free text: a prefix of a span of the command, closed where a word ends (or at once, if `empty_ok`)."""

    def __init__(self, spans: CommandSpans, vocabulary: CopyVocabulary, empty_ok: bool = False) -> None:
        self.spans = spans
        self.vocabulary = vocabulary
        self.empty_ok = empty_ok

    def is_prefix(self, written: bytes) -> bool:
        return self.spans.is_prefix(written)

    def is_complete(self, written: bytes) -> bool:
        return self.spans.is_complete(written) or (self.empty_ok and not written)

    def next_tokens(self, written: bytes) -> Iterable[int]:
        """Tokens whose bytes are the command's after `written`, or lower-cased there (and hold no quote)."""
        for offset in self.spans.continuations(written):
            rest = self.spans.lower[offset : offset + self.vocabulary.longest]
            for length in range(1, len(rest) + 1):
                yield from (token for token in self.vocabulary.by_bytes.get(rest[:length], ())
                            if self.spans.cased(self.vocabulary.vocab[token], offset))


class _SpokenRule:
    """A spoken time, date or duration: a prefix of a span the field's validator accepts, closed on a whole one."""

    def __init__(self, spoken: SpokenSpans, field: Field, vocabulary: CopyVocabulary) -> None:
        self.spoken = spoken
        self.field = field
        self.vocabulary = vocabulary

    def is_prefix(self, written: bytes) -> bool:
        return self.spoken.is_prefix(self.field, written)

    def is_complete(self, written: bytes) -> bool:
        return self.spoken.is_complete(self.field, written)

    def is_unfillable(self) -> bool:
        return not self.spoken.values(self.field)

    def next_tokens(self, written: bytes) -> Iterable[int]:
        """Tokens (of any case: the normaliser lower-cases) that a valid value continues with."""
        for rest in self.spoken.rests(self.field, written):
            for length in range(1, min(len(rest), self.vocabulary.longest) + 1):
                yield from self.vocabulary.by_bytes.get(rest[:length], ())


_Rule = _TextRule | _SpokenRule


@dataclass(frozen=True)
class _Value:
    """The value being written: its bytes so far, and the rule it follows (None: free)."""

    written: bytes
    rule: _Rule | None


class CopyVocabulary:
    """What the rules need of a tokenizer, built once (about 50 ms for 49,152 tokens).

    `fields` are the free-text arguments, `spoken` the spoken times, dates
    and durations, `empty` the free-text arguments that may be "" (a
    contact's missing last name); all as (function, argument).
    """

    def __init__(self, vocab: Sequence[bytes], fields: frozenset[Field],
                 spoken: frozenset[Field] = frozenset(), empty: frozenset[Field] = frozenset()) -> None:
        self.vocab = vocab
        self.fields = fields
        self.empty = empty
        self.adapters = field_adapters(spoken)
        self.required_spoken = required_fields(spoken)
        self.longest = max(len(data) for data in vocab)
        self.quoted = [token for token, data in enumerate(vocab) if _QUOTE in data]
        index: dict[bytes, list[int]] = defaultdict(list)
        for token, data in enumerate(vocab):
            if data and _QUOTE not in data:
                index[data.lower()].append(token)
        self.by_bytes = dict(index)


class ValueCopy:
    """The copy rules' state over one answer: checks tokens and lists the allowed ones."""

    def __init__(self, command: str, vocabulary: CopyVocabulary, now: datetime | None = None,
                 starts: CopyStarts = "word") -> None:
        self.vocabulary = vocabulary
        spans = CommandSpans.of(command, starts)
        self._text = _TextRule(spans, vocabulary)
        self._name = _TextRule(spans, vocabulary, empty_ok=True)
        self._spoken = SpokenSpans(command, now, vocabulary.adapters)
        self._answer = bytearray()
        self._lengths: list[int] = []

    def allows(self, token: int) -> bool:
        """Whether `token` keeps every copied value a span of the command ending at a word end."""
        return self._check(self._value(), self.vocabulary.vocab[token])

    def may_open(self, token: int) -> bool:
        """Whether `token` (with forced text after it) could open a value: it is outside one, or holds a quote."""
        return self._answer.count(_QUOTE) % 2 == 0 or _QUOTE in self.vocabulary.vocab[token]

    def opens_dead_end(self, data: bytes) -> bool:
        """Whether `data`, written next, opens a call needing a spoken value, or the value, that no span can fill.

        A call is caught when its name is complete: `create_calendar_event(`
        with no date in the command would otherwise be written up to its
        required date-time, which could then only be invented.
        """
        before = bytes(self._answer)
        if self.unfillable_call(data) is not None:
            return True
        if self._comma_opens_only_unfillable(before + data):
            return True
        value = self._value()
        while (cut := data.find(_QUOTE)) >= 0:
            before, data = before + data[: cut + 1], data[cut + 1 :]
            value = None if value is not None else _Value(b"", self._rule(before[:-1]))
            if value is not None and isinstance(value.rule, _SpokenRule) and value.rule.is_unfillable():
                return True
        return False

    def unfillable_call(self, data: bytes) -> tuple[int, str] | None:
        """(call number, function) when `data`, written next, completes the name of a call that needs a spoken
        value no span of the command can fill ("set_timer(" for "set a timer"), else None."""
        before = bytes(self._answer)
        opened = _open_call(before + data)
        if opened is not None and opened != _open_call(before) and self._needs_missing_value(opened):
            return opened
        return None

    def _comma_opens_only_unfillable(self, answer: bytes) -> bool:
        """Whether `answer` ends in an argument's comma and every argument that may follow is unfillable.

        Arguments come in catalog order, so after `last_name="murphy", ` only
        `phone_number` and `email` may follow: with neither in the command the
        comma is refused and the call closes instead.
        """
        if not answer.endswith(_NEXT_ARGUMENT) or answer.count(_QUOTE) % 2:
            return False
        call = _last_call(answer)
        opened, written = _CALL_NAME.match(call), _ARGUMENT_NAME.findall(call)
        if opened is None or not written:
            return False
        function = opened[1].decode()
        order = parameters(function)
        last = written[-1].decode()
        rest = order[order.index(last) + 1 :] if last in order else []
        fields = [(function, name) for name in rest]
        return bool(fields) and all(field in self._spoken and not self._spoken.values(field) for field in fields)

    def _needs_missing_value(self, call: tuple[int, str]) -> bool:
        fields = self.vocabulary.required_spoken.get(call[1], ())
        return any(not self._spoken.values(field) for field in fields)

    def push(self, token: int) -> None:
        self._lengths.append(len(self._answer))
        self._answer += self.vocabulary.vocab[token]

    def rollback(self, n: int) -> None:
        if n > 0:
            del self._answer[self._lengths[-n]:]
            del self._lengths[-n:]

    def restricted(self) -> list[int] | None:
        """Every token allowed next while a copied value is open; None when any quote-free token is."""
        value = self._value()
        if value is None or value.rule is None or _left(value.rule, value.written):
            return None
        tokens = set(value.rule.next_tokens(value.written))
        tokens.update(token for token in self.vocabulary.quoted if self._check(value, self.vocabulary.vocab[token]))
        return sorted(tokens)

    def refused_quotes(self) -> list[int]:
        """Tokens with a quote that this state refuses (outside a value, the only ones it can refuse)."""
        value = self._value()
        return [token for token in self.vocabulary.quoted if not self._check(value, self.vocabulary.vocab[token])]

    def _value(self) -> _Value | None:
        """The open value, or None between values (an even number of quotes so far)."""
        answer = bytes(self._answer)
        if answer.count(_QUOTE) % 2 == 0:
            return None
        opening = answer.rfind(_QUOTE)
        return _Value(answer[opening + 1 :], self._rule(answer[:opening]))

    def _rule(self, before: bytes) -> _Rule | None:
        """The rule of the value opening after `before` (whose quotes pair up): by its function and argument."""
        match = _CONTEXT.search(_last_call(before))
        if match is None:
            return None
        key = (match[1].decode(), match[2].decode())
        if key in self.vocabulary.empty:
            return self._name
        if key in self.vocabulary.fields:
            return self._text
        if key in self._spoken:
            return _SpokenRule(self._spoken, key, self.vocabulary)
        return None

    def _check(self, value: _Value | None, data: bytes) -> bool:
        """Walk `data` across quotes: each copied value it writes in must stay a prefix, each it closes whole."""
        before = bytes(self._answer)
        while True:
            cut = data.find(_QUOTE)
            if value is not None and value.rule is not None:
                written = value.written + (data if cut < 0 else data[:cut])
                if not _value_ok(value.rule, value.written, written, closed=cut >= 0):
                    return False
            if cut < 0:
                return True
            before, data = before + data[: cut + 1], data[cut + 1 :]
            value = None if value is not None else _Value(b"", self._rule(before[:-1]))


def _last_call(answer: bytes) -> bytes:
    """The last call of `answer`, with its closed values emptied so their commas and semicolons do not count."""
    return _CLOSED_VALUE.sub(b'""', answer).rsplit(b"; ", 1)[-1]


def _open_call(answer: bytes) -> tuple[int, str] | None:
    """(index, function name) of the last call in `answer` whose opening parenthesis is written, if any."""
    closed = _CLOSED_VALUE.sub(b'""', answer)
    if closed.count(_QUOTE) % 2:
        closed = closed[: closed.rfind(_QUOTE)]
    calls = closed.split(b"; ")
    match = _CALL_NAME.match(calls[-1])
    return (len(calls), match[1].decode()) if match else None


def _left(rule: _Rule, written: bytes) -> bool:
    """The value left what its rule allows: only after the guide's grammar-only fallback."""
    return bool(written) and not rule.is_prefix(written)


def _value_ok(rule: _Rule, old: bytes, new: bytes, closed: bool) -> bool:
    """A value that already left its rule (a rare fallback) is no longer checked."""
    if _left(rule, old) or not (new or closed):
        return True
    return rule.is_complete(new) if closed else rule.is_prefix(new)
