"""The ASR adapter's plumbing: CTranslate2's file format, the torch decoder, merging, prompts.

The real-weight tests pin the properties the adapter rests on: reading and
writing `model.bin` loses nothing, the torch decoder hears what CTranslate2
hears, an untrained (zero) LoRA merges to the very same file, and a trained
one changes only the decoder's layers.
"""

from __future__ import annotations

import filecmp
from pathlib import Path

import numpy as np
import pytest
import torch

from app.settings import Settings
from models.asr_adapter import adapted_whisper_dir, command_tokenizer, prompt_ids, transcript_ids
from models.ct2_format import Ct2Model, read_model_bin, write_model_bin
from models.weights import whisper_dir


def test_a_model_file_round_trips(tmp_path: Path) -> None:
    model = Ct2Model(spec="TinySpec", revision=3, variables={
        "a/weight": np.arange(6, dtype=np.float16).reshape(2, 3), "a/scalar": np.array(4, dtype=np.int16),
        "b/bias": np.linspace(0, 1, 5, dtype=np.float32)}, aliases={"c/weight": "a/weight"})
    write_model_bin(model, tmp_path / "model.bin")
    back = read_model_bin(tmp_path / "model.bin")
    assert (back.spec, back.revision, back.aliases) == ("TinySpec", 3, {"c/weight": "a/weight"})
    assert list(back.variables) == list(model.variables)
    for name, value in model.variables.items():
        assert back.variables[name].dtype == value.dtype and np.array_equal(back.variables[name], value)


def test_another_binary_version_is_refused(tmp_path: Path) -> None:
    from app.errors import ModelError

    (tmp_path / "model.bin").write_bytes((5).to_bytes(4, "little") + b"\0" * 16)
    with pytest.raises(ModelError, match="binary version 5"):
        read_model_bin(tmp_path / "model.bin")


def test_the_command_prompt_is_faster_whispers() -> None:
    """The ids training feeds are the ones faster-whisper builds for a prompted command without timestamps."""
    from types import SimpleNamespace

    from faster_whisper import WhisperModel

    tokenizer = command_tokenizer(whisper_dir(Settings().cache_dir))
    prompt = Settings().asr_prompt
    previous = tokenizer.encode(" " + prompt)
    whisper = SimpleNamespace(max_length=448)
    assert prompt_ids(tokenizer, prompt) == WhisperModel.get_prompt(whisper, tokenizer, previous,
                                                                    without_timestamps=True)
    assert prompt_ids(tokenizer, None) == WhisperModel.get_prompt(whisper, tokenizer, [], without_timestamps=True)
    assert transcript_ids(tokenizer, "Mute.")[-1] == tokenizer.eot
    assert tokenizer.decode(transcript_ids(tokenizer, "Mute.")[:-1]) == " Mute."


@pytest.fixture(scope="module")
def base_model() -> Ct2Model:
    return read_model_bin(whisper_dir(Settings().cache_dir) / "model.bin")


def saved_adapter(base: Ct2Model, path: Path, scale: float) -> Path:
    """A LoRA on the decoder saved as `voxcall train-asr` saves one; scale 0 leaves B at zero (untrained)."""
    from peft import LoraConfig, get_peft_model

    from models.asr_adapter import TARGET_MODULES
    from models.whisper_decoder import load_decoder

    torch.manual_seed(0)
    model = get_peft_model(load_decoder(base), LoraConfig(r=4, lora_alpha=8, target_modules=list(TARGET_MODULES)))
    for name, param in model.named_parameters():
        if "lora_B" in name:
            torch.nn.init.normal_(param, std=scale) if scale else torch.nn.init.zeros_(param)
    model.save_pretrained(path)
    return path


@pytest.mark.slow
def test_the_torch_decoder_writes_back_byte_for_byte(base_model: Ct2Model, tmp_path: Path) -> None:
    from models.whisper_decoder import load_decoder, store_decoder

    write_model_bin(store_decoder(load_decoder(base_model), base_model), tmp_path / "model.bin")
    assert filecmp.cmp(tmp_path / "model.bin", whisper_dir(Settings().cache_dir) / "model.bin", shallow=False)


@pytest.mark.slow
def test_the_torch_decoder_hears_what_ctranslate2_hears(base_model: Ct2Model) -> None:
    """Greedy decoding of one spoken command: the same tokens from torch (float32) and CTranslate2 (int8)."""
    from faster_whisper import WhisperModel
    from faster_whisper.audio import pad_or_trim

    from app.synth import Voice, require_espeak, speak
    from models.whisper_decoder import load_decoder, logits

    try:
        require_espeak()
    except Exception:
        pytest.skip("espeak-ng is not installed")
    model_dir = whisper_dir(Settings().cache_dir)
    whisper = WhisperModel(str(model_dir), device="cpu", compute_type="int8")
    tokenizer = command_tokenizer(model_dir)
    prompt = prompt_ids(tokenizer, Settings().asr_prompt)
    features = pad_or_trim(whisper.feature_extractor(speak("set a timer for ten minutes", Voice()).samples)[:, :-1])
    encoded = whisper.encode(features)
    expected = whisper.model.generate(encoded, [prompt], beam_size=1, max_length=64)[0].sequences_ids[0]
    decoder, states, ids = load_decoder(base_model), torch.from_numpy(np.array(encoded)).float(), list(prompt)
    with torch.no_grad():
        while len(ids) < len(prompt) + 30:
            hidden = decoder(input_ids=torch.tensor([ids]), encoder_hidden_states=states).last_hidden_state
            token = int(logits(decoder, hidden[0, -1]).argmax())
            if token == tokenizer.eot:
                break
            ids.append(token)
    assert ids[len(prompt):] == expected
    assert "timer" in tokenizer.decode(expected).lower()


@pytest.mark.slow
def test_an_untrained_adapter_merges_to_the_same_weights(base_model: Ct2Model, tmp_path: Path) -> None:
    """Equal in value: adding a zero update turns a stored -0.0 into +0.0, nothing else changes."""
    adapter = saved_adapter(base_model, tmp_path / "zero", scale=0.0)
    merged = read_model_bin(adapted_whisper_dir(tmp_path / "cache", adapter) / "model.bin")
    assert list(merged.variables) == list(base_model.variables) and merged.aliases == base_model.aliases
    for name, value in base_model.variables.items():
        assert merged.variables[name].dtype == value.dtype and np.array_equal(merged.variables[name], value), name


@pytest.mark.slow
def test_a_trained_adapter_changes_only_decoder_layers(base_model: Ct2Model, tmp_path: Path) -> None:
    adapter = saved_adapter(base_model, tmp_path / "trained", scale=0.05)
    merged_dir = adapted_whisper_dir(tmp_path / "cache", adapter)
    merged = read_model_bin(merged_dir / "model.bin")
    changed = {name for name, value in base_model.variables.items()
               if not np.array_equal(value, merged.variables[name])}
    assert changed and all(name.startswith("decoder/layer_") and "layer_norm" not in name for name in changed)
    assert merged.aliases == base_model.aliases
    assert merged_dir.name.startswith("whisper-base-ct2-asr-")
    assert adapted_whisper_dir(tmp_path / "cache", adapter) == merged_dir


SLICE = slice(0, None, 6)
"""Every sixth hand-written natural command (40): never spoken in the adapter's training."""


@pytest.mark.slow
def test_the_committed_adapter_hears_natural_commands_better() -> None:
    """espeak-ng en-us@150 through Whisper base with and without the committed adapter, same clips."""
    import json

    from app.dictation_scoring import edit_distance, words
    from app.synth import Voice, require_espeak, speak
    from models.asr import SpeechRecognizer

    try:
        require_espeak()
    except Exception:
        pytest.skip("espeak-ng is not installed")
    natural = Path(__file__).parent / "data" / "natural.jsonl"
    said = [json.loads(line)["text"] for line in natural.read_text().splitlines() if line.strip()][SLICE]
    clips = [speak(text, Voice("en-us", 150)) for text in said]
    errors = {}
    for adapted in (False, True):
        recognizer = SpeechRecognizer(Settings(use_asr_adapter=adapted))
        heard = [recognizer.transcribe(clip).text for clip in clips]
        errors[adapted] = sum(edit_distance(words(h), words(s)) for h, s in zip(heard, said, strict=True))
    total = sum(len(words(text)) for text in said)
    assert errors[True] / total < 0.12, errors
    assert errors[True] < 0.6 * errors[False], errors
