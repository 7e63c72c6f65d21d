"""Seeded generator of (disfluent transcript, clean text) pairs for the dictation adapter.

A clean sentence is built from a template and slot values; its transcript is
what a plain speech recogniser would print for someone saying it loosely:
lower case, no punctuation, times as words, with fillers ("um", "you know"),
repeated words, false starts and self-corrections ("at five no six") put in.
Every disfluency is added to the transcript side only, so the clean text is
always exactly the sentence the person meant.

Numbers follow one written convention (`data.dictation_numbers`); a
self-correction puts the wrong value and a marker just before the slot it
corrects, so only that span changes. Templates come in groups
(`data.dictation_sentences`), drawn with weights, so real uses of "so",
"well", "like" and the like, long sentences and numbers are common enough.

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
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

from data.dictation_numbers import SAMPLERS, spoken_time
from data.dictation_sentences import CONTENT_WORDS, FULL_SENTENCES, NUMBERS, VOCABULARY
from data.dictation_templates import CORE, TEMPLATES, VALUES

__all__ = ["FILLERS", "Pair", "category_shares", "generate", "generate_tagged", "heldout_templates", "spoken_time"]

Split = Literal["train", "heldout"]
FILLERS = ("um", "uh", "er", "erm", "hmm", "you know", "like", "i mean", "um", "uh")
OPENERS = ("so", "well", "okay so", "um so", "right so", "uh", "so um", "well um")
CORRECTIONS = ("no", "sorry", "i mean", "actually", "no wait", "or rather", "no no", "make that", "scratch that")
CORRECTION_SHARE = 0.4
# How often each group of templates is drawn: the groups aimed at the first adapter's mistakes
# get more than their number of templates alone would give them.
GROUPS: tuple[tuple[tuple[str, ...], float], ...] = (
    (CORE, 0.35), (CONTENT_WORDS, 0.28), (FULL_SENTENCES, 0.1), (NUMBERS, 0.19), (VOCABULARY, 0.08),
)
TWO_SENTENCE_SHARE = 0.25
CONTRAST_SHARE = 0.5  # how often a sentence with a real "so"/"like"/... also gets the same word as a filler
KEEP_CASE = frozenset({"term", "vname"})
NUMERIC = frozenset(SAMPLERS)
CORRECTABLE = NUMERIC | {"day", "name", "place", "item", "thing"}
CONTENT_WORD = re.compile(r"\b(so|well|likes?|honestly|actually|really|even|i mean|you know|about|because)\b", re.I)
_LINKING = frozenset("at for to on by from in until".split())
_UNITS = frozenset("minutes degrees kilometres kilos days hours people tablets a".split())
# A filler must not land where it reads as a real word ("i like it", "you know that ...?", "i mean it").
_NOT_AFTER = {"like": frozenset("i we you they would i'd we'd don't didn't really feel felt looks seems".split())}
_NOT_BEFORE = {
    "like": frozenset("it this that them".split()),
    "you know": frozenset("that what where if whether how the why who".split()),
    "i mean": frozenset("it that to".split()),
}
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


def _slot_value(name: str, rng: random.Random, avoid: str | None = None) -> tuple[str, str]:
    """(said, written) for one slot; `avoid` is a written value not to repeat (a correction's wrong value)."""
    if name in SAMPLERS:
        for _ in range(20):
            said, written = SAMPLERS[name](rng)
            if written != avoid:
                return said, written
        return said, written
    value = rng.choice([v for v in VALUES[name] if v != avoid] or VALUES[name])
    return value, value


def _words(template: str, rng: random.Random) -> tuple[list[_Word], list[_Span]]:
    words: list[_Word] = []
    spans: list[_Span] = []
    for part in re.split(r"(\{\w+\})", template):
        if part.startswith("{"):
            name = part[1:-1]
            said, written = _slot_value(name, rng)
            start = len(words)
            words += [_Word(s, w, keep_case=name in KEEP_CASE) for s, w in _align(said, written)]
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


def _corrected(words: list[_Word], spans: list[_Span], rng: random.Random) -> tuple[list[str], str] | None:
    """The transcript with a wrong value said first at one slot, then corrected, and the slot's name.

    Only that slot's words are replaced: "for twenty no thirty minutes", "at
    five sorry at six", "twenty minutes no thirty minutes". Every other word,
    numbers included, stays as said.
    """
    candidates = [span for span in spans if span.name in CORRECTABLE]
    if not candidates:
        return None
    span = rng.choice(candidates)
    current = " ".join(w.clean for w in words[span.start:span.end])
    wrong = _slot_value(span.name, rng, avoid=current)[0].lower()
    said = [_said(w) for w in words]
    before, after = said[span.start - 1] if span.start else "", said[span.end:span.end + 1]
    marker = rng.choice(CORRECTIONS)
    style = rng.random()
    if style < 0.25 and before in _LINKING:
        inserted = [wrong, marker, before]  # "at five no at six"
    elif style < 0.5 and after and after[0] in _UNITS:
        inserted = [wrong, after[0], marker]  # "twenty minutes no thirty minutes"
    else:
        inserted = [wrong, marker]  # "twenty no thirty"
    return said[:span.start] + inserted + said[span.start:], span.name


def _said(word: _Word) -> str:
    return word.raw if word.keep_case else word.raw.lower()


def _fits(filler: str, out: list[str], i: int) -> bool:
    """Whether inserting `filler` before position i keeps it a filler, not a real word."""
    prev = (out[i - 1].split() or [""])[-1] if i > 0 else ""
    nxt = (out[i].split() or [""])[0] if i < len(out) else ""
    return prev not in _NOT_AFTER.get(filler, ()) and nxt not in _NOT_BEFORE.get(filler, ())


def _insert_filler(out: list[str], filler: str, rng: random.Random) -> bool:
    """Put `filler` at a random position where it cannot be read as content."""
    places = [i for i in range(1, len(out) + 1) if _fits(filler, out, i)]
    if not places:
        return False
    out.insert(rng.choice(places), filler)
    return True


def _disfluent(said: list[str], clean: str, rng: random.Random) -> tuple[list[str], set[str]]:
    """Fillers, a repeated word, a restart and an opener, each with its own chance; and what was added."""
    out, tags = list(said), set()
    if rng.random() < 0.35 and len(out) > 3:
        k = rng.randint(1, min(3, len(out) - 1))
        out = out[:k] + ([rng.choice(FILLERS[:5])] if rng.random() < 0.4 else []) + out
        tags.add("restart")
    if rng.random() < 0.4:
        i = rng.randrange(len(out))
        out.insert(i, out[i])
        tags.add("repeat")
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        if _insert_filler(out, rng.choice(FILLERS), rng):
            tags.add("filler")
    contrast = [f for f in ("like", "you know", "i mean") if re.search(rf"\b{f}\b", clean, re.I)]
    if contrast and rng.random() < CONTRAST_SHARE and _insert_filler(out, rng.choice(contrast), rng):
        tags.add("filler")
    opens_with_content = re.match(r"(so|well)\b", clean, re.I) is not None
    if rng.random() < (0.6 if opens_with_content or re.search(r"\b(so|well)\b", clean, re.I) else 0.3):
        out.insert(0, rng.choice(OPENERS))
        tags.add("opener")
    return out, tags


def _clean_text(words: list[_Word]) -> str:
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", " ".join(w.clean for w in words)).replace("..", ".")
    return text[0].upper() + text[1:]


def _sentence(t: int, rng: random.Random) -> tuple[str, str, set[str]]:
    """One template's (raw, clean) and the categories it exercises."""
    words, spans = _words(TEMPLATES[t], rng)
    clean = _clean_text(words)
    tags = {span.name for span in spans}
    said = [_said(w) for w in words]
    corrected = _corrected(words, spans, rng) if rng.random() < CORRECTION_SHARE else None
    if corrected is not None:
        said = corrected[0]
        tags |= {"correction"} | ({"number_correction"} if corrected[1] in NUMERIC else set())
    disfluent, added = _disfluent(said, clean, rng)
    tags |= added
    if CONTENT_WORD.search(clean):
        tags.add("content_word")
    if TEMPLATES[t] in FULL_SENTENCES:
        tags.add("full_sentence")
    if re.search(r"\bthe \{(term|vname)\}", TEMPLATES[t], re.I):
        tags.add("vocab_after_the")
    return " ".join(disfluent), clean, tags


def _pools(split: Split) -> list[tuple[list[int], float]]:
    """Each group's template indices in this split, with the group's weight."""
    heldout = heldout_templates()
    pools = []
    for group, weight in GROUPS:
        members = frozenset(group)
        pool = [i for i, t in enumerate(TEMPLATES) if t in members and (i in heldout) == (split == "heldout")]
        if pool:
            pools.append((pool, weight))
    return pools


def _template(pools: list[tuple[list[int], float]], rng: random.Random) -> int:
    pool = rng.choices([p for p, _ in pools], weights=[w for _, w in pools])[0]
    return rng.choice(pool)


def _make(rng: random.Random, pools: list[tuple[list[int], float]]) -> tuple[Pair, frozenset[str]]:
    chosen = [_template(pools, rng) for _ in range(2 if rng.random() < TWO_SENTENCE_SHARE else 1)]
    sentences = [_sentence(t, rng) for t in chosen]
    raw = " ".join(s[0] for s in sentences)
    tags = set().union(*(s[2] for s in sentences)) | ({"two_sentences"} if len(sentences) > 1 else set())
    return Pair(" ".join(raw.split()), " ".join(s[1] for s in sentences), chosen[0]), frozenset(tags)


def make_pair(index: int, rng: random.Random, split: Split) -> Pair:
    """One pair; `index` is unused but kept for callers that number their pairs."""
    return _make(rng, _pools(split))[0]


def heldout_templates() -> frozenset[int]:
    """Every seventh template (about 15 %) is never trained on."""
    return frozenset(range(3, len(TEMPLATES), 7))


def generate_tagged(n: int, seed: int, split: Split) -> list[tuple[Pair, frozenset[str]]]:
    """Pairs with the categories each exercises (for the shares the CLI reports)."""
    rng = random.Random(f"dictation-{split}-{seed}")
    pools = _pools(split)
    return [_make(rng, pools) for _ in range(n)]


def generate(n: int, seed: int, split: Split) -> list[Pair]:
    return [pair for pair, _ in generate_tagged(n, seed, split)]


def category_shares(tagged: list[tuple[Pair, frozenset[str]]]) -> dict[str, float]:
    """The share of pairs that exercise each category, most common first."""
    counts = Counter(tag for _, tags in tagged for tag in tags)
    return {tag: n / len(tagged) for tag, n in counts.most_common()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--split", choices=["train", "heldout"], default="train")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    tagged = generate_tagged(args.n, args.seed, args.split)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(p.to_json(), ensure_ascii=False) + "\n" for p, _ in tagged))
    print(f"wrote {len(tagged)} {args.split} pairs to {args.out}", file=sys.stderr)
    for tag, share in category_shares(tagged).items():
        print(f"  {tag:18} {share:6.1%}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
