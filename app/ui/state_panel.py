"""The simulated device at a glance: alarms, running timers counting down, lights, sound, media, messages, notes, lists."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from functions.backend import DeviceState
from functions.backend.state import Light, Timer

RECENT = 3


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def countdown(timer: Timer, now: datetime) -> str:
    """"04:59 left" for a running timer, "fired" once it went off."""
    if timer.fired:
        return "fired"
    left = max(0, int((timer.ends_at - now).total_seconds()))
    hours, rest = divmod(left, 3600)
    clock = f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60:02d}:{rest % 60:02d}"
    return f"{clock} left"


def _light(light: Light) -> str:
    room = light.room or "all"
    if not light.on:
        return f"{room}: off"
    colour = f", {light.color}" if light.color else ""
    return f"{room}: on {light.brightness}%{colour}"


def _section(text: Text, title: str, lines: Iterable[str]) -> None:
    text.append(f"{title}\n", style="bold cyan")
    body = list(lines) or ["none"]
    for line in body:
        text.append(f"  {line}\n", style="dim" if line == "none" else "")


def state_text(state: DeviceState, now: datetime) -> Text:
    """Every section the issue asks for, in a fixed order, "none" where empty."""
    s = state.settings
    text = Text()
    _section(text, "Device", [
        f"flashlight {_on(s.flashlight)} · bluetooth {_on(s.bluetooth)} · dnd {_on(s.do_not_disturb)}",
        f"volume {s.volume}%" + (" (muted)" if s.muted else "") + f" · screen {s.brightness}%"
        + (f" · thermostat {s.thermostat}°" if s.thermostat is not None else ""),
    ])
    _section(text, "Alarms", (
        (a.time + (f" {a.label}" if a.label else "") + ("" if a.enabled else " (off)")) for a in state.alarms
    ))
    _section(text, "Timers", (f"{t.label or 'timer'}: {countdown(t, now)}" for t in state.timers if not t.fired))
    _section(text, "Lights", map(_light, state.lights))
    media = state.media
    _section(text, "Media", [f"{media.state}: {media.query} ({media.media_type})" if media.query else "nothing queued"])
    _section(text, "Messages", (
        f"{o.kind} to {o.recipient}: {o.subject or o.body or ''}".rstrip(": ") for o in state.outbox[-RECENT:]
    ))
    _section(text, "Notes", (n.text for n in state.notes[-RECENT:]))
    _section(text, "Lists", (f"{n.name}: {', '.join(n.items)}" for n in state.lists))
    text.rstrip()
    return text


class StatePanel(VerticalScroll):
    """Scrollable device state; re-rendered every second so timers count down."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.body = Static(id="state-body")

    def compose(self) -> ComposeResult:
        yield self.body

    def on_mount(self) -> None:
        self.border_title = "Device state"

    def show(self, state: DeviceState, now: datetime) -> None:
        """Held by reference, not queried: a tick may come before the child is mounted."""
        self.body.update(state_text(state, now))
