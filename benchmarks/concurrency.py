"""Several processes on one state database at once: no lost update, no "database is locked".

    python -m benchmarks.concurrency --commands 300 --out benchmarks/results/concurrency.json

Roles, each its own process (`python -m benchmarks.concurrency --role ROLE ...`):

- `cli`: a writer, like `voxcall run`, applying commands through the dispatcher;
- `ui`: a writer with a scheduler thread in the same process on the same
  device, like the terminal UI;
- `scheduler`: a poller claiming due timers and alarms, like `voxcall watch`;
- `reader`: snapshots the state in a loop, like `voxcall state`.

Each command adds a list item, opens the Wi-Fi settings once more (a
read-modify-write counter) and every third one sets a timer and an alarm.
The pollers' clock runs a day ahead, so everything set is due the moment it
is committed and claiming races the writers. Afterwards: the counter equals
the number of commands (no lost update), every timer and alarm fired exactly
once, every snapshot saw as many items as counter steps (no half command),
and no process met a `StateError`.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from app.errors import StateError
from functions.backend import FiredEvent, SqliteDevice
from functions.calls import FunctionCall
from functions.dispatch import Dispatcher
from functions.registry import validate_call
from functions.scheduler import Scheduler

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
LIST_NAME = "concurrency"
EVENT_EVERY = 3
WRITERS = ("cli", "ui")
"""Each writer's alarms take their own half of the day: one alarm per time is the device's rule."""
POLL_S = 0.02


@dataclass
class RoleResult:
    """What one process did and every error it met, printed as one JSON line when it ends."""

    role: str
    name: str
    commands: int = 0
    fired: list[str] = field(default_factory=list)
    snapshots: int = 0
    inconsistent: int = 0
    errors: list[str] = field(default_factory=list)


def ahead() -> datetime:
    """The pollers' clock: a day ahead, so every timer and alarm is due once committed."""
    return datetime.now() + timedelta(days=1)


def event_key(event: FiredEvent) -> str:
    return f"{event.kind}:{event.label}"


def command_calls(name: str, index: int) -> list[FunctionCall]:
    calls = [
        validate_call("add_to_list", {"item": f"{name} {index}", "list_name": LIST_NAME}),
        validate_call("open_wifi_settings", {}),
    ]
    if index % EVENT_EVERY == 0:
        minute = (WRITERS.index(name) * 720 + index // EVENT_EVERY) % 1440
        calls += [
            validate_call("set_timer", {"duration_seconds": 1 + index % 7, "label": f"{name}-{index}"}),
            validate_call("set_alarm", {"time": f"{minute // 60:02d}:{minute % 60:02d}", "label": f"{name}-{index}"}),
        ]
    return calls


def write(device: SqliteDevice, result: RoleResult, count: int) -> None:
    dispatcher = Dispatcher(device)
    for index in range(count):
        try:
            outcome = dispatcher.run(command_calls(result.name, index), transcript=f"{result.name} {index}",
                                     source="text", latencies={})
        except StateError as err:
            result.errors.append(str(err))
            continue
        if outcome.ok:
            result.commands += 1
        else:
            result.errors.append(outcome.error or "a call failed")


def poll_until(device: SqliteDevice, result: RoleResult, stop: Path) -> None:
    while not stop.exists():
        try:
            result.fired.extend(event_key(event) for event in device.claim_due_events(ahead()))
        except StateError as err:
            result.errors.append(str(err))
        time.sleep(POLL_S)


def read_until(device: SqliteDevice, result: RoleResult, stop: Path) -> None:
    while not stop.exists():
        try:
            state = device.snapshot()
        except StateError as err:
            result.errors.append(str(err))
            continue
        items = next((len(named.items) for named in state.lists if named.name == LIST_NAME), 0)
        result.snapshots += 1
        result.inconsistent += items != state.settings.wifi_settings_opened


def ui(device: SqliteDevice, result: RoleResult, count: int, stop: Path) -> None:
    """A writer and a scheduler thread sharing one device, as the terminal UI does."""
    with Scheduler(device, lambda event: result.fired.append(event_key(event)), poll_seconds=POLL_S, clock=ahead):
        write(device, result, count)
        while not stop.exists():
            time.sleep(POLL_S)


class _Recorder(logging.Handler):
    """Collects warnings the device code logs instead of raising (a scheduler thread's failed poll)."""

    def __init__(self, result: RoleResult) -> None:
        super().__init__(logging.WARNING)
        self.result = result

    def emit(self, record: logging.LogRecord) -> None:
        self.result.errors.append(record.getMessage())


def run_role(role: str, name: str, db: Path, count: int, stop: Path) -> RoleResult:
    result = RoleResult(role, name)
    logging.getLogger("functions").addHandler(_Recorder(result))
    actions: dict[str, Callable[[SqliteDevice], None]] = {
        "cli": lambda device: write(device, result, count),
        "ui": lambda device: ui(device, result, count, stop),
        "scheduler": lambda device: poll_until(device, result, stop),
        "reader": lambda device: read_until(device, result, stop),
    }
    with SqliteDevice(db) as device:
        actions[role](device)
    return result


@dataclass
class ConcurrencyReport:
    """The figures of one run; everything after `snapshots` must be zero."""

    processes: int
    commands: int
    counter: int
    list_items: int
    events_set: int
    events_fired: int
    fired_by: dict[str, int]
    snapshots: int
    lost_updates: int
    events_fired_twice: int
    events_never_fired: int
    inconsistent_snapshots: int
    state_errors: int
    errors: list[str]
    wall_s: float

    @property
    def ok(self) -> bool:
        return not (self.lost_updates or self.events_fired_twice or self.events_never_fired
                    or self.inconsistent_snapshots or self.state_errors)


def _spawn(role: str, name: str, db: Path, count: int, stop: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    args = ["--role", role, "--name", name, "--db", str(db), "--commands", str(count), "--stop", str(stop)]
    return subprocess.Popen([sys.executable, "-m", "benchmarks.concurrency", *args], stdout=subprocess.PIPE,
                            text=True, cwd=ROOT, env=env)


def _result(process: subprocess.Popen[str]) -> RoleResult:
    out, _ = process.communicate(timeout=120)
    return RoleResult(**json.loads(out.strip().splitlines()[-1]))


def expected_events(names: list[str], count: int) -> set[str]:
    return {f"{kind}:{name}-{index}" for name in names for index in range(0, count, EVENT_EVERY)
            for kind in ("timer", "alarm")}


def _wait_for_counter(db: Path, target: int, timeout_s: float) -> None:
    """Until both writers' commands are committed (the counter reaches `target`), or the timeout."""
    deadline = time.monotonic() + timeout_s
    with SqliteDevice(db) as device:
        while device.snapshot().settings.wifi_settings_opened < target and time.monotonic() < deadline:
            time.sleep(0.1)


def run_concurrently(db: Path, commands: int, settle_s: float = 1.0) -> ConcurrencyReport:
    """Two writers (one with a scheduler thread), a scheduler process and a reader, then the checks."""
    started = time.perf_counter()
    stop = db.with_suffix(".stop")
    SqliteDevice(db).close()
    roles = [("cli", "cli"), ("ui", "ui"), ("scheduler", "watch"), ("reader", "state")]
    processes = [_spawn(role, name, db, commands, stop) for role, name in roles]
    _wait_for_counter(db, 2 * commands, timeout_s=120)
    time.sleep(settle_s)
    stop.touch()
    results = [_result(process) for process in processes]
    with SqliteDevice(db) as device:
        state = device.snapshot()
    fired = Counter(key for result in results for key in result.fired)
    expected = expected_events(list(WRITERS), commands)
    done = sum(result.commands for result in results)
    items = next((len(named.items) for named in state.lists if named.name == LIST_NAME), 0)
    counter = state.settings.wifi_settings_opened
    errors = [error for result in results for error in result.errors]
    return ConcurrencyReport(
        processes=len(roles), commands=done, counter=counter, list_items=items,
        events_set=len(expected), events_fired=sum(fired.values()),
        fired_by={result.name: len(result.fired) for result in results if result.fired},
        snapshots=sum(result.snapshots for result in results),
        lost_updates=abs(done - counter) + abs(done - items) + (2 * commands - done),
        events_fired_twice=sum(n - 1 for n in fired.values() if n > 1),
        events_never_fired=len(expected - set(fired)),
        inconsistent_snapshots=sum(result.inconsistent for result in results),
        state_errors=len(errors), errors=errors[:10], wall_s=round(time.perf_counter() - started, 1),
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--role", choices=["cli", "ui", "scheduler", "reader"])
    parser.add_argument("--name", default="")
    parser.add_argument("--db", type=Path)
    parser.add_argument("--stop", type=Path)
    parser.add_argument("--commands", type=int, default=300)
    parser.add_argument("--out", type=Path, default=RESULTS / "concurrency.json")
    args = parser.parse_args(argv)
    if args.role:
        print(json.dumps(asdict(run_role(args.role, args.name, args.db, args.commands, args.stop))), flush=True)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        report = run_concurrently(Path(tmp) / "state.db", args.commands)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({**asdict(report), "ok": report.ok}, indent=2) + "\n")
    for key, value in asdict(report).items():
        print(f"{key}: {value}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
