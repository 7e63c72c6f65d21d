"""bfloat16 on the CPU: packed linears and row-independent attention.

Speculative decoding must emit exactly what plain greedy decoding emits, so a
token's numbers may not depend on which other tokens share its pass. float32
meets that closely enough; bfloat16 rounds coarsely, and two library paths
break it:

- `F.linear` hands oneDNN a plain weight, which oneDNN reorders into its
  blocked (AMX / AVX-512 BF16) layout on every call and runs a kernel chosen
  by the number of rows. `PackedLinear` reorders each weight once at load and
  always calls the same primitive (the ops torch's own compiler uses for
  frozen bfloat16 linears): every row gets the same result whatever rides
  with it, and a pass is faster. On AVX-512 BF16 without AMX that primitive
  still splits a reduction over more than `MAX_INVARIANT_K` inputs by the
  number of rows, so wider layers (the MLP's `down_proj`) are packed as
  column slices no wider than that, and their outputs added.
- attention is computed row by row in a fixed order (`models.row_attention`).

Where this torch build lacks the oneDNN ops, `prepare_bf16` leaves plain
bfloat16 linears in place and says so.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import logging
from collections.abc import Callable
from typing import Literal

import torch
from torch import nn
from transformers import PreTrainedModel

from models.row_attention import ROW_ATTENTION, rows_independent

log = logging.getLogger(__name__)

TRIM_EVERY = 7
"""Linears packed between two `release_freed_memory` calls (one decoder layer): lowers the load's peak."""
MAX_INVARIANT_K = 1024
"""Widest reduction a packed bfloat16 linear computes the same way for any number of rows.

Measured with 1 and 2 threads on an AMD EPYC with AVX-512 BF16 and no AMX:
for 1 to 16 rows every row came out bit-identical to a 1-row call when a
layer had at most 1,024 inputs; with 1,152 or 1,536 inputs most row counts
gave some rows a different last bit, which flipped greedy choices in
speculative decoding (0.375 logit difference, `benchmarks.pass_cost`). On
an Intel CPU with AMX, earlier sessions measured 1,536 inputs invariant
without slicing."""


def packing_available() -> bool:
    """Whether this torch build and CPU can run packed bfloat16 linears."""
    return (torch.backends.mkldnn.is_available() and hasattr(torch.ops.mkldnn, "_linear_pointwise")
            and bool(torch.ops.mkldnn._is_mkldnn_bf16_supported()))


def bf16_hardware() -> Literal["amx", "avx512_bf16", "none"]:
    """What does bfloat16 arithmetic on this CPU: AMX tiles, AVX-512 BF16 instructions, or nothing."""
    if getattr(torch.cpu, "_is_amx_tile_supported", lambda: False)():
        return "amx"
    if getattr(torch.cpu, "_is_avx512_bf16_supported", lambda: False)():
        return "avx512_bf16"
    return "none"


def native_bf16() -> bool:
    """Whether the CPU does bfloat16 arithmetic in hardware (AMX or AVX-512 BF16), where bf16 is measured
    faster than float32; elsewhere oneDNN emulates it and float32 is the better default."""
    return packing_available() and bf16_hardware() != "none"


class PackedLinear(nn.Module):
    """A Linear whose bfloat16 weight lives in oneDNN's layout.

    A layer with more than `MAX_INVARIANT_K` inputs is packed as equal column
    slices (1,536 inputs as two of 768): x W^T = sum_i x_i W_i^T, each slice's
    product row-invariant, the sum taken elementwise.

    `weight` keeps the plain tensor when it is shared (a tied LM head is also
    the embedding table, and decoding reads its rows to score a few tokens).
    """

    def __init__(self, linear: nn.Linear, keep_weight: bool = False) -> None:
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        weight = linear.weight.detach().to(torch.bfloat16)
        self.slices = input_slices(self.in_features)
        for index, (start, stop) in enumerate(self.slices):
            part = weight[:, start:stop].contiguous()
            self.register_buffer(f"packed{index}", torch.ops.mkldnn._reorder_linear_weight(part, 1), persistent=False)
        self.weight = linear.weight if keep_weight else None
        self.bias = None if linear.bias is None else nn.Parameter(linear.bias.detach().to(torch.bfloat16),
                                                                  requires_grad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = None
        for index, (start, stop) in enumerate(self.slices):
            part = torch.ops.mkldnn._linear_pointwise(x[..., start:stop].contiguous(), getattr(self, f"packed{index}"),
                                                      self.bias if index == 0 else None, "none", [], "")
            out = part if out is None else out + part
        return out

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, packed bfloat16"


@torch.inference_mode()
def packed_rows_independent(model: nn.Module) -> bool:
    """The load-time check: every distinct packed layer shape of `model` passes `rows_independent`.

    Which reductions oneDNN splits by row count depends on the CPU (with AMX
    1,536 inputs were not split, with AVX-512 BF16 alone they were), so a
    CPU where slicing at `MAX_INVARIANT_K` is not enough is caught here,
    before any speculative answer can differ from plain greedy's. It took
    0.18 s at load on the AMD EPYC (both cores busy with benchmarks), most
    of it the 49,152-row LM head.
    """
    shapes: dict[tuple[int, int], PackedLinear] = {}
    for module in model.modules():
        if isinstance(module, PackedLinear):
            shapes.setdefault((module.in_features, module.out_features), module)
    return all(rows_independent(layer, inputs) for (inputs, _), layer in shapes.items())


def input_slices(in_features: int) -> list[tuple[int, int]]:
    """Equal column ranges, each at most `MAX_INVARIANT_K` wide, covering `in_features`."""
    count = -(-in_features // MAX_INVARIANT_K)
    width = -(-in_features // count)
    return [(start, min(start + width, in_features)) for start in range(0, in_features, width)]


def linear_from(weight: torch.Tensor) -> nn.Linear:
    """A bias-free Linear holding `weight` ([out, in]), built on the meta device so no weight is initialised
    only to be replaced."""
    linear = nn.Linear(weight.shape[1], weight.shape[0], bias=False, device="meta")
    linear.weight = nn.Parameter(weight, requires_grad=False)
    return linear


def prepare_bf16(model: PreTrainedModel) -> PreTrainedModel:
    """A loaded float32 model to bfloat16; on CPUs with oneDNN bfloat16, packed linears and row attention.

    Linears are packed one at a time, each float32 layer freed as it goes;
    `models.bf16_load` avoids holding the float32 model at all.
    """
    if next(model.parameters()).device.type != "cpu":
        return model.to(dtype=torch.bfloat16)
    if not packing_available():
        log.warning("this CPU or torch build has no oneDNN bfloat16 linears: plain bfloat16, slower, "
                    "and speculative modes may differ from plain in rare tokens; use VOXCALL_QUANTIZATION=none")
        return model.to(dtype=torch.bfloat16)
    return finish_bf16(model, replace_linears(model, PackedLinear))


def replace_linears(model: PreTrainedModel, build: Callable[[nn.Linear], nn.Module],
                    weight: Callable[[str], torch.Tensor] | None = None) -> nn.Module:
    """Swap every Linear but the output head for `build(layer)` (`PackedLinear`, `Int8Linear`), one at a time;
    returns the head.

    Layers are looked up by name so each one is freed as soon as it is
    replaced, and the freed memory is handed back every `TRIM_EVERY` layers.
    `weight(name)`, when given, supplies the weight to convert.
    """
    head = model.get_output_embeddings()
    names = [n for n, m in model.named_modules() if isinstance(m, nn.Linear) and m is not head]
    for done, name in enumerate(names, start=1):
        layer = model.get_submodule(name)
        if weight is not None:
            layer.weight = nn.Parameter(weight(name), requires_grad=False)
        replace_module(model, name, build(layer))
        if done % TRIM_EVERY == 0:
            release_freed_memory(collect=False)
    return head


def replace_head(model: PreTrainedModel, head: nn.Linear, module: nn.Module) -> None:
    """Put `module` where the output head `head` is."""
    replace_module(model, next(n for n, m in model.named_modules() if m is head), module)


def finish_bf16(model: PreTrainedModel, head: nn.Module | None) -> PreTrainedModel:
    """After the linears are packed: the rest to bfloat16, the LM head packed, row attention on."""
    model = model.to(dtype=torch.bfloat16)
    if isinstance(head, nn.Linear):
        tied = head.weight is model.get_input_embeddings().weight
        replace_head(model, head, PackedLinear(head, keep_weight=tied))
    model.set_attn_implementation(ROW_ATTENTION)
    release_freed_memory()
    return model


def replace_module(model: nn.Module, name: str, module: nn.Module) -> None:
    """Put `module` where `name` (a dotted path) is."""
    parent, _, child = name.rpartition(".")
    setattr(model.get_submodule(parent) if parent else model, child, module)


def release_freed_memory(collect: bool = True) -> None:
    """Hand the float32 copies just freed back to the OS.

    glibc keeps freed heap pages for reuse, so without this the process
    stays as large as float32 and packed bfloat16 together (about 870 MB
    instead of 670 MB here). Elsewhere (musl, macOS) it does nothing.
    `collect` runs the garbage collector first (about 0.1 s with a model
    loaded, so loops skip it: plain reference counting already freed them).
    """
    if collect:
        gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim, looked up once (`find_library` runs a subprocess)."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c")).malloc_trim
    except (OSError, AttributeError, TypeError):
        log.debug("malloc_trim is not available; freed memory stays with the allocator")
        return None
