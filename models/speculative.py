"""Greedy decoding, plain or speculative, as a chain of small functions.

Every decoder here emits exactly the tokens plain greedy decoding would emit
under the same `Guide`; speculation only changes how many tokens one base
model pass (a "verifier pass") yields. One round of speculation:

1. `pending`: tokens already decided but not yet in the KV cache (the last
   verdict and any tokens the grammar forces after it).
2. `draft`: a drafter proposes up to k further tokens (the MTP head, or an
   n-gram lookup); grammar-forced tokens join the draft for free.
3. `verify`: one base pass over pending + draft gives the base's own greedy
   verdict at every position.
4. `accept`: the longest draft prefix equal to the verdicts is kept, plus the
   verdict at the first mismatch (so every pass yields at least one token).
5. rollback: the KV cache is cropped past the rejected drafts.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import torch
from transformers import DynamicCache, PreTrainedModel

from models.decoding import Decoded, DecodeStats, PrefixCache, truncate
from models.guide import Guide


@dataclass
class BasePass:
    """Final hidden states and logits of the positions a pass fed."""

    hidden: torch.Tensor
    logits: torch.Tensor


@torch.inference_mode()
def base_pass(model: PreTrainedModel, ids: list[int], cache: DynamicCache, vocabulary: torch.Tensor | None = None,
              last_only: bool = False) -> BasePass:
    """One base-model pass over `ids`, appended to `cache`.

    Logits are computed only where they are needed: for the last position
    alone after a prefill, and only for `vocabulary` when the guide can never
    choose any other token (elsewhere they are -inf). The LM head is 49,152
    rows; a cleanup guide allows a few hundred, so this removes most of the
    head's cost from every pass without changing any choice.
    """
    past = cache.get_seq_length()
    device = next(model.parameters()).device
    input_ids = torch.tensor([ids], device=device)
    positions = torch.arange(past, past + len(ids), device=device).unsqueeze(0)
    hidden = model.model(input_ids=input_ids, cache=cache, position_ids=positions, use_cache=True).last_hidden_state[0]
    scored = hidden[-1:] if last_only else hidden
    return BasePass(hidden.float(), _logits(model, scored, vocabulary))


def _logits(model: PreTrainedModel, hidden: torch.Tensor, vocabulary: torch.Tensor | None) -> torch.Tensor:
    weight = getattr(model.lm_head, "weight", None)
    if vocabulary is None or not isinstance(weight, torch.Tensor):  # int8 heads keep their own packed weights
        return model.lm_head(hidden).float()
    rows = vocabulary.to(weight.device)
    logits = torch.full((hidden.shape[0], weight.shape[0]), float("-inf"), device=weight.device)
    logits[:, rows] = hidden.float() @ weight.index_select(0, rows).float().T
    return logits


@dataclass
class Draft:
    """Proposed tokens; `forced[i]` marks tokens the grammar dictates."""

    tokens: list[int] = field(default_factory=list)
    forced: list[bool] = field(default_factory=list)


class Drafter(Protocol):
    """Proposes draft tokens; leaves them trial-accepted in `guide`."""

    def __call__(self, model: PreTrainedModel, cache: DynamicCache, anchor: torch.Tensor,
                 context: list[int], pending: list[int], guide: Guide, k: int) -> Draft: ...


def extend_forced(draft: Draft, guide: Guide, stop_ids: frozenset[int]) -> int:
    """Trial-accept the tokens the grammar forces next; returns how many."""
    count = 0
    for token in guide.forced():
        if not guide.accept(token):
            break
        draft.tokens.append(token)
        draft.forced.append(True)
        count += 1
        if token in stop_ids:
            break
    return count


def accept_draft(draft: Draft, verdicts: Callable[[int], int], guide: Guide, stop_ids: frozenset[int]) -> list[int]:
    """The acceptance rule, identical to greedy decoding token by token.

    Draft token i is kept iff it equals the base's greedy verdict at its
    position (grammar-forced tokens are kept as plain decoding would append
    them without asking). At the first mismatch the verdict itself is taken
    instead, and the round ends; if every draft token was kept the verdict
    after the last one is a free extra token.
    """
    emitted: list[int] = []
    for index, (token, forced) in enumerate(zip(draft.tokens, draft.forced, strict=True)):
        choice = token if forced else verdicts(index)
        guide.accept(choice)
        emitted.append(choice)
        if choice != token or choice in stop_ids:
            return emitted
    emitted.append(verdicts(len(draft.tokens)))
    guide.accept(emitted[-1])
    return emitted


def speculative_decode(
    model: PreTrainedModel,
    prefix: PrefixCache,
    request_ids: list[int],
    guide: Guide,
    drafter: Drafter,
    stop_ids: frozenset[int],
    max_new_tokens: int,
    k: int,
    mode: str,
) -> Decoded:
    """Decode with speculation; the output equals greedy decoding under `guide`."""
    stats = DecodeStats(mode=mode, prompt_tokens=prefix.length + len(request_ids))
    cache, out = prefix.cache, []
    try:
        started = time.perf_counter()
        first = base_pass(model, request_ids, cache, guide.vocabulary(), last_only=True)
        stats.passes, stats.prefill_ms = 1, (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        token = guide.choose(first.logits[-1])
        guide.accept(token)
        out.append(token)
        anchor = first.hidden[-1]
        while out[-1] not in stop_ids and len(out) < max_new_tokens:
            pending = Draft([out[-1]], [True])
            extend_forced(pending, guide, stop_ids)
            out += pending.tokens[1:]
            if out[-1] in stop_ids:
                break
            drafting = time.perf_counter()
            draft = drafter(model, cache, anchor, request_ids + out, pending.tokens, guide, k)
            guide.rollback(len(draft.tokens))
            verifying = time.perf_counter()
            verify = base_pass(model, pending.tokens + draft.tokens, cache, guide.vocabulary())
            stats.passes += 1
            stats.draft_ms += (verifying - drafting) * 1000
            stats.verify_ms += (time.perf_counter() - verifying) * 1000
            base = len(pending.tokens) - 1
            emitted = accept_draft(draft, lambda i: guide.choose(verify.logits[base + i]), guide, stop_ids)
            out += emitted
            kept = len(pending.tokens) + len(emitted) - 1
            truncate(cache, cache.get_seq_length() - len(pending.tokens) - len(draft.tokens) + kept)
            anchor = verify.hidden[kept - 1]
        stats.decode_ms = (time.perf_counter() - started) * 1000
    finally:
        prefix.reset()
    return _finish(out, stats, stop_ids, max_new_tokens)


def _finish(out: list[int], stats: DecodeStats, stop_ids: frozenset[int], max_new_tokens: int) -> Decoded:
    """Cut at the first stop token (or the token limit) and count what was generated."""
    for index, token in enumerate(out):
        if token in stop_ids:
            stats.tokens = index + 1
            return Decoded(token_ids=out[:index], stats=stats)
    out = out[:max_new_tokens]
    stats.tokens = len(out)
    return Decoded(token_ids=out, stats=stats)
