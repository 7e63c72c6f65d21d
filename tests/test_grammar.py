"""The call grammar: what it accepts, what it refuses, masks, forced text, rollback.

The grammar is checked token by token with the real SmolLM2 tokenizer, since
token masks are what decoding sees. Tests that run the model are marked slow.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from transformers import AutoTokenizer, PreTrainedTokenizerBase

from app.settings import Settings
from functions.catalog import CATALOG
from functions.parse import format_calls, parse_calls
from functions.registry import validate_call
from models.drafters import NoDrafter
from models.guide import GrammarGuide, NoCallMargin
from models.speculative import speculative_decode
from models.decoding import PrefixCache, build_prefix_cache
from models.grammar import CallGrammar, CallMatcher, catalog_grammar
from models.lm import LoadedModel, load_language_model
from models.prompt import prefix_ids, request_ids
from tests.conftest import NOW

TOKENIZER_DIRS = (
    Path.home() / ".cache" / "voxcall" / "smollm2-135m-instruct",
    Path("/tmp/vxcache/smollm2-135m-instruct"),
)

# One valid call per catalog function, with every optional argument present.
SAMPLE_ARGUMENTS: dict[str, dict[str, object]] = {
    "turn_on_flashlight": {},
    "turn_off_flashlight": {},
    "create_contact": {"first_name": "Ada", "last_name": "Lovelace", "phone_number": "0123 456", "email": "ada@x.org"},
    "send_email": {"to": "bob@example.com", "subject": "lunch", "body": "see you at noon"},
    "show_map": {"query": "coffee near me"},
    "open_wifi_settings": {},
    "create_calendar_event": {"title": "dentist", "datetime": "tomorrow at 3 pm"},
    "set_bluetooth": {"enabled": True},
    "set_do_not_disturb": {"enabled": False},
    "set_brightness": {"level": 70},
    "set_volume": {"level": 0},
    "adjust_volume": {"direction": "down"},
    "set_mute": {"muted": True},
    "set_alarm": {"time": "half past six", "label": "gym"},
    "cancel_alarm": {"time": "7 am"},
    "set_timer": {"duration_seconds": "five minutes", "label": "eggs"},
    "cancel_timer": {"label": "eggs"},
    "get_time": {},
    "create_reminder": {"text": "call mum", "datetime": "friday at 6 pm"},
    "add_to_list": {"item": "milk", "list_name": "groceries"},
    "create_note": {"text": "the wifi code is 1234"},
    "send_message": {"recipient": "Zoë", "body": "on my way"},
    "call_contact": {"name": "dad"},
    "get_weather": {"location": "Paris", "date": "tomorrow"},
    "set_lights": {"on": True, "room": "living room", "brightness": 40, "color": "warm white"},
    "set_thermostat": {"temperature": -5},
    "play_media": {"query": "jazz", "media_type": "radio"},
    "control_media": {"action": "next"},
    "move_robot": {"direction": "left", "distance_cm": 30},
    "stop_robot": {},
}

SPOKEN_ANSWERS = (
    'set_alarm(time="half past six", label="gym"); set_volume(level=50); set_lights(on=false, room="kitchen")',
    'set_timer(duration_seconds="an hour and a half")',
    'create_calendar_event(title="dentist", datetime="tomorrow at 3 pm")',
    'create_reminder(text="water the plants", datetime="in two hours")',
    'get_weather(date="friday")',
    "cancel_alarm()",
    "none",
)

REJECTED_ANSWERS = {
    "unknown function": "open_door()",
    "unknown argument": 'set_alarm(time="7 am", snooze=true)',
    "duplicate argument": 'set_alarm(time="7 am", time="8 am")',
    "string for an int": 'set_volume(level="50")',
    "enum value not allowed": 'adjust_volume(direction="sideways")',
    "missing required argument": 'set_alarm(label="gym")',
    "trailing garbage": "get_time() please",
    "arguments out of order": 'set_alarm(label="gym", time="7 am")',
    "empty string": 'create_note(text="")',
    "none among calls": "none; get_time()",
    "leading zero": "set_volume(level=050)",
    "negative level": "set_volume(level=-5)",
    "spaces around =": "set_volume(level = 5)",
}


@pytest.fixture(scope="module")
def tokenizer() -> PreTrainedTokenizerBase:
    for directory in TOKENIZER_DIRS:
        if (directory / "tokenizer.json").is_file():
            return AutoTokenizer.from_pretrained(directory)
    pytest.skip("the SmolLM2 tokenizer is not cached; run `make setup`")


@pytest.fixture(scope="module")
def grammar(tokenizer: PreTrainedTokenizerBase) -> CallGrammar:
    return CallGrammar(tokenizer)


def fed(grammar: CallGrammar, text: str) -> CallMatcher:
    """A matcher that has accepted `text`; fails the test if a token is refused."""
    matcher = grammar.matcher()
    for token in grammar.encode(text):
        assert matcher.accept(token), f"refused {text!r}"
    return matcher


def accepts(grammar: CallGrammar, text: str) -> bool:
    """Whether `text` followed by the end-of-turn token is a complete answer."""
    matcher = grammar.matcher()
    if not all(matcher.accept(token) for token in grammar.encode(text)):
        return False
    return matcher.accept(grammar.stop_ids[0]) and matcher.is_terminated()


def allowed_ids(matcher: CallMatcher, vocab_size: int = 49152) -> set[int]:
    """The token ids that keep a finite logit after masking."""
    logits = matcher.mask_logits(torch.zeros(vocab_size))
    return set(torch.nonzero(torch.isfinite(logits)).flatten().tolist())


def test_every_catalog_function_has_a_sample() -> None:
    assert set(SAMPLE_ARGUMENTS) == set(CATALOG)


def test_grammar_has_a_rule_per_function_and_spans_for_spoken_fields() -> None:
    text = catalog_grammar()
    assert all(f"fn_{name} ::=" in text for name in CATALOG)
    assert '"time=" span' in text
    assert '"duration_seconds=" (span | positive)' in text
    assert '"temperature=" signed' in text
    assert '"name=" text' in text


@pytest.mark.parametrize("name", sorted(SAMPLE_ARGUMENTS))
def test_accepts_formatted_call_of_every_function(grammar: CallGrammar, name: str) -> None:
    call = validate_call(name, SAMPLE_ARGUMENTS[name], now=NOW)
    assert accepts(grammar, format_calls([call]))


def test_accepts_several_formatted_calls(grammar: CallGrammar) -> None:
    calls = [validate_call(name, SAMPLE_ARGUMENTS[name], now=NOW) for name in ("set_alarm", "set_lights", "get_time")]
    assert accepts(grammar, format_calls(calls))


@pytest.mark.parametrize("answer", SPOKEN_ANSWERS)
def test_accepts_spoken_spans_that_parse(grammar: CallGrammar, answer: str) -> None:
    assert accepts(grammar, answer)
    assert parse_calls(answer, now=NOW).rejected == []


@pytest.mark.parametrize("answer", REJECTED_ANSWERS.values(), ids=REJECTED_ANSWERS.keys())
def test_rejects_invalid_answers(grammar: CallGrammar, answer: str) -> None:
    assert not accepts(grammar, answer)


def test_rejects_a_ninth_call(grammar: CallGrammar) -> None:
    assert accepts(grammar, "; ".join(["get_time()"] * 8))
    assert not accepts(grammar, "; ".join(["get_time()"] * 9))


def test_mask_leaves_only_digits_for_a_level(grammar: CallGrammar, tokenizer: PreTrainedTokenizerBase) -> None:
    allowed = allowed_ids(fed(grammar, "set_volume(level="), len(tokenizer))
    assert {tokenizer.decode([token]) for token in allowed} == set("0123456789")


def test_mask_leaves_only_enum_values(grammar: CallGrammar, tokenizer: PreTrainedTokenizerBase) -> None:
    allowed = allowed_ids(fed(grammar, "adjust_volume(direction="), len(tokenizer))
    texts = {tokenizer.decode([token]) for token in allowed}
    assert '"' in texts
    assert all('"up")'.startswith(t) or '"down")'.startswith(t) for t in texts)


def test_mask_allows_end_of_turn_only_when_complete(grammar: CallGrammar) -> None:
    stop = grammar.stop_ids[0]
    assert stop not in allowed_ids(fed(grammar, 'set_alarm(time="six'))
    assert stop in allowed_ids(fed(grammar, 'set_alarm(time="six")'))


def test_forced_tokens_after_open_paren(grammar: CallGrammar, tokenizer: PreTrainedTokenizerBase) -> None:
    matcher = fed(grammar, "set_alarm(")
    forced = matcher.forced_tokens()
    assert tokenizer.decode(forced).startswith('time="')
    assert forced == grammar.encode('time="')
    assert all(matcher.accept(token) for token in forced)


def test_forced_tokens_leave_state_unchanged(grammar: CallGrammar) -> None:
    matcher = fed(grammar, "set_alarm(")
    first = matcher.forced_tokens()
    assert matcher.forced_tokens() == first
    assert matcher.accept(first[0])


def test_forced_tokens_hold_back_text_a_longer_token_may_cover(grammar: CallGrammar) -> None:
    """After `set_alarm(time="six"` the model may write `",` as one token: force nothing."""
    assert fed(grammar, 'set_alarm(time="six"').forced_tokens() == []
    assert fed(grammar, "turn_on_flashlight").forced_tokens() == []


def test_must_stop_after_none(grammar: CallGrammar) -> None:
    assert fed(grammar, "none").must_stop()
    assert not fed(grammar, "get_time()").must_stop()


def test_rollback_restores_the_state(grammar: CallGrammar) -> None:
    matcher = fed(grammar, "set_alarm(")
    before = (allowed_ids(matcher), matcher.forced_tokens())
    extra = grammar.encode('time="six", label="gym")')
    assert all(matcher.accept(token) for token in extra)
    matcher.rollback(len(extra))
    assert (allowed_ids(matcher), matcher.forced_tokens()) == before
    assert all(matcher.accept(token) for token in extra)


def test_compiled_grammar_is_cached(tokenizer: PreTrainedTokenizerBase, grammar: CallGrammar) -> None:
    assert CallGrammar(tokenizer)._compiled is grammar._compiled


COMMANDS = (
    "set an alarm for half past six called gym",
    "set the volume to 50 percent",
    "set a timer for ten minutes",
    "text bob that I will be late",
    "what is the capital of france",
)


@pytest.fixture(scope="module")
def loaded() -> LoadedModel:
    return load_language_model(Settings())


@pytest.fixture(scope="module")
def prefix(loaded: LoadedModel) -> PrefixCache:
    return build_prefix_cache(loaded.model, prefix_ids(loaded.tokenizer, "catalog"))


def _constrained(loaded: LoadedModel, prefix: PrefixCache, command: str, max_tokens: int):
    guide = GrammarGuide(CallGrammar(loaded.tokenizer).matcher(), loaded.tokenizer.convert_tokens_to_ids("<|im_end|>"))
    ids = request_ids(loaded.tokenizer, command)
    return speculative_decode(loaded.model, prefix, ids, guide, NoDrafter(), loaded.stop_ids, max_tokens, 4, "plain")


@pytest.mark.slow
def test_constrained_decoding_always_parses(loaded: LoadedModel, prefix: PrefixCache) -> None:
    forced_any = False
    for command in COMMANDS:
        decoded = _constrained(loaded, prefix, command, 64)
        text = loaded.tokenizer.decode(decoded.token_ids, skip_special_tokens=True)
        assert parse_calls(text, now=NOW).rejected == [], text
        forced_any = forced_any or decoded.stats.passes < decoded.stats.tokens
    assert forced_any, "grammar-forced tokens must save model passes"
    assert prefix.cache.get_seq_length() == prefix.length


@pytest.mark.slow
def test_constrained_decoding_out_of_tokens_gives_no_call(loaded: LoadedModel, prefix: PrefixCache) -> None:
    decoded = _constrained(loaded, prefix, "set an alarm for half past six called gym", 4)
    parsed = parse_calls(loaded.tokenizer.decode(decoded.token_ids), now=NOW)
    assert parsed.calls == [] and parsed.rejected


def test_choose_equals_the_argmax_of_the_masked_row_whether_or_not_the_grammar_allows_the_top_token(
        grammar: CallGrammar, tokenizer: PreTrainedTokenizerBase) -> None:
    generator = torch.Generator().manual_seed(0)
    stop = tokenizer.convert_tokens_to_ids("<|im_end|>")
    for prefix in ("", "set_alarm(time=\"", "set_volume(level=", "control_media(action=\"", "none"):
        guide = GrammarGuide(fed(grammar, prefix), stop)
        allowed = sorted(allowed_ids(guide.matcher))
        for trial in range(20):
            logits = torch.randn(49152, generator=generator)
            if trial % 2:  # the top token allowed, with a tie just after it
                top = allowed[trial % len(allowed)]
                logits[top] = logits[min(top + 1, 49151)] = 10.0
            expected = int(torch.argmax(guide.matcher.mask_logits(logits.clone())))
            assert guide.choose(logits) == expected


def test_no_call_margin_asks_none_to_win_by_the_margin(
        grammar: CallGrammar, tokenizer: PreTrainedTokenizerBase) -> None:
    """`none` 1.5 logits above `set`: chosen with no margin or a margin of 1, not with a margin of 2."""
    stop = tokenizer.convert_tokens_to_ids("<|im_end|>")
    none, call = tokenizer.convert_tokens_to_ids("none"), tokenizer.encode("set")[0]
    logits = torch.zeros(49152)
    logits[none], logits[call] = 3.5, 2.0
    for margin, expected in ((None, none), (1.0, none), (2.0, call)):
        no_call = NoCallMargin(none, margin) if margin is not None else None
        assert GrammarGuide(grammar.matcher(), stop, no_call=no_call).choose(logits) == expected
    assert logits[none] == 3.5, "the caller's logits are left as they were"
