"""A device wrapper that checks every call it is asked to run against the catalog.

The hardening figures ("0 unknown functions, 0 invalid arguments reaching a
backend, 0 `!` calls run without confirmation") are counted here, at the
backend's door, rather than trusted from the code in front of it: a call is
re-validated from its JSON arguments, and a sensitive call that the
dispatcher did not hold back counts as run without confirmation.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from app.errors import VoxcallError
from functions.backend import DeviceState, SqliteDevice
from functions.calls import FunctionCall
from functions.catalog import CATALOG
from functions.dispatch import CallResult, Source
from functions.registry import validate_call

log = logging.getLogger(__name__)

ViolationKind = Literal["unknown_function", "invalid_arguments", "unconfirmed_sensitive"]


@dataclass(frozen=True)
class Violation:
    """A call that should never have reached the device, and why."""

    kind: ViolationKind
    name: str
    detail: str


@dataclass
class AuditedDevice:
    """Forwards to `inner` after recording what it received and what was wrong with it.

    `allow_sensitive` is False when the caller's confirmation always says no,
    so any `!` call not held back by the dispatcher is a violation.
    """

    inner: SqliteDevice
    allow_sensitive: bool = False
    received: list[FunctionCall] = field(default_factory=list)
    executed: list[FunctionCall] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)

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
        held_back = dict(decided or {})
        for index, call in enumerate(calls):
            self.received.append(call)
            if index not in held_back:
                self.executed.append(call)
            self.violations.extend(audit_call(call, now, runs=index not in held_back,
                                              allow_sensitive=self.allow_sensitive))
        return self.inner.apply(
            calls, transcript=transcript, source=source, latencies=latencies, now=now, decided=held_back
        )

    def snapshot(self) -> DeviceState:
        return self.inner.snapshot()


def audit_call(call: FunctionCall, now: datetime | None, *, runs: bool, allow_sensitive: bool) -> list[Violation]:
    """What is wrong with `call` arriving at a device: nothing, for a validated catalog call."""
    model = CATALOG.get(call.name)
    if model is None:
        return [Violation("unknown_function", call.name, "not in the catalog")]
    found: list[Violation] = []
    if not isinstance(call.args, model):
        found.append(Violation("invalid_arguments", call.name, f"args is a {type(call.args).__name__}"))
    else:
        found.extend(_revalidate(call, now))
    if runs and model.needs_confirmation and not allow_sensitive:
        found.append(Violation("unconfirmed_sensitive", call.name, "ran although confirmation said no"))
    return found


def _revalidate(call: FunctionCall, now: datetime | None) -> list[Violation]:
    """A validated call is a fixed point: its JSON arguments validate to themselves."""
    try:
        again = validate_call(call.name, call.arguments, now=now)
    except VoxcallError as err:
        return [Violation("invalid_arguments", call.name, err.message)]
    if again.arguments != call.arguments:
        return [Violation("invalid_arguments", call.name, f"{call.arguments} normalises to {again.arguments}")]
    return []
