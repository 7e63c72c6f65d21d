"""The ASR adapter's training data and a smoke run of its training code.

The speech set must be deterministic, use only training phrasing families'
commands, never say a sentence of the hand-written natural set, and keep the
held-out voices out; a few steps of `train_asr` on a tiny spoken set must
lower the loss, checkpoint, resume and give an adapter faster-whisper loads.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from app.settings import Settings
from data.asr_speech import HELDOUT_VOICES, TRAIN_VOICES, natural_sentences, plan, whisper_style, words_of
from data.generate import families_for
from data.slots import NO_CALL


def test_the_plan_is_deterministic_and_distinct() -> None:
    first, again = plan(300, seed=0), plan(300, seed=0)
    assert first == again and first != plan(300, seed=1)
    assert len({words_of(command.text) for command in first}) == 300


def test_a_longer_plan_extends_a_shorter_one() -> None:
    assert plan(700, seed=0)[:300] == plan(300, seed=0)


def test_no_natural_sentence_is_spoken_in_training() -> None:
    natural = natural_sentences()
    assert len(natural) > 200
    assert not natural & {words_of(command.text) for command in plan(2000, seed=0)}


def test_commands_are_in_whispers_style_and_voices_are_split() -> None:
    commands = plan(500, seed=0)
    assert all(whisper_style(command.text) for command in commands)
    assert {command.voice for command in commands} <= set(TRAIN_VOICES)
    assert not set(TRAIN_VOICES) & set(HELDOUT_VOICES)
    noisy = [command for command in commands if command.noise]
    assert 0.15 < len(noisy) / len(commands) < 0.35
    assert all(5 <= command.snr_db <= 20 for command in noisy)


def test_only_training_families_are_sampled() -> None:
    """The plan draws from `generate(..., "train")`; held-out families' sentences never come out of it."""
    heldout = {family.id for families in families_for("heldout").values() for family in families}
    training = {family.id for families in families_for("train").values() for family in families}
    assert heldout and not heldout & training
    assert any(family.function == NO_CALL for families in families_for("train").values() for family in families)


@pytest.fixture(scope="module")
def tiny_speech(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from app.synth import require_espeak
    from data.asr_speech import build

    try:
        require_espeak()
    except Exception:
        pytest.skip("espeak-ng is not installed")
    out = tmp_path_factory.mktemp("speech")
    assert build(out, 10, seed=0, settings=Settings(use_asr_adapter=False)) == 10
    return out


@pytest.mark.slow
def test_an_interrupted_build_resumes_and_a_build_grows(tiny_speech: Path) -> None:
    from data.asr_speech import build

    from models.asr_adapter import open_encoded

    lines = (tiny_speech / "manifest.jsonl").read_text().splitlines()
    assert [json.loads(line)["index"] for line in lines] == list(range(10))
    assert build(tiny_speech, 10, seed=0, settings=Settings(use_asr_adapter=False)) == 0
    before = np.array(open_encoded(tiny_speech, 10))
    assert build(tiny_speech, 12, seed=0, settings=Settings(use_asr_adapter=False)) == 2
    grown = open_encoded(tiny_speech, 12)
    assert np.array_equal(grown[:10], before) and np.abs(grown[10:].astype(np.float32)).sum() > 0


@pytest.mark.slow
def test_a_smoke_run_trains_checkpoints_resumes_and_loads(tiny_speech: Path, tmp_path: Path) -> None:
    from models.asr import SpeechRecognizer
    from models.asr_train import AsrTrainConfig, train_asr

    settings = Settings(use_asr_adapter=False, threads=1)
    config = AsrTrainConfig(speech=tiny_speech, out=tmp_path / "asr", steps=2, batch_size=4, warmup_steps=1,
                            lr=1e-3, checkpoint_every=1, validation_clips=2)
    first = train_asr(settings, config)
    assert first.steps == 2 and first.validation_loss < first.validation_loss_before
    first_losses = json.loads((config.out / "training.json").read_text())["losses"]
    config.steps = 4
    resumed = train_asr(settings, config)
    record = json.loads((config.out / "training.json").read_text())
    assert resumed.steps == 4 and len(record["losses"]) == 4 and record["losses"][:2] == first_losses
    assert resumed.validation_loss_before is None and record["result"]["validation_loss_before"] is None
    recognizer = SpeechRecognizer(Settings(asr_adapter_dir=config.out, cache_dir=tmp_path / "cache"))
    assert recognizer.model is not None
