"""Quoted values copied from the command: names, places and titles are never invented.

Every free-text value the catalog takes (a contact, a song, a note, a room)
is a run of the command's own words: in the 20,000 training targets, the
held-out set and the hand-written natural set, every one is, up to a
dropped possessive ("call dev smith's mobile" -> "dev smith"). A 135M
model still slips while copying ("downton seattle", "clock by lizzo" for
"clocks"). `ValueCopy` removes those slips: inside such a value, only tokens
that keep it a prefix of a span of the command are allowed, and the closing
quote only where a word (or the word before an "'s") ends. A span may start
inside a word, because Whisper glues words ("Playtaylor Swift.") and the
model rightly copies "taylor Swift" out of it.

The state is a pure function of the answer's bytes, so rollback is popping a
stack. Enum values (`media_type="music"`) are left to the grammar, as they
need not appear in the command, and so are spoken times, dates and durations
(`models.grammar.copied_arguments` says why).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from functions.normalise import EDGE_PUNCTUATION

_QUOTE = ord('"')
_CONTEXT = re.compile(rb"(\w+)\((?:[^()]*, )?(\w+)=$")
_CLOSED_VALUE = re.compile(rb'"[^"]*"')
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
    def of(cls, command: str) -> CommandSpans:
        """Starts anywhere in a word after its leading punctuation; ends in its trailing punctuation ("a.m.,")."""
        starts: list[int] = []
        ends: set[int] = set()
        for match in re.finditer(r'[^"\\\s]+', command):
            word = match.group()
            core = word.lstrip(EDGE_PUNCTUATION)
            stripped = core.rstrip(EDGE_PUNCTUATION)
            if not stripped:
                continue
            begin = match.start() + len(word) - len(core)
            starts.extend(_offset(command, begin + index) for index in range(len(stripped)))
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


@dataclass(frozen=True)
class _Value:
    """The value being written: its bytes so far, and whether it must be copied."""

    written: bytes
    copied: bool


class CopyVocabulary:
    """What the rule needs of a tokenizer, built once (about 50 ms for 49,152 tokens)."""

    def __init__(self, vocab: Sequence[bytes], fields: frozenset[tuple[str, str]]) -> None:
        self.vocab = vocab
        self.fields = fields
        self.longest = max(len(data) for data in vocab)
        self.quoted = [token for token, data in enumerate(vocab) if _QUOTE in data]
        index: dict[bytes, list[int]] = defaultdict(list)
        for token, data in enumerate(vocab):
            if data and _QUOTE not in data:
                index[data.lower()].append(token)
        self.by_bytes = dict(index)


class ValueCopy:
    """The copy rule's state over one answer: checks tokens and lists the allowed ones."""

    def __init__(self, command: str, vocabulary: CopyVocabulary) -> None:
        self.spans = CommandSpans.of(command)
        self.vocabulary = vocabulary
        self._answer = bytearray()
        self._lengths: list[int] = []

    def allows(self, token: int) -> bool:
        """Whether `token` keeps every copied value a span of the command ending at a word end."""
        return self._check(self._value(), self.vocabulary.vocab[token])

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
        if value is None or not value.copied or self._left_the_command(value.written):
            return None
        tokens: set[int] = set()
        for offset in self.spans.continuations(value.written):
            tokens.update(self._prefix_tokens(offset))
        tokens.update(token for token in self.vocabulary.quoted if self._check(value, self.vocabulary.vocab[token]))
        return sorted(tokens)

    def refused_quotes(self) -> list[int]:
        """Tokens with a quote that this state refuses (outside a value, the only ones it can refuse)."""
        value = self._value()
        return [token for token in self.vocabulary.quoted if not self._check(value, self.vocabulary.vocab[token])]

    def _prefix_tokens(self, offset: int) -> Iterable[int]:
        """Tokens whose bytes are the command's from `offset` on, or lower-cased there (and hold no quote)."""
        rest = self.spans.lower[offset : offset + self.vocabulary.longest]
        for length in range(1, len(rest) + 1):
            yield from (token for token in self.vocabulary.by_bytes.get(rest[:length], ())
                        if self.spans.cased(self.vocabulary.vocab[token], offset))

    def _value(self) -> _Value | None:
        """The open value, or None between values (an even number of quotes so far)."""
        answer = bytes(self._answer)
        if answer.count(_QUOTE) % 2 == 0:
            return None
        opening = answer.rfind(_QUOTE)
        return _Value(answer[opening + 1 :], self._must_copy(answer[:opening]))

    def _must_copy(self, before: bytes) -> bool:
        """Whether the value opening after `before` (whose quotes pair up) belongs to a copied argument."""
        call = _CLOSED_VALUE.sub(b'""', before).rsplit(b"; ", 1)[-1]
        match = _CONTEXT.search(call)
        return match is not None and (match[1].decode(), match[2].decode()) in self.vocabulary.fields

    def _check(self, value: _Value | None, data: bytes) -> bool:
        """Walk `data` across quotes: each copied value it writes in must stay a span, each it closes a whole one."""
        before = bytes(self._answer)
        while True:
            cut = data.find(_QUOTE)
            if value is not None:
                written = value.written + (data if cut < 0 else data[:cut])
                if value.copied and not self._value_ok(value.written, written, closed=cut >= 0):
                    return False
            if cut < 0:
                return True
            before, data = before + data[: cut + 1], data[cut + 1 :]
            value = None if value is not None else _Value(b"", self._must_copy(before[:-1]))

    def _left_the_command(self, written: bytes) -> bool:
        return bool(written) and not self.spans.is_prefix(written)

    def _value_ok(self, old: bytes, new: bytes, closed: bool) -> bool:
        """A value that already left the command (a rare fallback) is no longer checked."""
        if self._left_the_command(old) or not (new or closed):
            return True
        return self.spans.is_complete(new) if closed else self.spans.is_prefix(new)
