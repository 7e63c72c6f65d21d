"""One rule of `functions.guards` applied to a model answer, for the rules' tests."""

from __future__ import annotations

from functions.guards import Rule
from functions.parse import parse_calls


def apply_rule(rule: Rule, answer: str, command: str) -> tuple[list[str], list[str]]:
    """The calls `rule` keeps from the model's `answer` to `command`, as written, and its notes."""
    parsed = parse_calls(answer)
    assert not parsed.rejected, parsed.rejected
    notes: list[str] = []
    return [call.describe() for call in rule(parsed.calls, command, notes)], notes


def described(answer: str) -> list[str]:
    """Every call of `answer`, as written: what a rule that leaves nothing out keeps."""
    return [call.describe() for call in parse_calls(answer).calls]
