"""Row-invariant decoding passes: attention, and the check that a layer's rows ignore their pass.

Speculative decoding must emit exactly what plain greedy decoding emits, so
a token's numbers may not depend on which other tokens share its pass. Both
exact formats make their linears row-invariant their own way (`models.bf16`
packs bfloat16 weights, `models.int8` scales each row's activations on its
own); attention is shared here. Scaled-dot-product attention picks its
kernel by query length, and library matmuls give a row different bits
beside other rows, so `row_attention` computes each query row of a short
pass in a fixed order over its own keys (`models.row_kernel`), the way a
1-token pass computes it; long passes (a prompt's prefill, the same in every
mode) keep the batched kernel.
"""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch import nn
from transformers import AttentionInterface
from transformers.integrations.sdpa_attention import sdpa_attention_forward
from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

from models import row_kernel

ROW_ATTENTION = "voxcall_rows"
ROW_LIMIT = 64
"""Passes up to this many tokens attend row by row: every decoding pass, not a long prefill."""
CHECK_ROWS = 9
"""Rows the load-time checks feed together: a verifier pass's pending tokens, k = 4 drafts and forced ones."""


def rows_independent(layer: nn.Module, inputs: int, dtype: torch.dtype = torch.bfloat16, rows: int = CHECK_ROWS) -> bool:
    """Whether `layer` gives each of up to `rows` random rows, fed together, the bits it gives that row alone."""
    x = torch.randn(rows, inputs, generator=torch.Generator().manual_seed(0)).to(dtype)
    alone = torch.cat([layer(x[i : i + 1]) for i in range(rows)])
    return all(torch.equal(layer(x[:count]), alone[:count]) for count in range(2, rows + 1))


def row_attention(module: nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                  attention_mask: torch.Tensor | None, scaling: float | None = None,
                  **kwargs) -> tuple[torch.Tensor, None]:
    """Causal attention with each query row computed as a 1-token pass computes it.

    Decoding runs one sequence without padding, so row i of a pass sees the
    cache plus this pass's first i + 1 keys, and needs no mask. The compiled
    kernel of `models.row_kernel` computes every row in one call, in an order
    fixed by the row's own keys (about 14 us a row a layer plus 25 us a call,
    one thread); without it each row is two small float32 matmuls and a
    softmax over exactly its own keys (about 30 us).
    """
    rows = query.shape[2]
    if rows > ROW_LIMIT or query.shape[0] != 1:
        return sdpa_attention_forward(module, query, key, value, attention_mask, scaling=scaling, **kwargs)
    scale = query.shape[3] ** -0.5 if scaling is None else scaling
    kernel = _row_kernel() if key.dtype == value.dtype and key.dtype in row_kernel.KV_DTYPES else None
    attend = kernel or _attention_row_by_row
    return attend(query[0], key[0], value[0], scale).unsqueeze(0).to(query.dtype), None


def _row_kernel() -> Callable[..., torch.Tensor] | None:
    """`models.row_kernel`'s attention (compiled on first use), or None where it cannot be built."""
    return row_kernel.row_invariant_attention if row_kernel.available() else None


def _attention_row_by_row(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, scale: float) -> torch.Tensor:
    """`row_invariant_attention`'s contract with one matmul pair per row, query heads grouped onto their key head."""
    heads, rows, dim = query.shape
    kv_heads, past = key.shape[0], key.shape[1] - rows
    keys, values = key.float().transpose(-1, -2), value.float()
    grouped = (query.float() * scale).view(kv_heads, heads // kv_heads, rows, dim)
    outputs = []
    for i in range(rows):
        end = past + i + 1
        weights = torch.softmax(torch.matmul(grouped[:, :, i], keys[:, :, :end]), dim=-1)
        outputs.append(torch.matmul(weights, values[:, :end]))
    return torch.stack(outputs, dim=2).view(heads, rows, dim).transpose(0, 1)


AttentionInterface.register(ROW_ATTENTION, row_attention)
AttentionMaskInterface.register(ROW_ATTENTION, sdpa_mask)
