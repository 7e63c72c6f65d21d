"""What decides the next token, given the model's logits: a `Guide`.

Plain, MTP and drafter decoding all share one rule for choosing a token, so
they cannot disagree: `FreeGuide` is greedy argmax; `GrammarGuide` is greedy
argmax among the tokens the call grammar allows, and it names the tokens the
grammar forces, which every decoder appends without asking the model;
`CopyGuide` keeps dictation cleanup to the words it was given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import torch

from models.grammar import CallMatcher
from models.value_copy import ValueCopy

MAX_DETOURS = 32
"""Tokens `GrammarGuide.choose` passes over because they open an unfillable value, before it gives up."""


class Guide(Protocol):
    def choose(self, logits: torch.Tensor) -> int:
        """The greedy token for one row of logits, in the current state."""

    def accept(self, token: int) -> bool:
        """Advance the state by one token; False if the token is not allowed."""

    def rollback(self, n: int) -> None:
        """Undo the last `n` accepted tokens."""

    def forced(self) -> list[int]:
        """Tokens that must come next whatever the model says."""

    def vocabulary(self) -> torch.Tensor | None:
        """Every token it could ever choose (the verifier scores only these), or None for all."""


class FreeGuide:
    """Unconstrained greedy decoding."""

    def choose(self, logits: torch.Tensor) -> int:
        return int(torch.argmax(logits).item())

    def accept(self, token: int) -> bool:
        return True

    def rollback(self, n: int) -> None:
        return None

    def forced(self) -> list[int]:
        return []

    def vocabulary(self) -> torch.Tensor | None:
        return None


@dataclass(frozen=True)
class NoCallMargin:
    """Answer `none` only when its first token beats the best call's by `margin` logits.

    The fine-tuned model says `none` to wordings it has not learned as well as
    to requests the catalog cannot do. Subtracting a margin from the `none`
    token at the answer's first position, and nowhere else, asks for that much
    more confidence before giving up; every decoder applies it through the same
    `choose`, so MTP output still equals plain greedy output.
    """

    token: int
    margin: float

    def handicap(self, logits: torch.Tensor) -> torch.Tensor:
        out = logits.clone()
        out[self.token] -= self.margin
        return out


class GrammarGuide:
    """Greedy decoding restricted to the catalog's call grammar and, given a `ValueCopy`, to copied values."""

    def __init__(self, matcher: CallMatcher, stop_id: int, copy: ValueCopy | None = None,
                 no_call: NoCallMargin | None = None) -> None:
        self.matcher = matcher
        self.stop_id = stop_id
        self.copy = copy
        self.no_call = no_call
        self._excused: int | None = None
        self._position = 0
        self._refused: dict[int, tuple[int, str]] = {}

    def choose(self, logits: torch.Tensor) -> int:
        """The first maximum among allowed tokens (`none` first handicapped by `no_call`'s margin).

        `argmax` returns the first maximum of the row; when the rules allow
        that token, no allowed token before it ties, so it is also the masked
        answer. Only when they refuse it is the whole row masked
        (a 49,152-wide copy, mask and second argmax: about 0.3 ms here).
        """
        self._excused = None
        self._refused.pop(self._position, None)
        if self.no_call is not None and self.matcher.at_start():
            logits = self.no_call.handicap(logits)
        best = int(torch.argmax(logits).item())
        if self.matcher.allows(best) and (self.copy is None or self._copy_allows(best)):
            return best
        masked = self.matcher.mask_logits(logits.clone())
        if self.copy is None:
            return int(torch.argmax(masked).item())
        copied = _copy_mask(masked, self.copy)
        for detour in range(MAX_DETOURS):
            token = int(torch.argmax(copied).item())
            if copied[token] == float("-inf"):
                break
            if not self._dead_end(token):
                return token
            if detour == 0:
                self._note_refused_call(token)
            copied[token] = float("-inf")
        self._excused = int(torch.argmax(masked).item())
        return self._excused

    def refused_calls(self) -> list[tuple[int, str]]:
        """(call number, function) of each call in the answer that the model began as another call it wanted
        but could not fill: "set a timer" wants `set_timer` with no duration, and the next choice, do not
        disturb, is written in its place. Kept through rollback, so it describes the final answer only.
        """
        return sorted(self._refused.values())

    def _note_refused_call(self, token: int) -> None:
        """Record the call `token` would have named, if it is a call whose required spoken value is missing."""
        assert self.copy is not None
        written = self._written(token)
        refused = self.copy.unfillable_call(written) if written is not None else None
        if refused is not None:
            self._refused[self._position] = refused

    def _copy_allows(self, token: int) -> bool:
        assert self.copy is not None
        return self.copy.allows(token) and not self._dead_end(token)

    def _dead_end(self, token: int) -> bool:
        """Whether `token`, with the text the grammar then forces, opens a spoken value the command cannot fill,
        or completes the name of a call that requires one.

        `set_alarm` forces `(time="`: with no clock time in the command that
        call could only be rejected, so the model's next choice is taken and
        decoding goes on; when that refused call was the model's first choice,
        `refused_calls` remembers it, and the caller leaves out the call
        written in its place. Only tokens that can open a value are looked at.
        """
        assert self.copy is not None
        if not self.copy.may_open(token):
            return False
        written = self._written(token)
        return written is not None and self.copy.opens_dead_end(written)

    def _written(self, token: int) -> bytes | None:
        """`token`'s bytes and the text the grammar would force after it, or None if the grammar refuses it."""
        assert self.copy is not None
        if not self.matcher.accept(token):
            return None
        try:
            forced = "" if self.matcher.is_terminated() else self.matcher.forced_text()
        finally:
            self.matcher.rollback(1)
        return self.copy.vocabulary.vocab[token] + forced.encode()

    def accept(self, token: int) -> bool:
        """Advance, unless a rule refuses `token`; the grammar-only fallback `choose` took is let through."""
        if self.copy is not None and token != self._excused and not self.copy.allows(token):
            return False
        if not self.matcher.accept(token):
            return False
        self._excused = None
        self._position += 1
        if self.copy is not None:
            self.copy.push(token)
        return True

    def rollback(self, n: int) -> None:
        self.matcher.rollback(n)
        self._position -= n
        self._refused = {at: call for at, call in self._refused.items() if at < self._position}
        if self.copy is not None:
            self.copy.rollback(n)

    def forced(self) -> list[int]:
        if self.matcher.is_terminated():
            return []
        if self.matcher.must_stop():
            return [self.stop_id]
        return self.matcher.forced_tokens()

    def vocabulary(self) -> torch.Tensor | None:
        return None


def _copy_mask(masked: torch.Tensor, copy: ValueCopy) -> torch.Tensor:
    """`masked` with the tokens the copy rule refuses set to -inf (a new tensor).

    No allowed token at all means the grammar and the copy rule disagree (a
    value at the grammar's length limit); `choose` then falls back to the
    grammar alone, so decoding never dead-ends.
    """
    allowed = copy.restricted()
    if allowed is None:
        out = masked.clone()
        out[torch.tensor(copy.refused_quotes(), dtype=torch.long, device=masked.device)] = float("-inf")
        return out
    out = torch.full_like(masked, float("-inf"))
    index = torch.tensor(allowed, dtype=torch.long, device=masked.device)
    out[index] = masked[index]
    return out


class CopyGuide:
    """Greedy decoding restricted to a fixed set of tokens.

    Dictation cleanup passes the tokens of the input's own words (as
    written, capitalised and with a leading space), the personal vocabulary,
    digits, punctuation and the stop tokens. The model can drop, re-case and
    punctuate words, and write "three thirty" as "3:30", but it cannot emit a
    token that none of those contain, so it cannot invent new content.
    """

    def __init__(self, allowed: list[int]) -> None:
        self.allowed = torch.tensor(sorted(set(allowed)), dtype=torch.long)
        self._allowed_set = frozenset(allowed)

    def choose(self, logits: torch.Tensor) -> int:
        allowed = self.allowed.to(logits.device)
        return int(allowed[torch.argmax(logits.index_select(0, allowed))].item())

    def accept(self, token: int) -> bool:
        return token in self._allowed_set

    def rollback(self, n: int) -> None:
        return None

    def forced(self) -> list[int]:
        return []

    def vocabulary(self) -> torch.Tensor | None:
        return self.allowed
