"""Run AQ's consistency check: on the probe and heldout_val, each routed answer must be AP2's answer in run AP's
records and each other answer M2's (calls-run-aq/RULE.md). Reads /work/runs/ap/sel and /work/runs/aq/sel.
Run from the repository root: PYTHONPATH=. python benchmarks/results/calls-run-aq/combine_check.py"""
from pathlib import Path

from benchmarks.compare_evals import load_run

AP, AQ = Path("/work/runs/ap/sel"), Path("/work/runs/aq/sel")


def items(path: Path) -> list[dict]:
    return load_run(path)["items"]


for name, base, ap2, aq in (("probe", AP / "base-contacts-none.json", AP / "ap2-contacts-none.json",
                             AQ / "aq-contacts-none.json"),
                            ("heldout_val", AP / "base-heldout_val-none.json", AP / "ap2-heldout_val-none.json",
                             AQ / "aq-heldout_val-none.json")):
    if not aq.is_file():
        print(name, "not measured")
        continue
    b, a, q = items(base), items(ap2), items(aq)
    assert len(b) == len(a) == len(q) and all(x["text"] == y["text"] == z["text"] for x, y, z in zip(b, a, q))
    routed = sum(z["routed"] for z in q)
    wrong = [z["text"] for x, y, z in zip(b, a, q) if z["predicted"] != (y if z["routed"] else x)["predicted"]]
    said = sum(any(c["name"] == "create_contact" for c in x["predicted"]) for x in b)
    print(f"{name}: {len(q)} lines, {routed} routed (M2's kept answer holds create_contact in {said}); "
          f"{len(wrong)} differ from the combination of run AP's records {wrong[:5]}")
