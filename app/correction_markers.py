"""Where a command takes part of itself back, and where the same words are only what a message says.

A correction marker ("no wait", "I mean", ", sorry,", "no 30", "make it 20" after
a value) after at least two words makes a command one that corrects itself
(`app.corrections` then has it cleaned before its calls are read). The same words
are often a message's own: "send a message to leo saying I mean it", "text anna:
no, I can't make it tonight". Cleaning those dropped the words from the message
(`benchmarks/results/correction-markers/`). So a marker counts as content when the
command read as said gives a call whose text argument begins with the marker's
words, unless the next word restates a request or a value (an action verb, a
number, a day, a direction: "text mom, wait, no, text dad", "at 5, no, 6").
Declared and measured in `benchmarks/results/correction-content/`.

A command that ends by taking itself back ("set a timer, never mind") replaces
nothing; the guards leave its calls out (`functions.retraction`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from functions.calls import FunctionCall
from functions.retraction import retraction

NUMBER = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
          r"forty|fifty|sixty|seventy|eighty|ninety|hundred|half|quarter|noon|midnight)")
DAY = r"(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
DIRECTION = r"(?:up|down|left|right|forwards?|backwards?|louder|quieter|higher|lower|brighter|dimmer)"
ACTION = (r"(?:call|text|message|email|play|set|turn|switch|make|send|add|put|move|go|open|show|remind|start"
          r"|skip|pause|stop|resume|cancel|delete|remove|create|take|navigate|find|check|mute|unmute|dim)")
STRUCK = r"(?:scratch|strike|disregard|ignore) that"
DROPPED = r"(?:never ?mind|forget (?:it|that|about it)|cancel that)"
INTERJECTION = r"(?:no|nope|sorry|oops|whoops|wait|actually|hang on|hold on|er|erm|uh|um)"
MARKER = re.compile(
    r"\b(?:no,? wait|wait,? no|no,? no|oh no|i mean|i meant|or rather|correction|actually,? no"
    r"|no,? actually|no,? make (?:it|that)|make that|let me rephrase|change (?:it|that) to)\b"
    rf"|\bno,? (?!one\b){NUMBER}|\b(?:no|actually),? {ACTION}\b"
    rf"|[,.;:!?]\s*{INTERJECTION}\s*[,.;:!?]|[,.;:]\s*rather\b"
    rf"|\b(?:nope|sorry|oops|whoops),? (?:{NUMBER}|{DAY}\b|{DIRECTION}\b|{ACTION}\b)"
    rf"|\bno,? (?:{DAY}|{DIRECTION}|on|off|back)\b"
    rf"|\b{STRUCK}(?=\W*\w)|\b{DROPPED}(?=[,.;:!?]\s*\w|\s+{ACTION}\b)"
)
# "make it 20" replaces a value only when one was said before it ("could you make it sixty eight degrees" asks).
REVALUED = re.compile(rf"\bmake (?:it|that) (?:a |an )?(?:{NUMBER}|{DAY})")
VALUE_SAID = re.compile(rf"\b(?:{NUMBER}|{DAY})")
RESTATED = re.compile(rf"(?:{ACTION}|{NUMBER}|{DAY}|{DIRECTION})$")
WORD = re.compile(r"[\w']+")
MIN_WORDS_BEFORE = 2


@dataclass(frozen=True)
class Marker:
    """One place where a command may take something back."""

    words: tuple[str, ...]
    """The marker's words, e.g. ("i", "mean") or ("no", "30")."""
    next_word: str | None
    """The command's word after the marker, if any."""

    def restates(self) -> bool:
        """Whether the marker is followed by (or ends in) a request or a value, as a correction is."""
        return any(RESTATED.match(word) for word in (*self.words[1:], self.next_word or ""))


def _text(command: str) -> str:
    return command.casefold().replace("\u2019", "'")


def _marker(text: str, start: int, end: int) -> Marker:
    following = WORD.search(text, end)
    return Marker(tuple(WORD.findall(text[start:end])), following[0] if following else None)


def markers(command: str) -> list[Marker]:
    """Every correction marker of `command` after at least two words (a "make it <value>" after a value)."""
    text = _text(command)
    found = [_marker(text, m.start(), m.end()) for m in MARKER.finditer(text)
             if len(text[: m.start()].split()) >= MIN_WORDS_BEFORE]
    found += [_marker(text, m.start(), m.end()) for m in REVALUED.finditer(text)
              if VALUE_SAID.search(text[: m.start()])]
    return found


def corrects_itself(command: str) -> bool:
    """Whether `command` has a correction marker, and does not end by taking everything back."""
    return bool(markers(command)) and retraction(command) is None


def _begins_with(value: str, words: tuple[str, ...]) -> bool:
    return tuple(WORD.findall(_text(value))[: len(words)]) == words


def held_as_content(marker: Marker, calls: list[FunctionCall]) -> bool:
    """Whether the reading `calls` opens a text argument with `marker`, which then is what the message says."""
    if marker.restates():
        return False
    return any(_begins_with(value, marker.words) for call in calls for value in call.arguments.values()
               if isinstance(value, str))


def only_content(command: str, calls: list[FunctionCall]) -> bool:
    """Whether every marker of `command` is content of the as-said reading `calls`."""
    found = markers(command)
    return bool(found) and all(held_as_content(marker, calls) for marker in found)
