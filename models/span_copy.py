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
the answer would spell it, plus `")` when the command ends there. Before the
first character the head drafts as usual. A wrong copy costs only rejected
draft tokens: the verifier decides every token, so the output is plain
greedy's either way.
"""

from __future__ import annotations

import re

from transformers import PreTrainedTokenizerBase

QUOTE = '"'
CLOSE = '")'


class SpanCopier:
    """Proposes the command's continuation of the value being written, for one request."""

    def __init__(self, tokenizer: PreTrainedTokenizerBase, command: str, request_length: int) -> None:
        self.tokenizer = tokenizer
        self.command = command
        self.lower = command.lower()
        self.request_length = request_length

    def propose(self, context: list[int], limit: int) -> list[int]:
        """Up to `limit` tokens that continue the open value by copying the command, or none."""
        answer = context[self.request_length :]
        text = self.tokenizer.decode(answer, skip_special_tokens=True)
        if text.count(QUOTE) % 2 == 0:
            return []
        typed = text[text.rfind(QUOTE) + 1 :]
        start = self._find(typed)
        if not typed or start is None:
            return []
        tail = self._value_tokens(answer)
        continuation = self.command[start + len(typed) :]
        spelled = self._encode(self.tokenizer.decode(tail) + continuation + CLOSE)
        if spelled[: len(tail)] != tail:
            return []
        return spelled[len(tail) : len(tail) + limit]

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
