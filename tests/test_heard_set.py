"""The heard set: a spoken run's transcripts, frozen as a text set that replays the run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.errors import VoxcallError
from benchmarks.heard_set import heard_rows, main

SOURCE = [{"text": "turn on the flashlight", "now": "2026-11-30T10:00:00",
           "calls": [{"name": "turn_on_flashlight", "arguments": {}}]},
          {"text": "how are you", "now": "2026-11-30T10:00:00", "calls": []}]


def _result(texts: list[str], source: list[dict] = SOURCE) -> dict:
    items = [{"text": text, "expected": row["calls"], "predicted": [], "exact": False}
             for text, row in zip(texts, source, strict=True)]
    return {"natural.jsonl: fine-tuned, bf16, en-us@150 clean": {"summary": {}, "items": items}}


def test_the_heard_text_replaces_the_written_one(tmp_path: Path) -> None:
    rows = heard_rows(_result(["Flashlight on!", "How are you?"]), SOURCE)
    assert [row["text"] for row in rows] == ["Flashlight on!", "How are you?"]
    assert [row["calls"] for row in rows] == [row["calls"] for row in SOURCE]
    assert {row["now"] for row in rows} == {"2026-11-30T10:00:00"}


def test_a_run_of_another_set_is_refused() -> None:
    other = [SOURCE[1], SOURCE[0]]
    with pytest.raises(VoxcallError, match="do not match"):
        heard_rows(_result(["a", "b"], other), SOURCE)
    with pytest.raises(VoxcallError, match="do not match"):
        heard_rows(_result(["a"], SOURCE[:1]), SOURCE)


def test_the_command_writes_a_set_and_explains_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    result, source, out = tmp_path / "run.json", tmp_path / "set.jsonl", tmp_path / "heard.jsonl"
    result.write_text(json.dumps(_result(["Flashlight on!", "How are you?"])))
    source.write_text("".join(json.dumps(row) + "\n" for row in SOURCE))
    assert main([str(result), str(source), "--out", str(out)]) == 0
    assert [json.loads(line)["text"] for line in out.read_text().splitlines()] == ["Flashlight on!", "How are you?"]
    result.write_text("{not json")
    assert main([str(result), str(source), "--out", str(tmp_path / "again.jsonl")]) == 1
    assert "cannot make a heard set" in capsys.readouterr().err
