"""The app's microphone behaviour: push-to-talk, hands-free, device cycling, partial transcripts.

A mixin of `VoxcallApp`, kept apart so the command flow and the capture flow
each read on their own. The recorder's callbacks run on audio threads and
only post messages; everything that touches a widget happens in the
handlers below, on the UI thread.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
from textual import work

from app.errors import AudioError
from app.settings import Settings
from app.ui.engine import CommandRequest
from app.ui.messages import CaptureLost, CaptureStopped, MicLevel, PartialHeard, SpeechStarted, UtteranceCaptured
from app.ui.mic import (
    AudioSource,
    EndpointConfig,
    InputDevice,
    MicInventory,
    Recorder,
    RecorderEvents,
    SoundDeviceSource,
    probe_microphones,
)
from app.ui.mic_status import MicStatus
from app.ui.transcript import TranscriptPanel

if TYPE_CHECKING:
    from app.ui.app import VoxcallApp

SourceFactory = Callable[[], AudioSource]
MIN_PARTIAL_SECONDS = 0.8
"""Below a second Whisper tends to echo its prompt instead of the words."""
HOLD_POLL_SECONDS = 0.1
METER_REFRESH_SECONDS = 0.1
PAUSE_SECONDS = 0.2
"""No partial starts in a pause: the command may be ending, and Whisper should be free for the final."""


class CaptureMixin:
    """Capture state and key actions; expects to be mixed into `VoxcallApp`."""

    def init_capture(self: VoxcallApp, settings: Settings, inventory: MicInventory | None,
                     open_source: SourceFactory | None) -> None:
        self.inventory = inventory if inventory is not None else probe_microphones()
        self.mic: InputDevice | None = self.inventory.choose(settings.mic_device)
        self.open_source = open_source
        self.hands_free = False
        self.level: float | None = None
        self.source_name = ""
        self._last_press = 0.0
        self._meter_shown = 0.0
        self._partial_running = False
        self.recorder = Recorder(
            EndpointConfig.from_settings(settings), settings.sample_rate,
            RecorderEvents(
                level=lambda dbfs: self.post_message(MicLevel(dbfs)),
                speech=lambda: self.post_message(SpeechStarted()),
                utterance=lambda samples, ended: self.post_message(UtteranceCaptured(samples, ended)),
                stopped=lambda: self.post_message(CaptureStopped()),
                lost=lambda problem, kept: self.post_message(CaptureLost(problem, kept)),
            ),
        )

    def mount_capture(self: VoxcallApp) -> None:
        self.set_interval(self.settings.partial_seconds, self.partial_tick)
        self.set_interval(HOLD_POLL_SECONDS, self.hold_tick)
        self.show_mic()
        if self.settings.hands_free:
            self.action_hands_free()

    @property
    def capture_mode(self: VoxcallApp) -> str:
        return "hands-free" if self.hands_free else f"push-to-talk ({self.settings.push_to_talk})"

    def show_mic(self: VoxcallApp) -> None:
        device = self.mic if self.open_source is None else None
        inventory = self.inventory if self.open_source is None else MicInventory()
        for status in self.home.query(MicStatus):
            status.show(inventory, device, self.capture_mode, self.level if self.recorder.active else None)

    def new_source(self: VoxcallApp) -> AudioSource | None:
        if self.open_source is not None:
            return self.open_source()
        if self.mic is None:
            return None
        return SoundDeviceSource(self.mic, self.settings.sample_rate)

    def start_capture(self: VoxcallApp, endpointed: bool) -> bool:
        """Open the source and listen; says in plain words why not when it cannot."""
        source = self.new_source()
        if source is None:
            self.say_no_microphone()
            return False
        try:
            self.recorder.start(source, endpointed)
        except AudioError as err:
            self.notify(f"{err} {self.mic_advice}", title="Microphone", severity="error", timeout=10)
            return False
        self.source_name = source.name
        self.home.query_one(TranscriptPanel).show_listening(source.name)
        self.show_mic()
        return True

    @property
    def mic_advice(self: VoxcallApp) -> str:
        """What to do about a microphone that is gone, naming this screen's cycle key."""
        return f"Plug it back in, or press {self.next_mic_key} to choose another microphone."

    def say_no_microphone(self: VoxcallApp) -> None:
        """Why there is no microphone, and what works instead, in plain words."""
        problem = self.inventory.problem or "No microphone."
        self.notify(f"{problem} {self.no_mic_hint}", title="No microphone", severity="warning", timeout=8)

    def stop_capture(self: VoxcallApp) -> None:
        self.recorder.stop()

    def action_talk(self: VoxcallApp) -> None:
        """Hold: every key repeat extends the recording; toggle: press to start, press to stop."""
        if self.hands_free:
            self.notify("Hands-free is listening already (F3 turns it off).")
            return
        if self.settings.push_to_talk == "hold":
            self._last_press = time.monotonic()
            if not self.recorder.active:
                self.start_capture(endpointed=False)
        elif self.recorder.active:
            self.stop_capture()
        else:
            self.start_capture(endpointed=False)

    def hold_tick(self: VoxcallApp) -> None:
        """Terminals send no key-up: a held key is released when its repeats stop."""
        held = self.settings.push_to_talk == "hold" and self.recorder.active and not self.hands_free
        if held and time.monotonic() - self._last_press > self.settings.hold_release_seconds:
            self.stop_capture()

    def action_hands_free(self: VoxcallApp) -> None:
        if self.hands_free:
            self.hands_free = False
            self.stop_capture()
        else:
            self.stop_capture()
            self.hands_free = self.start_capture(endpointed=True)
        self.show_mic()

    def action_next_mic(self: VoxcallApp) -> None:
        if not self.inventory.available:
            self.say_no_microphone()
            return
        self.mic = self.inventory.after(self.mic)
        if self.recorder.active:
            self.stop_capture()
        self.notify(f"Microphone: {self.mic.name}" if self.mic else "No microphone.")
        self.show_mic()

    def on_mic_level(self: VoxcallApp, message: MicLevel) -> None:
        """Chunks come 33 times a second; the meter redraws ten times a second (kind to SSH links)."""
        self.level = message.dbfs
        now = time.monotonic()
        if now - self._meter_shown >= METER_REFRESH_SECONDS:
            self._meter_shown = now
            self.show_mic()

    def on_speech_started(self: VoxcallApp, message: SpeechStarted) -> None:
        self.home.query_one(TranscriptPanel).show_partial("")

    def on_capture_stopped(self: VoxcallApp, message: CaptureStopped) -> None:
        self.hands_free = False
        self.level = None
        self.show_mic()

    def on_capture_lost(self: VoxcallApp, message: CaptureLost) -> None:
        """One line on what happened to the device and to what was said, and what to do."""
        said = "what was said so far is being run" if message.kept else "nothing was said, so nothing runs"
        line = f"{message.problem}; {said}. {self.mic_advice}"
        self.notify(line, title="Microphone disconnected", severity="error", timeout=12)
        panel = self.home.query_one(TranscriptPanel)
        if panel.has_class("listening") or panel.has_class("partial"):
            panel.show_error(line)

    def on_utterance_captured(self: VoxcallApp, message: UtteranceCaptured) -> None:
        origin = f"microphone: {self.source_name}"
        try:
            clip = self.assistant.clip_from_samples(message.samples, origin, self.request_seconds)
        except AudioError as err:
            self.home.query_one(TranscriptPanel).show_error(f"Nothing heard: {err.message}")
            return
        self.submit(CommandRequest("audio", origin, clip=clip, ended_at=message.ended_at))

    def partial_tick(self: VoxcallApp) -> None:
        """About once a second while someone speaks, transcribe what was said so far."""
        if not self.recorder.active or self._partial_running or "Whisper" not in self.loaded:
            return
        endpointer = self.recorder.endpointer
        if self.recorder.endpointed and (endpointer.phase != "speaking" or endpointer.quiet_seconds > PAUSE_SECONDS):
            return
        samples = self.recorder.heard_so_far()
        if len(samples) < MIN_PARTIAL_SECONDS * self.settings.sample_rate:
            return
        self._partial_running = True
        self.transcribe_partial(samples)

    @work(thread=True, exclusive=True, group="partial")
    def transcribe_partial(self: VoxcallApp, samples: np.ndarray) -> None:
        self.post_message(PartialHeard(self.assistant.partial_text(samples)))

    def on_partial_heard(self: VoxcallApp, message: PartialHeard) -> None:
        self._partial_running = False
        panel = self.home.query_one(TranscriptPanel)
        if message.text and panel.awaiting_words:
            panel.show_partial(message.text)
