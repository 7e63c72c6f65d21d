"""Margin sweep for the fitted Whisper window, on 200 synthetic training commands (not the natural set)."""
import json, math, sys, time
import numpy as np
from app.settings import Settings
from app.synth import Voice, speak
from models.asr import SpeechRecognizer

lines = [json.loads(l) for l in open('/work/runs/an/train200.jsonl')]
clips = [speak(o['text'], Voice('en-us', 150)) for o in lines]
print('clips', len(clips), 'mean s %.2f max %.2f' % (np.mean([c.duration_s for c in clips]), max(c.duration_s for c in clips)), flush=True)
rec = SpeechRecognizer(Settings())
model = rec.model
full_encode = type(model).encode
window = {'frames': None}
def encode(features):
    if window['frames'] is not None and features.shape[-1] > window['frames']:
        features = features[..., :window['frames']]
    return full_encode(model, features)
model.encode = encode
out = {}
for margin in [None] + [float(m) for m in sys.argv[1:]]:
    texts, ms = [], []
    for c in clips:
        window['frames'] = None if margin is None else min(3000, 100 * math.ceil(c.duration_s + margin))
        t = time.perf_counter(); texts.append(rec.transcribe(c).text); ms.append((time.perf_counter() - t) * 1000)
    out[str(margin)] = texts
    full = out['None']
    same = sum(a == b for a, b in zip(full, texts))
    rep = sum(len(b) > 1.5 * len(a) for a, b in zip(full, texts))
    print(f'margin {margin}: p50 {np.percentile(ms, 50):.0f} ms, mean {np.mean(ms):.0f} ms, same as full {same}/{len(clips)}, longer x1.5 {rep}', flush=True)
json.dump(out, open('/work/runs/an/sweep.json', 'w'), indent=0)
