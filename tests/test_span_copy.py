"""Span copying for MTP: what it proposes inside a value, and that decoding with it stays plain greedy."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from transformers import AutoTokenizer

from app.settings import Settings
from models.caller import FunctionCaller
from models.drafters import MTPDrafter
from models.grammar import CallGrammar
from models.guide import GrammarGuide
from models.lm import resolve_model_dir
from models.mtp import HeadConfig, MTPHead
from data.span_ends import count, never_open, table
from models.span_copy import SpanCopier, SpanEnds

NATURAL = Path(__file__).parent / "data" / "natural.jsonl"
REQUEST = [7, 7, 7]  # stands for the request's tokens before the answer


@pytest.fixture(scope="module")
def tokenizer():
    return AutoTokenizer.from_pretrained(resolve_model_dir(Settings()))


def propose(tokenizer, command: str, answer: str, limit: int = 8) -> str:
    copier = SpanCopier(tokenizer, command, len(REQUEST))
    return tokenizer.decode(copier.propose(REQUEST + tokenizer.encode(answer), limit))


def test_a_started_name_is_finished_from_the_command(tokenizer) -> None:
    command = "add a new contact john smith 555 123 4567"
    assert propose(tokenizer, command, 'create_contact(first_name="j', 3) == "ohn smith"


def test_digits_continue_as_the_command_says_them(tokenizer) -> None:
    command = "add a new contact john smith 555 123 4567"
    answer = 'create_contact(first_name="john", last_name="smith", phone_number="55'
    assert propose(tokenizer, command, answer, 12) == '5 123 4567")'
    assert propose(tokenizer, command, answer, 4) == '5 12'


def test_the_match_is_case_insensitive_at_a_word_start(tokenizer) -> None:
    assert propose(tokenizer, "Text Maria saying on my way", 'send_message(recipient="mar') == 'ia saying on my way")'
    assert propose(tokenizer, "play the cure", 'play_music(query="ure') == ""


def test_nothing_is_proposed_outside_a_value_or_before_its_first_character(tokenizer) -> None:
    command = "text mum saying running late"
    assert propose(tokenizer, command, "send_") == ""
    assert propose(tokenizer, command, 'send_message(recipient="') == ""
    assert propose(tokenizer, command, 'send_message(recipient="mum",') == ""


def test_the_copy_ends_with_its_clause(tokenizer) -> None:
    command = "remind me to call the dentist, then set an alarm for 7:30."
    assert propose(tokenizer, command, 'create_reminder(text="call') == ' the dentist")'
    assert propose(tokenizer, command, 'set_alarm(time="7') == ':30")'


def test_a_value_opens_with_the_first_token_of_one_of_the_commands_words(tokenizer) -> None:
    copier = SpanCopier(tokenizer, "add a new contact john smith", len(REQUEST))
    starts = {tokenizer.decode([t]) for t in copier.starts(REQUEST + tokenizer.encode('create_contact(first_name="'))}
    assert starts == {"add", "a", "new", "contact", "j", "smith"}
    assert copier.starts(REQUEST + tokenizer.encode('create_contact(first_name="j')) == []
    assert copier.starts(REQUEST + tokenizer.encode('create_contact(first_name="john"')) == []


def test_a_value_the_command_never_said_is_not_copied(tokenizer) -> None:
    assert propose(tokenizer, "wake me up at seven", 'set_alarm(time="07') == ""


def test_the_copy_is_cut_where_the_grammar_rejects(tokenizer) -> None:
    """A quote in the command closes the value; the grammar refuses the words after it."""
    grammar = CallGrammar(tokenizer)
    guide = GrammarGuide(grammar.matcher(), 2)
    answer = tokenizer.encode('create_note(text="buy')
    for token in answer:
        assert guide.accept(token)
    head = MTPHead(HeadConfig(hidden=8, heads=2, kv_heads=1, head_dim=4, mlp=8))
    copier = SpanCopier(tokenizer, 'note buy milk" and eggs', len(REQUEST))
    draft = MTPDrafter(head, frozenset({2}), copier=copier)(None, None, None, REQUEST + answer, [], guide, 4)
    assert tokenizer.decode(draft.tokens) == ' milk"'


@pytest.mark.slow
def test_copying_changes_passes_never_the_answer() -> None:
    """The committed model on commands with spans: MTP with and without copying equals plain."""
    caller = FunctionCaller(Settings(threads=1))
    rows = [json.loads(line) for line in NATURAL.read_text().splitlines()]
    rows = [row for row in rows if any(isinstance(v, str) for c in row["calls"] for v in c["arguments"].values())]
    now = datetime(2026, 12, 1, 9, 0)
    passes = {"copy": 0, "head": 0}
    for row in rows[:16]:
        plain = caller.predict(row["text"], now, "plain").raw
        for name, copy in (("copy", True), ("head", False)):
            caller.settings = caller.settings.model_copy(update={"mtp_copy": copy})
            prediction = caller.predict(row["text"], now, "mtp")
            assert prediction.raw == plain, (row["text"], name)
            passes[name] += prediction.stats.passes
    assert passes["copy"] < passes["head"], passes


def test_span_end_table_counts_where_values_stop_and_go_on() -> None:
    rows = [{"text": f"text {name} saying hi {n}", "target": f'send_message(recipient="{name}", message="hi {n}")'}
            for n in range(30) for name in ("mum", "aunt may")]
    rows += [{"text": f"tell bo saying she is saying hi {n}",
              "target": f'send_message(recipient="bo", message="she is saying hi {n}")'} for n in range(10)]
    rows += [{"text": f"note buy milk and eggs {n}", "target": f'create_note(text="buy milk and eggs {n}")'}
             for n in range(30)]
    rows += [{"text": f"call ann lee {n}", "target": f'create_contact(first_name="ann", last_name="lee {n}")'}
             for n in range(3)]
    ends = table(*count(rows))
    assert "saying" in ends["anywhere"] and "and" not in ends["anywhere"]
    assert ends["go"] == {"message": ["saying"]}
    assert ends["one_word"] == ["first_name"]


def test_a_copy_stops_before_the_word_that_ends_its_value(tokenizer) -> None:
    ends = SpanEnds(one_word=frozenset({"first_name"}), anywhere=frozenset({"saying"}),
                    go={"message": frozenset({"saying"})})
    copier = SpanCopier(tokenizer, "text maria saying she is saying hi", len(REQUEST), ends)
    copy = lambda answer: tokenizer.decode(copier.propose(REQUEST + tokenizer.encode(answer), 12))  # noqa: E731
    assert copy('send_message(recipient="mar') == 'ia")'
    assert copy('send_message(recipient="maria", message="she') == ' is saying hi")'
    contact = SpanCopier(tokenizer, "add john smith", len(REQUEST), ends)
    assert tokenizer.decode(contact.propose(REQUEST + tokenizer.encode('create_contact(first_name="j'), 8)) == 'ohn")'


def test_an_integer_is_drafted_from_the_number_the_command_says(tokenizer) -> None:
    command = "brightness to fifty five percent and the thermostat to 72"
    copier = SpanCopier(tokenizer, command, len(REQUEST))
    assert copier.numbers == ["55", "72"]
    assert propose(tokenizer, command, "set_brightness(level=") == "55"
    assert propose(tokenizer, command, "set_brightness(level=5") == "5"
    assert propose(tokenizer, command, "set_brightness(level=55); set_thermostat(temperature=") == "72"
    assert propose(tokenizer, command, "set_brightness(level=9") == ""


def test_words_that_never_open_a_value_are_not_offered_to_the_head(tokenizer) -> None:
    rows = [{"text": f"remind me to {task}", "target": f'create_reminder(text="{task}")'}
            for task in ("call mum", "pay rent", "water plants") for _ in range(20)]
    assert never_open(rows) == ["me", "remind", "to"]
    ends = SpanEnds(never_open=frozenset(never_open(rows)))
    copier = SpanCopier(tokenizer, "remind me to pay rent", len(REQUEST), ends)
    starts = copier.starts(REQUEST + tokenizer.encode('create_reminder(text="'))
    assert {tokenizer.decode([t]) for t in starts} == {"pay", "rent"}
