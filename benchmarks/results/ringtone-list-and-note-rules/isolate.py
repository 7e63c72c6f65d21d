"""M2 and N3 alone: the replay of merged_light_calls / without_calls_to_no_one with and without the widening."""
import json, sys
sys.path.insert(0, '.')
from app.scoring import calls_match
from benchmarks.rule_check import replayed, RECORDS, SELECTION, AFTERWARDS
from benchmarks.compare_evals import load_run
import functions.lights as lights, functions.senses as senses
from functions.lights import merged_light_calls
from functions.senses import without_calls_to_no_one
OLD_CALLING = frozenset("call the a people someone somebody anyone anybody everyone back it phone number".split())
NEW_CALLING = senses.CALLING_WORDS
def run(path):
    items = load_run(RECORDS / path)["items"]
    out = []
    for it in items:
        lights._one_room_said_once = lambda *a: False; senses.CALLING_WORDS = OLD_CALLING
        _, old = replayed(it, [merged_light_calls, without_calls_to_no_one])
        lights._one_room_said_once = ORIG; senses.CALLING_WORDS = NEW_CALLING
        _, new = replayed(it, [merged_light_calls, without_calls_to_no_one])
        if old != new:
            out.append((it["text"][:100], calls_match(it["expected"], old), calls_match(it["expected"], new)))
    return out
ORIG = lights._one_room_said_once
for name, path in {**SELECTION, **AFTERWARDS}.items():
    changes = run(path)
    print(name, len(changes), "fixed", sum(1 for _, o, n in changes if n and not o), "lost", sum(1 for _, o, n in changes if o and not n))
    for c in changes: print("   ", c)
