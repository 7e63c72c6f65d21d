"""`voxcall eval --audio --noise ... --snr ...`: option parsing and the order of conditions.

Whisper and the language model are replaced by fakes, so these run in
seconds; the fake recogniser records the clips it is given, which shows
that each condition really reaches the recogniser with its own noise.
"""

from __future__ import annotations

import argparse
import json
import shutil
from datetime import datetime
from pathlib import Path

import numpy as np
import pytest

from app import cli, pipeline
from app.evaluate import conditions, load_items, parse_noise_kinds, parse_snrs, parse_voices
from app.machine import identity
from app.settings import Settings
from app.synth import Condition, Noise, Voice
from functions.parse import parse_calls
from models.asr import Transcript
from models.audio import AudioClip
from models.caller import CallPrediction, check_command
from models.decoding import DecodeStats

ROWS = [
    {"text": "turn on the flashlight", "calls": [{"name": "turn_on_flashlight", "arguments": {}}]},
    {"text": "what is the capital of peru", "calls": []},
]


class FlashlightCaller:
    """Calls the flashlight for any text that mentions it, else nothing."""

    load_ms = 0.0

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def predict(self, text: str, now: datetime, mode: str | None = None) -> CallPrediction:
        command = check_command(text, self.settings.max_text_chars)
        raw = "turn_on_flashlight()" if "flashlight" in command.lower() else "none"
        parsed = parse_calls(raw, now=now)
        return CallPrediction(command, parsed.calls, parsed.rejected, raw, DecodeStats(mode="plain", tokens=2, passes=2))


class RecordingRecognizer:
    """Hears the rows in turn, except that babble at 5 dB turns "flashlight" into "flash"."""

    load_ms = 0.0
    clips: list[AudioClip] = []

    def __init__(self, settings: Settings) -> None:
        RecordingRecognizer.clips = []

    def transcribe(self, clip: AudioClip) -> Transcript:
        said = ROWS[len(RecordingRecognizer.clips) % len(ROWS)]["text"]
        RecordingRecognizer.clips.append(clip)
        text = said.replace("flashlight", "flash") if "babble 5 dB" in clip.source else said
        return Transcript(text, "en", clip.duration_s, clip.duration_s, 1.0, clip.source)


@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "FunctionCaller", FlashlightCaller)
    monkeypatch.setattr(pipeline, "SpeechRecognizer", RecordingRecognizer)


def test_voices_noise_and_ratios_parse() -> None:
    assert parse_voices("en-us@150, en-gb") == (Voice("en-us", 150), Voice("en-gb", 150))
    assert parse_noise_kinds("white,babble,white") == ("white", "babble")
    assert parse_snrs("20,10,5") == (20.0, 10.0, 5.0)


@pytest.mark.parametrize("parse, spec", [
    (parse_noise_kinds, "pink"), (parse_noise_kinds, ""), (parse_snrs, "ten"), (parse_snrs, "99"),
    (parse_voices, "en-us@fast"), (parse_voices, "en-us@5"), (parse_voices, "@150"),
])
def test_bad_values_are_argparse_errors(parse, spec: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        parse(spec)


def test_bad_noise_on_the_command_line_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.build_parser().parse_args(["eval", "x.jsonl", "--audio", "--noise", "pink"])
    assert exit_.value.code == 2 and "pink" in capsys.readouterr().err


def test_defaults_are_clean_voices_only() -> None:
    args = cli.build_parser().parse_args(["eval", "x.jsonl", "--audio"])
    assert conditions(args.voices, args.noise, args.snr) == [Condition(Voice("en-us", 150)),
                                                             Condition(Voice("en-gb", 175))]


def test_clean_first_then_each_kind_at_each_ratio_on_the_first_voice() -> None:
    voice = Voice("en-us", 150)
    plan = conditions((voice, Voice("en-gb", 175)), ("white", "babble"), (20.0, 5.0))
    assert plan == [
        Condition(voice), Condition(Voice("en-gb", 175)),
        Condition(voice, Noise("white", 20.0)), Condition(voice, Noise("white", 5.0)),
        Condition(voice, Noise("babble", 20.0)), Condition(voice, Noise("babble", 5.0)),
    ]


def test_noise_without_audio_is_a_one_line_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "set.jsonl"
    data.write_text("\n".join(json.dumps(row) for row in ROWS))
    assert cli.main(["eval", str(data), "--noise", "white"]) == 1
    assert "--noise needs --audio" in capsys.readouterr().err


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_every_condition_is_one_labelled_report(fakes: None, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    data, out = tmp_path / "set.jsonl", tmp_path / "noise.json"
    data.write_text("\n".join(json.dumps(row) for row in ROWS))
    code = cli.main(["eval", str(data), "--audio", "--voices", "en-us@150", "--noise", "white,babble",
                     "--snr", "20,5", "--json", str(out)])
    assert code == 0
    results = json.loads(out.read_text())
    labels = [label.split(", ")[-1] for label in results]
    assert labels == ["en-us@150 clean", "en-us@150 + white 20 dB", "en-us@150 + white 5 dB",
                      "en-us@150 + babble 20 dB", "en-us@150 + babble 5 dB"]
    exact = [r["summary"]["exact_match"] for r in results.values()]
    assert exact == [1.0, 1.0, 1.0, 1.0, 0.5]
    assert results[list(results)[-1]]["condition"] == {"voice": "en-us@150", "noise": "babble", "snr_db": 5.0}
    assert all(run["machine"] == identity() for run in results.values())
    clean, noisy = RecordingRecognizer.clips[0].samples, RecordingRecognizer.clips[4].samples
    assert len(clean) == len(noisy) and not np.array_equal(clean, noisy)
    assert "| en-us@150 + babble 5 dB | 50.0% |" in capsys.readouterr().out


def test_offset_and_limit_pick_a_slice(tmp_path: Path) -> None:
    data = tmp_path / "set.jsonl"
    data.write_text("\n".join(json.dumps({"text": f"command {i}", "calls": []}) for i in range(10)))
    assert [row["text"] for row in load_items(data, 3, offset=4)] == ["command 4", "command 5", "command 6"]
    assert len(load_items(data, None, offset=8)) == 2
