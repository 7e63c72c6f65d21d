"""A list the command does not name is the default list (rule LN).

"add coffee beans and paper towels" gave `add_to_list(item="coffee beans", list_name="towels")`, and "put
tortillas, salsa and limes on the list" put tortillas on a list called "salsa": the model takes the next item for
the list's name (blind set G, `benchmarks/results/compound-and-amount-rules/`). The catalog's default list is
"shopping". A list name the command does not say before "list" ("the camping list", up to two words between, as
in "my to um do list"), after "to", "on" or "onto"
("add milk to groceries"), or after "list called/named", becomes "shopping", with a note.

Rule R5: "rename my grocery list to weekly shop" added an item "weekly shop"; a wish to rename a list adds nothing
(`benchmarks/results/timer-call-and-level-rules/`). Rule R6: "Mark eggs as bought on the shopping list" added eggs
again; a wish to mark or check off an item adds nothing (`benchmarks/results/ringtone-list-and-note-rules/`).
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall
from functions.edits import PhraseMisreading
from functions.registry import repaired

DEFAULT_LIST = "shopping"
FILLER = r"(?: (?!on\b|to\b|onto\b|in\b|the\b)[\w']+){0,2} "  # not "limes on the list": that names no list


def with_said_list_names(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each list name the command does not say made the default list; a note for each."""
    lowered = " ".join(command.casefold().split())
    return [_on_the_default_list(call, notes) if call.name == "add_to_list" and not _said(call, lowered) else call
            for call in calls]


def _said(call: FunctionCall, lowered: str) -> bool:
    words = [re.escape(word) for word in str(call.arguments["list_name"]).casefold().split()]
    loose = FILLER.join(words)  # "my to um do list", "the packing like like list"
    return call.arguments["list_name"] == DEFAULT_LIST or bool(re.search(
        rf"\b{loose}(?:'s)?{FILLER}lists?\b|\b(?:to|on|onto|into|in) (?:my |the |our |a )?{' '.join(words)}\b"
        rf"|\blists? (?:called|named|titled) {' '.join(words)}\b", lowered))


def _on_the_default_list(call: FunctionCall, notes: list[str]) -> FunctionCall:
    reason = f"the command names no list {call.arguments['list_name']!r}, so the item goes on the default list"
    return repaired(call, {"list_name": DEFAULT_LIST}, reason, notes)


# An item added for a wish to rename a list (rule R5): "rename my grocery list to weekly shop".
without_items_for_renaming = PhraseMisreading(
    re.compile(r"\b(?:rename|retitle)\s+(?:my|the|our|this|that)\s+(?:[\w'-]+\s+){0,2}?lists?\b"),
    frozenset({"add_to_list"}),
    "voxcall cannot rename a list, and this would add an item to it")

# An item added again for a wish to mark it bought or done (rule R6): "Mark eggs as bought on the shopping list".
without_items_for_marking = PhraseMisreading(
    re.compile(r"\b(?:mark|tick|check|cross)\s+off\b|\b(?:mark|tick|check|cross)\s+(?:[\w'-]+\s+){1,4}?(?:as\s+)?"
               r"(?:bought|done|complete|completed|purchased|got|gotten|off)\b"),
    frozenset({"add_to_list"}),
    "voxcall cannot mark or check off a list item, and this would add it again")
