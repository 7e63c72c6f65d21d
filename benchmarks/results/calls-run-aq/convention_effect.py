"""What the name-convention rule would change in recorded answers (every set of runs AP and AQ, M2 and AQ).
Run from the repository root: PYTHONPATH=. python benchmarks/results/calls-run-aq/convention_effect.py"""
import glob
from pathlib import Path

from app.scoring import calls_match
from benchmarks.compare_evals import load_run
from functions.contacts import split_by_the_convention
from functions.registry import validate_call


def items(path: str) -> list[dict]:
    return load_run(Path(path))["items"]

files = sorted(glob.glob("/work/runs/aq/sel/*-none.json") + glob.glob("/work/runs/aq/test/*-none.json")
               + glob.glob("/work/runs/aq/adopt/*.json"))
for f in files:
    if "-vs-" in f: continue
    its = items(f)
    before = after = changed = exp_changed = 0
    for it in its:
        calls = [validate_call(c["name"], c["arguments"]) for c in it["predicted"]]
        new = [c.to_json() for c in split_by_the_convention(calls, it["text"])]
        exp = [validate_call(c["name"], c["arguments"]) for c in it["expected"]]
        if [c.to_json() for c in split_by_the_convention(exp, it["text"])] != [c.to_json() for c in exp]: exp_changed += 1
        changed += new != it["predicted"]
        before += calls_match(it["expected"], it["predicted"]); after += calls_match(it["expected"], new)
    print(f"{f.split('/')[-1]:40} {len(its):5} changed {changed:3} exact {before} -> {after}; expected answers the rule would change: {exp_changed}")
