"""Causal attention whose rows cannot depend on the pass: one compiled loop, fixed order.

Speculative decoding feeds several tokens in one verifier pass, and plain
greedy decoding feeds one; a token's attention must give the same bits
either way. Library matmuls do not promise that: on the AMD EPYC (MKL) the
product of 3 query rows with 64-wide keys came out different in the last
bit from the same rows multiplied with more rows or more key columns, for
most shapes tried. So `models.bf16` used to compute each row on its own,
with two matmuls and a softmax per row: about 30 us a row a layer.

`row_invariant_attention` computes every row of a pass in one call, in an order that depends
only on the row's own keys: each score is summed over the head dimension in
index order, the softmax's maximum, exponentials and sum run key by key,
and the weighted values are accumulated key by key. No loop runs past the
row's own last key, and the code is compiled without fast-math, so the
compiler may vectorise across keys or across the head dimension (lanes that
never meet) but may not reorder a sum. A row therefore gets the same bits
alone or beside any other rows, by construction; `tests/test_row_kernel.py`
checks it over thousands of shapes. It ran at about 14 us a row a layer
here, one thread, plus about 25 us a call.

numba compiles it when this module is first imported (`models.bf16` imports
it on first use; about 0.7 s from numba's on-disk cache, 4 s the first
time); without numba `models.bf16` keeps its per-row matmuls.
"""

from __future__ import annotations

import functools
import math

import numba
import numpy as np
import torch

compiled = functools.partial(numba.njit, cache=True, nogil=True, error_model="numpy")
"""No fast-math: the compiler may vectorise across lanes that never meet, but may not reorder a sum."""


@compiled("void(float32[:, ::1], float32[:, ::1], int64, float32[:, ::1])")
def _scores(q: np.ndarray, kt: np.ndarray, end: int, scores: np.ndarray) -> None:
    """scores[a, j] = sum over d of q[a, d] kt[d, j], for j < end; each sum in index order of d.

    Loops over one row at a time so the compiler vectorises across keys
    (lanes that never meet), never across the sum.
    """
    group, dim = q.shape
    for a in range(group):
        row, first = scores[a], q[a, 0]
        keys = kt[0]
        for j in range(end):
            row[j] = first * keys[j]
        for d in range(1, dim):
            weight, keys = q[a, d], kt[d]
            for j in range(end):
                row[j] += weight * keys[j]


@compiled("void(float32[:, ::1], float32[:, ::1], int64, float32[:, ::1])")
def _weighted_values(weights: np.ndarray, values: np.ndarray, end: int, acc: np.ndarray) -> None:
    """acc[a] = sum over j < end of weights[a, j] values[j], summed in index order of j (vectorised across d)."""
    group, dim = acc.shape
    for a in range(group):
        summed, row = acc[a], weights[a]
        summed[:] = 0.0
        for j in range(end):
            e, value = row[j], values[j]
            for d in range(dim):
                summed[d] += e * value[d]


@compiled("void(float32[:, :, ::1], int16[:, :, ::1], int16[:, :, ::1], float32, float32[:, :, ::1])")
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
            _scores(q, kt[h], end, scores)
            for a in range(group):
                row = scores[a]
                top = row[0]
                for j in range(1, end):
                    top = max(top, row[j])
                running = np.float32(0.0)
                for j in range(end):
                    row[j] = math.exp(row[j] - top)
                    running += row[j]
                total[a] = running
            _weighted_values(scores, values[h], end, acc)
            for a in range(group):
                target, summed, norm = out[i, h * group + a], acc[a], total[a]
                for d in range(dim):
                    target[d] = summed[d] / norm


def row_invariant_attention(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, scale: float) -> torch.Tensor:
    """Attention for a pass's query rows over the cache plus this pass (one sequence, no padding).

    query: [heads, rows, dim]; key, value: [kv_heads, keys, dim] in bfloat16,
    the pass's own rows last. Returns [rows, heads, dim] in float32.
    """
    heads, rows, dim = query.shape
    q = query.to(torch.float32, memory_format=torch.contiguous_format)
    out = torch.empty(rows, heads, dim)
    _attend(q.numpy(), _bits(key), _bits(value), scale, out.numpy())
    return out


def _bits(x: torch.Tensor) -> np.ndarray:
    """A bfloat16 tensor's bits as int16, without a copy when it is contiguous."""
    return x.contiguous().view(torch.int16).numpy()
