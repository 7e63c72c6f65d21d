"""The state database's tables, and migrations keyed by `PRAGMA user_version`.

Each migration is a list of statements applied once, in order, inside one
transaction; `user_version` records how many ran. A database written by a
newer voxcall (a higher version than we know) is refused rather than guessed
at. Times are stored as ISO 8601 text, local and naive, so they sort and
compare as strings.
"""

from __future__ import annotations

import sqlite3

from app.errors import StateError

_V1 = [
    """CREATE TABLE settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        flashlight INTEGER NOT NULL DEFAULT 0,
        wifi_settings_opened INTEGER NOT NULL DEFAULT 0,
        bluetooth INTEGER NOT NULL DEFAULT 0,
        do_not_disturb INTEGER NOT NULL DEFAULT 0,
        brightness INTEGER NOT NULL DEFAULT 50 CHECK (brightness BETWEEN 0 AND 100),
        volume INTEGER NOT NULL DEFAULT 50 CHECK (volume BETWEEN 0 AND 100),
        muted INTEGER NOT NULL DEFAULT 0,
        thermostat INTEGER
    )""",
    "INSERT INTO settings (id) VALUES (1)",
    """CREATE TABLE alarms (
        id INTEGER PRIMARY KEY,
        time TEXT NOT NULL UNIQUE,
        label TEXT,
        enabled INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        last_fired_at TEXT
    )""",
    """CREATE TABLE timers (
        id INTEGER PRIMARY KEY,
        label TEXT,
        duration_seconds INTEGER NOT NULL CHECK (duration_seconds > 0),
        started_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        fired INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX timers_pending ON timers (fired, ends_at)",
    """CREATE TABLE contacts (
        id INTEGER PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone_number TEXT,
        email TEXT,
        created_at TEXT NOT NULL
    )""",
    """CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'message', 'call')),
        recipient TEXT NOT NULL,
        subject TEXT,
        body TEXT,
        at TEXT NOT NULL
    )""",
    "CREATE TABLE map_queries (id INTEGER PRIMARY KEY, query TEXT NOT NULL, at TEXT NOT NULL)",
    """CREATE TABLE calendar_events (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, datetime TEXT NOT NULL
    )""",
    """CREATE TABLE reminders (
        id INTEGER PRIMARY KEY, text TEXT NOT NULL, datetime TEXT, created_at TEXT NOT NULL
    )""",
    """CREATE TABLE list_items (
        id INTEGER PRIMARY KEY, list_name TEXT NOT NULL, item TEXT NOT NULL
    )""",
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, at TEXT NOT NULL)",
    """CREATE TABLE weather_requests (
        id INTEGER PRIMARY KEY, location TEXT, date TEXT, at TEXT NOT NULL
    )""",
    """CREATE TABLE lights (
        id INTEGER PRIMARY KEY,
        room TEXT UNIQUE,
        on_ INTEGER NOT NULL DEFAULT 0,
        brightness INTEGER NOT NULL DEFAULT 100 CHECK (brightness BETWEEN 0 AND 100),
        color TEXT
    )""",
    "INSERT INTO lights (room) VALUES (NULL)",
    """CREATE TABLE media (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        query TEXT,
        media_type TEXT,
        state TEXT NOT NULL DEFAULT 'stopped' CHECK (state IN ('playing', 'paused', 'stopped')),
        track INTEGER NOT NULL DEFAULT 0
    )""",
    "INSERT INTO media (id) VALUES (1)",
    """CREATE TABLE robot (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        x_cm INTEGER NOT NULL DEFAULT 0,
        y_cm INTEGER NOT NULL DEFAULT 0,
        heading_deg INTEGER NOT NULL DEFAULT 0,
        motion TEXT NOT NULL DEFAULT 'stopped',
        stops INTEGER NOT NULL DEFAULT 0
    )""",
    "INSERT INTO robot (id) VALUES (1)",
    """CREATE TABLE history (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('text', 'audio')),
        transcript TEXT NOT NULL,
        calls TEXT NOT NULL,
        outcomes TEXT NOT NULL,
        latencies TEXT NOT NULL,
        ok INTEGER NOT NULL,
        error TEXT
    )""",
    """CREATE TRIGGER history_no_update BEFORE UPDATE ON history
        BEGIN SELECT RAISE(ABORT, 'history is append-only'); END""",
    """CREATE TRIGGER history_no_delete BEFORE DELETE ON history
        BEGIN SELECT RAISE(ABORT, 'history is append-only'); END""",
]

MIGRATIONS: list[list[str]] = [_V1]
"""MIGRATIONS[i] takes a database from user_version i to i + 1."""

SCHEMA_VERSION = len(MIGRATIONS)


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, path: str) -> None:
    """Bring the database up to `SCHEMA_VERSION`; a no-op when it already is.

    The version is read again under the write lock, so two processes opening a
    fresh file at once do not both run the same migration.
    """
    found = user_version(conn)
    _refuse_newer(found, path)
    if found == SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        current = user_version(conn)
        _refuse_newer(current, path)
        for statements in MIGRATIONS[current:]:
            for statement in statements:
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _refuse_newer(current: int, path: str) -> None:
    if current > SCHEMA_VERSION:
        raise StateError(
            f"state database {path} has schema version {current}, newer than this voxcall "
            f"({SCHEMA_VERSION})",
            "upgrade voxcall, or set VOXCALL_DB_PATH to another file",
        )
