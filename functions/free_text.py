"""Free text the model cut short gets the rest of its words (rules CT2 and CH).

Blind sets G to L (`benchmarks/results/everyday-blind/`) found reminders, labels, notes and messages that lost
their last words: "Remind me on Friday to pay Lucia back" kept "pay Lucia", "Wednesday at 4:15 pm remind me to pick
up Lucas from soccer practice" kept "pick up Lucas", "Remind me to take the bins out tomorrow at 7 pm" kept "take
the bins", "Alarm at 5:30 pm labeled take the chicken out" kept "take the chicken"
(`benchmarks/results/cut-text-and-level-rules/`, `benchmarks/results/free-text-rest-rule/`).

Rule CT2: a reminder's text, an alarm's label, a note or a message's body that is found once in the command, and
that the command goes on from with a particle or a preposition ("out", "back", "from practice", "before street
cleaning"), gets the rest of that part. ("in", "on" or "at" before a day said alone is the text's particle: rule CT
read "bring the chairs in tonight" as "in tonight", failed its probe and was unwired.) The part ends at a comma, a
full stop or a joining word ("and", "then", ...); at a time ("tomorrow", "at 7 pm", "on the fourth"); at where the
thing goes ("to my shopping list", "on my calendar"); and at a courtesy or a filler ("please", "um"). The text stays
as it is when the rest holds a number that is no time, a word another call holds, or a word of the speaker or of a
command ("for me", "remind me", "timer"), which may be another wish.

Rule CH: an alarm's label said after "called", "named", "labelled" or "label it" gets the words the model left
out between the cue and it ("... called take medication" kept "medication"), and a calendar title gets the owner
said just before it ("Put Rosa's farewell lunch on my calendar" kept "farewell lunch"; "Mary Ellen's" keeps a
capitalised first name). Each change gets a note.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall
from functions.registry import repaired
from functions.senses import words_of
from functions.when import WEEKDAYS

# Not a calendar title ("... on the books", "... in outlook") nor a timer's label ("the eggs on"): the words after
# them are how they are asked for.
FREE_TEXT = {"create_reminder": "text", "set_alarm": "label", "create_note": "text", "send_message": "body",
             "send_email": "body"}
PART_END = re.compile(r"[,;.!?:\u2014\"]|\s-\s|\b(?:and|then|but|also|plus|after that|afterwards|so|or)\b")
MONTHS = ("january february march april may june july august september october november december "
          "jan feb mar apr jun jul aug sep sept oct nov dec").split()
TIME_WORDS = frozenset([*WEEKDAYS, *MONTHS, *(f"{day}s" for day in WEEKDAYS), *(
    "today tomorrow tonight tonite noon midday midnight morning afternoon evening night weekend weekends weekday "
    "weekdays am pm a.m p.m o'clock next this every each later soon hour hours minute minutes min mins second seconds "
    "sec secs day days week weeks month months year years half quarter one two three four five six seven eight nine "
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty "
    "seventy eighty ninety hundred first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth").split()])
TIME_PREPOSITIONS = frozenset("at on in by for from until till before after around about within".split())
# The rest must start as the words cut off do: a particle or a preposition ("out", "back", "from practice").
PARTICLES = frozenset(("out back up off down away around from before after with without in into on onto at "
                       "to of about through across by near outside inside").split())
# A courtesy, a filler or a tag ends the part cleanly ("... out please").
COURTESY_WORDS = frozenset("please thanks thank pls plz cheers ta ok okay dear mate buddy um uh er erm hmm".split())
# The words of the speaker, of another value's cue, or of a command: the rest may be another wish, so the text
# stays as it is ("the pasta timer", "call the bank remind me", "dinner at mom's for me").
FOREIGN_WORDS = frozenset(("i i'm i'll i've i'd me my we us you your won't will would can could should "
                           "called named labeled labelled titled saying says that's subject "
                           "remind reminder add put save write set start schedule calendar note notes timer alarm "
                           "message text send email call list keep track time it that this").split())
# "in", "on" or "at" before a day said alone is no time of its own ("in tonight" is "in" and "tonight").
PARTICLE_BEFORE_DAY = frozenset("in on at".split())
DAY_WORDS = frozenset("today tonight tonite tomorrow".split())
SKIPPED_BEFORE_TIME = frozenset("the a an this next".split())
PLACE = re.compile(r"(?:to|on|in|into|onto|for|at)\s+(?:my|the|our|your)\s+(?:[\w'-]+\s+){0,2}?"
                   r"(?:list|calendar|notes?|reminders?|agenda|schedule|diary|alarms?|timers?)\b")
MOST_WORDS = 6


def with_the_rest_of_free_text(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each free text given the words the command goes on with in the same part (rule CT2)."""
    held = {word for call in calls for value in call.arguments.values() if isinstance(value, str)
            for word in words_of(value)}
    return [_with_rest(call, command, held, notes) if call.name in FREE_TEXT else call for call in calls]


def _with_rest(call: FunctionCall, command: str, held: set[str], notes: list[str]) -> FunctionCall:
    field = FREE_TEXT[call.name]
    value = call.arguments.get(field)
    if not isinstance(value, str) or not value.strip() or len(command.casefold()) != len(command):
        return call  # casefolding that changes the length ("ß") would move the offsets
    found = _said_at(value.casefold(), command.casefold())
    if len(found) != 1:
        return call
    rest = _rest_of_part(command[found[0].end():])
    if rest is None or not rest or set(words_of(rest)) & (held - set(words_of(value))):
        return call
    return repaired(call, {field: f"{value} {rest}"}, "the command goes on with these words", notes)


def _rest_of_part(after: str) -> str | None:
    """The words `after` holds before its part ends cleanly, or None when they may be something else."""
    words = PART_END.split(after, maxsplit=1)[0].split()
    if not words or _plain(words[0]) not in PARTICLES:
        return None
    kept: list[str] = []
    for index, word in enumerate(words):
        plain = _plain(word)
        if plain in COURTESY_WORDS or _is_time(words, index) or PLACE.match(" ".join(words[index:]).casefold()):
            break
        if plain in FOREIGN_WORDS or any(character.isdigit() for character in plain):
            return None
        kept.append(word)
    return " ".join(kept) if len(kept) <= MOST_WORDS else None


def _is_time(words: list[str], index: int) -> bool:
    """Whether a time begins at `words[index]`: a time word, or a preposition before one ("at 7", "on the 4th")."""
    plain = _plain(words[index])
    if plain in TIME_WORDS:
        return True
    if plain not in TIME_PREPOSITIONS:
        return False
    following = [_plain(word) for word in words[index + 1:index + 3]]
    if plain in PARTICLE_BEFORE_DAY and following[:1] and following[0] in DAY_WORDS:
        return False  # "bring the chairs in tonight": the particle is the text's, the day its time (rule CT2)
    while following and following[0] in SKIPPED_BEFORE_TIME:
        following = following[1:]
    return bool(following) and (following[0] in TIME_WORDS or any(character.isdigit() for character in following[0]))


def _said_at(words: str, text: str) -> list[re.Match[str]]:
    """Where `words` stand in `text` as whole words (an apostrophe is part of a word: "mom's" is not "mom")."""
    return list(re.finditer(rf"(?<![\w']){re.escape(words)}(?![\w'])", text))


def _plain(word: str) -> str:
    return word.casefold().strip("'\"()")


LABEL_CUE = re.compile(r"\b(?:called|named|labeled|labelled|titled|label(?:\s+it)?)\s+", re.IGNORECASE)
POSSESSIVE = re.compile(r"(?:\b([A-Z][\w-]*)\s+)?\b([\w-]+'s)\s+$")


def with_the_start_of_labels(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each alarm label given the words between "called" and it (rule CH: "... called take
    medication" kept "medication"); a note for each."""
    return [_with_start(call, command, notes) if call.name == "set_alarm" else call for call in calls]


def _with_start(call: FunctionCall, command: str, notes: list[str]) -> FunctionCall:
    label = call.arguments.get("label")
    cues = list(LABEL_CUE.finditer(command))
    if not isinstance(label, str) or len(cues) != 1 or len(command.casefold()) != len(command):
        return call
    after = command[cues[0].end():]
    found = _said_at(label.casefold(), after.casefold())
    if not found or found[0].start() == 0:
        return call
    between = after[:found[0].start()].strip()
    if PART_END.search(between) or len(between.split()) > 3 or any(_plain(word) in TIME_WORDS | COURTESY_WORDS
                                                                     for word in between.split()):
        return call
    return repaired(call, {"label": f"{between} {label}"}, "the label is said from here", notes)


def with_owners_in_titles(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each calendar title given the owner said just before it (rule CH: "Put Rosa's farewell lunch on
    my calendar" kept "farewell lunch"); a note for each."""
    return [_with_owner(call, command, notes) if call.name == "create_calendar_event" else call for call in calls]


def _with_owner(call: FunctionCall, command: str, notes: list[str]) -> FunctionCall:
    title = str(call.arguments["title"])
    found = _said_at(title, command)
    if len(found) != 1:
        return call
    owner = POSSESSIVE.search(command[:found[0].start()])
    if owner is None:
        return call
    first_name = owner.group(1) if owner.group(1) and owner.start(1) > 0 else None
    said = " ".join(part for part in (first_name, owner.group(2)) if part)
    return repaired(call, {"title": f"{said} {title}"}, "the title is said with its owner", notes)
