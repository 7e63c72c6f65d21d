"""Alarms, timers and the clock: the handlers, and which of them are due to fire.

Firing rules live here, next to the tables they read, so the scheduler thread
only polls and notifies. An alarm fires at most once per scheduled moment
(`last_fired_at` holds the last moment fired) and never for a moment that came
before it was set; a timer fires once, when `ends_at` has passed.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from typing import Any, Literal

from functions.backend.context import Context, Handler, iso


@dataclass(frozen=True)
class FiredEvent:
    """An alarm or timer that went off; `at` is when it was due, not when it was noticed."""

    kind: Literal["timer", "alarm"]
    label: str | None
    at: datetime


def human_duration(seconds: int) -> str:
    """300 as "5 min", 5400 as "1 h 30 min": how a person says a timer back."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    parts = [f"{hours} h" if hours else "", f"{minutes} min" if minutes else "",
             f"{secs} s" if secs else ""]
    return " ".join(p for p in parts if p)


def set_alarm(ctx: Context, args: dict[str, Any]) -> str:
    """One alarm per time of day: setting it again relabels and re-enables it."""
    ctx.conn.execute(
        "INSERT INTO alarms (time, label, enabled, created_at) VALUES (?, ?, 1, ?)"
        " ON CONFLICT (time) DO UPDATE SET label = excluded.label, enabled = 1,"
        " created_at = excluded.created_at",
        (args["time"], args.get("label"), ctx.stamp),
    )
    label = args.get("label")
    return f"Alarm set for {args['time']}" + (f" ({label})" if label else "")


def cancel_alarm(ctx: Context, args: dict[str, Any]) -> str:
    """Cancelled alarms stay listed, disabled, so `set_alarm` at that time can revive them."""
    when = args.get("time")
    if when is None:
        count = ctx.conn.execute("UPDATE alarms SET enabled = 0 WHERE enabled = 1").rowcount
        return f"Cancelled {count} alarm(s)" if count else "No alarms to cancel"
    count = ctx.conn.execute(
        "UPDATE alarms SET enabled = 0 WHERE time = ? AND enabled = 1", (when,)
    ).rowcount
    return f"Alarm for {when} cancelled" if count else f"No alarm set for {when}"


def set_timer(ctx: Context, args: dict[str, Any]) -> str:
    seconds = int(args["duration_seconds"])
    ctx.conn.execute(
        "INSERT INTO timers (label, duration_seconds, started_at, ends_at) VALUES (?, ?, ?, ?)",
        (args.get("label"), seconds, ctx.stamp, iso(ctx.now + timedelta(seconds=seconds))),
    )
    label = args.get("label")
    return f"Timer set for {human_duration(seconds)}" + (f" ({label})" if label else "")


def cancel_timer(ctx: Context, args: dict[str, Any]) -> str:
    """Only timers still running are cancelled; a label matches regardless of case."""
    label = args.get("label")
    if label is None:
        count = ctx.conn.execute("DELETE FROM timers WHERE fired = 0").rowcount
        return f"Cancelled {count} timer(s)" if count else "No timers to cancel"
    count = ctx.conn.execute(
        "DELETE FROM timers WHERE fired = 0 AND lower(label) = lower(?)", (label,)
    ).rowcount
    return f"Cancelled {label} timer" if count else f"No {label} timer running"


def get_time(ctx: Context, args: dict[str, Any]) -> str:
    return f"It is {ctx.now:%H:%M}"


CLOCK_HANDLERS: dict[str, Handler] = {
    "set_alarm": set_alarm,
    "cancel_alarm": cancel_alarm,
    "set_timer": set_timer,
    "cancel_timer": cancel_timer,
    "get_time": get_time,
}


def latest_occurrence(hhmm: str, now: datetime) -> datetime:
    """The most recent moment, at or before `now`, when the clock showed `hhmm`."""
    moment = datetime.combine(now.date(), time.fromisoformat(hhmm))
    return moment if moment <= now else moment - timedelta(days=1)


def _due_timers(conn: sqlite3.Connection, now: datetime) -> list[tuple[int, FiredEvent]]:
    rows = conn.execute(
        "SELECT id, label, ends_at FROM timers WHERE fired = 0 AND ends_at <= ? ORDER BY ends_at",
        (iso(now),),
    ).fetchall()
    return [(row[0], FiredEvent("timer", row[1], datetime.fromisoformat(row[2]))) for row in rows]


def _due_alarms(conn: sqlite3.Connection, now: datetime) -> list[tuple[int, FiredEvent]]:
    due = []
    rows = conn.execute(
        "SELECT id, time, label, created_at, last_fired_at FROM alarms WHERE enabled = 1"
    ).fetchall()
    for alarm_id, hhmm, label, created_at, last_fired_at in rows:
        moment = latest_occurrence(hhmm, now)
        if iso(moment) < created_at or (last_fired_at and iso(moment) <= last_fired_at):
            continue
        due.append((alarm_id, FiredEvent("alarm", label, moment)))
    return due


def any_due(conn: sqlite3.Connection, now: datetime) -> bool:
    """A cheap read, so idle polls never take the write lock."""
    return bool(_due_timers(conn, now) or _due_alarms(conn, now))


def claim_due(conn: sqlite3.Connection, now: datetime) -> list[FiredEvent]:
    """Mark every due timer and alarm fired and return them, oldest first.

    Must run inside a write transaction: the due rows are read again under the
    lock, so when two processes poll at once only one of them claims each event.
    """
    timers = _due_timers(conn, now)
    alarms = _due_alarms(conn, now)
    conn.executemany("UPDATE timers SET fired = 1 WHERE id = ?", [(i,) for i, _ in timers])
    conn.executemany(
        "UPDATE alarms SET last_fired_at = ? WHERE id = ?",
        [(iso(event.at), i) for i, event in alarms],
    )
    return sorted((event for _, event in timers + alarms), key=lambda e: e.at)
