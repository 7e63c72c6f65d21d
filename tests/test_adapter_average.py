"""Averaging LoRA adapters: the stacked adapter's update is exactly the mean update."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file, save_file

from app.cli import main
from app.errors import ModelError
from models.adapter_average import average_adapters

PREFIX = "base_model.model.model.layers.0.self_attn."
MODULES = {"q_proj": (8, 6), "v_proj": (4, 6)}


def _write_adapter(path: Path, seed: int, r: int = 2, alpha: int = 4, modules: dict = MODULES) -> Path:
    generator = torch.Generator().manual_seed(seed)
    tensors = {}
    for name, (out_features, in_features) in modules.items():
        tensors[f"{PREFIX}{name}.lora_A.weight"] = torch.randn(r, in_features, generator=generator)
        tensors[f"{PREFIX}{name}.lora_B.weight"] = torch.randn(out_features, r, generator=generator)
    path.mkdir(parents=True)
    save_file(tensors, path / "adapter_model.safetensors")
    config = {"peft_type": "LORA", "r": r, "lora_alpha": alpha, "target_modules": sorted(modules),
              "use_rslora": False, "use_dora": False, "bias": "none"}
    (path / "adapter_config.json").write_text(json.dumps(config))
    return path


def _update(path: Path, name: str) -> torch.Tensor:
    """The weight update peft merges: alpha / r * B @ A."""
    config = json.loads((path / "adapter_config.json").read_text())
    tensors = load_file(path / "adapter_model.safetensors")
    a, b = tensors[f"{PREFIX}{name}.lora_A.weight"].float(), tensors[f"{PREFIX}{name}.lora_B.weight"].float()
    return config["lora_alpha"] / config["r"] * b @ a


def test_the_average_update_is_the_mean_of_the_updates(tmp_path: Path) -> None:
    sources = [_write_adapter(tmp_path / f"seed{i}", seed=i) for i in range(3)]
    record = average_adapters(sources, tmp_path / "avg")
    assert record["r"] == 6 and record["lora_alpha"] == 12
    for name in MODULES:
        mean = sum(_update(source, name) for source in sources) / 3
        torch.testing.assert_close(_update(tmp_path / "avg", name), mean, rtol=1e-5, atol=1e-6)
    saved = json.loads((tmp_path / "avg" / "average.json").read_text())
    assert [len(s["sha256"]) for s in saved["sources"]] == [64, 64, 64]


def test_sum_adds_an_adapter_trained_on_top_to_its_base(tmp_path: Path) -> None:
    base, top = _write_adapter(tmp_path / "base", seed=0, r=4, alpha=8), _write_adapter(tmp_path / "top", seed=1)
    record = average_adapters([base, top], tmp_path / "sum", combine="sum")
    assert record["combine"] == "sum" and record["r"] == 6
    for name in MODULES:
        torch.testing.assert_close(_update(tmp_path / "sum", name), _update(base, name) + _update(top, name),
                                   rtol=1e-5, atol=1e-5)


def test_averaging_one_adapter_with_itself_changes_nothing(tmp_path: Path) -> None:
    source = _write_adapter(tmp_path / "a", seed=0)
    copy = _write_adapter(tmp_path / "b", seed=0)
    average_adapters([source, copy], tmp_path / "avg")
    for name in MODULES:
        torch.testing.assert_close(_update(tmp_path / "avg", name), _update(source, name))


def test_an_average_weighted_beside_another_run_is_the_mean_of_all_runs(tmp_path: Path) -> None:
    """avg(A, B) of rank 4, weight 2, beside C of rank 2, weight 1: the mean of A, B and C."""
    runs = [_write_adapter(tmp_path / f"seed{i}", seed=i) for i in range(3)]
    average_adapters(runs[:2], tmp_path / "ab")
    record = average_adapters([tmp_path / "ab", runs[2]], tmp_path / "abc", weights=[2, 1])
    assert record["r"] == 6 and record["lora_alpha"] == 12
    assert [source["weight"] for source in record["sources"]] == [0.666667, 0.333333]
    for name in MODULES:
        mean = sum(_update(run, name) for run in runs) / 3
        torch.testing.assert_close(_update(tmp_path / "abc", name), mean, rtol=1e-5, atol=1e-6)


def test_a_bfloat16_average_stores_half_width_factors_close_to_the_float_ones(tmp_path: Path) -> None:
    runs = [_write_adapter(tmp_path / f"seed{i}", seed=i) for i in range(2)]
    average_adapters(runs, tmp_path / "f32")
    record = average_adapters(runs, tmp_path / "bf16", dtype=torch.bfloat16)
    assert record["dtype"] == "bfloat16"
    stored = load_file(tmp_path / "bf16" / "adapter_model.safetensors")
    assert {tensor.dtype for tensor in stored.values()} == {torch.bfloat16}
    for name in MODULES:
        torch.testing.assert_close(_update(tmp_path / "bf16", name).float(), _update(tmp_path / "f32", name),
                                   rtol=2e-2, atol=5e-2)


def test_the_cli_stores_a_float16_copy_whose_update_is_close_to_the_float_one(tmp_path: Path) -> None:
    runs = [_write_adapter(tmp_path / f"seed{i}", seed=i) for i in range(2)]
    average_adapters(runs, tmp_path / "f32")
    assert main(["average-adapters", *map(str, runs), "--out", str(tmp_path / "f16"), "--dtype", "float16"]) == 0
    stored = load_file(tmp_path / "f16" / "adapter_model.safetensors")
    assert {tensor.dtype for tensor in stored.values()} == {torch.float16}
    for name in MODULES:
        torch.testing.assert_close(_update(tmp_path / "f16", name), _update(tmp_path / "f32", name),
                                   rtol=2e-3, atol=1e-2)


def test_weights_must_match_the_adapters(tmp_path: Path) -> None:
    first, second = _write_adapter(tmp_path / "a", seed=0), _write_adapter(tmp_path / "b", seed=1)
    for weights in ([1.0], [1.0, 0.0], [1.0, -1.0]):
        with pytest.raises(ModelError, match="weights for"):
            average_adapters([first, second], tmp_path / "avg", weights)


@pytest.mark.parametrize("other", [
    {"r": 4},
    {"alpha": 8},
    {"modules": {"q_proj": (8, 6)}},
])
def test_adapters_trained_differently_are_refused(tmp_path: Path, other: dict) -> None:
    first = _write_adapter(tmp_path / "a", seed=0)
    second = _write_adapter(tmp_path / "b", seed=1, **other)
    with pytest.raises(ModelError, match="differ|different layers"):
        average_adapters([first, second], tmp_path / "avg")
    assert not (tmp_path / "avg").exists()


def test_the_output_may_not_overwrite_a_source(tmp_path: Path) -> None:
    first, second = _write_adapter(tmp_path / "a", seed=0), _write_adapter(tmp_path / "b", seed=1)
    before = (first / "adapter_model.safetensors").read_bytes()
    with pytest.raises(ModelError, match="one of the adapters"):
        average_adapters([first, second], first)
    assert (first / "adapter_model.safetensors").read_bytes() == before


def test_the_cli_says_what_is_wrong(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = _write_adapter(tmp_path / "a", seed=0)
    assert main(["average-adapters", str(first), str(tmp_path / "missing"), "--out", str(tmp_path / "avg")]) == 1
    assert "cannot read the adapter" in capsys.readouterr().err
    assert main(["average-adapters", str(first), "--out", str(tmp_path / "avg")]) == 1
    assert "at least two" in capsys.readouterr().err


def test_per_layer_ranks_are_refused(tmp_path: Path) -> None:
    first, second = _write_adapter(tmp_path / "a", seed=0), _write_adapter(tmp_path / "b", seed=1)
    config = json.loads((second / "adapter_config.json").read_text())
    (second / "adapter_config.json").write_text(json.dumps({**config, "rank_pattern": {"q_proj": 4}}))
    with pytest.raises(ModelError, match="own rank or alpha"):
        average_adapters([first, second], tmp_path / "avg")


def test_a_rank_cut_keeps_an_update_that_already_has_that_rank(tmp_path: Path) -> None:
    """Two copies of one r=2 run stack to r=4 but their mean is still rank 2: cutting to 2 loses nothing."""
    source = _write_adapter(tmp_path / "a", seed=0)
    copy = _write_adapter(tmp_path / "b", seed=0)
    record = average_adapters([source, copy], tmp_path / "cut", rank=2)
    assert record["r"] == 2 and record["lora_alpha"] == 4
    assert record["rank_cut"]["from_r"] == 4 and record["rank_cut"]["norm_kept"] == pytest.approx(1.0)
    for name in MODULES:
        torch.testing.assert_close(_update(tmp_path / "cut", name), _update(source, name), rtol=1e-4, atol=1e-5)


def test_a_rank_cut_is_the_best_approximation_of_the_mean_update(tmp_path: Path) -> None:
    runs = [_write_adapter(tmp_path / f"seed{i}", seed=i) for i in range(3)]
    average_adapters(runs, tmp_path / "exact")
    record = average_adapters(runs, tmp_path / "cut", rank=3)
    assert record["r"] == 3 and load_file(tmp_path / "cut" / "adapter_model.safetensors")[
        f"{PREFIX}q_proj.lora_A.weight"].shape == (3, 6)
    kept = total = 0.0
    for name in MODULES:
        mean = _update(tmp_path / "exact", name).double()
        u, s, vh = torch.linalg.svd(mean)
        best = (u[:, :3] * s[:3]) @ vh[:3]
        torch.testing.assert_close(_update(tmp_path / "cut", name).double(), best, rtol=1e-4, atol=1e-4)
        kept, total = kept + float((s[:3] ** 2).sum()), total + float((s ** 2).sum())
    assert record["rank_cut"]["norm_kept"] == pytest.approx(kept / total, abs=1e-5)
    assert record["rank_cut"]["norm_kept"] < 1.0


@pytest.mark.parametrize("rank", [0, 5])
def test_a_rank_outside_the_stacked_rank_is_refused(tmp_path: Path, rank: int) -> None:
    first, second = _write_adapter(tmp_path / "a", seed=0), _write_adapter(tmp_path / "b", seed=1)
    with pytest.raises(ModelError, match="stacked rank 4"):
        average_adapters([first, second], tmp_path / "avg", rank=rank)
    assert not (tmp_path / "avg").exists()


def test_one_adapter_alone_can_be_cut_but_not_averaged(tmp_path: Path) -> None:
    source = _write_adapter(tmp_path / "a", seed=0, r=4)
    with pytest.raises(ModelError, match="at least two"):
        average_adapters([source], tmp_path / "avg")
    record = average_adapters([source], tmp_path / "cut", rank=4)
    assert record["r"] == 4 and "rank_cut" not in record
    for name in MODULES:
        torch.testing.assert_close(_update(tmp_path / "cut", name), _update(source, name))
    record = average_adapters([source], tmp_path / "cut2", rank=2)
    assert record["r"] == 2 and record["rank_cut"]["norm_kept"] < 1.0


def test_a_module_narrower_than_the_rank_is_padded_with_zeros(tmp_path: Path) -> None:
    """v_proj here is 4 x 6, so its update has at most 4 singular values; a rank-5 cut must still be rank 5."""
    runs = [_write_adapter(tmp_path / f"seed{i}", seed=i) for i in range(3)]
    average_adapters(runs, tmp_path / "exact")
    average_adapters(runs, tmp_path / "cut", rank=5)
    stored = load_file(tmp_path / "cut" / "adapter_model.safetensors")
    assert stored[f"{PREFIX}v_proj.lora_A.weight"].shape == (5, 6)
    assert stored[f"{PREFIX}v_proj.lora_B.weight"].shape == (4, 5)
    torch.testing.assert_close(_update(tmp_path / "cut", "v_proj"), _update(tmp_path / "exact", "v_proj"),
                               rtol=1e-4, atol=1e-4)
