"""The language model's compact answer format, parsed safely, and its inverse.

The model answers `none` or calls such as
`set_alarm(time="07:30"); set_lights(on=true, room="kitchen")`. Its text is
untrusted: each call is read with `ast.parse` and only literal values are
accepted, so nothing the model writes is ever evaluated. Each call is then
validated against the catalog; a bad call is rejected on its own and does not
take the good ones down with it.
"""

from __future__ import annotations

import ast
import json
import logging
import math
import warnings
from datetime import datetime

from functions.calls import FunctionCall, ParsedCalls, RejectedCall
from functions.registry import CallRejected, validate_call

log = logging.getLogger(__name__)

MAX_ANSWER_CHARS = 65_536
MAX_REJECTED_TEXT = 200
NO_CALL = "none"
_NAMED_LITERALS: dict[str, object] = {"true": True, "false": False, "null": None}
_LITERAL_TYPES = (str, int, float, bool, type(None))
_SEPARATORS = ";\n"


def _split_calls(text: str) -> list[str]:
    """Split at `;` or newlines that are outside string literals.

    A message body may itself contain a `;`, so a plain `str.split` would cut
    a call in half.
    """
    parts: list[str] = []
    current: list[str] = []
    quote: str | None = None
    escaped = False
    for char in text:
        if quote is None and char in _SEPARATORS:
            parts.append("".join(current))
            current = []
            continue
        current.append(char)
        if escaped:
            escaped = False
        elif quote is not None and char == "\\":
            escaped = True
        elif char in "\"'":
            quote = None if quote == char else (quote or char)
    parts.append("".join(current))
    return [part.strip() for part in parts if part.strip()]


def _literal(node: ast.expr, where: str) -> object:
    """The value of a literal node; anything that would need evaluating is refused."""
    value: object
    if isinstance(node, ast.Constant) and type(node.value) in _LITERAL_TYPES:
        value = node.value
    elif isinstance(node, ast.Name) and node.id in _NAMED_LITERALS:
        value = _NAMED_LITERALS[node.id]
    elif (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, (ast.USub, ast.UAdd))
        and isinstance(node.operand, ast.Constant)
        and isinstance(node.operand.value, (int, float))
        and not isinstance(node.operand.value, bool)
    ):
        number = node.operand.value
        value = -number if isinstance(node.op, ast.USub) else number
    else:
        raise CallRejected(f"{where} must be a string, number, true, false or null")
    if isinstance(value, float) and not math.isfinite(value):
        raise CallRejected(f"{where} must be a finite number")
    return value


def _read_call(text: str) -> tuple[str, dict[str, object]]:
    """The name and keyword arguments of one `name(key=value, ...)` call.

    Parser warnings (odd escapes, "1e" literals) are silenced: the text is
    the model's, and a bad call is reported as a rejection instead.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            node = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise CallRejected("not a call of the form name(key=value, ...)") from None
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
        raise CallRejected("not a call of the form name(key=value, ...)")
    name = node.func.id
    if node.args:
        raise CallRejected(f"{name}: positional arguments are not allowed, use key=value")
    arguments: dict[str, object] = {}
    for keyword in node.keywords:
        if keyword.arg is None:
            raise CallRejected(f"{name}: **arguments are not allowed")
        if keyword.arg in arguments:
            raise CallRejected(f"{name}: argument {keyword.arg!r} given twice")
        arguments[keyword.arg] = _literal(keyword.value, f"{name}: argument {keyword.arg!r}")
    return name, arguments


def _rejected(text: str, error: CallRejected) -> RejectedCall:
    """A rejection record with the offending text shortened for logs."""
    shown = text if len(text) <= MAX_REJECTED_TEXT else text[: MAX_REJECTED_TEXT - 3] + "..."
    return RejectedCall(text=shown, reason=error.message)


def parse_calls(text: str, now: datetime | None = None) -> ParsedCalls:
    """Turn a model answer into validated calls and rejections; never raises.

    `none` (any case, optional trailing period) means no function fits. Empty
    or oversized answers are a single rejection, as is any text that is not
    a call.
    """
    result = ParsedCalls()
    stripped = text.strip() if isinstance(text, str) else ""
    if stripped.rstrip(".").lower() == NO_CALL:
        return result
    if not stripped:
        result.rejected.append(RejectedCall(text="", reason="empty answer: expected calls or none"))
        return result
    if len(stripped) > MAX_ANSWER_CHARS:
        reason = f"answer too long ({len(stripped)} characters, at most {MAX_ANSWER_CHARS})"
        result.rejected.append(_rejected(stripped, CallRejected(reason)))
        return result
    parts = _split_calls(stripped)
    if not parts:
        result.rejected.append(_rejected(stripped, CallRejected("no calls found: expected calls or none")))
    for part in parts:
        try:
            result.calls.append(_parse_one(part, now))
        except CallRejected as error:
            result.rejected.append(_rejected(part, error))
    return result


def _parse_one(part: str, now: datetime | None) -> FunctionCall:
    """One call, validated; any failure, even a bug in a validator, is a rejection.

    The answer is untrusted text, so an unexpected exception must not stop
    the command: it is logged with its traceback and the call is refused.
    """
    if part.rstrip(".").lower() == NO_CALL:
        raise CallRejected("'none' must be the whole answer, not one of several calls")
    name, arguments = _read_call(part)
    try:
        return validate_call(name, arguments, now=now)
    except CallRejected:
        raise
    except Exception as exc:
        log.exception("validator failed on %r", part[:MAX_REJECTED_TEXT])
        raise CallRejected(f"{name}: could not be validated ({type(exc).__name__})") from exc


def _format_value(value: object) -> str:
    """A value in the answer format: JSON strings are valid Python string literals."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    raise TypeError(f"cannot write {type(value).__name__} in the answer format")


def format_calls(calls: list[FunctionCall]) -> str:
    """The answer-format text for `calls` (`none` when empty); `parse_calls` inverts it."""
    if not calls:
        return NO_CALL
    rendered = []
    for call in calls:
        shown = ", ".join(
            f"{key}={_format_value(value)}" for key, value in call.arguments.items() if value is not None
        )
        rendered.append(f"{call.name}({shown})")
    return "; ".join(rendered)
