"""Where the time of one command went, stage by stage, and how the answer was decoded."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from app.pipeline import CommandReport
from app.ui.dictation_engine import DictationLine


def latency_table(report: CommandReport) -> Table:
    """Stage times on the left, decoding figures on the right: four lines, so it fits 80x24."""
    lat, stats = report.latencies, report.prediction.stats
    table = Table.grid(padding=(0, 1))
    for style in ("cyan", None, "cyan", None):
        table.add_column(style=style, no_wrap=True, justify="left" if style else "right")
    asr = f"{lat.asr_ms:.0f} ms" if report.source == "audio" else "typed"
    table.add_row("capture→transcript", asr, "  tokens", str(stats.tokens))
    table.add_row("transcript→calls", f"{lat.lm_ms:.0f} ms", "  passes", str(stats.passes))
    table.add_row("execution", f"{lat.exec_ms:.1f} ms", "  tokens/pass", f"{stats.tokens_per_pass:.2f}")
    table.add_row(Text("total", style="bold"), Text(f"{lat.total_ms:.0f} ms", style="bold"), "  mode", stats.mode)
    return table


def dictation_table(line: DictationLine) -> Table:
    """The same four lines for one line of dictation: recognition and cleanup instead of calls."""
    stats = line.stats
    table = Table.grid(padding=(0, 1))
    for style in ("cyan", None, "cyan", None):
        table.add_column(style=style, no_wrap=True, justify="left" if style else "right")
    asr = "typed" if line.heard.asr_ms is None else f"{line.heard.asr_ms:.0f} ms"
    table.add_row("capture→transcript", asr, "  tokens", str(stats.tokens))
    table.add_row("transcript→clean", f"{line.clean_ms:.0f} ms", "  passes", str(stats.passes))
    table.add_row("execution", "none", "  tokens/pass", f"{stats.tokens_per_pass:.2f}")
    table.add_row(Text("total", style="bold"), Text(f"{line.total_ms:.0f} ms", style="bold"), "  mode", stats.mode)
    return table


class LatencyPanel(Static):
    """The latency breakdown of the latest command."""

    def on_mount(self) -> None:
        self.border_title = "Latency"

    def clear(self) -> None:
        self.update(Text("no command yet", style="dim"))

    def show(self, report: CommandReport) -> None:
        self.update(latency_table(report))

    def show_dictation(self, line: DictationLine) -> None:
        self.update(dictation_table(line))
