"""Audio loading: every format, rate and layout becomes a 16 kHz mono clip, every bad input an AudioError."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import av
import numpy as np
import pytest
import soundfile as sf

from app.errors import AudioError
from models import audio
from models.audio import AudioClip, clip_from_pcm, load_audio, speech_level_dbfs

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "audio"
SAMPLES = json.loads((ASSETS / "samples.json").read_text(encoding="utf-8"))
LIMIT = 60.0


def sine(seconds: float, rate: int, freq: float = 440.0, amplitude: float = 0.5) -> np.ndarray:
    t = np.arange(int(seconds * rate)) / rate
    return (amplitude * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def peak_hz(clip: AudioClip) -> float:
    spectrum = np.abs(np.fft.rfft(clip.samples))
    return float(np.fft.rfftfreq(len(clip.samples), 1 / clip.sample_rate)[spectrum.argmax()])


def encode_with_pyav(path: Path, codec: str, samples: np.ndarray, rate: int) -> Path:
    """Write mono samples with an FFmpeg encoder, or skip when this FFmpeg build lacks it."""
    if codec not in av.codecs_available:
        pytest.skip(f"this FFmpeg build has no {codec} encoder")
    with av.open(str(path), "w") as container:
        stream = container.add_stream(codec, rate=rate, layout="mono")
        frame = av.AudioFrame.from_ndarray(samples[None, :], format="flt", layout="mono")
        frame.sample_rate = rate
        container.mux(stream.encode(frame))
        container.mux(stream.encode(None))
    return path


def assert_audio_error(exc: pytest.ExceptionInfo[AudioError], *words: str) -> None:
    message = exc.value.message
    assert "\n" not in message and exc.value.hint and "\n" not in exc.value.hint
    for word in words:
        assert word in message or word in exc.value.hint


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s["file"])
def test_bundled_sample_loads(sample: dict) -> None:
    clip = load_audio(ASSETS / sample["file"], max_seconds=LIMIT)
    assert clip.sample_rate == 16_000 and clip.samples.dtype == np.float32 and clip.samples.ndim == 1
    assert 1.5 < clip.duration_s < 6.0
    assert speech_level_dbfs(clip) > -30.0


def test_samples_json_lists_calls() -> None:
    assert len(SAMPLES) == 7  # six commands and one that corrects itself
    for sample in SAMPLES:
        assert (ASSETS / sample["file"]).stat().st_size < 200_000 and sample["text"]
        assert all(set(call) == {"name", "arguments"} for call in sample["calls"])


def test_stereo_44k_is_mixed_and_resampled(tmp_path: Path) -> None:
    left, right = sine(2.0, 44_100, 440.0), sine(2.0, 44_100, 440.0, 0.1)
    sf.write(tmp_path / "stereo.wav", np.stack([left, right], axis=1), 44_100)
    clip = load_audio(tmp_path / "stereo.wav", max_seconds=LIMIT)
    assert clip.sample_rate == 16_000 and len(clip.samples) == 32_000
    assert peak_hz(clip) == pytest.approx(440.0, abs=1.0)
    assert np.abs(clip.samples[100:-100]).max() == pytest.approx(0.3, abs=0.01)


def test_six_channels_are_averaged(tmp_path: Path) -> None:
    channels = np.stack([sine(1.0, 48_000, 440.0, 0.6)] + [np.zeros(48_000, np.float32)] * 5, axis=1)
    sf.write(tmp_path / "surround.wav", channels, 48_000, subtype="FLOAT")
    clip = load_audio(tmp_path / "surround.wav", max_seconds=LIMIT)
    assert clip.duration_s == pytest.approx(1.0)
    assert np.abs(clip.samples[100:-100]).max() == pytest.approx(0.1, abs=0.005)


def test_8k_recording_is_upsampled(tmp_path: Path) -> None:
    original = load_audio(ASSETS / SAMPLES[0]["file"], max_seconds=LIMIT)
    narrow = clip_from_pcm(original.samples, 16_000, target_rate=8_000)
    sf.write(tmp_path / "phone.wav", narrow.samples, 8_000, subtype="PCM_16")
    clip = load_audio(tmp_path / "phone.wav", max_seconds=LIMIT)
    assert clip.sample_rate == 16_000
    assert clip.duration_s == pytest.approx(original.duration_s, abs=0.002)
    assert speech_level_dbfs(clip) == pytest.approx(speech_level_dbfs(original), abs=3.0)


@pytest.mark.parametrize("name", ["tone.flac", "tone.ogg"])
def test_flac_and_ogg(tmp_path: Path, name: str) -> None:
    sf.write(tmp_path / name, sine(1.5, 22_050), 22_050)
    clip = load_audio(tmp_path / name, max_seconds=LIMIT)
    assert clip.duration_s == pytest.approx(1.5, abs=0.01)
    assert peak_hz(clip) == pytest.approx(440.0, abs=1.0)


@pytest.mark.parametrize(("name", "codec"), [("tone.mp3", "libmp3lame"), ("tone.m4a", "aac")])
def test_compressed_formats(tmp_path: Path, name: str, codec: str) -> None:
    path = encode_with_pyav(tmp_path / name, codec, sine(2.0, 44_100), 44_100)
    clip = load_audio(path, max_seconds=LIMIT)
    assert clip.duration_s == pytest.approx(2.0, abs=0.1)
    assert peak_hz(clip) == pytest.approx(440.0, abs=1.0)


def test_compressed_file_over_limit(tmp_path: Path) -> None:
    path = encode_with_pyav(tmp_path / "long.m4a", "aac", sine(3.0, 16_000), 16_000)
    with pytest.raises(AudioError) as exc:
        load_audio(path, max_seconds=1.0)
    assert_audio_error(exc, "limit is 1 s", "VOXCALL_MAX_AUDIO_SECONDS")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / "nope.wav", max_seconds=LIMIT)
    assert_audio_error(exc, "not found", "path")


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path, max_seconds=LIMIT)
    assert_audio_error(exc, "directory")


def test_empty_file(tmp_path: Path) -> None:
    (tmp_path / "empty.wav").touch()
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / "empty.wav", max_seconds=LIMIT)
    assert_audio_error(exc, "empty (0 bytes)")


def test_text_file_named_wav(tmp_path: Path) -> None:
    (tmp_path / "notes.wav").write_text("turn on the flashlight\n" * 20)
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / "notes.wav", max_seconds=LIMIT)
    assert_audio_error(exc, "not a readable audio file")


@pytest.mark.parametrize("keep", [44, 0.5], ids=["header-only", "half"])
def test_truncated_wav(tmp_path: Path, keep: float) -> None:
    full = (ASSETS / SAMPLES[0]["file"]).read_bytes()
    (tmp_path / "cut.wav").write_bytes(full[: keep if isinstance(keep, int) else int(len(full) * keep)])
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / "cut.wav", max_seconds=LIMIT)
    assert_audio_error(exc, "truncated")


def test_truncated_flac(tmp_path: Path) -> None:
    sf.write(tmp_path / "full.flac", sine(3.0, 16_000), 16_000)
    data = (tmp_path / "full.flac").read_bytes()
    (tmp_path / "cut.flac").write_bytes(data[: len(data) // 2])
    with pytest.raises(AudioError):
        load_audio(tmp_path / "cut.flac", max_seconds=LIMIT)


def test_streaming_wav_placeholder_size_is_accepted(tmp_path: Path) -> None:
    """Writers to a pipe leave 0xFFFFFFFF as the data size; that is not truncation."""
    data = bytearray((ASSETS / SAMPLES[0]["file"]).read_bytes())
    data[4:8] = data[40:44] = struct.pack("<I", 0xFFFFFFFF)
    (tmp_path / "piped.wav").write_bytes(bytes(data))
    assert load_audio(tmp_path / "piped.wav", max_seconds=LIMIT).duration_s > 1.5


@pytest.mark.parametrize("amplitude", [0.0, 1e-4], ids=["zeros", "noise-floor"])
def test_silence(tmp_path: Path, amplitude: float) -> None:
    noise = np.random.default_rng(0).standard_normal(32_000).astype(np.float32) * amplitude
    sf.write(tmp_path / "quiet.wav", noise, 16_000)
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / "quiet.wav", max_seconds=LIMIT)
    assert_audio_error(exc, "no speech found", "microphone")


def test_nan_samples(tmp_path: Path) -> None:
    samples = sine(1.0, 16_000)
    samples[500] = np.nan
    sf.write(tmp_path / "nan.wav", samples, 16_000, subtype="FLOAT")
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / "nan.wav", max_seconds=LIMIT)
    assert_audio_error(exc, "NaN")


@pytest.mark.parametrize("name", ["ten_minutes.wav", "ten_minutes.flac"])
def test_ten_minutes_rejected_from_header(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    with sf.SoundFile(tmp_path / name, "w", 16_000, 1, subtype="PCM_16") as out:
        block = np.zeros(16_000 * 60, dtype=np.int16)
        for _ in range(10):
            out.write(block)
    monkeypatch.setattr(audio.sf, "read", lambda *a, **k: pytest.fail("decoded a file the header rejects"))
    with pytest.raises(AudioError) as exc:
        load_audio(tmp_path / name, max_seconds=LIMIT)
    assert_audio_error(exc, "600.0 s", "limit is 60 s", "VOXCALL_MAX_AUDIO_SECONDS")


def test_microphone_int16_stereo() -> None:
    pcm = (np.stack([sine(1.0, 48_000), sine(1.0, 48_000)], axis=1) * 32767).astype(np.int16)
    clip = clip_from_pcm(pcm, 48_000)
    assert clip.source == "microphone" and clip.sample_rate == 16_000 and len(clip.samples) == 16_000
    assert np.abs(clip.samples[100:-100]).max() == pytest.approx(0.5, abs=0.01)
    assert speech_level_dbfs(clip) == pytest.approx(-9.0, abs=0.2)


def test_microphone_float_16k_is_unchanged() -> None:
    samples = sine(0.5, 16_000)
    assert np.array_equal(clip_from_pcm(samples, 16_000).samples, samples)


@pytest.mark.parametrize(
    ("samples", "words"),
    [
        (np.zeros(0, np.int16), ("no audio samples",)),
        (np.full(16_000, np.inf, np.float32), ("NaN or infinity",)),
        (np.zeros(16_000, np.int16), ("no speech found",)),
        (np.zeros((2, 2, 2), np.float32), ("3-D",)),
        (np.ones(16_000, np.uint8), ("uint8",)),
    ],
    ids=["empty", "inf", "silent", "3d", "unsigned"],
)
def test_microphone_rejects(samples: np.ndarray, words: tuple[str, ...]) -> None:
    with pytest.raises(AudioError) as exc:
        clip_from_pcm(samples, 16_000)
    assert_audio_error(exc, *words)


def test_microphone_over_limit() -> None:
    with pytest.raises(AudioError) as exc:
        clip_from_pcm(sine(3.0, 16_000), 16_000, max_seconds=2.0)
    assert_audio_error(exc, "3.0 s", "VOXCALL_MAX_AUDIO_SECONDS")
