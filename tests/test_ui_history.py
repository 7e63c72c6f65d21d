"""The history table draws every cell in full as soon as it is shown, not after an idle event."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from app.ui.history import HistoryPanel
from functions.backend.state import HistoryEntry, HistoryOutcome
from ui_support import NOW, drawn_lines

pytestmark = pytest.mark.asyncio


class HistoryApp(App):
    CSS = "HistoryPanel { height: 8; }"

    def compose(self) -> ComposeResult:
        yield HistoryPanel()


def entry(transcript: str, *names: str) -> HistoryEntry:
    outcomes = [HistoryOutcome(name=name, status="done", message="") for name in names]
    return HistoryEntry(id=1, at=NOW, source="text", transcript=transcript, calls=[], outcomes=outcomes,
                        latencies={"lm_ms": 12.0}, ok=True, error=None)


async def test_cells_are_drawn_in_full_before_the_table_goes_idle() -> None:
    """DataTable widens auto-width columns on idle and keeps lines it rendered before (Textual #3533);
    reading the lines in the same step as `show`, with no await between, catches that."""
    app = HistoryApp()
    async with app.run_test(size=(120, 12)) as pilot:
        table = app.query_one(HistoryPanel)
        await pilot.pause()
        table.show([entry("lights on", "set_lights")])
        assert "✓ set_lights" in "\n".join(drawn_lines(table))
        table.show([entry("lights on", "set_lights"), entry("torch and alarm", "turn_on_flashlight", "set_alarm")])
        lines = "\n".join(drawn_lines(table))
        assert "✓ turn_on_flashlight, ✓ set_alarm" in lines
        assert "torch and alarm" in lines
