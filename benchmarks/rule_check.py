"""A guard rule's two measurements: a hand probe through the caller, and the rule replayed on recorded answers.

    python -m benchmarks.rule_check --probe PROBE.txt --rules NAME [NAME ...] [--records DIR]

The probe's commands are predicted by the caller (float32, MTP, every rule
on) and printed with the calls kept and the notes on those left out. Then
each named rule (`functions.guards` names every one), alone and all together, is applied to
run AQ's recorded answers (DIR holds its `sel/` and `test/` records, by
default the copies in `benchmarks/results/calls-run-aq/records/`; the
name-convention rule is applied first, as the code does now). A rule that
only leaves calls out and reads nothing but the calls and the command gives
on a record what the code gives, so no set has to be decoded again. The
selection sets come first; contacts2, held-out 501-2,000 and fresh are
printed after them, as afterwards counts.
"""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from pathlib import Path

from app.scoring import calls_match
from app.settings import Settings
from benchmarks.compare_evals import load_run
from benchmarks.contact_swap_check import with_the_convention
from functions import guards
from functions.guards import Rule
from functions.registry import validate_call

NOW = datetime(2026, 12, 7, 12, 0)
RECORDS = Path(__file__).parent / "results" / "calls-run-aq" / "records"
SELECTION = {"contacts": "sel/aq-contacts-none.json", "heldout_val": "sel/aq-heldout_val-none.json",
             "natural": "sel/aq-natural-none.json", "heldout500": "sel/aq-heldout500-none.json",
             "names": "sel/aq-names-none.json", "heard": "sel/aq-heard-none.json",
             "heard_asr": "sel/aq-heard_asr-none.json", "fresh2": "sel/aq-fresh2-none.json"}
AFTERWARDS = {"contacts2": "test/aq-contacts2-none.json", "heldout501": "test/aq-heldout501-none.json",
              "fresh": "test/aq-fresh-none.json"}


def probe(path: Path) -> None:
    from models.caller import FunctionCaller

    caller = FunctionCaller(Settings(quantization="none"))
    for text in path.read_text().splitlines():
        prediction = caller.predict(text, NOW, "mtp")
        print(json.dumps({"text": text, "calls": [c.describe() for c in prediction.calls], "notes": prediction.notes}))


def replayed(item: dict, rules: list[Rule]) -> tuple[list[dict], list[dict]]:
    """A recorded answer as the code now writes it, and the same after `rules`."""
    recorded = with_the_convention(item["predicted"], item["text"])
    calls = [validate_call(c["name"], c["arguments"]) for c in recorded]
    for rule in rules:
        calls = rule(calls, item["text"], [])
    return recorded, [c.to_json() for c in calls]


def replay(records: Path, sets: dict[str, str], stage: str, rules: dict[str, list[Rule]]) -> None:
    """Per set and rule: answers changed, commands fixed and commands lost."""
    for name, path in sets.items():
        items = load_run(records / path)["items"]
        row: dict = {"stage": stage, "set": name, "lines": len(items)}
        for label, chain in rules.items():
            counts = {"changed": 0, "fixed": 0, "lost": 0}
            for item in items:
                before, after = replayed(item, chain)
                was, now = calls_match(item["expected"], before), calls_match(item["expected"], after)
                counts["changed"] += after != before
                counts["fixed"] += now and not was
                counts["lost"] += was and not now
            row[label] = counts
        print(json.dumps(row))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probe", type=Path, required=True)
    parser.add_argument("--rules", nargs="+", required=True, help="rules named in functions.guards")
    parser.add_argument("--records", type=Path, default=RECORDS, help="run AQ's records (sel/ and test/)")
    args = parser.parse_args()
    chosen = {name: [getattr(guards, name)] for name in args.rules}
    if len(chosen) > 1:
        chosen["all"] = [rule for chain in chosen.values() for rule in chain]
    probe(args.probe)
    replay(args.records, SELECTION, "selection", chosen)
    replay(args.records, AFTERWARDS, "afterwards", chosen)


if __name__ == "__main__":
    main()
