"""bfloat16 inference: packed linears and row attention make a token's numbers independent of its pass.

Speculative decoding feeds the same tokens in different groupings than
plain decoding does; with bfloat16's coarse rounding, equality of outputs
needs every row's hidden state to be bit-identical whatever rides with it.
"""

from __future__ import annotations

import copy

import pytest
import torch
from transformers import LlamaForCausalLM

from conftest import PROMPT, TOKENS, hidden_after_prompt, random_adapter
from models.bf16 import MAX_INVARIANT_K, PackedLinear, input_slices, native_bf16, packing_available, prepare_bf16
from models.row_attention import ROW_ATTENTION, row_attention

needs_packing = pytest.mark.skipif(not packing_available(), reason="no oneDNN bfloat16 on this CPU")


@needs_packing
def test_packed_linear_equals_bf16_linear_row_by_row() -> None:
    torch.manual_seed(1)
    linear = torch.nn.Linear(96, 160, bias=True).to(torch.bfloat16)
    packed = PackedLinear(linear)
    x = torch.randn(7, 96).to(torch.bfloat16)
    together = packed(x)
    alone = torch.cat([packed(x[i : i + 1]) for i in range(7)])
    assert torch.equal(together, alone)
    assert torch.allclose(together.float(), linear(x).float(), atol=0.05)


@needs_packing
@pytest.mark.parametrize("inputs", [576, 1152, 1536])
def test_packed_linear_rows_are_independent_of_the_row_count_for_wide_inputs(inputs) -> None:
    """1,536 inputs (the MLP's down_proj) gave some rows another last bit on AVX-512 BF16 without slicing."""
    torch.manual_seed(2)
    packed = PackedLinear(torch.nn.Linear(inputs, 576, bias=False))
    x = torch.randn(16, inputs).to(torch.bfloat16)
    alone = torch.cat([packed(x[i : i + 1]) for i in range(16)])
    for rows in range(2, 17):
        assert torch.equal(packed(x[:rows]), alone[:rows]), f"{rows} rows"


def test_input_slices_cover_the_inputs_in_equal_pieces_no_wider_than_the_limit() -> None:
    assert input_slices(576) == [(0, 576)]
    assert input_slices(MAX_INVARIANT_K) == [(0, MAX_INVARIANT_K)]
    assert input_slices(1536) == [(0, 768), (768, 1536)]
    assert input_slices(2049) == [(0, 683), (683, 1366), (1366, 2049)]


@needs_packing
def test_sliced_packed_linear_stays_close_to_the_linear() -> None:
    torch.manual_seed(3)
    linear = torch.nn.Linear(1536, 64, bias=True)
    x = torch.randn(5, 1536)
    expected = linear(x)
    assert (PackedLinear(linear)(x.to(torch.bfloat16)).float() - expected).abs().max() < 0.02 * expected.abs().max()


@needs_packing
def test_prepared_model_gives_every_row_the_same_numbers_in_any_grouping(smol_layer) -> None:
    model = prepare_bf16(copy.deepcopy(smol_layer))
    assert model.config._attn_implementation == ROW_ATTENTION
    assert model.lm_head.weight is model.model.embed_tokens.weight, "tied head keeps its rows readable"
    one_pass = hidden_after_prompt(model, PROMPT, [TOKENS])
    assert torch.equal(one_pass, hidden_after_prompt(model, PROMPT, [TOKENS[:3], TOKENS[3:6], TOKENS[6:]]))
    assert torch.equal(one_pass, hidden_after_prompt(model, PROMPT, [[t] for t in TOKENS]))


@pytest.mark.skipif(not native_bf16(), reason="which kernels differ depends on the CPU; measured on AMX")
def test_plain_bf16_attention_is_not_row_independent_which_is_why_rows_exist(smol_layer) -> None:
    model = prepare_bf16(copy.deepcopy(smol_layer))
    model.set_attn_implementation("sdpa")
    assert not torch.equal(hidden_after_prompt(model, PROMPT, [TOKENS]), hidden_after_prompt(model, PROMPT, [[t] for t in TOKENS]))


@needs_packing
def test_prepared_model_stays_close_to_float32(smol_layer) -> None:
    model = prepare_bf16(copy.deepcopy(smol_layer))
    with torch.inference_mode():
        ids = torch.tensor([PROMPT + TOKENS])
        reference = smol_layer(input_ids=ids).logits.float()
        logits = model(input_ids=ids).logits.float()
    assert (logits - reference).abs().max() < 0.1 * reference.abs().max()


def test_row_attention_equals_batched_attention_in_float32(smol_layer) -> None:
    rows = copy.deepcopy(smol_layer)
    rows.set_attn_implementation(ROW_ATTENTION)
    assert torch.allclose(hidden_after_prompt(rows, PROMPT, [TOKENS]), hidden_after_prompt(smol_layer, PROMPT, [TOKENS]), atol=1e-4)


def test_row_attention_hands_long_passes_to_the_batched_kernel(smol_layer) -> None:
    layer = smol_layer.model.layers[0].self_attn
    query, key = torch.randn(1, 9, 80, 64), torch.randn(1, 9, 80, 64)
    output, _ = row_attention(layer, query, key, key, None, is_causal=True, scaling=0.125)
    expected = torch.nn.functional.scaled_dot_product_attention(query, key, key, is_causal=True, scale=0.125)
    assert torch.allclose(output, expected.transpose(1, 2), atol=1e-5)


@needs_packing
def test_lora_swap_swaps_one_adapter_for_another_on_a_packed_model(smol_layer, tmp_path) -> None:
    from models.lora_swap import LoraSwap

    with_calls = random_adapter(smol_layer, tmp_path / "calls", seed=1)
    with_cleanup = random_adapter(smol_layer, tmp_path / "cleanup", seed=2)
    model = prepare_bf16(copy.deepcopy(with_calls))
    off = hidden_after_prompt(model, PROMPT, [TOKENS])
    switch = LoraSwap(model, tmp_path / "cleanup", tmp_path / "calls")
    with switch.active():
        swapped = hidden_after_prompt(model, PROMPT, [TOKENS])
        assert torch.equal(swapped, hidden_after_prompt(model, PROMPT, [[t] for t in TOKENS])), "rows stay independent"
    assert torch.equal(hidden_after_prompt(model, PROMPT, [TOKENS]), off), "off again after the block"
    reference = hidden_after_prompt(with_cleanup, PROMPT, [TOKENS])
    error = (swapped.float() - reference).abs().max() / reference.abs().max()
    assert error < 0.05 < (off.float() - reference).abs().max() / reference.abs().max()


def test_auto_precision_is_bf16_only_on_a_cpu_with_native_bfloat16(monkeypatch) -> None:
    import models.lm as lm
    from app.settings import Settings

    assert Settings().quantization == "auto"
    monkeypatch.setattr(lm, "native_bf16", lambda: True)
    assert lm.resolve_precision("auto", "cpu") == "bf16"
    assert lm.resolve_precision("auto", "cuda") == "none", "CUDA keeps float16"
    assert lm.resolve_precision("int8", "cpu") == "int8" and lm.resolve_precision("none", "cpu") == "none"
    monkeypatch.setattr(lm, "native_bf16", lambda: False)
    assert lm.resolve_precision("auto", "cpu") == "none", "emulated bfloat16 is slower than float32"


@pytest.mark.parametrize(("precision", "device", "label"), [("none", "cpu", "float32"), ("none", "cuda", "float16"),
                                                              ("bf16", "cpu", "bf16"), ("int8", "cpu", "int8")])
def test_precision_label_says_what_the_weights_are(precision, device, label) -> None:
    from pathlib import Path

    from models.lm import LoadedModel

    assert LoadedModel(None, None, device, Path("."), precision, 0.0).precision_label == label


@needs_packing
def test_loading_straight_into_bf16_is_bit_identical_to_converting_a_merged_float32_model(smol_layer, tmp_path) -> None:
    from models.bf16_load import load_packed_bf16
    from models.lm import merge_adapter

    smol_layer.save_pretrained(tmp_path / "base")
    random_adapter(smol_layer, tmp_path / "adapter", seed=3)
    general = prepare_bf16(merge_adapter(LlamaForCausalLM.from_pretrained(tmp_path / "base"), tmp_path / "adapter"))
    direct = load_packed_bf16(tmp_path / "base", tmp_path / "adapter")
    assert torch.equal(hidden_after_prompt(direct, PROMPT, [TOKENS]), hidden_after_prompt(general, PROMPT, [TOKENS]))
    with torch.inference_mode():
        ids = torch.tensor([PROMPT + TOKENS])
        assert torch.equal(direct(input_ids=ids).logits, general(input_ids=ids).logits)
    bare = load_packed_bf16(tmp_path / "base", None)
    assert not torch.equal(hidden_after_prompt(bare, PROMPT, [TOKENS]), hidden_after_prompt(direct, PROMPT, [TOKENS])), "the adapter counts"


@needs_packing
def test_an_adapter_for_other_layers_is_refused_with_a_hint(smol_layer, tmp_path) -> None:
    from safetensors.torch import save_file

    from app.errors import ModelError
    from models.bf16_load import load_packed_bf16

    smol_layer.save_pretrained(tmp_path / "base")
    random_adapter(smol_layer, tmp_path / "adapter", seed=3)
    save_file({"base_model.model.model.layers.9.mlp.up_proj.lora_A.weight": torch.zeros(4, 576),
               "base_model.model.model.layers.9.mlp.up_proj.lora_B.weight": torch.zeros(1536, 4)},
              tmp_path / "adapter" / "adapter_model.safetensors")
    with pytest.raises(ModelError, match="adapts layers this model does not have"):
        load_packed_bf16(tmp_path / "base", tmp_path / "adapter")


class PassDependent(torch.nn.Module):
    """A layer whose rows depend on the others in its pass, as a CPU's split reduction would make them."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + x.sum(0, keepdim=True) * 1e-2 if x.shape[0] > 3 else x


def test_the_row_check_catches_a_layer_whose_rows_depend_on_the_pass() -> None:
    from models.row_attention import rows_independent

    assert not rows_independent(PassDependent(), 64)
    assert rows_independent(torch.nn.Identity(), 64)


@needs_packing
def test_a_prepared_model_passes_the_row_check(smol_layer) -> None:
    from models.bf16 import packed_rows_independent

    assert packed_rows_independent(prepare_bf16(copy.deepcopy(smol_layer)))


@needs_packing
@pytest.mark.parametrize(("asked", "loaded"), [("auto", "none"), ("bf16", "bf16")])
def test_a_failed_row_check_loads_float32_for_auto_and_warns_for_bf16(smol_layer, tmp_path, monkeypatch, caplog, asked,
                                                                      loaded) -> None:
    import models.lm as lm
    from app.settings import Settings

    smol_layer.save_pretrained(tmp_path / "base")
    lm.AutoTokenizer.from_pretrained(lm.resolve_model_dir(Settings())).save_pretrained(tmp_path / "base")
    monkeypatch.setattr(lm, "native_bf16", lambda: True)
    monkeypatch.setattr(lm, "packed_rows_independent", lambda model: False)
    with caplog.at_level("WARNING", logger="models.lm"):
        result = lm.load_language_model(Settings(model_dir=tmp_path / "base", use_adapter=False, quantization=asked))
    assert result.quantization == loaded
    assert next(result.model.parameters()).dtype == (torch.float32 if loaded == "none" else torch.bfloat16)
    assert "not row-independent on this CPU" in caplog.text
