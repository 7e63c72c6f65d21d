"""Decoding passes without Hugging Face's per-layer machinery: the same arithmetic, fewer ops.

A verifier pass feeds a handful of tokens, so on the CPU much of its cost
is fixed cost: besides the int8 kernel's products (17 ms of a 33 ms
9-token pass, one thread, when this was written) a pass ran about 90
torch ops a decoder layer, with decorators, keyword plumbing, mask
building and output objects around them, and q/k/v and gate/up as
separate calls, each quantising the same input. `LeanLlamaModel.forward`
runs the same layers as a short loop:

- int8 q/k/v are one `Int8Linear` call and gate/up another (`fuse_int8`),
  each input quantised once; every output channel is still its own integer
  dot product with its own scale, so the bits are those of separate calls;
- rotary embedding is applied to the query and key heads in one go;
- attention calls `row_attention` directly (no mask: a short pass of one
  sequence attends row by row over its own keys).

The gain is modest and was measured once, int8, one thread, 40 cached
tokens: 19.3 -> 17.1 ms for a 1-token pass, 32.7 -> 31.8 ms for 9 tokens.

Every floating-point operation is the one Hugging Face's Llama runs, in the
same order and on the same values, so a pass gives the same bits either way
(tests check it); anything else (a batch, a mask, a long prefill, training)
runs Hugging Face's forward unchanged.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import torch
from torch import nn
from transformers import Cache
from transformers.modeling_outputs import BaseModelOutputWithPast
from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaModel, LlamaRMSNorm

from models.int8 import Int8Linear, fuse_int8
from models.row_attention import ROW_ATTENTION, ROW_LIMIT, row_attention

log = logging.getLogger(__name__)


class LeanLlamaModel(LlamaModel):
    """`LlamaModel` whose short single-sequence passes with a cache run `lean_forward`."""

    def forward(self, input_ids: torch.LongTensor | None = None, attention_mask: torch.Tensor | None = None,
                position_ids: torch.LongTensor | None = None, cache: Cache | None = None,
                inputs_embeds: torch.Tensor | None = None, use_cache: bool | None = None,
                **kwargs) -> BaseModelOutputWithPast:
        if not _lean_applies(self, input_ids, attention_mask, position_ids, cache, inputs_embeds, kwargs):
            return super().forward(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids,
                                   cache=cache, inputs_embeds=inputs_embeds, use_cache=use_cache, **kwargs)
        return BaseModelOutputWithPast(last_hidden_state=lean_forward(self, input_ids, position_ids, cache),
                                       cache=cache)


def _lean_applies(model: LlamaModel, input_ids: torch.Tensor | None, attention_mask: torch.Tensor | None,
                  position_ids: torch.Tensor | None, cache: Cache | None, inputs_embeds: torch.Tensor | None,
                  kwargs: dict) -> bool:
    """A pass decoding asks for: token ids of one sequence, positions, a cache, no mask, row attention."""
    return (input_ids is not None and inputs_embeds is None and attention_mask is None and position_ids is not None
            and cache is not None and not kwargs and not model.training and input_ids.dim() == 2
            and input_ids.shape[0] == 1 and 0 < input_ids.shape[1] <= ROW_LIMIT
            and model.config._attn_implementation == ROW_ATTENTION)


@torch.inference_mode()
def lean_forward(model: LlamaModel, input_ids: torch.Tensor, position_ids: torch.Tensor,
                 cache: Cache) -> torch.Tensor:
    """Final hidden states [1, rows, hidden] of `input_ids` appended to `cache`, as `LlamaModel.forward` gives."""
    hidden = model.embed_tokens(input_ids)
    cos, sin = model.rotary_emb(hidden, position_ids=position_ids)
    rotary = (cos.unsqueeze(1), sin.unsqueeze(1))
    for layer in model.layers[: model.config.num_hidden_layers]:
        hidden = hidden + _attention(layer, _rms_norm(layer.input_layernorm, hidden), rotary, cache)
        hidden = hidden + _mlp(layer, _rms_norm(layer.post_attention_layernorm, hidden))
    return _rms_norm(model.norm, hidden)


def _rms_norm(norm: LlamaRMSNorm, hidden: torch.Tensor) -> torch.Tensor:
    """`LlamaRMSNorm.forward`'s operations, in its order."""
    dtype = hidden.dtype
    hidden = hidden.to(torch.float32)
    variance = hidden.pow(2).mean(-1, keepdim=True)
    hidden = hidden * torch.rsqrt(variance + norm.variance_epsilon)
    return norm.weight * hidden.to(dtype)


def _rotate(states: torch.Tensor, rotary: tuple[torch.Tensor, torch.Tensor]) -> torch.Tensor:
    """`apply_rotary_pos_emb` on [1, heads, rows, dim]: x cos + rotate_half(x) sin."""
    cos, sin = rotary
    half = states.shape[-1] // 2
    turned = torch.cat((-states[..., half:], states[..., :half]), dim=-1)
    return (states * cos) + (turned * sin)


def _attention(layer: LlamaDecoderLayer, hidden: torch.Tensor, rotary: tuple[torch.Tensor, torch.Tensor],
               cache: Cache) -> torch.Tensor:
    attention = layer.self_attn
    rows, dim = hidden.shape[1], attention.head_dim
    heads = attention.config.num_attention_heads
    states = _projections(attention, ("q_proj", "k_proj", "v_proj"), hidden).view(1, rows, -1, dim).transpose(1, 2)
    turned = _rotate(states[:, : heads + attention.config.num_key_value_heads], rotary)
    query, key = turned[:, :heads], turned[:, heads:]
    key, value = cache.update(key, states[:, heads + key.shape[1] :], attention.layer_idx)
    out, _ = row_attention(attention, query, key, value, None, scaling=attention.scaling)
    return attention.o_proj(out.reshape(1, rows, -1).contiguous())


def _mlp(layer: LlamaDecoderLayer, hidden: torch.Tensor) -> torch.Tensor:
    mlp = layer.mlp
    gate_up = _projections(mlp, ("gate_proj", "up_proj"), hidden)
    gate, up = gate_up.split(mlp.intermediate_size, dim=-1)
    return mlp.down_proj(mlp.act_fn(gate) * up)


def _projections(module: nn.Module, names: tuple[str, ...], hidden: torch.Tensor) -> torch.Tensor:
    """The named projections of `hidden`, side by side: one fused call where `make_lean` made one."""
    fused = getattr(module, FUSED, None)
    if fused is not None:
        return fused(hidden)
    return torch.cat([getattr(module, name)(hidden) for name in names], dim=-1)


FUSED = "fused_projections"
"""Attribute holding a layer's fused int8 projections (q/k/v on attention, gate/up on the MLP)."""


@dataclass(frozen=True)
class Fusion:
    """How many projection calls fusing saved."""

    layers: int
    calls_saved: int


def make_lean(model: nn.Module) -> Fusion:
    """Switch `model.model` to `LeanLlamaModel` and fuse its int8 projections; returns what was fused.

    Only the row-exact formats (attention `ROW_ATTENTION`: int8, bf16) are
    switched; any other model is left as it is (`Fusion(0, 0)`). Fused layers share their buffers with the separate ones (views of one
    tensor), so memory does not grow and Hugging Face's forward, which
    calls the separate layers, still works.
    """
    base = model.model
    if model.config._attn_implementation != ROW_ATTENTION:
        return Fusion(layers=0, calls_saved=0)
    if type(base) is LlamaModel:
        base.__class__ = LeanLlamaModel
    saved = 0
    for layer in base.layers:
        for module, names in ((layer.self_attn, ("q_proj", "k_proj", "v_proj")), (layer.mlp, ("gate_proj", "up_proj"))):
            parts = [getattr(module, name) for name in names]
            if all(isinstance(part, Int8Linear) for part in parts):
                setattr(module, FUSED, fuse_int8(parts))
                saved += len(parts) - 1
    log.info("lean decoding passes: %d layers, %d projection calls fused away", len(base.layers), saved)
    return Fusion(layers=len(base.layers), calls_saved=saved)
