"""Calls that read a word in the wrong sense, left out with a note: volume for warmth or for light, darkness
for dimming, cancelling for snoozing, a move for slowing down or for undoing.

**Warmth.** A volume change asked for in words of temperature was not asked for.

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

**Dimming.** "dim the lights" asks for less light, not none, but the model
answers a dimming wish that says no level with `set_lights(on=false)` or
`brightness=0` (seven of ten such wishes in a hand probe,
`benchmarks/results/dimming-rule/`). When the command dims (`DIM_WORDS`), says
nothing of darkness (`DARK_WORDS`) and names no level (`says_a_level`), a
`set_lights` that would leave the lights dark is left out and the note asks for
a level; "dim the kitchen lights to 20 percent" and "dim them all the way" keep
what the model read.

**Light.** "make it brighter in here" gave `adjust_volume(up)`, and "turn the
lights down a bit" `adjust_volume(down)`: the warmth fault with light for
temperature. When the command speaks of light (`LIGHT_WORDS`, or "the ...
light") and of nothing that makes a sound, a volume call is left out.

**Snooze.** The catalog cannot snooze, and "snooze my alarm" gave
`cancel_alarm()`, which turns every alarm off. When the command snoozes and
says nothing of cancelling (`CANCEL_WORDS`), a `cancel_alarm` is left out.
Both were found by a hand probe (`benchmarks/results/light-and-snooze-rules/`).

**Speed.** The catalog cannot set the robot's speed, and "slow down the robot"
moved it backward, "can the robot move more slowly" forward
(`benchmarks/results/robot-speed-rule/`). When the command speaks of speed and
names no direction, a `move_robot` is left out; `stop_robot` always stays.

**Undo.** Nothing in the catalog undoes, and "undo that" and "revert that"
moved the robot backward (`benchmarks/results/undo-rule/`): a command with an
undo word that names no direction keeps no `move_robot`.

**Pausing.** The catalog cannot pause a timer or an alarm, and "pause the
timer", "hold the timer" and "pause my alarm" cancelled them; the training
families call nothing for "pause the timer". A command with a pause word and
no word of ending (`END_WORDS`) keeps no `cancel_timer` or `cancel_alarm`
(`benchmarks/results/pause-rule/`).

**Keeping.** Nor can it resume, continue, extend, postpone or delay them,
and "resume my timer" cancelled it: a command with a keeping word
(`KEEP_WORDS`) and no word of ending keeps no cancel either.

**Hurrying.** "make the robot move faster" moved it forward: a command that
speaks of going faster (`HURRY_WORDS`) and names no direction keeps no
`move_robot`, as for slowing down.

**Angles.** "turn the robot 45 degrees to the right" moved it 45 cm: a move
whose distance is a number the command says in degrees, and not with a length
unit, is left out. All three: `benchmarks/results/keep-and-angle-rules/`.

**Turning.** The catalog cannot turn the robot in place, and "turn around"
moved it backward, "do a u-turn" forward, "turn around and go forward 30 cm"
30 cm backward. A command with a turning word (`TURN_WORDS`) keeps only the
moves whose direction it names (`DIRECTION_NAMES`): "rotate yourself to the
left" keeps its move.

**Darkness.** "lower the lights" and "tone down the lights" turned them off,
"bring the lights down" set them to 0: the dimming fault in other words. Lights
go dark only when the command says so, with a word of darkness (`OFF_WORDS`) or
a level; otherwise a `set_lights` that would leave them dark is left out.
Both found by a hand probe (`benchmarks/results/turn-and-soften-rules/`).

**Chats, hanging up, rewinding.** The catalog cannot mute a chat, end a phone
call or rewind, and blind everyday sets found "mute the soccer parents group
chat" muting the phone, "hang up" stopping the robot and "Rewind thirty
seconds." setting a timer. A command that speaks of a chat (`CHAT_WORDS`) and
of no phone or sound keeps no `set_mute`; one with "hang" and no robot, do not
disturb, "left" or "right" keeps no `stop_robot` or `set_do_not_disturb`; one
that rewinds and names no timer keeps no `set_timer`
(`benchmarks/results/chat-and-hang-up-rules/`).

**Amounts, speeds, nobody.** "Turn the thermostat up two degrees." set 2
degrees, "Play the audiobook at one and a half times speed." set the volume
to 1, and "answer the call" phoned a contact called "call". A command with a
word of change (`RELATIVE_WORDS`) keeps no thermostat below 10 degrees (no
expected one is below 16); a command about playback speed and not about
volume or time keeps no `set_volume` or `set_timer`; a `call_contact` whose
name is only words of calling or of nobody (`CALLING_WORDS`) is left out
(`benchmarks/results/relative-and-name-rules/`).

**Amounts at any value, alarms, speeds as titles.** "Make it ten degrees
cooler" set 10 degrees, "Cancel my 6:30 alarm and set a new one for 7" set the
thermostat to 7, and "Play this podcast at one and a half times speed" played
something of that name. A thermostat set to an amount the command says as a
change (`RELATIVE_AMOUNT`) is left out at any value (T4); so is one set to a
number said as "for N" in a command about an alarm and no heating (T5); and a
`play_media` whose query is a spoken playback speed (S3)
(`benchmarks/results/compound-and-amount-rules/`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from functions.calls import FunctionCall, leave_out
from functions.lengths import stated_lengths
from functions.spoken import digits

# "hot" and "cool" are left out: "this song is hot, turn it up" is about the music.
TEMPERATURE_WORDS = frozenset("warm warmer warmth cold colder cooler hotter heat heater heating chilly freezing "
                              "boiling temperature thermostat degrees".split())
SOUND_WORDS = frozenset("volume sound loud louder quiet quieter music audio speaker speakers song track podcast "
                        "radio tv hear".split())
DIM_WORDS = frozenset("dim dims dimmed dimmer dimming".split())
DARK_WORDS = frozenset("off out dark".split())
LEVEL_WORDS = frozenset("half halfway minimum lowest completely fully zero".split())
# A bare "light" is left out ("turn up this light jazz"); "the kitchen light" is caught by `THE_LIGHT`.
LIGHT_WORDS = frozenset("lights lamp lamps lighting brightness brighter brighten dim dimmer darker".split())
THE_LIGHT = re.compile(r"\bthe (?:[\w'-]+ )?light\b")
SNOOZE_WORDS = frozenset("snooze snoozes snoozing snoozed".split())
DND_WORDS = frozenset("disturb dnd focus".split())
TIME_OF_DAY_WORDS = frozenset("at am pm m o'clock noon midnight morning tonight tomorrow".split())
CANCEL_WORDS = frozenset("cancel off delete remove disable stop".split())
SPEED_WORDS = frozenset("slow slower slowly slowing speed".split())
DIRECTION_WORDS = frozenset("forward forwards backward backwards back ahead reverse left right".split())
UNDO_WORDS = frozenset("undo revert undid".split())
PAUSE_WORDS = frozenset("pause paused pausing freeze hold".split())
END_WORDS = CANCEL_WORDS | frozenset("kill end clear".split())
KEEP_WORDS = frozenset("resume resumes resuming continue continues extend extends postpone postpones delay delays "
                       "push pushes".split())
HURRY_WORDS = frozenset("fast faster quicker quickly speedier".split())
CHAT_WORDS = frozenset("chat chats groupchat group thread conversation".split())
PHONE_SOUND_WORDS = frozenset("phone ringer sound volume speaker speakers music audio tv".split())
HANG_WORDS = frozenset("hang hangs hanging".split())
ROBOT_WORDS = frozenset("robot bot rover".split())
REWIND_WORDS = frozenset("rewind rewinds rewinding".split())
TIMER_WORDS = frozenset("timer timers countdown alarm".split())
RELATIVE_WORDS = frozenset("up down by raise lower increase decrease bump drop warmer cooler more less notch".split())
LOWEST_SETTING = 10
# T4: an amount of change said in degrees or after "by", "up", "down": "ten degrees cooler", "up by 12".
RELATIVE_AMOUNT = re.compile(r"\b(\d+) ?degrees? (?:warmer|cooler|hotter|colder|higher|lower|up|down|more|less)\b"
                             r"|\bby (\d+)\b|\b(?:up|down) (\d+)\b")
ALARM_WORDS = frozenset("alarm alarms wake".split())
HEATING_WORDS = TEMPERATURE_WORDS | frozenset("ac air conditioning fahrenheit celsius here inside".split())
SPOKEN_SPEED = re.compile(r"\b(?:times|x|double|half|normal|regular) speed\b")
PLAYBACK_SPEED_WORDS = frozenset("speed speeds faster slower".split())
VOLUME_OR_TIMER_WORDS = frozenset("volume loud louder quiet quieter timer timers countdown minutes seconds".split())
CALLING_WORDS = frozenset("call the a people someone somebody anyone anybody everyone back it phone number "
                          # N3: "Call back that missed call from the unknown number" phoned "the unknown number"
                          "unknown missed last caller that private blocked just called me recent who".split())
ANGLE = re.compile(r"(\d+(?:\.\d+)?) ?degrees?\b")
TURN_WORDS = frozenset("around round spin spins spinning rotate rotates rotating u-turn uturn".split())
DIRECTION_NAMES: dict[str, frozenset[str]] = {
    "forward": frozenset("forward forwards ahead".split()),
    "backward": frozenset("backward backwards back reverse".split()),
    "left": frozenset({"left"}),
    "right": frozenset({"right"}),
}
OFF_WORDS = frozenset("off out dark darkness kill shut cut douse extinguish blackout".split())


@dataclass(frozen=True)
class Misreading:
    """The calls named `calls` are left out of a command that has a word of `said` and none of `unless`."""

    said: frozenset[str]
    unless: frozenset[str]
    calls: frozenset[str]
    reason: str

    def __call__(self, calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
        """A guard rule (`functions.guards.Rule`): `calls` less the named ones when the command misreads."""
        return self.apply(calls, set(words_of(command)), notes)

    def apply(self, calls: list[FunctionCall], words: set[str], notes: list[str]) -> list[FunctionCall]:
        if not words & self.said or words & self.unless:
            return calls
        return leave_out(calls, lambda call: self.reason if call.name in self.calls else None, notes)


# A volume change asked for in words of temperature alone.
without_volume_for_warmth = Misreading(
    TEMPERATURE_WORDS, SOUND_WORDS, frozenset({"adjust_volume"}),
    "the command speaks of temperature, not sound; to change the heating, say the degrees, e.g. 'set the "
    "thermostat to 22'")
# A cancel of a command that snoozes and says nothing of cancelling.
without_cancel_for_snooze = Misreading(
    SNOOZE_WORDS, CANCEL_WORDS, frozenset({"cancel_alarm"}),
    "voxcall cannot snooze an alarm, and cancelling would turn it off; to turn it off, say 'cancel my alarm', or "
    "set a new one, e.g. 'set an alarm for 7:40'")
# Do not disturb, or an alarm at no time said, for a wish to snooze (`benchmarks/results/snooze-alone-rule/`).
without_dnd_for_snooze = Misreading(
    SNOOZE_WORDS, DND_WORDS, frozenset({"set_do_not_disturb"}),
    "voxcall cannot snooze an alarm, and do not disturb would silence your notifications; to be woken again, "
    "say 'set a timer for 10 minutes' or 'set an alarm for 7:40'")
without_alarm_for_snooze = Misreading(
    SNOOZE_WORDS, TIME_OF_DAY_WORDS, frozenset({"set_alarm"}),
    "voxcall cannot snooze an alarm, and the command says no time for a new one; say 'set a timer for 10 "
    "minutes' or 'set an alarm for 7:40'")
# A move of a command that speaks of speed and names no direction.
without_moves_for_slowing = Misreading(
    SPEED_WORDS, DIRECTION_WORDS, frozenset({"move_robot"}),
    "voxcall cannot change the robot's speed, and this would start a move; say 'stop the robot' to stop it")
# A move of a command that asks to undo and names no direction.
without_moves_for_undo = Misreading(
    UNDO_WORDS, DIRECTION_WORDS, frozenset({"move_robot"}),
    "voxcall cannot undo, and this would start a move; to move the robot, say a direction")
# A timer or alarm cancel of a command that pauses and says nothing of ending.
without_cancel_for_pause = Misreading(
    PAUSE_WORDS, END_WORDS, frozenset({"cancel_timer", "cancel_alarm"}),
    "voxcall cannot pause a timer or an alarm, and cancelling would lose it; to cancel it, say e.g. 'cancel the "
    "timer'")
# A timer or alarm cancel of a command that resumes, extends or postpones it.
without_cancel_for_keeping = Misreading(
    KEEP_WORDS, END_WORDS, frozenset({"cancel_timer", "cancel_alarm"}),
    "voxcall cannot resume, extend or postpone a timer or an alarm, and cancelling would lose it; to set a new "
    "one, say e.g. 'set a timer for 10 minutes'")
# A move of a command that asks to go faster and names no direction.
without_moves_for_hurrying = Misreading(
    HURRY_WORDS, DIRECTION_WORDS, frozenset({"move_robot"}),
    "voxcall cannot change the robot's speed, and this would start a move; to move it, say a direction")
# A volume call of a command that speaks of light alone (with "the ... light", see `without_volume_for_light`).
LIGHT = Misreading(
    LIGHT_WORDS, SOUND_WORDS, frozenset({"adjust_volume", "set_volume"}),
    "the command speaks of light, not sound; to change the lights, say e.g. 'set the lights to 40 percent'")
# The phone muted for a wish to mute a chat (`benchmarks/results/chat-and-hang-up-rules/`).
without_mute_for_chats = Misreading(
    CHAT_WORDS, PHONE_SOUND_WORDS, frozenset({"set_mute"}),
    "voxcall cannot mute a chat, and this would mute the phone; to mute the phone, say 'mute my phone'")
# The robot stopped, or do not disturb switched, for "hang up": the catalog cannot end a phone call ("hang a left"
# still moves the robot).
without_robot_for_hanging_up = Misreading(
    HANG_WORDS, ROBOT_WORDS | DND_WORDS | frozenset({"disturbed", "left", "right"}),
    frozenset({"stop_robot", "set_do_not_disturb"}),
    "voxcall cannot hang up a call, and this would change something else; to stop the robot, say 'stop the robot'")
# A timer for a wish to rewind what is playing.
without_timer_for_rewinding = Misreading(
    REWIND_WORDS, TIMER_WORDS, frozenset({"set_timer"}),
    "voxcall cannot rewind what is playing, and this would start a timer; to start one, say 'set a timer for "
    "30 seconds'")
# A volume or timer for a wish to change how fast something plays.
without_volume_for_playback_speed = Misreading(
    PLAYBACK_SPEED_WORDS, VOLUME_OR_TIMER_WORDS | ROBOT_WORDS, frozenset({"set_volume", "set_timer"}),
    "voxcall cannot change how fast something plays, and this would change the volume or start a timer")


def without_thermostat_for_alarms(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_thermostat` to a number said as "for N" in a command about an alarm and no heating
    (rule T5: "cancel my 6:30 alarm and set a new one for 7" set 7 degrees); a note for each."""
    words = set(words_of(command))
    if not words & ALARM_WORDS or words & HEATING_WORDS:
        return calls
    hours = {int(hour) for hour in re.findall(r"\bfor (\d+)\b", digits(command, limit=len(command)))}
    reason = ("the command speaks of an alarm and of no heating, and this would set the thermostat; to set an alarm, "
              "say e.g. 'set an alarm for 7'")
    return leave_out(calls, lambda call: reason if call.name == "set_thermostat"
                     and call.arguments["temperature"] in hours else None, notes)


def without_media_for_playback_speed(calls: list[FunctionCall], command: str,
                                     notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `play_media` whose query is a playback speed the command says ("at 1.5 times speed")."""
    if not SPOKEN_SPEED.search(command.casefold()):
        return calls
    reason = "voxcall cannot change how fast something plays, and this would play something called that"
    return leave_out(calls, lambda call: reason if call.name == "play_media" and SPOKEN_SPEED.search(
        str(call.arguments["query"]).casefold()) else None, notes)


def without_relative_temperature(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_thermostat` below 10 degrees for a command that asks for a change ("up two degrees"),
    or set to the amount of a change it says (T4: "ten degrees cooler")."""
    if not set(words_of(command)) & RELATIVE_WORDS:
        return calls
    spoken = digits(command, limit=len(command))
    amounts = {int(number) for found in RELATIVE_AMOUNT.findall(spoken) for number in found if number}
    return leave_out(calls, lambda call: _why_not_relative(call, amounts), notes)


def _why_not_relative(call: FunctionCall, amounts: set[int]) -> str | None:
    if call.name != "set_thermostat":
        return None
    if call.arguments["temperature"] >= LOWEST_SETTING and call.arguments["temperature"] not in amounts:
        return None
    return ("voxcall cannot change the temperature by an amount, and this would set it to "
            f"{call.arguments['temperature']} degrees; say the temperature, e.g. 'set the thermostat to 22'")


def without_calls_to_no_one(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `call_contact` whose name is only words of calling or of nobody in particular."""
    return leave_out(calls, _why_no_one, notes)


def _why_no_one(call: FunctionCall) -> str | None:
    if call.name != "call_contact" or not set(words_of(call.arguments["name"])) <= CALLING_WORDS:
        return None
    return f"{call.arguments['name']!r} is not a contact; say who to call, e.g. 'call mom'"


def without_volume_for_light(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each volume call the command asks for in words of light alone; a note for each."""
    words = words_of(command)
    lights = {"lights"} if THE_LIGHT.search(" ".join(words)) else set()  # "the kitchen light" speaks of lights
    return LIGHT.apply(calls, set(words) | lights, notes)


def without_darkness_for_dimming(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_lights` that turns the lights off or to 0 when the command only dims, at no level.

    Not a `Misreading`: the call is wrong for its values, not its name, and a level said keeps it.
    """
    words = words_of(command)
    if not set(words) & DIM_WORDS or set(words) & DARK_WORDS or says_a_level(command, words):
        return calls
    return leave_out(calls, _why_not_dark, notes)


def without_moves_by_angle(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `move_robot` whose distance is a number the command says in degrees; a note for each."""
    angles = {float(amount) for amount in ANGLE.findall(digits(command, limit=len(command)).casefold())}
    if not angles:
        return calls
    lengths = {length.amount for length in stated_lengths(command)}

    def why(call: FunctionCall) -> str | None:
        distance = call.arguments["distance_cm"] if call.name == "move_robot" else None
        if distance is None or float(distance) not in angles - lengths:
            return None
        return (f"{distance} degrees is an angle, not a distance, and voxcall cannot turn the robot in place; to "
                "move it, say a distance, e.g. 'move the robot left 30 cm'")
    return leave_out(calls, why, notes)


def without_moves_for_turning(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `move_robot` in a direction a command that asks to turn does not name; a note for each."""
    words = set(words_of(command))
    if not words & TURN_WORDS:
        return calls
    named = {direction for direction, names in DIRECTION_NAMES.items() if words & names}

    def why(call: FunctionCall) -> str | None:
        if call.name != "move_robot" or call.arguments["direction"] in named:
            return None
        return ("voxcall cannot turn the robot in place, and this would move it a way the command does not name; "
                "say a direction, e.g. 'move the robot left'")
    return leave_out(calls, why, notes)


def without_unsaid_darkness(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_lights` that leaves the lights dark when the command says no darkness and no level."""
    words = words_of(command)
    if set(words) & OFF_WORDS or says_a_level(command, words):
        return calls
    return leave_out(calls, _why_not_dark_unsaid, notes)


def words_of(text: str) -> list[str]:
    """The words of `text`, lower-cased, with apostrophes and hyphens kept (every guard reads these)."""
    return re.findall(r"[\w'-]+", text.casefold())


def says_a_level(command: str, words: list[str]) -> bool:
    """A number (number words too), or a word that names a level: the model's reading of it stands."""
    spoken = digits(command, limit=len(command))
    return bool(re.search(r"\d", spoken)) or bool(set(words) & LEVEL_WORDS) or "all the way" in " ".join(words)


def _why_not_dark(call: FunctionCall) -> str | None:
    if not _leaves_dark(call):
        return None
    return ("the command dims the lights but says no level, and this would leave them dark; say a level, e.g. "
            "'dim the lights to 30 percent'")


def _why_not_dark_unsaid(call: FunctionCall) -> str | None:
    if not _leaves_dark(call):
        return None
    return ("the command does not ask for darkness, and this would leave the lights dark; to turn them off say "
            "'turn off the lights', to dim them say a level, e.g. 'set the lights to 30 percent'")


def _leaves_dark(call: FunctionCall) -> bool:
    return call.name == "set_lights" and (call.arguments["on"] is False or call.arguments["brightness"] == 0)
