"""Asking before a call sends, calls or shares something on the person's behalf.

The dialog shows the question the CLI asks plus every argument, so the person
sees exactly what goes to whom. Cancel is the focused button, Escape and `n`
cancel too; only `y` or the confirm button allows the call.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from app.render import confirmation_question
from functions.calls import FunctionCall

VERB = {"send_message": "Send", "send_email": "Send", "call_contact": "Call"}
FIELD_NAMES = {"to": "To", "recipient": "To", "name": "Call", "subject": "Subject", "body": "Message"}


def details(call: FunctionCall) -> Table:
    """Every argument under a plain label ("To", "Message"), values shown verbatim."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold cyan", no_wrap=True)
    grid.add_column()
    for key, value in call.arguments.items():
        grid.add_row(FIELD_NAMES.get(key, key), Text("—" if value is None else str(value)))
    return grid


class ConfirmScreen(ModalScreen[bool]):
    """One sensitive call; dismisses with True only when the person allows it."""

    BINDINGS = [
        Binding("escape,n", "answer(False)", "Cancel"),
        Binding("y", "answer(True)", "Allow"),
    ]

    def __init__(self, call: FunctionCall) -> None:
        super().__init__()
        self.call = call

    def compose(self) -> ComposeResult:
        verb = VERB.get(self.call.name, "Run")
        with Vertical(id="confirm-dialog"):
            yield Label(Text(confirmation_question(self.call), style="bold"), id="confirm-question")
            yield Static(details(self.call), id="confirm-details")
            yield Label("Nothing is sent until you allow it.", id="confirm-note")
            with Horizontal(id="confirm-buttons"):
                yield Button("Cancel (n)", id="cancel", variant="default")
                yield Button(f"{verb} (y)", id="allow", variant="warning")

    def on_mount(self) -> None:
        self.query_one("#confirm-dialog").border_title = "Confirm"
        self.query_one("#cancel", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "allow")

    def action_answer(self, allow: bool) -> None:
        self.dismiss(allow)


def ask_in_turn(app: App, calls: Sequence[FunctionCall], done: Callable[[list[FunctionCall]], None]) -> None:
    """Ask about each call in spoken order, then hand `done` the ones allowed.

    Runs on the UI thread through dialog callbacks, so no worker ever waits on
    a person.
    """
    approved: list[FunctionCall] = []

    def ask(index: int) -> None:
        if index == len(calls):
            done(approved)
            return

        def answered(allow: bool | None) -> None:
            if allow:
                approved.append(calls[index])
            ask(index + 1)

        app.push_screen(ConfirmScreen(calls[index]), answered)

    ask(0)
