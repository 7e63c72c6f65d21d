"""Every command so far, newest at the bottom, in a scrollable table."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import DataTable

from functions.backend import HistoryEntry

MARK = {"done": "✓", "declined": "✗", "needs_confirmation": "…", "failed": "✗"}
COLUMNS = ("time", "via", "command", "outcome", "ms")

Row = tuple[str, str, Text, Text, str]


def outcome_text(entry: HistoryEntry) -> Text:
    if entry.error:
        return Text(f"failed: {entry.error}", style="red")
    if not entry.outcomes:
        return Text("no call", style="dim")
    return Text(", ".join(f"{MARK[o.status]} {o.name}" for o in entry.outcomes))


def history_row(entry: HistoryEntry) -> Row:
    total = sum(v for k, v in entry.latencies.items() if k in ("asr_ms", "lm_ms", "exec_ms"))
    return f"{entry.at:%H:%M:%S}", entry.source, Text(entry.transcript), outcome_text(entry), f"{total:.0f}"


def column_widths(rows: Sequence[Row]) -> list[int]:
    """The widest cell of each column, its label included."""
    return [max([cell_len(label), *(cell_len(str(row[i])) for row in rows)]) for i, label in enumerate(COLUMNS)]


class HistoryPanel(DataTable):
    """The device's command history (the same rows `voxcall state` shows).

    Column widths are set here from the rows, not left to DataTable: it widens
    auto-width columns on its next idle event without invalidating the lines it
    has already rendered, so a busy app could keep drawing an outcome cut short
    (Textual issue #3533; seen as "✓ turn_on_fla" in a loaded CI run)."""

    def on_mount(self) -> None:
        self.border_title = "History"
        self.cursor_type = "row"
        self.zebra_stripes = True
        self._set_columns(column_widths([]))

    def show(self, entries: Sequence[HistoryEntry]) -> None:
        """Replace the rows and keep the newest in view."""
        rows = [history_row(entry) for entry in entries]
        self.clear(columns=True)
        self._set_columns(column_widths(rows))
        for row in rows:
            self.add_row(*row)
        if rows:
            self.move_cursor(row=len(rows) - 1)

    def _set_columns(self, widths: Sequence[int]) -> None:
        for label, width in zip(COLUMNS, widths, strict=True):
            self.add_column(label, width=width)
