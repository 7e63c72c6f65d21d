"""Regenerate the bundled spoken-command samples in assets/audio/.

The samples are synthetic (espeak-ng) so anyone can rebuild them byte for byte
without a microphone or a licence question: espeak-ng is deterministic, and sox
runs without dither (`-D`), which would otherwise add random noise. Each file is
16 kHz mono 16-bit, the format the recogniser wants, with a short silence pad so
voice-activity detection has an onset and an offset to find.

Usage: python data/make_samples.py [--out assets/audio]   (needs espeak-ng and sox)
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VOICE, WORDS_PER_MINUTE, PAD_SECONDS = "en-us", 140, "0.3"

SAMPLES: list[dict[str, Any]] = [
    {"file": "01_flashlight.wav", "text": "turn on the flashlight",
     "calls": [{"name": "turn_on_flashlight", "arguments": {}}]},
    {"file": "02_wake_up.wav", "text": "wake me up at seven thirty",
     "calls": [{"name": "set_alarm", "arguments": {"time": "07:30", "label": None}}]},
    {"file": "03_timer.wav", "text": "set a timer for five minutes",
     "calls": [{"name": "set_timer", "arguments": {"duration_seconds": 300, "label": None}}]},
    {"file": "04_volume_up.wav", "text": "turn the volume up",
     "calls": [{"name": "adjust_volume", "arguments": {"direction": "up"}}]},
    {"file": "05_kitchen_lights.wav", "text": "turn on the kitchen lights",
     "calls": [{"name": "set_lights",
                "arguments": {"on": True, "room": "kitchen", "brightness": None, "color": None}}]},
    {"file": "06_message_john.wav", "text": "send a message to John saying I am running late",
     "calls": [{"name": "send_message", "arguments": {"recipient": "John", "body": "I am running late"}}]},
    {"file": "07_volume_corrected.wav", "text": "set the volume to eighty, no, thirty",
     "calls": [{"name": "set_volume", "arguments": {"level": 30}}]},
]


def synthesize(text: str, out: Path) -> None:
    """Speak `text` with espeak-ng, then convert to 16 kHz mono 16-bit with a silence pad."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.wav"
        subprocess.run(["espeak-ng", "-v", VOICE, "-s", str(WORDS_PER_MINUTE), "-w", str(raw), text], check=True)
        subprocess.run(
            ["sox", "-D", str(raw), "-r", "16000", "-c", "1", "-b", "16", str(out), "pad", PAD_SECONDS, PAD_SECONDS],
            check=True,
        )


def main(argv: list[str] | None = None) -> int:
    """Write every sample and samples.json into the output folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "audio")
    args = parser.parse_args(argv)
    missing = [tool for tool in ("espeak-ng", "sox") if shutil.which(tool) is None]
    if missing:
        print(f"missing tools: {', '.join(missing)} (apt-get install espeak-ng sox)", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for sample in SAMPLES:
        synthesize(sample["text"], args.out / sample["file"])
        print(f"{sample['file']}: {sample['text']}")
    (args.out / "samples.json").write_text(json.dumps(SAMPLES, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
