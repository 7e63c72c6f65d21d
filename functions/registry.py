"""Validation of one proposed call against the catalog.

Whatever produces a call (the language model, a test, a JSON file) goes through
`validate_call`, so nothing reaches a device backend unless the catalog accepts
and normalises it. Failures are one-line `CallRejected` errors that name the
function, the argument and the reason, fit for a log line or a user message.
"""

from __future__ import annotations

import difflib
import logging
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from app.errors import VoxcallError
from functions.calls import FunctionCall
from functions.catalog import CATALOG, CatalogModel, signature
from functions.spoken import shown

log = logging.getLogger(__name__)

_MAX_NAME_CHARS = 64


class CallRejected(VoxcallError):
    """A proposed call that is not in the catalog or whose arguments are invalid."""


def _model_for(name: object) -> type[CatalogModel]:
    """The catalog model for `name`, or a rejection that suggests close names."""
    if isinstance(name, str) and name in CATALOG:
        return CATALOG[name]
    close: list[str] = []
    if isinstance(name, str) and len(name) <= _MAX_NAME_CHARS:
        close = difflib.get_close_matches(name, list(CATALOG), n=3)
    suggestion = f" (did you mean {', '.join(close)}?)" if close else ""
    raise CallRejected(
        f"unknown function {shown(name)}{suggestion}",
        hint="use one of the 30 functions in shared/catalog.md",
    )


def _argument_names(model: type[CatalogModel]) -> list[str]:
    """Parameter names as the contract spells them (aliases where they differ)."""
    return [field.alias or key for key, field in model.model_fields.items()]


def _describe_error(model: type[CatalogModel], error: ErrorDetails) -> str:
    """One pydantic error as "argument 'x': why", without URLs or prefixes."""
    argument = ".".join(str(part) for part in error["loc"]) or "arguments"
    kind = error["type"]
    if kind == "missing":
        return f"missing required argument {argument!r}"
    if kind == "extra_forbidden":
        accepted = ", ".join(_argument_names(model)) or "none"
        return f"unknown argument {argument!r} (accepted: {accepted})"
    if kind == "value_error":
        return f"argument {argument!r}: {error['msg'].removeprefix('Value error, ')}"
    message = error["msg"][:1].lower() + error["msg"][1:]
    return f"argument {argument!r}: {message} (got {shown(error['input'])})"


def _present(arguments: Mapping[Any, object]) -> dict[str, object]:
    """Arguments with nulls dropped: null means "not spoken", so defaults apply."""
    if not all(isinstance(key, str) for key in arguments):
        raise TypeError("argument names must be strings")
    return {key: value for key, value in arguments.items() if value is not None}


def validate_call(
    name: str, arguments: Mapping[str, object], now: datetime | None = None
) -> FunctionCall:
    """Check and normalise one call; `now` resolves relative dates ("tomorrow").

    Raises `CallRejected` with a single-line message for an unknown function,
    arguments that are not a mapping, unknown or missing arguments and invalid
    values.
    """
    model = _model_for(name)
    hint = f"expected {signature(model)}"
    if not isinstance(arguments, Mapping):
        raise CallRejected(f"{name}: arguments must be a mapping, got {type(arguments).__name__}", hint)
    try:
        present = _present(arguments)
    except TypeError as exc:
        raise CallRejected(f"{name}: {exc}", hint) from None
    try:
        instance = model.model_validate(present, context={"now": now})
    except ValidationError as exc:
        reasons = "; ".join(_describe_error(model, error) for error in exc.errors(include_url=False))
        raise CallRejected(f"{name}: {reasons}", hint) from None
    return FunctionCall(name=model.name, args=instance, needs_confirmation=model.needs_confirmation)


def repaired(call: FunctionCall, changes: Mapping[str, Any], reason: str, notes: list[str]) -> FunctionCall:
    """`call` with `changes` to its arguments, validated again; a note "<call> became <repaired>: <reason>".

    The guards that repair a call from the command's own words (a volume direction, a brightness, a timer's
    unit) share this, so every such note reads the same and nothing changes without one.
    """
    fixed = validate_call(call.name, {**call.arguments, **changes})
    log.info("%s became %s: %s", call.describe(), fixed.describe(), reason)
    notes.append(f"{call.describe()} became {fixed.describe()}: {reason}")
    return fixed
