"""The dictation generator's invariants for the first adapter's mistakes: real
words that are sometimes fillers, whole sentences kept, self-corrections that
replace only their own span, one written form per kind of number, and
vocabulary words kept apart from the article before them."""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache

import pytest

from app.dictation_scoring import FUNCTION_WORDS, words
from data import dictation_numbers as numbers
from data import dictation
from data.dictation import CORRECTIONS, Pair, category_shares, generate, generate_tagged
from data.dictation_sentences import NUMBERS
from data.dictation_templates import TEMPLATES, VALUES

_WRITTEN_NUMBER = re.compile(r"\d[\d.:,]*(st|nd|rd|th)?|a\.m|p\.m|o'clock")


@cache
def tagged(split: str) -> list[tuple[Pair, frozenset[str]]]:
    return generate_tagged(3000, 0, split)  # type: ignore[arg-type]


def _content(text: str) -> Counter[str]:
    return Counter(w for w in words(text) if w not in FUNCTION_WORDS and not _WRITTEN_NUMBER.fullmatch(w))


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_every_content_word_of_the_clean_side_was_said_as_often(split: str) -> None:
    """Nothing meant is left out of the transcript, so deleting it is always wrong; a "so" or "like"
    the clean text keeps was said at least as often."""
    for pair, _ in tagged(split):
        said = Counter(words(pair.raw))
        missing = {w: n for w, n in _content(pair.clean).items() if said[w] < n}
        assert not missing, (missing, pair)


def test_ambiguous_words_kept_as_content_appear_in_the_clean_text() -> None:
    clean = " ".join(p.clean.lower() for p, _ in tagged("train"))
    for phrase in ("so", "well done", "went well", "well worth", "i like", "honestly", "actually", "really",
                   "even", "i mean", "you know", "about", "because"):
        assert re.search(rf"\b{phrase}\b", clean), phrase
    for regex in (r", so \w", r"\bso (much|many|tired|hot|proud|well|quickly|fast)\b"):
        assert re.search(regex, clean), regex


def test_the_same_words_also_occur_as_fillers_beside_their_content_use() -> None:
    """Contrast pairs: "like" said twice, kept once."""
    contrast = [p for p, _ in tagged("train")
                if re.search(r"\blike\b", p.clean, re.I)
                and len(re.findall(r"\blike\b", p.raw)) > len(re.findall(r"\blike\b", p.clean, re.I))]
    assert len(contrast) > 50


def test_content_words_make_up_a_large_share() -> None:
    shares = category_shares(tagged("train"))
    assert shares["content_word"] > 0.35
    assert shares["number_correction"] > 0.08
    assert shares["full_sentence"] > 0.08
    assert shares["vocab_after_the"] > 0.03


def test_a_number_correction_replaces_only_its_own_span() -> None:
    """Where a sentence has two numbers and one is corrected, the other is untouched."""
    seen = 0
    for pair, tags in tagged("train"):
        if "number_correction" not in tags or "two_sentences" in tags or TEMPLATES[pair.template] not in NUMBERS:
            continue
        raw, clean = words(pair.raw), words(pair.clean)
        assert len(raw) > len(clean)
        marker = next((m for m in CORRECTIONS if f" {m} " in f" {pair.raw} "), None)
        assert marker is not None, pair
        seen += 1
    assert seen > 100


def test_a_correction_only_inserts_before_its_span() -> None:
    """Dropping the wrong value and the marker gives back the sentence as meant, every other number intact."""
    template = next(t for t in NUMBERS if "{temp}" in t and "{minutes}" in t)
    rng = random.Random(11)
    for _ in range(300):
        words_, spans = dictation._words(template, rng)
        said = [dictation._said(w) for w in words_]
        result = dictation._corrected(words_, spans, rng)
        assert result is not None
        corrected, name = result
        span = next(s for s in spans if s.name == name)
        inserted = len(corrected) - len(said)
        assert 2 <= inserted <= 3
        assert corrected[:span.start] + corrected[span.start + inserted:] == said
        assert any(m in corrected[span.start:span.start + inserted] for m in dictation.CORRECTIONS)
        wrong = corrected[span.start]
        assert wrong != said[span.start] or span.end - span.start > 1


def test_time_formats() -> None:
    rng = random.Random(0)
    for _ in range(2000):
        said, written = numbers.spoken_time(rng)
        assert re.fullmatch(r"\d{1,2}( o'clock|:\d\d( [ap]\.m\.)?| [ap]\.m\.)", written), written
        if written.endswith(":00") or ":00 " in written:
            pytest.fail(written)
        if ":" in written and not said[0].isdigit():
            assert len(said.split()) >= 2


def test_money_dates_decimals_and_scores() -> None:
    rng = random.Random(1)
    for _ in range(2000):
        assert re.fullmatch(r"[£$€]\d{1,3}(,000|\.\d\d)?", numbers.money(rng)[1])
        said, written = numbers.date(rng)
        assert re.fullmatch(r"the \d{1,2}(st|nd|rd|th)( of [A-Z][a-z]+)?", written), written
        assert said.startswith("the ")
        assert re.fullmatch(r"\d{1,2}\.\d", numbers.fever(rng)[1])
        said, written = numbers.score(rng)
        assert said == written and not re.search(r"\d", written)
    assert numbers.date(random.Random(3))[1] != ""
    assert {numbers.oven_temperature(random.Random(i))[1] for i in range(50)} >= {"180"}


def test_clean_sides_use_one_format_per_number_kind() -> None:
    for pair, _ in tagged("train"):
        assert not re.search(r"\b\d{1,2}:00\b", pair.clean), pair
        assert not re.search(r"\b(pounds?|dollars?|euros?)\b", pair.clean), pair
        ordinal = (r"(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
                   r"|\w+teenth|\w+tieth)")
        said_date = rf"\b(on|until|from) the ([a-z]+ )?{ordinal}\b(?! floor)|{ordinal} of [A-Z]"
        assert not re.search(said_date, pair.clean), pair
        assert not re.search(r"\bpoint\b", pair.clean), pair


def test_vocabulary_words_stay_apart_from_the_article() -> None:
    terms = VALUES["term"] + VALUES["vname"]
    openings = [p for p, tags in tagged("train") if "vocab_after_the" in tags]
    assert openings
    for pair in openings:
        for term in terms:
            assert not re.search(rf"[Tt]he{re.escape(term)}", pair.clean), pair
    assert any(re.match(rf"The ({'|'.join(terms)}) ", p.clean) for p in openings)
    for pair, _ in tagged("train"):
        for term in re.findall(rf"\b({'|'.join(terms)})\b", pair.clean):
            assert term in pair.raw, (term, pair)


def test_heldout_keeps_its_own_templates_in_every_group() -> None:
    train = {p.template for p, _ in tagged("train")}
    heldout = {p.template for p, _ in tagged("heldout")}
    assert train.isdisjoint(heldout)
    assert any(TEMPLATES[t] in NUMBERS for t in heldout)
    assert generate(20, 1, "heldout") == generate(20, 1, "heldout")
