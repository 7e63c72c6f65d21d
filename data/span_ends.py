"""Where copied values end: the words a value stops before, counted in the training data.

    python -m data.span_ends --data data/build/train.jsonl --out assets/mtp/calls/span_ends.json

Span copying (`models/span_copy.py`) drafts the command's text into a quoted
value until the end of its clause. In "text mum saying running late" the
recipient ends before "saying", and a draft that runs on is refused there,
which ends the round. This counts, for every quoted value of the training
answers found in its command, the word that follows it in the command (the
value ended before it) and every word inside it after the first (the value
went on through it). A word ends values for an argument when, among the
times it follows or continues that argument's values, it ended them more
often than not; arguments with too few examples of a word fall back to the
count over all arguments. Arguments whose values are nearly always one word
(a first name) end after it, whatever follows. Words the commands say often
but values (almost) never open with ("me", "for", "set") are listed too:
the head does not open a value with them. The table only shapes drafts;
the verifier still decides every token.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from models.span_copy import word_key

MIN_WORD = 20  # occurrences over all arguments for a word to count at all
MIN_ARGUMENT = 5  # occurrences with one argument for that argument's own verdict
ONE_WORD = 0.95  # share of one-word values that makes an argument end after its first word
MIN_SAID = 50  # times a word is said before it can be listed as never opening a value
NEVER_OPENS = 0.01  # at most this share of a word's occurrences opens a value
VALUE = re.compile(r'(\w+)="([^"]*)"')


def count(rows: Iterable[dict]) -> tuple[Counter, Counter, Counter]:
    """(argument, word) -> times a value ended before the word, and times it went on through it;
    (argument, words in the value) -> values."""
    ended, went_on, lengths = Counter(), Counter(), Counter()
    for row in rows:
        said = row["text"].lower()
        for argument, value in VALUE.findall(row["target"]):
            found = re.search(r"(?<!\w)" + re.escape(value.lower()), said)
            if not value or found is None:
                continue
            lengths[argument, len(value.split())] += 1
            for word in value.lower().split()[1:]:
                went_on[argument, word_key(word)] += 1
            after = said[found.end() :].split()
            if after and word_key(after[0]):
                ended[argument, word_key(after[0])] += 1
    return ended, went_on, lengths


def never_open(rows: list[dict]) -> list[str]:
    """Words said at least `MIN_SAID` times that open a value at most `NEVER_OPENS` of the time."""
    said, opened = Counter(), Counter()
    for row in rows:
        said.update(word_key(word) for word in row["text"].split())
        opened.update(word_key(value.split()[0]) for _, value in VALUE.findall(row["target"]) if value.split())
    return sorted(w for w, n in said.items() if w and n >= MIN_SAID and opened[w] <= NEVER_OPENS * n)


def one_word_arguments(lengths: Counter) -> list[str]:
    """Arguments whose values are one word at least `ONE_WORD` of the time."""
    totals = Counter()
    for (argument, _), n in lengths.items():
        totals[argument] += n
    return sorted(a for a, n in totals.items() if lengths[a, 1] >= ONE_WORD * n)


def table(ended: Counter, went_on: Counter, lengths: Counter) -> dict:
    """`anywhere`: words that end most values; `stop`/`go`: each argument's own verdict where it has
    one; `one_word`: arguments that end after their first word."""
    one_word = one_word_arguments(lengths)
    words, arguments = Counter(), Counter()
    ends_total = Counter()
    for (argument, word), n in (ended + went_on).items():
        if argument in one_word:
            continue
        words[word] += n
        arguments[argument, word] += n
    for (argument, word), n in ended.items():
        ends_total[word] += n * (argument not in one_word)
    anywhere = sorted(w for w, n in words.items() if n >= MIN_WORD and ends_total[w] * 2 > n)
    stop: dict[str, list[str]] = {}
    go: dict[str, list[str]] = {}
    for (argument, word), n in sorted(arguments.items()):
        if n < MIN_ARGUMENT:
            continue
        ends = ended[argument, word] * 2 > n
        if ends and word not in anywhere:
            stop.setdefault(argument, []).append(word)
        if not ends and word in anywhere:
            go.setdefault(argument, []).append(word)
    return {"one_word": one_word, "anywhere": anywhere, "stop": stop, "go": go}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="training JSONL from `python -m data.generate`")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.data.read_text().splitlines() if line.strip()]
    result = {"data": str(args.data), "rows": len(rows), **table(*count(rows)), "never_open": never_open(rows)}
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"{len(result['one_word'])} one-word arguments, {len(result['never_open'])} words never open values; "
          f"{len(result['anywhere'])} words end values anywhere; "
          f"{sum(map(len, result['stop'].values()))} argument stops, {sum(map(len, result['go'].values()))} exceptions")


if __name__ == "__main__":
    main()
