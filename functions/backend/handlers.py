"""The one table from catalog function name to the handler that simulates it."""

from __future__ import annotations

from functions.backend.clock import CLOCK_HANDLERS
from functions.backend.context import Handler
from functions.backend.home import HOME_HANDLERS
from functions.backend.phone import PHONE_HANDLERS

HANDLERS: dict[str, Handler] = {**PHONE_HANDLERS, **CLOCK_HANDLERS, **HOME_HANDLERS}


class UnknownFunction(LookupError):
    """A call names a function this device cannot run (the catalog and the backend disagree)."""


def handler_for(name: str) -> Handler:
    try:
        return HANDLERS[name]
    except KeyError:
        raise UnknownFunction(f"no handler for function {name!r}") from None
