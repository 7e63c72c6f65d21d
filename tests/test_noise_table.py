"""The README's noise table joins the commands' run with the no-call lines' run per condition."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.noise_table import table

CALL = [{"name": "turn_on_flashlight", "arguments": {}}]


def item(expected: list, predicted: list) -> dict:
    return {"expected": expected, "predicted": predicted}


def write(path: Path, condition: str, items: list[dict], summary: dict) -> Path:
    path.write_text(json.dumps({f"natural.jsonl: fine-tuned, none, {condition}": {"summary": summary,
                                                                                  "items": items}}))
    return path


def test_refused_commands_count_against_precision_and_calls_on_chit_chat_against_recall(tmp_path: Path) -> None:
    summary = {"items": 2, "exact_match": 0.5, "name_accuracy": 0.5, "heard_nothing": 1, "transcript_wer": 0.25}
    commands = write(tmp_path / "c.json", "en-us@150 + white 5 dB", [item(CALL, CALL), item(CALL, [])], summary)
    chit_chat = write(tmp_path / "n.json", "en-us@150 + white 5 dB",
                      [item([], []), item([], []), item([], []), item([], CALL)], {"items": 4, "heard_nothing": 0})
    row = table(commands, chit_chat).splitlines()[-1]
    assert row == "| en-us@150 + white 5 dB | 50.0% | 50.0% | 75.0% / 75.0% | 1 | 25.0% |"


def test_conditions_missing_from_either_run_are_left_out(tmp_path: Path) -> None:
    summary = {"items": 1, "exact_match": 1.0, "name_accuracy": 1.0}
    commands = write(tmp_path / "c.json", "en-us@150 clean", [item(CALL, CALL)], summary)
    chit_chat = write(tmp_path / "n.json", "en-us@150 + babble 5 dB", [item([], [])], {"items": 1})
    assert len(table(commands, chit_chat).splitlines()) == 2
