"""Training phrasing families, round 7 of blind additions (written without seeing any evaluation set).

They cover the flashlight, wifi, phone settings, volume, lights, thermostat,
media and robot functions, plus requests that must give no call, in sentence
shapes the earlier files use less: self-repairs and false starts where the
repaired word is fixed ("turn the uh no switch the lights off", "dim the i mean
brighten the screen to ..."), tag questions and trailing checks ("..., okay?",
"..., can you do that"), passive voice and desired end states ("i'd like the
lights dimmed to ...", "the volume should be at ..."), ordering and permission
style ("can i get some music by ...", "lemme have ...", "may i have it at ..."),
requests relayed from or for someone else ("my wife wants ...", "the baby's
asleep so ...", "tell the robot to ..."), emphatic, annoyed or pleading speech
("for the love of god ...", "please please ..."), intent and future statements
("i'm gonna need ...", "we're going to want ..."), uncommon verbs ("kill",
"crank", "bump", "knock down", "fire up", "douse", "nudge", "scoot"), sign-offs
after the command ("cheers", "that's all", "over") and speech-recogniser
homophone slips a person still understands ("why fi settings", "blue tooth").
The no-call families add thanks, compliments, past-tense and third-party
reports, how-to and hypothetical questions, status tag questions, intentions
that ask for nothing, and near misses on the same topics that no catalog
function does (other appliances, reading values back, recurring schedules).
Every key starts with "x11_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_device import BT, DND, FLASH
from data.families_home import ROBOT_DIRECTION, TURN_DIRECTION
from data.slots import COLOR, FIRST_NAME, MUSIC, NO_CALL, ON_OFF, ROOM, UP_DOWN, Family, bind, enum, fam, pool
from data.spoken import HIGH_PERCENT, LOW_PERCENT, distance, distance_metres, percent, percent_between, temperature

_TAG = "(okay|okay?|would you|yeah|can you do that|alright|will you|yeah?)"
_BYE = "(thanks|cheers|that's all|over|much obliged|thank you kindly|ta)"
_FIX = "(uh no|i mean|no wait|sorry i mean|uh i mean|no no)"
_UGH = "(for the love of god|seriously|oh my god|come on)"
_BEG = "(please please|please please please|pretty please|i'm begging you)"
_RELAY = "(my wife|my husband|my mom|my dad|my roommate|grandma|the boss)"
_BIG_UP = enum(("crank it up", "up"), ("bump it up", "up"), ("nudge it up", "up"), ("knock it down", "down"),
               ("nudge it down", "down"), ("bump it down", "down"))
_MUTE_UNMUTE = enum(("mute", True), ("unmute", False))
_FIRE_DOUSE = enum(("fire up", True), ("douse", False), ("kill", False))
_ARTIST = pool(tuple(name for name in vocab.ARTISTS if not name.lower().startswith("the ")))

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("x11_repair_on", f"turn off the {_FIX} turn on the {FLASH}", f"switch on the lights {_FIX} the {FLASH}",
        f"(open|turn on) the (camera|flashlight app) {_FIX} just turn on the {FLASH}"),
    fam("x11_tag_on", f"(turn|switch) on the {FLASH} {_TAG}", f"{FLASH} on (okay?|yeah?|alright?)",
        f"put the {FLASH} on for me (can you do that|would you)"),
    fam("x11_want_on", f"i (want|need) the {FLASH} on", f"the {FLASH} should be on (now|right now)",
        f"i'd like the {FLASH} switched on [please]", f"(i'm gonna|we're gonna|we're going to) need the {FLASH} on"),
    fam("x11_relay_on", f"{_RELAY} (wants|needs) the {FLASH} on", f"(mom|dad) says (turn|put) the {FLASH} on",
        f"the power's out and {_RELAY} can't see (turn|switch) the {FLASH} on"),
    fam("x11_verb_on", f"fire up the {FLASH} {_BYE}", f"(light up|spark up) the {FLASH} [please]",
        f"{_BEG} (turn|put) the {FLASH} on (it's pitch black|i can't see)"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("x11_repair_off", f"turn on the {_FIX} turn off the {FLASH}", f"switch off the lights {_FIX} the {FLASH}",
        f"(turn|switch) the uh {_FIX} the {FLASH} off"),
    fam("x11_tag_off", f"(turn|switch) off the {FLASH} {_TAG}", f"{FLASH} off (okay?|yeah?|alright?)",
        f"(kill|douse) the {FLASH} (can you do that|would you)"),
    fam("x11_want_off", f"the {FLASH} should be off (now|by now)",
        f"i'd like the {FLASH} switched off [please]"),
    fam("x11_angry_off", f"{_UGH} (turn|shut) the {FLASH} off (it's in my eyes|you're blinding me)",
        f"{_BEG} (kill|turn off) the {FLASH}", f"(seriously|honestly) just (douse|kill) the {FLASH} already"),
    fam("x11_relay_off", f"{_RELAY} says the {FLASH} is (wasting the battery|too bright) (turn|switch) it off",
        f"(kill|turn off) the {FLASH} {_BYE}", f"the baby's (asleep|sleeping) so (turn|switch) the {FLASH} off"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("x11_repair_wifi", f"open the blue tooth {_FIX} the (wifi|wi-fi) settings",
        f"open the (display|sound) settings {_FIX} (wifi|wi-fi) settings", f"open the uh {_FIX} the (wifi|wi-fi) page"),
    fam("x11_want_wifi", "i want the (wifi|wi-fi) settings (open|up) [please]",
        "the (wifi|wi-fi) settings should be (open|on screen)", "(i'm gonna|we're going to) need the (wifi|wi-fi) "
        "settings (open|up)"),
    fam("x11_asr_wifi", "(open|show) (why fi|wi fi|y fi) settings", "why fi settings (please|now)",
        "(take me to|go to) (the|) why fi (settings|setup)"),
    fam("x11_ask_wifi", "(can i|could i|may i) (get|have|see) the (wifi|wi-fi) settings [please]",
        "lemme (see|get) the (wifi|wi-fi) settings", "(open|pull up) the (wifi|wi-fi) settings " + _TAG),
    fam("x11_relay_wifi", f"{_RELAY} (needs|wants) to (join|get on) the (wifi|wi-fi) (open|pull up) the settings",
        "(open|bring up) (wifi|wi-fi) settings " + _BYE, f"{_UGH} the internet's down again open the (wifi|wi-fi) "
        "settings"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("x11_repair_bt", f"turn the (wifi|wi-fi) {_FIX} the {BT} {{enabled}}",
        f"(turn|switch) uh {_FIX} (put|flip) {BT} {{enabled}}"),
    fam("x11_tag_bt", f"(turn|switch) {BT} {{enabled}} {_TAG}", f"{BT} {{enabled}} (okay?|yeah?|alright?)"),
    fam("x11_want_bt", f"i want {BT} {{enabled}}", f"{BT} should be {{enabled}} (now|right now)"),
    fam("x11_asr_bt", "(turn|switch|put) blue tooth {enabled} " + _TAG, "blue tooth {enabled} " + _BYE,
        "(turn|switch) the blue tooth {enabled}"),
    fam("x11_relay_bt_on", f"{_RELAY} (wants|needs) to (pair|connect) (their|a) (headphones|speaker) "
        f"(turn|put) {BT} on", f"(we're gonna|we're going to) want {BT} on for the (car|speaker)",
        f"(fire up|switch on) {BT} {_BYE}", enabled=True),
    fam("x11_kill_bt", f"(kill|douse) {BT} [{_BYE}]", f"{_UGH} (turn|switch) {BT} off it keeps (connecting to|"
        "grabbing) the (car|neighbour's speaker)", enabled=False),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("x11_repair_dnd", f"turn on silent {_FIX} turn {DND} {{enabled}}", f"(put|switch) uh {_FIX} turn {DND} "
        "{enabled}"),
    fam("x11_tag_dnd", f"(turn|switch) {DND} {{enabled}} {_TAG}", f"{DND} {{enabled}} (okay?|yeah?|alright?)",
        f"{DND} {{enabled}} {_BYE}"),
    fam("x11_want_dnd", f"i want {DND} {{enabled}}", f"{DND} should be {{enabled}} (now|for a while)",
        f"i'd like {DND} (turned|switched) {{enabled}} [please]"),
    fam("x11_relay_dnd", f"the baby's asleep so (turn|put) {DND} on", f"{_RELAY} says (turn|put) {DND} on "
        "(during dinner|for the meeting)", f"(i'm gonna|we're gonna|we're going to) need {DND} on (for|during) the "
        "(exam|interview|movie)", enabled=True),
    fam("x11_beg_dnd", f"{_BEG} (turn|put) on {DND} (i need to sleep|i need to focus)",
        f"{_UGH} the phone won't stop buzzing (turn|put) on {DND}", "(put|turn) on do not disturbed (mode|) [please]",
        enabled=True),
    fam("x11_done_dnd", f"(okay|alright) the meeting's over (kill|turn off) {DND} {_BYE}",
        f"(douse|kill) {DND} now (the baby's up|we're done)", enabled=False),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("x11_repair_bright", f"dim the {_FIX} brighten the screen to {{level}}",
        f"set the volume {_FIX} the (screen|display) brightness to {{level}}",
        f"(set|put) the lights {_FIX} the screen brightness (to|at) {{level}}"),
    fam("x11_want_bright", "the (screen|display) brightness should be (at|on) {level}",
        "i'd like the (screen|display) (set|turned) to {level} brightness", "i want (my|the) screen at {level}"),
    fam("x11_tag_bright", f"(set|put) the brightness (to|at) {{level}} {_TAG}"),
    fam("x11_crank_bright", "(crank|bump) the (screen|display) brightness (up|) to {level}",
        "(i'm gonna|i'm going to) need the screen at {level} (it's sunny out|i can't read it)",
        f"{_UGH} i can't see a thing (crank|put) the brightness to {{level}}", slots={"level": HIGH_PERCENT}),
    fam("x11_dim_bright", "(knock|bring) the (screen|display) brightness down to {level}",
        "the baby's asleep so dim the screen to {level}", f"{_RELAY} says my screen is too bright (set|put) it to "
        "{level}", slots={"level": LOW_PERCENT}),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("x11_repair_vol", f"set the brightness {_FIX} the volume to {{level}}",
        f"(set|put) the uh {_FIX} the volume (to|at) {{level}}"),
    fam("x11_want_vol", "the volume should be (at|on) {level}", "i'd like the volume (set|put) to {level}",
        "i want the (volume|sound) at {level} [please]"),
    fam("x11_tag_vol", f"(set|put) the volume (to|at) {{level}} {_TAG}", f"volume {{level}} {_BYE}",
        "(can i|could i|may i) (get|have) the volume at {level} [please]", "lemme have the volume at {level}"),
    fam("x11_crank_vol", "(crank|bump) the volume (up|) to {level}",
        "(we're gonna|we're going to) want the volume at {level} for the party", f"{_RELAY} can't hear (crank|put) "
        "the volume to {level}", slots={"level": HIGH_PERCENT}),
    fam("x11_knock_vol", "the baby's asleep so (set|put) the volume (to|at) {level}",
        f"{_BEG} volume (to|at) {{level}} my ears",
        slots={"level": LOW_PERCENT}),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("x11_repair_up", f"turn it down {_FIX} up", f"turn it (uh|) {_FIX} turn it up (a bit|a little|a notch)",
        "quieter no no louder [please]", direction="up"),
    fam("x11_repair_down", f"turn it up {_FIX} down", f"turn it (uh|) {_FIX} turn it down (a bit|a little|a notch)",
        "louder no no quieter [please]", direction="down"),
    fam("x11_verb_adjust", "{direction} a (notch|touch|hair|bit)", "(just|) {direction} (a little|some) [please]",
        slots={"direction": _BIG_UP}),
    fam("x11_tag_adjust", f"turn it {{direction}} a bit {_TAG}", f"(volume|sound) {{direction}} {_BYE}",
        "(can i|could i) get it turned {direction} a little [please]", slots={"direction": UP_DOWN}),
    fam("x11_relay_down", "the baby's asleep (turn|bring) it down", f"{_RELAY} says it's too loud (turn|knock) it "
        "down", f"{_UGH} (turn it down|quieter) (my head|i'm on the phone)", direction="down"),
    fam("x11_beg_up", f"{_BEG} turn it up (this is my song|i love this part)", f"{_RELAY} can't hear it turn it up",
        "(i'm gonna|we're gonna) need it louder (than that|back here)", direction="up"),
)
MUTE = bind(
    "set_mute", {},
    fam("x11_repair_mute", f"pause the {_FIX} {{muted}} the phone", f"(turn the sound|turn it) uh {_FIX} just "
        "{muted} it",
        slots={"muted": _MUTE_UNMUTE}),
    fam("x11_tag_mute", f"{{muted}} the phone {_TAG}", f"{{muted}} (it|yourself) {_BYE}",
        slots={"muted": _MUTE_UNMUTE}),
    fam("x11_want_mute", "i want the (phone|sound) muted", "the phone should be (on mute|muted|silent) (now|)",
        f"{_UGH} (kill|cut) the sound", "(sound|audio) off " + _BYE, muted=True),
    fam("x11_relay_mute", "the baby's asleep (so|) mute the phone", f"{_RELAY} says (mute it|kill the sound) "
        "(during dinner|in church)", "(i'm gonna|we're gonna) need the phone muted for the (meeting|service)",
        "moot the phone [please]", muted=True),
    fam("x11_want_unmute", "i want the sound back (on|) [please]", "the phone shouldn't be (muted|on mute) "
        "anymore", f"{_BEG} unmute it i can't hear (anything|a thing)", "(sound|audio) back on " + _BYE,
        muted=False),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("x11_repair_lights", f"turn the uh {_FIX} switch the {{room}} lights {{on}}",
        f"dim the {_FIX} brighten the lights to {{brightness}}",
        f"make the lights {_FIX} the {{room}} lights {{color}}",
        slots={"brightness": HIGH_PERCENT}),
    fam("x11_want_lights", "i'd like the {room} lights dimmed to {brightness}", "the {room} lights should be "
        "{color}", "i want the lights in the {room} {on}", "the lights should be at {brightness}",
        slots={"brightness": percent_between(5, 60)}),
    fam("x11_verb_lights", "{on} the lights in the {room} " + _BYE, "{on} the {room} lights " + _TAG,
        slots={"on": _FIRE_DOUSE}),
    fam("x11_relay_lights", f"{_RELAY} wants the {{room}} lights {{color}}", f"{_RELAY} says (turn|switch) the "
        "{room} lights {on}", "tell the {room} lights to go {color}"),
    fam("x11_baby_lights", "the baby's asleep so (turn|switch) off the nursery lights",
        "the baby's (asleep|sleeping) (douse|kill) the lights in the nursery", room="nursery", on=False),
    fam("x11_ask_lights", "(can i|could i|may i) (get|have) the {room} lights (at|on) {brightness} [please]",
        "lemme (get|have) the lights {color} in the {room}", f"{_UGH} (turn|switch) the {{room}} lights {{on}} "
        "already", "(i'm gonna|we're going to) need the {room} lights {on}"),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("x11_repair_temp", f"set the oven {_FIX} the thermostat to {{temperature}}",
        f"(set|put) the uh {_FIX} the heat (to|at) {{temperature}}"),
    fam("x11_want_temp", "i'd like the house (kept|set) at {temperature}", "the thermostat should be (on|at) "
        "{temperature}", "i want it {temperature} in here"),
    fam("x11_ask_temp", "(may i|can i|could i) have it at {temperature} [please]", "lemme have the heat at "
        "{temperature}", f"(set|put) the thermostat (to|on) {{temperature}} {_TAG}"),
    fam("x11_crank_temp", "(crank|bump) the heat (up|) to {temperature}", "(knock|bring) the (heat|thermostat) "
        "down to {temperature}", f"(nudge|set) the thermostat to {{temperature}} {_BYE}"),
    fam("x11_relay_temp", f"{_RELAY} (says|thinks) it's (freezing|too hot) (set|put) the thermostat to "
        "{temperature}", f"{_UGH} it's (an oven|a freezer) in here thermostat to {{temperature}}",
        "(we're gonna|we're going to) want it at {temperature} when the guests (arrive|come)"),
    fam("x11_asr_temp", "(set|put) the thermo stat (to|at) {temperature}", "thermo stat {temperature} " + _BYE),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("x11_order_play", "can i get some music by {query}", "(let me get|lemme get|lemme have) some {query}",
        "(i'm gonna|we're gonna|we're going to) need some {query} (for this|tonight)", f"{_BEG} play {{query}}",
        slots={"query": _ARTIST}),
    fam("x11_tag_play", f"(play|put on) {{query}} {_TAG}", f"(play|put on) {{query}} {_BYE}",
        "(fire up|crank) {query} (would you|will you)"),
    fam("x11_relay_play", f"{_RELAY} wants to hear {{query}}", f"{_RELAY} says (play|put on) {{query}}",
        f"play the radio {_FIX} play the song {{query}}", "the kids want {query} (can you do that|would you)",
        slots={"query": pool(vocab.SONGS)}),
    fam("x11_pod_relay", f"{_RELAY} wants the podcast {{query}} on", "lemme (get|have) the podcast {query} "
        + _BYE, "can i get the latest {query} (podcast|episode)", media_type="podcast",
        slots={"query": pool(vocab.PODCASTS)}),
    fam("x11_radio_ask", "(can i|could i|may i) have {query} on the radio", "(fire up|crank) the radio on {query} "
        + _TAG, f"{_RELAY} wants {{query}} on the radio", media_type="radio", slots={"query": pool(vocab.STATIONS)}),
    fam("x11_book_ask", "(lemme|let me) (get|have) the audiobook {query}", "the kids want the audiobook {query} "
        "at bedtime (can you do that|would you)", media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {},
    fam("x11_pause", f"stop the {_FIX} pause the (music|song)", f"pause it {_TAG}", f"{_UGH} pause (it|this) "
        "(the doorbell|my phone's ringing)", "the baby's (asleep|waking up) pause (the music|it)", action="pause"),
    fam("x11_resume", f"pause {_FIX} (resume|unpause) (it|the music)", f"(resume|unpause) (it|the music) {_BYE}",
        "(can i|could i) get the music (back on|going again)", f"{_RELAY} wants (the music|it) (back on|resumed)",
        action="resume"),
    fam("x11_next", f"(go back|previous) {_FIX} (skip|next) (song|track)", f"skip (it|this one) {_TAG}",
        f"{_BEG} skip this (song|one)", f"{_RELAY} hates this (song|one) (skip it|next)", action="next"),
    fam("x11_previous", f"(skip|next) {_FIX} (go back|previous) (song|track)",
        f"(go back|previous song) {_BYE}", "(can i|could i|may i) (hear|have) the last song again", action="previous"),
    fam("x11_stop", f"(kill|cut) the (music|playback) {_BYE}", f"pause {_FIX} stop the (music|playback) "
        "(completely|altogether|)", f"{_UGH} stop the music already", "mom says (no more music|stop the music) "
        "(it's bedtime|it's late)", action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("x11_relay_robot", "tell the robot to (go|move) {direction} {distance_cm}", "have the robot (roll|move) "
        "{direction} [{distance_cm}]", "make the robot go {direction} {distance_cm} " + _BYE),
    fam("x11_scoot_robot", "(scoot|nudge) {direction} {distance_cm} robot", "robot (scoot|nudge) {direction} a "
        "(bit|little)", "(scoot|nudge) the robot {direction} {distance_cm} " + _TAG),
    fam("x11_repair_right", f"robot go left {_FIX} right [{{distance_cm}}]",
        f"robot (turn|go) uh {_FIX} go right {{distance_cm}}", direction="right"),
    fam("x11_repair_back", f"robot go forward {_FIX} back {{distance_cm}}",
        f"robot (move|drive) ahead {_FIX} backwards [{{distance_cm}}]", direction="backward"),
    fam("x11_over_robot", "robot (move|go) {direction} {distance_cm} over", f"robot {{direction}} {{distance_cm}} "
        f"{_BYE}", f"{_UGH} robot just go {{direction}} {{distance_cm}}", slots={"distance_cm": distance_metres}),
    fam("x11_turn_robot", "robot (scoot|swing) {direction} " + _TAG, f"{_BEG} robot go {{direction}}",
        slots={"direction": TURN_DIRECTION}),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("x11_relay_stop", "tell the robot to stop", "(mom|dad) says the robot has to stop", "make the robot stop "
        + _BYE, "the baby's asleep robot (stop|stop moving)"),
    fam("x11_angry_stop", f"{_UGH} robot (stop|stop moving)", f"{_BEG} robot stop", "robot (stop|halt) (stop|"
        "halt) (stop|halt)"),
    fam("x11_tag_stop", f"robot stop {_TAG}", f"robot (halt|freeze) {_BYE}", "robot stop (right there|now) over"),
    fam("x11_repair_stop", f"robot go {_FIX} stop", f"robot turn left {_FIX} stop (right there|now)",
        "robot (back up|go back) no no just stop"),
    fam("x11_want_stop", "i want the robot stopped (now|right now)", "the robot should (stop|be stopped) (now|"
        "right there)", "(kill|cut) the robot's motors"),
)

_SLOTS = {
    "room": ROOM, "name": FIRST_NAME, "song": pool(vocab.SONGS), "level": percent, "temp": temperature,
    "dist": distance, "color": COLOR,
}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x11_no_thanks", "(thanks|cheers|ta) that's all (for now|)", "much obliged (thank you|)",
        "(okay|alright) got it (thanks|cheers)", "over and out", "(nothing else|that's everything) (thanks|cheers)"),
    fam("x11_no_compliment", "you did (great|a good job) with the lights", "(nice|good) job on the music (earlier|"
        "today)", "the robot is (so cute|adorable) (yeah|right)", "(wow|oh) the {color} lights look (amazing|lovely)"),
    fam("x11_no_past", "i already turned the (lights|{room} lights) off", "i (muted|unmuted) it (myself|already)",
        f"i (already|just) (turned|switched) {BT} off", "i set the volume to {level} (earlier|myself)",
        f"i (already|just) turned on {DND}"),
    fam("x11_no_third", "my (brother|sister) paused the movie", "{name} already turned the heat up to {temp}",
        f"(dad|mom) switched the {FLASH} off (already|a minute ago)", "{name} (skipped|changed) the song",
        "my roommate (muted|unmuted) the tv"),
    fam("x11_no_howto", f"how do you turn on a {FLASH} on an old nokia", "how do i pair my (headphones|earbuds) "
        "with a (laptop|tv)", f"how does {DND} work on an iphone", "how do (smart bulbs|thermostats) work",
        "how do you program a robot"),
    fam("x11_no_hypo", "what would happen if i set the volume to a hundred", "would the robot fall down the stairs",
        "what if i (left|kept) the thermostat at {temp} all winter", "could the {room} lights change color by "
        "themselves"),
    fam("x11_no_appliance", "(fire up|crank up) the (grill|barbecue|ac in the car)", "(kill|cut) the engine",
        "(douse|put out) the (campfire|candles)", "(turn on|start) the (dishwasher|washing machine|kettle)",
        "(bump|crank) the (oven|fridge) (up|down) to {temp}"),
    fam("x11_no_read", "what's my (screen|) brightness (at|set to)", "how loud is it (right now|at the moment)",
        "what's the thermostat reading", "(which|what) (wifi|wi-fi) am i on", "how (far|much) has the robot "
        "(gone|moved) today"),
    fam("x11_no_schedule", "(schedule|set) the {room} lights to turn off every night at (eleven|midnight)",
        "(make|have) the thermostat (go down|drop) automatically every night",
        "play {song} every morning at (seven|six thirty)", f"turn on {DND} every (weeknight|sunday) (at ten|)"),
    fam("x11_no_tagq", "the lights are off (right|aren't they)", f"{BT} is on (isn't it|right)",
        "the robot stopped (right|didn't it)", "it's not muted (is it|right)", f"the {FLASH} is off (yeah?|right?)"),
    fam("x11_no_intent", f"i'm gonna need a new {FLASH}", "we're going to want better speakers (for the party|"
        "eventually)", "i'm gonna (buy|get) a robot vacuum (next month|soon)", "(we're|i'm) gonna repaint the {room}",
        "i'm going to need a bigger (tv|couch)"),
    fam("x11_no_relay", "my wife wants to know if you can (do colors|change colours)", "(mom|dad) says hi",
        "the baby's finally asleep (yay|thank god)", "{name} says (you're|your) (funny|weird|smart)",
        "tell {name} i said (hi|hello)"),
    fam("x11_no_asr", "why (is the|is my) (wifi|wi-fi) so slow today", "why fi (is down|keeps dropping) (again|)",
        "the blue tooth (thing|logo) is (blue|grey) on my screen", "what (is|was) that (noise|sound)"),
    fam("x11_no_annoyed", f"{_UGH} who keeps changing the thermostat", f"{_UGH} why is the robot so (slow|dumb)",
        "(please please|pretty please) tell me the internet's back", "(ugh|argh) i hate this song (so much|)"),
    fam("x11_no_permission", "(may i|can i) ask you (something|a question)", "(can i|could i) get a (coffee|"
        "sandwich) (please|)", "(lemme|let me) think (about it|for a sec)", "(may i|can i) (go|leave) now"),
    fam("x11_no_cancel", f"turn on the uh {_FIX} never mind", "play (some|the) uh actually forget it",
        "robot go uh (no wait|actually) never mind", "(set|put) the (volume|brightness) to uh (forget it|never mind)"),
    fam("x11_no_robot_chat", "tell the robot (it's|he's) a good boy", "robot you're the best over",
        "does the robot (need|have) to charge", "robot (what's|what is) your name"),
    fam("x11_no_media_ask", "can i get the name of this song", "(who|what band) is this (by|)",
        "(how long|how much longer) is this (song|episode)", "lemme know when the (song|podcast) is over"),
    fam("x11_no_signoff", "(okay|alright) that's all (thanks|cheers|over)", "(goodnight|good night) (robot|"
        "everyone|)", "(talk|speak) to you (later|tomorrow)", "(bye|see ya) for now"),
    fam("x11_no_feelings", "the {room} is (so cozy|too dark|really nice) (tonight|today|)",
        "i (love|like) it at {temp} in here", "the volume at {level} is (perfect|just right)"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT, *NONE,
]
