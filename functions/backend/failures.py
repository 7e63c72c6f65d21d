"""Turning sqlite3 exceptions into one-line `StateError`s a person can act on.

SQLite reports why it failed in an extended result code (`sqlite_errorname`,
Python 3.11+); that, not the wording of the message, picks the hint.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from app.errors import StateError

_ELSEWHERE = "or set VOXCALL_DB_PATH to another file"


def _kind(exc: sqlite3.Error) -> str:
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.removeprefix("SQLITE_").split("_", 1)[0]


def state_error(exc: sqlite3.Error, path: Path) -> StateError:
    """The `StateError` for a failed database operation on `path`."""
    kind = _kind(exc)
    detail = " ".join(str(exc).split())
    if kind in ("BUSY", "LOCKED"):
        return StateError(
            f"state database {path} is locked by another process ({detail})",
            f"wait for the other voxcall command to finish and retry, {_ELSEWHERE}",
        )
    if kind in ("READONLY", "CANTOPEN", "PERM", "AUTH"):
        return StateError(
            f"cannot open or write the state database {path} ({detail})",
            f"check permissions of {path} and of {path.parent}, {_ELSEWHERE}",
        )
    if kind in ("NOTADB", "CORRUPT"):
        return StateError(
            f"{path} is not a usable voxcall state database ({detail})",
            f"move the file aside to start with a fresh state, {_ELSEWHERE}",
        )
    if kind == "FULL":
        return StateError(f"the disk holding {path} is full", f"free some space, {_ELSEWHERE}")
    return StateError(
        f"state database {path} failed: {detail}",
        f"check the file and the disk it is on, {_ELSEWHERE}",
    )


@contextmanager
def db_errors(path: Path) -> Iterator[None]:
    """Re-raise any sqlite3 error inside the block as a `StateError` (no raw traceback)."""
    try:
        yield
    except sqlite3.Error as exc:
        raise state_error(exc, path) from exc


def directory_error(exc: OSError, path: Path) -> StateError:
    """The folder for a new state database cannot be created."""
    return StateError(
        f"cannot create the folder {path.parent} for the state database ({exc.strerror or exc})",
        f"check permissions of {path.parent}, {_ELSEWHERE}",
    )
