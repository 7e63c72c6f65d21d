"""Causal attention whose rows cannot depend on the pass: one compiled loop, fixed order.

Speculative decoding feeds several tokens in one verifier pass, and plain
greedy decoding feeds one; a token's attention must give the same bits
either way. Library matmuls do not promise that: on the AMD EPYC (MKL) the
product of 3 query rows with 64-wide keys came out different in the last
bit from the same rows multiplied with more rows or more key columns, for
most shapes tried. So `models.bf16` used to compute each row on its own,
with two matmuls and a softmax per row: about 30 us a row a layer.

`attend` computes every row of a pass in one call, in an order that depends
only on the row's own keys: each score is summed over the head dimension in
index order, the softmax's maximum, exponentials and sum run key by key,
and the weighted values are accumulated key by key. No loop runs past the
row's own last key, and the code is compiled without fast-math, so the
compiler may vectorise across keys or across the head dimension (lanes that
never meet) but may not reorder a sum. A row therefore gets the same bits
alone or beside any other rows, by construction; `tests/test_row_kernel.py`
checks it over thousands of shapes. It ran at about 11 us a row a layer
here, one thread.

numba compiles it on first use (cached on disk); without numba `available()`
is False and `models.bf16` keeps its per-row matmuls.
"""

from __future__ import annotations

import functools
import logging
import math
from collections.abc import Callable

import numpy as np
import torch

log = logging.getLogger(__name__)


def _attend(query: np.ndarray, key_bits: np.ndarray, value_bits: np.ndarray, scale: float, out: np.ndarray) -> None:
    """out[i, h] = softmax(scale q[h, i] . keys[:past + i + 1]) . values, each row in a fixed order.

    query: [heads, rows, dim] float32; key_bits, value_bits: [kv_heads, keys,
    dim], the bits of bfloat16 values (as the cache holds them), the pass's
    own rows last; out: [rows, heads, dim] float32. Row i sees the first
    past + i + 1 keys, past = keys - rows.
    """
    heads, rows, dim = query.shape
    kv_heads, keys = key_bits.shape[0], key_bits.shape[1]
    group, past = heads // kv_heads, keys - rows
    widened = np.empty((kv_heads, dim, keys), dtype=np.uint32)  # keys transposed: score loops run over keys
    for h in range(kv_heads):
        for j in range(keys):
            for d in range(dim):
                widened[h, d, j] = np.uint32(np.uint16(key_bits[h, j, d])) << np.uint32(16)
    kt = widened.view(np.float32)
    values = (value_bits.astype(np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32)
    scores = np.empty((group, keys), dtype=np.float32)
    acc = np.empty((group, dim), dtype=np.float32)
    total = np.empty(group, dtype=np.float32)
    q = np.empty((group, dim), dtype=np.float32)
    for h in range(kv_heads):
        for i in range(rows):
            end = past + i + 1
            for a in range(group):
                for d in range(dim):
                    q[a, d] = query[h * group + a, i, d] * scale
                for j in range(end):
                    scores[a, j] = q[a, 0] * kt[h, 0, j]
            for d in range(1, dim):
                for a in range(group):
                    weight = q[a, d]
                    for j in range(end):
                        scores[a, j] += weight * kt[h, d, j]
            for a in range(group):
                top = scores[a, 0]
                for j in range(1, end):
                    top = max(top, scores[a, j])
                running = np.float32(0.0)
                for j in range(end):
                    scores[a, j] = math.exp(scores[a, j] - top)
                    running += scores[a, j]
                total[a] = running
            acc[:, :] = 0.0
            for j in range(end):
                for a in range(group):
                    e = scores[a, j]
                    for d in range(dim):
                        acc[a, d] += e * values[h, j, d]
            for a in range(group):
                for d in range(dim):
                    out[i, h * group + a, d] = acc[a, d] / total[a]


_SIGNATURE = "void(float32[:, :, ::1], int16[:, :, ::1], int16[:, :, ::1], float32, float32[:, :, ::1])"


@functools.cache
def _kernel() -> Callable[..., None] | None:
    """`_attend` compiled by numba (from its on-disk cache after the first time: about 0.7 s), or None without numba."""
    try:
        import numba
    except ImportError:
        log.warning("numba is not installed: bfloat16 attention runs row by row, slower (pip install numba)")
        return None
    return numba.njit(_SIGNATURE, cache=True, nogil=True, error_model="numpy")(_attend)


def available() -> bool:
    """Whether the compiled kernel can run here."""
    return _kernel() is not None


def row_invariant_attention(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, scale: float) -> torch.Tensor:
    """Attention for a pass's query rows over the cache plus this pass (one sequence, no padding).

    query: [heads, rows, dim]; key, value: [kv_heads, keys, dim] in bfloat16,
    the pass's own rows last. Returns [rows, heads, dim] in float32.
    """
    heads, rows, dim = query.shape
    q = query.to(torch.float32, memory_format=torch.contiguous_format)
    out = torch.empty(rows, heads, dim)
    _kernel()(q.numpy(), _bits(key), _bits(value), scale, out.numpy())
    return out


def _bits(x: torch.Tensor) -> np.ndarray:
    """A bfloat16 tensor's bits as int16, without a copy when it is contiguous."""
    return x.contiguous().view(torch.int16).numpy()
