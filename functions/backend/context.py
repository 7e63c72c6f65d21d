"""What every handler receives: the open transaction and the device clock."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class Context:
    """The connection is inside the command's transaction; `now` is the device clock.

    Passing `now` in, rather than reading the clock in each handler, keeps one
    command on one instant and lets tests and `--now` pin it.
    """

    conn: sqlite3.Connection
    now: datetime

    @property
    def stamp(self) -> str:
        return iso(self.now)

    def set_setting(self, column: str, value: object) -> None:
        """Update one column of the single-row settings table (column names are ours, not user input)."""
        self.conn.execute(f"UPDATE settings SET {column} = ? WHERE id = 1", (value,))

    def setting(self, column: str) -> Any:
        return self.conn.execute(f"SELECT {column} FROM settings WHERE id = 1").fetchone()[0]


Handler = Callable[[Context, dict[str, Any]], str]


def iso(moment: datetime) -> str:
    """The one text form of a datetime in the database: fixed width, so strings sort as times."""
    return moment.isoformat(timespec="microseconds")


def device_time(now: datetime | None) -> datetime:
    """`now` as naive local time (the clock when None), the only form stored or compared."""
    if now is None:
        return datetime.now()
    return now.astimezone().replace(tzinfo=None) if now.tzinfo else now
