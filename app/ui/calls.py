"""The chosen calls, argument by argument, with validation and what happened to each."""

from __future__ import annotations

import json
from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from functions.calls import FunctionCall, RejectedCall
from functions.dispatch import CallResult

STATUS_STYLE = {
    "done": ("✓ done", "bold green"),
    "declined": ("✗ cancelled", "bold yellow"),
    "needs_confirmation": ("… not run", "bold yellow"),
    "failed": ("✗ failed", "bold red"),
}


def _value(value: object) -> Text:
    """Values as the contract's JSON writes them ("kitchen", true, 300); a dash when not spoken."""
    if value is None:
        return Text("—", style="dim")
    return Text(json.dumps(value, ensure_ascii=False))


def call_view(call: FunctionCall, result: CallResult | None = None) -> RenderableType:
    """One call: its name, each argument on its own line, and its outcome."""
    title = Text.assemble((call.name, "bold"), ("  ✓ valid", "green"))
    if call.needs_confirmation:
        title.append("  ! asks first", style="yellow")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="cyan", no_wrap=True)
    grid.add_column()
    for name, value in call.arguments.items():
        grid.add_row(f"  {name}", _value(value))
    parts: list[RenderableType] = [title, grid]
    if result is not None:
        label, style = STATUS_STYLE[result.status]
        parts.append(Text.assemble(("  → ", "dim"), (label, style), f"  {result.message}"))
    return Group(*parts)


def rejected_view(rejected: RejectedCall) -> RenderableType:
    return Text.assemble(("✗ rejected  ", "bold red"), rejected.text, (f"  ({rejected.reason})", "dim"))


class CallsPanel(Static):
    """The calls of the latest command: validated arguments, then outcomes once executed."""

    def on_mount(self) -> None:
        self.border_title = "Calls"

    def clear(self) -> None:
        self.update(Text("no command yet", style="dim"))

    def show(
        self,
        calls: Sequence[FunctionCall],
        rejected: Sequence[RejectedCall] = (),
        results: Sequence[CallResult] = (),
        note: str | None = None,
        notes: Sequence[str] = (),
    ) -> None:
        """Calls with their results when there are any; a plain sentence when nothing fits.

        `notes` are the prediction's own: how a self-correction was read, and each call a guard left out and why.
        """
        parts: list[RenderableType] = [
            call_view(call, results[index] if index < len(results) else None)
            for index, call in enumerate(calls)
        ]
        parts.extend(rejected_view(r) for r in rejected)
        if not calls:
            parts.append(Text("no function fits this command; nothing was executed", style="italic"))
        parts.extend(Text(f"· {line}", style="cyan") for line in notes)
        if note:
            parts.append(Text(note, style="yellow"))
        self.update(Group(*parts))
