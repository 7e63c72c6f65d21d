"""parse_calls reads the model's answer safely; format_calls writes it back."""

from __future__ import annotations

import json
from datetime import datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from functions.catalog import CATALOG
from functions.parse import MAX_ANSWER_CHARS, format_calls, parse_calls
from functions.registry import validate_call

NOW = datetime(2025, 3, 5, 10, 20, 33)  # a Wednesday

# One answer per function, as a model would write it.
ANSWERS = [
    "turn_on_flashlight()",
    "turn_off_flashlight()",
    'create_contact(first_name="Ada", last_name="Lovelace", phone_number="555 0100", email="ada@example.com")',
    'send_email(to="bob@example.com", subject="Lunch", body="Table for two; 12:30?")',
    "show_map(query='Golden Gate Bridge')",
    "open_wifi_settings()",
    'create_calendar_event(title="Dentist", datetime="2025-03-06T15:00:00")',
    "set_bluetooth(enabled=true)",
    "set_do_not_disturb(enabled=False)",
    "set_brightness(level=40)",
    "set_volume(level=20)",
    'adjust_volume(direction="up")',
    "set_mute(muted=true)",
    'set_alarm(time="07:30", label="gym")',
    "cancel_alarm(time=null)",
    'set_timer(duration_seconds=300, label="eggs")',
    "cancel_timer(label=None)",
    "get_time()",
    'create_reminder(text="call mom", datetime="2025-03-07T17:00:00")',
    'add_to_list(item="oat milk", list_name="shopping")',
    'create_note(text="He said \\"hi\\" and left")',
    'send_message(recipient="Sam", body="running late")',
    'call_contact(name="Mom")',
    'get_weather(location="Paris", date="2025-03-06")',
    'set_lights(on=true, room="kitchen", brightness=30, color="warm white")',
    "set_thermostat(temperature=-2)",
    'play_media(query="This American Life", media_type="podcast")',
    'control_media(action="stop")',
    'move_robot(direction="forward", distance_cm=50)',
    "stop_robot()",
]


def test_every_function_has_an_answer_example() -> None:
    assert sorted(answer.split("(", 1)[0] for answer in ANSWERS) == sorted(CATALOG)


@pytest.mark.parametrize("answer", ANSWERS, ids=[a.split("(", 1)[0] for a in ANSWERS])
def test_each_answer_parses_to_one_call_and_round_trips(answer: str) -> None:
    parsed = parse_calls(answer, now=NOW)
    assert parsed.rejected == []
    assert len(parsed.calls) == 1
    again = parse_calls(format_calls(parsed.calls), now=NOW)
    assert [c.to_json() for c in again.calls] == [c.to_json() for c in parsed.calls]


def test_several_calls_keep_spoken_order() -> None:
    parsed = parse_calls('set_alarm(time="07:30"); set_lights(on=true, room="Kitchen", brightness=30)', now=NOW)
    assert [c.to_json() for c in parsed.calls] == [
        {"name": "set_alarm", "arguments": {"time": "07:30", "label": None}},
        {"name": "set_lights", "arguments": {"on": True, "room": "kitchen", "brightness": 30, "color": None}},
    ]


def test_the_whole_catalog_round_trips_as_one_answer() -> None:
    calls = parse_calls("; ".join(ANSWERS), now=NOW).calls
    assert len(calls) == 30
    text = format_calls(calls)
    assert format_calls(parse_calls(text, now=NOW).calls) == text


def test_format_omits_nulls_and_uses_the_answer_literals() -> None:
    calls = parse_calls("set_lights(on=false, brightness=30); cancel_alarm()").calls
    assert format_calls(calls) == "set_lights(on=false, brightness=30); cancel_alarm()"
    assert format_calls([]) == "none"


@pytest.mark.parametrize("answer", ["none", "None", " NONE. ", "none\n"])
def test_none_means_no_call(answer: str) -> None:
    parsed = parse_calls(answer)
    assert parsed.calls == [] and parsed.rejected == []


def test_separators_inside_strings_are_text() -> None:
    parsed = parse_calls("send_message(recipient='Sam', body='one; two'); get_time()")
    assert [c.name for c in parsed.calls] == ["send_message", "get_time"]
    assert parsed.calls[0].arguments["body"] == "one; two"


def test_newlines_also_separate_calls() -> None:
    assert [c.name for c in parse_calls("get_time()\nstop_robot()").calls] == ["get_time", "stop_robot"]


def test_spoken_values_are_normalised_while_parsing() -> None:
    parsed = parse_calls('set_timer(duration_seconds="an hour and a half"); set_volume(level="fifty percent")')
    assert [c.arguments for c in parsed.calls] == [{"duration_seconds": 5400, "label": None}, {"level": 50}]


def test_one_bad_call_does_not_sink_the_others() -> None:
    parsed = parse_calls('get_time(); set_alarm(time="25:00"); stop_robot()')
    assert [c.name for c in parsed.calls] == ["get_time", "stop_robot"]
    assert len(parsed.rejected) == 1
    assert parsed.rejected[0].text == 'set_alarm(time="25:00")'
    assert parsed.rejected[0].reason.startswith("set_alarm: argument 'time'")


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ('send_email(to=__import__("os").system("rm -rf /"), subject="x")', "must be a string, number"),
        ("set_alarm(**x)", "**arguments are not allowed"),
        ('set_alarm("07:30")', "positional arguments"),
        ('set_alarm(time=get_time())', "must be a string, number"),
        ('os.system("ls")', "not a call"),
        ('__import__("os").system("ls")', "not a call"),
        ("set_alarm(time=x.y)", "must be a string, number"),
        ("set_alarm(time=x[0])", "must be a string, number"),
        ("set_alarm(time=lambda: 1)", "must be a string, number"),
        ('set_alarm(time=f"{open(1)}")', "must be a string, number"),
        ("set_alarm(time=__debug__)", "must be a string, number"),
        ("set_alarm(time=[1])", "must be a string, number"),
        ('set_alarm(time=b"07:30")', "must be a string, number"),
        ("set_alarm(time=1e999)", "finite"),
        ('set_alarm(time="07:00", time="08:00")', "given twice"),
        ('set_alarm(time="07:00"', "not a call"),
        ('set_alarm(time="07:00", snooze=1)', "unknown argument 'snooze'"),
        ('rm_rf(path="/")', "unknown function"),
        ("set_volume(level=1+1)", "must be a string, number"),
        ("get_time(); none", "'none' must be the whole answer"),
    ],
)
def test_anything_but_literal_keyword_calls_is_rejected(answer: str, reason: str) -> None:
    parsed = parse_calls(answer)
    assert [r.reason for r in parsed.rejected if reason in r.reason], parsed.rejected
    assert all(c.name == "get_time" for c in parsed.calls)


@pytest.mark.parametrize(
    "answer",
    ["hello there!", "I'm sorry, I can't do that.", "", "   ", ";", " ;\n; ", "{}", '{"name": "set_alarm"}', "(" * 5000,
     "set_volume(level=" + "-" * 50_000 + "1)", "\x00", "set_alarm(time='\udcff')"],
)
def test_garbage_gives_no_call_and_one_rejection(answer: str) -> None:
    parsed = parse_calls(answer)
    assert parsed.calls == []
    assert len(parsed.rejected) == 1


def test_a_100_kb_answer_is_rejected_without_parsing() -> None:
    answer = 'create_note(text="' + "x" * 100_000 + '")'
    parsed = parse_calls(answer)
    assert parsed.calls == []
    expected = f"answer too long ({len(answer)} characters, at most {MAX_ANSWER_CHARS})"
    assert [r.reason for r in parsed.rejected] == [expected]
    assert len(parsed.rejected[0].text) <= 200


def test_a_long_argument_is_rejected_by_the_text_cap() -> None:
    parsed = parse_calls('create_note(text="' + "x" * 10_000 + '")')
    assert parsed.calls == []
    assert "too long" in parsed.rejected[0].reason


def _assert_calls_validate(text: str) -> None:
    """The property: no exception, and every accepted call is a fixed point of validation."""
    parsed = parse_calls(text, now=NOW)
    for call in parsed.calls:
        again = validate_call(call.name, call.arguments, now=NOW)
        assert again.arguments == call.arguments
    if not parsed.calls and not parsed.rejected:
        assert text.strip().rstrip(".").lower() == "none"


@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    _assert_calls_validate(text)


_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-1000, 100_000), st.text(max_size=40),
    st.sampled_from(["07:30", "seven thirty", "tomorrow at 3 pm", "five minutes", "fifty percent", "Kitchen", "up"]),
)


@st.composite
def _call_texts(draw: st.DrawFn) -> str:
    """Calls shaped like real answers: catalog names, their parameters, any literal."""
    name = draw(st.sampled_from(sorted(CATALOG)))
    params = [field.alias or key for key, field in CATALOG[name].model_fields.items()]
    chosen = draw(st.lists(st.sampled_from([*params, "extra"]), unique=True, max_size=5)) if params else []
    args = ", ".join(f"{key}={_literal(draw(_VALUES))}" for key in chosen)
    return f"{name}({args})"


def _literal(value: object) -> str:
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    return json.dumps(value) if isinstance(value, str) else repr(value)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_call_texts(), min_size=1, max_size=4))
def test_generated_calls_validate_and_round_trip(texts: list[str]) -> None:
    answer = "; ".join(texts)
    _assert_calls_validate(answer)
    parsed = parse_calls(answer, now=NOW)
    assert len(parsed.calls) + len(parsed.rejected) == len(texts)
    again = parse_calls(format_calls(parsed.calls), now=NOW)
    assert [c.to_json() for c in again.calls] == [c.to_json() for c in parsed.calls]


def test_an_unexpected_validator_error_is_a_rejection(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("bug")

    monkeypatch.setattr("functions.parse.validate_call", broken)
    parsed = parse_calls("get_time()")
    assert parsed.calls == []
    assert [r.reason for r in parsed.rejected] == ["get_time: could not be validated (RuntimeError)"]
