"""The dispatcher: confirmation of sensitive calls, execution, timing and history."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from conftest import NOW, make_call

from functions.backend import SqliteDevice
from functions.calls import FunctionCall
from functions.dispatch import CommandOutcome, Dispatcher

MESSAGE = make_call("send_message", recipient="Jenny", body="home at six")
FLASHLIGHT = make_call("turn_on_flashlight")


def dispatch(dispatcher: Dispatcher, *calls: FunctionCall) -> CommandOutcome:
    return dispatcher.run(calls, transcript="spoken", source="text", latencies={"llm_ms": 2.0}, now=NOW)


def never_asked(call: FunctionCall) -> bool:
    raise AssertionError(f"confirm must not be called for {call.name}")


def test_plain_call_executes_and_is_timed(device: SqliteDevice) -> None:
    outcome = dispatch(Dispatcher(device, confirm=never_asked), FLASHLIGHT)
    assert [(r.status, r.message) for r in outcome.results] == [("done", "Flashlight on")]
    assert outcome.ok and outcome.exec_ms > 0
    assert device.snapshot().settings.flashlight


def test_sensitive_call_without_confirm_is_not_executed(device: SqliteDevice) -> None:
    outcome = dispatch(Dispatcher(device), FLASHLIGHT, MESSAGE)
    assert [r.status for r in outcome.results] == ["done", "needs_confirmation"]
    assert "--yes" in outcome.results[1].message
    state = device.snapshot()
    assert state.outbox == [] and state.settings.flashlight
    [entry] = device.history(5)
    assert [o.status for o in entry.outcomes] == ["done", "needs_confirmation"]
    assert [c.name for c in entry.calls] == ["turn_on_flashlight", "send_message"]


def test_declined_call_is_not_executed(device: SqliteDevice) -> None:
    asked: list[str] = []

    def say_no(call: FunctionCall) -> bool:
        asked.append(call.name)
        return False

    outcome = dispatch(Dispatcher(device, confirm=say_no), MESSAGE, FLASHLIGHT)
    assert asked == ["send_message"]
    assert [r.status for r in outcome.results] == ["declined", "done"]
    assert outcome.ok
    assert device.snapshot().outbox == []
    assert device.history(1)[0].outcomes[0].status == "declined"


def test_confirmed_call_is_executed(device: SqliteDevice) -> None:
    outcome = dispatch(Dispatcher(device, confirm=lambda call: True), MESSAGE)
    assert [r.status for r in outcome.results] == ["done"]
    assert device.snapshot().outbox[0].recipient == "Jenny"


def test_assume_yes_executes_without_asking(device: SqliteDevice) -> None:
    outcome = dispatch(Dispatcher(device, confirm=never_asked, assume_yes=True), MESSAGE)
    assert outcome.results[0].message == "Message to Jenny sent"
    assert len(device.snapshot().outbox) == 1


def test_command_with_no_call_is_recorded(device: SqliteDevice) -> None:
    outcome = dispatch(Dispatcher(device))
    assert outcome.results == [] and outcome.ok
    [entry] = device.history(5)
    assert entry.calls == [] and entry.transcript == "spoken"


def test_failing_command_is_rolled_back_and_reported(device: SqliteDevice) -> None:
    outcome = dispatch(Dispatcher(device), FLASHLIGHT, MESSAGE, make_call("warp_drive"))
    assert not outcome.ok and outcome.error and "warp_drive" in outcome.error
    assert [r.status for r in outcome.results] == ["failed", "needs_confirmation", "failed"]
    assert outcome.results[0].message.startswith("Rolled back")
    assert not device.snapshot().settings.flashlight
    [entry] = device.history(5)
    assert not entry.ok


def test_confirm_is_asked_outside_the_transaction(device: SqliteDevice, db_path: Path) -> None:
    """A slow answer must not hold the write lock other processes wait on."""
    writable: list[bool] = []

    def try_to_write(call: FunctionCall) -> bool:
        other = sqlite3.connect(db_path, timeout=0, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
        other.close()
        writable.append(True)
        return True

    outcome = dispatch(Dispatcher(device, confirm=try_to_write), MESSAGE)
    assert writable == [True] and outcome.ok
