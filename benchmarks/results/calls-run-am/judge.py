"""Run AM's rule (benchmarks/results/calls-run-am/RULE.md) applied to the selection records (float32, *-none.json)."""
import json
import sys
from pathlib import Path

out = Path("/work/runs/am/sel")
BLIND = ("natural", "heldout500", "names", "heard", "heard_asr")
ORDER = {"am1": 0.5, "am2": 0.75}


def rec(cand: str, name: str) -> dict | None:
    path = out / f"{cand}-vs-base-{name}-none.json"
    return json.loads(path.read_text()) if path.is_file() else None


results = {}
for cand in ORDER:
    val = rec(cand, "heldout_val")
    if val is None:
        print(cand, "not measured")
        continue
    got, base = val["exact"][cand], val["exact"]["base"]
    fails = []
    if got < base + 5:
        fails.append(f"heldout_val {got} < M2 {base} + 5")
    if val["summary"][cand]["no_call_recall"] < 0.95:
        fails.append(f"heldout_val no-call recall {val['summary'][cand]['no_call_recall']}")
    if val["summary"][cand]["valid_outputs"] < 1.0:
        fails.append("heldout_val valid < 100 %")
    head = f"{cand} heldout_val {got} (M2 {base}; {val.get('tally', '')})"
    if fails:
        print(head, "FAIL at the screen: " + "; ".join(fails))
        results[cand] = (False, got)
        continue
    rows = {s: rec(cand, s) for s in BLIND + ("fresh2",)}
    if any(r is None for r in rows.values()):
        print(head, "reached the bar; other sets not all measured yet")
        continue
    for s, r in rows.items():
        b, g = r["exact"]["base"], r["exact"][cand]
        summ, bsum = r["summary"][cand], r["summary"]["base"]
        if summ["valid_outputs"] < 1.0:
            fails.append(f"{s} valid {summ['valid_outputs']}")
        if s == "natural":
            if g < 235: fails.append(f"natural {g} < 235")
            if summ["no_call_recall"] < 0.9583: fails.append(f"natural no-call recall {summ['no_call_recall']}")
            if summ["no_call_precision"] < 0.95: fails.append(f"natural no-call precision {summ['no_call_precision']}")
        elif s == "fresh2":
            if g < b - 3: fails.append(f"fresh2 {g} < M2 {b} - 3")
            for k in ("no_call_precision", "no_call_recall"):
                if summ[k] < bsum[k] - 0.02: fails.append(f"fresh2 {k} {summ[k]} vs M2 {bsum[k]}")
        elif s == "heldout500" and summ["no_call_recall"] < 0.95:
            fails.append(f"heldout500 no-call recall {summ['no_call_recall']}")
        if s not in ("natural", "fresh2") and g < b - 3:
            fails.append(f"{s} {g} more than 3 below M2's {b}")
    base_blind = sum(rows[s]["exact"]["base"] for s in BLIND)
    blind = sum(rows[s]["exact"][cand] for s in BLIND)
    if blind < base_blind:
        fails.append(f"five blind sets {blind} < M2 {base_blind}")
    per = ", ".join(f"{s} {rows[s]['exact'][cand]} ({rows[s]['exact'][cand] - rows[s]['exact']['base']:+d})"
                    for s in rows)
    print(head + f"; five blind {blind} (M2 {base_blind}); {per}", "PASS" if not fails else "FAIL: " + "; ".join(fails))
    results[cand] = (not fails, got)
passing = [c for c in ORDER if c in results and results[c][0]]
if passing:
    best = max(passing, key=lambda c: (results[c][1], -ORDER[c]))
    print("RESULT:", best, "passes and is adopted (subject to the float32/int8/spoken measurements)")
else:
    print("RESULT: no candidate passes so far; M2 stays")
sys.exit(0)
