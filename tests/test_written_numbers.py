"""Spoken numbers as the cleanup writes them, for drafting (the convention of data/dictation_numbers.py)."""

from __future__ import annotations

import pytest

from models.written_numbers import cardinal, rewrite, written_form


@pytest.mark.parametrize(("said", "written"), [
    ("leaves at seven forty five so", "leaves at 7:45 so"),
    ("at nine oh five pm", "at 9:05 p.m."),
    ("at ten am on friday", "at 10 a.m. on friday"),
    ("at eleven o'clock", "at 11 o'clock"),
    ("send one fifty pounds to grace", "send £150 to grace"),
    ("three thousand dollars", "$3,000"),
    ("three pounds fifty", "£3.50"),
    ("on the twenty seventh", "on the 27th"),
    ("the fifteenth no wait the fourteenth", "the 15th no wait the 14th"),
    ("thirty eight point five", "38.5"),
    ("about twenty percent", "about 20%"),
    ("under four thousand five hundred", "under 4,500"),
    ("one hundred and eighty degrees", "180 degrees"),
])
def test_numbers_written_in_digits(said: str, written: str) -> None:
    assert " ".join(rewrite(said.split())) == written


@pytest.mark.parametrize("said", ["about twelve people", "twenty minutes", "three nil", "at eight", "one of them"])
def test_small_counts_minutes_and_bare_hours_stay_words(said: str) -> None:
    assert rewrite(said.split()) == said.split()


def test_cardinal_reads_hundreds_and_thousands_with_or_without_and() -> None:
    assert cardinal("four thousand and twelve more".split(), 0) == (4012, 4)
    assert cardinal("two hundred eighty".split(), 0) == (280, 3)
    assert cardinal("banana".split(), 0) is None


def test_written_form_says_how_many_words_it_stands_for() -> None:
    found = written_form("at two fifty four and six pm".split(), 1)
    assert found is not None and (found.text, found.words) == ("2:54", 3)


def test_measured_quantities_are_digits() -> None:
    assert rewrite("preheat the oven to one eighty degrees".split())[-2:] == ["180", "degrees"]
