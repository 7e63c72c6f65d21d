"""Phrasing families for the home and the robot: lights, thermostat, media
playback and driving the robot."""

from __future__ import annotations

from data import vocab
from data.slots import COLOR, GENRE_OR_ARTIST, MUSIC, ON_OFF, ROOM, Family, bind, enum, fam, pool
from data.spoken import distance, percent, temperature

_LIGHTS = "(lights|light|lamp|lamps)"
_ACTION = enum(("pause", "pause"), ("stop", "stop"), ("skip", "next"), ("resume", "resume"))
_DIRECTION = enum(("forward", "forward"), ("forwards", "forward"), ("ahead", "forward"), ("backward", "backward"),
                  ("backwards", "backward"), ("back", "backward"), ("left", "left"), ("right", "right"))
_TURN = enum(("left", "left"), ("right", "right"))

LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("turn_on", f"(turn|switch|flip) on the {{room}} {_LIGHTS}", f"(turn|switch) on the {_LIGHTS} [in the {{room}}]",
        f"(turn|put) the {_LIGHTS} on", on=True),
    fam("turn_off", f"(turn|switch|shut) off the {{room}} {_LIGHTS}", f"(turn|switch|shut) off [all] the {_LIGHTS}",
        f"(kill|cut) the {_LIGHTS} [in the {{room}}]", on=False),
    fam("fragment", f"{{room}} {_LIGHTS} {{on}}", f"{_LIGHTS} {{on}}", f"{_LIGHTS} {{on}} in the {{room}}"),
    fam("dim_to", f"dim the [{{room}}] {_LIGHTS} to {{brightness}}",
        f"(set|put) the [{{room}}] {_LIGHTS} (to|at) {{brightness}}",
        f"(lower|turn down) the {_LIGHTS} [in the {{room}}] to {{brightness}}", core=True),
    fam("color", f"(make|turn|set) the [{{room}}] {_LIGHTS} {{color}}", f"change the [{{room}}] {_LIGHTS} to {{color}}",
        f"(make|turn) the {_LIGHTS} in the {{room}} {{color}}"),
    fam("polite", f"(can|could) you [please] turn {{on}} the {_LIGHTS} in the {{room}}",
        f"(can|could) you turn the {{room}} {_LIGHTS} {{on}}", f"would you turn {{on}} the {_LIGHTS}"),
    fam("on_at", f"turn on the [{{room}}] {_LIGHTS} (at|to) {{brightness}}",
        f"(switch|turn) the {_LIGHTS} on at {{brightness}} [in the {{room}}]", on=True),
    fam("on_color", f"turn on the [{{room}}] {_LIGHTS} (in|and make them) {{color}}",
        f"switch the {{room}} {_LIGHTS} on and make (them|it) {{color}}", on=True),
    fam("want", f"(i want|i'd like) the [{{room}}] {_LIGHTS} {{color}}",
        f"(i want|i'd like) the {{room}} {_LIGHTS} {{on}}",
        f"(i want|i'd like) the {_LIGHTS} at {{brightness}}"),
    fam("brighten", f"(brighten|turn up) the [{{room}}] {_LIGHTS} to {{brightness}}",
        f"(raise|bump) the {{room}} {_LIGHTS} (to|up to) {{brightness}}"),
    fam("dark", f"it's (too dark|dark) in the {{room}} turn on the {_LIGHTS}", f"(lights|light) in the {{room}} please",
        on=True),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("set", "set the thermostat to {temperature}", "(change|adjust) the thermostat to {temperature}"),
    fam("heat", "(set|turn) the (heat|heating) to {temperature}", "(put|crank) the heating [up] to {temperature}"),
    fam("ac", "(set|turn) the (ac|air conditioning|air con|cooling) to {temperature}",
        "(cool|bring) (it|the house) down to {temperature}"),
    fam("make_it", "make it {temperature} [in here]", "(i want|i'd like) it (at|to be) {temperature} [in here]"),
    fam("fragment", "thermostat {temperature}", "thermostat to {temperature}", "{temperature} on the thermostat"),
    fam("temperature", "(change|set) the temperature to {temperature}",
        "(adjust|put) the (house|room) temperature (to|at) {temperature}"),
    fam("polite", "(can|could) you [please] set the thermostat to {temperature}",
        "(can|could) you (make|keep) it {temperature} in (here|the house)"),
    fam("warm_up", "(warm|heat) (it|the house|the place) up to {temperature}",
        "(it's|i'm) (cold|freezing) (set|turn) the heat to {temperature}"),
    fam("cool_down", "(it's|i'm) (too hot|hot|boiling) (set|turn) the (ac|thermostat) to {temperature}",
        "(cool|chill) (it|the room) to {temperature}"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("play", "play {query}", "play {query} (please|now)", "play the song {query}"),
    fam("put_on", "put on {query}", "(throw|stick) on {query}"),
    fam("listen", "(i want|i'd like) to (hear|listen to) {query}", "let's (hear|listen to) {query}"),
    fam("some", "play some {query}", "put on some {query}", "(i'm in the mood for|how about) some {query}",
        slots={"query": GENRE_OR_ARTIST}),
    fam("polite", "(can|could) you [please] play {query}", "would you put on {query}"),
    fam("shuffle", "shuffle {query}", "play (something|anything|a song) by {query}",
        slots={"query": pool(vocab.ARTISTS)}),
    fam("podcast", "play [the] [latest] [episode of] {query} podcast", "(put on|start) the podcast {query}",
        "play the latest episode of {query}", media_type="podcast", slots={"query": pool(vocab.PODCASTS)}),
    fam("radio", "(play|put on|tune in to|turn on) {query}", "listen to {query} on the radio",
        "(tune|switch) to {query}",
        media_type="radio", slots={"query": pool(vocab.STATIONS)}),
    fam("audiobook", "(play|start|continue) [the] audiobook [of] {query}", "read me [the audiobook] {query}",
        "play {query} (audiobook|as an audiobook)", media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
    fam("fragment", "{query} please", "music {query}", "song {query}"),
)
CONTROL = bind(
    "control_media", {"action": _ACTION},
    fam("pause", "pause", "pause (the music|this|it|the song|playback)", "hold on pause (it|that)", action="pause"),
    fam("resume", "(resume|unpause|continue)", "(resume|continue) (the music|playing|playback)",
        "(keep|start|carry on) playing",
        action="resume"),
    fam("next", "(skip|next)", "(skip|next) (song|track|this)", "skip (this|the) (song|track)",
        "play the next (song|track|episode)", action="next"),
    fam("previous", "(previous|go back) (song|track)", "play the (previous|last) (song|track) [again]",
        "back (one|a) (song|track)", "previous", action="previous"),
    fam("stop", "stop (the music|playback|playing|the song|the podcast)", "(turn|switch) off the music",
        "enough music", action="stop"),
    fam("polite", "(can|could) you [please] {action} (the|this) (song|music)", "would you {action} the music"),
    fam("dislike", "i don't like this (song|track) skip it", "(ugh|nah) next song", "not this song", action="next"),
    fam("hold", "(hold|wait) (on|a sec|a second) pause the (music|podcast|audiobook)",
        "pause (for a sec|a moment)", action="pause"),
    fam("media_verb", "{action} (it|the track|the podcast|the audiobook|the music)"),
)
ROBOT = bind(
    "move_robot", {"direction": _DIRECTION, "distance_cm": distance},
    fam("move", "(move|go|drive) {direction}", "(move|go|drive) {direction} {distance_cm}"),
    fam("turn", "turn {direction}", "(rotate|spin|veer) {direction}", slots={"direction": _TURN}, core=True),
    fam("fragment", "robot {direction}", "robot (move|go) {direction} {distance_cm}", "{direction} {distance_cm}"),
    fam("distance_first", "(move|go|drive) {distance_cm} {direction}", "(roll|drive) {distance_cm} {direction}"),
    fam("polite", "(can|could) you [please] (drive|move) the robot {direction}",
        "(can|could) you move {direction} {distance_cm}"),
    fam("back_up", "(back up|reverse)", "(back up|reverse) {distance_cm}", direction="backward"),
    fam("inch", "(inch|creep|scoot) forward", "(come|roll) forward {distance_cm}", direction="forward"),
    fam("robot_verb", "(move|drive) the robot {direction} [{distance_cm}]",
        "(tell|make) the robot (move|go) {direction}"),
    fam("want", "(i want|i need) you to (move|go) {direction} [{distance_cm}]", "go {direction} a (bit|little) please"),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("stop", "stop the robot", "stop the robot (now|right now|please)"),
    fam("robot_stop", "robot stop", "robot (halt|freeze)"),
    fam("halt", "(halt|freeze)", "(halt|freeze) right there"),
    fam("moving", "(stop|quit) (moving|driving|rolling)", "stop moving (now|please)"),
    fam("emergency", "emergency stop", "(e stop|full stop|stop stop stop)"),
    fam("dont_move", "(don't|do not) move", "stay [right] there", "(hold it|hold still)"),
    fam("tell", "(make|tell) the robot [to] stop", "get the robot to stop"),
    fam("polite", "(can|could) you [please] stop (the robot|moving)", "would you stop (the robot|driving)"),
    fam("brakes", "(hit the brakes|brake)", "(stop|cut) the motors", "(stop|kill) the robot's motors"),
)

FAMILIES: list[Family] = [*LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT]
