"""Capture without a microphone: endpointing, the recorder, WAV replay, and probing PortAudio."""

from __future__ import annotations

import builtins
import logging
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from app.errors import AudioError
from app.settings import Settings
from app.ui.mic import (
    FRAME_SECONDS,
    EndpointConfig,
    Endpointer,
    InputDevice,
    MicInventory,
    Recorder,
    RecorderEvents,
    SoundDeviceSource,
    WavFileSource,
    disconnected,
    frame_dbfs,
    probe_microphones,
)
from ui_support import fake_sounddevice

SAMPLES = Path(__file__).resolve().parent.parent / "assets" / "audio"
RATE = 16_000
CONFIG = EndpointConfig(threshold_dbfs=-45.0, start_seconds=0.15, silence_seconds=0.6, preroll_seconds=0.3)


def tone(seconds: float, amplitude: float = 0.3) -> np.ndarray:
    t = np.arange(int(RATE * seconds)) / RATE
    return (amplitude * np.sin(2 * np.pi * 440 * t)).astype(np.float32)


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(RATE * seconds), dtype=np.float32)


class Collected:
    """Recorder events gathered for assertions, with an event to wait on."""

    def __init__(self) -> None:
        self.utterances: list[np.ndarray] = []
        self.speech = 0
        self.stopped = threading.Event()
        self.lost: list[tuple[str, bool]] = []

    def events(self) -> RecorderEvents:
        return RecorderEvents(
            level=lambda dbfs: None,
            speech=lambda: setattr(self, "speech", self.speech + 1),
            utterance=lambda samples, ended: self.utterances.append(samples),
            stopped=self.stopped.set,
            lost=lambda problem, kept: self.lost.append((problem, kept)),
        )


class ArraySource:
    """Feeds a fixed array in 30 ms chunks, synchronously, then ends."""

    name = "array"

    def __init__(self, samples: np.ndarray) -> None:
        self.samples = samples

    def start(self, on_chunk, on_end) -> None:
        step = int(RATE * FRAME_SECONDS)
        for start in range(0, len(self.samples), step):
            on_chunk(self.samples[start:start + step])
        on_end()

    def stop(self) -> None:
        pass


def test_frame_level() -> None:
    assert frame_dbfs(silence(0.03)) == -120.0
    assert -14 < frame_dbfs(tone(0.03, 0.3)) < -13


def test_endpointer_needs_sustained_sound_to_start_and_a_pause_to_end() -> None:
    endpointer = Endpointer(CONFIG)
    assert endpointer.feed(-20, 0.1) == "waiting"
    assert endpointer.feed(-80, 0.1) == "waiting"
    assert endpointer.feed(-20, 0.1) == "waiting"
    assert endpointer.feed(-20, 0.1) == "speaking"
    assert endpointer.feed(-80, 0.3) == "speaking"
    assert endpointer.feed(-20, 0.03) == "speaking"
    assert endpointer.feed(-80, 0.3) == "speaking"
    assert endpointer.feed(-80, 0.3) == "ended"


def test_hands_free_cuts_two_commands_at_the_pause() -> None:
    audio = np.concatenate([silence(0.5), tone(1.0), silence(1.0), tone(0.8), silence(1.0)])
    got = Collected()
    recorder = Recorder(CONFIG, RATE, got.events())
    recorder.start(ArraySource(audio), endpointed=True)
    assert len(got.utterances) == 2
    assert got.speech == 2
    first, second = (len(u) / RATE for u in got.utterances)
    assert 1.0 <= first <= 1.0 + 0.6 + 0.3 + 0.1
    assert 0.8 <= second <= 0.8 + 0.6 + 0.3 + 0.1
    assert got.stopped.is_set() and not recorder.active


def test_hands_free_ignores_silence_and_clicks() -> None:
    got = Collected()
    recorder = Recorder(CONFIG, RATE, got.events())
    recorder.start(ArraySource(np.concatenate([silence(1.0), tone(0.06), silence(1.0)])), endpointed=True)
    assert got.utterances == []


def test_push_to_talk_keeps_everything_between_start_and_stop() -> None:
    audio = np.concatenate([silence(0.3), tone(0.5), silence(0.3)])
    got = Collected()
    recorder = Recorder(CONFIG, RATE, got.events())
    recorder.start(ArraySource(audio), endpointed=False)
    assert len(got.utterances) == 1
    assert len(got.utterances[0]) == pytest.approx(len(audio), abs=int(RATE * FRAME_SECONDS))


def test_wav_file_source_replays_a_sample_through_the_recorder() -> None:
    got = Collected()
    recorder = Recorder(CONFIG, RATE, got.events())
    source = WavFileSource(SAMPLES / "01_flashlight.wav", Settings(), speed=20.0)
    recorder.start(source, endpointed=True)
    assert got.stopped.wait(10)
    assert len(got.utterances) == 1
    assert 1.0 < len(got.utterances[0]) / RATE < 3.5


def test_inventory_choice_and_cycling() -> None:
    devices = (InputDevice(1, "USB Mic"), InputDevice(4, "Webcam audio"))
    inventory = MicInventory(devices, None, default_index=4)
    assert inventory.choose(None) == devices[1]
    assert inventory.choose("usb") == devices[0]
    assert inventory.choose("4") == devices[1]
    assert inventory.choose("nothing like it") == devices[1]
    assert inventory.after(devices[1]) == devices[0]
    assert MicInventory(problem="none").choose(None) is None


def test_missing_portaudio_is_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_portaudio(name, *args, **kwargs):
        if name == "sounddevice":
            raise OSError("PortAudio library not found")
        return real_import(name, *args, **kwargs)

    monkeypatch.delitem(sys.modules, "sounddevice", raising=False)
    monkeypatch.setattr(builtins, "__import__", no_portaudio)
    inventory = probe_microphones()
    assert not inventory.available
    assert "PortAudio library is missing" in inventory.problem


def test_no_input_device_is_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", fake_sounddevice([{"name": "HDMI", "max_input_channels": 0}]))
    inventory = probe_microphones()
    assert not inventory.available
    assert inventory.problem.startswith("No microphone found")


def test_input_devices_are_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    found = [{"name": "HDMI", "max_input_channels": 0}, {"name": "USB Mic", "max_input_channels": 1}]
    monkeypatch.setitem(sys.modules, "sounddevice", fake_sounddevice(found, default=1))
    inventory = probe_microphones()
    assert inventory.devices == (InputDevice(1, "USB Mic"),)
    assert inventory.choose(None) == InputDevice(1, "USB Mic")


def test_this_machine_never_raises() -> None:
    inventory = probe_microphones()
    assert inventory.available or inventory.problem


def test_capture_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VOXCALL_PUSH_TO_TALK", "hold")
    monkeypatch.setenv("VOXCALL_VAD_THRESHOLD_DBFS", "-50")
    monkeypatch.setenv("VOXCALL_KIOSK_EXIT_CHORD", "ctrl+b,ctrl+e")
    settings = Settings()
    assert settings.push_to_talk == "hold"
    assert EndpointConfig.from_settings(settings).threshold_dbfs == -50
    assert settings.kiosk_exit_chord == "ctrl+b,ctrl+e"


USB = InputDevice(3, "USB Mic")


@pytest.fixture
def portaudio(monkeypatch: pytest.MonkeyPatch):
    """A fake sounddevice, and any exception escaping a thread (the finished callback's) collected."""
    module = fake_sounddevice([{"name": USB.name, "max_input_channels": 1}], default=USB.index)
    monkeypatch.setitem(sys.modules, "sounddevice", module)
    escaped: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: escaped.append(args.exc_value))
    yield module
    assert escaped == []


def record(module, endpointed: bool = False) -> tuple[Recorder, Collected]:
    got = Collected()
    recorder = Recorder(CONFIG, RATE, got.events())
    recorder.start(SoundDeviceSource(USB, RATE), endpointed=endpointed)
    return recorder, got


@pytest.mark.parametrize("endpointed", [False, True])
@pytest.mark.parametrize("stop_fails", [False, True])
def test_unplugged_mid_command_keeps_the_speech(portaudio, endpointed: bool, stop_fails: bool,
                                                caplog: pytest.LogCaptureFixture) -> None:
    recorder, got = record(portaudio, endpointed)
    stream = portaudio.streams[0]
    if stop_fails:  # closing a stream whose device is gone may fail as well
        portaudio.stop_error = portaudio.PortAudioError("Error stopping stream: Unanticipated host error")
    with caplog.at_level(logging.WARNING, logger="app.ui.mic"):
        stream.feed(np.concatenate([silence(0.3), tone(0.8)]), status="input overflow")
        stream.vanish()
        assert got.stopped.wait(5)
    assert got.lost == [(disconnected(USB.name), True)]
    assert len(got.utterances) == 1 and len(got.utterances[0]) / RATE >= 0.8
    assert not recorder.active and stream.closed
    assert sum("input overflow" in r.getMessage() for r in caplog.records) == 1


def test_unplugged_before_any_speech_drops_the_silence(portaudio) -> None:
    recorder, got = record(portaudio)
    portaudio.streams[0].feed(np.concatenate([silence(0.5), tone(0.06), silence(0.3)]))
    portaudio.streams[0].vanish()
    assert got.stopped.wait(5)
    assert got.lost == [(disconnected(USB.name), False)]
    assert got.utterances == [] and not recorder.active


def test_stop_failing_with_portaudio_error_still_hands_over_the_speech(portaudio) -> None:
    """Released the key just after the unplug, before PortAudio ended the stream itself."""
    recorder, got = record(portaudio)
    portaudio.streams[0].feed(tone(0.8))
    portaudio.stop_error = portaudio.PortAudioError("Error stopping stream: Device unavailable")
    recorder.stop()
    assert got.stopped.is_set() and got.lost == [(disconnected(USB.name), True)]
    assert len(got.utterances) == 1 and portaudio.streams[0].closed


def test_a_normal_stop_is_not_a_disconnection(portaudio) -> None:
    recorder, got = record(portaudio)
    portaudio.streams[0].feed(silence(0.3))
    recorder.stop()  # the fake, like PortAudio, runs the finished callback here too
    assert got.stopped.wait(5)
    threading.Event().wait(0.1)  # let that callback's thread run
    assert got.lost == [] and len(got.utterances) == 1  # push-to-talk keeps whatever was recorded


def test_recording_again_after_the_device_vanished_is_a_sentence(portaudio) -> None:
    recorder, got = record(portaudio)
    portaudio.streams[0].vanish()
    assert got.stopped.wait(5)
    portaudio.open_error = portaudio.PortAudioError("Error opening InputStream: Device unavailable [PaErrorCode -9985]")
    with pytest.raises(AudioError, match="Cannot open the microphone 'USB Mic' .*Device unavailable"):
        recorder.start(SoundDeviceSource(USB, RATE), endpointed=False)
    assert not recorder.active  # the next key press tries again instead of "stopping" nothing
    portaudio.open_error = None
    recorder.start(SoundDeviceSource(USB, RATE), endpointed=False)
    assert recorder.active
