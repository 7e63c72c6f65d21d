"""Audio capture for the terminal UI: where samples come from and where a command ends.

A microphone (sounddevice) and a WAV file replayed in chunks are both an
`AudioSource`, and both feed the same `Recorder`, so a test that injects a
file goes through exactly the code a microphone goes through, endpointing
included. Nothing here touches the interface: the recorder reports through
plain callbacks, which may run on an audio thread and must not block.

sounddevice is imported only when probing or opening a device: importing it
raises OSError where the PortAudio library is missing, and that must become a
sentence on screen, not a crash at start-up.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

import numpy as np

from app.errors import AudioError
from app.settings import Settings
from app.ui.endpoint import EndpointConfig, Endpointer, Phase, frame_dbfs  # callers import them from here too
from models.audio import load_audio

log = logging.getLogger(__name__)

FRAME_SECONDS = 0.03
_NO_PORTAUDIO = "No microphone support: the PortAudio library is missing (install libportaudio2)."
_NO_SOUNDDEVICE = "No microphone support: the sounddevice package is missing (pip install 'voxcall[mic]')."
_NO_INPUT = "No microphone found on this machine."

ChunkHandler = Callable[[np.ndarray], None]


class EndHandler(Protocol):
    """Called once when a source runs dry; `problem` says why when it did not end normally."""

    def __call__(self, problem: str | None = None) -> None: ...


def disconnected(name: str) -> str:
    """The sentence for a microphone that went away while it was recording."""
    return f"The microphone '{name}' disconnected during recording"


def _import_sounddevice() -> ModuleType:
    """sounddevice, or an AudioError in plain words (OSError means no PortAudio library)."""
    try:
        import sounddevice as sd
    except OSError as err:
        raise AudioError(_NO_PORTAUDIO) from err
    except ImportError as err:
        raise AudioError(_NO_SOUNDDEVICE) from err
    return sd


@dataclass(frozen=True)
class InputDevice:
    """One audio input PortAudio offers."""

    index: int
    name: str


@dataclass(frozen=True)
class MicInventory:
    """The input devices found, or in plain words why there are none."""

    devices: tuple[InputDevice, ...] = ()
    problem: str | None = None
    default_index: int | None = None

    @property
    def available(self) -> bool:
        return bool(self.devices)

    def choose(self, wanted: str | None) -> InputDevice | None:
        """The device a setting names (index or part of the name), else the default, else the first."""
        if not self.devices:
            return None
        if wanted:
            for device in self.devices:
                if wanted == str(device.index) or wanted.lower() in device.name.lower():
                    return device
            log.warning("no input device matches %r; using the default", wanted)
        return next((d for d in self.devices if d.index == self.default_index), self.devices[0])

    def after(self, current: InputDevice | None) -> InputDevice | None:
        """The next device in the list, wrapping round: what the cycle key selects."""
        if not self.devices:
            return None
        if current not in self.devices:
            return self.devices[0]
        return self.devices[(self.devices.index(current) + 1) % len(self.devices)]


def probe_microphones() -> MicInventory:
    """Ask PortAudio for input devices; every failure is a sentence, never an exception."""
    try:
        import sounddevice as sd
    except OSError:
        return MicInventory(problem=_NO_PORTAUDIO)
    except ImportError:
        return MicInventory(problem=_NO_SOUNDDEVICE)
    try:
        found = sd.query_devices()
    except sd.PortAudioError as err:
        log.info("PortAudio cannot list devices: %s", err)
        return MicInventory(problem=_NO_INPUT)
    devices = tuple(
        InputDevice(index, str(info["name"]))
        for index, info in enumerate(found)
        if int(info.get("max_input_channels", 0)) > 0
    )
    if not devices:
        return MicInventory(problem=_NO_INPUT)
    default = sd.default.device[0]
    return MicInventory(devices, None, int(default) if default is not None and default >= 0 else None)


class AudioSource(Protocol):
    """Something that delivers mono float32 chunks at the settings' rate until stopped."""

    name: str

    def start(self, on_chunk: ChunkHandler, on_end: EndHandler) -> None: ...

    def stop(self) -> None: ...


class SoundDeviceSource:
    """A PortAudio input stream; chunks arrive on PortAudio's callback thread.

    PortAudio ends the stream by itself when the device goes away (a USB
    microphone unplugged): a stream that finishes while still ours, not
    stopped through `stop`, lost its device, and the end handler is told so.
    A `stop` whose PortAudio call fails raises the same sentence, so the
    recorder can keep what was said and the screen can say what happened.
    """

    def __init__(self, device: InputDevice, sample_rate: int) -> None:
        self.name = device.name
        self.device = device
        self.sample_rate = sample_rate
        self._stream: Any = None
        self._failure: type[Exception] = OSError
        self._warned = False

    def start(self, on_chunk: ChunkHandler, on_end: EndHandler) -> None:
        """Open and start the stream; raises AudioError (device gone, busy, no PortAudio)."""
        sd = _import_sounddevice()
        self._failure, self._warned = sd.PortAudioError, False
        try:
            self._stream = sd.InputStream(
                samplerate=self.sample_rate, channels=1, dtype="float32", device=self.device.index,
                blocksize=int(self.sample_rate * FRAME_SECONDS),
                callback=lambda data, frames, when, status: self._chunk(data, status, on_chunk),
                finished_callback=lambda: self._finished(on_end),
            )
            self._stream.start()
        except (OSError, sd.PortAudioError) as err:
            stream, self._stream = self._stream, None
            if stream is not None:
                _close_quietly(stream, sd.PortAudioError)
            raise AudioError(f"Cannot open the microphone '{self.name}' ({err}).") from err

    def _chunk(self, data: np.ndarray, status: object, on_chunk: ChunkHandler) -> None:
        """Pass the samples on; an overflow or error flag is logged once, since it repeats every block."""
        if status and not self._warned:
            self._warned = True
            log.warning("microphone %r reports %s", self.name, status)
        on_chunk(data[:, 0].copy())

    def _finished(self, on_end: EndHandler) -> None:
        """The stream ended; unless `stop` asked for it, the device went away.

        The end handler runs on its own thread: it stops and closes the stream,
        which PortAudio forbids from inside its own callbacks.
        """
        problem = None if self._stream is None else disconnected(self.name)
        if problem:
            log.warning("%s (PortAudio ended the stream)", problem)
        threading.Thread(target=on_end, args=(problem,), name="voxcall-mic-end", daemon=True).start()

    def stop(self) -> None:
        """Stop and close the stream; raises AudioError when PortAudio fails, i.e. the device is gone."""
        stream, self._stream = self._stream, None
        if stream is None:
            return
        try:
            stream.stop()
        except (OSError, self._failure) as err:
            _close_quietly(stream, self._failure)
            raise AudioError(disconnected(self.name)) from err
        _close_quietly(stream, self._failure)


def _close_quietly(stream: Any, error: type[Exception]) -> None:
    """Close a stream whose device may be gone: there is nothing left to do if that fails."""
    try:
        stream.close()
    except (OSError, error) as err:
        log.info("closing the microphone stream failed: %s", err)


class WavFileSource:
    """A recording replayed as if spoken into a microphone, `speed` times real time.

    Trailing silence is appended so hands-free endpointing sees the speaker stop,
    as it would after a real command.
    """

    def __init__(self, path: Path, settings: Settings, speed: float = 1.0, tail_seconds: float = 1.5) -> None:
        self.name = f"file {path.name}"
        clip = load_audio(path, sample_rate=settings.sample_rate, max_seconds=settings.max_audio_seconds)
        silence = np.zeros(int(settings.sample_rate * tail_seconds), dtype=np.float32)
        self.samples = np.concatenate([clip.samples, silence])
        self.sample_rate = settings.sample_rate
        self.speed = speed
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, on_chunk: ChunkHandler, on_end: EndHandler) -> None:
        self._stop.clear()
        self._thread = threading.Thread(target=self._play, args=(on_chunk, on_end), name="voxcall-wav", daemon=True)
        self._thread.start()

    def _play(self, on_chunk: ChunkHandler, on_end: EndHandler) -> None:
        step = int(self.sample_rate * FRAME_SECONDS)
        for start in range(0, len(self.samples), step):
            if self._stop.wait(FRAME_SECONDS / self.speed):
                break
            on_chunk(self.samples[start:start + step])
        on_end()

    def stop(self) -> None:
        self._stop.set()


@dataclass
class RecorderEvents:
    """What the recorder tells its owner; each may be called from an audio thread."""

    level: Callable[[float], None]
    speech: Callable[[], None]
    utterance: Callable[[np.ndarray, float], None]
    stopped: Callable[[], None]
    lost: Callable[[str, bool], None] = lambda problem, kept: None
    """The device went away mid-recording: why, and whether speech heard so far was handed over."""


@dataclass
class Recorder:
    """Collects a source's chunks into commands.

    In `endpointed` mode (hands-free) each stretch of speech between pauses
    becomes one utterance; otherwise (push-to-talk) everything between
    `start` and `stop` is one. The utterance callback gets the samples and the
    `perf_counter` moment capture ended, where the latency breakdown starts.
    """

    config: EndpointConfig
    sample_rate: int
    events: RecorderEvents
    endpointed: bool = False
    source: AudioSource | None = None
    _frames: list[np.ndarray] = field(default_factory=list)
    _preroll: list[np.ndarray] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.endpointer = Endpointer(self.config)

    @property
    def active(self) -> bool:
        return self.source is not None

    def start(self, source: AudioSource, endpointed: bool) -> None:
        """Begin capturing from `source`; raises AudioError when it cannot open."""
        self.endpointed = endpointed
        self._clear()
        self.source = source
        try:
            source.start(self._on_chunk, self._on_end)
        except BaseException:
            self.source = None  # not recording: the next key press must try again
            raise

    def stop(self, problem: str | None = None) -> None:
        """Stop the source; in push-to-talk whatever was said becomes the utterance.

        When the device went away (`problem`, or the source failing to stop)
        only speech is handed over, so the command still runs, while silence
        or a click is dropped; the loss is reported before `stopped`.
        """
        with self._lock:
            source, self.source = self.source, None
        if source is None:
            return
        try:
            source.stop()
        except AudioError as err:
            log.warning("stopping %r failed: %s", source.name, err)
            problem = problem or err.message
        kept = self._flush(force=not self.endpointed and problem is None)
        if problem is not None:
            self.events.lost(problem, kept)
        self.events.stopped()

    def heard_so_far(self) -> np.ndarray:
        """The current utterance's samples, for a partial transcript."""
        with self._lock:
            return np.concatenate(self._frames) if self._frames else np.zeros(0, dtype=np.float32)

    def _clear(self) -> None:
        with self._lock:
            self._frames, self._preroll = [], []
            self.endpointer.reset()

    def _on_chunk(self, chunk: np.ndarray) -> None:
        if self.source is None:
            return
        level = frame_dbfs(chunk)
        self.events.level(level)
        was = self.endpointer.phase
        phase = self.endpointer.feed(level, len(chunk) / self.sample_rate)
        with self._lock:
            self._keep(chunk, phase)
        if was == "waiting" and phase == "speaking":
            self.events.speech()
        if phase == "ended" and self.endpointed:
            self._flush(force=False)

    def _keep(self, chunk: np.ndarray, phase: Phase) -> None:
        """Store speech; while waiting keep a short pre-roll so the first syllable is not cut."""
        if phase == "waiting" and self.endpointed:
            self._preroll.append(chunk)
            keep = max(1, int(self.config.preroll_seconds / FRAME_SECONDS) + 1)
            self._preroll = self._preroll[-keep:]
            return
        if self._preroll:
            self._frames.extend(self._preroll)
            self._preroll = []
        self._frames.append(chunk)

    def _flush(self, force: bool) -> bool:
        """Hand over the utterance (if any speech was heard, or `force`), start afresh, say if handed over."""
        with self._lock:
            heard = self.endpointer.phase != "waiting" or force
            samples = np.concatenate(self._frames) if self._frames else np.zeros(0, dtype=np.float32)
            self._frames, self._preroll = [], []
            self.endpointer.reset()
        if heard and samples.size:
            self.events.utterance(samples, time.perf_counter())
            return True
        return False

    def _on_end(self, problem: str | None = None) -> None:
        """The source ran dry (a file ended: like a release; a device vanished: `problem` says so)."""
        if self.source is not None:
            self.stop(problem)
