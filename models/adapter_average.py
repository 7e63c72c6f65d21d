"""Average LoRA adapters exactly: several seeds of one recipe folded into one adapter.

Two training runs of the same recipe that differ only in their seed (LoRA
initialisation and data order) make different small mistakes: on dictation
cleanup the content kept moved by about 0.3 points between seeds. Averaging
their weight updates keeps what they agree on and damps what either learned
by chance (a "model soup" of seeds).

Averaging is exact in LoRA form. Each adapter adds `s * B_i @ A_i` with the
same scale `s = alpha / r_i`; stacking the ranks, `A = [A_1; ...; A_n]` and
`B = [w_1 B_1 ... w_n B_n]` (weights summing to 1, by default 1/n), gives
`B @ A = sum(w_i B_i @ A_i)`, and setting alpha to `s * sum(r_i)` keeps `s`.
So an average of two runs, weighted 2 beside a third run, is the mean of
the three. The result is an ordinary peft adapter of rank `sum(r_i)`: merged
into the base at load it costs nothing per token; only the file, and the
unmerged switch of the UI's dictation mode, grow with the rank.

The stacked rank can be cut back (`rank`): each module's mean update is
replaced by its best approximation of that rank (a truncated SVD, which is
optimal in the Frobenius norm), so an average of three r=16 runs can be
stored as one r=16 or r=32 adapter. The record says what share of the
update's squared norm was kept, overall and in the worst module; the cut is
lossy, so measure the result like any other adapter.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import torch
from safetensors import SafetensorError
from safetensors.torch import load, save_file

from app.errors import ModelError

WEIGHTS = "adapter_model.safetensors"
CONFIG = "adapter_config.json"
MUST_AGREE = ("target_modules", "use_rslora", "use_dora", "bias")
Combine = Literal["mean", "sum"]


@dataclass(frozen=True)
class Adapter:
    """One peft LoRA adapter as stored: its config and its tensors."""

    path: Path
    config: dict
    tensors: dict[str, torch.Tensor]
    sha256: str

    @classmethod
    def read(cls, path: Path) -> Adapter:
        try:
            config = json.loads((path / CONFIG).read_text())
            data = (path / WEIGHTS).read_bytes()
            tensors = load(data)
        except (OSError, json.JSONDecodeError, SafetensorError) as exc:
            raise ModelError(f"cannot read the adapter in {path}: {exc}",
                             f"give directories that hold {CONFIG} and {WEIGHTS}") from exc
        return cls(path, config, tensors, hashlib.sha256(data).hexdigest())


def _check_compatible(adapters: list[Adapter]) -> None:
    first = adapters[0]
    for adapter in adapters:
        if adapter.config.get("rank_pattern") or adapter.config.get("alpha_pattern"):
            raise ModelError(f"{adapter.path} gives some layers their own rank or alpha",
                             "average adapters with one r and one lora_alpha for every layer")
    for other in adapters[1:]:
        if not math.isclose(_scale(first.config), _scale(other.config)):
            raise ModelError(f"{first.path} and {other.path} differ in their scale lora_alpha / r",
                             "average only adapters trained with the same LoRA settings")
        for key in MUST_AGREE:
            if _normalised(first.config.get(key)) != _normalised(other.config.get(key)):
                raise ModelError(f"{first.path} and {other.path} differ in {key}",
                                 "average only adapters trained with the same LoRA settings")
        if first.tensors.keys() != other.tensors.keys():
            raise ModelError(f"{first.path} and {other.path} adapt different layers",
                             "average only adapters trained on the same target modules")


def _normalised(value: object) -> object:
    return sorted(value) if isinstance(value, list) else value


def _scale(config: dict) -> float:
    """What peft multiplies B @ A by: alpha / r, or alpha / sqrt(r) with rsLoRA."""
    rank = config["r"] ** 0.5 if config.get("use_rslora") else config["r"]
    return config["lora_alpha"] / rank


def average_tensors(adapters: list[Adapter], weights: list[float]) -> dict[str, torch.Tensor]:
    """Stacked A's and weighted B's: the rank-(sum r) adapter whose update is the weighted mean update."""
    averaged: dict[str, torch.Tensor] = {}
    for key in adapters[0].tensors:
        parts = [adapter.tensors[key].float() for adapter in adapters]
        if key.endswith("lora_A.weight"):
            averaged[key] = torch.cat(parts, dim=0).contiguous()
        elif key.endswith("lora_B.weight"):
            averaged[key] = torch.cat([part * weight for part, weight in zip(parts, weights, strict=True)],
                                      dim=1).contiguous()
        else:
            raise ModelError(f"{adapters[0].path} holds {key}, which is not a LoRA factor",
                             "average plain LoRA adapters (no modules_to_save, no DoRA)")
    return averaged


@dataclass(frozen=True)
class RankCut:
    """How much of the update a rank cut kept: shares of the squared Frobenius norm."""

    rank: int
    kept: float
    worst_module: str
    worst_kept: float


def _module_names(tensors: dict[str, torch.Tensor]) -> list[str]:
    return sorted(key.removesuffix(".lora_A.weight") for key in tensors if key.endswith(".lora_A.weight"))


def _best_factors(a: torch.Tensor, b: torch.Tensor, rank: int) -> tuple[torch.Tensor, torch.Tensor, float, float]:
    """The rank-`rank` factors closest to B @ A, with the squared norm kept and the total.

    B @ A is never formed: with B = Qb Rb and A^T = Qa Ra, B @ A = Qb (Rb Ra^T) Qa^T,
    so the SVD of the small r x r core gives the SVD of the update.
    """
    q_b, r_b = torch.linalg.qr(b.double())
    q_a, r_a = torch.linalg.qr(a.double().T)
    u, s, vh = torch.linalg.svd(r_b @ r_a.T, full_matrices=False)
    root = s[:rank].sqrt()
    new_b = q_b @ (u[:, :rank] * root)
    new_a = (root[:, None] * vh[:rank]) @ q_a.T
    if missing := rank - root.numel():  # a module narrower than `rank` has fewer singular values: pad with zeros
        new_a = torch.cat([new_a, new_a.new_zeros(missing, new_a.shape[1])])
        new_b = torch.cat([new_b, new_b.new_zeros(new_b.shape[0], missing)], dim=1)
    return new_a.float(), new_b.float(), float((s[:rank] ** 2).sum()), float((s ** 2).sum())


def cut_rank(tensors: dict[str, torch.Tensor], rank: int) -> tuple[dict[str, torch.Tensor], RankCut]:
    """Each module's update replaced by its best rank-`rank` approximation (Eckart-Young)."""
    cut: dict[str, torch.Tensor] = {}
    kept = total = 0.0
    worst = ("", 1.0)
    for name in _module_names(tensors):
        a, b, module_kept, module_total = _best_factors(tensors[f"{name}.lora_A.weight"],
                                                        tensors[f"{name}.lora_B.weight"], rank)
        cut[f"{name}.lora_A.weight"], cut[f"{name}.lora_B.weight"] = a.contiguous(), b.contiguous()
        kept, total = kept + module_kept, total + module_total
        share = module_kept / module_total if module_total else 1.0
        worst = min(worst, (name, share), key=lambda item: item[1])
    return cut, RankCut(rank, round(kept / total, 6) if total else 1.0, worst[0], round(worst[1], 6))


def average_adapters(sources: list[Path], out: Path, weights: list[float] | None = None,
                     dtype: torch.dtype = torch.float32, rank: int | None = None,
                     combine: Combine = "mean") -> dict:
    """Write the (weighted) average of `sources` to `out`; returns the record also saved as `average.json`.

    `weights` are relative (default: equal). An average of two runs given
    weight 2 beside a third run of weight 1 gives the mean of the three runs.
    Ranks may differ when the scale alpha / r is the same. With `dtype`
    bfloat16 the file is half the size; the factors are cast back to float
    when the adapter is merged at load. With `rank`, each module's mean
    update is cut back to its best approximation of that rank; a single
    source is then allowed, to shrink an adapter already averaged. With
    `combine="sum"` the weights are not normalised and the updates add up:
    an adapter trained on top of another (`voxcall train --base-adapter`)
    folded into it, so one adapter again holds the whole change to the base.
    """
    if len(sources) < (1 if rank else 2):
        raise ModelError("averaging needs at least two adapters",
                         "give two or more adapter directories, or one with a rank to cut it to")
    weights = weights or [1.0] * len(sources)
    if len(weights) != len(sources) or any(not weight > 0 for weight in weights):
        raise ModelError(f"{len(weights)} weights for {len(sources)} adapters",
                         "give one positive weight per adapter, or none for equal weights")
    if any(out.resolve() == source.resolve() for source in sources):
        raise ModelError(f"{out} is one of the adapters being averaged", "write the average to a new directory")
    adapters = [Adapter.read(source) for source in sources]
    _check_compatible(adapters)
    stacked = sum(adapter.config["r"] for adapter in adapters)
    if rank is not None and not 0 < rank <= stacked:
        raise ModelError(f"rank {rank} is not between 1 and the stacked rank {stacked}",
                         f"give --rank from 1 to {stacked}, or leave it out to keep the exact average")
    shares = [weight / sum(weights) if combine == "mean" else weight for weight in weights]
    tensors = average_tensors(adapters, shares)
    cut = None
    if rank is not None and rank < stacked:
        tensors, cut = cut_rank(tensors, rank)
    config = dict(adapters[0].config)
    config["r"] = cut.rank if cut else stacked
    alpha = _scale(adapters[0].config) * (config["r"] ** 0.5 if config.get("use_rslora") else config["r"])
    config["lora_alpha"] = round(alpha) if math.isclose(alpha, round(alpha)) else alpha
    out.mkdir(parents=True, exist_ok=True)
    save_file({key: tensor.to(dtype) for key, tensor in tensors.items()}, out / WEIGHTS)
    (out / CONFIG).write_text(json.dumps(config, indent=2) + "\n")
    record = {"sources": [{"path": str(a.path), "sha256": a.sha256, "weight": round(share, 6)}
                          for a, share in zip(adapters, shares, strict=True)],
              "combine": combine, "r": config["r"], "lora_alpha": config["lora_alpha"],
              "dtype": str(dtype).removeprefix("torch.")}
    if cut:
        record["rank_cut"] = {"from_r": stacked, "norm_kept": cut.kept, "worst_module": cut.worst_module,
                              "worst_module_kept": cut.worst_kept}
    (out / "average.json").write_text(json.dumps(record, indent=1) + "\n")
    return record
