"""Alarms and timers that go off: a notice that stays until the person dismisses it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from functions.backend import FiredEvent


def fired_line(event: FiredEvent) -> Text:
    label = f" “{event.label}”" if event.label else ""
    icon = "⏰ Alarm" if event.kind == "alarm" else "⏲ Timer"
    return Text.assemble((f"{icon}{label}", "bold"), f" went off at {event.at:%H:%M:%S}")


class FiredNotice(ModalScreen[None]):
    """Every event that fired since the notice opened; Enter, Escape or the button dismisses it.

    A modal, not a toast: a toast fades on its own, and an alarm nobody saw
    would be a missed alarm.
    """

    BINDINGS = [Binding("escape,enter,space", "dismiss_notice", "Dismiss")]
    AUTO_FOCUS = "#dismiss"

    def __init__(self, event: FiredEvent) -> None:
        super().__init__()
        self.events = [event]

    def compose(self) -> ComposeResult:
        dialog = Vertical(id="fired-dialog")
        dialog.border_title = "Went off"
        with dialog:
            yield Static(self._text(), id="fired-text")
            yield Button("Dismiss (Enter)", id="dismiss", variant="primary")

    def add(self, event: FiredEvent) -> None:
        """Another event while the notice is open joins the same notice."""
        self.events.append(event)
        self.query_one("#fired-text", Static).update(self._text())

    def _text(self) -> Text:
        return Text("\n").join(fired_line(event) for event in self.events)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_dismiss_notice(self) -> None:
        self.dismiss(None)
