"""The `voxcall` command-line contract, driven in-process.

The language model is replaced by a scripted caller here, so these tests pin
the CLI's wiring (input order, JSON shape, exit codes, confirmation, error
lines) quickly; `test_end_to_end.py` runs the real models.
"""

from __future__ import annotations

import io
import json
from datetime import datetime
from pathlib import Path

import pytest

from app import cli, pipeline
from app.settings import Settings
from functions.backend import SqliteDevice
from functions.parse import parse_calls
from models.caller import CallPrediction, check_command
from models.decoding import DecodeStats

SCRIPT = {
    "turn on the flashlight": "turn_on_flashlight()",
    "text john i am late": 'send_message(recipient="john", body="i am late")',
    "flashlight and alarm": 'turn_on_flashlight(); set_alarm(time="7 pm")',
    "what is the capital of peru": "none",
    "made up": 'launch_rocket(target="moon")',
}


class ScriptedCaller:
    """Answers like the model would, from SCRIPT, through the real parser."""

    load_ms = 0.0

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def predict(self, text: str, now: datetime, mode: str | None = None) -> CallPrediction:
        command = check_command(text, self.settings.max_text_chars)
        raw = SCRIPT.get(command, "none")
        parsed = parse_calls(raw, now=now)
        stats = DecodeStats(mode="plain", tokens=3, passes=3)
        return CallPrediction(command, parsed.calls, parsed.rejected, raw, stats)


@pytest.fixture(autouse=True)
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "FunctionCaller", ScriptedCaller)


def voxcall(args: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
            stdin: str = "") -> tuple[int, list[str], str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = cli.main(args)
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_parse_writes_one_json_object_per_line_in_order(monkeypatch, capsys) -> None:
    lines = ["turn on the flashlight", "what is the capital of peru", "flashlight and alarm"]
    code, out, _ = voxcall(["parse", "--now", "2026-11-30T10:00:00"], monkeypatch, capsys, "\n".join(lines) + "\n")
    assert code == 0
    objects = [json.loads(line) for line in out]
    assert [o["text"] for o in objects] == lines
    assert objects[0]["calls"] == [{"name": "turn_on_flashlight", "arguments": {}}]
    assert objects[1]["calls"] == []
    assert objects[2]["calls"][1] == {"name": "set_alarm", "arguments": {"time": "19:00", "label": None}}
    for obj in objects:
        assert set(obj) >= {"text", "calls", "latency_ms", "decode"}
        assert set(obj["decode"]) >= {"tokens", "passes", "mode"}


@pytest.mark.parametrize(
    ("line", "fragment"),
    [("", "empty"), ("x" * 100_000, "100000 characters"), ("turn on\x1b[2J the lights", "control")],
)
def test_parse_bad_line_gives_error_object_and_keeps_going(monkeypatch, capsys, line, fragment) -> None:
    stdin = f"turn on the flashlight\n{line}\nturn on the flashlight\n"
    code, out, err = voxcall(["parse"], monkeypatch, capsys, stdin)
    objects = [json.loads(o) for o in out]
    assert code == 1
    assert len(objects) == 3
    assert fragment in objects[1]["error"] and objects[1]["calls"] == []
    assert objects[2]["calls"] == [{"name": "turn_on_flashlight", "arguments": {}}]
    assert "Traceback" not in err


def test_parse_reports_calls_the_catalog_rejects_and_returns_none_of_them(monkeypatch, capsys) -> None:
    code, out, _ = voxcall(["parse"], monkeypatch, capsys, "made up\n")
    obj = json.loads(out[0])
    assert code == 0
    assert obj["calls"] == []
    assert "launch_rocket" in obj["rejected"][0]["reason"]


def test_parse_jsonl_uses_text_key_and_flags_bad_lines(monkeypatch, capsys) -> None:
    stdin = '{"text": "turn on the flashlight"}\nnot json\n{"txt": 1}\n{"text": "flashlight and alarm", "now": "2026-01-01T06:00:00"}\n'
    code, out, _ = voxcall(["parse", "--jsonl"], monkeypatch, capsys, stdin)
    objects = [json.loads(o) for o in out]
    assert code == 1
    assert len(objects) == 4
    assert objects[0]["calls"][0]["name"] == "turn_on_flashlight"
    assert "not valid JSON" in objects[1]["error"]
    assert "'text'" in objects[2]["error"]
    assert objects[3]["calls"][1]["arguments"]["time"] == "19:00"


def test_parse_never_executes(monkeypatch, capsys, tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    voxcall(["--db", str(db), "parse"], monkeypatch, capsys, "turn on the flashlight\n")
    assert not db.exists()


def test_run_text_executes_and_records_history(monkeypatch, capsys, tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    code, out, _ = voxcall(["--db", str(db), "run", "--text", "turn on the flashlight"], monkeypatch, capsys)
    assert code == 0
    assert any("[ok]" in line for line in out)
    with SqliteDevice(db) as device:
        assert device.snapshot().settings.flashlight is True
        assert device.history(5)[0].transcript == "turn on the flashlight"


def test_run_never_sends_without_confirmation_when_not_interactive(monkeypatch, capsys, tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    code, out, _ = voxcall(["--db", str(db), "run", "--text", "text john i am late"], monkeypatch, capsys)
    assert code == 0
    assert any("NOT RUN" in line for line in out)
    with SqliteDevice(db) as device:
        assert device.snapshot().outbox == []


def test_run_yes_sends(monkeypatch, capsys, tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    voxcall(["--db", str(db), "run", "--yes", "--text", "text john i am late"], monkeypatch, capsys)
    with SqliteDevice(db) as device:
        assert len(device.snapshot().outbox) == 1


def test_run_interactive_decline_sends_nothing(monkeypatch, capsys, tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    monkeypatch.setattr("app.commands._confirmer", lambda: lambda call: False)
    code, out, _ = voxcall(["--db", str(db), "run", "--text", "text john i am late"], monkeypatch, capsys)
    assert any("declined" in line for line in out)
    with SqliteDevice(db) as device:
        assert device.snapshot().outbox == []


def test_run_json_report_has_latency_breakdown(monkeypatch, capsys, tmp_path: Path) -> None:
    args = ["--db", str(tmp_path / "s.db"), "run", "--json", "--text", "turn on the flashlight"]
    code, out, _ = voxcall(args, monkeypatch, capsys)
    report = json.loads(out[0])
    assert code == 0
    assert set(report["latency"]) == {"asr_ms", "lm_ms", "exec_ms", "total_ms"}
    assert report["results"][0]["status"] == "done"


def test_database_in_unwritable_place_is_a_one_line_error(monkeypatch, capsys, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    code, _, err = voxcall(["--db", str(blocker / "state.db"), "run", "--text", "turn on the flashlight"],
                           monkeypatch, capsys)
    assert code == 1
    assert err.count("\n") == 1 and err.startswith("voxcall: error:")


def test_corrupt_database_is_a_one_line_error_and_is_left_alone(monkeypatch, capsys, tmp_path: Path) -> None:
    db = tmp_path / "state.db"
    db.write_bytes(b"this is not sqlite" * 100)
    code, _, err = voxcall(["--db", str(db), "state"], monkeypatch, capsys)
    assert code == 1 and err.startswith("voxcall: error:")
    assert db.read_bytes() == b"this is not sqlite" * 100


@pytest.mark.parametrize("content", [None, b"", b"hello, I am text"])
def test_run_bad_audio_is_a_one_line_error(monkeypatch, capsys, tmp_path: Path, content) -> None:
    path = tmp_path / "command.wav"
    if content is not None:
        path.write_bytes(content)
    code, out, err = voxcall(["--db", str(tmp_path / "s.db"), "run", "--audio", str(path)], monkeypatch, capsys)
    assert code == 1
    assert out == []
    assert err.count("\n") == 1 and err.startswith("voxcall: error:")


def test_bad_setting_is_a_one_line_error(monkeypatch, capsys) -> None:
    monkeypatch.setenv("VOXCALL_MAX_NEW_TOKENS", "lots")
    code, _, err = voxcall(["parse"], monkeypatch, capsys, "turn on the flashlight\n")
    assert code == 1
    assert "VOXCALL_MAX_NEW_TOKENS" in err and "Traceback" not in err


def test_state_shows_what_run_did(monkeypatch, capsys, tmp_path: Path) -> None:
    db = str(tmp_path / "state.db")
    voxcall(["--db", db, "run", "--text", "turn on the flashlight"], monkeypatch, capsys)
    code, out, _ = voxcall(["--db", db, "state", "--json"], monkeypatch, capsys)
    data = json.loads(out[0])
    assert code == 0
    assert data["state"]["settings"]["flashlight"] is True
    assert data["history"][0]["transcript"] == "turn on the flashlight"
