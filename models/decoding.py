"""The KV cache a request decodes into, and the statistics of a decode.

The prompt's constant prefix (system text, catalog, the `user` header) is run
through the model once and kept in a `PrefixCache`. Each request extends that
cache with its own tokens and, when done, crops it back to the prefix, so the
catalog is never re-encoded and nothing is copied. Cropping is also the
rollback primitive that speculative decoding needs. The decoding loops
themselves are in `models.speculative`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import torch
from transformers import DynamicCache, PreTrainedModel

from app.settings import DecodeMode



@dataclass
class DecodeStats:
    """How an answer was decoded: tokens, verifier passes and time.

    `decode_ms` covers everything after the prefill; of it, `draft_ms` was
    spent in the drafter and `verify_ms` in verifier passes (the rest is the
    grammar and bookkeeping), which says where a speculative round's time goes.
    """

    mode: DecodeMode
    prompt_tokens: int = 0
    tokens: int = 0
    passes: int = 0
    prefill_ms: float = 0.0
    decode_ms: float = 0.0
    draft_ms: float = 0.0
    verify_ms: float = 0.0

    @property
    def ms(self) -> float:
        return round(self.prefill_ms + self.decode_ms, 1)

    @property
    def tokens_per_pass(self) -> float:
        return round(self.tokens / self.passes, 3) if self.passes else 0.0

    def __add__(self, other: DecodeStats) -> DecodeStats:
        """Two decodes of one command (a routed answer, `models.caller`): tokens, passes and time together."""
        return DecodeStats(
            mode=self.mode, prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            tokens=self.tokens + other.tokens, passes=self.passes + other.passes,
            prefill_ms=self.prefill_ms + other.prefill_ms, decode_ms=self.decode_ms + other.decode_ms,
            draft_ms=self.draft_ms + other.draft_ms, verify_ms=self.verify_ms + other.verify_ms,
        )

    def to_json(self) -> dict[str, float | int | str]:
        return {
            "mode": self.mode,
            "tokens": self.tokens,
            "passes": self.passes,
            "tokens_per_pass": self.tokens_per_pass,
            "prompt_tokens": self.prompt_tokens,
            "ms": self.ms,
        }


@dataclass
class Decoded:
    """The generated token ids (stop token excluded) and their statistics."""

    token_ids: list[int] = field(default_factory=list)
    stats: DecodeStats = field(default_factory=lambda: DecodeStats(mode="plain"))


@dataclass
class PrefixCache:
    """The KV cache of a constant prompt prefix, reused across requests."""

    cache: DynamicCache
    length: int

    def reset(self) -> None:
        """Drop everything a request appended; the prefix stays."""
        truncate(self.cache, self.length)


def truncate(cache: DynamicCache, length: int) -> None:
    """Roll the cache back to its first `length` positions (a view, no copy)."""
    excess = cache.get_seq_length() - length
    if excess > 0:
        cache.crop(-excess)


def _device_of(model: PreTrainedModel) -> torch.device:
    return next(model.parameters()).device


@torch.inference_mode()
def forward(model: PreTrainedModel, ids: list[int], cache: DynamicCache, keep: int = 1) -> torch.Tensor:
    """One model pass over `ids` appended to `cache`; logits of the last `keep` positions.

    Only the positions that are read get logits: for a 1,000-token prefix the
    full logits would be 1,000 x 49,152 floats (200 MB) thrown away.
    """
    past = cache.get_seq_length()
    input_ids = torch.tensor([ids], device=_device_of(model))
    positions = torch.arange(past, past + len(ids), device=input_ids.device).unsqueeze(0)
    out = model(input_ids=input_ids, cache=cache, position_ids=positions, use_cache=True, logits_to_keep=keep)
    return out.logits[0].float()


def build_prefix_cache(model: PreTrainedModel, prefix_ids: list[int]) -> PrefixCache:
    """Encode the constant prefix once."""
    cache = DynamicCache()
    forward(model, prefix_ids, cache)
    return PrefixCache(cache=cache, length=len(prefix_ids))
