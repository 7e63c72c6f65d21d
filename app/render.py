"""Turning typed results into the CLI's JSON lines and human-readable text."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from functions.calls import FunctionCall
from models.asr import Transcript
from models.caller import CallPrediction

if TYPE_CHECKING:
    from app.pipeline import CommandReport, Pipeline
    from functions.backend import HistoryEntry
    from functions.scheduler import FiredEvent

STATUS_MARK = {"done": "ok", "declined": "declined", "needs_confirmation": "NOT RUN", "failed": "FAILED"}


def parse_line(prediction: CallPrediction, latency_ms: float) -> dict[str, Any]:
    """The contract's `voxcall parse` object for one command."""
    line: dict[str, Any] = {
        "text": prediction.text,
        "calls": [call.to_json() for call in prediction.calls],
        "latency_ms": round(latency_ms, 1),
        "decode": prediction.stats.to_json(),
    }
    if prediction.rejected:
        line["rejected"] = [{"text": r.text, "reason": r.reason} for r in prediction.rejected]
    if prediction.read_as is not None:
        line["read_as"] = prediction.read_as
    return line


def transcript_json(path: Path, transcript: Transcript, latency_ms: float) -> dict[str, Any]:
    return {
        "file": str(path),
        "text": transcript.text,
        "duration_s": transcript.duration_s,
        "latency_ms": round(latency_ms, 1),
    }


def confirmation_question(call: FunctionCall) -> str:
    """Exactly what will be sent to whom, so the person knows what they allow."""
    args = call.arguments
    if call.name == "send_message":
        return f"Send a message to {args['recipient']}: {args['body']!r}?"
    if call.name == "send_email":
        body = f" {args['body']!r}" if args.get("body") else ""
        return f"Send an email to {args['to']} with subject {args['subject']!r}{body}?"
    if call.name == "call_contact":
        return f"Call {args['name']}?"
    return f"Run {call.describe()}?"


def report_json(report: CommandReport) -> dict[str, Any]:
    return {
        "source": report.source,
        "text": report.text,
        "calls": [call.to_json() for call in report.prediction.calls],
        "results": [{"name": r.name, "status": r.status, "message": r.message} for r in report.outcome.results],
        "decode": report.prediction.stats.to_json(),
        "latency": report.latencies.to_json(),
    }


def report_text(report: CommandReport, indent: str = "") -> str:
    """Transcript, calls, outcome and the latency of each stage."""
    lines = [f"heard:    {report.text}" if report.source == "audio" else f"text:     {report.text}"]
    calls = report.prediction.calls
    lines.append("calls:    " + ("; ".join(c.describe() for c in calls) if calls else "none (no function fits)"))
    for rejected in report.prediction.rejected:
        lines.append(f"rejected: {rejected.text} ({rejected.reason})")
    for result in report.outcome.results:
        lines.append(f"outcome:  [{STATUS_MARK[result.status]}] {result.message}")
    if not calls:
        lines.append("outcome:  nothing executed")
    if report.outcome.error:
        lines.append(f"error:    {report.outcome.error}")
    lines.append(_latency_line(report))
    for note in report.prediction.notes:
        lines.append(f"note:     {note}")
    return "\n".join(indent + line for line in lines)


def _latency_line(report: CommandReport) -> str:
    stats, lat = report.prediction.stats, report.latencies
    asr = f"asr {lat.asr_ms:.0f} ms + " if report.source == "audio" else ""
    return (
        f"latency:  {asr}lm {lat.lm_ms:.0f} ms ({stats.tokens} tokens, {stats.passes} passes, {stats.mode}) "
        f"+ exec {lat.exec_ms:.0f} ms = {lat.total_ms:.0f} ms"
    )


def load_summary(pipeline: Pipeline) -> str:
    times = pipeline.load_times_ms()
    return "model load: " + ", ".join(f"{name} {ms:.0f} ms" for name, ms in times.items()) if times else ""


def history_text(history: list[HistoryEntry]) -> str:
    if not history:
        return "history: (empty)"
    return "history:\n" + "\n".join(f"  {entry.render()}" for entry in history)


def fired_text(event: FiredEvent) -> str:
    label = f" '{event.label}'" if event.label else ""
    return f"{event.at:%H:%M:%S} {event.kind}{label} fired"
