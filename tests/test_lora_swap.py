"""A second adapter switched in on a model holding the first one merged (`models.lora_swap`)."""

from __future__ import annotations

import copy

import pytest
import torch
from conftest import PROMPT, TOKENS, hidden_after_prompt, random_adapter

from app.errors import ModelError
from models.lora_swap import LoraSwap, supports_swap


@pytest.fixture
def two_adapters(smol_layer, tmp_path):
    """The layer with adapter "calls" merged, and with "other" merged (the reference a swap must reach)."""
    with_calls = random_adapter(smol_layer, tmp_path / "calls", seed=1)
    with_other = random_adapter(smol_layer, tmp_path / "other", seed=2)
    return with_calls, with_other, tmp_path


def test_the_swap_computes_the_other_adapter_and_leaves_the_model_as_it_was(two_adapters) -> None:
    with_calls, with_other, path = two_adapters
    before = hidden_after_prompt(with_calls, PROMPT, [TOKENS])
    swap = LoraSwap(with_calls, path / "other", path / "calls")
    with swap.active():
        swapped = hidden_after_prompt(with_calls, PROMPT, [TOKENS])
    reference = hidden_after_prompt(with_other, PROMPT, [TOKENS])
    assert (swapped - reference).abs().max() < 1e-4 * reference.abs().max()
    assert (before - reference).abs().max() > 1e-2 * reference.abs().max(), "the two adapters do differ"
    assert torch.equal(hidden_after_prompt(with_calls, PROMPT, [TOKENS]), before), "the same bits once off"
    assert all(not layer._forward_hooks for layer in swap.factors)


def test_the_hooks_go_even_when_the_block_fails(two_adapters) -> None:
    with_calls, _, path = two_adapters
    swap = LoraSwap(with_calls, path / "other", path / "calls")
    with pytest.raises(RuntimeError), swap.active():
        assert all(len(layer._forward_hooks) == 1 for layer in swap.factors)
        raise RuntimeError("decode failed")
    assert all(not layer._forward_hooks for layer in swap.factors)


def test_the_factors_hold_both_adapters_ranks(two_adapters) -> None:
    with_calls, _, path = two_adapters
    swap = LoraSwap(with_calls, path / "other", path / "calls")
    assert len(swap.factors) == 7
    down, up = next(iter(swap.factors.values()))
    assert down.weight.shape[0] == up.weight.shape[1] == 8, "rank 4 + rank 4, side by side"
    assert swap.nbytes() == sum(4 * 8 * (layer.in_features + layer.out_features) for layer in swap.factors)


def test_int8_layers_cannot_take_a_swap(two_adapters) -> None:
    from models.int8 import prepare_int8

    with_calls, _, path = two_adapters
    assert supports_swap(with_calls)
    quantised = prepare_int8(copy.deepcopy(with_calls))
    assert not supports_swap(quantised)
    with pytest.raises(ModelError, match="cannot hook"):
        LoraSwap(quantised, path / "other", path / "calls")


def test_adapters_on_different_layers_are_refused(smol_layer, tmp_path) -> None:
    from peft import LoraConfig, get_peft_model

    with_calls = random_adapter(smol_layer, tmp_path / "calls", seed=1)
    get_peft_model(copy.deepcopy(smol_layer), LoraConfig(r=4, target_modules=["q_proj"])).save_pretrained(
        tmp_path / "narrow")
    with pytest.raises(ModelError, match="different layers"):
        LoraSwap(with_calls, tmp_path / "narrow", tmp_path / "calls")


def moved_to_layer_7(adapter, out):
    """A copy of `adapter` whose factors name layer 7, which the one-layer model does not have."""
    from safetensors.torch import load_file, save_file

    out.mkdir()
    (out / "adapter_config.json").write_text((adapter / "adapter_config.json").read_text())
    tensors = load_file(adapter / "adapter_model.safetensors")
    save_file({key.replace("layers.0.", "layers.7."): t for key, t in tensors.items()}, out / "adapter_model.safetensors")
    return out


def test_an_adapter_for_another_model_is_refused(two_adapters, tmp_path) -> None:
    with_calls, _, path = two_adapters
    other, calls = (moved_to_layer_7(path / name, tmp_path / f"{name}-7") for name in ("other", "calls"))
    with pytest.raises(ModelError, match="does not have"):
        LoraSwap(with_calls, other, calls)


def test_compacting_keeps_the_product_and_drops_only_the_ranks_it_does_not_use() -> None:
    from models.lora_swap import compact

    torch.manual_seed(0)
    a, b = torch.randn(4, 20, dtype=torch.float64), torch.randn(30, 4, dtype=torch.float64)
    down, up = compact(torch.cat((a, a)), torch.cat((b, -0.5 * b), dim=1))
    assert down.shape == (4, 20) and up.shape == (30, 4), "rank 8 side by side, rank 4 in fact"
    assert torch.allclose(up @ down, 0.5 * b @ a, atol=1e-12)
    full_down, full_up = torch.randn(8, 20, dtype=torch.float64), torch.randn(30, 8, dtype=torch.float64)
    down, up = compact(full_down, full_up)
    assert down.shape == (8, 20) and torch.allclose(up @ down, full_up @ full_down, atol=1e-12)
    down, up = compact(full_down, torch.zeros(30, 8, dtype=torch.float64))
    assert down.shape == (0, 20) and up.shape == (30, 0), "two equal adapters need no hook at all"


def factor_weights(swap: LoraSwap) -> list[torch.Tensor]:
    return [module.weight for pair in swap.factors.values() for module in pair]


def test_the_compacted_factors_are_cached_and_read_back_as_the_same_bits(two_adapters, tmp_path, monkeypatch) -> None:
    from models import lora_swap

    with_calls, _, path = two_adapters
    computed = factor_weights(LoraSwap(with_calls, path / "other", path / "calls"))
    first = factor_weights(LoraSwap(with_calls, path / "other", path / "calls", tmp_path / "cache"))
    assert len(list((tmp_path / "cache" / "lora-swaps").glob("*.safetensors"))) == 1
    monkeypatch.setattr(lora_swap, "compact", lambda *args: pytest.fail("compacted again despite the cache"))
    again = factor_weights(LoraSwap(with_calls, path / "other", path / "calls", tmp_path / "cache"))
    assert all(torch.equal(a, b) and torch.equal(a, c) for a, b, c in zip(computed, first, again, strict=True))


def test_a_changed_adapter_or_a_damaged_cache_only_costs_the_compaction(two_adapters, tmp_path, caplog) -> None:
    import json
    import shutil

    with_calls, _, path = two_adapters
    cache = tmp_path / "cache"
    LoraSwap(with_calls, path / "other", path / "calls", cache)
    stored = next((cache / "lora-swaps").glob("*.safetensors"))
    stored.write_bytes(b"not a safetensors file")
    with caplog.at_level("WARNING", logger="models.swap_cache"):
        repaired = LoraSwap(with_calls, path / "other", path / "calls", cache)
    assert "cannot be read" in caplog.text and stored.stat().st_size > 100, "compacted again and stored again"
    louder = tmp_path / "louder"
    shutil.copytree(path / "other", louder)
    config = json.loads((louder / "adapter_config.json").read_text())
    (louder / "adapter_config.json").write_text(json.dumps({**config, "lora_alpha": 2 * config["lora_alpha"]}))
    doubled = LoraSwap(with_calls, louder, path / "calls", cache)
    assert len(list((cache / "lora-swaps").glob("*.safetensors"))) == 2, "a new alpha is a new product"
    assert not torch.equal(factor_weights(doubled)[1], factor_weights(repaired)[1])


def test_the_cache_keeps_only_the_newest_files_and_the_factors_own_their_memory(two_adapters, tmp_path) -> None:
    import os

    from models import swap_cache

    with_calls, _, path = two_adapters
    stored = tmp_path / "cache" / "lora-swaps"
    stored.mkdir(parents=True)
    for age in range(swap_cache.KEEP):
        old = stored / f"old{age}.safetensors"
        old.write_bytes(b"x")
        os.utime(old, ns=(age, age))
    LoraSwap(with_calls, path / "other", path / "calls", tmp_path / "cache")
    assert len(list(stored.glob("*.safetensors"))) == swap_cache.KEEP
    assert not (stored / "old0.safetensors").exists(), "the oldest goes"
    swap = LoraSwap(with_calls, path / "other", path / "calls", tmp_path / "cache")
    assert not any(mapped_from(stored, w) for w in factor_weights(swap)), "copied out of the file's mapping"


def mapped_from(directory, tensor: torch.Tensor) -> bool:
    """Whether `tensor`'s memory lies in a mapping of a file in `directory` (Linux's /proc/self/maps)."""
    from pathlib import Path

    maps = Path("/proc/self/maps")
    if not maps.is_file():
        pytest.skip("no /proc/self/maps on this system")
    address = tensor.data_ptr()
    for line in maps.read_text().splitlines():
        span, *rest = line.split()
        start, end = (int(bound, 16) for bound in span.split("-"))
        if rest and rest[-1].startswith(str(directory)) and start <= address < end:
            return True
    return False
