"""Reading the whole device state out of the tables into a `DeviceState`.

Column names match model fields (aliases in the SELECTs where they cannot),
so each section is one query and one model per row.
"""

from __future__ import annotations

import sqlite3
from typing import Any, TypeVar

from pydantic import BaseModel

from functions.backend.state import (
    Alarm,
    CalendarEvent,
    Contact,
    DeviceSettings,
    DeviceState,
    Light,
    MapQuery,
    Media,
    NamedList,
    Note,
    OutboxItem,
    Reminder,
    Robot,
    Timer,
    WeatherRequest,
)

M = TypeVar("M", bound=BaseModel)


def _rows(conn: sqlite3.Connection, sql: str) -> list[dict[str, Any]]:
    cursor = conn.cursor()
    cursor.row_factory = sqlite3.Row
    return [dict(row) for row in cursor.execute(sql)]


def _all(conn: sqlite3.Connection, model: type[M], sql: str) -> list[M]:
    return [model(**row) for row in _rows(conn, sql)]


def _one(conn: sqlite3.Connection, model: type[M], sql: str) -> M:
    return _all(conn, model, sql)[0]


def _lists(conn: sqlite3.Connection) -> list[NamedList]:
    """Items grouped by list, lists and items in the order they were first added."""
    grouped: dict[str, list[str]] = {}
    for row in _rows(conn, "SELECT list_name, item FROM list_items ORDER BY id"):
        grouped.setdefault(row["list_name"], []).append(row["item"])
    return [NamedList(name=name, items=items) for name, items in grouped.items()]


def read_state(conn: sqlite3.Connection) -> DeviceState:
    """Every table, read within the caller's (read) transaction so the view is consistent."""
    return DeviceState(
        settings=_one(conn, DeviceSettings, "SELECT * FROM settings"),
        alarms=_all(conn, Alarm, "SELECT time, label, enabled, last_fired_at FROM alarms ORDER BY time"),
        timers=_all(
            conn,
            Timer,
            "SELECT label, duration_seconds, started_at, ends_at, fired FROM timers ORDER BY ends_at",
        ),
        contacts=_all(
            conn, Contact, "SELECT first_name, last_name, phone_number, email FROM contacts ORDER BY id"
        ),
        outbox=_all(conn, OutboxItem, "SELECT kind, recipient, subject, body, at FROM outbox ORDER BY id"),
        map_queries=_all(conn, MapQuery, "SELECT query, at FROM map_queries ORDER BY id"),
        calendar=_all(conn, CalendarEvent, "SELECT title, datetime FROM calendar_events ORDER BY datetime"),
        reminders=_all(conn, Reminder, "SELECT text, datetime FROM reminders ORDER BY id"),
        lists=_lists(conn),
        notes=_all(conn, Note, "SELECT text, at FROM notes ORDER BY id"),
        weather_requests=_all(
            conn, WeatherRequest, "SELECT location, date, at FROM weather_requests ORDER BY id"
        ),
        lights=_all(
            conn,
            Light,
            'SELECT room, on_ AS "on", brightness, color FROM lights'
            " ORDER BY room IS NOT NULL, room",
        ),
        media=_one(conn, Media, "SELECT query, media_type, state, track FROM media"),
        robot=_one(conn, Robot, "SELECT x_cm, y_cm, heading_deg, motion, stops FROM robot"),
    )
