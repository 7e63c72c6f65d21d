"""Model loading progress: which model is loading, how far along, and how long each took."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, ProgressBar


class ModelStatus(Horizontal):
    """A step counter over the models; commands wait until it reads "ready".

    Its parts are held by reference: the first progress message can arrive
    before they are mounted, and a query would then find nothing.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = Label("models: starting…", id="model-label")
        self.bar = ProgressBar(total=2, show_eta=False, show_percentage=False, id="model-bar")

    def compose(self) -> ComposeResult:
        yield self.label
        yield self.bar

    def loading(self, step: str, done: int, total: int) -> None:
        self.label.update(f"models: loading {step}…")
        self.bar.update(total=total, progress=done)

    def ready(self, summary: str) -> None:
        self.label.update(f"models: ready ({summary})")
        self.bar.update(progress=self.bar.total or 0)
        self.add_class("ready")

    def failed(self, error: str) -> None:
        self.label.update(f"models: failed: {error}")
        self.add_class("failed")
