"""Reading a peft LoRA adapter's files: its factors by module, and its scale."""

from __future__ import annotations

import json
from pathlib import Path

import torch
from safetensors import SafetensorError, safe_open
from safetensors.torch import load_file

from app.errors import ModelError

PREFIX = "base_model.model."


def adapter_scale(adapter: Path) -> float:
    """alpha / r of a plain peft LoRA adapter; other kinds get a clear error."""
    try:
        config = json.loads((adapter / "adapter_config.json").read_text())
        scale = config["lora_alpha"] / config["r"]
    except (OSError, ValueError, KeyError, TypeError, ZeroDivisionError) as exc:
        raise ModelError(f"cannot read the LoRA settings in {adapter}: {exc!r}",
                         "point at a directory saved by `voxcall train` or `voxcall average-adapters`") from exc
    if config.get("use_rslora") or config.get("rank_pattern") or config.get("alpha_pattern"):
        raise ModelError(f"the adapter in {adapter} uses rsLoRA or per-layer ranks, which voxcall applies only "
                         "through peft", "retrain it as a plain LoRA, or set VOXCALL_QUANTIZATION=none")
    return scale


def lora_pairs(adapter: Path) -> dict[str, tuple[torch.Tensor, torch.Tensor]]:
    """Module path -> (A, B) of a peft LoRA adapter, as stored (scale them by `adapter_scale`)."""
    try:
        tensors = load_file(adapter / "adapter_model.safetensors")
        return {key.removeprefix(PREFIX).removesuffix(".lora_A.weight"): (a, tensors[key.replace("lora_A", "lora_B")])
                for key, a in tensors.items() if key.endswith(".lora_A.weight")}
    except (OSError, SafetensorError, KeyError) as exc:
        raise ModelError(f"cannot apply the adapter in {adapter}: {exc!r}", "set VOXCALL_USE_ADAPTER=false") from exc


def lora_names(adapter: Path) -> list[str]:
    """Module paths a peft LoRA adapter adapts, read from its file's header alone."""
    try:
        with safe_open(adapter / "adapter_model.safetensors", framework="pt") as tensors:
            keys = list(tensors.keys())
    except (OSError, SafetensorError) as exc:
        raise ModelError(f"cannot apply the adapter in {adapter}: {exc!r}", "set VOXCALL_USE_ADAPTER=false") from exc
    return [key.removeprefix(PREFIX).removesuffix(".lora_A.weight") for key in keys if key.endswith(".lora_A.weight")]
