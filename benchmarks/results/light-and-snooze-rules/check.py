"""The light and snooze rules' bars (RULE.md beside this file).

    PYTHONPATH=. python benchmarks/results/light-and-snooze-rules/check.py /work/runs/aq   # AQ's records

1. The probe through the caller (float32, MTP): each answer and its notes.
2. Each rule, and both, replayed on AQ's recorded answers of the eight selection sets (name-convention rule first).
3. Afterwards, the same replay on contacts2, held-out 501-2,000 and fresh: counts only.
"""
import json
import sys
from datetime import datetime
from pathlib import Path

from app.scoring import calls_match
from app.settings import Settings
from benchmarks.compare_evals import load_run
from benchmarks.contact_swap_check import with_the_convention
from functions.registry import validate_call
from functions.senses import without_cancel_for_snooze, without_volume_for_light

HERE = Path(__file__).parent
NOW = datetime(2026, 12, 7, 12, 0)
SELECTION = {"contacts": "sel/aq-contacts-none.json", "heldout_val": "sel/aq-heldout_val-none.json",
             "natural": "sel/aq-natural-none.json", "heldout500": "sel/aq-heldout500-none.json",
             "names": "sel/aq-names-none.json", "heard": "sel/aq-heard-none.json",
             "heard_asr": "sel/aq-heard_asr-none.json", "fresh2": "sel/aq-fresh2-none.json"}
AFTERWARDS = {"contacts2": "test/aq-contacts2-none.json", "heldout501": "test/aq-heldout501-none.json",
              "fresh": "test/aq-fresh-none.json"}
RULES = {"L": [without_volume_for_light], "S": [without_cancel_for_snooze],
         "L+S": [without_volume_for_light, without_cancel_for_snooze]}


def probe() -> None:
    from models.caller import FunctionCaller

    caller = FunctionCaller(Settings(quantization="none"))
    for text in (HERE / "probe.txt").read_text().splitlines():
        prediction = caller.predict(text, NOW, "mtp")
        print(json.dumps({"text": text, "calls": [c.describe() for c in prediction.calls], "notes": prediction.notes}))


def replay(records: Path, sets: dict[str, str], stage: str) -> None:
    for name, path in sets.items():
        items = load_run(records / path)["items"]
        row = {"stage": stage, "set": name, "lines": len(items)}
        for label, rules in RULES.items():
            changed = fixed = lost = 0
            for item in items:
                recorded = with_the_convention(item["predicted"], item["text"])
                calls = [validate_call(c["name"], c["arguments"]) for c in recorded]
                for rule in rules:
                    calls = rule(calls, item["text"], [])
                after = [c.to_json() for c in calls]
                before_ok, after_ok = calls_match(item["expected"], recorded), calls_match(item["expected"], after)
                changed, fixed, lost = changed + (after != recorded), fixed + (after_ok > before_ok), lost + (before_ok > after_ok)
            row[label] = {"changed": changed, "fixed": fixed, "lost": lost}
        print(json.dumps(row))


if __name__ == "__main__":
    probe()
    replay(Path(sys.argv[1]), SELECTION, "selection")
    replay(Path(sys.argv[1]), AFTERWARDS, "afterwards")
