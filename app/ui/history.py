"""Every command so far, newest at the bottom, in a scrollable table."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import DataTable

from functions.backend import HistoryEntry

MARK = {"done": "✓", "declined": "✗", "needs_confirmation": "…", "failed": "✗"}


def outcome_text(entry: HistoryEntry) -> Text:
    if entry.error:
        return Text(f"failed: {entry.error}", style="red")
    if not entry.outcomes:
        return Text("no call", style="dim")
    return Text(", ".join(f"{MARK[o.status]} {o.name}" for o in entry.outcomes))


class HistoryPanel(DataTable):
    """The device's command history (the same rows `voxcall state` shows)."""

    def on_mount(self) -> None:
        self.border_title = "History"
        self.cursor_type = "row"
        self.zebra_stripes = True
        self.add_columns("time", "via", "command", "outcome", "ms")

    def show(self, entries: Sequence[HistoryEntry]) -> None:
        """Replace the rows and keep the newest in view."""
        self.clear()
        for entry in entries:
            total = sum(v for k, v in entry.latencies.items() if k in ("asr_ms", "lm_ms", "exec_ms"))
            self.add_row(
                f"{entry.at:%H:%M:%S}", entry.source, Text(entry.transcript), outcome_text(entry), f"{total:.0f}",
            )
        if entries:
            self.move_cursor(row=len(entries) - 1)
