"""The committed fine-tuned adapter, scored on a fixed slice of the natural set.

The threshold sits a few points under what the adapter measured when it was
committed (see assets/adapters/calls/MODEL_CARD.md), so a regression in the
prompt, the grammar, the parser or the adapter itself fails here.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from app.evaluate import load_items, score
from app.pipeline import Pipeline
from app.settings import BUNDLED_ADAPTER, Settings

pytestmark = pytest.mark.slow

NATURAL = Path(__file__).parent / "data" / "natural.jsonl"
SLICE = 60  # measured 59/60 (float32) and 59/60 (bf16) exact when adapter I was committed (H: 59 and 58)
MIN_EXACT = 0.9


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Pipeline:
    assert (BUNDLED_ADAPTER / "adapter_config.json").is_file(), "the fine-tuned adapter is not committed"
    return Pipeline(Settings(db_path=tmp_path_factory.mktemp("adapter") / "state.db"))


@pytest.fixture(scope="module")
def report(pipeline: Pipeline):
    return score(pipeline, load_items(NATURAL, SLICE), "plain")


def test_fine_tuned_adapter_scores_above_threshold(report) -> None:
    summary = report.summary()
    assert summary["exact_match"] >= MIN_EXACT, summary


def test_every_output_is_valid(report) -> None:
    assert report.summary()["valid_outputs"] == 1.0


@pytest.mark.parametrize(("command", "name", "argument"), [
    ("call andrew", "call_contact", "name"),
    ("please call andrea", "call_contact", "name"),
    ("text isabel i am running late", "send_message", "recipient"),
])
def test_a_name_is_copied_whole(pipeline: Pipeline, command: str, name: str, argument: str) -> None:
    """The adapter of 2026-12-03 with starts inside words wrote "rew" for "andrew" and "abel" for "isabel"."""
    calls = pipeline.predict(command, datetime(2026, 12, 4, 10, 0), "plain").calls
    assert [call.name for call in calls] == [name], calls
    assert calls[0].arguments[argument] == command.split()[-1 if argument == "name" else 1]


@pytest.mark.parametrize(("command", "direction", "cm"), [
    ("drive forward two meters", "forward", 200),
    ("robot go left 3 feet", "left", 91),
])
def test_a_distance_in_another_unit_reaches_the_robot_in_centimetres(
    pipeline: Pipeline, command: str, direction: str, cm: int
) -> None:
    """The adapter writes `distance_cm=2` for "two meters"; `functions.lengths` makes it 200."""
    calls = pipeline.predict(command, datetime(2026, 12, 4, 10, 0), "plain").calls
    assert [call.to_json() for call in calls] == [
        {"name": "move_robot", "arguments": {"direction": direction, "distance_cm": cm}}
    ]
