"""Commands whose only new part is a person's name: do names the adapter never saw come out whole?

Usage: python -m data.unseen_names --out data/build/unseen-names.jsonl
       voxcall eval data/build/unseen-names.jsonl --quantization bf16

The phrasings are training families' (`call {name}`, `text {name} ...`,
`save {first} {last} as a contact`, `send an email to {name} about ...`), so
a miss here is the name, not the wording. The names are written by hand and
share nothing with `data.vocab`'s (a test checks). Several start with a
common English word (and-rew, is-abel, to-bias, will-ow, can-dice, or-lando),
which a model that learnt "and" as the joiner between calls is tempted to cut.
The set is fixed (no seed): every run scores the same 240 commands.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from data.vocab import FIRST_NAMES, LAST_NAMES, WORD_PREFIXED_FIRST_NAMES, WORD_PREFIXED_LAST_NAMES

NOW = "2026-12-04T10:00:00"
FIRST = (
    "andrew", "andrea", "andre", "andy", "andreas", "andrei", "tomasz", "alexandra", "sandra", "brandon",
    "amanda", "fernando", "isabel", "tobias", "willow", "mariana", "candice", "miranda", "yolanda", "orlando",
    "rolando", "randall",
    "xiomara", "nandini", "thandiwe", "ignatius", "cornelius", "rosalind", "peregrine", "bartholomew",
    "wendell", "marigold", "kendrick", "anastasia", "siobhan", "aoife", "tadhg", "bogdan", "radek", "zofia",
    "malgorzata", "oluwaseun", "chidi", "adaeze", "tendai", "kofi", "abena", "dmitri", "svetlana", "yaroslav",
    "ekaterina", "hiroshi", "sakura", "takumi", "haruka", "jiho", "minseo", "seojun", "thanh", "linh",
    "duc", "anh", "arjun", "kavya", "rohan", "lakshmi", "siddharth", "farhan", "leila", "darius",
    "shirin", "mateo", "valentina", "joaquin", "ximena", "santiago", "catalina", "bjorn", "astrid", "freya",
)
LAST = (
    "anderton", "andrews", "sandoval", "fernandez", "hernandez", "mandela", "brandt", "landry", "candelaria",
    "isaacs", "tobin", "willoughby", "mariani", "mirando", "orlov", "randolph", "xu", "nakamura", "okonkwo",
    "adeyemi", "mensah", "kowalczyk", "nowak", "petrov", "sokolova", "yamamoto", "watanabe", "park", "choi",
    "tran", "pham", "iyer", "reddy", "chowdhury", "hosseini", "rahimi", "castillo", "vargas", "lindqvist",
    "haugen",
)
MESSAGE = "i'm on my way"
SUBJECT = "the invoice"


def commands() -> list[dict]:
    """Three commands for each first name: a call, a text, and a contact with a last name (even places) or an
    email (odd places), in a fixed order."""
    rows = []
    for index, first in enumerate(FIRST):
        last = LAST[index % len(LAST)]
        rows.append(_row(f"call {first}", "call_contact", name=first))
        rows.append(_row(f"text {first} {MESSAGE}", "send_message", recipient=first, body=MESSAGE))
        if index % 2:
            rows.append(_row(f"send an email to {first} about {SUBJECT}", "send_email",
                             to=first, subject=SUBJECT, body=None))
        else:
            rows.append(_row(f"save {first} {last} as a contact", "create_contact", first_name=first,
                             last_name=last, phone_number=None, email=None))
    return rows


def _row(text: str, function: str, **arguments: str | None) -> dict:
    return {"text": text, "now": NOW, "calls": [{"name": function, "arguments": arguments}]}


def seen_names() -> set[str]:
    """The names of the training vocabulary, lower-cased: the set must share none."""
    trained = (*FIRST_NAMES, *LAST_NAMES, *WORD_PREFIXED_FIRST_NAMES, *WORD_PREFIXED_LAST_NAMES)
    return {name.lower() for name in trained}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("data/build/unseen-names.jsonl"))
    args = parser.parse_args(argv)
    rows = commands()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(row) + "\n" for row in rows))
    print(f"wrote {len(rows)} commands to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
