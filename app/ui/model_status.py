"""Model loading progress: which model is loading, how far along, and how long each took."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, ProgressBar


class ModelStatus(Horizontal):
    """A step counter over the models; commands wait until it reads "ready"."""

    def compose(self) -> ComposeResult:
        yield Label("models: starting…", id="model-label")
        yield ProgressBar(total=2, show_eta=False, show_percentage=False, id="model-bar")

    def loading(self, step: str, done: int, total: int) -> None:
        self.query_one("#model-label", Label).update(f"models: loading {step}…")
        self.query_one("#model-bar", ProgressBar).update(total=total, progress=done)

    def ready(self, summary: str) -> None:
        self.query_one("#model-label", Label).update(f"models: ready ({summary})")
        bar = self.query_one("#model-bar", ProgressBar)
        bar.update(progress=bar.total or 0)
        self.add_class("ready")

    def failed(self, error: str) -> None:
        self.query_one("#model-label", Label).update(f"models: failed: {error}")
        self.add_class("failed")
