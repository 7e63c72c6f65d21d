"""Editing the personal vocabulary from the UI, as `voxcall vocab add/remove` does from the CLI.

The file (`Settings.vocabulary_path`) stays the one source of truth: the
dialog reads it when it opens and writes it atomically after every change,
so the CLI and the UI never disagree for longer than a keystroke. A bad
entry is a sentence in the dialog, never an exception.
"""

from __future__ import annotations

import logging
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList

from app import vocabulary as vocab_file
from app.vocabulary import Vocabulary, VocabularyError

log = logging.getLogger(__name__)

HELP = ("Words spelled your way. Type `Word: sounds like, other` and press Enter to add; "
        "select an entry and press Delete to remove it. Changes are saved at once.")
EXAMPLE = "Kubernetes: cooper netties, cube or nettys"


def parse_entry(line: str) -> tuple[str, tuple[str, ...]]:
    """`Word: sounds like, other` as the file writes it; checking is left to `Vocabulary.add`."""
    word, _, rest = line.partition(":")
    return word, tuple(part for part in rest.split(",") if part.strip())


class VocabularyScreen(ModalScreen[Vocabulary | None]):
    """Dismisses with the new vocabulary when something changed, else None."""

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("delete", "remove", "Remove selected"),
    ]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.vocabulary = Vocabulary()
        self.changed = False
        self.broken = False
        self.entries = OptionList(id="vocab-list")
        self.entry_input = Input(placeholder=EXAMPLE, id="vocab-input")
        self.message = Label("", id="vocab-message")

    def compose(self) -> ComposeResult:
        with Vertical(id="vocab-dialog"):
            yield Label(HELP, id="vocab-help")
            yield self.entries
            yield self.entry_input
            yield self.message
            with Horizontal(id="vocab-buttons"):
                yield Button("Remove selected (Delete)", id="vocab-remove")
                yield Button("Close (Escape)", id="vocab-close", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#vocab-dialog").border_title = f"Vocabulary · {self.path}"
        try:
            self.vocabulary = vocab_file.load(self.path)
        except VocabularyError as err:
            self.broken = True
            self.say(f"Cannot use {self.path}: {err}. Fix the file, then open this again.", error=True)
        self.show_entries()
        self.entry_input.focus()

    def say(self, message: str, error: bool = False) -> None:
        self.message.update(Text(message, style="bold red" if error else "green"))
        self.message.set_class(error, "error")

    def show_entries(self) -> None:
        self.entries.clear_options()
        self.entries.add_options([Text(entry.line()) for entry in self.vocabulary.entries])
        if self.vocabulary.entries:
            self.entries.highlighted = 0

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Handled here, and stopped: the app would otherwise take the line as a command."""
        event.stop()
        if not event.value.strip():
            return
        word, sounds_like = parse_entry(event.value)
        try:
            updated = self.vocabulary.add(word, sounds_like)
        except VocabularyError as err:
            self.say(str(err), error=True)
            return
        if self.store(updated):
            self.entry_input.clear()
            self.say(f"Added {' '.join(word.split())}.")

    def action_remove(self) -> None:
        index = self.entries.highlighted
        if index is None or not self.vocabulary.entries:
            self.say("Select an entry to remove (Tab to the list, arrows to choose).", error=True)
            return
        word = self.vocabulary.entries[index].word
        if self.store(self.vocabulary.remove(word)):
            self.say(f"Removed {word}.")

    def store(self, updated: Vocabulary) -> bool:
        """Write the file, then show it; on failure the old entries stay, on disk and on screen."""
        if self.broken:
            self.say(f"{self.path} could not be read; fix it by hand first so nothing in it is lost.", error=True)
            return False
        try:
            vocab_file.save(updated, self.path)
        except OSError as err:
            log.warning("cannot save the vocabulary: %s", err)
            self.say(f"Cannot save {self.path}: {err.strerror or err}", error=True)
            return False
        self.vocabulary = updated
        self.changed = True
        self.show_entries()
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "vocab-remove":
            self.action_remove()
        else:
            self.action_close()

    def action_close(self) -> None:
        self.dismiss(self.vocabulary if self.changed else None)
