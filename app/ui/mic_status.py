"""The microphone line: which device, which capture mode, the input level, or why there is none."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from app.ui.mic import InputDevice, MicInventory

METER_WIDTH = 12
METER_FLOOR_DBFS = -70.0


def meter(dbfs: float) -> str:
    """A bar of blocks from -70 dBFS (empty) to 0 dBFS (full)."""
    filled = round(METER_WIDTH * min(1.0, max(0.0, (dbfs - METER_FLOOR_DBFS) / -METER_FLOOR_DBFS)))
    return "█" * filled + "·" * (METER_WIDTH - filled)


class MicStatus(Static):
    """Says in plain words when there is no microphone; otherwise device, mode and level."""

    def show(self, inventory: MicInventory, device: InputDevice | None, mode: str, level: float | None) -> None:
        if device is None and not inventory.available and inventory.problem:
            self.set_classes("missing")
            self.update(Text(inventory.problem))
            return
        self.set_classes("present")
        name = device.name if device else "injected source"
        text = Text.assemble(("mic ", "dim"), (name, "bold"), ("  mode ", "dim"), mode)
        if level is not None:
            text.append(f"  {meter(level)}", style="green")
        self.update(text)
