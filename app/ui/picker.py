"""Choosing a recording to run as a command, for machines without a microphone."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DirectoryTree, Label

AUDIO_SUFFIXES = {".wav", ".flac", ".ogg", ".mp3", ".m4a", ".webm"}


class AudioTree(DirectoryTree):
    """A directory tree that lists folders and audio files only."""

    def filter_paths(self, paths: Iterable[Path]) -> Iterable[Path]:
        return [p for p in paths if not p.name.startswith(".") and (p.is_dir() or p.suffix.lower() in AUDIO_SUFFIXES)]


class FilePicker(ModalScreen[Path | None]):
    """Pick an audio file under `root`; Escape closes without choosing."""

    BINDINGS = [Binding("escape", "cancel", "Close")]

    def __init__(self, root: Path) -> None:
        super().__init__()
        self.root = root

    def compose(self) -> ComposeResult:
        with Vertical(id="picker-dialog"):
            yield Label("Choose a recording (Enter runs it, Escape closes)")
            yield AudioTree(self.root, id="picker-tree")

    def on_mount(self) -> None:
        self.query_one("#picker-dialog").border_title = "Open audio file"
        self.query_one(AudioTree).focus()

    def on_directory_tree_file_selected(self, event: DirectoryTree.FileSelected) -> None:
        self.dismiss(event.path)

    def action_cancel(self) -> None:
        self.dismiss(None)
