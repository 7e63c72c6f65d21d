"""The lean decoding pass: Hugging Face's Llama arithmetic with fewer ops, so the very same bits."""

from __future__ import annotations

import copy

import pytest
import torch
from transformers import DynamicCache
from transformers.models.llama.modeling_llama import LlamaModel

from conftest import PROMPT, TOKENS
from models import lean_forward
from models.bf16 import packing_available, prepare_bf16
from models.int8 import Int8Linear, fuse_int8, prepare_int8
from models.lean_forward import FUSED, LeanLlamaModel, make_lean
from models.row_attention import ROW_LIMIT

GROUPS = [TOKENS[:1], TOKENS[1:6], TOKENS[6:]]


def hidden_by_pass(model, forward, groups: list[list[int]]) -> torch.Tensor:
    """Hidden states of `groups` fed one pass each after `PROMPT`, with the positions decoding gives."""
    cache, states, seen = DynamicCache(), [], 0
    with torch.inference_mode():
        for group in [PROMPT, *groups]:
            positions = torch.arange(seen, seen + len(group)).unsqueeze(0)
            out = forward(model.model, input_ids=torch.tensor([group]), cache=cache, position_ids=positions,
                          use_cache=True)
            states.append(out.last_hidden_state[0])
            seen += len(group)
    return torch.cat(states[1:])


def hugging_face(model, **kwargs):
    return LlamaModel.forward(model, **kwargs)


def lean(model, **kwargs):
    return model(**kwargs)


@pytest.fixture(scope="module")
def lean_int8(smol_layer):
    model = prepare_int8(copy.deepcopy(smol_layer))
    fusion = make_lean(model)
    assert fusion.calls_saved == 3, "q/k/v to one call, gate/up to one"
    return model


def test_the_lean_int8_pass_gives_hugging_faces_bits(lean_int8, monkeypatch) -> None:
    assert isinstance(lean_int8.model, LeanLlamaModel)
    calls, original = [], lean_forward.lean_forward
    monkeypatch.setattr(lean_forward, "lean_forward", lambda *a: calls.append(1) or original(*a))
    expected = hidden_by_pass(lean_int8, hugging_face, GROUPS)
    assert torch.equal(hidden_by_pass(lean_int8, lean, GROUPS), expected)
    assert len(calls) == len(GROUPS) + 1, "every pass, the prompt's too, took the lean path"


@pytest.mark.skipif(not packing_available(), reason="this torch build cannot pack bfloat16 linears")
def test_the_lean_bf16_pass_gives_hugging_faces_bits(smol_layer) -> None:
    model = prepare_bf16(copy.deepcopy(smol_layer))
    assert make_lean(model).calls_saved == 0, "only int8 projections are fused"
    assert torch.equal(hidden_by_pass(model, lean, GROUPS), hidden_by_pass(model, hugging_face, GROUPS))


def test_a_fused_layer_gives_each_part_its_own_bits_and_holds_no_second_copy() -> None:
    torch.manual_seed(2)
    parts = [Int8Linear(torch.nn.Linear(96, width, bias=False)) for width in (64, 32, 32)]
    x = torch.randn(5, 96)
    separate = torch.cat([part(x) for part in parts], dim=-1)
    fused = fuse_int8(parts)
    assert torch.equal(fused(x), separate)
    assert torch.equal(torch.cat([part(x) for part in parts], dim=-1), separate), "the parts still work"
    start, end = fused.packed.data_ptr(), fused.packed.data_ptr() + fused.packed.numel()
    assert all(start <= part.packed.data_ptr() < end for part in parts), "the parts are views of the fused weights"


def test_layers_with_a_bias_or_different_inputs_are_not_fused() -> None:
    with pytest.raises(ValueError, match="fused"):
        fuse_int8([Int8Linear(torch.nn.Linear(96, 64, bias=True)), Int8Linear(torch.nn.Linear(96, 32, bias=False))])
    with pytest.raises(ValueError, match="fused"):
        fuse_int8([Int8Linear(torch.nn.Linear(96, 64, bias=False)), Int8Linear(torch.nn.Linear(64, 32, bias=False))])


@pytest.mark.parametrize("case", ["mask", "long", "no positions"])
def test_other_passes_run_hugging_faces_forward(lean_int8, monkeypatch, case) -> None:
    monkeypatch.setattr(lean_forward, "lean_forward", lambda *a: pytest.fail("took the lean path"))
    length = ROW_LIMIT + 1 if case == "long" else 4
    ids = torch.arange(1, length + 1).unsqueeze(0)
    kwargs = {"input_ids": ids, "cache": DynamicCache(), "use_cache": True}
    if case != "no positions":
        kwargs["position_ids"] = torch.arange(length).unsqueeze(0)
    if case == "mask":
        kwargs["attention_mask"] = torch.ones_like(ids)
    with torch.inference_mode():
        assert lean_int8.model(**kwargs).last_hidden_state.shape == (1, length, 576)


def test_a_copy_keeps_its_fused_views(lean_int8) -> None:
    twin = copy.deepcopy(lean_int8)
    attention = twin.model.layers[0].self_attn
    fused = getattr(attention, FUSED)
    assert attention.q_proj.packed.untyped_storage().data_ptr() == fused.packed.untyped_storage().data_ptr()
    assert torch.equal(hidden_by_pass(twin, lean, GROUPS), hidden_by_pass(lean_int8, lean, GROUPS))


def test_a_model_without_row_attention_is_left_as_it_is(smol_layer) -> None:
    model = copy.deepcopy(smol_layer)
    assert make_lean(model).layers == 0
    assert type(model.model) is LlamaModel


def test_the_setting_turns_it_off(smol_layer, tmp_path) -> None:
    import models.lm as lm
    from app.settings import Settings

    smol_layer.save_pretrained(tmp_path / "base")
    lm.AutoTokenizer.from_pretrained(lm.resolve_model_dir(Settings())).save_pretrained(tmp_path / "base")
    for lean, kind in ((True, LeanLlamaModel), (False, LlamaModel)):
        settings = Settings(model_dir=tmp_path / "base", use_adapter=False, quantization="int8", lean_forward=lean)
        assert type(lm.load_language_model(settings).model.model) is kind
