"""`voxcall ui`: the terminal interface around the real pipeline.

Everything slow runs on thread workers (model loading, speech recognition,
decoding, even the millisecond of execution), and results come back as
messages, so keys keep working while a model decodes. Commands run one at a
time from a queue; a command whose calls need confirmation waits for the
dialog on the UI thread, never on a worker.
"""

from __future__ import annotations

import json
import logging
from collections import deque
from pathlib import Path

from textual import work
from textual.app import App
from textual.screen import Screen
from textual.widgets import Input

from app.errors import VoxcallError
from app.pipeline import Pipeline
from app.settings import Settings
from app.ui.calls import CallsPanel
from app.ui.capture import CaptureMixin, SourceFactory
from app.ui.confirm import ask_in_turn
from app.ui.dictation_engine import CleanerFactory
from app.ui.dictation_flow import DictationMixin
from app.ui.engine import Assistant, Clock, CommandRequest, Understood, system_clock
from app.ui.history import HistoryPanel
from app.ui.latency import LatencyPanel
from app.ui.main_screen import MainScreen
from app.ui.messages import CommandDone, CommandFailed, CommandUnderstood, EventFired, ModelProgress
from app.ui.mic import MicInventory
from app.ui.model_status import ModelStatus
from app.ui.notify import FiredNotice
from app.ui.picker import FilePicker
from app.ui.state_panel import StatePanel
from app.ui.theme import THEMES
from app.ui.transcript import TranscriptPanel
from functions.calls import FunctionCall
from functions.scheduler import Scheduler

log = logging.getLogger(__name__)

SAMPLES = Path(__file__).resolve().parents[2] / "assets" / "audio"
IDLE_HINT = "Type a command below, press F2 to talk, F5 to open a recording, or F6 for the demo."
NO_MIC_HINT = "Type a command below, or open a recording with F5."


class VoxcallApp(CaptureMixin, DictationMixin, App[None]):
    """The main interface; `KioskApp` is the same engine behind a locked-down screen."""

    CSS_PATH = "theme.tcss"
    TITLE = "voxcall"
    SUB_TITLE = "offline voice commands"
    idle_hint = IDLE_HINT
    no_mic_hint = NO_MIC_HINT
    next_mic_key = "F4"

    def __init__(
        self,
        settings: Settings,
        *,
        pipeline: Pipeline | None = None,
        clock: Clock = system_clock,
        inventory: MicInventory | None = None,
        open_source: SourceFactory | None = None,
        samples_dir: Path = SAMPLES,
        make_cleaner: CleanerFactory | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.assistant = Assistant(settings, pipeline, clock)
        self.samples_dir = samples_dir
        self.queue: deque[CommandRequest] = deque()
        self.busy = False
        self.loaded: dict[str, float] = {}
        self.models_ready = False
        self.models_error: str | None = None
        self.last_report = None
        self.scheduler: Scheduler | None = None
        self._notice: FiredNotice | None = None
        self.init_capture(settings, inventory, open_source)
        self.init_dictation(settings, make_cleaner)
        for theme in THEMES:
            self.register_theme(theme)
        self.theme = settings.ui_theme if settings.ui_theme in self.available_themes else THEMES[0].name

    def get_default_screen(self) -> Screen:
        return MainScreen()

    @property
    def home(self) -> Screen:
        """The screen with the panels, whatever dialog is on top of it."""
        return self.screen_stack[0]

    def on_ready(self) -> None:
        """The first screen is up (`on_mount` comes before it is composed): fill it and start working."""
        self.reset_panels()
        self.refresh_device()
        self.start_scheduler()
        self.set_interval(1.0, self.tick)
        self.mount_capture()
        self.load_models()

    def on_unmount(self) -> None:
        self.stop_capture()
        self.stop_scheduler()
        self.assistant.close()

    def tick(self) -> None:
        """Once a second: timers count down (and other processes' changes show)."""
        self.refresh_state()

    # panels

    def reset_panels(self) -> None:
        self.home.query_one(TranscriptPanel).show_idle(self.idle_hint)
        self.home.query_one(CallsPanel).clear()
        self.home.query_one(LatencyPanel).clear()

    def refresh_state(self) -> None:
        try:
            state = self.assistant.state()
        except VoxcallError as err:
            log.warning("cannot read the device state: %s", err)
            return
        for panel in self.home.query(StatePanel):  # none while the app shuts down and the tick still fires
            panel.show(state, self.assistant.clock())

    def refresh_device(self) -> None:
        self.refresh_state()
        for panel in self.home.query(HistoryPanel):
            panel.show(self.assistant.history())

    # models

    @work(thread=True, exclusive=True, group="models")
    def load_models(self) -> None:
        """Whisper first (it is quick), then the language model, each reported as it finishes."""
        steps = (("Whisper", self.assistant.load_recognizer), ("language model", self.assistant.load_caller))
        for done, (name, load) in enumerate(steps):
            self.post_message(ModelProgress(name, done, len(steps)))
            try:
                load_ms = load()
            except Exception as err:  # any failure to load is shown on screen, not a crash
                log.exception("loading %s failed", name)
                self.post_message(ModelProgress(name, done, len(steps), error=f"{name}: {err}"))
                return
            self.post_message(ModelProgress(name, done + 1, len(steps), load_ms=load_ms))

    def on_model_progress(self, message: ModelProgress) -> None:
        status = self.home.query_one(ModelStatus)
        if message.error:
            self.models_error = message.error
            status.failed(message.error)
            self.next_command()
            self.after_models()
            return
        if message.load_ms is None:
            status.loading(message.step, message.done, message.total)
            return
        self.loaded[message.step] = message.load_ms
        if message.done == message.total:
            self.models_ready = True
            status.ready(", ".join(f"{name} {ms / 1000:.1f} s" for name, ms in self.loaded.items()))
            self.next_command()
            self.after_models()

    # commands

    def submit(self, request: CommandRequest) -> None:
        """Queue a command; it runs when the models are ready and earlier commands are done.

        In dictation mode the request is dictated instead: cleaned and shown, never executed.
        """
        if self.dictating:
            self.submit_dictation(request)
            return
        self.queue.append(request)
        self.next_command()

    def next_command(self) -> None:
        if self.busy or not self.queue:
            return
        if self.models_error:
            request = self.queue.popleft()
            self.post_message(CommandFailed(request.origin, f"models unavailable: {self.models_error}"))
            return
        transcript = self.home.query_one(TranscriptPanel)
        if not self.models_ready:
            transcript.show_working(f"{self.queue[0].origin} (waiting for the models to load)")
            return
        request = self.queue.popleft()
        self.busy = True
        transcript.show_working(request.origin)
        self.understand(request)

    @work(thread=True, group="command")
    def understand(self, request: CommandRequest) -> None:
        try:
            understood = self.assistant.understand(request)
        except VoxcallError as err:
            self.post_message(CommandFailed(request.origin, str(err)))
            return
        self.post_message(CommandUnderstood(understood))

    def on_command_understood(self, message: CommandUnderstood) -> None:
        understood = message.understood
        self.home.query_one(TranscriptPanel).show_final(understood.text, understood.request.origin)
        prediction = understood.prediction
        note = "waiting for your answer…" if understood.sensitive else None
        self.home.query_one(CallsPanel).show(prediction.calls, prediction.rejected, note=note, notes=prediction.notes)
        if understood.sensitive:
            ask_in_turn(self, understood.sensitive, lambda approved: self.execute(understood, approved))
        else:
            self.execute(understood, [])

    @work(thread=True, group="command")
    def execute(self, understood: Understood, approved: list[FunctionCall]) -> None:
        try:
            report = self.assistant.execute(understood, approved)
        except VoxcallError as err:
            self.post_message(CommandFailed(understood.request.origin, str(err)))
            return
        self.post_message(CommandDone(report))

    def on_command_done(self, message: CommandDone) -> None:
        report = message.report
        self.last_report = report
        prediction, outcome = report.prediction, report.outcome
        self.home.query_one(CallsPanel).show(prediction.calls, prediction.rejected, outcome.results, outcome.error,
                                             notes=prediction.notes)
        self.home.query_one(LatencyPanel).show(report)
        self.refresh_device()
        self.command_finished()

    def on_command_failed(self, message: CommandFailed) -> None:
        self.home.query_one(TranscriptPanel).show_error(f"{message.origin}: {message.error}")
        self.command_finished()

    def command_finished(self) -> None:
        self.busy = False
        self.next_command()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        event.input.clear()
        if text:
            self.submit(CommandRequest("text", "typed", text=text))

    # recordings

    def action_demo(self) -> None:
        """Queue the bundled sample recordings; each goes through the whole pipeline."""
        samples = json.loads((self.samples_dir / "samples.json").read_text())
        for sample in samples:
            self.run_file(self.samples_dir / sample["file"], f"demo {sample['file']}")

    def action_open_file(self) -> None:
        self.push_screen(FilePicker(Path.cwd()), self._file_chosen)

    def _file_chosen(self, path: Path | None) -> None:
        if path is not None:
            self.run_file(path, f"file {path.name}")

    def run_file(self, path: Path, origin: str) -> None:
        try:
            clip = self.assistant.clip_from_file(path, self.request_seconds)
        except VoxcallError as err:
            self.home.query_one(TranscriptPanel).show_error(f"{origin}: {err}")
            return
        self.submit(CommandRequest("audio", origin, clip=clip))

    # alarms and timers

    def start_scheduler(self) -> None:
        self.scheduler = Scheduler(
            self.assistant.device, lambda event: self.post_message(EventFired(event)),
            poll_seconds=self.settings.scheduler_poll_seconds, clock=self.assistant.clock,
        )
        self.scheduler.start()

    def stop_scheduler(self) -> None:
        scheduler, self.scheduler = self.scheduler, None
        if scheduler is not None:
            scheduler.stop(timeout=1.0)

    def on_event_fired(self, message: EventFired) -> None:
        if self._notice is not None and self._notice.is_attached:
            self._notice.add(message.event)
        else:
            self._notice = FiredNotice(message.event)
            self.push_screen(self._notice, lambda _: setattr(self, "_notice", None))
        self.refresh_device()
