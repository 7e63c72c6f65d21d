"""Audio input for speech recognition: files and microphone arrays to 16 kHz mono.

Everything the recogniser sees goes through here, so every way a recording can
be unusable (missing, empty, corrupt, truncated, too long, silent, NaN-ridden)
becomes one `AudioError` with a hint instead of a crash deep inside the model.

Decoding: libsndfile (`soundfile`) reads WAV/FLAC/OGG (and MP3 from libsndfile
1.1 on) and reports the exact length from the header; anything it cannot open
(M4A, WebM, ...) goes to FFmpeg through PyAV, whose container gives the length.
Resampling uses PyAV's `AudioResampler` (libswresample, a windowed sinc
polyphase filter with anti-aliasing): it is already installed with
faster-whisper, so no DSP is written by hand. Channels are mixed down by plain
averaging, the same for both decoders and for microphone arrays.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

import av
import numpy as np
import soundfile as sf

from app.errors import AudioError

log = logging.getLogger(__name__)

TARGET_RATE = 16_000
SILENCE_DBFS = -55.0
"""Loud frames quieter than this mean nobody spoke (a muted or unplugged microphone)."""

DC_LIMIT = 0.005
"""A mean sample value beyond 0.5 % of full scale is an offset, not sound."""
CLIP_LIMIT = 0.10
"""Share of the audible samples at full scale beyond which a recording is refused as clipped.

Measured on espeak-ng commands through Whisper base: up to 8 % every call was
right; from 13 % transcripts went wrong ("turn the volume up" heard as
"turn the volume out", set_volume(0)).
"""
_FULL_SCALE = 0.999
_AUDIBLE = 0.01
_MIN_AUDIBLE_SAMPLES = 1600

_FRAME_S = 0.03
_LOUD_FRAMES = 10
_FLOOR_DBFS = -120.0
_STREAMING_PLACEHOLDER = 0x7FFF0000
_WAV_DATA_LOG = re.compile(r"^data : (\d+) \(should be (\d+)\)", re.MULTILINE)
_LIMIT_HINT = "trim the recording or raise VOXCALL_MAX_AUDIO_SECONDS"


@dataclass(frozen=True)
class AudioClip:
    """Mono float32 samples in [-1, 1] at `sample_rate`, and where they came from."""

    samples: np.ndarray
    sample_rate: int
    source: str

    @property
    def duration_s(self) -> float:
        """Length in seconds."""
        return len(self.samples) / self.sample_rate


def load_audio(path: str | Path, *, sample_rate: int = TARGET_RATE, max_seconds: float) -> AudioClip:
    """Read an audio file of any common format, rate and channel count as a mono clip.

    A file longer than `max_seconds` is rejected from its header, before decoding,
    so a stray hour-long recording costs nothing.
    """
    file = Path(path)
    _check_file(file)
    data, rate = _decode(file, max_seconds)
    return _make_clip(data, rate, sample_rate, str(file), max_seconds)


def clip_from_pcm(
    samples: np.ndarray,
    sample_rate: int,
    *,
    target_rate: int = TARGET_RATE,
    max_seconds: float | None = None,
    source: str = "microphone",
) -> AudioClip:
    """Turn a microphone buffer (int or float, 1-D or (frames, channels)) into a clip."""
    if sample_rate <= 0:
        raise AudioError(f"invalid sample rate {sample_rate} for {source}", "pass the rate the device recorded at")
    data = _pcm_to_float(np.asarray(samples), source)
    return _make_clip(data, sample_rate, target_rate, source, max_seconds)


def speech_level_dbfs(clip: AudioClip) -> float:
    """Level of the loudest 0.3 s of the clip in dBFS (mean RMS of its loudest 30 ms frames).

    Whole-clip RMS, or any percentile of the frames, drops with every second
    of leading silence: a 2 s command after 45 s of silence was refused as
    silent. The loudest frames measure how strongly the speaker came through
    however long the recording is.
    """
    if len(clip.samples) == 0:
        return _FLOOR_DBFS
    frame = max(1, int(clip.sample_rate * _FRAME_S))
    usable = len(clip.samples) // frame * frame
    frames = clip.samples[:usable].reshape(-1, frame) if usable else clip.samples[None, :]
    rms = np.sqrt(np.mean(np.square(frames, dtype=np.float64), axis=1))
    count = min(len(rms), _LOUD_FRAMES)
    loud = float(np.mean(np.partition(rms, len(rms) - count)[-count:]))
    return max(_FLOOR_DBFS, float(20.0 * np.log10(loud))) if loud > 0 else _FLOOR_DBFS


def remove_dc(samples: np.ndarray) -> np.ndarray:
    """Subtract a DC offset (a cheap microphone or a bad cable) larger than `DC_LIMIT`.

    An offset would count as sound in the silence check and shifts what the
    recogniser hears; below the limit the samples pass through bit-exact.
    The result stays within full scale (clipped input is asymmetric).
    """
    offset = float(np.mean(samples, dtype=np.float64)) if len(samples) else 0.0
    if abs(offset) <= DC_LIMIT:
        return samples
    log.debug("removed a DC offset of %.3f", offset)
    return np.clip(samples - np.float32(offset), -1.0, 1.0).astype(np.float32, copy=False)


def _check_file(file: Path) -> None:
    """Reject paths that cannot be a recording, with a hint the user can act on."""
    if file.is_dir():
        raise AudioError(f"{file} is a directory, not an audio file", "pass the path of a WAV, FLAC, MP3 or M4A file")
    if not file.exists():
        raise AudioError(f"audio file not found: {file}", "check the path and the current directory")
    if file.stat().st_size == 0:
        raise AudioError(f"{file} is empty (0 bytes)", "record again; the recording was not saved")


def _decode(file: Path, max_seconds: float) -> tuple[np.ndarray, int]:
    """(frames, channels) float32 at the file's own rate, from whichever decoder can open it."""
    try:
        info = sf.info(str(file))
    except sf.LibsndfileError:
        log.debug("libsndfile cannot open %s; trying FFmpeg", file)
        return _decode_ffmpeg(file, max_seconds)
    _check_length(info.duration, max_seconds, str(file))
    _check_wav_complete(file, info.extra_info)
    return _decode_soundfile(file, info.frames)


def _decode_soundfile(file: Path, expected_frames: int) -> tuple[np.ndarray, int]:
    """Decode with libsndfile; fewer frames than the header promised means truncation."""
    try:
        data, rate = sf.read(str(file), dtype="float32", always_2d=True)
    except sf.LibsndfileError as exc:
        raise _corrupt(file, exc) from exc
    if len(data) < expected_frames:
        raise _truncated(file)
    return data, int(rate)


def _check_wav_complete(file: Path, extra_info: str) -> None:
    """A WAV whose data chunk promises more bytes than the file holds was cut short.

    libsndfile quietly reads what is there and logs the mismatch; half a command
    would be transcribed as a different command, so it is refused. Sizes of 2 GiB
    and up are placeholders left by streaming writers (arecord, ffmpeg to a pipe).
    """
    match = _WAV_DATA_LOG.search(extra_info)
    if match and int(match[2]) < int(match[1]) < _STREAMING_PLACEHOLDER:
        raise _truncated(file)


def _decode_ffmpeg(file: Path, max_seconds: float) -> tuple[np.ndarray, int]:
    """Decode with FFmpeg, refusing long files from the container or while decoding."""
    try:
        with av.open(str(file)) as container:
            if not container.streams.audio:
                raise AudioError(f"{file} has no audio track", "pass a sound recording, not a video or image")
            if container.duration is not None:
                _check_length(container.duration / av.time_base, max_seconds, str(file))
            return _decode_stream(container, max_seconds, str(file))
    except (av.FFmpegError, OSError) as exc:
        raise _corrupt(file, exc) from exc


def _decode_stream(container: av.container.InputContainer, max_seconds: float, source: str) -> tuple[np.ndarray, int]:
    """Planar float samples of the first audio stream, stopping once past the limit."""
    stream = container.streams.audio[0]
    to_float = av.AudioResampler(format="fltp")
    chunks: list[np.ndarray] = []
    decoded = 0
    for frame in container.decode(stream):
        for converted in to_float.resample(frame):
            chunks.append(converted.to_ndarray())
            decoded += converted.samples
        if decoded > max_seconds * stream.rate:
            raise AudioError(f"{source} is longer than the limit of {max_seconds:g} s", _LIMIT_HINT)
    if not chunks:
        return np.zeros((0, max(1, stream.channels)), dtype=np.float32), stream.rate
    return np.concatenate(chunks, axis=1).T, stream.rate


def _pcm_to_float(samples: np.ndarray, source: str) -> np.ndarray:
    """Scale integer PCM to [-1, 1) and shape everything as (frames, channels)."""
    if samples.ndim not in (1, 2):
        raise AudioError(f"{source} gave a {samples.ndim}-D array", "pass samples as (frames,) or (frames, channels)")
    if np.issubdtype(samples.dtype, np.signedinteger):
        scaled = samples.astype(np.float32) / float(-np.iinfo(samples.dtype).min)
    elif np.issubdtype(samples.dtype, np.floating):
        scaled = samples.astype(np.float32)
    else:
        raise AudioError(f"{source} gave {samples.dtype} samples", "record as int16, int32 or float32")
    return scaled[:, None] if scaled.ndim == 1 else scaled


def _make_clip(data: np.ndarray, rate: int, target_rate: int, source: str, max_seconds: float | None) -> AudioClip:
    """Validate decoded samples, mix to mono, resample, and refuse silence."""
    if data.size == 0:
        raise AudioError(f"{source} contains no audio samples", "the recording is empty or truncated; record again")
    if not np.isfinite(data).all():
        raise AudioError(f"{source} contains invalid samples (NaN or infinity)", "re-export or record the audio again")
    if max_seconds is not None:
        _check_length(len(data) / rate, max_seconds, source)
    _check_clipping(data, source)
    mono = _resample(remove_dc(data.mean(axis=1, dtype=np.float32)), rate, target_rate)
    clip = AudioClip(samples=mono, sample_rate=target_rate, source=source)
    if speech_level_dbfs(clip) < SILENCE_DBFS:
        raise AudioError(f"no speech found in {source}: it is silent", "check the microphone and speak closer to it")
    return clip


def clipped_share(data: np.ndarray) -> float:
    """The share of audible samples (above -40 dBFS) that sit at full scale."""
    magnitude = np.abs(data)
    audible = int(np.count_nonzero(magnitude >= _AUDIBLE))
    if audible < _MIN_AUDIBLE_SAMPLES:
        return 0.0
    return int(np.count_nonzero(magnitude >= _FULL_SCALE)) / audible


def _check_clipping(data: np.ndarray, source: str) -> None:
    """Refuse a recording so overdriven that Whisper mishears it, rather than run a wrong call."""
    share = clipped_share(data)
    if share > CLIP_LIMIT:
        raise AudioError(
            f"{source} is heavily clipped: {share:.0%} of its sound is at full scale",
            "lower the microphone gain or speak further from it, and record again",
        )


def _resample(mono: np.ndarray, rate: int, target_rate: int) -> np.ndarray:
    """Resample with libswresample (sinc filter); no-op when the rate already matches."""
    if rate == target_rate:
        return np.ascontiguousarray(mono, dtype=np.float32)
    frame = av.AudioFrame.from_ndarray(np.ascontiguousarray(mono[None, :]), format="flt", layout="mono")
    frame.sample_rate = rate
    resampler = av.AudioResampler(format="flt", layout="mono", rate=target_rate)
    frames = resampler.resample(frame) + resampler.resample(None)
    log.debug("resampled %d samples from %d Hz to %d Hz", len(mono), rate, target_rate)
    return np.concatenate([f.to_ndarray()[0] for f in frames]).astype(np.float32, copy=False)


def _check_length(seconds: float, max_seconds: float, source: str) -> None:
    """Refuse recordings longer than the configured limit."""
    if seconds > max_seconds:
        raise AudioError(f"{source} is {seconds:.1f} s long; the limit is {max_seconds:g} s", _LIMIT_HINT)


def _corrupt(file: Path, exc: Exception) -> AudioError:
    log.debug("cannot decode %s: %s", file, exc)
    return AudioError(f"{file} is not a readable audio file (corrupt or not audio)", "re-export it as WAV, FLAC or MP3")


def _truncated(file: Path) -> AudioError:
    return AudioError(f"{file} is truncated: the file ends before its audio does", "copy or record the file again")
