"""The main screen: what was heard, what it became, how long it took, the device, the history."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, Input

from app.ui.calls import CallsPanel
from app.ui.dictation_panel import DictationPanel
from app.ui.history import HistoryPanel
from app.ui.latency import LatencyPanel
from app.ui.mic_status import MicStatus
from app.ui.model_status import ModelStatus
from app.ui.state_panel import StatePanel
from app.ui.transcript import TranscriptPanel

PLACEHOLDER = "type a command and press Enter, e.g. set a timer for five minutes"


class MainScreen(Screen):
    """Function keys, so they work while the command line has the focus."""

    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]

    BINDINGS = [
        Binding("f2", "app.talk", "Talk"),
        Binding("f3", "app.hands_free", "Hands-free"),
        Binding("f4", "app.next_mic", "Next mic"),
        Binding("f5", "app.open_file", "Open WAV"),
        Binding("f6", "app.demo", "Demo"),
        Binding("f7", "app.dictation", "Dictation"),
        Binding("f8", "app.vocabulary", "Vocabulary"),
        Binding("f9", "app.save_dictation", "Save text"),
        Binding("ctrl+q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            with Vertical(id="command-column"):
                yield TranscriptPanel(id="transcript")
                yield DictationPanel(id="dictation")
                yield CallsPanel(id="calls")
                yield LatencyPanel(id="latency")
            yield StatePanel(id="state")
        yield HistoryPanel(id="history")
        yield Input(placeholder=PLACEHOLDER, id="command")
        with Horizontal(id="status"):
            yield ModelStatus(id="models")
            yield MicStatus(id="mic")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#command", Input).focus()
