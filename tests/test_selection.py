"""The selection step: which sets choose, the side-by-side table, and a clear error for a missing set."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.machine import identity
from benchmarks.selection import SELECTION_SETS, base_is_current, main, side_by_side, table
from eval_runs import write_run

CALL = [{"name": "get_time", "arguments": {}}]


def _run(path: Path, exact: list[bool]) -> Path:
    predicted = [CALL if ok else [] for ok in exact]
    return write_run(path, CALL, predicted, exact, no_call_precision=1.0, no_call_recall=0.95, valid_outputs=1.0)


def test_reporting_sets_never_choose() -> None:
    """Held-out lines after 500 and the fresh split report; they must not be selection sets."""
    by_name = {s.name: s for s in SELECTION_SETS}
    assert by_name["heldout500"].limit == 500
    assert all("fresh.jsonl" not in str(s.path) for s in SELECTION_SETS)
    assert all(s.path.is_file() or s.make for s in SELECTION_SETS)


def test_table_counts_each_set_and_the_sum(tmp_path: Path) -> None:
    rows = {
        "natural": side_by_side(_run(tmp_path / "a.json", [True, True, False]),
                                _run(tmp_path / "b.json", [True, False, True]), "k"),
        "fresh2": side_by_side(_run(tmp_path / "c.json", [False, False]), _run(tmp_path / "d.json", [True, True]), "k"),
    }
    text = table(rows, "k").splitlines()
    assert text[0].startswith("natural") and "base     2" in text[0] and "(+0)" in text[0]
    assert "'fixed': 1, 'broken': 1" in text[0]
    assert "(+2)" in text[1]
    assert text[2].split() == ["sum", "base", "2", "k", "4", "(+2)"]


def test_a_missing_set_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main([str(tmp_path), "--name", "k", "--out-dir", str(tmp_path / "out"), "--sets", "fresh2"]) == 2
    assert "data/build/fresh2.jsonl is missing" in capsys.readouterr().err


def test_a_baseline_is_reused_only_on_the_machine_that_measured_it(tmp_path: Path) -> None:
    here = identity()
    elsewhere = {**here, "cpu": "another CPU"}
    assert base_is_current(write_run(tmp_path / "here.json", CALL, [CALL], [True], machine=here), here)
    assert not base_is_current(write_run(tmp_path / "there.json", CALL, [CALL], [True], machine=elsewhere), here)
    assert not base_is_current(write_run(tmp_path / "unrecorded.json", CALL, [CALL], [True]), here)
    assert not base_is_current(tmp_path / "missing.json", here)


def test_a_float32_round_passes_its_precision_and_never_reuses_a_bf16_baseline(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a CPU without native bf16 a round may be measured in float32 (`--quantization none`); its files are
    named apart, so a bf16 baseline measured on the same machine is measured again, not compared with."""
    out = tmp_path / "out"
    out.mkdir()
    write_run(out / "base-natural.json", CALL, [[]], [False], machine=identity())
    asked: list[tuple[str, str]] = []

    def fake_evaluate(selection, adapter, path, env, quantization="bf16"):  # noqa: ANN001, ANN202
        asked.append((path.name, quantization))
        return _run(path, [True])

    monkeypatch.setattr("benchmarks.selection.evaluate", fake_evaluate)
    assert main([str(tmp_path), "--name", "k", "--out-dir", str(out), "--sets", "natural",
                 "--quantization", "none"]) == 0
    assert asked == [("base-natural-none.json", "none"), ("k-natural-none.json", "none")]
    assert (out / "k-vs-base-natural-none.json").is_file()
