"""After the rule: both windows on a voice the rule did not use (en-gb@175, clean), natural set, one run."""
import json, logging
from app.evaluate import load_items
from app.settings import Settings
from app.synth import Condition, Voice, hear
from benchmarks.asr_options import Bench, Spoken, table

logging.basicConfig(level=logging.WARNING)
rows = load_items(__import__('pathlib').Path('tests/data/natural.jsonl'), 240, 0)
condition = Condition(Voice('en-gb', 175))
spoken = [Spoken(row, condition, hear(row['text'], condition, i)) for i, row in enumerate(rows)]
bench = Bench(Settings(), None)
results = [bench.run(name, spoken, condition) for name in ('default', 'fitted')]
print(table(results), flush=True)
json.dump([r.to_json() for r in results], open('/work/runs/an/second-voice.json', 'w'), indent=1)
