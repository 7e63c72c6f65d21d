"""A smoke run of the training code: a few steps on a tiny slice, then resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from transformers import AutoTokenizer

from app.cli import main
from app.settings import Settings
from models.lm import resolve_model_dir
from models.train import IGNORE, TrainConfig, encode_example, train

SMOKE = Path(__file__).parent / "data" / "smoke_train.jsonl"


@pytest.fixture(scope="module")
def tokenizer():
    return AutoTokenizer.from_pretrained(resolve_model_dir(Settings()))


def test_loss_is_on_the_answer_only(tokenizer) -> None:
    ids, labels = encode_example(tokenizer, "turn on the flashlight", "turn_on_flashlight()", 96)
    answer = [label for label in labels if label != IGNORE]
    assert len(ids) == len(labels)
    assert tokenizer.decode(answer) == "turn_on_flashlight()<|im_end|>"
    assert labels[: len(labels) - len(answer)] == [IGNORE] * (len(labels) - len(answer))


@pytest.mark.slow
def test_smoke_training_saves_and_resumes(tokenizer, tmp_path: Path) -> None:
    config = TrainConfig(data=SMOKE, out=tmp_path / "adapter", batch_size=4, max_steps=2, checkpoint_every=1)
    first = train(Settings(), config, tokenizer)
    assert first.steps == 2
    assert (config.out / "adapter_model.safetensors").is_file()
    assert (config.out / "checkpoint" / "trainer_state.pt").is_file()
    config.max_steps = 3
    second = train(Settings(), config, tokenizer)
    log = json.loads((config.out / "training.json").read_text())
    assert second.steps == 3
    assert len(log["losses"]) == 3
    assert all(loss > 0 for loss in log["losses"])


@pytest.mark.slow
def test_neftune_noise_reaches_the_training_loss(tokenizer, tmp_path: Path) -> None:
    """The first step sees the base weights (LoRA B starts at zero): only the noise can change its loss."""
    first_losses = []
    for run, alpha in enumerate((0.0, 0.0, 5.0)):
        config = TrainConfig(data=SMOKE, out=tmp_path / f"run{run}", batch_size=4, max_steps=1, neftune_alpha=alpha)
        train(Settings(), config, tokenizer)
        log = json.loads((config.out / "training.json").read_text())
        assert log["config"]["neftune_alpha"] == alpha
        first_losses.append(log["losses"][0])
    assert first_losses[0] == first_losses[1]
    assert first_losses[2] != first_losses[0]


def test_the_cli_refuses_a_negative_noise_scale(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "adapter"
    assert main(["train", "--data", str(SMOKE), "--out", str(out), "--neftune-alpha", "-1"]) == 1
    assert "--neftune-alpha -1.0 is negative" in capsys.readouterr().err
    assert not out.exists()
