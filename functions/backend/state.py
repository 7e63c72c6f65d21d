"""Typed views of the simulated device's state and of its command history.

These are what `snapshot()` and `history()` hand out, so callers (the CLI's
`state` and `history` views, tests, a future UI) read fields instead of
digging through rows or loose dicts.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from functions.backend.render import render_state
from functions.dispatch import CallStatus

MediaState = Literal["playing", "paused", "stopped"]
OutboxKind = Literal["email", "message", "call"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class DeviceSettings(_Frozen):
    """Phone-style toggles and levels."""

    flashlight: bool
    wifi_settings_opened: int
    bluetooth: bool
    do_not_disturb: bool
    brightness: int
    volume: int
    muted: bool
    thermostat: int | None


class Alarm(_Frozen):
    time: str
    label: str | None
    enabled: bool
    last_fired_at: dt.datetime | None


class Timer(_Frozen):
    label: str | None
    duration_seconds: int
    started_at: dt.datetime
    ends_at: dt.datetime
    fired: bool


class Contact(_Frozen):
    first_name: str
    last_name: str
    phone_number: str | None
    email: str | None


class OutboxItem(_Frozen):
    """A message or email sent, or a call placed, on the user's behalf."""

    kind: OutboxKind
    recipient: str
    subject: str | None
    body: str | None
    at: dt.datetime


class MapQuery(_Frozen):
    query: str
    at: dt.datetime


class CalendarEvent(_Frozen):
    title: str
    datetime: dt.datetime


class Reminder(_Frozen):
    text: str
    datetime: dt.datetime | None


class NamedList(_Frozen):
    name: str
    items: list[str]


class Note(_Frozen):
    text: str
    at: dt.datetime


class WeatherRequest(_Frozen):
    location: str | None
    date: dt.date | None
    at: dt.datetime


class Light(_Frozen):
    """One room's lights; `room` None is the default group that "the lights" means."""

    room: str | None
    on: bool
    brightness: int
    color: str | None


class Media(_Frozen):
    query: str | None
    media_type: str | None
    state: MediaState
    track: int


class Robot(_Frozen):
    """The robot's pose: heading 0 faces +y, 90 faces +x (clockwise, like a compass)."""

    x_cm: int
    y_cm: int
    heading_deg: int
    motion: str
    stops: int


class DeviceState(_Frozen):
    """The whole simulated device at one moment."""

    settings: DeviceSettings
    alarms: list[Alarm]
    timers: list[Timer]
    contacts: list[Contact]
    outbox: list[OutboxItem]
    map_queries: list[MapQuery]
    calendar: list[CalendarEvent]
    reminders: list[Reminder]
    lists: list[NamedList]
    notes: list[Note]
    weather_requests: list[WeatherRequest]
    lights: list[Light]
    media: Media
    robot: Robot

    def render(self) -> str:
        """A readable multi-line view, the one `voxcall state` prints."""
        return render_state(self)


class HistoryCall(_Frozen):
    """A call as the command produced it; arguments keep the catalog's JSON form."""

    name: str
    arguments: dict[str, Any]


class HistoryOutcome(_Frozen):
    name: str
    status: CallStatus
    message: str


class HistoryEntry(_Frozen):
    """One command as it was recorded: what was said, what ran, how long it took."""

    id: int
    at: dt.datetime
    source: Literal["text", "audio"]
    transcript: str
    calls: list[HistoryCall]
    outcomes: list[HistoryOutcome]
    latencies: dict[str, float]
    ok: bool
    error: str | None

    def render(self) -> str:
        """One line: when, what was said, and what happened to each call."""
        outcomes = ", ".join(f"{o.name} {o.status}" for o in self.outcomes) or "no call"
        failure = f" [failed: {self.error}]" if self.error else ""
        return f"{self.at:%Y-%m-%d %H:%M:%S} {self.source} {self.transcript!r} -> {outcomes}{failure}"
