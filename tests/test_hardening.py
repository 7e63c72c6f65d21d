"""Regression tests for the defects the adversarial corpus found (issue 7).

Each test fails on the code before its fix: a lone surrogate crashed the
tokenizer or SQLite, NFKC let a 500-character command grow to 9,000, invisible
and look-alike characters made a recipient look like another, a JSON line with
a lone surrogate crashed `voxcall parse`, and a hand-built sensitive call with
the default flag ran without confirmation.
"""

from __future__ import annotations

import io
import json
import re
import sys
from datetime import datetime

import pytest
from conftest import NOW, make_call

from app import cli, pipeline
from app.errors import TextError
from app.settings import Settings
from functions.backend import SqliteDevice
from functions.dispatch import Dispatcher
from functions.registry import CallRejected, validate_call
from models.caller import CallPrediction, check_command
from models.decoding import DecodeStats


@pytest.mark.parametrize("text", ["call mom \ud800", "turn on\udcff the light"], ids=["surrogate", "bad-byte"])
def test_lone_surrogates_are_a_text_error(text: str) -> None:
    with pytest.raises(TextError, match="control, invisible"):
        check_command(text, 500)


def test_nfkc_expansion_is_held_to_the_length_limit() -> None:
    assert len("\ufdfa" * 30) == 30
    with pytest.raises(TextError, match="540 characters long; the limit is 500"):
        check_command("\ufdfa" * 30, 500)
    assert check_command("ｔｕｒｎ ｏｎ ｔｈｅ ｆｌａｓｈｌｉｇｈｔ", 500) == "turn on the flashlight"


@pytest.mark.parametrize("char", ["\u200b", "\u00ad", "\ufeff", "\u200f", "\u2060"])
def test_invisible_characters_in_a_command_are_refused(char: str) -> None:
    with pytest.raises(TextError, match="invisible"):
        check_command(f"call mo{char}m", 500)


@pytest.mark.parametrize(
    ("name", "arguments", "reason"),
    [
        ("call_contact", {"name": "Mo\u200bm"}, "invisible formatting character U+200B"),
        ("send_message", {"recipient": "bob", "body": "hi\u00ad"}, "invisible formatting character U+00AD"),
        ("call_contact", {"name": "M\u043em"}, "mixes cyrillic and latin letters"),
        ("send_email", {"to": "b\u03bfb@example.com", "subject": "x"}, "mixes greek and latin letters"),
    ],
)
def test_look_alike_free_text_is_rejected(name: str, arguments: dict, reason: str) -> None:
    with pytest.raises(CallRejected, match=re.escape(reason)):
        validate_call(name, arguments, now=NOW)


@pytest.mark.parametrize("text", ["Zoë", "Москва", "Ελλάδα", "José María", "Jörg O'Neil-Smith", "東京"])
def test_single_script_names_are_kept(text: str) -> None:
    assert validate_call("call_contact", {"name": text}, now=NOW).arguments == {"name": text}


class EchoCaller:
    """The real input check, then no call: enough to drive `voxcall parse`."""

    load_ms = 0.0

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def predict(self, text: str, now: datetime, mode: str | None = None) -> CallPrediction:
        command = check_command(text, self.settings.max_text_chars)
        return CallPrediction(command, [], [], "none", DecodeStats(mode="plain"))


def test_parse_answers_a_lone_surrogate_with_a_json_error_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "FunctionCaller", EchoCaller)
    monkeypatch.setattr("sys.stdin", io.StringIO('{"text": "call \\ud800 mom"}\n{"text": "hello"}\n'))
    raw = io.BytesIO()
    monkeypatch.setattr("sys.stdout", io.TextIOWrapper(raw, encoding="utf-8", errors="strict"))
    code = cli.main(["parse", "--jsonl"])
    sys.stdout.flush()
    first, second = [json.loads(line) for line in raw.getvalue().decode("utf-8").splitlines()]
    assert code == 1
    assert first["text"] == "call \ud800 mom" and "invisible" in first["error"]
    assert second == {**second, "text": "hello", "calls": []}


def test_a_hand_built_sensitive_call_still_needs_confirmation(device: SqliteDevice) -> None:
    sneaky = make_call("send_message", needs_confirmation=False, recipient="x", body="y")
    outcome = Dispatcher(device).run([sneaky], transcript="t", source="text", latencies={}, now=NOW)
    assert [r.status for r in outcome.results] == ["needs_confirmation"]
    assert device.snapshot().outbox == []


@pytest.mark.parametrize(
    ("name", "arguments", "reason"),
    [
        ("set_thermostat", {"temperature": 10**30}, "must be between -1000 and 1000"),
        ("set_thermostat", {"temperature": "minus 1000000000000000000000"}, "must be between -1000 and 1000"),
        ("set_timer", {"duration_seconds": 10**15}, "less than or equal to 31622400"),
        ("set_timer", {"duration_seconds": "99999999999999999999 days"}, "less than or equal to 31622400"),
        ("move_robot", {"direction": "forward", "distance_cm": 10**25}, "less than or equal to 1000000"),
        ("create_reminder", {"text": "x", "datetime": "in 99999999999 days"}, "invalid date-time"),
    ],
)
def test_numbers_the_device_cannot_hold_are_rejected_by_the_catalog(name: str, arguments: dict, reason: str) -> None:
    """Before the bounds these validated and then failed inside the handler (or the validator overflowed)."""
    with pytest.raises(CallRejected, match=reason):
        validate_call(name, arguments, now=NOW)


def test_bounded_numbers_still_cover_what_people_say() -> None:
    assert validate_call("set_thermostat", {"temperature": "minus five"}, now=NOW).arguments == {"temperature": -5}
    assert validate_call("set_timer", {"duration_seconds": "two days"}, now=NOW).arguments["duration_seconds"] == 172800
    assert validate_call("move_robot", {"direction": "left", "distance_cm": 250}, now=NOW).arguments["distance_cm"] == 250


@pytest.mark.parametrize(
    ("line", "fragment"),
    [("[" * 100_000, "nested too deeply"), ('{"text": "hi", "now": "' + "9" * 10_000 + '"}', "'99999")],
    ids=["deep-json", "huge-now"],
)
def test_parse_answers_hostile_json_lines_with_a_short_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], line: str, fragment: str
) -> None:
    """A deeply nested line raised RecursionError through `voxcall parse`; a huge 'now' was echoed whole."""
    monkeypatch.setattr(pipeline, "FunctionCaller", EchoCaller)
    monkeypatch.setattr("sys.stdin", io.StringIO(line + '\n{"text": "hello"}\n'))
    code = cli.main(["parse", "--jsonl"])
    first, second = [json.loads(out) for out in capsys.readouterr().out.splitlines()]
    assert code == 1 and fragment in first["error"] and len(first["error"]) < 300
    assert second["text"] == "hello" and "error" not in second


@pytest.mark.parametrize("spoken", ["in 2023", "in 5", "in twenty"])
def test_in_a_bare_number_is_not_a_date_time(spoken: str) -> None:
    """The model wrote datetime="in 2023" for a misheard command (music at 10 dB); it became now + 2023 s."""
    with pytest.raises(CallRejected, match="invalid date-time"):
        validate_call("create_calendar_event", {"title": "x", "datetime": spoken}, now=NOW)
    assert validate_call("create_reminder", {"text": "x", "datetime": "in 20 minutes"}, now=NOW).arguments[
        "datetime"] == "2026-03-14T11:02:00"
