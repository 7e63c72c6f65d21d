"""WER of each margin's transcripts against the commands' text (the rule's margin choice)."""
import json
from app.dictation_scoring import edit_distance, words
rows = [json.loads(l) for l in open('/work/runs/an/train200.jsonl')]
ref = [words(r['text']) for r in rows]
out = json.load(open('/work/runs/an/sweep.json'))
full = out['None']
for margin, texts in out.items():
    errors = sum(edit_distance(words(t), r) for t, r in zip(texts, ref))
    longer = sum(len(t) > 1.5 * len(f) for t, f in zip(texts, full))
    print(f'margin {margin}: WER {errors / sum(map(len, ref)):.2%} ({errors} word errors), longer x1.5 {longer}')
