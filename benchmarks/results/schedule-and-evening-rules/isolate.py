"""L10 alone: rule L's guard replayed with and without the new words that name no colour."""
import sys
sys.path.insert(0, '.')
from app.scoring import calls_match
from benchmarks.rule_check import replayed, RECORDS, SELECTION, AFTERWARDS
from benchmarks.compare_evals import load_run
import functions.lights as lights
from functions.lights import without_empty_light_calls
NEW = lights.NOT_A_COLOUR
OLD = frozenset("warmer cooler softer brighter darker dimmer lighter".split())
for name, path in {**SELECTION, **AFTERWARDS}.items():
    changed = fixed = lost = 0
    for it in load_run(RECORDS / path)["items"]:
        lights.NOT_A_COLOUR = OLD
        _, old = replayed(it, [without_empty_light_calls])
        lights.NOT_A_COLOUR = NEW
        _, new = replayed(it, [without_empty_light_calls])
        if old != new:
            changed += 1
            was, now = calls_match(it["expected"], old), calls_match(it["expected"], new)
            fixed += now and not was
            lost += was and not now
            print("   ", it["text"][:100], was, now)
    print(name, "changed", changed, "fixed", fixed, "lost", lost)
