"""Span copying: inside a quoted value, draft the command's own words.

Most string values in a call are spans of the command: names, numbers,
addresses, message bodies ("text mum saying running late" ->
`send_message(to="mum", message="running late")`). The Frozen-MTP head is
good at the call's structure but copies poorly: after `name="j` it drafts a
name it saw in training, not the "john" the person just said. Token n-gram
lookup cannot copy either, because the command spells " john" with a leading
space and the answer spells `="` `j` `ohn`.

So the copy works on text: once the answer is inside a value and has typed
its first characters, find where the command says them (at a word start,
case-insensitive) and propose the command's text that follows, tokenised as
the answer would spell it, up to the end of its clause (a comma or a
sentence's end, which values leave out) or the first word that usually
ends such a value (`SpanEnds`, counted in the training data: a recipient
ends before "saying"), and close the value there.

An integer argument (`level=`, `temperature=`) is drafted the same way from
the numbers the command says, in digits ("fifty five" -> `55`).

At a value's first character the head still chooses, but only among the
first tokens of the command's words (`starts`): 95 % of the string values in
the held-out set are the command's words from a word start on, and the
rest are enum values the grammar spells out anyway. A wrong copy costs only
rejected draft tokens: the verifier decides every token, so the output is
plain greedy's either way.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from transformers import PreTrainedTokenizerBase

from models.written_numbers import cardinal

QUOTE = '"'
CLOSE = '")'
CLAUSE_END = re.compile(r"[,.;:?!](?:\s|$)")
WORD_CHARS = 24  # enough of the command after a word start to tokenise that word as the answer would
OPEN_ARGUMENT = re.compile(r'(\w+)="[^"]*$')
OPEN_NUMBER = re.compile(r'\w=(\d*)$')
SPAN_ENDS_FILE = "span_ends.json"


def word_key(word: str) -> str:
    """A word as the span-end table keys it: lower case, letters, digits and apostrophes only."""
    return re.sub(r"[^\w']", "", word.lower())


@dataclass(frozen=True)
class SpanEnds:
    """Words a copied value usually stops before: for any argument, and each argument's own verdicts."""

    one_word: frozenset[str] = frozenset()
    never_open: frozenset[str] = frozenset()
    anywhere: frozenset[str] = frozenset()
    stop: dict[str, frozenset[str]] = field(default_factory=dict)
    go: dict[str, frozenset[str]] = field(default_factory=dict)

    def never_opens(self, word: str) -> bool:
        """Whether `word` (almost) never opens a value ("me", "for", "set")."""
        return word_key(word) in self.never_open

    def before(self, argument: str, word: str) -> bool:
        """Whether a value of `argument` probably ends before `word` (a word after its first)."""
        if argument in self.one_word:
            return True
        key = word_key(word)
        if key in self.stop.get(argument, ()):
            return True
        return key in self.anywhere and key not in self.go.get(argument, ())

    @classmethod
    def load(cls, directory: Path) -> SpanEnds:
        """The table beside an MTP head (`python -m data.span_ends`), or none: values then run to their clause's end."""
        path = directory / SPAN_ENDS_FILE
        if not path.is_file():
            return cls()
        raw = json.loads(path.read_text())
        return cls(frozenset(raw["one_word"]), frozenset(raw.get("never_open", ())), frozenset(raw["anywhere"]), {a: frozenset(w) for a, w in raw["stop"].items()},
                   {a: frozenset(w) for a, w in raw["go"].items()})


class SpanCopier:
    """Proposes the command's continuation of the value being written, for one request."""

    def __init__(self, tokenizer: PreTrainedTokenizerBase, command: str, request_length: int,
                 ends: SpanEnds | None = None) -> None:
        self.tokenizer = tokenizer
        self.command = command
        self.lower = command.lower()
        self.request_length = request_length
        self.ends = ends or SpanEnds()

    def propose(self, context: list[int], limit: int) -> list[int]:
        """Up to `limit` tokens that continue the open value by copying the command, or none."""
        answer = context[self.request_length :]
        text = self.tokenizer.decode(answer, skip_special_tokens=True)
        if text.count(QUOTE) % 2 == 0:
            return self._number(text, limit)
        typed = text[text.rfind(QUOTE) + 1 :]
        start = self._find(typed)
        if not typed or start is None:
            return []
        tail = self._value_tokens(answer)
        argument = OPEN_ARGUMENT.search(text)
        continuation = self._until_end(self.command[start + len(typed) :], argument.group(1) if argument else "")
        spelled = self._encode(self.tokenizer.decode(tail) + continuation + CLOSE)
        if spelled[: len(tail)] != tail:
            return []
        return spelled[len(tail) : len(tail) + limit]

    def starts(self, context: list[int]) -> list[int]:
        """At an open value's first character: the token each command word would open it with."""
        answer = context[self.request_length :]
        text = self.tokenizer.decode(answer, skip_special_tokens=True)
        if text.count(QUOTE) % 2 == 0 or not text.endswith(QUOTE):
            return []
        tail = self._value_tokens(answer)
        piece = self.tokenizer.decode(tail)
        firsts = set()
        for match in re.finditer(r"(?<!\w)\w", self.command):
            if self.ends.never_opens(self.command[match.start() :].split(maxsplit=1)[0]):
                continue
            spelled = self._encode(piece + self.command[match.start() : match.start() + WORD_CHARS])
            if spelled[: len(tail)] == tail and len(spelled) > len(tail):
                firsts.add(spelled[len(tail)])
        return sorted(firsts)

    def _number(self, text: str, limit: int) -> list[int]:
        """The digits still to write of the first number the command says that an open integer begins."""
        typed = OPEN_NUMBER.search(text)
        if typed is None:
            return []
        said = next((n for n in self.numbers if n.startswith(typed.group(1)) and n not in text), None)
        return self._encode(said[len(typed.group(1)) :])[:limit] if said else []

    @functools.cached_property
    def numbers(self) -> list[str]:
        """Every number the command says, in digits, in order ("fifty five" and "55" -> "55")."""
        words, found, i = re.findall(r"[a-z]+|\d+", self.lower), [], 0
        while i < len(words):
            spoken = None if words[i].isdigit() else cardinal(words, i)
            if words[i].isdigit() or spoken is not None:
                found.append(words[i] if spoken is None else str(spoken[0]))
            i += 1 if spoken is None else spoken[1]
        return list(dict.fromkeys(found))

    def _until_end(self, rest: str, argument: str) -> str:
        """The command after the typed text, cut where the value probably ends."""
        rest = CLAUSE_END.split(rest, maxsplit=1)[0]
        for word in re.finditer(r"(?<=\s)\S+", rest):
            if self.ends.before(argument, word.group()):
                return rest[: word.start()].rstrip()
        return rest

    def _find(self, typed: str) -> int | None:
        """Where the command says `typed`, starting at a word's first character."""
        match = re.search(r"(?<!\w)" + re.escape(typed.lower()), self.lower)
        return match.start() if match else None

    def _value_tokens(self, answer: list[int]) -> list[int]:
        """The answer's last tokens, from the one that holds the value's opening quote."""
        for start in range(len(answer) - 1, -1, -1):
            if QUOTE in self.tokenizer.decode(answer[start:]):
                return answer[start:]
        return answer

    def _encode(self, text: str) -> list[int]:
        return self.tokenizer.encode(text, add_special_tokens=False)
