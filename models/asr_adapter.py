"""The ASR adapter: a LoRA on Whisper base's text decoder, folded into a CTranslate2 copy.

Whisper base hears espeak-ng and terse device commands badly ("turn blue to
sun", "a mute"); a transcript that is wrong in a name or a number cannot be
repaired downstream. The adapter is trained on spoken training commands
(`data.asr_speech`, `models.asr_train`) and merged, once, into a copy of
Whisper's `model.bin` in the cache (`whisper-base-ct2-asr-<digest>`), so
faster-whisper loads an ordinary model and pays nothing per command. The
encoder is untouched, so are the tokenizer, the VAD and the dictation path's
hotwords.

Commands are decoded without timestamps (`<|notimestamps|>`): they are one
short segment, and training needs no timing labels.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from app.errors import ModelError
from app.settings import Settings
from models.weights import WHISPER_SIDE_FILES, build_atomically, stamp_matches, whisper_dir

if TYPE_CHECKING:
    from faster_whisper.tokenizer import Tokenizer
    from transformers.models.whisper.modeling_whisper import WhisperDecoder

log = logging.getLogger(__name__)

ADAPTER_FILE = "adapter_model.safetensors"
FRAMES, WIDTH = 1500, 512
"""Whisper base's encoder output per clip: 30 s at 50 frames a second, 512 wide."""
MANIFEST, ENCODED = "manifest.jsonl", "encoder.f16"
"""A spoken training set (`data.asr_speech`): one JSON line per clip, and its encoder outputs."""
TARGET_MODULES = ("q_proj", "k_proj", "v_proj", "out_proj", "fc1", "fc2")
"""Every linear layer of the decoder, self- and cross-attention alike (not the tied embeddings)."""


def command_tokenizer(model_dir: Path) -> Tokenizer:
    """Whisper's English transcription tokenizer, from a cache directory."""
    import tokenizers
    from faster_whisper.tokenizer import Tokenizer

    return Tokenizer(tokenizers.Tokenizer.from_file(str(model_dir / "tokenizer.json")), True,
                     task="transcribe", language="en")


def prompt_ids(tokenizer: Tokenizer, prompt: str | None) -> list[int]:
    """The decoder's input before the first word, as faster-whisper builds it for a command.

    `<|startofprev|>` and the initial prompt, then `<|startoftranscript|><|en|><|transcribe|>`,
    then `<|notimestamps|>` (`without_timestamps=True`).
    """
    previous = [tokenizer.sot_prev, *tokenizer.encode(" " + prompt.strip())] if prompt else []
    return [*previous, *tokenizer.sot_sequence, tokenizer.no_timestamps]


def transcript_ids(tokenizer: Tokenizer, text: str) -> list[int]:
    """What the decoder should write for `text`: its tokens after a space, then end of text."""
    return [*tokenizer.encode(" " + text.strip()), tokenizer.eot]


def open_encoded(speech_dir: Path, n: int, mode: str = "r") -> np.memmap:
    """The (n, 1500, 512) float16 encoder outputs of a spoken training set, memory-mapped."""
    return np.memmap(speech_dir / ENCODED, dtype=np.float16, mode=mode, shape=(n, FRAMES, WIDTH))


def adapter_digest(adapter_dir: Path) -> str:
    """SHA-256 of the adapter's weights and config: names the merged cache copy."""
    digest = hashlib.sha256()
    for name in (ADAPTER_FILE, "adapter_config.json"):
        digest.update((adapter_dir / name).read_bytes())
    return digest.hexdigest()


def merge_into(decoder: WhisperDecoder, adapter_dir: Path) -> WhisperDecoder:
    """`decoder` with the LoRA of `adapter_dir` folded into its weights."""
    from peft import PeftModel

    try:
        return PeftModel.from_pretrained(decoder, str(adapter_dir)).merge_and_unload()
    except (OSError, ValueError, RuntimeError, KeyError) as exc:
        raise ModelError(f"cannot apply the ASR adapter in {adapter_dir}: {exc}",
                         "set VOXCALL_USE_ASR_ADAPTER=false, or retrain it with voxcall train-asr") from exc


def asr_model_dir(settings: Settings) -> Path:
    """The Whisper directory `settings` ask for: with the ASR adapter merged in, or plain."""
    if settings.use_asr_adapter:
        return adapted_whisper_dir(settings.cache_dir, settings.asr_adapter_dir)
    return whisper_dir(settings.cache_dir)


def adapted_whisper_dir(cache_dir: Path, adapter_dir: Path) -> Path:
    """A CTranslate2 Whisper directory whose decoder has the adapter merged in (built once)."""
    if not (adapter_dir / ADAPTER_FILE).is_file():
        raise ModelError(f"no ASR adapter in {adapter_dir} (no {ADAPTER_FILE})",
                         "set VOXCALL_USE_ASR_ADAPTER=false, or point VOXCALL_ASR_ADAPTER_DIR at one")
    base = whisper_dir(cache_dir)
    digest = adapter_digest(adapter_dir)
    target = cache_dir / f"whisper-base-ct2-asr-{digest[:12]}"
    if stamp_matches(target, digest):
        return target

    def build(tmp: Path) -> None:
        from models.ct2_format import read_model_bin, write_model_bin
        from models.whisper_decoder import load_decoder, store_decoder

        log.info("merging the ASR adapter %s into Whisper base (once)", adapter_dir)
        model = read_model_bin(base / "model.bin")
        write_model_bin(store_decoder(merge_into(load_decoder(model), adapter_dir), model), tmp / "model.bin")
        for name in WHISPER_SIDE_FILES:
            shutil.copy2(base / name, tmp / name)
        (tmp / "voxcall-source.sha256").write_text(digest)

    return build_atomically(target, build)
