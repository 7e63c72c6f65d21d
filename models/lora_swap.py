"""A second LoRA adapter switched in on a model that holds the first one merged: one copy of the weights for both.

The calls model's weights are base + calls adapter, merged at load. Another
adapter trained on the same base (the dictation cleanup, the contact
adapter) differs from them by two low-rank terms, so each adapted layer gets
that difference, the two adapters' factors side by side (peft's "cat"
combination):

    x -> x W + s (x A_other^T) B_other^T - s (x A_calls^T) B_calls^T
       = x W + (x A^T) B^T,  A = [A_other; A_calls],  B = [s B_other, -s B_calls]

compacted to the rank the product really has (`compact`; cached on disk by
`models.swap_cache`, since it takes about 0.8 s), as a forward hook
that `LoraSwap.active` attaches for the length of a block and removes after
it. With no hook attached the layers are exactly as loaded, so the calls
path costs nothing and gives the same bits; only the factors are added to
memory (at most both adapters' factors, and half of them for the contact
adapter, whose difference from the calls one has rank 32).

On packed bfloat16 layers (`models.bf16`) the factors are packed too, so
every row of a pass stays independent of the others. int8's fused
projections (`models.lean_forward`) bypass per-layer modules, so int8 cannot
take a swap; `supports_swap` says whether a model can. Run AT (ca656bb,
`benchmarks/results/calls-run-at/`) gave int8 one, with int8 factors and a
hook per fused group: 92 MB less than a second model, but a routed command
took 1.36x as long (the hooks' small kernel calls cost as much as the
pass), and dictation beside the calls model wrote other text on 19 of 145
lines, so int8 keeps the second model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import torch
from torch import nn

from app.errors import ModelError
from models.bf16 import PackedLinear, linear_from
from models.int8 import Int8Linear
from models.lora_files import adapter_scale, lora_names, lora_pairs
from models.swap_cache import Pairs, cache_file, load_pairs, save_pairs

Hook = Callable[[nn.Module, tuple[torch.Tensor, ...], torch.Tensor], torch.Tensor]
RANK_TOLERANCE = 1e-5
"""Singular values of a swap's product below this fraction of the largest are dropped (`compact`)."""


def supports_swap(model: nn.Module) -> bool:
    """Whether a swap can hook `model`'s layers: float or packed bf16, not int8 (see the module docstring)."""
    return not any(isinstance(module, Int8Linear) for module in model.modules())


class LoraSwap:
    """The difference `add` minus `remove` (two LoRA adapters of one base) on a model holding `remove` merged.

    With a `cache_dir`, the compacted factors are read from there when both adapters are the ones they were
    computed from, and stored there when not (`models.swap_cache`).
    """

    def __init__(self, model: nn.Module, add: Path, remove: Path, cache_dir: Path | None = None) -> None:
        layers = _adapted_layers(model, add)
        dtypes = {name: _factor_dtype(name, layer) for name, layer in layers.items()}
        kinds = ",".join(sorted({str(dtype) for dtype in dtypes.values()}))
        kept = cache_file(cache_dir, add, remove, kinds, RANK_TOLERANCE) if cache_dir else None
        pairs = load_pairs(kept) if kept else None
        if pairs is None or {name: down.dtype for name, (down, _) in pairs.items()} != dtypes:
            pairs = _compacted_pairs(add, remove, dtypes)
            if kept:
                save_pairs(kept, pairs)
        self.factors: dict[nn.Module, tuple[nn.Module, nn.Module]] = {
            layer: _factors(layer, *pairs[name]) for name, layer in layers.items()}

    @contextmanager
    def active(self) -> Iterator[None]:
        """The other adapter in place of the merged one for the duration of the block."""
        handles = [layer.register_forward_hook(_adds(down, up)) for layer, (down, up) in self.factors.items()]
        try:
            yield
        finally:
            for handle in handles:
                handle.remove()

    def nbytes(self) -> int:
        """Memory the factors hold."""
        return sum(t.numel() * t.element_size() for pair in self.factors.values() for m in pair
                   for t in (*m.parameters(), *m.buffers()))


def compact(down: torch.Tensor, up: torch.Tensor, tolerance: float = RANK_TOLERANCE) -> tuple[torch.Tensor, torch.Tensor]:
    """Factors of the same product `up @ down` with no more rows than its rank.

    A QR of each factor puts the product into a small core, `up @ down = Q_up (R_up R_down^T) Q_down^T`,
    whose SVD gives the rank: singular values below `tolerance` times the largest are rounding noise of a
    rank-deficient sum, and are dropped. The contact adapter is M2 plus a rank-16 update cut back to rank 32,
    so contacts minus calls has rank 32, not the 64 its factors side by side have (run AS).
    """
    q_up, r_up = torch.linalg.qr(up)
    q_down, r_down = torch.linalg.qr(down.T)
    u, s, vh = torch.linalg.svd(r_up @ r_down.T)
    rank = int((s > tolerance * s[0]).sum()) if len(s) else 0
    return vh[:rank] @ q_down.T, q_up @ (u[:, :rank] * s[:rank])


def _adapted_layers(model: nn.Module, adapter: Path) -> dict[str, nn.Module]:
    """The layers of `model` that `adapter` adapts, by name."""
    layers = {}
    for name in lora_names(adapter):
        try:
            layers[name] = model.get_submodule(name)
        except AttributeError as exc:
            raise ModelError(f"the adapter in {adapter} adapts {name}, which this model does not have",
                             "use an adapter trained on this base model") from exc
    return layers


def _factor_dtype(name: str, layer: nn.Module) -> torch.dtype:
    """The dtype a layer's factors are kept in: float32 for packed layers (packed at load), else the layer's."""
    if isinstance(layer, PackedLinear):
        return torch.float32
    if isinstance(layer, nn.Linear):
        return layer.weight.dtype
    raise ModelError(f"{name} is a {type(layer).__name__}, which a swapped adapter cannot hook",
                     "set VOXCALL_QUANTIZATION=none (or bf16), or load the second adapter as its own model")


def _compacted_pairs(add: Path, remove: Path, dtypes: dict[str, torch.dtype]) -> Pairs:
    """Each layer's difference `add` minus `remove` as compacted factors (`compact`), in its factor dtype."""
    plus, minus = lora_pairs(add), lora_pairs(remove)
    plus_scale, minus_scale = adapter_scale(add), adapter_scale(remove)
    if plus.keys() != minus.keys():
        raise ModelError(f"the adapters in {add} and {remove} adapt different layers",
                         "train both on the same target modules, or load the second adapter as its own model")
    pairs = {}
    for name, (a_plus, b_plus) in plus.items():
        a_minus, b_minus = minus[name]
        down, up = compact(torch.cat((a_plus.double(), a_minus.double())),
                           torch.cat((b_plus.double() * plus_scale, -(b_minus.double() * minus_scale)), dim=1))
        pairs[name] = down.to(dtypes[name]), up.to(dtypes[name])
    return pairs


def _factors(layer: nn.Module, down: torch.Tensor, up: torch.Tensor) -> tuple[nn.Module, nn.Module]:
    """The two low-rank factors (already in `_factor_dtype`) as modules of the layer's own kind and device."""
    if isinstance(layer, PackedLinear):
        return PackedLinear(linear_from(down)), PackedLinear(linear_from(up))
    device = layer.weight.device
    return linear_from(down.to(device)), linear_from(up.to(device))


def _adds(down: nn.Module, up: nn.Module) -> Hook:
    def hook(module: nn.Module, args: tuple[torch.Tensor, ...], output: torch.Tensor) -> torch.Tensor:
        return output + up(down(args[0]))

    return hook
