"""A volume change asked for in words of temperature was not asked for: it is left out, with a note.

The catalog can set the thermostat to a number of degrees but has no relative
"warmer" or "colder", and the fine-tuned model reads such a wish as the nearest
relative call it knows: "make it warmer" and "warmer please" give
`adjust_volume(direction="up")`, "turn the heat down" and "make it a bit colder"
`adjust_volume(direction="down")`. The phone would get louder because the room
is cold. When the command speaks of temperature (`TEMPERATURE_WORDS`) and of
nothing that makes a sound (`SOUND_WORDS`), an `adjust_volume` is left out and
the note says how to set the heating instead. Other calls are untouched: "it's
cold, put the heating up to 28 and silence my phone" keeps its `set_mute`.
No expected `adjust_volume` in our sets comes from a command with temperature
words and no sound words.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out

# "hot" and "cool" are left out: "this song is hot, turn it up" is about the music.
TEMPERATURE_WORDS = frozenset("warm warmer warmth cold colder cooler hotter heat heater heating chilly freezing "
                              "boiling temperature thermostat degrees".split())
SOUND_WORDS = frozenset("volume sound loud louder quiet quieter music audio speaker speakers song track podcast "
                        "radio tv hear".split())


def without_volume_for_warmth(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `adjust_volume` the command asks for in words of temperature alone; a note for each."""
    words = set(re.findall(r"[\w'-]+", command.casefold()))
    if not words & TEMPERATURE_WORDS or words & SOUND_WORDS:
        return calls
    return leave_out(calls, _why_not_volume, notes)


def _why_not_volume(call: FunctionCall) -> str | None:
    if call.name != "adjust_volume":
        return None
    return ("the command speaks of temperature, not sound; to change the heating, say the degrees, "
            "e.g. 'set the thermostat to 22'")
