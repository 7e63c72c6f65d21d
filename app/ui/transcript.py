"""The live transcript: grey words while the person speaks, the final text after."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class TranscriptPanel(Static):
    """What was heard or typed for the command in progress.

    Text is built with `rich.text.Text`, never markup, so a spoken or typed
    "[bold]" is shown as said rather than interpreted.
    """

    def on_mount(self) -> None:
        self.border_title = "Transcript"

    def show_idle(self, hint: str) -> None:
        self.set_classes("idle")
        self.update(Text(hint, style="dim"))

    def show_listening(self, device: str) -> None:
        self.set_classes("listening")
        self.update(Text.assemble(("● ", "bold red"), (f"listening on {device}…", "italic")))

    def show_partial(self, text: str) -> None:
        self.set_classes("partial")
        self.update(Text.assemble(("● ", "bold red"), (text or "…", "italic dim")))

    def show_working(self, origin: str) -> None:
        self.set_classes("working")
        self.update(Text(f"working on {origin}…", style="italic"))

    def show_final(self, text: str, origin: str) -> None:
        self.set_classes("final")
        self.update(Text.assemble((text, "bold"), (f"   ({origin})", "dim")))

    def show_error(self, message: str) -> None:
        self.set_classes("error")
        self.update(Text(message, style="bold"))
