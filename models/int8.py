"""int8 on the CPU whose rows cannot depend on the pass: each row's activations scaled on their own.

Speculative decoding must emit exactly what plain greedy decoding emits
(`models.row_attention`). torch's dynamic quantisation breaks that in int8:
it quantises a layer's input with one scale for the whole tensor, taken
from the tensor's minimum and maximum, so one loud token in a verifier pass
coarsens every other token's activations (after a 40-token cache, 8 tokens
in one pass and the same tokens one per pass differed by up to 5.9 in a
logit, `benchmarks.pass_cost`), and 5 of 100 MTP answers differed from
plain int8.

`Int8Linear` runs `int8_kernel.c`: weights int8 with a scale per output
channel, each activation row quantised with its own scale (max |x| / 127),
products summed in 32-bit integers (exact in any order), each output
rescaled element by element. A row's bits therefore cannot depend on the
rows beside it, by construction, and the AVX-512 VNNI path, the AVX2 path
(`int8_avx2.h`, for CPUs without VNNI, most laptops: on an AVX2-only AMD
EPYC a 1-token pass takes 26 ms against float32's 50 and the portable
loops' 41, a 12-token pass 59 against 87 and 330;
`benchmarks/results/int8-avx2/`) and the portable C path give the same
bits. It also keeps one copy of the weights (torch's
fbgemm layers keep the int8 weight twice, packed and plain) and costs less
per call (a 100 x 37 layer, one row: 12 us against fbgemm's 34; the
576 x 576 layer: 14 against 47; one-off timings, one thread). The scale per
row is the more accurate one too: a token is no longer quantised on the
range of its loudest neighbour (natural set: 93.8 % exact against 89.6 %).

A verifier pass feeds up to about 15 tokens, and the kernel reads each
weight vector once for up to 24 rows (tiles of 1 to 24 rows whose sums
stay in vector registers), so a pass of many rows costs a small multiple
of a 1-row one (all 210 layers of the model, weights not in cache, one
thread, one run: 9.0 ms for 1 row, 18.1 for 9, 16.8 for 13, 26.2 for 24,
37.6 for 40). `VOXCALL_KERNEL_THREADS` splits each large layer over the
cores by output blocks, which changes no bit.

Without a C compiler, `Int8Linear` computes the same integers with torch
(`_int8_matmul_torch`): same numbers, slower.
"""

from __future__ import annotations

import ctypes
import functools
import logging
import os
from pathlib import Path
from typing import Literal

import torch
from torch import nn
from transformers import PreTrainedModel

from app.settings import Settings, get_settings
from models import c_build
from models.bf16 import release_freed_memory, replace_head, replace_linears
from models.bf16_load import LayerWeights, skeleton
from models.row_attention import ROW_ATTENTION, rows_independent

log = logging.getLogger(__name__)

SOURCE = Path(__file__).with_name("int8_kernel.c")
BLOCK, GROUP = 16, 4
"""Output channels per packed block and inputs per 32-bit lane (as in `int8_kernel.c`)."""
WEIGHT_CHUNK = 4096
"""Output rows quantised at a time at load."""


@functools.cache
def _library() -> ctypes.CDLL | None:
    library = c_build.load(SOURCE, get_settings().cache_dir)
    if library is None:
        return None
    library.voxcall_int8_linear.restype = ctypes.c_int
    library.voxcall_int8_linear.argtypes = ([ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int]
                                            + [ctypes.c_void_p] * 3 + [ctypes.c_int] * 2 + [ctypes.c_void_p])
    library.voxcall_int8_path.restype = ctypes.c_int
    library.voxcall_int8_supports.restype = ctypes.c_int
    library.voxcall_int8_supports.argtypes = [ctypes.c_int]
    library.voxcall_int8_threads.restype = ctypes.c_int
    library.voxcall_int8_threads.argtypes = [ctypes.c_int]
    library.voxcall_int8_threads(kernel_threads(get_settings()))
    return library


def kernel_threads(settings: Settings) -> int:
    """Threads each int8 layer is split over: `Settings.kernel_threads`, else every core (at most 8)."""
    return settings.kernel_threads or min(8, os.cpu_count() or 1)


KernelPath = Literal["portable", "avx512-vnni", "avx2"]
PATH_CODES: dict[KernelPath, int] = {"portable": 0, "avx512-vnni": 1, "avx2": 2}
"""The kernel's numbers for its code paths (`voxcall_int8_path`); -1 asks it for the best this CPU has."""
BEST_PATH = -1


def kernel_path() -> str:
    """Which code multiplies: "avx512-vnni", "avx2", "portable" C loops, or "torch" without a compiled kernel."""
    library = _library()
    if library is None:
        return "torch"
    code = library.voxcall_int8_path()
    return next(name for name, number in PATH_CODES.items() if number == code)


def supported_paths() -> list[KernelPath]:
    """Every code path this CPU can run (none without a compiled kernel): each gives the same bits."""
    library = _library()
    return [] if library is None else [name for name, code in PATH_CODES.items() if library.voxcall_int8_supports(code)]


def use_kernel_path(model: nn.Module, path: KernelPath) -> nn.Module:
    """`model` with every int8 layer on `path` instead of the best one, to time one path against another
    (`benchmarks.pass_cost`); the bits cannot change."""
    if path not in supported_paths():
        raise ValueError(f"this CPU cannot run the {path} int8 path; it can run {supported_paths()}")
    for module in model.modules():
        if isinstance(module, Int8Linear):
            module.path_code = PATH_CODES[path]
    return model


def _round_up(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


class Int8Linear(nn.Module):
    """A Linear with int8 weights (a scale per output) and int8 activations scaled row by row."""

    path_code: int = BEST_PATH
    """The kernel's code path: the best this CPU has, unless `use_kernel_path` put the layer on another."""

    def __init__(self, linear: nn.Linear) -> None:
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        self.padded_in, self.padded_out = _round_up(self.in_features, GROUP), _round_up(self.out_features, BLOCK)
        codes, scales = _quantise_weight(linear.weight.detach(), self.padded_out, self.padded_in)
        self.register_buffer("weight_scales", scales, persistent=False)
        self.register_buffer("weight_sums", codes.sum(dim=1, dtype=torch.int32), persistent=False)
        blocks = codes.view(self.padded_out // BLOCK, BLOCK, self.padded_in // GROUP, GROUP).transpose(1, 2)
        self.register_buffer("packed", blocks.contiguous(), persistent=False)
        self.bias = None if linear.bias is None else nn.Parameter(linear.bias.detach().float(), requires_grad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dtype != torch.float32 or not x.is_contiguous():
            x = x.to(torch.float32).contiguous()
        library = _library()
        if library is None:
            out = _int8_matmul_torch(x.reshape(-1, self.in_features), self).reshape(*x.shape[:-1], self.padded_out)
        else:
            out = torch.empty(*x.shape[:-1], self.padded_out)
            if library.voxcall_int8_linear(x.data_ptr(), x.numel() // self.in_features, self.in_features,
                                           self.padded_in, *self.weight_pointers(), self.padded_out,
                                           self.path_code, out.data_ptr()):
                raise MemoryError("the int8 kernel could not allocate its scratch memory, "
                                  "or this CPU lacks the code path asked for (`use_kernel_path`)")
        if self.padded_out != self.out_features:
            out = out[..., : self.out_features]
        return out if self.bias is None else out + self.bias

    def weight_pointers(self) -> tuple[int, int, int]:
        """The kernel's packed weights, weight sums and scales, read from `_buffers` directly (module attribute
        lookup costs about a microsecond each, and a pointer cached at load would dangle after a copy)."""
        buffers = self._buffers
        return buffers["packed"].data_ptr(), buffers["weight_sums"].data_ptr(), buffers["weight_scales"].data_ptr()

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, int8, rows scaled alone"


def fuse_int8(parts: list[Int8Linear]) -> Int8Linear:
    """One `Int8Linear` computing `parts` side by side (q, k and v; gate and up), their input quantised once.

    Each output channel is its own integer dot product rescaled by its own
    weight scale and the row's scale, so a fused call gives every channel
    the bits its own layer gives. The parts' buffers become views of the
    fused ones: no weight is held twice.
    """
    inputs = {part.in_features for part in parts}
    if len(inputs) != 1 or any(part.bias is not None or part.padded_out != part.out_features for part in parts):
        raise ValueError("only bias-free layers of one input width, whole blocks of outputs, can be fused")
    fused = Int8Linear.__new__(Int8Linear)
    nn.Module.__init__(fused)
    fused.in_features, fused.padded_in = parts[0].in_features, parts[0].padded_in
    fused.out_features = fused.padded_out = sum(part.out_features for part in parts)
    fused.bias = None
    for name in ("packed", "weight_sums", "weight_scales"):
        whole = torch.cat([part._buffers[name] for part in parts])
        fused.register_buffer(name, whole, persistent=False)
        for part, view in zip(parts, whole.split([part._buffers[name].shape[0] for part in parts]), strict=True):
            part._buffers[name] = view
    return fused


def _quantise_weight(weight: torch.Tensor, rows: int, columns: int) -> tuple[torch.Tensor, torch.Tensor]:
    """int8 codes [rows, columns] (zero-padded) and a scale per output row, `WEIGHT_CHUNK` rows at a time.

    Chunks keep the float temporaries small: the 49,152-row LM head would
    otherwise need three float32 copies of itself (340 MB) at once.
    """
    codes = torch.zeros(rows, columns, dtype=torch.int8)
    scales = torch.zeros(rows)
    for start in range(0, weight.shape[0], WEIGHT_CHUNK):
        part = weight[start : start + WEIGHT_CHUNK].float()
        scale = part.abs().amax(dim=1) / 127
        stop = start + part.shape[0]
        codes[start:stop, : weight.shape[1]] = torch.round(part / scale.clamp_min(1e-30)[:, None]).clamp_(-127, 127)
        scales[start:stop] = scale
    return codes, scales


def _int8_matmul_torch(rows: torch.Tensor, layer: Int8Linear) -> torch.Tensor:
    """The kernel's arithmetic in torch: the same integers and the same rescaling order, so the same bits."""
    top = rows.abs().amax(dim=1, keepdim=True)
    inverse = torch.where(top > 0, 127 / top, torch.zeros_like(top))
    codes = torch.round(rows * inverse).clamp_(-127, 127)
    padded = torch.zeros(rows.shape[0], layer.padded_in)
    padded[:, : layer.in_features] = codes
    weight = layer.packed.transpose(1, 2).reshape(layer.padded_out, layer.padded_in)
    totals = (padded.double() @ weight.double().T).float()
    return totals * layer.weight_scales * (top / 127)


def prepare_int8(model: PreTrainedModel) -> PreTrainedModel:
    """Every Linear (the LM head too) to `Int8Linear`, one at a time; row attention on.

    Each float32 layer is freed as it is replaced, so the float32 model and
    the int8 one are never held whole at once.

    A tied LM head's float table stays with the input embeddings, which
    decoding and the MTP drafter read rows of.
    """
    head = replace_linears(model, Int8Linear)
    if isinstance(head, nn.Linear):
        replace_head(model, head, Int8Linear(head))
    model.set_attn_implementation(ROW_ATTENTION)
    release_freed_memory()
    return model


def load_int8(source: Path, adapter: Path | None) -> PreTrainedModel:
    """The model with every Linear in int8, each weight read (and merged with `adapter`) alone.

    Bit-identical to `prepare_int8` on the merged float32 model (a test
    checks it), without ever holding the float32 model.
    """
    model = skeleton(source, torch.float32)
    with LayerWeights(source, adapter, model) as weights:
        replace_linears(model, Int8Linear, lambda name: weights.linear(name, torch.float32))
        weights.fill_the_rest(model)
    return prepare_int8(model)


@torch.inference_mode()
def int8_rows_independent(model: nn.Module) -> bool:
    """The load-time check: every distinct `Int8Linear` shape gives a row the same bits in any pass.

    It holds by construction (integer sums, per-row scales); this catches a
    compiler or a CPU that breaks the construction before any answer can
    differ.
    """
    shapes: dict[tuple[int, int], Int8Linear] = {}
    for module in model.modules():
        if isinstance(module, Int8Linear):
            shapes.setdefault((module.in_features, module.out_features), module)
    return all(rows_independent(layer, inputs, torch.float32) for (inputs, _), layer in shapes.items())
