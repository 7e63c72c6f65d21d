"""`benchmarks.selection_audit`: pairing each candidate's selection changes with its held-out 501-2,000 change."""

import json
from pathlib import Path

import pytest

from benchmarks.selection import SELECTION_SETS
from benchmarks.selection_audit import candidates, correlations, main


def _write(path: Path, base: str, base_exact: int, label: str, exact: int) -> None:
    path.write_text(json.dumps({"exact": {base: base_exact, label: exact}}))


def _round(results: Path, name: str, label: str, heldout_change: int, rest_change: int, base: str = "m2") -> None:
    folder = results / f"calls-run-{name}"
    folder.mkdir(parents=True, exist_ok=True)
    for selection in SELECTION_SETS:
        change = heldout_change if selection.name == "heldout500" else 0
        _write(folder / f"{label}-vs-base-{selection.name}.json", "base", 100, label, 100 + change)
    _write(folder / f"rest-{base}-vs-{label}-bf16.json", base.upper(), 1000, label.upper(), 1000 + rest_change)


def test_changes_pair_up_and_correlate(tmp_path: Path) -> None:
    _round(tmp_path, "a", "a1", -4, -8)
    _round(tmp_path, "a", "a2", 1, 2)
    _round(tmp_path, "b", "b1", 3, 5)
    found = candidates(tmp_path)
    assert [(c.round, c.name, c.selection["heldout500"], c.rest) for c in found] == [
        ("a", "a1", -4, -8), ("a", "a2", 1, 2), ("b", "b1", 3, 5)]
    corr = correlations(found)
    assert corr["heldout500"] == pytest.approx(0.998, abs=0.002)
    assert corr["sum"] == corr["heldout500"]
    assert corr["fresh2"] is None


def test_candidates_without_every_selection_record_are_skipped(tmp_path: Path) -> None:
    _round(tmp_path, "a", "a1", 1, 1)
    (tmp_path / "calls-run-a" / "a1-vs-base-names.json").unlink()
    assert candidates(tmp_path) == []


def test_a_set_added_later_is_paired_only_where_it_was_measured(tmp_path: Path) -> None:
    """Rounds before heldout_val existed stay in the audit; its own r waits for three candidates measured on it."""
    for name, label, change in (("a", "a1", -4), ("b", "b1", 1), ("c", "c1", 3)):
        _round(tmp_path, name, label, change, change)
    (tmp_path / "calls-run-a" / "a1-vs-base-heldout_val.json").unlink()
    found = candidates(tmp_path)
    assert [c.name for c in found] == ["a1", "b1", "c1"] and "heldout_val" not in found[0].selection
    assert correlations(found)["heldout_val"] is None
    assert correlations(found)["heldout500"] == pytest.approx(1.0)


def test_too_few_candidates_is_an_error_not_a_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _round(tmp_path, "a", "a1", 1, 1)
    assert main(["--results", str(tmp_path)]) == 1
    assert "need 3" in capsys.readouterr().err


def test_committed_records_give_a_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "audit.json"
    assert main(["--json", str(out)]) == 0
    record = json.loads(out.read_text())
    assert len(record["candidates"]) >= 17
    assert set(record["pearson_r"]) == {s.name for s in SELECTION_SETS} | {"sum"}
    assert "heldout500" in capsys.readouterr().out


def test_skipped_rounds_leave_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name, label, change in (("a", "a1", -4), ("b", "b1", 1), ("b", "b2", 3), ("c", "c1", 2)):
        _round(tmp_path, name, label, change, change)
    assert main(["--results", str(tmp_path), "--skip", "a"]) == 0
    out = capsys.readouterr().out
    assert "a1" not in out and "b1" in out and "(n=3)" in out
