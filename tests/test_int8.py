"""int8 with rows scaled alone: a token's numbers never depend on its pass, and stay close to float32."""

from __future__ import annotations

import copy

import pytest
import torch
from transformers import LlamaForCausalLM

from conftest import PROMPT, TOKENS, hidden_after_prompt, random_adapter
from models import int8
from models.int8 import Int8Linear, _int8_matmul_torch, int8_rows_independent, prepare_int8
from models.row_attention import ROW_ATTENTION, rows_independent

needs_kernel = pytest.mark.skipif(int8.kernel_path() == "torch", reason="no C compiler to build the int8 kernel")
SHAPES = [(576, 576), (576, 192), (576, 1536), (1536, 576), (576, 512), (100, 37)]


@pytest.mark.parametrize(("inputs", "outputs"), SHAPES)
def test_every_row_gets_the_bits_it_gets_alone(inputs, outputs) -> None:
    torch.manual_seed(inputs + outputs)
    assert rows_independent(Int8Linear(torch.nn.Linear(inputs, outputs)), inputs, torch.float32, rows=16)


@needs_kernel
@pytest.mark.parametrize(("inputs", "outputs"), SHAPES)
@pytest.mark.parametrize("rows", [1, 5, 9, 13, 24, 31, 50])
def test_every_code_path_and_torch_give_the_same_bits(inputs, outputs, rows) -> None:
    """Integer sums and one rescaling order: which code ran cannot show in the answer (nor can the CPU).
    Every path this CPU has is run, so an AVX-512 machine checks the AVX2 path too."""
    torch.manual_seed(rows)
    layer = Int8Linear(torch.nn.Linear(inputs, outputs, bias=False))
    x = torch.randn(rows, inputs) * 3
    expected = _int8_matmul_torch(x, layer)[:, :outputs]
    assert torch.equal(layer(x), expected)
    for path in int8.supported_paths():
        out = torch.full((rows, layer.padded_out), float("nan"))
        assert int8._library().voxcall_int8_linear(x.data_ptr(), rows, inputs, layer.padded_in,
                                                   *layer.weight_pointers(), layer.padded_out,
                                                   int8.PATH_CODES[path], out.data_ptr()) == 0, path
        assert torch.equal(out[:, :outputs], expected), path


@needs_kernel
def test_a_path_the_cpu_lacks_is_refused_not_run() -> None:
    """Asking for a path the CPU cannot run returns -2 instead of dying on an illegal instruction."""
    library = int8._library()
    assert "portable" in int8.supported_paths()
    assert int8.kernel_path() in int8.supported_paths()
    layer = Int8Linear(torch.nn.Linear(8, 16, bias=False))
    x, out = torch.randn(1, 8), torch.empty(1, 16)
    for path, code in int8.PATH_CODES.items():
        expected = 0 if path in int8.supported_paths() else -2
        assert library.voxcall_int8_linear(x.data_ptr(), 1, 8, layer.padded_in, *layer.weight_pointers(), 16, code,
                                           out.data_ptr()) == expected


def test_an_empty_input_gives_an_empty_output() -> None:
    layer = Int8Linear(torch.nn.Linear(64, 32))
    assert layer(torch.empty(1, 0, 64)).shape == (1, 0, 32)


def test_a_copied_layer_reads_its_own_weights() -> None:
    torch.manual_seed(8)
    layer = Int8Linear(torch.nn.Linear(64, 32))
    x = torch.randn(3, 64)
    expected = layer(x)
    twin = copy.deepcopy(layer)
    del layer
    assert torch.equal(twin(x), expected)


def test_without_the_kernel_torch_computes_the_same_numbers(monkeypatch) -> None:
    torch.manual_seed(7)
    layer = Int8Linear(torch.nn.Linear(96, 40))
    x = torch.randn(2, 3, 96)
    expected = layer(x)
    monkeypatch.setattr(int8, "_library", lambda: None)
    assert int8.kernel_path() == "torch"
    assert torch.equal(layer(x), expected)


def test_a_loud_row_leaves_its_neighbours_alone_where_tensor_wide_scaling_does_not() -> None:
    """The failure this module exists for: one outlier token coarsens every token of torch's dynamic int8."""
    torch.manual_seed(4)
    linear = torch.nn.Linear(576, 576, bias=False)
    quiet = torch.randn(3, 576)
    beside_loud = torch.cat([quiet, 80 * torch.randn(1, 576)])
    ours = Int8Linear(linear)
    assert torch.equal(ours(beside_loud)[:3], ours(quiet))
    assert torch.equal(ours(beside_loud.T.contiguous().T)[:3], ours(quiet)), "a strided input is read the same"
    stock = torch.ao.quantization.quantize_dynamic(torch.nn.Sequential(linear), {torch.nn.Linear}, dtype=torch.qint8)
    assert not torch.equal(stock(beside_loud)[:3], stock(quiet))


def test_it_stays_close_to_the_float_linear_and_keeps_the_bias() -> None:
    torch.manual_seed(5)
    linear = torch.nn.Linear(576, 192, bias=True)
    x = torch.randn(9, 576) * torch.linspace(0.1, 20, 9)[:, None]
    expected = linear(x).detach()
    error = (Int8Linear(linear)(x) - expected).abs().amax(dim=1)
    assert (error < 0.03 * expected.abs().amax(dim=1)).all(), "each row within 3 % of its own largest output"


def test_a_row_of_equal_values_is_exact_enough_and_finite() -> None:
    torch.manual_seed(6)
    linear = torch.nn.Linear(64, 32, bias=False)
    x = torch.full((1, 64), 0.5)
    out = Int8Linear(linear)(x)
    assert torch.isfinite(out).all()
    assert torch.allclose(out, linear(x).detach(), atol=0.02)


def test_prepared_model_gives_every_row_the_same_numbers_in_any_grouping(smol_layer) -> None:
    model = prepare_int8(copy.deepcopy(smol_layer))
    assert model.config._attn_implementation == ROW_ATTENTION
    assert not any(isinstance(m, torch.nn.Linear) for m in model.modules()), "the LM head too"
    assert isinstance(model.model.embed_tokens.weight, torch.Tensor), "the drafter still reads embedding rows"
    one_pass = hidden_after_prompt(model, PROMPT, [TOKENS])
    assert torch.equal(one_pass, hidden_after_prompt(model, PROMPT, [TOKENS[:3], TOKENS[3:6], TOKENS[6:]]))
    assert torch.equal(one_pass, hidden_after_prompt(model, PROMPT, [[t] for t in TOKENS]))
    assert int8_rows_independent(model)


def test_prepared_model_stays_close_to_float32(smol_layer) -> None:
    model = prepare_int8(copy.deepcopy(smol_layer))
    with torch.inference_mode():
        ids = torch.tensor([PROMPT + TOKENS])
        reference, logits = smol_layer(input_ids=ids).logits, model(input_ids=ids).logits
    assert (logits - reference).abs().max() < 0.1 * reference.abs().max()


def test_loading_layer_by_layer_is_bit_identical_to_converting_a_merged_float32_model(smol_layer, tmp_path) -> None:
    from models.int8 import load_int8
    from models.lm import merge_adapter

    smol_layer.save_pretrained(tmp_path / "base")
    random_adapter(smol_layer, tmp_path / "adapter", seed=3)
    general = prepare_int8(merge_adapter(LlamaForCausalLM.from_pretrained(tmp_path / "base"), tmp_path / "adapter"))
    direct = load_int8(tmp_path / "base", tmp_path / "adapter")
    with torch.inference_mode():
        ids = torch.tensor([PROMPT + TOKENS])
        assert torch.equal(direct(input_ids=ids).logits, general(input_ids=ids).logits)
    bare = load_int8(tmp_path / "base", None)
    assert not torch.equal(hidden_after_prompt(bare, PROMPT, [TOKENS]), hidden_after_prompt(direct, PROMPT, [TOKENS])), "the adapter counts"


def test_a_failed_row_check_is_warned_about_and_int8_still_loads(smol_layer, tmp_path, monkeypatch, caplog) -> None:
    import models.lm as lm
    from app.settings import Settings

    smol_layer.save_pretrained(tmp_path / "base")
    lm.AutoTokenizer.from_pretrained(lm.resolve_model_dir(Settings())).save_pretrained(tmp_path / "base")
    monkeypatch.setattr(lm, "int8_rows_independent", lambda model: False)
    with caplog.at_level("WARNING", logger="models.lm"):
        result = lm.load_language_model(Settings(model_dir=tmp_path / "base", use_adapter=False, quantization="int8"))
    assert result.quantization == "int8" and isinstance(result.model.lm_head, Int8Linear)
    assert "failed the row check" in caplog.text


def test_set_up_builds_every_kernel_the_models_load() -> None:
    from app.prepare import KERNELS
    from models import row_kernel

    assert {path.resolve() for path in KERNELS} == {row_kernel.SOURCE.resolve(), int8.SOURCE.resolve()}


@pytest.fixture
def kernel_pool():
    """The compiled kernel, its thread count put back afterwards."""
    library = int8._library()
    yield library
    library.voxcall_int8_threads(int8.kernel_threads(int8.get_settings()))


ROW_COUNTS = (1, 9, 13, 24)


@needs_kernel
@pytest.mark.parametrize(("inputs", "outputs"), [(576, 3072), (1536, 576), (576, 192), (576, 6144), (100, 37)])
def test_splitting_a_layer_over_threads_changes_no_bit(kernel_pool, inputs, outputs) -> None:
    """Layers big enough to split (1 M multiply-adds: all but the smallest here at some row count) and not."""
    torch.manual_seed(outputs)
    layer = Int8Linear(torch.nn.Linear(inputs, outputs, bias=False))
    x = torch.randn(max(ROW_COUNTS), inputs)
    assert kernel_pool.voxcall_int8_threads(1) == 1
    alone = [layer(x[:rows]) for rows in ROW_COUNTS]
    for threads in (2, 3):
        assert kernel_pool.voxcall_int8_threads(threads) == threads
        assert all(torch.equal(layer(x[:rows]), expected) for rows, expected in zip(ROW_COUNTS, alone, strict=True))


@needs_kernel
def test_callers_on_two_threads_each_get_their_own_answer(kernel_pool) -> None:
    """Only one caller drives the pool at a time; the other computes its layer alone, never a mix of the two."""
    import threading

    kernel_pool.voxcall_int8_threads(2)
    torch.manual_seed(9)
    layer = Int8Linear(torch.nn.Linear(576, 1536, bias=False))
    inputs = [torch.randn(rows, 576) for rows in (1, 9)]
    expected = [layer(x) for x in inputs]
    wrong = []

    def hammer(index: int) -> None:
        for _ in range(200):
            if not torch.equal(layer(inputs[index]), expected[index]):
                wrong.append(index)

    threads = [threading.Thread(target=hammer, args=(index,)) for index in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not any(thread.is_alive() for thread in threads) and wrong == []


def _child_layer(layer: Int8Linear, x: torch.Tensor, expected: torch.Tensor, results) -> None:
    results.put(torch.equal(layer(x), expected))


@needs_kernel
def test_a_forked_child_computes_alone_instead_of_waiting_for_workers_it_has_not(kernel_pool) -> None:
    import multiprocessing

    kernel_pool.voxcall_int8_threads(2)
    torch.manual_seed(10)
    layer = Int8Linear(torch.nn.Linear(576, 576, bias=False))
    x = torch.randn(9, 576)
    expected = layer(x)
    context = multiprocessing.get_context("fork")
    results = context.Queue()
    child = context.Process(target=_child_layer, args=(layer, x, expected, results))
    child.start()
    child.join(timeout=60)
    alive = child.is_alive()
    if alive:
        child.kill()
    assert not alive, "the child hung waiting for the parent's workers"
    assert results.get(timeout=5) is True


@needs_kernel
def test_a_model_put_on_the_portable_loops_gives_the_same_bits_and_a_missing_path_is_refused() -> None:
    """`use_kernel_path` is how a benchmark times one path against another: it must not change an output."""
    torch.manual_seed(5)
    model = torch.nn.Sequential(Int8Linear(torch.nn.Linear(576, 192)))
    x = torch.randn(9, 576)
    best = model(x)
    assert torch.equal(int8.use_kernel_path(model, "portable")(x), best)
    missing = [path for path in int8.PATH_CODES if path not in int8.supported_paths()]
    for path in missing:
        with pytest.raises(ValueError, match="cannot run"):
            int8.use_kernel_path(model, path)


@needs_kernel
def test_fused_layers_run_on_the_best_path_and_can_be_put_on_another() -> None:
    """`fuse_int8` builds its layer without `__init__`; it must still know its path (a class default)."""
    torch.manual_seed(6)
    parts = [Int8Linear(torch.nn.Linear(576, 192, bias=False)) for _ in range(3)]
    x = torch.randn(5, 576)
    expected = torch.cat([part(x) for part in parts], dim=-1)
    fused = int8.fuse_int8(parts)
    assert torch.equal(fused(x), expected)
    assert torch.equal(int8.use_kernel_path(torch.nn.Sequential(fused), "portable")(x), expected)
