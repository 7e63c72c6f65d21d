"""int8 on the CPU whose rows cannot depend on the pass: each row's activations scaled on their own.

Speculative decoding must emit exactly what plain greedy decoding emits
(`models.row_attention`). torch's dynamic quantisation breaks that in int8:
it quantises a layer's input with one scale for the whole tensor, taken
from the tensor's minimum and maximum, so one loud token in a verifier pass
coarsens every other token's activations (after a 40-token cache, 8 tokens
in one pass and the same tokens one per pass differed by up to 5.9 in a
logit, `benchmarks.pass_cost`), and 5 of 100 MTP answers differed from
plain int8.

`RowInt8Linear` keeps the same fast kernels (fbgemm, or qnnpack on ARM) and
hands them rows they cannot mix up. Each row x is first mapped onto [0, 1]:

    u = (x - lo) / (hi - lo),    lo, hi = min(x), max(x) of that row alone

so every row's minimum is exactly 0 and its maximum exactly 1 (IEEE
division of a number by itself). The engine's tensor-wide range is then
[0, 1] whatever rides with the row, its 8-bit codes for a row depend only on
that row, and its integer sums are exact in any order. The affine map is
undone on the output, element by element:

    x W^T = (hi - lo) (u W^T) + lo (1 W^T)

with `1 W^T` (each output's weight sum) computed once at load. Weights are
int8 with one scale per output channel. The scale per row is also the more
accurate one: a token is no longer quantised on the range of its loudest
neighbour.
"""

from __future__ import annotations

import logging
import warnings

import torch
from torch import nn
from transformers import PreTrainedModel

from models.bf16 import release_freed_memory, replace_module
from models.row_attention import ROW_ATTENTION, rows_independent

log = logging.getLogger(__name__)

TINY_SPAN = 1e-30
"""A row whose values are all equal maps to zeros (its span is taken as this, not 0)."""


class RowInt8Linear(nn.Module):
    """A Linear with int8 weights (a scale per output) and int8 activations scaled row by row."""

    def __init__(self, linear: nn.Linear) -> None:
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        weight = linear.weight.detach().float()
        scales = (weight.abs().amax(dim=1) / 127).clamp_min(1e-12).double()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # torch deprecates quantized tensors; fbgemm's kernels are current
            quantized = torch.quantize_per_channel(weight, scales, torch.zeros_like(scales, dtype=torch.int64), 0,
                                                   torch.qint8)
            self._packed = torch.ops.quantized.linear_prepack(quantized, None)
        self.register_buffer("weight_sums", quantized.dequantize().sum(dim=1), persistent=False)
        self.bias = None if linear.bias is None else nn.Parameter(linear.bias.detach().float(), requires_grad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lo = x.amin(dim=-1, keepdim=True)
        span = (x.amax(dim=-1, keepdim=True) - lo).clamp_min_(TINY_SPAN)
        unit = (x - lo).div_(span)
        out = torch.ops.quantized.linear_dynamic(unit, self._packed, True)
        out = out.mul_(span).add_(lo * self.weight_sums)
        return out if self.bias is None else out + self.bias

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, int8, rows scaled alone"


def prepare_int8(model: PreTrainedModel) -> PreTrainedModel:
    """Every Linear (the LM head too) to `RowInt8Linear`, one at a time; row attention on.

    A tied LM head's float table stays with the input embeddings, which
    decoding and the MTP drafter read rows of.
    """
    names = [name for name, module in model.named_modules() if isinstance(module, nn.Linear)]
    for name in names:
        replace_module(model, name, RowInt8Linear(model.get_submodule(name)))
    model.set_attn_implementation(ROW_ATTENTION)
    release_freed_memory()
    return model


@torch.inference_mode()
def int8_rows_independent(model: nn.Module) -> bool:
    """The load-time check: every distinct `RowInt8Linear` shape gives a row the same bits in any pass.

    It holds by construction wherever the engine quantises with the
    tensor's minimum and maximum, as fbgemm and qnnpack do; this catches an
    engine that does something else before any answer can differ.
    """
    shapes: dict[tuple[int, int], RowInt8Linear] = {}
    for module in model.modules():
        if isinstance(module, RowInt8Linear):
            shapes.setdefault((module.in_features, module.out_features), module)
    return all(rows_independent(layer, inputs, torch.float32) for (inputs, _), layer in shapes.items())
