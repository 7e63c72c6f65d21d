"""How much of a hand-written dictation set the generator's templates already say.

    python -m benchmarks.dictation_overlap benchmarks/results/eval-dictation-handwritten.json

The hand-written set was written independently of the generator, but the
generator's second round of templates was written after reading which kinds
of mistakes the first adapter made on it. A shared phrase could then flatter
the score. This splits the set by whether a line's reference shares any run
of `n` words with a template (slots break runs) and scores both parts from
the items of a `voxcall eval-dictation --json` file.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from app.dictation_scoring import ItemScore, summarise, words
from data.dictation_templates import TEMPLATES

SLOT = re.compile(r"\{[^}]*\}")


def ngrams(tokens: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


def template_ngrams(n: int) -> set[tuple[str, ...]]:
    """Every run of `n` words inside a template, not crossing a slot."""
    grams: set[tuple[str, ...]] = set()
    for template in TEMPLATES:
        for piece in SLOT.split(template):
            grams |= ngrams(words(piece), n)
    return grams


def split_scores(items: list[dict], n: int) -> dict[str, dict]:
    known = template_ngrams(n)
    fields = ItemScore.__dataclass_fields__
    parts: dict[str, list[ItemScore]] = {"shares a phrase": [], "shares none": []}
    for item in items:
        key = "shares a phrase" if ngrams(words(item["clean"]), n) & known else "shares none"
        parts[key].append(ItemScore(**{name: item[name] for name in fields}))
    return {name: summarise(scores).to_json() for name, scores in parts.items() if scores}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("eval_json", type=Path)
    parser.add_argument("--n", type=int, default=4, help="words in a shared phrase")
    args = parser.parse_args()
    items = json.loads(args.eval_json.read_text())["items"]
    print(json.dumps({"n": args.n, **split_scores(items, args.n)}, indent=1))


if __name__ == "__main__":
    main()
