"""Side-by-side eval runs: the moved commands and their verdicts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.errors import VoxcallError
from benchmarks.compare_evals import compare, load_run, main
from eval_runs import write_run

CALL = [{"name": "call_contact", "arguments": {"name": "andrew"}}]
CUT = [{"name": "call_contact", "arguments": {"name": "rew"}}]
CASED = [{"name": "call_contact", "arguments": {"name": "Andrew"}}]


def _run(path: Path, predictions: list[list[dict]]) -> Path:
    return write_run(path, CALL, predictions, [p in (CALL, CASED) for p in predictions])


def test_moved_commands_are_tagged(tmp_path: Path) -> None:
    first = load_run(_run(tmp_path / "a.json", [CUT, CALL, CUT, CALL, CALL]))
    second = load_run(_run(tmp_path / "b.json", [CALL, CUT, [], CALL, CASED]))
    result = compare(first, second, ("a", "b"))
    assert result["exact"] == {"a": 3, "b": 3}
    assert [item["verdict"] for item in result["moved"]] == ["fixed", "broken", "both wrong", "both right"]
    assert result["moved"][0]["a"] == CUT and result["moved"][0]["b"] == CALL


def test_runs_of_different_commands_are_refused(tmp_path: Path) -> None:
    first = load_run(_run(tmp_path / "a.json", [CALL]))
    second = load_run(_run(tmp_path / "b.json", [CALL]))
    second["items"][0]["text"] = "another command"
    with pytest.raises(VoxcallError):
        compare(first, second, ("a", "b"))


def test_runs_of_different_machines_are_refused_and_unrecorded_ones_taken(tmp_path: Path) -> None:
    """bf16 outputs depend on the CPU (M2's unseen names: 238 on an Intel Xeon, 239 on an AMD EPYC)."""
    xeon, epyc = {"cpu": "Intel Xeon", "bf16_hardware": "amx"}, {"cpu": "AMD EPYC", "bf16_hardware": "avx512_bf16"}
    first = load_run(write_run(tmp_path / "a.json", CALL, [CALL], [True], machine=xeon))
    with pytest.raises(VoxcallError, match="different machines"):
        compare(first, load_run(write_run(tmp_path / "b.json", CALL, [CALL], [True], machine=epyc)), ("a", "b"))
    same = write_run(tmp_path / "c.json", CALL, [CUT], [False], machine=xeon)
    unrecorded = _run(tmp_path / "d.json", [CUT])
    for second in (same, unrecorded):
        assert compare(first, load_run(second), ("a", "b"))["exact"] == {"a": 1, "b": 0}


def test_cli_writes_the_comparison_and_says_what_is_wrong(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    a, b = _run(tmp_path / "a.json", [CUT]), _run(tmp_path / "b.json", [CALL])
    assert main([str(a), str(b), "--out", str(tmp_path / "c.json")]) == 0
    assert json.loads((tmp_path / "c.json").read_text())["moved"][0]["verdict"] == "fixed"
    assert main([str(a), str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
