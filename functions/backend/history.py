"""The append-only command history: one row per command, executed or not.

A row keeps what was heard (source, transcript), what the model asked for
(calls), what happened to each call (outcomes) and where the time went
(latencies), as JSON text so the schema need not change when stages do.
Triggers in the schema refuse UPDATE and DELETE on the table.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from datetime import datetime

from functions.backend.context import iso
from functions.backend.state import HistoryEntry
from functions.calls import FunctionCall
from functions.dispatch import CallResult, Source


def append_history(
    conn: sqlite3.Connection,
    *,
    at: datetime,
    source: Source,
    transcript: str,
    calls: Sequence[FunctionCall],
    results: Sequence[CallResult],
    latencies: Mapping[str, float],
    error: str | None = None,
) -> None:
    """Write one history row inside the caller's transaction."""
    ok = error is None and all(r.status != "failed" for r in results)
    conn.execute(
        "INSERT INTO history (at, source, transcript, calls, outcomes, latencies, ok, error)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            iso(at),
            source,
            transcript,
            json.dumps([call.to_json() for call in calls]),
            json.dumps([asdict(result) for result in results]),
            json.dumps(dict(latencies)),
            int(ok),
            error,
        ),
    )


def read_history(conn: sqlite3.Connection, limit: int) -> list[HistoryEntry]:
    """The last `limit` commands, oldest first (the order a person reads a log in)."""
    rows = conn.execute(
        "SELECT id, at, source, transcript, calls, outcomes, latencies, ok, error"
        " FROM history ORDER BY id DESC LIMIT ?",
        (max(0, limit),),
    ).fetchall()
    return [
        HistoryEntry(
            id=row[0],
            at=row[1],
            source=row[2],
            transcript=row[3],
            calls=json.loads(row[4]),
            outcomes=json.loads(row[5]),
            latencies=json.loads(row[6]),
            ok=row[7],
            error=row[8],
        )
        for row in reversed(rows)
    ]
