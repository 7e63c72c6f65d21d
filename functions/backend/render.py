"""The text view of a `DeviceState`, one section per kind of state.

Kept apart from the models so the data stays plain and the wording can change
without touching what is stored.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from functions.backend.clock import human_duration

if TYPE_CHECKING:
    from functions.backend.state import DeviceSettings, DeviceState, Light, Media, Robot

INDENT = "  "


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def _section(title: str, lines: Iterable[str]) -> list[str]:
    body = [INDENT + line for line in lines]
    return [title, *(body or [INDENT + "none"])]


def _settings(s: DeviceSettings) -> list[str]:
    volume = f"{s.volume}%" + (" (muted)" if s.muted else "")
    thermostat = f"{s.thermostat}°" if s.thermostat is not None else "not set"
    return [
        f"flashlight {_on(s.flashlight)}, bluetooth {_on(s.bluetooth)}, "
        f"do not disturb {_on(s.do_not_disturb)}",
        f"screen brightness {s.brightness}%, volume {volume}, thermostat {thermostat}",
        f"wifi settings opened {s.wifi_settings_opened} time(s)",
    ]


def _light(light: Light) -> str:
    room = light.room or "all (default)"
    if not light.on:
        return f"{room}: off"
    colour = f", {light.color}" if light.color else ""
    return f"{room}: on, {light.brightness}%{colour}"


def _media(media: Media) -> str:
    if media.query is None:
        return "nothing queued"
    return f'{media.state}: "{media.query}" ({media.media_type}), track {media.track + 1}'


def _robot(robot: Robot) -> str:
    return (
        f"at ({robot.x_cm}, {robot.y_cm}) cm, heading {robot.heading_deg}°, "
        f"{robot.motion}, {robot.stops} stop(s)"
    )


def _labelled(text: str, label: str | None) -> str:
    return f"{text} {label}" if label else text


def render_state(state: DeviceState) -> str:
    """Every section in a fixed order, "none" where a section is empty."""
    lines = _section("Settings", _settings(state.settings))
    lines += _section(
        "Alarms",
        (_labelled(a.time, a.label) + ("" if a.enabled else " (cancelled)") for a in state.alarms),
    )
    lines += _section(
        "Timers",
        (
            f"{t.label or 'timer'}: {human_duration(t.duration_seconds)}"
            + (" (fired)" if t.fired else f", ends {t.ends_at:%H:%M:%S}")
            for t in state.timers
        ),
    )
    lines += _section("Lights", map(_light, state.lights))
    lines += _section("Media", [_media(state.media)])
    lines += _section("Robot", [_robot(state.robot)])
    lines += _section(
        "Contacts",
        (" ".join(filter(None, [c.first_name, c.last_name, c.phone_number, c.email]))
         for c in state.contacts),
    )
    lines += _section(
        "Outbox",
        (f"{o.kind} to {o.recipient}" + (f": {o.subject or o.body}" if o.subject or o.body else "")
         for o in state.outbox),
    )
    lines += _section("Calendar", (f"{e.datetime:%Y-%m-%d %H:%M} {e.title}" for e in state.calendar))
    lines += _section(
        "Reminders",
        (f"{r.datetime:%Y-%m-%d %H:%M} {r.text}" if r.datetime else r.text for r in state.reminders),
    )
    lines += _section("Lists", (f"{n.name}: {', '.join(n.items)}" for n in state.lists))
    lines += _section("Notes", (n.text for n in state.notes))
    lines += _section("Map queries", (m.query for m in state.map_queries))
    lines += _section(
        "Weather requests",
        (f"{w.location or 'here'}" + (f" on {w.date}" if w.date else "") for w in state.weather_requests),
    )
    return "\n".join(lines)
