"""Dictation from the microphone: one cleaned line per stretch of speech.

The same capture code as the terminal UI (`app.ui.mic`): a PortAudio input
stream feeds a `Recorder` in hands-free mode, which cuts the speech at
pauses; each piece is transcribed and yielded while the next is recorded.
"""

from __future__ import annotations

import queue
from collections.abc import Iterator

import numpy as np

from app.errors import AudioError
from app.settings import Settings
from app.ui.mic import EndpointConfig, InputDevice, Recorder, RecorderEvents, SoundDeviceSource, probe_microphones
from models.asr import Segment, SpeechRecognizer
from models.audio import clip_from_pcm

_STOPPED = None


def find_microphone(settings: Settings) -> InputDevice:
    """The configured input device, or a clear error before any model loads."""
    inventory = probe_microphones()
    device = inventory.choose(settings.mic_device)
    if device is None:
        raise AudioError(inventory.problem or "no microphone found", "dictate a recording with --audio FILE")
    return device


def microphone_segments(settings: Settings, device: InputDevice, recognizer: SpeechRecognizer,
                        hotwords: str | None) -> Iterator[Segment]:
    """Speech segments from the microphone until it stops or Ctrl-C."""
    pieces: queue.Queue[np.ndarray | None] = queue.Queue()
    events = RecorderEvents(level=lambda _: None, speech=lambda: None,
                            utterance=lambda samples, _: pieces.put(samples), stopped=lambda: pieces.put(_STOPPED))
    recorder = Recorder(EndpointConfig.from_settings(settings), settings.sample_rate, events)
    recorder.start(SoundDeviceSource(device, settings.sample_rate), endpointed=True)
    try:
        while (samples := pieces.get()) is not _STOPPED:
            clip = clip_from_pcm(samples, settings.sample_rate, max_seconds=settings.max_dictation_seconds)
            yield from recognizer.dictation_segments(clip, hotwords)
    finally:
        recorder.stop()
