"""The kiosk screen: a full-screen demo with large text and a short guide of what to say."""

from __future__ import annotations

import json
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from app.ui.calls import CallsPanel
from app.ui.latency import LatencyPanel
from app.ui.mic_status import MicStatus
from app.ui.model_status import ModelStatus
from app.ui.state_panel import StatePanel
from app.ui.transcript import TranscriptPanel

EXTRA_PHRASES = ("what time is it", "play some jazz", "add milk to my shopping list")
KEYS = "SPACE talk · H hands-free · D demo · M mic"


def guide_text(samples_dir: Path) -> str:
    """The bundled sample sentences plus a few more, as a short list to read out."""
    samples = json.loads((samples_dir / "samples.json").read_text())
    phrases = [sample["text"] for sample in samples] + list(EXTRA_PHRASES)
    return "Try saying:\n" + "\n".join(f"  “{phrase}”" for phrase in phrases)


class KioskScreen(Screen):
    """No text box and no file picker: only the keys in the guide, and an exit chord."""

    BINDINGS = [
        Binding("space", "app.talk", "Talk"),
        Binding("h", "app.hands_free", "Hands-free"),
        Binding("d", "app.demo", "Demo"),
        Binding("m", "app.next_mic", "Next mic"),
    ]

    def __init__(self, samples_dir: Path) -> None:
        super().__init__()
        self.samples_dir = samples_dir

    def compose(self) -> ComposeResult:
        yield Static("voxcall · offline voice commands", id="kiosk-title")
        with Horizontal(id="kiosk-main"):
            with Vertical(id="kiosk-left"):
                yield Static(guide_text(self.samples_dir), id="kiosk-guide")
                yield Static(KEYS, id="kiosk-keys")
                yield StatePanel(id="state")
            with Vertical(id="kiosk-right"):
                yield TranscriptPanel(large=True, id="transcript")
                yield CallsPanel(id="calls")
                yield LatencyPanel(id="latency")
        with Horizontal(id="status"):
            yield ModelStatus(id="models")
            yield MicStatus(id="mic")
