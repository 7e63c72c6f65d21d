"""Seeded generator of (disfluent transcript, clean text) pairs for the dictation adapter.

A clean sentence is built from a template and slot values; its transcript is
what a plain speech recogniser would print for someone saying it loosely:
lower case, no punctuation, times as words, with fillers ("um", "you know"),
repeated words, false starts and self-corrections ("at five no six") put in.
Every disfluency is added to the transcript side only, so the clean text is
always exactly the sentence the person meant.

Words from a personal vocabulary (odd capitals such as "GitHub") keep their
spelling in the transcript, as they do after `app.vocabulary` has corrected
it: the model learns to copy them, not to guess them.

Usage: python -m data.dictation --n 12000 --seed 0 --split train --out data/build/dictation_train.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

from data.dictation_templates import TEMPLATES, VALUES
from data.spoken import number_words

Split = Literal["train", "heldout"]
FILLERS = ("um", "uh", "er", "hmm", "you know", "like", "i mean", "um", "uh")
OPENERS = ("so", "well", "okay so", "um so", "right so", "uh")
CORRECTIONS = ("no", "sorry", "i mean", "actually", "no wait", "or rather", "no no", "make that", "scratch that")
WRITTEN_TIME_SHARE = 0.3  # Whisper writes "3:30 p.m."; a plain recogniser says "three thirty pm"
CORRECTABLE = frozenset({"time", "count", "day", "name", "place", "item", "thing"})
_SPACE_BEFORE_PUNCT = re.compile(r" ([.,?!:;])")
_PUNCT = re.compile(r"[^\w\s'@.]|(?<!\w)'|'(?!\w)|\.(?!\w)")


@dataclass(frozen=True)
class Pair:
    """One dictated line: what the recogniser heard and what the person meant."""

    raw: str
    clean: str
    template: int

    def to_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass
class _Word:
    raw: str
    clean: str
    keep_case: bool = False


@dataclass(frozen=True)
class _Span:
    """Where one slot's words are in a sentence."""

    name: str
    start: int
    end: int


def spoken_time(rng: random.Random) -> tuple[str, str]:
    """A clock time as said ("three thirty pm") and as written ("3:30 p.m.")."""
    hour, minute = rng.randint(1, 12), rng.choice((0, 0, 15, 30, 45, rng.randint(1, 59)))
    said_suffix, written_suffix = rng.choice((("", ""), (" am", " a.m."), (" pm", " p.m.")))
    if minute == 0:
        if not said_suffix:
            return number_words(hour) + " o'clock", f"{hour} o'clock"
        return number_words(hour) + said_suffix, f"{hour}{written_suffix}"
    said_minute = ("oh " + number_words(minute)) if minute < 10 else number_words(minute)
    return f"{number_words(hour)} {said_minute}{said_suffix}", f"{hour}:{minute:02d}{written_suffix}"


def _slot_value(name: str, rng: random.Random, avoid: str | None = None) -> tuple[str, str]:
    if name == "time":
        return spoken_time(rng)
    if name == "count":
        n = rng.randint(2, 20)
        return number_words(n), number_words(n)
    value = rng.choice([v for v in VALUES[name] if v != avoid] or VALUES[name])
    return value, value


def _words(template: str, rng: random.Random) -> tuple[list[_Word], list[_Span]]:
    words: list[_Word] = []
    spans: list[_Span] = []
    for part in re.split(r"(\{\w+\})", template):
        if part.startswith("{"):
            name = part[1:-1]
            said, written = _slot_value(name, rng)
            if name == "time" and rng.random() < WRITTEN_TIME_SHARE:
                said = written.lower()
            start = len(words)
            words += [_Word(s, w, keep_case=name == "term") for s, w in _align(said, written)]
            spans.append(_Span(name, start, len(words)))
        else:
            words += [_Word(_strip(w), w) for w in part.split()]
    return words, spans


def _align(said: str, written: str) -> list[tuple[str, str]]:
    """Pair said and written words; unequal lengths become one merged unit."""
    s, w = said.split(), written.split()
    if len(s) == len(w):
        return list(zip(s, w, strict=True))
    return [(said, written)]


def _strip(word: str) -> str:
    return _PUNCT.sub("", word).lower()


def _corrected(words: list[_Word], spans: list[_Span], rng: random.Random) -> list[str] | None:
    """The transcript with a wrong value said first at one slot, then corrected."""
    candidates = [span for span in spans if span.name in CORRECTABLE]
    if not candidates:
        return None
    span = rng.choice(candidates)
    current = " ".join(w.clean for w in words[span.start:span.end])
    wrong, _ = _slot_value(span.name, rng, avoid=current)
    said = [_said(w) for w in words]
    return said[:span.start] + [wrong if span.name == "term" else wrong.lower(), rng.choice(CORRECTIONS)] + said[span.start:]


def _said(word: _Word) -> str:
    return word.raw if word.keep_case else word.raw.lower()


def _disfluent(said: list[str], rng: random.Random) -> list[str]:
    """Fillers, a repeated word and a false start, each with its own chance."""
    out = list(said)
    if rng.random() < 0.35 and len(out) > 3:
        k = rng.randint(1, min(3, len(out) - 1))
        out = out[:k] + out
    if rng.random() < 0.4:
        i = rng.randrange(len(out))
        out.insert(i, out[i])
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        out.insert(rng.randrange(1, len(out) + 1), rng.choice(FILLERS))
    if rng.random() < 0.3:
        out.insert(0, rng.choice(OPENERS))
    return out


def _clean_text(words: list[_Word]) -> str:
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", " ".join(w.clean for w in words)).replace("..", ".")
    return text[0].upper() + text[1:]


def make_pair(index: int, rng: random.Random, split: Split) -> Pair:
    pool = [i for i in range(len(TEMPLATES)) if (i in heldout_templates()) == (split == "heldout")]
    sentences: list[tuple[str, str, int]] = []
    for _ in range(2 if rng.random() < 0.2 else 1):
        t = rng.choice(pool)
        words, spans = _words(TEMPLATES[t], rng)
        said = (_corrected(words, spans, rng) if rng.random() < 0.35 else None) or [_said(w) for w in words]
        sentences.append((" ".join(_disfluent(said, rng)), _clean_text(words), t))
    raw = " ".join(s[0] for s in sentences)
    return Pair(" ".join(raw.split()), " ".join(s[1] for s in sentences), sentences[0][2])


def heldout_templates() -> frozenset[int]:
    """Every seventh template (about 15 %) is never trained on."""
    return frozenset(range(3, len(TEMPLATES), 7))


def generate(n: int, seed: int, split: Split) -> list[Pair]:
    rng = random.Random(f"dictation-{split}-{seed}")
    return [make_pair(i, rng, split) for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--split", choices=["train", "heldout"], default="train")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    pairs = generate(args.n, args.seed, args.split)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(p.to_json(), ensure_ascii=False) + "\n" for p in pairs))
    print(f"wrote {len(pairs)} {args.split} pairs to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
