"""The live transcript: grey words while the person speaks, the final text after."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from app.ui.bigtext import big

FALLBACK_WIDTH = 60


class TranscriptPanel(Static):
    """What was heard or typed for the command in progress.

    Text is built with `rich.text.Text`, never markup, so a spoken or typed
    "[bold]" is shown as said rather than interpreted.
    """

    def __init__(self, *, large: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.large = large

    def on_mount(self) -> None:
        self.border_title = "Transcript"

    def _large(self, text: str, style: str) -> Text:
        """Three-line letters for the kiosk, wrapped to the panel."""
        return Text(big(text, self.content_size.width or FALLBACK_WIDTH), style=style)

    @property
    def awaiting_words(self) -> bool:
        """Listening or working on audio and no final text yet: a partial transcript may show."""
        return self.has_class("listening") or self.has_class("partial") or self.has_class("working")

    def show_idle(self, hint: str) -> None:
        self.set_classes("idle")
        self.border_subtitle = ""
        self.update(Text(hint, style="dim"))

    def show_listening(self, device: str) -> None:
        self.set_classes("listening")
        self.update(Text.assemble(("● ", "bold red"), (f"listening on {device}…", "italic")))

    def show_partial(self, text: str) -> None:
        self.set_classes("partial")
        if self.large and text:
            self.update(self._large(text, "dim"))
            return
        self.update(Text.assemble(("● ", "bold red"), (text or "…", "italic dim")))

    def show_working(self, origin: str) -> None:
        self.set_classes("working")
        self.update(Text(f"working on {origin}…", style="italic"))

    def show_final(self, text: str, origin: str) -> None:
        self.set_classes("final")
        if self.large:
            self.border_subtitle = origin
            self.update(self._large(text, "bold"))
            return
        self.update(Text.assemble((text, "bold"), (f"   ({origin})", "dim")))

    def show_error(self, message: str) -> None:
        self.set_classes("error")
        self.update(Text(message, style="bold"))
