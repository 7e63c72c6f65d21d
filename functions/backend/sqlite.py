"""`SqliteDevice`: the simulated device, its state kept in one SQLite file.

Several voxcall processes may share the file (a `run` while another
process's scheduler polls), so the connection uses WAL (readers never block
the writer), a busy timeout (a writer waits for another rather than failing)
and `BEGIN IMMEDIATE` for every write (the lock is taken before anything is
read, so two commands never interleave). One command is one transaction: it
applies completely, with its history row, or not at all.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal

from app.errors import StateError
from functions.backend.clock import FiredEvent, any_due, claim_due
from functions.backend.context import Context, device_time
from functions.backend.failures import db_errors, directory_error
from functions.backend.handlers import handler_for
from functions.backend.history import append_history, read_history
from functions.backend.schema import migrate
from functions.backend.snapshot import read_state
from functions.backend.state import DeviceState, HistoryEntry
from functions.calls import FunctionCall
from functions.dispatch import CallResult, CommandFailed, Source

log = logging.getLogger(__name__)

DEFAULT_BUSY_TIMEOUT_S = 5.0


class _HandlerFailed(Exception):
    """Internal: which call raised, carried out of the transaction so it rolls back."""

    def __init__(self, index: int, cause: Exception) -> None:
        super().__init__(str(cause))
        self.index = index
        self.cause = cause


@dataclass(frozen=True)
class _Command:
    """One command as `apply` received it, kept together for the failure path."""

    calls: Sequence[FunctionCall]
    transcript: str
    source: Source
    latencies: Mapping[str, float]
    moment: datetime
    skip: dict[int, CallResult]


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class SqliteDevice:
    """The simulated device. Thread-safe: one connection, used under a lock."""

    def __init__(
        self,
        path: str | Path,
        *,
        busy_timeout_s: float = DEFAULT_BUSY_TIMEOUT_S,
        read_only: bool = False,
    ) -> None:
        self.path = Path(path)
        self.read_only = read_only
        self._lock = threading.RLock()
        self._conn = self._connect(busy_timeout_s)

    def _connect(self, busy_timeout_s: float) -> sqlite3.Connection:
        if not self.read_only:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise directory_error(exc, self.path) from exc
        target = f"{self.path.resolve().as_uri()}?mode=ro" if self.read_only else str(self.path)
        with db_errors(self.path):
            conn = sqlite3.connect(
                target,
                uri=self.read_only,
                timeout=busy_timeout_s,
                isolation_level=None,
                check_same_thread=False,
            )
            try:
                self._configure(conn)
                migrate(conn, str(self.path))
            except BaseException:
                conn.close()
                raise
        return conn

    def _configure(self, conn: sqlite3.Connection) -> None:
        """Foreign keys and WAL; the busy timeout is set by `connect(timeout=...)`."""
        conn.execute("PRAGMA foreign_keys = ON")
        if self.read_only:
            return
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            log.warning("state database %s stays in %s journal mode, not WAL", self.path, mode)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> SqliteDevice:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def transaction(
        self, mode: Literal["IMMEDIATE", "DEFERRED"] = "IMMEDIATE"
    ) -> Iterator[sqlite3.Connection]:
        """One transaction: committed when the block ends, rolled back if it raises.

        sqlite3 errors come out as `StateError`; anything else propagates as is
        (after the rollback).
        """
        with self._lock, db_errors(self.path):
            conn = self._conn
            conn.execute(f"BEGIN {mode}")
            try:
                yield conn
                conn.execute("COMMIT")
            finally:
                if conn.in_transaction:
                    self._rollback()

    def _rollback(self) -> None:
        try:
            self._conn.execute("ROLLBACK")
        except sqlite3.Error:
            log.warning("rollback of %s failed", self.path, exc_info=True)

    def apply(
        self,
        calls: Sequence[FunctionCall],
        *,
        transcript: str,
        source: Source,
        latencies: Mapping[str, float],
        now: datetime | None = None,
        decided: Mapping[int, CallResult] | None = None,
    ) -> list[CallResult]:
        """Run `calls` in one transaction, with their history row; results in call order.

        Calls whose index is in `decided` are not run (declined, awaiting
        confirmation): their given result is recorded as is. If a handler
        raises, nothing is kept, the failure is recorded in history in a
        transaction of its own, and `CommandFailed` is raised.
        """
        command = _Command(calls, transcript, source, latencies, device_time(now), dict(decided or {}))
        try:
            with self.transaction() as conn:
                start = time.perf_counter()
                results = _execute(Context(conn, command.moment), calls, command.skip)
                exec_ms = round((time.perf_counter() - start) * 1000.0, 3)
                append_history(
                    conn, at=command.moment, source=source, transcript=transcript,
                    calls=calls, results=results, latencies={**latencies, "exec_ms": exec_ms},
                )
        except _HandlerFailed as failure:
            raise self._failed(failure, command) from failure.cause
        return results

    def _failed(self, failure: _HandlerFailed, command: _Command) -> CommandFailed:
        """Record the rolled-back command in history, and build the error to raise."""
        calls = command.calls
        reason = _reason(failure.cause)
        results = [
            command.skip.get(i)
            or CallResult(
                call.name,
                "failed",
                f"Failed: {reason}" if i == failure.index else "Rolled back: another call failed",
            )
            for i, call in enumerate(calls)
        ]
        message = f"{calls[failure.index].name} failed ({reason}); the command was rolled back"
        try:
            self.record_only(
                calls, results, transcript=command.transcript, source=command.source,
                latencies=command.latencies, now=command.moment, error=message,
            )
        except StateError as err:
            log.warning("could not record the failed command in history: %s", err)
        return CommandFailed(message, "nothing was changed; the failure is recorded in history", results)

    def record_only(
        self,
        calls: Sequence[FunctionCall],
        results: Sequence[CallResult],
        *,
        transcript: str,
        source: Source,
        latencies: Mapping[str, float],
        now: datetime | None = None,
        error: str | None = None,
    ) -> None:
        """Log a command that executed nothing (no call, parse only, refused) in history."""
        with self.transaction() as conn:
            append_history(
                conn, at=device_time(now), source=source, transcript=transcript,
                calls=calls, results=results, latencies=latencies, error=error,
            )

    def snapshot(self) -> DeviceState:
        """The whole state, read in one transaction so it is consistent."""
        with self.transaction("DEFERRED") as conn:
            return read_state(conn)

    def history(self, limit: int = 20) -> list[HistoryEntry]:
        """The last `limit` commands, oldest first."""
        with self.transaction("DEFERRED") as conn:
            return read_history(conn, limit)

    def claim_due_events(self, now: datetime | None = None) -> list[FiredEvent]:
        """Timers and alarms due at `now`, marked fired so no process fires them again.

        The common case (nothing due) is answered by a read, so polling
        processes do not queue on the write lock every half second.
        """
        moment = device_time(now)
        with self.transaction("DEFERRED") as conn:
            if not any_due(conn, moment):
                return []
        with self.transaction() as conn:
            return claim_due(conn, moment)


def _execute(
    ctx: Context, calls: Sequence[FunctionCall], skip: Mapping[int, CallResult]
) -> list[CallResult]:
    results = []
    for index, call in enumerate(calls):
        if index in skip:
            results.append(skip[index])
            continue
        try:
            message = handler_for(call.name)(ctx, call.arguments)
        except Exception as exc:
            raise _HandlerFailed(index, exc) from exc
        results.append(CallResult(call.name, "done", message))
    return results
