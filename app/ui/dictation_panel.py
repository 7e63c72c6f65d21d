"""Dictation side by side: what was heard on the left, the clean text on the right.

One row per line, so a raw line and its clean text stay level however each
wraps; the raw text appears as soon as Whisper has it, and its clean text
fills in when the cleanup model is done. Text is built with `rich.text.Text`,
never markup, so dictated brackets are shown as said.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Label, Static

from app.ui.dictation_engine import DictationLine, HeardLine

EMPTY_HINT = "Speak (F2, or F3 hands-free), type below, or open a recording (F5): nothing is executed here."


def line_figures(line: DictationLine) -> str:
    """The short latency line under each clean text: ASR + cleanup, tokens, passes, mode."""
    asr = "typed" if line.heard.asr_ms is None else f"{line.heard.asr_ms:.0f} ms"
    stats = line.stats
    return f"asr {asr} · clean {line.clean_ms:.0f} ms · {stats.tokens} tok / {stats.passes} passes · {stats.mode}"


class DictationRow(Horizontal):
    """One raw line and its clean text."""

    def __init__(self, heard: HeardLine) -> None:
        super().__init__(classes="dictation-row")
        self.heard = heard
        self.clean_text: str | None = None
        self.saved = False
        self.raw = Static(Text(heard.raw), classes="dictation-raw")
        self.clean = Static(Text("cleaning…", style="italic dim"), classes="dictation-clean")

    def compose(self) -> ComposeResult:
        yield self.raw
        yield self.clean

    def fill(self, line: DictationLine) -> None:
        self.clean_text = line.clean
        self.clean.update(Text.assemble((line.clean or "—", "bold"), "\n", (line_figures(line), "dim")))

    def fail(self, error: str) -> None:
        self.add_class("failed")
        self.clean.update(Text(error, style="bold"))


class DictationPanel(Vertical):
    """Every line of this session's dictation, scrollable, newest at the bottom."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: dict[int, DictationRow] = {}
        self.lines = VerticalScroll(id="dictation-lines")
        self.status = Static(Text(EMPTY_HINT, style="dim"), id="dictation-status")

    def compose(self) -> ComposeResult:
        with Horizontal(id="dictation-head"):
            yield Label("raw transcript", classes="dictation-raw")
            yield Label("clean text", classes="dictation-clean")
        yield self.lines
        yield self.status

    def on_mount(self) -> None:
        self.border_title = "Dictation"

    def show_status(self, message: str, style: str = "dim") -> None:
        self.status.update(Text(message, style=style))

    def add_heard(self, heard: HeardLine) -> None:
        row = DictationRow(heard)
        self.rows[heard.line_id] = row
        self.lines.mount(row)
        self.lines.scroll_end(animate=False)

    def fill(self, line: DictationLine) -> None:
        row = self.rows.get(line.heard.line_id)
        if row is not None:
            row.fill(line)
            self.lines.scroll_end(animate=False)

    def fail(self, line_id: int, error: str) -> None:
        row = self.rows.get(line_id)
        if row is not None:
            row.fail(error)

    def clean_lines(self) -> list[str]:
        """The clean text of every finished line, in order."""
        return [row.clean_text for row in self.rows.values() if row.clean_text]

    def unsaved(self) -> list[DictationRow]:
        """Finished rows not yet written to the dictation file, so a second save appends only new text."""
        return [row for row in self.rows.values() if row.clean_text and not row.saved]
