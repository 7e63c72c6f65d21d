"""The personal vocabulary file: parsing, bad files, editing, correction."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.vocabulary import MAX_ENTRIES, MAX_FILE_BYTES, Vocabulary, VocabularyError, load, parse, save

SHIPPED = Path(__file__).parent / "data" / "dictation_vocabulary.txt"


def test_entries_and_sounds_like_are_read() -> None:
    vocab = parse("# mine\nKubernetes: cooper netties, cube or nettys\n\nGitHub\n")
    assert vocab.words == ["Kubernetes", "GitHub"]
    assert vocab.entries[0].sounds_like == ("cooper netties", "cube or nettys")


def test_correction_replaces_sounds_like_and_case_at_word_boundaries() -> None:
    vocab = parse("Kubernetes: cooper netties\nGitHub: git hub\nSiobhan: shivaun")
    text = "the cooper  netties cluster on github and git hub for shivaun not shivauns"
    assert vocab.correct(text) == "the Kubernetes cluster on GitHub and GitHub for Siobhan not shivauns"


def test_longest_spelling_wins() -> None:
    vocab = parse("New York: new york\nYork: yorke")
    assert vocab.correct("from new york to yorke") == "from New York to York"


def test_empty_file_is_an_empty_vocabulary(tmp_path: Path) -> None:
    path = tmp_path / "vocab.txt"
    path.write_text("")
    assert load(path).entries == []
    assert load(tmp_path / "absent.txt").correct("github") == "github"


def test_duplicates_are_merged_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    vocab = parse("GitHub: git hub\ngithub: get hub\n")
    assert vocab.words == ["GitHub"]
    assert vocab.entries[0].sounds_like == ("git hub", "get hub")
    assert "listed again" in caplog.text


def test_non_utf8_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "vocab.txt"
    path.write_bytes("Zoë: zoe\n".encode("latin-1"))
    with pytest.raises(VocabularyError, match="not UTF-8"):
        load(path)


def test_huge_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "vocab.txt"
    path.write_text("word\n" * (MAX_FILE_BYTES // 5 + 1))
    with pytest.raises(VocabularyError, match="limit"):
        load(path)


def test_too_many_entries_are_refused() -> None:
    with pytest.raises(VocabularyError, match="entries"):
        parse("\n".join(f"word{i}" for i in range(MAX_ENTRIES + 1)))


@pytest.mark.parametrize("line", ["Bad\x00word", "right\u202eto left", ": nothing before", "x" * 81])
def test_bad_entries_name_their_line(line: str) -> None:
    with pytest.raises(VocabularyError, match="line 2"):
        parse("fine\n" + line)


def test_add_remove_and_atomic_save(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "vocab.txt"
    vocab = Vocabulary().add("Saoirse", ("seer sha",)).add("PyTorch").add("Saoirse", ("sur sha",))
    save(vocab, path)
    again = load(path)
    assert again.words == ["Saoirse", "PyTorch"]
    assert again.entries[0].sounds_like == ("seer sha", "sur sha")
    assert load(path).remove("pytorch").words == ["Saoirse"]
    with pytest.raises(VocabularyError, match="not in the vocabulary"):
        again.remove("Kubernetes")
    assert not list(path.parent.glob("*.tmp"))
    assert again.add("pytorch").words == ["Saoirse", "pytorch"], "adding again with new capitals respells"


def test_hash_is_a_character_not_a_comment_inside_a_word() -> None:
    assert parse("# comment\nC#: see sharp").correct("i write see sharp") == "i write C#"


def test_the_shipped_test_vocabulary_loads() -> None:
    vocab = load(SHIPPED)
    assert len(vocab.entries) >= 25
    assert vocab.hotwords() is not None and "Kubernetes" in vocab.hotwords()
