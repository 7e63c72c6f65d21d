"""The typed call that flows from the language model to a device backend."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FunctionCall:
    """One validated catalog call.

    `args` is the catalog model instance for `name`, so every parameter is
    present, normalised and within range. `arguments` is its JSON form, the
    shape the contract in `shared/catalog.md` prints.
    """

    name: str
    args: BaseModel
    needs_confirmation: bool = False

    @property
    def arguments(self) -> dict[str, Any]:
        return self.args.model_dump(mode="json")

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "arguments": self.arguments}

    def describe(self) -> str:
        """A one-line human rendering, e.g. `set_alarm(time="07:30")`."""
        shown = ", ".join(f"{k}={v!r}" for k, v in self.arguments.items() if v is not None)
        return f"{self.name}({shown})"


@dataclass(frozen=True)
class RejectedCall:
    """A call the model produced that the catalog refused, with the reason."""

    text: str
    reason: str


@dataclass
class ParsedCalls:
    """What the model output turned into: valid calls and rejected ones."""

    calls: list[FunctionCall] = field(default_factory=list)
    rejected: list[RejectedCall] = field(default_factory=list)


def leave_out(calls: list[FunctionCall], why: Callable[[FunctionCall], str | None],
              notes: list[str]) -> list[FunctionCall]:
    """`calls` less each one `why` gives a reason for; a note "left out <call>: <reason>" for each one left out.

    The rules that keep a wrong call from running (a contact named by a number, a message with nothing in it)
    share this, so every such note reads the same and nothing is dropped without one.
    """
    kept = []
    for call in calls:
        if reason := why(call):
            log.info("left out %s: %s", call.describe(), reason)
            notes.append(f"left out {call.describe()}: {reason}")
        else:
            kept.append(call)
    return kept
