"""Scores for dictation cleanup, item by item and over a set.

Words are compared case-blind and without punctuation (the usual word error
rate convention), except vocabulary words, which must come out spelled
exactly the user's way.

- word error rate: edits from the output's words to the reference's, over
  the reference's length; reported for the cleaned text and for the raw
  transcript, so the gain is visible.
- filler removal: of the filler occurrences the transcript has beyond what
  the reference keeps ("like" in "I like it" is a word, not a filler), the
  share gone from the output.
- content preservation: the share of the reference's words, fillers and
  a few function words aside, that the output still has (multiset recall).
- vocabulary: the share of expected vocabulary words present verbatim.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

FILLERS: tuple[str, ...] = ("um", "uh", "er", "erm", "hmm", "ah", "you know", "i mean", "like", "so", "well")
FUNCTION_WORDS = frozenset("a an the to of and or but in on at for is it i".split())
_WORD = re.compile(r"[\w']+(?:[.:,][\w']+)*")


def words(text: str) -> list[str]:
    """Lower-case words without punctuation ("3:30" and "o'clock" stay whole)."""
    return [w.strip("'") for w in _WORD.findall(text.lower()) if w.strip("'")]


def edit_distance(a: Sequence[str], b: Sequence[str]) -> int:
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        current = [i]
        for j, y in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def filler_counts(text: str) -> Counter[str]:
    """How often each filler occurs (multi-word fillers as one)."""
    joined = " " + " ".join(words(text)) + " "
    return Counter({f: joined.count(f" {f} ") for f in FILLERS if joined.count(f" {f} ")})


@dataclass(frozen=True)
class ItemScore:
    """One cleaned line against its reference."""

    edits_clean: int
    edits_raw: int
    reference_words: int
    fillers_to_remove: int
    fillers_left: int
    content_words: int
    content_kept: int
    vocab_expected: int
    vocab_spelled: int


def score_item(raw: str, output: str, reference: str, vocab: Sequence[str]) -> ItemScore:
    ref, out = words(reference), words(output)
    raw_fillers, out_fillers, ref_fillers = filler_counts(raw), filler_counts(output), filler_counts(reference)
    to_remove = sum(max(0, n - ref_fillers[f]) for f, n in raw_fillers.items())
    left = sum(min(max(0, out_fillers[f] - ref_fillers[f]), max(0, n - ref_fillers[f])) for f, n in raw_fillers.items())
    content = Counter(w for w in ref if w not in FUNCTION_WORDS and w not in FILLERS)
    kept = sum(min(n, Counter(out)[w]) for w, n in content.items())
    return ItemScore(
        edits_clean=edit_distance(out, ref), edits_raw=edit_distance(words(raw), ref), reference_words=len(ref),
        fillers_to_remove=to_remove, fillers_left=left,
        content_words=sum(content.values()), content_kept=kept,
        vocab_expected=len(vocab), vocab_spelled=sum(1 for v in vocab if v in output),
    )


@dataclass(frozen=True)
class SetScore:
    """Totals over a set; every rate is a share between 0 and 1."""

    items: int
    wer_clean: float
    wer_raw: float
    filler_removal: float
    content_preserved: float
    vocab_spelled: float

    def to_json(self) -> dict[str, float | int]:
        return {k: round(v, 4) if isinstance(v, float) else v for k, v in self.__dict__.items()}


def _share(numerator: int, denominator: int) -> float:
    return numerator / denominator if denominator else 1.0


def summarise(scores: Sequence[ItemScore]) -> SetScore:
    total_ref = sum(s.reference_words for s in scores)
    return SetScore(
        items=len(scores),
        wer_clean=_share(sum(s.edits_clean for s in scores), total_ref),
        wer_raw=_share(sum(s.edits_raw for s in scores), total_ref),
        filler_removal=_share(sum(s.fillers_to_remove - s.fillers_left for s in scores), sum(s.fillers_to_remove for s in scores)),
        content_preserved=_share(sum(s.content_kept for s in scores), sum(s.content_words for s in scores)),
        vocab_spelled=_share(sum(s.vocab_spelled for s in scores), sum(s.vocab_expected for s in scores)),
    )
