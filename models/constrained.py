"""Greedy decoding constrained by the call grammar (`models.grammar`).

The loop is `decode_plain` with two changes. Every step's logits are masked,
so the answer always parses. And text the grammar forces is appended without
asking the model: those tokens still have to enter the KV cache, so they ride
along with the next sampled token in one pass and no pass is spent on them.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field

import torch
from transformers import PreTrainedModel

from models.decoding import Decoded, DecodeStats, PrefixCache, forward, greedy
from models.grammar import CallGrammar, CallMatcher

log = logging.getLogger(__name__)


@dataclass
class ConstrainedStats(DecodeStats):
    """DecodeStats plus what the grammar did: forced tokens, its time, truncation.

    `overridden` counts tokens the model would not have picked: masked steps
    that changed its greedy choice and forced tokens it disagreed with. Such an
    answer parses but may not be what the model meant (it wanted `volume=`,
    the grammar made it `level=`), so callers can treat it with care.
    """

    forced: int = 0
    overridden: int = 0
    grammar_ms: float = 0.0
    truncated: bool = False
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, float | int | str]:
        return {
            **super().to_json(),
            "grammar": "xgrammar",
            "forced": self.forced,
            "overridden": self.overridden,
            "grammar_ms": round(self.grammar_ms, 1),
            "truncated": int(self.truncated),
        }


@dataclass
class _Step:
    """The tokens a step adds to the answer, how many were forced, and whether it ended."""

    tokens: list[int]
    forced: int = 0
    stopped: bool = False
    failed: bool = False


def _advance(matcher: CallMatcher, sampled: int, stop_id: int, room: int) -> _Step:
    """Accept a sampled token, then whatever the grammar forces after it.

    `room` caps the forced tokens at the token budget. When only the stop
    token can follow, it is accepted here and no further pass is needed.
    """
    if not matcher.accept(sampled):
        return _Step([], failed=True)
    if matcher.is_terminated():
        return _Step([], stopped=True)
    step = _Step([sampled])
    for token in matcher.forced_tokens()[: max(room - 1, 0)]:
        if not matcher.accept(token):
            break
        step.tokens.append(token)
        step.forced += 1
    if matcher.must_stop() and matcher.accept(stop_id):
        step.stopped = True
        step.forced += 1
    return step


def _disagreements(rows: torch.Tensor, feed: list[int]) -> int:
    """How many forced tokens in `feed` the model would not have picked itself.

    The pass that feeds forced tokens returns logits at every position, so
    this check costs no extra pass.
    """
    if len(feed) < 2:
        return 0
    return int((rows[:-1].argmax(dim=-1) != torch.tensor(feed[1:], device=rows.device)).sum().item())


def _give_up(stats: ConstrainedStats, grammar: CallGrammar, reason: str) -> Decoded:
    """`none` instead of a cut-off call: a half-written call must never run."""
    stats.truncated = True
    stats.notes.append(f"{reason}; answered none")
    log.warning("constrained decoding: %s; answering none", reason)
    return Decoded(token_ids=list(grammar.none_ids), stats=stats)


def decode_constrained(
    model: PreTrainedModel,
    prefix: PrefixCache,
    request_ids: list[int],
    grammar: CallGrammar,
    max_new_tokens: int,
) -> Decoded:
    """Greedy decoding within the call grammar; the answer always parses.

    `stats.tokens` counts every answer token including forced ones and the
    stop token, `stats.passes` only model passes (tokens = passes + forced),
    so tokens_per_pass > 1 measures what forcing saved. `decode_ms` includes
    the grammar's time, also shown alone as `grammar_ms`. Running out of
    `max_new_tokens` gives `none`, with `truncated` set and a note.
    """
    stats = ConstrainedStats(mode="plain", prompt_tokens=prefix.length + len(request_ids))
    matcher = grammar.matcher()
    stop_id = grammar.stop_ids[0]
    tokens: list[int] = []
    feed = list(request_ids)
    try:
        while True:
            started = time.perf_counter()
            rows = forward(model, feed, prefix.cache, keep=len(feed) if stats.passes else 1)
            elapsed = (time.perf_counter() - started) * 1000
            if stats.passes == 0:
                stats.prefill_ms = elapsed
            else:
                stats.decode_ms += elapsed
                stats.overridden += _disagreements(rows, feed)
            stats.passes += 1
            started = time.perf_counter()
            wanted = greedy(rows[-1])
            sampled = greedy(matcher.mask_logits(rows[-1]))
            stats.overridden += int(sampled != wanted)
            step = _advance(matcher, sampled, stop_id, max_new_tokens - len(tokens))
            elapsed = (time.perf_counter() - started) * 1000
            stats.grammar_ms += elapsed
            stats.decode_ms += elapsed
            tokens.extend(step.tokens)
            stats.forced += step.forced
            stats.tokens = len(tokens) + int(step.stopped)
            if step.failed:
                return _give_up(stats, grammar, "the grammar allowed no token")
            if step.stopped:
                return Decoded(token_ids=tokens, stats=stats)
            if len(tokens) >= max_new_tokens:
                return _give_up(stats, grammar, f"no complete answer within {max_new_tokens} tokens")
            feed = step.tokens
    finally:
        prefix.reset()
