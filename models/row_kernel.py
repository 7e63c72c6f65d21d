"""Causal attention whose rows cannot depend on the pass: one small C kernel, fixed order.

Speculative decoding feeds several tokens in one verifier pass, and plain
greedy decoding feeds one; a token's attention must give the same bits
either way. Library matmuls do not promise that: on the AMD EPYC (MKL) the
product of 3 query rows with 64-wide keys came out different in the last
bit from the same rows multiplied with more rows or more key columns, for
most shapes tried. So bf16 decoding used to compute each row on its own,
with two matmuls and a softmax per row: about 30 us a row a layer.

`row_invariant_attention` computes every row of a pass in one call of
`row_kernel.c`, in an order that depends only on the row's own keys: each
score summed over the head dimension in index order, the softmax's maximum,
exponentials and sum key by key, the weighted values key by key. No sum
reads past the row's own last key (the score loop fills whole vectors of
16 keys, and the lanes past it are never read), and the file is compiled
without fast-math or contraction: the loops work on 16 lanes that never
meet (GCC vector types, AVX-512 where the CPU has it), but no sum is
reordered. A row therefore gets the same bits alone or beside any other rows, by
construction; `tests/test_row_kernel.py` checks it over many shapes.

Why C and not numba: a numba version was as fast, but importing numba and
loading its compiled kernel added about 100 MB of resident memory (LLVM),
a fifth of the bf16 model's. The C file is compiled once with the system
compiler into the voxcall cache (`models.c_build`) and loaded with ctypes;
without a compiler `available()` is False and `models.row_attention`
keeps its per-row matmuls.
"""

from __future__ import annotations

import ctypes
import functools
from pathlib import Path

import torch

from app.settings import get_settings
from models import c_build

SOURCE = Path(__file__).with_name("row_kernel.c")
KV_DTYPES = (torch.bfloat16, torch.float32)
"""What the kernel reads keys and values as: packed bf16's cache and the int8 model's float32 one."""


@functools.cache
def _library() -> ctypes.CDLL | None:
    library = c_build.load(SOURCE, get_settings().cache_dir)
    if library is None:
        return None
    function = library.voxcall_row_attention
    function.restype = ctypes.c_int
    function.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_float] + [ctypes.c_int] * 6 + [ctypes.c_void_p]
    return library


def available() -> bool:
    """Whether the kernel is compiled and loaded (building it on first use)."""
    return _library() is not None


def row_invariant_attention(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor, scale: float) -> torch.Tensor:
    """Attention for a pass's query rows over the cache plus this pass (one sequence, no padding).

    query: [heads, rows, dim]; key, value: [kv_heads, keys, dim], both
    bfloat16 or both float32, the pass's own rows last. Returns
    [rows, heads, dim] in float32.
    """
    library = _library()
    assert library is not None, "call available() first"
    heads, rows, dim = query.shape
    q = query.to(torch.float32).contiguous()
    if key.dtype != value.dtype or key.dtype not in KV_DTYPES:
        raise TypeError(f"keys and values must both be bfloat16 or float32, not {key.dtype} and {value.dtype}")
    k, v = key.contiguous(), value.contiguous()
    out = torch.empty(rows, heads, dim)
    status = library.voxcall_row_attention(q.data_ptr(), k.data_ptr(), v.data_ptr(), scale, heads, k.shape[0], rows,
                                           k.shape[1], dim, int(k.dtype == torch.float32), out.data_ptr())
    if status != 0:
        raise MemoryError("the attention kernel could not allocate its scratch memory")
    return out
