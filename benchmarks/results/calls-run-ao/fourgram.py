"""Run AO's blindness check (run from the repository root: PYTHONPATH=. python benchmarks/results/calls-run-ao/fourgram.py):
templates of extra15 sharing four consecutive literal words with any expansion of a held-out family."""
from data import families_extra15
from data.generate import FAMILIES
from data.grammar import skeletons
from data.heldout_families import HELDOUT_FAMILY_IDS


def grams(text: str) -> set[tuple[str, ...]]:
    words = text.split()
    return {tuple(words[i:i + 4]) for i in range(len(words) - 3) if not any("{" in w for w in words[i:i + 4])}


held = set()
for family in FAMILIES:
    if family.id in HELDOUT_FAMILY_IDS:
        for template in family.templates:
            for path in skeletons(template):
                held |= grams(path)
hits = 0
for module in (families_extra15,):
    for family in module.FAMILIES:
        for index, template in enumerate(family.templates):
            shared = set()
            for path in skeletons(template):
                shared |= grams(path) & held
            if shared:
                hits += 1
                print(family.id, index, sorted(" ".join(g) for g in shared))
print("templates sharing a 4-gram:", hits)
