"""Spoken training commands for the ASR adapter, encoded once by Whisper's own encoder.

Whisper base mishears espeak-ng's voice in exactly the words voxcall copies
("turn blue to sun" for "turn bluetooth on"), and no language-model adapter
can undo a wrong transcript. The ASR adapter (`models.asr_adapter`) is a
LoRA on Whisper's text decoder, trained on what this module makes: commands
of the *training* phrasing families (`data.generate`, never the held-out
families or the hand-written natural set), in Whisper's own written style
(capitals, digits, punctuation), spoken by espeak-ng in many voices and
speeds, a quarter of them with white noise or babble mixed in.

Each clip goes through the same steps as at inference (Silero VAD with the
settings' thresholds, log-mel features, padding to 30 s) and then through
CTranslate2's int8 encoder, the very numbers the decoder will read at
inference. Only the encoder output is kept (1500 x 512 float16, 1.5 MB a
clip) in one memory-mapped file, so training never runs the encoder and a
build that stops part-way resumes where it stopped.

Usage: python -m data.asr_speech --n 3000 --seed 0 --out data/build/asr-speech
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
from tqdm import tqdm

from app.settings import Settings, get_settings
from app.synth import Voice, add_babble, add_noise, speak
from data.generate import generate
from models.asr_adapter import ENCODED, FRAMES, MANIFEST, WIDTH, open_encoded

log = logging.getLogger(__name__)

TRAIN_VOICES: tuple[str, ...] = (
    "en-us", "en-gb", "en-us+m1", "en-us+m2", "en-us+m4", "en-us+f1", "en-us+f2", "en-us+f4",
    "en-gb-x-rp", "en-gb-scotland", "en-029", "en-us-nyc", "en-gb-x-gbcwmd", "en-gb+m5", "en-us+m7",
)
HELDOUT_VOICES: tuple[str, ...] = ("en-us+m3", "en-gb-x-gbclan", "en-us+f3")
"""Never spoken in training, so `voxcall eval --audio --voices` can show the adapter is not one voice's."""

SPEEDS = range(125, 196, 5)
GENERATED = 16_000
"""Commands generated per batch; a fixed size keeps `plan(n)` a prefix of `plan(m)` for n < m, so a set grows."""
NOISE_SHARE = 0.25
TRAIN_BABBLE_BED = 1
"""The babble bed of training clips; evaluation mixes bed 0 (`app.synth.add_babble`)."""
NATURAL_SET = Path(__file__).resolve().parent.parent / "tests" / "data" / "natural.jsonl"
"""The hand-written evaluation set: a generated command that says one of its sentences is not spoken."""


@dataclass(frozen=True)
class SpokenCommand:
    """One training clip: what is said, in which voice, with which noise."""

    text: str
    voice: str
    speed: int
    noise: str | None
    snr_db: float | None

    @property
    def condition(self) -> str:
        noise = f" + {self.noise} {self.snr_db:g} dB" if self.noise else ""
        return f"{self.voice}@{self.speed}{noise}"


def whisper_style(text: str) -> bool:
    """Whether a generated command is in Whisper's written style (the generator's cased share)."""
    return text != text.lower()


def words_of(text: str) -> str:
    """Lower-case words only, for comparing sentences across writing styles."""
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


def natural_sentences() -> set[str]:
    """The natural set's sentences as words (empty when the test data is not there)."""
    if not NATURAL_SET.is_file():
        return set()
    return {words_of(json.loads(line)["text"]) for line in NATURAL_SET.read_text().splitlines() if line.strip()}


def plan(n: int, seed: int) -> list[SpokenCommand]:
    """`n` distinct Whisper-style training commands, each with a voice, speed and maybe noise.

    The first `n` of a longer plan with the same seed are this plan, so a
    built set can be extended (`build` with a larger `n`).
    """
    rng = random.Random(f"voxcall-asr:{seed}")
    texts: list[str] = []
    seen = natural_sentences()
    batch = 0
    while len(texts) < n:
        for example in generate(GENERATED, seed * 1000 + batch, "train"):
            said = words_of(example.text)
            if whisper_style(example.text) and said not in seen and len(texts) < n:
                seen.add(said)
                texts.append(example.text)
        batch += 1
    commands = []
    for text in texts:
        noisy = rng.random() < NOISE_SHARE
        commands.append(SpokenCommand(
            text=text, voice=rng.choice(TRAIN_VOICES), speed=rng.choice(SPEEDS),
            noise=rng.choice(("white", "babble")) if noisy else None,
            snr_db=float(rng.randrange(5, 21)) if noisy else None,
        ))
    return commands


def samples_of(command: SpokenCommand, index: int) -> np.ndarray:
    """The clip's 16 kHz samples, noise mixed in (seeded by its index)."""
    samples = speak(command.text, Voice(command.voice, command.speed)).samples
    if command.noise == "white":
        return add_noise(samples, command.snr_db, seed=index)
    if command.noise == "babble":
        return add_babble(samples, command.snr_db, seed=index, bed_seed=TRAIN_BABBLE_BED)
    return samples


class ClipEncoder:
    """Audio to encoder output, the way `models.asr.SpeechRecognizer` prepares a command.

    The adapter changes only the decoder, so plain Whisper's encoder is the adapted one's.
    """

    def __init__(self, settings: Settings) -> None:
        from models.asr import SpeechRecognizer, WhisperOptions

        self.whisper = SpeechRecognizer(settings.model_copy(update={"use_asr_adapter": False})).model
        self.options = WhisperOptions.from_settings(settings)

    def speech(self, samples: np.ndarray) -> np.ndarray:
        """The clip as Whisper's VAD filter passes it on: the speech stretches, joined."""
        from faster_whisper.vad import collect_chunks, get_speech_timestamps

        if not self.options.vad:
            return samples
        chunks, _ = collect_chunks(samples, get_speech_timestamps(samples, self.options.vad_parameters()))
        joined = np.concatenate(chunks)
        return joined if len(joined) else samples

    def __call__(self, samples: np.ndarray) -> np.ndarray:
        from faster_whisper.audio import pad_or_trim

        features = self.whisper.feature_extractor(self.speech(samples))
        content = features[:, : min(features.shape[-1] - 1, 2 * FRAMES)]
        encoded = np.asarray(self.whisper.encode(pad_or_trim(content)))
        return encoded[0].astype(np.float16)


def done_count(out: Path) -> int:
    """How many clips an earlier, interrupted build already wrote."""
    manifest = out / MANIFEST
    return sum(1 for line in manifest.read_text().splitlines() if line.strip()) if manifest.is_file() else 0


def build(out: Path, n: int, seed: int, settings: Settings) -> int:
    """Synthesise and encode `n` clips into `out`, resuming an interrupted build; returns clips written."""
    out.mkdir(parents=True, exist_ok=True)
    commands = plan(n, seed)
    start = done_count(out)
    (out / "plan.json").write_text(json.dumps({"n": n, "seed": seed, "asr_prompt": settings.asr_prompt}))
    if start >= n:
        return 0
    encode = ClipEncoder(settings)
    with (out / ENCODED).open("ab") as handle:
        handle.truncate(max(handle.tell(), n * FRAMES * WIDTH * 2))
    encoded = open_encoded(out, n, mode="r+")
    with (out / MANIFEST).open("a", encoding="utf-8") as manifest:
        for index in tqdm(range(start, n), initial=start, total=n, desc="speak + encode", unit="clip"):
            encoded[index] = encode(samples_of(commands[index], index))
            encoded.flush()
            manifest.write(json.dumps(asdict(commands[index]) | {"index": index}) + "\n")
            manifest.flush()
    return n - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    written = build(args.out, args.n, args.seed, get_settings())
    print(f"{args.out}: {args.n} clips ({written} new)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
