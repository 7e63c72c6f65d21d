"""A reminder whose time the model left at the end of its text gets that time (rule T3).

"add contact nina shah number 555-0173 and remind me to call nina on friday at 2 pm" made a reminder with the
text "call nina on friday at 2 pm" and no time, so it would never go off: the contact adapter, which reads every
command that saves a contact (run AQ), reads a reminder after it less well than the calls adapter
(`benchmarks/results/message-and-reminder-rules/`).

Rule T3: a `create_reminder` with no time whose text ends with a day, a clock time or both (`WHEN_AT_END`: "on
friday at 2 pm", "tomorrow at 10 am", "at 7 pm", "tonight"), said in the command and read by the catalog's own
date rules (`functions.when.parse_datetime`), gets that time, and its text loses those words. A note says so.
Unlike the other guards it needs the reference time `now`, so the caller runs it after them.
"""

from __future__ import annotations

import re
from datetime import datetime

from functions.calls import FunctionCall
from functions.registry import repaired
from functions.when import WEEKDAYS, parse_datetime

_DAY = (rf"(?:on |this |next )?(?:{'|'.join(WEEKDAYS)}|tomorrow|today|tonight)"
        r"(?: (?:morning|afternoon|evening|night))?")
_HOUR = r"(?:\d{1,2}(?:[:.]\d{2})?|noon|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK = (rf"at {_HOUR}(?: (?:fifteen|thirty|forty five|forty-five|\d{{2}}))?"
          r"(?: ?(?:am|pm|a\.m\.|p\.m\.|o'clock|in the morning|in the afternoon|in the evening|at night))?")
WHEN_AT_END = re.compile(rf"\s+((?:{_DAY})(?: {_CLOCK})?|{_CLOCK}(?: {_DAY})?)[\s.!?]*$")


def with_said_reminder_times(calls: list[FunctionCall], command: str, notes: list[str],
                             now: datetime | None = None) -> list[FunctionCall]:
    """`calls` with each timeless reminder given the day and time that end its text; a note for each."""
    return [_timed(call, command, notes, now) for call in calls]


def _timed(call: FunctionCall, command: str, notes: list[str], now: datetime | None) -> FunctionCall:
    if call.name != "create_reminder" or call.arguments["datetime"] is not None:
        return call
    text = str(call.arguments["text"])
    found = WHEN_AT_END.search(text.casefold()) if len(text.casefold()) == len(text) else None
    if found is None or found.start() == 0 or found.group(1) not in command.casefold():
        return call
    try:
        when = parse_datetime(found.group(1), now)
    except ValueError:
        return call
    reason = f"the reminder's text ends with when it is for ({found.group(1)!r}), and a reminder keeps its time apart"
    return repaired(call, {"text": text[:found.start()], "datetime": when}, reason, notes)
