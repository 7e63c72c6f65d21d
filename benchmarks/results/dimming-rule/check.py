"""The dimming rule's two bars (RULE.md beside this file).

    PYTHONPATH=. python benchmarks/results/dimming-rule/check.py /work/runs/aq   # AQ's records: sel/ and test/

1. The probe through the caller (float32, MTP): each answer, and the notes that say why a call was left out.
2. The rule replayed on AQ's recorded answers (the name-convention rule applied first, as the code does now).
"""
import json
import sys
from datetime import datetime
from pathlib import Path

from app.scoring import calls_match
from app.settings import Settings
from benchmarks.contact_swap_check import with_the_convention
from benchmarks.compare_evals import load_run
from functions.registry import validate_call
from functions.senses import without_darkness_for_dimming

HERE = Path(__file__).parent
NOW = datetime(2026, 12, 7, 12, 0)
RECORDS = {"contacts": "sel/aq-contacts-none.json", "heldout_val": "sel/aq-heldout_val-none.json",
           "natural": "sel/aq-natural-none.json", "heldout500": "sel/aq-heldout500-none.json",
           "names": "sel/aq-names-none.json", "heard": "sel/aq-heard-none.json",
           "heard_asr": "sel/aq-heard_asr-none.json", "fresh2": "sel/aq-fresh2-none.json",
           "contacts2": "test/aq-contacts2-none.json", "heldout501": "test/aq-heldout501-none.json",
           "fresh": "test/aq-fresh-none.json"}


def probe() -> None:
    from models.caller import FunctionCaller

    caller = FunctionCaller(Settings(quantization="none"))
    for text in (HERE / "probe.txt").read_text().splitlines():
        prediction = caller.predict(text, NOW, "mtp")
        print(json.dumps({"text": text, "calls": [c.describe() for c in prediction.calls], "notes": prediction.notes}))


def replay(records: Path) -> None:
    for name, path in RECORDS.items():
        items = load_run(records / path)["items"]
        changed = lost = 0
        for item in items:
            recorded = with_the_convention(item["predicted"], item["text"])
            calls = [validate_call(c["name"], c["arguments"]) for c in recorded]
            after = [c.to_json() for c in without_darkness_for_dimming(calls, item["text"], [])]
            changed += after != recorded
            lost += calls_match(item["expected"], recorded) and not calls_match(item["expected"], after)
        print(json.dumps({"set": name, "lines": len(items), "answers_changed": changed, "commands_lost": lost}))


if __name__ == "__main__":
    probe()
    replay(Path(sys.argv[1]))
