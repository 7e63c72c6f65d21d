"""The typed call that flows from the language model to a device backend."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel


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
