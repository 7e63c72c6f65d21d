"""The four-gram blindness check of the rounds that added families written blind (AM, AO).

A template written without seeing the held-out families may still say what
one of them says ("tell me the time"). Such a template would teach a held-out
wording, so each round deleted every template that shares four consecutive
literal words (slots excluded) with any expansion of a held-out family, before
any data was drawn.

Usage: PYTHONPATH=. python -m data.blindness extra15
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from dataclasses import dataclass

from data.generate import FAMILIES, FAMILY_FILES
from data.grammar import skeletons
from data.heldout_families import HELDOUT_FAMILY_IDS
from data.slots import Family

Gram = tuple[str, ...]


@dataclass(frozen=True)
class SharedTemplate:
    """One template that shares four-grams with a held-out family: its family, its index there, and the grams."""

    family: str
    index: int
    grams: tuple[str, ...]


def fourgrams(text: str) -> set[Gram]:
    """Every run of four words of `text` that holds no slot."""
    words = text.split()
    return {tuple(words[i:i + 4]) for i in range(len(words) - 3) if not any("{" in w for w in words[i:i + 4])}


def heldout_fourgrams() -> set[Gram]:
    """The four-grams of every expansion of every held-out family."""
    return {gram for family in FAMILIES if family.id in HELDOUT_FAMILY_IDS
            for template in family.templates for path in skeletons(template) for gram in fourgrams(path)}


def shared_templates(families: Iterable[Family]) -> list[SharedTemplate]:
    """The templates of `families` that share a four-gram with a held-out family, in order."""
    held = heldout_fourgrams()
    found = []
    for family in families:
        for index, template in enumerate(family.templates):
            shared = {gram for path in skeletons(template) for gram in fourgrams(path)} & held
            if shared:
                found.append(SharedTemplate(family.id, index, tuple(sorted(" ".join(g) for g in shared))))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", choices=list(FAMILY_FILES), metavar="FILE", help='e.g. "extra15"')
    args = parser.parse_args(argv)
    found = shared_templates(family for name in args.files for family in FAMILY_FILES[name])
    for template in found:
        print(template.family, template.index, list(template.grams))
    print("templates sharing a 4-gram:", len(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
