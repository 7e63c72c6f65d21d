"""int8 with rows scaled alone: a token's numbers never depend on its pass, and stay close to float32."""

from __future__ import annotations

import copy

import pytest
import torch
from transformers import DynamicCache, LlamaConfig, LlamaForCausalLM

from models.int8 import RowInt8Linear, int8_rows_independent, prepare_int8
from models.row_attention import ROW_ATTENTION, rows_independent

PROMPT = list(range(1, 41))
TOKENS = [11, 52, 7, 300, 91, 45, 8, 200]


@pytest.fixture(scope="module")
def tiny() -> LlamaForCausalLM:
    """One layer shaped like SmolLM2-135M's, so the engine runs the kernels the real model runs."""
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=512, hidden_size=576, intermediate_size=1536, num_hidden_layers=1,
                         num_attention_heads=9, num_key_value_heads=3, tie_word_embeddings=True)
    return LlamaForCausalLM(config).eval()


def _hidden(model: LlamaForCausalLM, groups: list[list[int]]) -> torch.Tensor:
    cache, states = DynamicCache(), []
    with torch.inference_mode():
        model.model(input_ids=torch.tensor([PROMPT]), cache=cache, use_cache=True)
        for group in groups:
            states.append(model.model(input_ids=torch.tensor([group]), cache=cache, use_cache=True).last_hidden_state[0])
    return torch.cat(states)


@pytest.mark.parametrize(("inputs", "outputs"), [(576, 576), (576, 192), (576, 1536), (1536, 576), (576, 512)])
def test_every_row_gets_the_bits_it_gets_alone(inputs, outputs) -> None:
    torch.manual_seed(inputs + outputs)
    assert rows_independent(RowInt8Linear(torch.nn.Linear(inputs, outputs)), inputs, torch.float32, rows=16)


def test_a_loud_row_leaves_its_neighbours_alone_where_tensor_wide_scaling_does_not() -> None:
    """The failure this module exists for: one outlier token coarsens every token of torch's dynamic int8."""
    torch.manual_seed(4)
    linear = torch.nn.Linear(576, 576, bias=False)
    quiet = torch.randn(3, 576)
    beside_loud = torch.cat([quiet, 80 * torch.randn(1, 576)])
    ours = RowInt8Linear(linear)
    assert torch.equal(ours(beside_loud)[:3], ours(quiet))
    stock = torch.ao.quantization.quantize_dynamic(torch.nn.Sequential(linear), {torch.nn.Linear}, dtype=torch.qint8)
    assert not torch.equal(stock(beside_loud)[:3], stock(quiet))


def test_it_stays_close_to_the_float_linear_and_keeps_the_bias() -> None:
    torch.manual_seed(5)
    linear = torch.nn.Linear(576, 192, bias=True)
    x = torch.randn(9, 576) * torch.linspace(0.1, 20, 9)[:, None]
    expected = linear(x).detach()
    error = (RowInt8Linear(linear)(x) - expected).abs().amax(dim=1)
    assert (error < 0.03 * expected.abs().amax(dim=1)).all(), "each row within 3 % of its own largest output"


def test_a_row_of_equal_values_is_exact_enough_and_finite() -> None:
    torch.manual_seed(6)
    linear = torch.nn.Linear(64, 32, bias=False)
    x = torch.full((1, 64), 0.5)
    out = RowInt8Linear(linear)(x)
    assert torch.isfinite(out).all()
    assert torch.allclose(out, linear(x).detach(), atol=0.02)


def test_prepared_model_gives_every_row_the_same_numbers_in_any_grouping(tiny) -> None:
    model = prepare_int8(copy.deepcopy(tiny))
    assert model.config._attn_implementation == ROW_ATTENTION
    assert not any(isinstance(m, torch.nn.Linear) for m in model.modules()), "the LM head too"
    assert isinstance(model.model.embed_tokens.weight, torch.Tensor), "the drafter still reads embedding rows"
    one_pass = _hidden(model, [TOKENS])
    assert torch.equal(one_pass, _hidden(model, [TOKENS[:3], TOKENS[3:6], TOKENS[6:]]))
    assert torch.equal(one_pass, _hidden(model, [[t] for t in TOKENS]))
    assert int8_rows_independent(model)


def test_prepared_model_stays_close_to_float32(tiny) -> None:
    model = prepare_int8(copy.deepcopy(tiny))
    with torch.inference_mode():
        ids = torch.tensor([PROMPT + TOKENS])
        reference, logits = tiny(input_ids=ids).logits, model(input_ids=ids).logits
    assert (logits - reference).abs().max() < 0.1 * reference.abs().max()
