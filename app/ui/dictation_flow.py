"""The app's dictation mode: the mode key, the lazy cleaner, the line-by-line flow, saving.

A mixin of `VoxcallApp`, like the capture flow. In dictation mode every
request (spoken, typed, or a recording) goes to `submit_dictation` instead of
the command queue: it is transcribed, cleaned and shown, never executed.
The cleaner is made beside the function caller the first time the mode is
entered, on a worker, after the language model itself has loaded; if it
cannot be made the reason is shown and the app goes back to commands.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import TYPE_CHECKING, Literal

from textual import work
from textual.widgets import Input

from app.errors import VoxcallError
from app.settings import Settings
from app.ui.dictation_engine import CleanerFactory, Dictation, DictationLine, HeardLine, cleaner_beside
from app.ui.dictation_panel import DictationPanel
from app.ui.engine import CommandRequest
from app.ui.latency import LatencyPanel
from app.ui.main_screen import PLACEHOLDER
from app.ui.messages import CleanerLoaded, DictationCleaned, DictationDone, DictationFailed, DictationHeard
from app.ui.transcript import TranscriptPanel
from app.ui.vocabulary_dialog import VocabularyScreen
from app.vocabulary import Vocabulary

if TYPE_CHECKING:
    from app.ui.app import VoxcallApp

log = logging.getLogger(__name__)

CleanerState = Literal["none", "waiting", "loading", "ready", "failed"]
DICTATION_HINT = "Dictation: speak (F2, F3 hands-free), type below or open a recording (F5). F7 returns to commands."
DICTATION_PLACEHOLDER = "dictate: type text and press Enter; it is cleaned, not executed"


class DictationMixin:
    """Dictation state and key actions; expects to be mixed into `VoxcallApp`."""

    def init_dictation(self: VoxcallApp, settings: Settings, make_cleaner: CleanerFactory | None) -> None:
        self.dictation = Dictation(settings, self.assistant.pipeline, make_cleaner or cleaner_beside)
        self.dictating = False
        self.cleaner_state: CleanerState = "none"
        self.cleaner_error: str | None = None
        self.dictation_queue: deque[CommandRequest] = deque()
        self.dictation_busy = False
        self.last_dictation: DictationLine | None = None

    @property
    def request_seconds(self: VoxcallApp) -> float:
        """Dictation may run far longer than a command."""
        return self.settings.max_dictation_seconds if self.dictating else self.settings.max_audio_seconds

    # the mode

    def check_action(self: VoxcallApp, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The save key exists only in dictation mode (hidden from the footer otherwise)."""
        if action == "save_dictation":
            return self.dictating
        return super().check_action(action, parameters)

    def action_dictation(self: VoxcallApp) -> None:
        """F7: commands to dictation and back; the first time, the dictation model is made."""
        if self.dictating:
            self.show_mode(False)
            return
        if self.cleaner_state == "failed" or self.models_error:
            self.refuse_dictation(self.cleaner_error or f"the language model did not load: {self.models_error}")
            return
        self.show_mode(True)
        if self.cleaner_state == "none":
            self.cleaner_state = "waiting"
            self.after_models()

    def show_mode(self: VoxcallApp, dictating: bool) -> None:
        self.dictating = dictating
        screen = self.home
        screen.query_one("#main").set_class(dictating, "dictating")
        screen.query_one("#command", Input).placeholder = DICTATION_PLACEHOLDER if dictating else PLACEHOLDER
        self.sub_title = "dictation (F7: back to commands)" if dictating else type(self).SUB_TITLE
        self.refresh_bindings()
        transcript = screen.query_one(TranscriptPanel)
        if not transcript.awaiting_words:
            transcript.show_idle(DICTATION_HINT if dictating else self.idle_hint)

    def refuse_dictation(self: VoxcallApp, reason: str) -> None:
        """Say in plain words why there is no dictation, and stay with (or go back to) commands."""
        self.show_mode(False)
        self.home.query_one(TranscriptPanel).show_error(f"Dictation is not available: {reason}")
        self.notify(reason, title="Dictation not available", severity="error", timeout=10)

    def after_models(self: VoxcallApp) -> None:
        """Called when the models finish loading (or fail): a waiting dictation model starts loading."""
        if self.cleaner_state != "waiting":
            return
        panel = self.home.query_one(DictationPanel)
        if self.models_error:
            self.dictation_unavailable(f"the language model did not load: {self.models_error}")
        elif self.models_ready:
            self.cleaner_state = "loading"
            panel.show_status("loading the dictation model beside the language model…", "italic")
            self.load_cleaner()
        else:
            panel.show_status("the dictation model loads once the language model is ready…", "italic")

    @work(thread=True, exclusive=True, group="cleaner")
    def load_cleaner(self: VoxcallApp) -> None:
        try:
            load_ms = self.dictation.load()
        except VoxcallError as err:  # int8, a missing adapter, a broken vocabulary file
            log.warning("no dictation: %s", err)
            self.post_message(CleanerLoaded(error=str(err), retry=True))
            return
        except Exception as err:  # anything else from peft or torch: shown too, never a crash
            log.exception("the dictation model could not be made")
            self.post_message(CleanerLoaded(error=str(err)))
            return
        self.post_message(CleanerLoaded(load_ms=load_ms))

    def on_cleaner_loaded(self: VoxcallApp, message: CleanerLoaded) -> None:
        if message.error is not None:
            self.dictation_unavailable(message.error, message.retry)
            return
        self.cleaner_state = "ready"
        self.home.query_one(DictationPanel).show_status(
            f"dictation model ready in {message.load_ms / 1000:.1f} s · F9 saves the clean text", "green")
        self.next_dictation()

    def dictation_unavailable(self: VoxcallApp, error: str, retry: bool = False) -> None:
        """Loading failed: queued dictation is dropped (never run as commands) and the mode ends.

        After a failure that left the model untouched the next F7 tries again,
        so an adapter installed or a vocabulary fixed meanwhile needs no restart.
        """
        self.cleaner_state = "none" if retry else "failed"
        self.cleaner_error = error
        dropped = len(self.dictation_queue)
        self.dictation_queue.clear()
        self.home.query_one(DictationPanel).show_status(f"dictation not available: {error}", "bold red")
        self.refuse_dictation(error + (f" ({dropped} waiting dictation dropped)" if dropped else ""))

    # requests

    def submit_dictation(self: VoxcallApp, request: CommandRequest) -> None:
        self.dictation_queue.append(request)
        self.next_dictation()

    def next_dictation(self: VoxcallApp) -> None:
        if self.dictation_busy or not self.dictation_queue or self.cleaner_state != "ready":
            return
        request = self.dictation_queue.popleft()
        self.dictation_busy = True
        self.home.query_one(TranscriptPanel).show_working(request.origin)
        self.dictate(request)

    @work(thread=True, group="dictation")
    def dictate(self: VoxcallApp, request: CommandRequest) -> None:
        """Each raw line is posted as soon as it is heard, its clean text when it is ready."""
        heard_any = False
        try:
            for heard in self.dictation.heard(request):
                heard_any = True
                self.post_message(DictationHeard(heard))
                self.clean_line(heard)
            if not heard_any:
                self.post_message(DictationFailed(request.origin, "no speech recognised"))
        except VoxcallError as err:
            self.post_message(DictationFailed(request.origin, str(err)))
        finally:
            self.post_message(DictationDone())

    def clean_line(self: VoxcallApp, heard: HeardLine) -> None:
        try:
            self.post_message(DictationCleaned(self.dictation.clean(heard)))
        except VoxcallError as err:
            self.post_message(DictationFailed(heard.origin, str(err), heard.line_id))

    def on_dictation_heard(self: VoxcallApp, message: DictationHeard) -> None:
        self.home.query_one(DictationPanel).add_heard(message.heard)

    def on_dictation_cleaned(self: VoxcallApp, message: DictationCleaned) -> None:
        line = message.line
        self.last_dictation = line
        self.home.query_one(DictationPanel).fill(line)
        self.home.query_one(LatencyPanel).show_dictation(line)
        self.home.query_one(TranscriptPanel).show_final(line.heard.raw, line.heard.origin)

    def on_dictation_failed(self: VoxcallApp, message: DictationFailed) -> None:
        if message.line_id is not None:
            self.home.query_one(DictationPanel).fail(message.line_id, message.error)
        self.home.query_one(TranscriptPanel).show_error(f"{message.origin}: {message.error}")

    def on_dictation_done(self: VoxcallApp, message: DictationDone) -> None:
        self.dictation_busy = False
        self.next_dictation()

    # saving and the vocabulary

    def action_save_dictation(self: VoxcallApp) -> None:
        """F9: append the clean lines not saved yet to dictation.txt, and copy all of them."""
        panel = self.home.query_one(DictationPanel)
        rows = panel.unsaved()
        if not rows:
            self.notify("No new clean text to save.", title="Dictation")
            return
        try:
            path = self.dictation.save([row.clean_text or "" for row in rows])
        except OSError as err:
            self.notify(f"Cannot save the dictation: {err}", title="Dictation", severity="error")
            return
        for row in rows:
            row.saved = True
        self.copy_to_clipboard("\n".join(panel.clean_lines()))
        self.notify(f"{len(rows)} line(s) appended to {path} (and copied).", title="Dictation saved", timeout=8)

    def action_vocabulary(self: VoxcallApp) -> None:
        """F8: the vocabulary dialog; the new entries take effect on the next line."""
        self.push_screen(VocabularyScreen(self.settings.vocabulary_path), self.vocabulary_edited)

    def vocabulary_edited(self: VoxcallApp, vocabulary: Vocabulary | None) -> None:
        if vocabulary is not None:
            self.dictation.use_vocabulary(vocabulary)
            log.info("vocabulary edited: %d entries", len(vocabulary.entries))
