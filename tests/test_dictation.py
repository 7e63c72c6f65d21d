"""Dictation cleanup without a trained model: the pair generator, the scores,
the copy constraint and the text plumbing. The trained adapter's own tests
are in `test_cleanup_model.py`."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
import torch

from app.dictation_scoring import edit_distance, filler_counts, score_item, summarise, words
from data.dictation import FILLERS, Pair, generate, heldout_templates
from data.dictation_templates import TEMPLATES, VALUES
from models.cleanup import chunks, transcript_style
from models.guide import CopyGuide

HANDWRITTEN = Path(__file__).parent / "data" / "dictation.jsonl"


@cache
def pairs(split: str) -> list[Pair]:
    return generate(2000, 0, split)  # type: ignore[arg-type]


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_raw_looks_like_a_plain_recogniser(split: str) -> None:
    for pair in pairs(split):
        kept = "|".join(VALUES["term"] + VALUES["vname"])
        lowered = re.sub(rf"\b({kept})\b", "", pair.raw)
        assert lowered == lowered.lower(), pair.raw
        assert not re.search(r"[,!?;\"]", pair.raw), pair.raw


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_clean_is_a_sentence_and_every_clean_word_was_said(split: str) -> None:
    """Disfluencies are only ever added to the raw side."""
    for pair in pairs(split):
        assert pair.clean[0].isupper() and pair.clean[-1] in ".?!", pair.clean
        said = set(words(pair.raw))
        for word in words(pair.clean):
            written_number = re.fullmatch(r"\d[\d.:,]*(st|nd|rd|th)?|a\.m|p\.m|o'clock", word)
            assert word in said or written_number, (word, pair)


def test_disfluency_shares() -> None:
    train = pairs("train")
    with_filler = sum(any(f" {f} " in f" {p.raw} " for f in FILLERS) for p in train)
    repeated = sum(bool(re.search(r"\b(\w+) \1\b", p.raw)) for p in train)
    assert with_filler / len(train) > 0.6
    assert repeated / len(train) > 0.3


def test_heldout_templates_never_appear_in_train() -> None:
    assert {p.template for p in pairs("train")}.isdisjoint(heldout_templates())
    assert {p.template for p in pairs("heldout")} <= heldout_templates()
    assert 0.1 < len(heldout_templates()) / len(TEMPLATES) < 0.2


def test_same_seed_same_pairs() -> None:
    assert generate(50, 3, "train") == generate(50, 3, "train")
    assert generate(50, 3, "train") != generate(50, 4, "train")


def test_handwritten_set_is_well_formed() -> None:
    rows = [json.loads(line) for line in HANDWRITTEN.read_text().splitlines()]
    assert len(rows) >= 100
    for row in rows:
        assert set(row) == {"raw", "clean", "vocab"}
        assert all(v in row["clean"] for v in row["vocab"])


def test_word_error_rate_pieces() -> None:
    assert words("Hi, Tom! It's 3:30 p.m.") == ["hi", "tom", "it's", "3:30", "p.m"]
    assert edit_distance("a b c".split(), "a c d".split()) == 2
    assert filler_counts("um you know i like it um") == {"um": 2, "you know": 1, "like": 1}


def test_score_item_counts_fillers_beyond_the_reference() -> None:
    raw = "um so i like it you know it's it's fine"
    score = score_item(raw, "So I like it, it's fine um.", "I like it, it's fine.", [])
    assert score.fillers_to_remove == 3  # um, so, you know; "like" is a word here
    assert score.fillers_left == 2  # "so" and "um" are still there
    assert score.content_kept == score.content_words
    perfect = summarise([score_item(raw, "I like it, it's fine.", "I like it, it's fine.", [])])
    assert perfect.wer_clean == 0 and perfect.filler_removal == 1 and perfect.wer_raw > 0


def test_vocabulary_must_be_spelled_exactly() -> None:
    assert score_item("x", "push to github", "Push to GitHub.", ["GitHub"]).vocab_spelled == 0
    assert score_item("x", "Push to GitHub.", "Push to GitHub.", ["GitHub"]).vocab_spelled == 1


def test_transcript_style_matches_the_training_input() -> None:
    assert transcript_style("Um, so — the GitHub repo's fine. At 3:30 p.m., it costs 4.50!") == (
        "um so the github repo's fine at 3:30 p.m. it costs 4.50"
    )


def test_long_text_is_cut_into_pieces() -> None:
    text = " ".join(str(i) for i in range(130))
    assert [len(c.split()) for c in chunks(text, 60)] == [60, 60, 10]


def test_copy_guide_only_allows_its_tokens() -> None:
    guide = CopyGuide([5, 9, 2])
    logits = torch.zeros(20)
    logits[7] = 10.0
    logits[9] = 1.0
    assert guide.choose(logits) == 9
    assert guide.accept(9) and not guide.accept(7)
    assert guide.forced() == []


def test_allowed_tokens_cover_the_input_and_nothing_new() -> None:
    from transformers import AutoTokenizer

    from models.cleanup import allowed_tokens
    from tests.test_grammar import TOKENIZER_DIRS

    directory = next((d for d in TOKENIZER_DIRS if (d / "tokenizer.json").is_file()), None)
    if directory is None:
        pytest.skip("the SmolLM2 tokenizer is not cached; run `make setup`")
    tok = AutoTokenizer.from_pretrained(directory)
    allowed = set(allowed_tokens(tok, "meet tom at 3:30 p.m. in berlin", frozenset({2}), ("£", "$", "€")))
    for piece in (" Tom", " Berlin", " meet", "Meet", ".", ",", "?", "3", ":", "30",
                  " £300", " $250", " €4.50", " 14th", " 23rd", " 3 p.m.", " 10 a.m."):
        assert set(tok(piece, add_special_tokens=False)["input_ids"]) <= allowed, piece
    for piece in (" pizza", " Paris", " never"):
        assert not set(tok(piece, add_special_tokens=False)["input_ids"]) <= allowed, piece
    assert 2 in allowed
    no_symbols = set(allowed_tokens(tok, "keep it under twelve thousand", frozenset({2})))
    for symbol in ("$", " $", "£", " £", "€", "%"):
        assert not set(tok(symbol, add_special_tokens=False)["input_ids"]) <= no_symbols, symbol


@pytest.mark.parametrize(("said", "symbols"), [
    ("keep the budget under twelve thousand", ()),
    ("about three hundred pounds no wait four hundred", ("£",)),
    ("it was 30 bucks and twenty euros", ("$", "€")),
    ("the battery is at fifty percent", ("%",)),
    ("I typed $300 and 5%", ("$", "%")),
])
def test_a_symbol_is_allowed_only_where_the_input_says_it(said: str, symbols: tuple[str, ...]) -> None:
    from models.cleanup import symbols_said

    assert symbols_said(said) == symbols


def test_vocab_command_adds_lists_and_removes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    path = tmp_path / "vocab.txt"
    monkeypatch.setenv("VOXCALL_VOCABULARY_FILE", str(path))
    assert main(["vocab", "add", "Siobhan", "--sounds-like", "shivaun", "--sounds-like", "shiv on"]) == 0
    assert main(["vocab", "add", "GitHub"]) == 0
    capsys.readouterr()
    assert main(["vocab", "list"]) == 0
    assert capsys.readouterr().out.splitlines() == ["Siobhan: shivaun, shiv on", "GitHub"]
    assert main(["vocab", "remove", "github"]) == 0
    assert main(["vocab", "remove", "github"]) == 1
    assert "not in the vocabulary" in capsys.readouterr().err
    path.write_bytes(b"caf\xe9\n")
    assert main(["vocab", "list"]) == 1
    assert "not UTF-8" in capsys.readouterr().err


def test_dictate_without_a_microphone_says_so_before_loading_models(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from app import dictation_mic
    from app.cli import main
    from app.ui.mic import MicInventory

    monkeypatch.setattr(dictation_mic, "probe_microphones", lambda: MicInventory(problem="No microphone found."))
    monkeypatch.setattr("models.cleanup.DictationCleaner.load", lambda *a: pytest.fail("loaded a model"))
    assert main(["dictate"]) == 1
    assert "No microphone found" in capsys.readouterr().err
