"""The blind set scored with every rule, then with the five rules of 2026-12-07 (M, N, T, D, P) switched off.

    PYTHONPATH=. python benchmarks/results/natural3/rules_effect.py tests/data/natural3.jsonl OUT.json

It prints `rules-effect.txt`: the two scores, then each command whose answer the rules changed.
"""
import json, sys
from datetime import datetime
from app.scoring import calls_match
from app.settings import Settings
from functions.registry import validate_call
from models.caller import FunctionCaller
import functions.guards as guards
import functions.negation as negation

NOW = datetime(2026, 12, 7, 12, 0)
rows = [json.loads(l) for l in open(sys.argv[1])]
for r in rows:
    r["expected"] = [validate_call(c["name"], c["arguments"]).to_json() for c in r["calls"]]
caller = FunctionCaller(Settings(quantization="none"))
def run(label):
    out = []
    for r in rows:
        p = caller.predict(r["text"], NOW, "mtp")
        got = [c.to_json() for c in p.calls]
        out.append({"text": r["text"], "expected": r["expected"], "predicted": got, "notes": p.notes,
                    "exact": calls_match(r["expected"], got), "raw": p.raw})
    calls = [o for o in out if o["expected"]]; none = [o for o in out if not o["expected"]]
    print(json.dumps({"label": label, "exact": sum(o["exact"] for o in out), "of": len(out),
                      "with_calls": sum(o["exact"] for o in calls), "of_calls": len(calls),
                      "none_right": sum(o["exact"] for o in none), "of_none": len(none)}))
    return out
now_rules = run("every rule (HEAD)")
ident = lambda calls, command, notes: calls
saved = {n: getattr(guards, n) for n in ("merged_light_calls", "without_unsaid_darkness", "without_moves_for_turning", "without_cancel_for_pause")}
for n in saved: setattr(guards, n, ident)
negation.SWITCH_VERBS = frozenset()
before = run("without this session's five rules")
json.dump(now_rules, open(sys.argv[2], "w"), indent=1)
for a, b in zip(now_rules, before):
    if a["predicted"] != b["predicted"]:
        print("RULES CHANGED:", a["text"], b["predicted"], "->", a["predicted"], a["notes"])
