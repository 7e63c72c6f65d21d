"""A switchable LoRA on packed bfloat16 linears: dictation beside function calls in bf16.

In float32, `models.cleanup` lets peft inject "cleanup minus calls" as one
LoRA into the shared model. peft wraps `nn.Linear` layers only, so on a
packed bfloat16 model (`models.bf16`) the same difference is attached here:
each layer gets the two adapters' low-rank factors stacked,

    x -> x W + s (x A_cleanup^T) B_cleanup^T - s (x A_calls^T) B_calls^T
       = x W + (x A^T) B^T,  A = [A_cleanup; A_calls],  B = [s B_cleanup, -s B_calls]

(peft's "cat" combination), packed too so every row stays independent of
its pass. It is off until a `LoraSwitch` turns it on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import torch
from safetensors import SafetensorError
from safetensors.torch import load_file
from torch import nn

from app.errors import ModelError
from models.bf16 import PackedLinear

PREFIX = "base_model.model."


def adapter_scale(adapter: Path) -> float:
    """alpha / r of a plain peft LoRA adapter; other kinds get a clear error."""
    config = json.loads((adapter / "adapter_config.json").read_text())
    if config.get("use_rslora") or config.get("rank_pattern") or config.get("alpha_pattern"):
        raise ModelError(f"the adapter in {adapter} uses rsLoRA or per-layer ranks, which bf16 does not support",
                         "set VOXCALL_QUANTIZATION=none")
    return config["lora_alpha"] / config["r"]


def lora_pairs(adapter: Path) -> dict[str, tuple[torch.Tensor, torch.Tensor]]:
    """Module path -> (A, B) of a peft LoRA adapter, as stored (scale them by `adapter_scale`)."""
    try:
        tensors = load_file(adapter / "adapter_model.safetensors")
    except (OSError, SafetensorError) as exc:
        raise ModelError(f"cannot apply the adapter in {adapter}: {exc}", "set VOXCALL_USE_ADAPTER=false") from exc
    return {key.removeprefix(PREFIX).removesuffix(".lora_A.weight"): (a, tensors[key.replace("lora_A", "lora_B")])
            for key, a in tensors.items() if key.endswith(".lora_A.weight")}


class LoraSwitch:
    """The difference of two adapters, attached to a packed model's linears, off by default."""

    def __init__(self, model: nn.Module, add: Path, remove: Path) -> None:
        plus, minus = lora_pairs(add), lora_pairs(remove)
        plus_scale, minus_scale = adapter_scale(add), adapter_scale(remove)
        if plus.keys() != minus.keys():
            raise ModelError(f"the adapters in {add} and {remove} adapt different layers",
                             "train both on the same target modules, or set VOXCALL_QUANTIZATION=none")
        self.layers: list[PackedLinear] = []
        for name, (a_plus, b_plus) in plus.items():
            layer = model.get_submodule(name)
            if not isinstance(layer, PackedLinear):
                raise ModelError(f"{name} is not a packed bfloat16 layer", "load the model with VOXCALL_QUANTIZATION=bf16")
            a_minus, b_minus = minus[name]
            layer.attach_lora(torch.cat((a_plus.float(), a_minus.float())),
                              torch.cat((b_plus.float() * plus_scale, -(b_minus.float() * minus_scale)), dim=1))
            self.layers.append(layer)

    @contextmanager
    def active(self) -> Iterator[None]:
        """The adapter swapped in for the duration of the block."""
        for layer in self.layers:
            layer.lora_on = True
        try:
            yield
        finally:
            for layer in self.layers:
                layer.lora_on = False
