"""The child process of the crash-safety run: applies numbered commands until killed.

    python -m benchmarks.crash_driver STATE_DB COUNT

Command i is three calls in one command (a list item, a note, and one more
opening of the Wi-Fi settings, a read-modify-write counter), built through
the real catalog and run by the real dispatcher on the SQLite device. After
each command is reported done the child prints `done i` and flushes, so the
parent knows exactly what the user was told. On start it resumes after the
highest command already in the history and prints `ready i`.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from datetime import datetime
from pathlib import Path

from functions.backend import SqliteDevice
from functions.calls import FunctionCall
from functions.dispatch import Dispatcher
from functions.registry import validate_call

NOW = datetime(2026, 3, 14, 10, 42, 0)
LIST_NAME = "crash"
_TRANSCRIPT = re.compile(r"command (\d+)")


def transcript(index: int) -> str:
    return f"command {index}"


def command_calls(index: int) -> list[FunctionCall]:
    """The three calls of command `index`, validated by the catalog like any model output."""
    return [
        validate_call("add_to_list", {"item": f"item {index}", "list_name": LIST_NAME}, now=NOW),
        validate_call("create_note", {"text": f"note {index}"}, now=NOW),
        validate_call("open_wifi_settings", {}, now=NOW),
    ]


def next_index(db: Path) -> int:
    """One past the highest command in the history (0 for a new database)."""
    if not db.exists():
        return 0
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT transcript FROM history").fetchall()
    found = [int(match[1]) for (text,) in rows if (match := _TRANSCRIPT.fullmatch(text))]
    return max(found, default=-1) + 1


def main(argv: list[str]) -> int:
    db, count = Path(argv[0]), int(argv[1])
    with SqliteDevice(db) as device:
        dispatcher = Dispatcher(device)
        start = next_index(db)
        print(f"ready {start}", flush=True)
        for index in range(start, start + count):
            outcome = dispatcher.run(command_calls(index), transcript=transcript(index), source="text",
                                     latencies={}, now=NOW)
            if not outcome.ok:
                print(f"failed {index} {outcome.error}", flush=True)
                return 1
            print(f"done {index}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
