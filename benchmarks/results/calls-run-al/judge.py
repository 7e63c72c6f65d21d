"""Run AJ's rule (benchmarks/results/calls-run-aj/RULE.md) applied to the selection records, candidate by candidate."""
import json
from pathlib import Path
out = Path("/work/runs/al")
BLIND = ("natural", "heldout500", "names", "heard", "heard_asr")
SCALE = {"al1": 1, "al2": 2, "al3": 3}
results = {}
for cand in SCALE:
    val = json.loads((out / f"{cand}-vs-base-heldout_val.json").read_text())
    fails = []
    if val["exact"][cand] < val["exact"]["base"] + 5:
        fails.append(f"heldout_val {val['exact'][cand]} < M2 {val['exact']['base']} + 5")
    if val["summary"][cand]["no_call_recall"] < 0.95:
        fails.append(f"heldout_val no-call recall {val['summary'][cand]['no_call_recall']}")
    if val["summary"][cand]["valid_outputs"] < 1.0:
        fails.append("heldout_val valid < 100 %")
    rest = {s: out / f"{cand}-vs-base-{s}.json" for s in BLIND + ("fresh2",)}
    if fails:
        print(cand, f"heldout_val {val['exact'][cand]} (M2 {val['exact']['base']})", "FAIL at the screen: " + "; ".join(fails))
        results[cand] = (False, val["exact"][cand])
        continue
    rows = {s: json.loads(p.read_text()) for s, p in rest.items()}
    for s, r in rows.items():
        base, got = r["exact"]["base"], r["exact"][cand]
        summ, bsum = r["summary"][cand], r["summary"]["base"]
        if summ["valid_outputs"] < 1.0:
            fails.append(f"{s} valid {summ['valid_outputs']}")
        if s == "natural":
            if got < 235: fails.append(f"natural {got} < 235")
            if summ["no_call_recall"] < 0.9583: fails.append(f"natural no-call recall {summ['no_call_recall']}")
            if summ["no_call_precision"] < 0.95: fails.append(f"natural no-call precision {summ['no_call_precision']}")
        elif s == "fresh2":
            if got < base - 3: fails.append(f"fresh2 {got} < M2 {base} - 3")
            for k in ("no_call_precision", "no_call_recall"):
                if summ[k] < bsum[k] - 0.02: fails.append(f"fresh2 {k} {summ[k]} vs M2 {bsum[k]}")
        elif s == "heldout500" and summ["no_call_recall"] < 0.95:
            fails.append(f"heldout500 no-call recall {summ['no_call_recall']}")
        if s not in ("natural", "fresh2") and got < base - 3:
            fails.append(f"{s} {got} more than 3 below M2's {base}")
    base_blind = sum(rows[s]["exact"]["base"] for s in BLIND)
    blind = sum(rows[s]["exact"][cand] for s in BLIND)
    if blind < base_blind:
        fails.append(f"five blind sets {blind} < M2 {base_blind}")
    print(cand, f"heldout_val {val['exact'][cand]} (M2 {val['exact']['base']}); five blind {blind} (M2 {base_blind}); "
          f"fresh2 {rows['fresh2']['exact'][cand]} (M2 {rows['fresh2']['exact']['base']})",
          "PASS" if not fails else "FAIL: " + "; ".join(fails))
    results[cand] = (not fails, val["exact"][cand])
passing = [c for c in SCALE if results[c][0]]
if passing:
    best = max(passing, key=lambda c: (results[c][1], -SCALE[c]))
    print("RESULT:", best, "passes and is chosen")
else:
    print("RESULT: none passes; M2 stays")
