"""Spoken times, dates and durations: only spans of the command that parse can be written."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
import torch
from pydantic import TypeAdapter
from transformers import AutoTokenizer, PreTrainedTokenizerBase

from app.settings import Settings
from functions.parse import parse_calls
from models.caller import without_stand_ins
from models.grammar import CallGrammar, spoken_arguments
from models.guide import GrammarGuide
from models.lm import resolve_model_dir
from models.spoken_values import SpokenSpans, candidate_spans, field_adapters

STOP = 2
NOW = datetime(2027, 7, 16, 8, 59)
REMINDER = ("create_reminder", "datetime")


@pytest.fixture(scope="module")
def grammar() -> CallGrammar:
    tokenizer: PreTrainedTokenizerBase = AutoTokenizer.from_pretrained(resolve_model_dir(Settings()))
    return CallGrammar(tokenizer, spoken_spans=True)


def spans(command: str) -> SpokenSpans:
    return SpokenSpans(command, NOW, field_adapters(spoken_arguments()))


def guide_for(grammar: CallGrammar, command: str) -> GrammarGuide:
    return GrammarGuide(grammar.matcher(), STOP, grammar.value_copy(command, NOW))


def takes(grammar: CallGrammar, command: str, answer: str) -> bool:
    guide = guide_for(grammar, command)
    return all(guide.accept(token) for token in grammar.encode(answer))


def fed(grammar: CallGrammar, command: str, answer: str) -> GrammarGuide:
    guide = guide_for(grammar, command)
    for token in grammar.encode(answer):
        assert guide.accept(token)
    return guide


def prefer(grammar: CallGrammar, *texts: str) -> torch.Tensor:
    """Logits that rank the first token of each text in the order given, above every other token."""
    logits = torch.zeros(49152)
    for rank, text in enumerate(texts):
        logits[grammar.encode(text)[0]] = 10.0 - rank
    return logits


def test_the_spoken_arguments_are_the_times_dates_and_durations() -> None:
    assert spoken_arguments() == {
        ("set_alarm", "time"), ("cancel_alarm", "time"), ("set_timer", "duration_seconds"),
        ("create_reminder", "datetime"), ("create_calendar_event", "datetime"), ("get_weather", "date"),
        ("create_contact", "phone_number"), ("create_contact", "email"),
    }


def test_candidates_are_word_runs_ending_before_or_after_punctuation() -> None:
    found = set(candidate_spans("Wake me at 7 a.m., please"))
    assert {"at 7 a.m.", "at 7 a.m", "at 7 a.m.,", "7", "please"} <= found
    assert "ake me" not in found and "at 7 a" not in found


def test_only_spans_the_validator_accepts_are_values() -> None:
    found = spans("Set a reminder in 33 minutes to put the laundry in the dryer.")
    assert b"in 33 minutes" in found.values(REMINDER)
    assert b"33 minutes" not in found.values(REMINDER)
    assert found.values(("set_timer", "duration_seconds")) == (b"33", b"33 minutes")
    assert found.values(("set_alarm", "time")) == ()


def test_fields_that_share_a_validator_check_the_spans_once(monkeypatch: pytest.MonkeyPatch) -> None:
    found = spans("cancel the 7 am alarm and wake me at half past six on friday")
    checked: list[str] = []
    valid = SpokenSpans._valid

    def counted(self: SpokenSpans, adapter: TypeAdapter[Any], span: str) -> bool:
        checked.append(span)
        return valid(self, adapter, span)

    monkeypatch.setattr(SpokenSpans, "_valid", counted)
    alarm = found.values(("set_alarm", "time"))
    per_field = len(checked)
    assert b"7 am" in alarm and b"half past six" in alarm
    assert found.values(("cancel_alarm", "time")) == alarm
    assert len(checked) == per_field
    assert found.values(REMINDER) == found.values(("create_calendar_event", "datetime"))
    assert len(checked) == 2 * per_field
    assert found.values(("get_weather", "date")) != found.values(REMINDER)


def test_a_value_that_would_not_parse_cannot_close(grammar: CallGrammar) -> None:
    command = "Set a reminder in 33 minutes to put the laundry in the dryer."
    assert takes(grammar, command, 'create_reminder(text="put the laundry in the dryer", datetime="in 33 minutes")')
    assert not takes(grammar, command, 'create_reminder(text="put the laundry in the dryer", datetime="33 minutes")')
    guide = fed(grammar, command, 'create_reminder(text="put the laundry in the dryer", datetime="')
    assert guide.choose(prefer(grammar, "33", "in")) == grammar.encode("in")[0]


def test_a_value_not_in_the_command_is_refused_and_case_is_free(grammar: CallGrammar) -> None:
    assert not takes(grammar, "remind me to stretch", 'create_reminder(text="stretch", datetime="by christmas")')
    assert takes(grammar, "Wake me at 7 AM", 'set_alarm(time="7 am")')
    assert takes(grammar, "wake me at 7 am", 'set_alarm(time="7 AM")')


def test_an_argument_no_span_can_fill_is_not_opened(grammar: CallGrammar) -> None:
    """With no time in the command the optional date-time is left out, not invented."""
    command = "remind mike singh by text can you send me the address"
    guide = fed(grammar, command, 'create_reminder(text="can you send me the address')
    assert guide.choose(prefer(grammar, '",', '")')) == grammar.encode('")')[0]
    guide = fed(grammar, "let's hear some jazz", "set_")
    assert guide.choose(prefer(grammar, "al", "timer", "volume")) == grammar.encode("volume")[0]


def test_a_contact_gets_an_email_or_number_only_where_the_command_says_one(grammar: CallGrammar) -> None:
    """The optional email and number were filled with the words after a name ("email='my contacts'")."""
    command = "i just met kate murphy today add them to my contacts"
    guide = fed(grammar, command, 'create_contact(first_name="kate", last_name="murphy')
    assert guide.choose(prefer(grammar, '",', '")')) == grammar.encode('")')[0]
    assert not takes(grammar, command, 'create_contact(first_name="kate", last_name="murphy", email="my contacts")')
    command = "save julia rossi, her email is info@bakery.com and her number 555 0199"
    assert takes(grammar, command, 'create_contact(first_name="julia", last_name="rossi", '
                                   'phone_number="555 0199", email="info@bakery.com")')


def test_a_call_whose_required_time_no_span_can_fill_is_not_opened(grammar: CallGrammar) -> None:
    """The required date-time comes after the title: the call is refused when its name is written."""
    guide = fed(grammar, "book me a flight to london next week", "create_")
    assert guide.choose(prefer(grammar, "calendar", "note")) == grammar.encode("note")[0]
    guide = fed(grammar, "book the dentist for friday at 3 pm", "create_")
    assert guide.choose(prefer(grammar, "calendar", "note")) == grammar.encode("calendar")[0]


def test_a_duration_is_a_span_in_the_fine_tuned_format_only(grammar: CallGrammar) -> None:
    """The base model, prompted with the catalog, may write seconds as a number; the fine-tuned model never does."""
    assert not takes(grammar, "timer for five minutes", "set_timer(duration_seconds=300)")
    assert takes(grammar, "timer for five minutes", 'set_timer(duration_seconds="five minutes")')
    base = CallGrammar(grammar.tokenizer)
    guide = GrammarGuide(base.matcher(), STOP, base.value_copy("timer for five minutes", NOW))
    assert all(guide.accept(token) for token in base.encode('set_timer(duration_seconds=300); set_alarm(time="07:30")'))


def test_the_allowed_list_matches_the_token_check_inside_a_spoken_value(grammar: CallGrammar) -> None:
    guide = fed(grammar, "wake me at half past six tomorrow", 'set_alarm(time="half')
    assert guide.copy is not None
    allowed = set(guide.copy.restricted() or [])
    assert allowed == {token for token in range(len(grammar._compiled.vocab)) if guide.copy.allows(token)}
    assert grammar.encode(" past")[0] in allowed and grammar.encode('")')[0] not in allowed


def test_greedy_decoding_under_random_logits_writes_only_valid_spoken_values(grammar: CallGrammar) -> None:
    """Whatever the model prefers, a spoken value that closes parses: 60 random walks into spoken calls."""
    commands = ["remind me in 20 minutes to call mum", "alarm for half past six", "timer ten minutes",
                "weather in paris on friday", "dentist next tuesday at 3 pm on my calendar"]
    starts = ['create_reminder(text="call mum", datetime="', 'set_alarm(time="', "set_timer(duration_seconds=",
              'get_weather(location="paris", date="', 'create_calendar_event(title="dentist", datetime="']
    generator = torch.Generator().manual_seed(0)
    rejected = []
    for walk in range(60):
        command, start = commands[walk % 5], starts[walk % 5]
        guide = fed(grammar, command, start)
        tokens = grammar.encode(start)
        while not guide.matcher.is_terminated() and len(tokens) < 60:
            forced = guide.forced()
            step = forced or [guide.choose(torch.randn(49152, generator=generator))]
            for token in step:
                assert guide.accept(token)
            tokens += step
        answer = grammar.tokenizer.decode(tokens, skip_special_tokens=True)
        parsed = parse_calls(answer, now=NOW)
        rejected += [r.reason for r in parsed.rejected if "date" in r.reason or "time" in r.reason
                     or "duration" in r.reason]
    assert rejected == []


def test_the_call_the_model_wanted_but_could_not_open_is_recorded_until_rolled_back(grammar: CallGrammar) -> None:
    guide = fed(grammar, "book me a flight to london next week", "create_")
    note = guide.choose(prefer(grammar, "calendar", "note"))
    assert guide.refused_calls() == [(1, "create_calendar_event")]
    assert guide.accept(note)
    assert guide.refused_calls() == [(1, "create_calendar_event")]
    guide.rollback(1)
    assert guide.refused_calls() == [], "a rolled-back step leaves no record"


def test_only_the_first_choice_counts_as_wanted(grammar: CallGrammar) -> None:
    guide = fed(grammar, "book me a flight to london next week", "create_")
    assert guide.choose(prefer(grammar, "note", "calendar")) == grammar.encode("note")[0]
    assert guide.refused_calls() == []


def test_a_later_call_is_numbered_by_its_place(grammar: CallGrammar) -> None:
    guide = fed(grammar, "turn on the lights and set a timer", "set_lights(on=true); set_")
    chosen = guide.choose(prefer(grammar, "timer", "do"))
    assert chosen != grammar.encode("timer")[0]
    assert guide.refused_calls() == [(2, "set_timer")]


def test_the_stand_in_is_left_out_with_a_note_and_the_rest_kept() -> None:
    calls = parse_calls('set_lights(on=true); set_do_not_disturb(enabled=true)').calls
    notes: list[str] = []
    kept = without_stand_ins(calls, [(2, "set_timer")], notes)
    assert [call.name for call in kept] == ["set_lights"]
    assert notes == ["left out set_do_not_disturb(enabled=True): it stands in for set_timer, whose required time, "
                     "date or duration the command does not say"]
    assert without_stand_ins(calls, [(3, "set_timer")], []) == calls, "a number past the answer drops nothing"
