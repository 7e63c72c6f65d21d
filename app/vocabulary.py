"""The user's personal vocabulary: names, jargon and product names spelled their way.

One UTF-8 text file, one entry per line; a line starting with `#` is a comment:

    Kubernetes: cooper netties, cube or nettys
    Siobhan: shivaun
    GitHub

The part after the colon lists what the speech recogniser tends to write
instead ("sounds like"). The vocabulary is used twice: as Whisper hotwords,
so the recogniser leans towards the right word, and as a deterministic
correction of the text before and after the cleanup model, so a word the
recogniser still got wrong, or wrote in the wrong case, comes out spelled
the user's way.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from app.errors import VoxcallError

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 256 * 1024
MAX_ENTRIES = 2000
MAX_ENTRY_CHARS = 80
_FORBIDDEN = re.compile(r"[\x00-\x1f\x7f\u202a-\u202e\u2066-\u2069:,]")


class VocabularyError(VoxcallError):
    """The vocabulary file or an entry cannot be used."""


@dataclass(frozen=True)
class VocabEntry:
    """One word or phrase, and the spellings that should become it."""

    word: str
    sounds_like: tuple[str, ...] = ()

    def line(self) -> str:
        return f"{self.word}: {', '.join(self.sounds_like)}" if self.sounds_like else self.word


@dataclass
class Vocabulary:
    """Entries in file order; at most one entry per word (case-insensitive)."""

    entries: list[VocabEntry] = field(default_factory=list)
    _pattern: re.Pattern[str] | None = field(default=None, init=False, repr=False)
    _targets: dict[str, str] = field(default_factory=dict, init=False, repr=False)

    @property
    def words(self) -> list[str]:
        return [entry.word for entry in self.entries]

    def hotwords(self) -> str | None:
        """The words as one string for faster-whisper's `hotwords`, or None."""
        return " ".join(self.words) or None

    def correct(self, text: str) -> str:
        """Replace every sounds-like spelling, and every differently cased
        spelling of a word, with the word as the user wrote it."""
        pattern = self._compiled()
        if pattern is None:
            return text
        return pattern.sub(lambda match: self._targets[_key(match.group(0))], text)

    def _compiled(self) -> re.Pattern[str] | None:
        if self._pattern is None and self.entries:
            for entry in self.entries:
                for spelling in (entry.word, *entry.sounds_like):
                    self._targets.setdefault(_key(spelling), entry.word)
            alternatives = sorted(self._targets, key=len, reverse=True)
            body = "|".join(r"\s+".join(map(re.escape, spelling.split())) for spelling in alternatives)
            self._pattern = re.compile(rf"(?<![\w'-])(?:{body})(?![\w'-])", re.IGNORECASE)
        return self._pattern

    def add(self, word: str, sounds_like: tuple[str, ...] = ()) -> Vocabulary:
        """A new vocabulary with `word` added, or its sounds-like list extended."""
        entry = _entry(word, sounds_like, where="the new entry")
        merged = {e.word.casefold(): e for e in self.entries}
        old = merged.get(entry.word.casefold())
        if old is not None:
            entry = VocabEntry(entry.word, _unique(old.sounds_like + entry.sounds_like))
        merged[entry.word.casefold()] = entry
        return _checked(list(merged.values()))

    def remove(self, word: str) -> Vocabulary:
        kept = [e for e in self.entries if e.word.casefold() != word.strip().casefold()]
        if len(kept) == len(self.entries):
            raise VocabularyError(f"{word!r} is not in the vocabulary", "list the entries with `voxcall vocab list`")
        return Vocabulary(kept)


def _key(spelling: str) -> str:
    return " ".join(spelling.split()).casefold()


def _unique(items: tuple[str, ...]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for item in items:
        seen.setdefault(item.casefold(), item)
    return tuple(seen.values())


def _clean_part(text: str, where: str) -> str:
    text = " ".join(text.split())
    if not text:
        raise VocabularyError(f"{where}: an empty word", "write `Word: sounds like, another`")
    if len(text) > MAX_ENTRY_CHARS:
        raise VocabularyError(f"{where}: {text[:30]!r}... is longer than {MAX_ENTRY_CHARS} characters",
                              "entries are words or short phrases")
    if _FORBIDDEN.search(text):
        raise VocabularyError(f"{where}: {text!r} contains a control, direction or separator character",
                              "use plain words; ':' separates the word from its sounds-like spellings")
    return text


def _entry(word: str, sounds_like: tuple[str, ...], where: str) -> VocabEntry:
    canonical = _clean_part(word, where)
    spellings = tuple(_clean_part(s, where) for s in sounds_like)
    return VocabEntry(canonical, _unique(tuple(s for s in spellings if _key(s) != _key(canonical))))


def _checked(entries: list[VocabEntry]) -> Vocabulary:
    if len(entries) > MAX_ENTRIES:
        raise VocabularyError(f"the vocabulary has {len(entries)} entries; the limit is {MAX_ENTRIES}",
                              "keep the words you actually dictate")
    return Vocabulary(entries)


def parse(text: str, source: str = "vocabulary") -> Vocabulary:
    """Entries from the file's text; duplicates of a word are merged, with a warning."""
    by_word: dict[str, VocabEntry] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(":")
        entry = _entry(word, tuple(s for s in rest.split(",") if s.strip()), f"{source} line {number}")
        old = by_word.get(entry.word.casefold())
        if old is not None:
            log.warning("%s line %d: %r is listed again; the spellings are merged", source, number, entry.word)
            entry = VocabEntry(old.word, _unique(old.sounds_like + entry.sounds_like))
        by_word[entry.word.casefold()] = entry
    return _checked(list(by_word.values()))


def load(path: Path) -> Vocabulary:
    """The vocabulary in `path`; an absent file is an empty vocabulary."""
    if not path.exists():
        return Vocabulary()
    if not path.is_file():
        raise VocabularyError(f"{path} is not a file", "point VOXCALL_VOCABULARY_FILE at a text file")
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise VocabularyError(f"{path} is {size} bytes; the limit is {MAX_FILE_BYTES}",
                              "a vocabulary lists words, a few per line")
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise VocabularyError(f"{path} is not UTF-8 text (byte {exc.start})",
                              "save it as UTF-8, e.g. `iconv -f latin1 -t utf-8`") from None
    return parse(text, str(path))


def save(vocabulary: Vocabulary, path: Path) -> None:
    """Write atomically: a crash mid-write leaves the old file, never half of the new."""
    path.parent.mkdir(parents=True, exist_ok=True)
    body = "".join(entry.line() + "\n" for entry in vocabulary.entries)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, delete=False, suffix=".tmp") as tmp:
        tmp.write("# voxcall personal vocabulary: Word: sounds like, another spelling\n" + body)
        tmp.flush()
        os.fsync(tmp.fileno())
    os.replace(tmp.name, path)
