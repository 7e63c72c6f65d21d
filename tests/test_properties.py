"""Property-based tests (hypothesis) of the parser, the validators and the dispatcher.

The property everywhere: whatever the input, the outcome is either a call the
catalog accepts (a fixed point of validation) or a clear rejection, a
`CallRejected` with a one-line message. Nothing else comes out, and the
backend never sees anything else: a recording backend and the audit of
`benchmarks.audit` check every call that reaches it.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_parse import ANSWERS

from benchmarks.audit import AuditedDevice, audit_call
from functions.backend import SqliteDevice
from functions.calls import FunctionCall, ParsedCalls
from functions.catalog import CATALOG
from functions.dispatch import CallResult, Dispatcher
from functions.parse import parse_calls
from functions.registry import CallRejected, validate_call

NOW = datetime(2026, 3, 14, 10, 42, 0)
PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SPECIAL_CHARS = (
    "\x00", "\x1b", "\r", "\n", "\t", "\x7f", "\x85", "\u202e", "\u2066", "\u200b", "\u200f", "\ufeff", "\u00ad",
    "\ud800", "\udcff", "\u0430", "\u03bf", "\uff41", "\ufdfa", ";", '"', "'", "\\", "(", ")", "=", "$", "`",
)
NAMES = (*CATALOG, "__import__", "eval", "exec", "launch_rocket", "Set_Alarm", "s\u0435nd_message", "os.system", "")
PARAMS = sorted({field.alias or key for model in CATALOG.values() for key, field in model.model_fields.items()})
EXPRESSIONS = (
    "[1, 2]", "{'a': 1}", "__import__('os')", "f'{x}'", "1+1", "x.y", "lambda: 0", "b'bytes'", "...", "(1,)",
    "-(-1)", "~1", "not True", "1e999", "-1e999", "nan", "inf", "10**100", "print('x')", "'a' 'b'", "*x",
)

hostile_text = st.text(alphabet=st.one_of(st.characters(), st.sampled_from(SPECIAL_CHARS)), max_size=60)
plausible_text = st.sampled_from(
    ("07:30", "seven thirty", "tomorrow at 3 pm", "five minutes", "fifty percent", "Kitchen", "up", "pause",
     "music", "forward", "2026-03-15T09:00:00", "2026-03-15", "mom", "on", "none", "in 99999 days")
)
literal_source = st.one_of(
    hostile_text.map(json.dumps),
    plausible_text.map(json.dumps),
    hostile_text.map(repr),
    st.integers().map(str),
    st.integers(-200, 2000).map(str),
    st.integers(min_value=10**6).map(str),
    st.floats(allow_nan=False).map(repr),
    st.sampled_from(("true", "false", "null", "True", "False", "None", *EXPRESSIONS)),
)
python_value = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=10**6), st.floats(), hostile_text,
    plausible_text, st.binary(max_size=8),
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.just(date(2026, 3, 15)), st.just(datetime(2026, 3, 15, 9, 0)), st.just(time(7, 30)), st.just(object()),
)


def params_of(name: str) -> list[str]:
    model = CATALOG.get(name)
    own = [field.alias or key for key, field in model.model_fields.items()] if model else []
    return own or PARAMS


@st.composite
def call_source(draw: st.DrawFn) -> str:
    """One call-shaped text: a real or hostile name, its own or made-up keywords, any literal or expression."""
    name = draw(st.sampled_from(NAMES))
    keys = draw(st.lists(st.one_of(st.sampled_from(params_of(name)), st.sampled_from(PARAMS),
                                   st.from_regex(r"[a-z_]{1,8}", fullmatch=True)), max_size=4))
    parts = [f"{key}={draw(literal_source)}" for key in keys]
    if draw(st.booleans()) and draw(st.booleans()):
        parts.insert(0, draw(literal_source))
    return f"{name}({', '.join(parts)})"


@st.composite
def named_arguments(draw: st.DrawFn) -> tuple[object, object]:
    """A function name and arguments that are mostly its own parameters, with any Python values."""
    name = draw(st.one_of(st.sampled_from(NAMES), st.text(max_size=20), st.integers(), st.none()))
    keys = st.one_of(st.sampled_from(params_of(name) if isinstance(name, str) else PARAMS), st.text(max_size=10))
    arguments = draw(st.one_of(
        st.dictionaries(keys, python_value, max_size=5),
        st.dictionaries(st.integers(), st.integers(), min_size=1, max_size=2),
        python_value,
    ))
    return name, arguments


answers = st.one_of(
    st.lists(call_source(), min_size=1, max_size=4).flatmap(
        lambda calls: st.sampled_from(("; ", "\n", ";", " ; ")).map(lambda sep: sep.join(calls))),
    hostile_text,
    st.tuples(hostile_text, call_source()).map(lambda pair: pair[0] + pair[1]),
)


def assert_clear(parsed: ParsedCalls) -> None:
    """Accepted calls are fixed points of validation; every rejection is one readable line."""
    for call in parsed.calls:
        assert audit_call(call, NOW, runs=False, allow_sensitive=True) == []
    for rejected in parsed.rejected:
        assert rejected.reason and "\n" not in rejected.reason and "Traceback" not in rejected.reason


@PROPERTY
@given(answers)
def test_parser_gives_valid_calls_or_clear_rejections(answer: str) -> None:
    parsed = parse_calls(answer, now=NOW)
    assert_clear(parsed)
    if answer.strip().rstrip(".").lower() != "none":
        assert parsed.calls or parsed.rejected


@PROPERTY
@given(named_arguments())
def test_validator_accepts_or_rejects_clearly(named: tuple[object, object]) -> None:
    name, arguments = named
    try:
        call = validate_call(name, arguments, now=NOW)  # type: ignore[arg-type]
    except CallRejected as err:
        assert err.message and "\n" not in err.message
        return
    assert audit_call(call, NOW, runs=False, allow_sensitive=True) == []


@dataclass
class RecordingBackend:
    """A fake device that keeps what it was asked to run and what was held back."""

    received: list[tuple[list[FunctionCall], dict[int, CallResult]]] = field(default_factory=list)

    def apply(self, calls: Sequence[FunctionCall], *, transcript: str, source: str,
              latencies: Mapping[str, float], now: datetime | None = None,
              decided: Mapping[int, CallResult] | None = None) -> list[CallResult]:
        held = dict(decided or {})
        self.received.append((list(calls), held))
        return [held.get(i) or CallResult(call.name, "done", "ok") for i, call in enumerate(calls)]


VALID_CALLS = [parse_calls(answer, now=NOW).calls[0] for answer in ANSWERS]


@PROPERTY
@given(st.lists(st.sampled_from(VALID_CALLS), max_size=6), st.lists(st.booleans(), min_size=6, max_size=6),
       st.booleans(), st.booleans())
def test_dispatcher_runs_a_sensitive_call_only_when_confirmed(
    calls: list[FunctionCall], answers_given: list[bool], assume_yes: bool, interactive: bool
) -> None:
    asked: list[FunctionCall] = []

    def confirm(call: FunctionCall) -> bool:
        asked.append(call)
        return answers_given[len(asked) - 1]

    backend = RecordingBackend()
    outcome = Dispatcher(backend, confirm if interactive else None, assume_yes).run(
        calls, transcript="t", source="text", latencies={}, now=NOW)
    [(received, held)] = backend.received
    sensitive = [i for i, call in enumerate(calls) if CATALOG[call.name].needs_confirmation]
    assert received == calls and len(outcome.results) == len(calls)
    assert len(asked) == (0 if assume_yes or not interactive else len(sensitive))
    confirmed = {i for n, i in enumerate(sensitive) if assume_yes or (interactive and answers_given[n])}
    assert set(held) == set(sensitive) - confirmed
    for index, call in enumerate(received):
        assert audit_call(call, NOW, runs=index not in held, allow_sensitive=index in confirmed) == []


@pytest.fixture(scope="module")
def audited() -> Iterator[AuditedDevice]:
    with tempfile.TemporaryDirectory() as tmp, SqliteDevice(Path(tmp) / "state.db") as device:
        yield AuditedDevice(device)


@PROPERTY
@given(answers)
def test_hostile_answers_reach_the_device_only_as_valid_confirmed_calls(
    audited: AuditedDevice, answer: str
) -> None:
    parsed = parse_calls(answer, now=NOW)
    outcome = Dispatcher(audited, confirm=lambda call: False).run(
        parsed.calls, transcript="t", source="text", latencies={}, now=NOW)
    assert outcome.ok, outcome.error
    assert audited.violations == []
    assert audited.snapshot().outbox == []


NUMBER_FIELDS: dict[tuple[str, str], dict[str, object]] = {
    ("set_timer", "duration_seconds"): {}, ("set_thermostat", "temperature"): {},
    ("move_robot", "distance_cm"): {"direction": "forward"}, ("set_volume", "level"): {},
    ("set_brightness", "level"): {}, ("set_lights", "brightness"): {}, ("create_reminder", "datetime"): {"text": "x"},
}
EXTREMES = (0, -1, 2**31, 2**63 - 1, 2**63, -(2**63) - 1, 10**15, 10**30, 86400 * 999_999_999)
spoken_number = st.one_of(st.integers(), st.sampled_from(EXTREMES)).flatmap(
    lambda n: st.sampled_from((n, str(n), f"{n} days", f"in {n} days", f"minus {abs(n)}", f"{n} percent")))


@PROPERTY
@given(st.sampled_from(sorted(NUMBER_FIELDS)), spoken_number)
def test_every_accepted_number_fits_the_device(audited: AuditedDevice, field_of: tuple[str, str],
                                               value: object) -> None:
    """A number the catalog accepts must run: before the bounds, 10**30 degrees failed inside SQLite."""
    name, param = field_of
    try:
        call = validate_call(name, {**NUMBER_FIELDS[field_of], param: value}, now=NOW)
    except CallRejected as err:
        assert "\n" not in err.message
        return
    outcome = Dispatcher(audited).run([call], transcript="t", source="text", latencies={}, now=NOW)
    assert outcome.ok, outcome.error
