"""From validated calls to executed ones: confirmation, execution, history.

The dispatcher decides, before touching the device, which calls may run:
calls that send, call or share something on the user's behalf
(`needs_confirmation`) run only with `--yes` or an explicit "yes" from the
user. Asking happens before the device transaction opens, so a person slow to
answer never holds the database lock that other voxcall processes wait on.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, Protocol

from app.errors import StateError
from functions.calls import FunctionCall
from functions.catalog import CATALOG

log = logging.getLogger(__name__)

CallStatus = Literal["done", "declined", "needs_confirmation", "failed"]
Source = Literal["text", "audio"]


@dataclass(frozen=True)
class CallResult:
    """What happened to one call, with a short message for the user."""

    name: str
    status: CallStatus
    message: str


class CommandFailed(StateError):
    """A handler raised, so the whole command was rolled back.

    It carries the per-call results so a caller can still show which call
    failed and that the others were undone; it is a `StateError` so code that
    only knows user-facing errors still prints it cleanly.
    """

    def __init__(self, message: str, hint: str, results: list[CallResult]) -> None:
        super().__init__(message, hint)
        self.results = results


class DeviceBackend(Protocol):
    """The part of a device the dispatcher needs: one transactional apply."""

    def apply(
        self,
        calls: Sequence[FunctionCall],
        *,
        transcript: str,
        source: Source,
        latencies: Mapping[str, float],
        now: datetime | None = None,
        decided: Mapping[int, CallResult] | None = None,
    ) -> list[CallResult]: ...


@dataclass
class CommandOutcome:
    """The results of one command, in spoken order, and how long executing took."""

    results: list[CallResult]
    exec_ms: float
    error: str | None = None

    @property
    def ok(self) -> bool:
        """True when no call failed (declined or unconfirmed calls are not failures)."""
        return self.error is None and all(r.status != "failed" for r in self.results)


def needs_confirmation(call: FunctionCall) -> bool:
    """Whether `call` must be confirmed: its own flag or the catalog's `!`, whichever says yes.

    The catalog is consulted too, so a `FunctionCall` built by hand with the
    default flag (False) cannot send a message without asking.
    """
    model = CATALOG.get(call.name)
    return call.needs_confirmation or (model is not None and model.needs_confirmation)


def _unconfirmed(call: FunctionCall) -> CallResult:
    return CallResult(
        call.name,
        "needs_confirmation",
        f"Not run: {call.describe()} needs confirmation; re-run with --yes to allow it",
    )


def _declined(call: FunctionCall) -> CallResult:
    return CallResult(call.name, "declined", f"Not run: {call.describe()} declined")


class Dispatcher:
    """Runs the calls of one command on a device, asking for confirmation first."""

    def __init__(
        self,
        device: DeviceBackend,
        confirm: Callable[[FunctionCall], bool] | None = None,
        assume_yes: bool = False,
    ) -> None:
        self.device = device
        self.confirm = confirm
        self.assume_yes = assume_yes

    def decide(self, calls: Sequence[FunctionCall]) -> dict[int, CallResult]:
        """The calls that must not run, by index, with the reason as their result."""
        decided: dict[int, CallResult] = {}
        for index, call in enumerate(calls):
            if not needs_confirmation(call) or self.assume_yes:
                continue
            if self.confirm is None:
                decided[index] = _unconfirmed(call)
            elif not self.confirm(call):
                decided[index] = _declined(call)
        return decided

    def run(
        self,
        calls: Sequence[FunctionCall],
        *,
        transcript: str,
        source: Source,
        latencies: Mapping[str, float],
        now: datetime | None = None,
    ) -> CommandOutcome:
        """Execute what may run, in one transaction, and record the command in history.

        A handler failure comes back as an outcome with `failed` results (the
        device rolled everything back); database errors (locked, read-only)
        propagate as `StateError`.
        """
        decided = self.decide(calls)
        start = time.perf_counter()
        try:
            results = self.device.apply(
                calls,
                transcript=transcript,
                source=source,
                latencies=latencies,
                now=now,
                decided=decided,
            )
        except CommandFailed as err:
            log.warning("command rolled back: %s", err.message)
            return CommandOutcome(err.results, _ms_since(start), err.message)
        return CommandOutcome(results, _ms_since(start))


def _ms_since(start: float) -> float:
    return round((time.perf_counter() - start) * 1000.0, 3)
