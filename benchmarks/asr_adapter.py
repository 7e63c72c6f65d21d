"""Whisper base with and without the ASR adapter, side by side on the same clips.

Every sentence is spoken once per voice by espeak-ng and transcribed by both
recognisers in one process, so the two columns differ only by the adapter.
Commands go through the command path (prompt, no timestamps); dictation
passages through the dictation path (VAD segments, timestamps, no prompt),
which the adapter was not trained on: this is where it could do harm.

Usage:
  python -m benchmarks.asr_adapter --voices en-us@150,en-us+m3@150 \
      --commands tests/data/natural.jsonl --dictation tests/data/dictation.jsonl \
      --out benchmarks/results/asr-adapter
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from app.dictation_scoring import edit_distance, words
from app.evaluate import parse_voices
from app.settings import Settings
from app.synth import Voice, speak
from models.asr import SpeechRecognizer
from models.audio import AudioClip

MODELS = ("base", "adapted")


@dataclass
class Tally:
    """Word errors, reference words, sentences heard word for word, and time, for one model."""

    errors: int = 0
    words: int = 0
    exact: int = 0
    sentences: int = 0
    ms: float = 0.0

    def add(self, heard: str, said: str, ms: float) -> None:
        reference = words(said)
        distance = edit_distance(words(heard), reference)
        self.errors += distance
        self.words += len(reference)
        self.exact += distance == 0
        self.sentences += 1
        self.ms += ms

    def summary(self) -> dict[str, float]:
        return {"wer": round(self.errors / max(1, self.words), 4),
                "heard_exactly": round(self.exact / max(1, self.sentences), 4),
                "ms_per_clip": round(self.ms / max(1, self.sentences), 1), "clips": self.sentences}


@dataclass
class Row:
    set: str
    voice: str
    tallies: dict[str, Tally] = field(default_factory=lambda: {name: Tally() for name in MODELS})
    heard: list[dict[str, str]] = field(default_factory=list)


def _heard(recognizer: SpeechRecognizer, clip: AudioClip, dictation: bool) -> tuple[str, float]:
    started = time.perf_counter()
    if dictation:
        text = " ".join(segment.text for segment in recognizer.dictation_segments(clip, None))
    else:
        text = recognizer.transcribe(clip).text
    return text, (time.perf_counter() - started) * 1000


def run_set(name: str, sentences: list[str], voice: Voice, recognizers: dict[str, SpeechRecognizer]) -> Row:
    """Each sentence spoken once, heard by both models (their order alternating)."""
    row = Row(name, voice.label)
    for index, said in enumerate(tqdm(sentences, desc=f"{name} {voice.label}", unit="clip")):
        clip = speak(said, voice)
        order = MODELS if index % 2 == 0 else MODELS[::-1]
        heard = {}
        for model in order:
            heard[model], ms = _heard(recognizers[model], clip, dictation=name == "dictation")
            row.tallies[model].add(heard[model], said, ms)
        row.heard.append({"said": said, **heard})
    return row


def load_sentences(path: Path, key: str) -> list[str]:
    return [json.loads(line)[key] for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--voices", type=parse_voices, default=parse_voices("en-us@150"))
    parser.add_argument("--commands", type=Path, default=Path("tests/data/natural.jsonl"))
    parser.add_argument("--dictation", type=Path, default=Path("tests/data/dictation.jsonl"))
    parser.add_argument("--limit", type=int, help="only the first N sentences of each set")
    parser.add_argument("--out", type=Path, required=True, help="writes OUT.json and OUT.txt")
    args = parser.parse_args(argv)
    settings = Settings()
    recognizers = {"base": SpeechRecognizer(settings.model_copy(update={"use_asr_adapter": False})),
                   "adapted": SpeechRecognizer(settings)}
    sets = {"commands": load_sentences(args.commands, "text")[: args.limit],
            "dictation": load_sentences(args.dictation, "raw")[: args.limit]}
    rows = [run_set(name, sentences, voice, recognizers) for voice in args.voices for name, sentences in sets.items()]
    lines = ["| set | voice | WER base | WER adapted | heard exactly base | adapted | ms/clip base | adapted |",
             "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        base, adapted = row.tallies["base"].summary(), row.tallies["adapted"].summary()
        lines.append(f"| {row.set} ({base['clips']}) | {row.voice} | {base['wer']:.1%} | {adapted['wer']:.1%} | "
                     f"{base['heard_exactly']:.1%} | {adapted['heard_exactly']:.1%} | {base['ms_per_clip']:.0f} | "
                     f"{adapted['ms_per_clip']:.0f} |")
    table = "\n".join(lines)
    print(table)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".txt").write_text(table + "\n")
    args.out.with_suffix(".json").write_text(json.dumps(
        {"adapter": str(settings.asr_adapter_dir), "rows": [
            {"set": row.set, "voice": row.voice, **{m: t.summary() for m, t in row.tallies.items()},
             "heard": row.heard} for row in rows]}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
