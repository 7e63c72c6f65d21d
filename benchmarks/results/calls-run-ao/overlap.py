"""Run AO: which contact-probe lines name a person sharing a word with extra15's new name pools
(run from the repository root: PYTHONPATH=. python benchmarks/results/calls-run-ao/overlap.py)."""
import json

from data import families_extra15 as x15

POOL_WORDS = {w.casefold() for pool in (x15._COMPOUND_FIRST, x15._PARTICLE_LAST, x15._MORE_FIRST)
              for name in pool for w in name.split()}
PARTICLES = {"van", "von", "de", "da", "del", "della", "di", "du", "le", "la", "bin", "al", "dos", "das", "ter", "der",
             "den", "los"}


def names(call: dict) -> list[str]:
    args = call["arguments"]
    return [v for k, v in args.items() if k in ("first_name", "last_name", "name", "recipient", "to") and v]


unseen = []
for index, line in enumerate(open("tests/data/contacts.jsonl")):
    row = json.loads(line)
    words = {w.casefold() for call in row["calls"] for n in names(call) for w in n.split()} - PARTICLES
    shared = sorted(words & POOL_WORDS)
    if not shared:
        unseen.append(index)
    print(index, row["group"], "shares: " + ", ".join(shared) if shared else "no shared word")
print("lines sharing no name word with the new pools:", len(unseen), "of 90")
print("unseen:", unseen)

compound = {n.casefold() for n in x15._COMPOUND_FIRST}
particle = {n.casefold() for n in x15._PARTICLE_LAST}
for group, field, pool in (("compound_first", "first_name", compound), ("particle_last", "last_name", particle)):
    rows = [json.loads(line) for line in open("tests/data/contacts.jsonl")]
    rows = [r for r in rows if r["group"] == group]
    seen = sum(r["calls"][0]["arguments"][field].casefold() in pool for r in rows)
    print(f"{group}: {seen} of {len(rows)} have a {field} that is in the new pool as a whole")
