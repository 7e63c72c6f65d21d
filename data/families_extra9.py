"""Training phrasing families, round 6 of blind additions (written without seeing any evaluation set).

They cover the flashlight, wifi, phone settings, volume, lights, thermostat,
media and robot functions, plus requests that must give no call, in sentence
shapes the earlier files use less: questions that stand for a command ("is there
any way you could ...", "how about you ..."), wh-clefts ("what i want is ...",
"all i need is ..."), the value or the place said first ("in the kitchen lights
off", "fifty centimeters forward robot"), a negated alternative before the real
request ("not the bedroom the kitchen", "don't stop it just pause it"), softened
conditionals ("if you could ... that'd be great", "would it be possible to ..."),
commands embedded in a longer story ("so i was thinking ..."), speech-recogniser
fragments with dropped words ("blue tooth off", "on the flashlight"), regional US
speech (Southern "cut the lights on", Midwestern "the lights need turned off",
"go ahead and ..."), children, elderly speakers and non-native speakers ("open
the light", "close the bluetooth", "make the sound more big").
The no-call families add chit-chat in those voices, status questions, past-tense
reports, cancelled or negated requests, unit and percentage questions and near
misses on the same topics that no catalog function does.
Every key starts with "x9_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_device import BT, DND, FLASH
from data.families_home import ROBOT_DIRECTION, TURN_DIRECTION
from data.slots import (COLOR, FIRST_NAME, GENRE_OR_ARTIST, MUSIC, NO_CALL, ON_OFF, ROOM, UP_DOWN, Family, bind,
                        enum, fam, pool)
from data.spoken import (HIGH_PERCENT, LOW_PERCENT, distance, distance_metres, percent, percent_between,
                         temperature)

_LOUDER = enum(("louder", "up"), ("quieter", "down"), ("softer", "down"), ("more loud", "up"), ("less loud", "down"))
_OPEN_CLOSE = enum(("open", True), ("close", False))
_MUTE_UNMUTE = enum(("mute", True), ("unmute", False))
_ASK = "(is there any way you could|any chance you could|would it be possible to|do you think you could)"
_IF = "(if you could|if you wouldn't mind|when you get a chance)"
_GREAT = "(that'd be great|that would be great|thanks a bunch|i'd appreciate it)"
_CLEFT = "(what i want is|what i need is|all i want is|all i need is|what i'd like is)"

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("x9_ask_on", f"{_ASK} (turn|switch|put) (on the {FLASH}|the {FLASH} on)",
        f"how about you (turn|switch|flip) the {FLASH} on", f"{_IF} (turn|put) the {FLASH} on {_GREAT}"),
    fam("x9_cleft_on", f"{_CLEFT} the {FLASH} on [right now]", f"{_CLEFT} (some light|a little light) from the "
        f"{FLASH}", f"the {FLASH} (on|turned on) is what i (need|want)"),
    fam("x9_south_on", f"(cut|go ahead and cut) the {FLASH} on [for me] [real quick]",
        f"(go ahead and|y'all) (turn|switch) on the {FLASH} [for me]", f"the {FLASH} needs turned on"),
    fam("x9_nonnative_on", f"please (open|make open) the {FLASH}", "(open|switch on) the light of the phone [please]",
        f"you can make the {FLASH} to be on (please|now)", f"i need that you (open|turn on) the {FLASH}"),
    fam("x9_story_on", f"so i'm (out in the yard|in the attic|at the campsite) and i can't see a thing (turn|put) "
        f"the {FLASH} on", f"(oh dear|goodness) could you make the little light on the back of (the|this) phone "
        "come on", f"not the (room|house|ceiling) lights just the {FLASH} on (please|thanks)"),
    fam("x9_asr_on", f"on the {FLASH}", f"turn on (flash light|the flash light) [please]",
        f"(uh|um) {FLASH} on (now|please)"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("x9_ask_off", f"{_ASK} (turn|switch|shut) (off the {FLASH}|the {FLASH} off)",
        f"how about you (turn|switch) the {FLASH} off now", f"{_IF} (turn|shut) the {FLASH} off {_GREAT}"),
    fam("x9_cleft_off", f"{_CLEFT} the {FLASH} off [now]", f"the {FLASH} off is all i (need|want)"),
    fam("x9_south_off", f"(cut|go ahead and cut) the {FLASH} off [for me]",
        f"i don't need the {FLASH} no more (turn|cut) it off", f"the {FLASH} needs turned off"),
    fam("x9_nonnative_off", f"please close the {FLASH}", "(close|stop) the light of the phone [please]",
        f"you can make the {FLASH} to be off (please|now)", f"i need that you (close|turn off) the {FLASH}"),
    fam("x9_story_off", f"(okay|alright) i found (my keys|the charger|the cat) so you can (turn|switch) the {FLASH} "
        "off", "could you make the little light on the back of (the|this) phone go (off|out) (dear|please)",
        f"not the (room|house|porch) lights just the {FLASH} off (please|thanks)"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("x9_ask_wifi", f"{_ASK} (open|bring up) the (wifi|wi-fi) settings",
        "how about you (open|pull up) the (wifi|wi-fi) (settings|page) (for me|)",
        f"{_IF} (take me to|show me) the (wifi|wi-fi) settings {_GREAT}"),
    fam("x9_cleft_wifi", f"{_CLEFT} the (wifi|wi-fi) settings [page|screen]",
        "the (wifi|wi-fi) settings (is|are) (what|where) i (need|want to go)"),
    fam("x9_not_bt_wifi", "(not|no not) (the|) bluetooth the (wifi|wi-fi) settings",
        "(no|nope) i (said|meant) (the|) (wifi|wi-fi) settings not (the|) bluetooth",
        "not the flashlight i (said|meant) (wifi|wi-fi) (settings|setup)"),
    fam("x9_nonnative_wifi", "please open the (setting|settings) of (the|) (wifi|wi-fi)",
        "i want (go|to go) to (wifi|wi-fi) setting [please]", "(make|do) open (wifi|wi-fi) setting",
        "(please|you) close the (wifi|wi-fi)"),
    fam("x9_story_wifi", "so the internet (stopped working|keeps cutting out) (can you|could you) (open|pull up) the "
        "(wifi|wi-fi) settings", "(cut|go ahead and cut) the (wifi|wi-fi) off", "(open|show) (wifi|wi-fi) setting "
        "(page|screen)"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("x9_ask_bt", f"{_ASK} (turn|switch|put) {BT} {{enabled}}", f"how about you (turn|switch) {BT} {{enabled}}",
        f"{_IF} (turn|flip) {BT} {{enabled}} {_GREAT}"),
    fam("x9_cleft_bt", f"{_CLEFT} {BT} {{enabled}}", f"{BT} {{enabled}} is (all|what) i (need|want)"),
    fam("x9_not_wifi_bt", f"(not|no not) the (wifi|wi-fi) {BT} (turn|switch) it {{enabled}}",
        f"i said {BT} not (the|) (wifi|wi-fi) (turn|switch) it {{enabled}}",
        "(turn|switch) blue tooth {enabled} [please]", "blue tooth {enabled} (now|please)"),
    fam("x9_nonnative_bt", f"(please|you) {{enabled}} {BT}", "please make the blue tooth {enabled}",
        slots={"enabled": _OPEN_CLOSE}),
    fam("x9_story_bt_on", f"so my (new earbuds|hearing aids|new speaker) (came|showed up) today (turn|switch) {BT} "
        "on", enabled=True),
    fam("x9_story_bt_off", f"(the|my) (battery's|battery is) (dying|low) (so|) if you could (turn|switch) {BT} off "
        f"{_GREAT}", enabled=False),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("x9_ask_dnd", f"{_ASK} (turn|switch|put) {DND} {{enabled}}", f"how about you (turn|switch) {DND} {{enabled}}",
        f"{_IF} (turn|flip) {DND} {{enabled}} {_GREAT}"),
    fam("x9_cleft_dnd", f"{_CLEFT} {DND} {{enabled}} [for a while]", f"{DND} {{enabled}} is (all|what) i (need|want)"),
    fam("x9_not_mute_dnd", f"(don't|do not) mute (it|the phone) just (turn|put) on {DND}",
        f"not (silent|mute) i (said|meant) {DND} on", enabled=True),
    fam("x9_nonnative_dnd", f"{{enabled}} {DND} for me (please|now)",
        slots={"enabled": _OPEN_CLOSE}),
    fam("x9_story_dnd", f"so i've got a (big exam|job interview|long shift) (coming up|tomorrow) and if you could "
        f"(turn|put) {DND} on {_GREAT}", f"(the baby's|grandpa's|the kids are) finally asleep (turn|put) on {DND}",
        "please make the phone to not disturb me", enabled=True),
    fam("x9_done_dnd", f"(okay|alright) i'm (back|out of the meeting|up) (you can|go ahead and) (turn|switch) {DND} "
        "off", enabled=False),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("x9_ask_bright", f"{_ASK} (set|put) the screen brightness (to|at) {{level}}",
        "how about you (set|make) the (screen|display) {level} brightness",
        f"{_IF} (set|put) my brightness (to|at) {{level}} {_GREAT}"),
    fam("x9_cleft_bright", f"{_CLEFT} the (screen|display) at {{level}} [brightness]",
        "{level} (screen|display) brightness is (all|what) i (need|want)"),
    fam("x9_not_vol_bright", "not the volume the (screen|display) brightness (to|at) {level}",
        "(no|nope) i (said|meant) (screen|display) brightness {level} not (the|) volume",
        "not the (room|ceiling) lights the (phone|screen) brightness (to|at) {level}"),
    fam("x9_nonnative_bright", "please (put|make) the (light|brightness) of the screen {level}",
        "the screen is (very|too) dark make (it|the brightness) {level}", slots={"level": HIGH_PERCENT}),
    fam("x9_value_first_bright", "{level} (for|on) (my|the) (screen|display) (if you could|would you)"),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("x9_ask_vol", f"{_ASK} (set|put) the volume (to|at) {{level}}", "how about you (set|put) the volume at {level}",
        f"{_IF} (set|bring) the volume to {{level}} {_GREAT}"),
    fam("x9_cleft_vol", f"{_CLEFT} the volume at {{level}}", "{level} volume is (all|what) i (need|want)"),
    fam("x9_not_bright_vol", "not the brightness the volume (to|at) {level}",
        "(no|nope) i (said|meant) volume {level} not (the|) brightness"),
    fam("x9_nonnative_vol", "please make the sound (level|) {level}", "you put the volume in {level} please",
        "(the|) volume (make|do) {level} please"),
    fam("x9_value_first_vol", "{level} on the volume [please]", "{level} (for|on) the (sound|speaker) (if you could|"
        "would you)", "(go ahead and|y'all) (set|put) the volume (on|at) {level}"),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("x9_ask_adjust", f"{_ASK} turn (it|the volume|the sound) {{direction}} a (notch|little|bit)",
        "how about you turn (it|that) {direction} a (notch|little)", slots={"direction": UP_DOWN}),
    fam("x9_need_turned", "the (volume|sound|music) needs turned {direction} [a bit]",
        "(go ahead and|y'all) turn (it|that|the music) {direction} (a hair|a tad|some)", slots={"direction": UP_DOWN}),
    fam("x9_nonnative_adjust", "(please|you) make the sound {direction} [please]",
        "(make|do) (it|the volume) {direction} (a little|little bit) please", slots={"direction": _LOUDER}),
    fam("x9_not_down_up", "(no|nope) not down (turn it up|louder|up)", "(the other way|wrong way) i said louder",
        "(can't|cannot) hear a thing (back here|in the back|from the kitchen) (turn it up|louder)", direction="up"),
    fam("x9_not_up_down", "(no|nope) not up (turn it down|quieter|down)", "(the other way|wrong way) i said quieter",
        "my (neighbours|neighbors|roommate) (are|is) (gonna|going to) complain (turn it down|quieter) [please]",
        direction="down"),
)
MUTE = bind(
    "set_mute", {},
    fam("x9_ask_mute", f"{_ASK} {{muted}} (the phone|the sound|yourself)", f"how about you {{muted}} (the phone|it)",
        f"{_IF} {{muted}} (the|my) phone {_GREAT}", slots={"muted": _MUTE_UNMUTE}),
    fam("x9_cleft_mute", f"{_CLEFT} (no sound|total silence|the sound off) [from this phone]",
        "(no sound|the phone on mute) is (all|what) i (need|want) (right now|)", muted=True),
    fam("x9_not_dnd_mute", f"not {DND} just (mute|silence) (the phone|it)", "(don't|do not) pause it just mute it",
        muted=True),
    fam("x9_nonnative_mute", "please make the phone (no sound|without sound)", "close the sound please",
        muted=True),
    fam("x9_unmute_back", "(okay|alright) (you can|go ahead and) (unmute|put the sound back on) (now|)",
        "(i can't hear|why can't i hear) anything (is it muted|are you muted) unmute (it|the phone)",
        "please (open|give back) the sound", muted=False),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("x9_room_first", "in the {room} (lights|the lights) {on} [please]", "{room} (lights|light) {on} (if you "
        "could|would you)", "for the {room} (lights|light) {color} please", "in the {room} {brightness} on the lights",
        slots={"brightness": percent_between(10, 100)}),
    fam("x9_cleft_lights", f"{_CLEFT} the {{room}} lights {{on}}", "what i'd like is the lights {color} in the {room}",
        "all i want is the {room} lights at {brightness}"),
    fam("x9_ask_lights", "is there any way you could make the {room} lights {color}",
        "how about you (turn|switch) the {room} lights {on}",
        "any chance you could dim the lights in the {room} to {brightness}", slots={"brightness": LOW_PERCENT}),
    fam("x9_not_room", "not the bedroom the kitchen (lights|light) {on}",
        "(no|nope) not the (living room|hallway) i (said|meant) the kitchen (lights|light) {on}",
        "the kitchen (lights|light) {on} not the (dining room|bedroom)", room="kitchen"),
    fam("x9_nonnative_lights", "{on} the light (in|of) the {room} [please]", "please {on} the {room} light",
        "(make|put) the light of the {room} (color|colour) {color}", slots={"on": _OPEN_CLOSE}),
    fam("x9_south_lights", "(cut|go ahead and cut) the {room} lights {on}", "the {room} lights need turned {on}",
        "y'all mind (turning|cutting) the lights {on} in the {room}"),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("x9_ask_temp", f"{_ASK} (set|put) the thermostat (to|at|on) {{temperature}}",
        "how about you (set|put) the (heat|heating) to {temperature}",
        f"{_IF} (bump|set) the (thermostat|heat) to {{temperature}} {_GREAT}"),
    fam("x9_cleft_temp", f"{_CLEFT} (the house|the place|it) at {{temperature}}",
        "{temperature} on the thermostat is (all|what) i (need|want)"),
    fam("x9_south_temp", "(go ahead and|y'all) (set|put) the air (to|on) {temperature}",
        "(i'm|im) fixin to go to bed (set|put) the (heat|air) (to|on) {temperature}",
        "the thermostat needs (set|put) (to|at) {temperature}"),
    fam("x9_not_oven_temp", "not the oven the thermostat (to|at) {temperature}",
        "(no|nope) i (said|meant) the thermostat not the (oven|water heater) (set it to|put it on) {temperature}"),
    fam("x9_nonnative_temp", "please make the temperature of the house {temperature}",
        "(you|please) put the (heater|heating) in {temperature}", "(the|) house temperature (make|do) {temperature}"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("x9_ask_play", "how about you put on {query}",
        "would you mind if we (listened to|had) {query}",
        "so (i just got home|the guests are here) (can you|could you) put on {query}",
        "(you know what|i'll tell you what) (play|put on) {query}"),
    fam("x9_cleft_play", "what i (want|would like) to hear is {query}", "all i want (right now|) is {query}",
        "what i'm in the mood for is {query}", slots={"query": GENRE_OR_ARTIST}),
    fam("x9_nonnative_play", "please open (the|) music {query}", "(make|you make) play the song {query} [please]",
        "i like to listen the song {query}", slots={"query": pool(vocab.SONGS)}),
    fam("x9_pod_ask", "(is there any way you could|how about you) (play|put on) the podcast {query}",
        "(i'd like to|let me) catch up on (the podcast|) {query}", media_type="podcast",
        slots={"query": pool(vocab.PODCASTS)}),
    fam("x9_radio_ask", "(can you|could you) tune (the radio|us|in) to {query}", "(go ahead and|y'all) put {query} "
        "on the radio", media_type="radio", slots={"query": pool(vocab.STATIONS)}),
)
MEDIA += bind(
    "play_media", {"query": pool(vocab.AUDIOBOOKS)},
    fam("x9_book_ask", "(is there any way you could|how about you) read me the audiobook {query}",
        "(grandma|grandpa) wants to hear the audiobook {query} (can you|could you) put it on",
        "what i want (to listen to|to hear) is the audiobook {query}", media_type="audiobook"),
)
CONTROL = bind(
    "control_media", {},
    fam("x9_pause", "(don't|do not) stop it just pause (it|the music)", f"{_CLEFT} (a pause|for you to pause this)",
        "(any chance you could|how about you) (pause|hold) (the music|this|the song) (a sec|a second|for a minute)",
        "please make pause", action="pause"),
    fam("x9_resume", "(okay|alright) you can keep (going|playing) (with the song|with the music|)",
        "not from the (start|beginning) just (carry on|pick up where it stopped)", "(please|you) continue the music",
        f"{_IF} (unpause|resume) (it|the music) {_GREAT}", action="resume"),
    fam("x9_next", "(i'm|im) not feeling this one (next|skip it)", "not this one the next (one|song) [please]",
        "how about (the next one|a different song) (instead|)", "(please|you) go to the next song", action="next"),
    fam("x9_previous", "(can we|could we) (go back a song|hear the last song again|go back one song)",
        "not this one the (one|song) before (it|this)", "(please|you) play the song before again",
        "(wait|hold on) that last song was good go back", action="previous"),
    fam("x9_stop", "what i want is for the music to stop", "(no more|that's enough) music for (today|tonight) turn it "
        "off", "(please|you) finish the music (now|)", "(go ahead and|y'all can) stop the (music|playback|podcast)",
        action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("x9_ask_robot", f"(robot|) {_ASK} (move|go|drive) {{direction}} {{distance_cm}}",
        "how about you (roll|move) {direction} [{distance_cm}] robot"),
    fam("x9_value_first_robot", "robot {distance_cm} {direction}",
        "{distance_cm} (that way|) {direction} (if you could|would you)"),
    fam("x9_cleft_robot", f"{_CLEFT} for (you|the robot) to (move|go) {{direction}} [{{distance_cm}}]",
        "{direction} {distance_cm} is (where|how far) i (need|want) (you|it) to go",
        slots={"distance_cm": distance_metres}),
    fam("x9_not_left", "(no|nope) not left (go|turn) right [{distance_cm}]", "(the other way|wrong way) robot go "
        "right [{distance_cm}]", direction="right"),
    fam("x9_not_forward", "(no|nope) not forward (back up|go back|reverse) [{distance_cm}]",
        "(whoa|wait) robot the other way (back up|go backwards) [{distance_cm}]", direction="backward"),
    fam("x9_nonnative_robot", "robot you go {direction} {distance_cm} [please]", "robot (please|) make {direction} "
        "(turn|move)", "(robot robot|hey robot) go {direction} (please|now)", slots={"direction": TURN_DIRECTION}),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("x9_ask_stop", f"(robot|) {_ASK} stop (moving|right there|for a second)",
        "how about you (stop|stay put) (right there|now) robot"),
    fam("x9_cleft_stop", f"{_CLEFT} for (you|the robot) to stop [moving]",
        "(the robot stopped|you stopped) (right now|right there) is what i (need|want)"),
    fam("x9_south_stop", "(whoa there|hold your horses|hold it right there) robot", "robot (stay put|stay right there) "
        "(now|y'all)", "(go ahead and|y'all) stop the robot"),
    fam("x9_nonnative_stop", "robot you stop (now|please)", "robot please no more (moving|going)",
        "robot (make|do) stop"),
    fam("x9_kid_stop", "robot freeze like a statue", "(red light|freeze) robot (red light|stop)",
        "(stop|stop it) robot you're gonna (crash|bump into the couch)"),
)

_SLOTS = {
    "room": ROOM, "name": FIRST_NAME, "song": pool(vocab.SONGS), "podcast": pool(vocab.PODCASTS),
    "level": percent, "temp": temperature, "dist": distance, "color": COLOR,
}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x9_no_status", f"is (the|my) {FLASH} (on|still on)", "is (the|) bluetooth (on|off) (right now|)",
        "are the {room} lights (on|off) (right now|)", "what's the volume (at|set to) (right now|)",
        "(what is|what's) the thermostat set (to|at)"),
    fam("x9_no_past", "i (already|just) turned (the|) {room} lights off",
        "(yesterday|last night) the robot moved {dist}",
        "i set the thermostat to {temp} (last night|this morning)", "i turned the volume (up|down) (earlier|before)",
        f"i (already|just) turned (on|off) the {FLASH}"),
    fam("x9_no_cancelled", "never mind (about|) the (lights|flashlight|music)", "actually (forget|don't worry about) "
        "the (volume|brightness|thermostat)", "(don't|do not) (touch|change) the {room} lights",
        "(no|actually) don't play anything", "(wait|actually) don't move robot i'll (do it|get it) myself"),
    fam("x9_no_cleft", "what i (really|) (want|need) is a (vacation|nap|coffee|raise)",
        "all i want is for it to stop raining", "what i'd like is (a little peace|some peace) from my (kids|roommate)",
        "all i need is (more sleep|a hug)"),
    fam("x9_no_ask_cant", "is there any way you could (make|order) me a (pizza|coffee)",
        "any chance you could (do|finish) my homework", "would it be possible to (open|close) the (garage door|"
        "curtains|blinds)", "how about you (start|warm up) the car"),
    fam("x9_no_units", "how many (centimeters|inches) (are|is) in a (meter|foot)",
        "what's (ten|twenty|fifteen) percent of (eighty|two hundred)",
        "(convert {temp} fahrenheit to celsius|what's {temp} celsius in fahrenheit)",
        "how many (inches|feet) is {dist}"),
    fam("x9_no_advice", "what temperature should i (set|keep) the thermostat (at|to) (for a baby|at night|)",
        "is {temp} too (warm|cold) for (a baby|the dog|sleeping)", "is it bad to (listen|have the volume) at "
        "{level}", "what brightness is (best|good) for my eyes"),
    fam("x9_no_media_info", "who sings {song}", "what (year|album) is {song} from",
        "how (long|many episodes) is {podcast}", "is there a new episode of {podcast} (yet|today)",
        "i (love|can't stand|hate) {song}"),
    fam("x9_no_media_more", "what was the (last|previous) song called", "how many songs are left (in|on) (this|the) "
        "(album|playlist)", "(who's|who is) (the|this) (singer|band)", "(add|save) this (song|one) to my (favourites|"
        "favorites|liked songs)"),
    fam("x9_no_wifi_bt", "(is there a way to|how do i) make the (wifi|wi-fi|internet) faster",
        "how many bars (of signal|) do i have", "(what's|what is) (connected|paired) (to|with) (the|) bluetooth",
        "(why do|how come) (my|the) (earbuds|headphones) keep disconnecting"),
    fam("x9_no_screen_dnd", "(turn on|switch on|put on) (dark mode|night shift|the blue light filter)",
        f"did anyone call while i was on {DND}", f"what's the difference between {DND} and silent mode",
        "(why is my screen so yellow|how come my screen looks orange)"),
    fam("x9_no_lights_q", "what (color|colour) are the {room} lights", "how many lights are on (in the house|)",
        "who turned (off|on) the {room} lights", "i (like|love) the {color} lights", "(can|do) the {room} "
        "(lights|bulbs) do {color}"),
    fam("x9_no_robot", "robot (dance|sing|do a trick)", "robot (follow me|come find me)",
        "(can|could) the robot climb (stairs|the stairs)", "robot what do you see", "robot are you (tired|happy)"),
    fam("x9_no_home", "(turn on|switch on|cut on) the (tv|fan|dishwasher|coffee maker)",
        "(set|preheat) the oven to (three fifty|350|180|two hundred) degrees", "(open|close) the garage (door|)",
        "(water|turn on) the sprinklers"),
    fam("x9_no_kids", "do you like (dinosaurs|unicorns|pizza)",
        "(mommy|daddy|mom|dad) says you can tell jokes", "what sound does a (cow|duck|lion) make",
        "are you a (robot|real person)"),
    fam("x9_no_elderly", "(oh dear|goodness) i've forgotten what i (wanted|was going to ask)",
        "are you still (listening|there) (dear|love)", "(speak|talk) a bit (slower|louder) dear i'm not young anymore",
        "(how|what) do i (use|do with) this thing"),
    fam("x9_no_south", "how (are|) y'all doing (today|this morning)", "(well|oh) bless your heart",
        "(i'm|im) fixin to (head out|go to the store)", "y'all have a good one"),
    fam("x9_no_nonnative", "sorry my english is not (so|very) good", "you (understand|are understanding) me",
        "how (to|do you) say (this|it) in english", "please (speak|talk) more slow"),
    fam("x9_no_asr", "(uh|um) the (um|uh) (thing|you know)", "(okay|so) so (um|uh)",
        "(wait|hold on) (what|huh)", "(hello|hi) (can you hear me|is this on)"),
    fam("x9_no_story", "so i was thinking (about|of) (getting|buying) (new|smart) (lights|speakers) for the {room}",
        "my (sister|friend) {name} says (you're|your) (pretty smart|the best)",
        "(you know what|i'll tell you what) (i'm|im) (tired|hungry) (today|)"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT, *NONE,
]
