"""Speculative decoding: the acceptance rule, cache rollback, grammar cuts, equality.

A tiny random Llama with the real tokenizer keeps these fast: whatever it
writes, every decoding mode must write exactly the same tokens.
"""

from __future__ import annotations

import copy

import pytest
import torch
from transformers import AutoTokenizer, DynamicCache, LlamaConfig, LlamaForCausalLM

from app.settings import Settings
from models.copy_drafter import CopyDrafter
from models.decoding import build_prefix_cache
from models.drafters import LookupDrafter, MTPDrafter, NoDrafter
from models.grammar import CallGrammar
from models.guide import CopyGuide, FreeGuide, GrammarGuide
from models.int8 import Int8Linear
from models.lm import quantize, resolve_model_dir
from models.mtp import HeadConfig, MTPHead
from models.span_copy import SpanCopier
from models import speculative
from models.speculative import Draft, accept_draft, base_pass, speculative_decode

STOP = frozenset({2})


@pytest.fixture(scope="module")
def tokenizer():
    return AutoTokenizer.from_pretrained(resolve_model_dir(Settings()))


@pytest.fixture(scope="module")
def tiny(tokenizer) -> LlamaForCausalLM:
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, tie_word_embeddings=True)
    return LlamaForCausalLM(config).eval()


class OracleDrafter:
    """Proposes the known right answer: every draft token must be accepted."""

    def __init__(self, answer: list[int]) -> None:
        self.answer = answer

    def __call__(self, model, cache, anchor, context, pending, guide, k) -> Draft:
        done = len(context) - self.prompt_len
        draft = Draft()
        for token in self.answer[done : done + k]:
            guide.accept(token)
            draft.tokens.append(token)
            draft.forced.append(False)
        return draft


def verdicts_from(values: list[int]):
    return lambda index: values[index]


def test_all_drafts_accepted_yields_a_bonus_token() -> None:
    emitted = accept_draft(Draft([5, 6, 7], [False] * 3), verdicts_from([5, 6, 7, 8]), FreeGuide(), STOP)
    assert emitted == [5, 6, 7, 8]


def test_first_mismatch_takes_the_verdict_and_stops() -> None:
    emitted = accept_draft(Draft([5, 9, 7], [False] * 3), verdicts_from([5, 6, 7, 8]), FreeGuide(), STOP)
    assert emitted == [5, 6]


def test_rejected_first_draft_still_yields_one_token() -> None:
    assert accept_draft(Draft([9], [False]), verdicts_from([4, 1]), FreeGuide(), STOP) == [4]


def test_forced_tokens_are_kept_without_consulting_the_verdict() -> None:
    emitted = accept_draft(Draft([5, 6], [False, True]), verdicts_from([5, 99, 3]), FreeGuide(), STOP)
    assert emitted == [5, 6, 3]


def test_stop_token_in_draft_ends_the_answer() -> None:
    assert accept_draft(Draft([5, 2, 7], [False] * 3), verdicts_from([5, 2, 7, 8]), FreeGuide(), STOP) == [5, 2]


def _decode(model, prompt, drafter, guide, k=4, mode="plain"):
    prefix = build_prefix_cache(model, prompt[:3])
    result = speculative_decode(model, prefix, prompt[3:], guide, drafter, STOP, 24, k, mode)
    assert prefix.cache.get_seq_length() == prefix.length, "cache must be rolled back to the prefix"
    return result


PROMPTS = [[1, 9690, 198, 5248, 253, 7018, 28, 3354], [1, 2683, 12, 33, 45, 45, 12, 33, 45, 45, 12, 33]]


@pytest.mark.parametrize("prompt", PROMPTS)
def test_every_drafter_reproduces_plain_greedy(tiny, prompt) -> None:
    head = MTPHead(HeadConfig.from_base(tiny, mlp=32))
    plain = _decode(tiny, prompt, NoDrafter(), FreeGuide())
    assert plain.stats.passes == plain.stats.tokens or plain.token_ids[-1:] != []
    for drafter in (MTPDrafter(head, STOP), MTPDrafter(head, STOP, list(range(100, 900))), LookupDrafter(STOP)):
        assert _decode(tiny, prompt, drafter, FreeGuide(), mode="mtp").token_ids == plain.token_ids


class Clock:
    """A stand-in for `time.perf_counter`: each reading moves it on 1 microsecond, drafting 10 ms."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1e-6
        return self.now


class SlowDrafter:
    """Drafts nothing, slowly: its time must land in draft_ms, not verify_ms."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.calls = 0

    def __call__(self, model, cache, anchor, context, pending, guide, k) -> Draft:
        self.calls += 1
        self.clock.now += 0.01
        return Draft()


def test_a_rounds_time_is_split_into_drafting_and_verifying(tiny, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(speculative.time, "perf_counter", clock)
    drafter = SlowDrafter(clock)
    result = _decode(tiny, PROMPTS[0], drafter, FreeGuide())
    stats = result.stats
    assert drafter.calls == stats.passes - 1 > 0
    assert 10 * drafter.calls <= stats.draft_ms < 10.1 * drafter.calls
    assert 0 < stats.verify_ms < 0.1 * stats.passes and stats.draft_ms + stats.verify_ms <= stats.decode_ms


@pytest.mark.parametrize("prompt", PROMPTS)
def test_right_drafts_cut_the_passes(tiny, prompt) -> None:
    plain = _decode(tiny, prompt, NoDrafter(), FreeGuide())
    oracle = OracleDrafter(plain.token_ids)
    oracle.prompt_len = len(prompt) - 3
    fast = _decode(tiny, prompt, oracle, FreeGuide(), k=4)
    assert fast.token_ids == plain.token_ids
    assert fast.stats.passes <= 1 + -(-plain.stats.tokens // 5) + 1
    assert fast.stats.passes < plain.stats.passes


@pytest.mark.parametrize("prompt", PROMPTS)
def test_confidence_cut_shortens_drafts_and_keeps_the_output(tiny, prompt) -> None:
    head = MTPHead(HeadConfig.from_base(tiny, mlp=32))
    plain = _decode(tiny, prompt, NoDrafter(), FreeGuide())
    eager = _decode(tiny, prompt, MTPDrafter(head, STOP), FreeGuide(), k=4)
    shy = _decode(tiny, prompt, MTPDrafter(head, STOP, min_confidence=0.999), FreeGuide(), k=4)
    assert shy.token_ids == eager.token_ids == plain.token_ids
    assert shy.stats.passes == plain.stats.passes, "an untrained head is never 99.9% sure: nothing is drafted"


def test_grammar_constrained_modes_agree_and_parse(tiny, tokenizer) -> None:
    grammar = CallGrammar(tokenizer)
    head = MTPHead(HeadConfig.from_base(tiny, mlp=32))
    prompt = PROMPTS[0]
    outputs = []
    copier = SpanCopier(tokenizer, "text john smith saying hi there", len(prompt) - 3)
    for drafter in (NoDrafter(), MTPDrafter(head, STOP), LookupDrafter(STOP), MTPDrafter(head, STOP, copier=copier)):
        guide = GrammarGuide(grammar.matcher(), 2)
        outputs.append(_decode(tiny, prompt, drafter, guide).token_ids)
    assert outputs[0] == outputs[1] == outputs[2] == outputs[3]


def test_lookup_draft_is_cut_where_the_grammar_rejects(tokenizer) -> None:
    grammar = CallGrammar(tokenizer)
    guide = GrammarGuide(grammar.matcher(), 2)
    context = tokenizer.encode("set_alarm(time=\"7\") set_alarm(banana") + tokenizer.encode("set_alarm(")
    for token in tokenizer.encode("set_alarm("):
        assert guide.accept(token)
    draft = LookupDrafter(STOP)(None, None, None, context, [], guide, 8)
    text = tokenizer.decode(draft.tokens)
    assert "banana" not in text


def test_head_training_smoke_lowers_the_loss(tiny, tokenizer, tmp_path) -> None:
    from pathlib import Path

    from models.mtp import load_head
    from models.mtp_train import HeadTrainConfig, train_head

    data = Path(__file__).parent / "data" / "smoke_train.jsonl"
    config = HeadTrainConfig(data=data, out=tmp_path / "head", steps=12, batch_size=8, depth=3, mlp=32, lr=1e-2)
    result = train_head(tiny, tokenizer, config)
    history = __import__("json").loads((config.out / "mtp_training.json").read_text())["history"]
    assert result["steps"] == 12
    assert history[-1]["loss"] < history[0]["loss"]
    head = load_head(config.out)
    assert _decode(tiny, PROMPTS[0], MTPDrafter(head, STOP), FreeGuide()).token_ids == \
        _decode(tiny, PROMPTS[0], NoDrafter(), FreeGuide()).token_ids


def test_draft_vocabulary_scores_its_tokens_and_the_context_and_nothing_else(tiny) -> None:
    from models.drafters import DraftVocabulary

    table = tiny.get_input_embeddings().weight.detach()
    vocab = DraftVocabulary([5, 9, 300], STOP, table)
    x = torch.randn(1, 1, table.shape[1])
    logits = vocab.scorer(table, [9, 40, 41])(x)
    assert set(torch.nonzero(torch.isfinite(logits)).flatten().tolist()) == {2, 5, 9, 300, 40, 41}
    assert torch.allclose(logits[[5, 40]], table[[5, 40]] @ x[0, 0], atol=1e-5)
    assert vocab.rows_mb == 4 * table.shape[1] * 4 / 2**20, "rows read once, for the vocabulary and stops only"


def test_an_int8_head_is_quantised_and_decodes_what_plain_decodes(tiny, tokenizer, tmp_path) -> None:
    from models.mtp import load_head, save_head

    config = HeadConfig(hidden=64, heads=4, kv_heads=2, head_dim=16, mlp=32)
    torch.manual_seed(3)
    save_head(MTPHead(config), tmp_path)
    float_head, int8_head = load_head(tmp_path), load_head(tmp_path, "int8")
    assert isinstance(int8_head.q, Int8Linear)
    for head in (float_head, int8_head):
        assert _decode(tiny, PROMPTS[0], MTPDrafter(head, STOP), FreeGuide()).token_ids == \
            _decode(tiny, PROMPTS[0], NoDrafter(), FreeGuide()).token_ids


def test_independent_drafter_reproduces_plain_and_keeps_its_own_cache(tiny) -> None:
    from models.draft_model import ModelDrafter, truncated_copy

    small = truncated_copy(tiny, 1)
    assert len(small.model.layers) == 1 and len(tiny.model.layers) == 2
    drafter = ModelDrafter(small, PROMPTS[1][:3], STOP)
    plain = _decode(tiny, PROMPTS[1], NoDrafter(), FreeGuide())
    assert _decode(tiny, PROMPTS[1], drafter, FreeGuide(), mode="drafter").token_ids == plain.token_ids
    assert drafter.cache.get_seq_length() == len(drafter.fed) > len(PROMPTS[1])


def test_copy_guided_modes_agree_and_keep_to_the_allowed_tokens(tiny, tokenizer) -> None:
    said = "so we we should move the meeting to friday"
    prompt = [1, 9690, 198] + tokenizer(said, add_special_tokens=False)["input_ids"]
    allowed = sorted(set(prompt[3:]) | set(tokenizer(" We . ,", add_special_tokens=False)["input_ids"]) | STOP)
    outputs = []
    for drafter in (NoDrafter(), LookupDrafter(STOP), CopyDrafter(tokenizer, said, len(prompt) - 3, STOP)):
        outputs.append(_decode(tiny, prompt, drafter, CopyGuide(allowed), k=6).token_ids)
    assert outputs[0] == outputs[1] == outputs[2]
    assert set(outputs[0]) <= set(allowed)


def test_a_pass_scores_only_the_guides_vocabulary(tiny) -> None:
    vocabulary = torch.tensor([5, 17, 300])
    full = base_pass(tiny, [1, 9690, 198], DynamicCache())
    narrow = base_pass(tiny, [1, 9690, 198], DynamicCache(), vocabulary)
    assert torch.allclose(narrow.logits[:, vocabulary], full.logits[:, vocabulary], atol=1e-5)
    assert torch.isneginf(narrow.logits).sum() == 3 * (full.logits.shape[1] - 3)
    last = base_pass(tiny, [1, 9690, 198], DynamicCache(), last_only=True)
    assert last.logits.shape[0] == 1 and torch.allclose(last.logits[0], full.logits[-1], atol=1e-5)


def test_an_int8_head_scores_the_whole_vocabulary_and_the_guide_still_decides(tiny) -> None:
    quantized = quantize(copy.deepcopy(tiny), "int8")
    vocabulary = torch.tensor([5, 17, 300])
    narrow = base_pass(quantized, [1, 9690, 198], DynamicCache(), vocabulary)
    assert CopyGuide(vocabulary.tolist()).choose(narrow.logits[-1]) in {5, 17, 300}


@pytest.mark.parametrize("prompt", PROMPTS)
def test_int8_model_every_drafter_still_reproduces_plain(tiny, prompt) -> None:
    int8 = quantize(copy.deepcopy(tiny), "int8")
    head = MTPHead(HeadConfig.from_base(tiny, mlp=32))
    plain = _decode(int8, prompt, NoDrafter(), FreeGuide())
    for drafter in (MTPDrafter(head, STOP), MTPDrafter(head, STOP, list(range(100, 900))), LookupDrafter(STOP)):
        assert _decode(int8, prompt, drafter, FreeGuide(), mode="mtp").token_ids == plain.token_ids


@pytest.mark.parametrize("prompt", PROMPTS)
def test_bfloat16_model_every_drafter_still_reproduces_plain(tiny, prompt) -> None:
    half = quantize(copy.deepcopy(tiny), "bf16")
    assert {p.dtype for p in half.parameters()} == {torch.bfloat16}
    head = MTPHead(HeadConfig.from_base(tiny, mlp=32))
    plain = _decode(half, prompt, NoDrafter(), FreeGuide())
    for drafter in (MTPDrafter(head, STOP), MTPDrafter(head, STOP, list(range(100, 900))), LookupDrafter(STOP)):
        assert _decode(half, prompt, drafter, FreeGuide(), mode="mtp").token_ids == plain.token_ids


def test_an_int8_draft_vocabulary_scores_the_same_tokens_closely_in_a_quarter_of_the_memory(tiny) -> None:
    from models.drafters import DraftVocabulary

    table = tiny.get_input_embeddings().weight.detach()
    ids = list(range(3, 259))
    exact, small = (DraftVocabulary(ids, STOP, table, precision) for precision in ("float32", "int8"))
    x = torch.randn(1, 1, table.shape[1])
    expected, logits = exact.scorer(table, [9, 400])(x), small.scorer(table, [9, 400])(x)
    assert torch.equal(torch.isfinite(logits), torch.isfinite(expected))
    finite = torch.isfinite(expected)
    assert torch.allclose(logits[finite], expected[finite], atol=0.05 * float(expected[finite].abs().max()))
    assert small.rows_mb < exact.rows_mb / 2
