"""Training phrasing families, round 5 of blind additions (written without seeing any evaluation set).

They cover the flashlight, wifi, phone settings, volume, lights, thermostat,
media and robot functions, plus requests that must give no call, in voices the
earlier files use less: British, Australian and Indian English ("pop the torch
on", "kindly", "crack on"), formal office speech ("I'd like you to ...",
"please arrange ..."), terse telegraphic commands ("vol 40", "temp to 21"),
hedged and unsure speakers ("um could you maybe ..."), commands with a reason or
a trailing clause ("..., i'm heading out"), hands-busy contexts (driving,
cooking, the gym) and slang. The robot families also give distances in metres.
The no-call families add chit-chat in those voices and near misses on the same
topics that no catalog function does (router, kettle, shuffle, seeking, PNR).
Every key starts with "x7_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_device import BT, DND, FLASH
from data.families_home import ROBOT_DIRECTION, TURN_DIRECTION
from data.families_none import NONE_SLOTS
from data.slots import (COLOR, ENABLE_DISABLE, GENRE_OR_ARTIST, MUSIC, NO_CALL, ON_OFF, ROOM, UP_DOWN, Family, bind,
                        enum, fam, pool)
from data.spoken import HIGH_PERCENT, LOW_PERCENT, distance, distance_metres, percent, percent_between, temperature

_RAISE = enum(("increase", "up"), ("raise", "up"), ("reduce", "down"), ("lower", "down"), ("decrease", "down"))
_HEDGE = "(um|uh|erm)"

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("x7_pop_torch", "(could you|can you) pop the torch on (love|mate|please)",
        "right (then|so) pop the torch on [cheers]", "(be a legend|be a star) and (pop|flick) the torch on"),
    fam("x7_formal_on", f"i'd like you to (turn|switch) on the {FLASH} [please]",
        f"(please|kindly) (activate|enable) the {FLASH} [for me]", f"please arrange for the {FLASH} to come on"),
    fam("x7_hedged_on", f"{_HEDGE} (could|can) you maybe (turn|switch) (the|my) {FLASH} on",
        f"i think i (need|might need) the {FLASH} [actually]", f"{_HEDGE} {FLASH} on (maybe|i guess) [please]"),
    fam("x7_reason_on", f"(turn|switch) on the {FLASH} (i'm|im) (heading|going) (out to the car|down to the cellar|"
        f"up into the loft)", f"my hands are (full|busy) just (turn|switch) the {FLASH} on",
        f"{FLASH} on (i'm|im) (checking the fuse box|looking under the sink|fixing the bike chain)"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("x7_formal_off", f"i'd like you to (turn|switch) off the {FLASH} [please]",
        f"(please|kindly) (deactivate|disable) the {FLASH}", f"the {FLASH} is no longer (needed|required)"),
    fam("x7_reason_off", f"(turn|switch) the {FLASH} off (the sun's up|it's light out now|the power's come back)",
        f"(flick|pop) the torch off (love|mate) (we're|i'm) (sorted|done here)",
        f"{_HEDGE} i (think|guess) you can (turn|switch) the {FLASH} off now"),
    fam("x7_slang_off", f"(yo|oi) (kill|cut) the {FLASH}", f"(lose|ditch) the {FLASH} (bro|mate|fam)",
        f"{FLASH} (off|out) (innit|yeah|fam)"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("x7_formal_wifi", "i'd like you to open the (wifi|wi-fi|wireless) settings [please]",
        "(please|kindly) (bring up|display) the (wireless|wifi|wi-fi) (network|connection) settings",
        "(could you please|would you please) (open|access) the (wifi|wi-fi) configuration"),
    fam("x7_terse_wifi", "(wifi|wi-fi) (config|setup) (now|pls)", "settings (wifi|wi-fi) (go|pls)",
        "(switch|turn) the (wifi|wi-fi) off (mate|for now|love)"),
    fam("x7_hedged_wifi", f"{_HEDGE} i think (my|the) (wifi|wi-fi) (dropped|cut out) (can|could) you (open|show me) "
        "the settings", "i'm not sure (which|what) (wifi|wi-fi) i'm on (open|show me) the (wifi|wi-fi) settings",
        "(open|pull up) the (wifi|wi-fi) settings (i'm|im) burning through my (data|mobile data)"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("x7_brit_bt", "(pop|flick) (the|) bluetooth {enabled} (mate|love|please)",
        "(be a love|be a legend) and (turn|flick) (the|) bluetooth {enabled}"),
    fam("x7_formal_bt", "i'd like you to {enabled} bluetooth [please]", "(please|kindly) {enabled} (the|) bluetooth "
        "(on this phone|on my device)", slots={"enabled": ENABLE_DISABLE}),
    fam("x7_driving_bt", f"(i'm|im) (driving|about to drive) (turn|switch|put) {BT} on so (i can take calls|the car "
        "can connect)", f"(getting|hopping) in the (car|ute|truck) (turn|switch) {BT} on", enabled=True),
    fam("x7_hedged_bt", f"{_HEDGE} (could|can) you maybe (turn|switch) {BT} {{enabled}}",
        f"i think {BT} should be {{enabled}} (can you sort that|can you do that)"),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ENABLE_DISABLE},
    fam("x7_office_dnd", f"i'd like you to {{enabled}} {DND} (please|for the time being)"),
    fam("x7_meeting_dnd", f"(please|kindly) (turn on|put on) {DND} for the (presentation|client call|board meeting)",
        f"(i'm|im) (driving|behind the wheel) (put|turn) on {DND} (so i don't get distracted|till i get there)",
        f"(i'm|im) (at the gym|in the middle of a workout) (put|turn) on {DND}", enabled=True),
    fam("x7_hedged_dnd", f"{_HEDGE} i think i need {DND} (on|turned on) (for a bit|for now)",
        f"(leave me alone|i'm off the grid) (phone|) {DND} on", enabled=True),
    fam("x7_dnd_over", f"(take|get) me off {DND} the kids are (home|back)", f"{DND} off (i'm|im) back in the game",
        f"{_HEDGE} (maybe|perhaps) (turn|switch) off {DND} (now|i think)", enabled=False),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("x7_formal_bright", "i'd like the (screen|display) brightness (set|adjusted) to {level} [please]",
        "(please|kindly) adjust the brightness level to {level}"),
    fam("x7_terse_bright", "brightness to {level} (go|pls|now)", "(screen|display) {level} brightness (pls|now)"),
    fam("x7_hedged_bright", f"{_HEDGE} (could|can) you (maybe|perhaps) (set|put) the brightness (at|to) {{level}} "
        "(i think|or so)", "i (guess|think) {level} (for|on) the brightness (maybe|um) [please]"),
    fam("x7_reason_bright", "(drop|knock) the brightness (down|) to {level} (to save|i need to save) (battery|my "
        "battery)", "(i'm|im) (reading in bed|on a night flight) (set|drop) the screen brightness to {level}",
        slots={"level": LOW_PERCENT}),
    fam("x7_gym_bright", "(i'm|im) (at the gym|out on a run) and can't see (the|my) screen (set|crank) brightness to "
        "{level}", "(i'm|im) out in the (sun|midday sun) (bump|crank) the brightness (up|) to {level} [mate]",
        slots={"level": HIGH_PERCENT}),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("x7_formal_vol", "i'd like the volume (set|at) {level} [please]",
        "(kindly|please) (adjust|bring) the (audio|output) volume to {level}"),
    fam("x7_terse_vol", "vol {level} [pls]", "vol to {level} [now]", "volume {level} go"),
    fam("x7_hedged_vol", f"{_HEDGE} (maybe|perhaps) (set|put) the volume (at|to) (like|) {{level}}",
        "i (think|guess) {level} (volume|on the volume) (would be|is) (fine|about right)"),
    fam("x7_hands_vol", "my hands are (covered in flour|wet|greasy) (set|put) the volume (to|at) {level}",
        "(i'm|im) (on the treadmill|lifting|doing the dishes) (volume|sound) (to|at) {level} [please]"),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("x7_tad", "(turn|knock|take) it {direction} a (tad|smidge|touch|wee bit)",
        "volume {direction} a (tad|smidge|touch) (mate|love|please)", slots={"direction": UP_DOWN}),
    fam("x7_formal_adjust", "(please|kindly) {direction} the volume (slightly|a little|a touch)",
        "i'd like you to {direction} the (volume|audio) (slightly|a little)", slots={"direction": _RAISE}),
    fam("x7_road_up", "(i'm|im) driving and (i can't|can't) hear (it|the directions) (turn it up|louder)",
        "the road noise is (drowning it out|too much) (turn|bump) it up",
        "(on the treadmill|at the gym) (crank|turn) it up (let's go|need the energy)", direction="up"),
    fam("x7_hedged_down", f"{_HEDGE} (could|can) you (maybe|perhaps) turn it down (a little|a bit)",
        "(turn|bring) it down (i'm|im) (trying to concentrate|about to take a call)",
        "(yo|bro) (turn|bring) it down (it's|its) (a lot|too much)", direction="down"),
)
MUTE = bind(
    "set_mute", {},
    fam("x7_brit_mute", "(could you|can you) (pop|stick) (my|the) phone on mute (love|mate|please)",
        "(please|kindly) mute (the|all) (audio|sound) (for the meeting|during the presentation)",
        "(sound|audio) off (now|pls|quick)", muted=True),
    fam("x7_reason_mute", "(mute|silence) (my|the) phone (i'm|im) (about to|going to) (give a talk|present|"
        "do a reading)", "i'd like (my|the) phone muted (please|for the duration)", muted=True),
    fam("x7_formal_unmute", "(please|kindly) (unmute|restore the sound on) (my|the) (phone|device)",
        "i'd like the sound (restored|back) [please]", muted=False),
    fam("x7_hedged_unmute", f"{_HEDGE} i think (i'm|the phone is) (still|) on mute (can|could) you (unmute it|take "
        "it off mute)", "unmute (my|the) phone (i'm|im) expecting a call from (the school|the hospital|my boss)",
        muted=False),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("x7_flick_lights", "(flick|pop) the {room} lights {on} (love|mate|please)",
        "(could you|can you) (flick|switch) the lights {on} in the {room} (love|mate)"),
    fam("x7_formal_lights", "i'd like the {room} lights (set|dimmed) to {brightness} [please]",
        "(please|kindly) (change|set) the {room} lighting to {color}", "please arrange the lights in {color}"),
    fam("x7_terse_lights", "{room} lights {color} (now|pls)", "{room} lights at {brightness} (pls|go)",
        "lights {on} {room} (pls|now)"),
    fam("x7_hedged_lights", f"{_HEDGE} (could|can) you (maybe|perhaps) (turn|switch) the lights {{on}} in the "
        "{room}", "{room} (could|should) be a bit dimmer maybe {brightness}",
        slots={"brightness": percent_between(5, 50)}),
    fam("x7_out_lights", "(turn|switch) (off the {room} lights|the {room} lights off) (i'm|we're) heading out",
        "(kill|cut) the lights (in the {room}|) (i'm|we're) off (out|to work)", on=False),
    fam("x7_cooking_lights", "(i'm|im) cooking and can't see (a thing|what i'm doing) (turn|put) the kitchen lights on",
        "(i'm|im) (chopping|cooking) in the dark (flick|switch) the kitchen lights on [love|mate]",
        on=True, room="kitchen"),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("x7_baltic", "it's (baltic|freezing) in here (pop|whack|stick) the heating (up|on) to {temperature}",
        "(pop|whack) the heating to {temperature} (love|mate|please)"),
    fam("x7_formal_temp", "i'd like the (office|room|house) kept at {temperature} [please]",
        "(please|kindly) (adjust|set) the thermostat to {temperature} (before the guests arrive|for the meeting)"),
    fam("x7_terse_temp", "temp to {temperature} (pls|now)", "(heating|thermostat) {temperature} go",
        "(heat|aircon) {temperature} (pls|now)"),
    fam("x7_hedged_temp", f"{_HEDGE} (could|can) you (maybe|perhaps) (set|put) the (heating|thermostat) (to|at) "
        "{temperature}", "i think {temperature} (would be|is) (nicer|better) on the (thermostat|heating)"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("x7_whack_on", "(whack|stick) on {query} (will you|would you|mate)", "(chuck|throw) {query} on (love|mate)"),
    fam("x7_formal_play", "(kindly|please) (queue up|begin playing) {query}", "please arrange for {query} to play"),
    fam("x7_hands_play", "(i'm|im) (making dinner|baking|chopping onions) (so|) (play|put on) {query} [for me]",
        "(i'm|im) (at the gym|on the treadmill|about to lift) (blast|play) {query}",
        "(spin|bump|slap on) {query} (fam|bro) [real quick]", slots={"query": GENRE_OR_ARTIST}),
    fam("x7_hedged_play", f"{_HEDGE} (could|can) you (maybe|perhaps) play {{query}}",
        "i think i (want to hear|feel like hearing) {query} [maybe]", "(song|track) {query} (pls|go|now)",
        slots={"query": pool(vocab.SONGS)}),
    fam("x7_pod_drive", "(put on|play) {query} (the podcast|podcast) (for my commute|while i drive)",
        "(chuck|stick) on {query} (the podcast|podcast) [mate]", "pod {query} (pls|go)", media_type="podcast",
        slots={"query": pool(vocab.PODCASTS)}),
    fam("x7_radio_drive", "(i'd like|kindly put) {query} on the radio [please]",
        "(i'm|im) in the car (switch|flip) (us|me) over to {query}", "(stick|pop) {query} on the wireless (love|mate)",
        media_type="radio", slots={"query": pool(vocab.STATIONS)}),
    fam("x7_book_chores", "(chuck|put) on {query} (the audiobook|audiobook) (i'm|im) (driving|doing the dishes)",
        "(please|kindly) play the audiobook {query} (while i cook|while i drive)", "(resume|carry on) audiobook "
        "{query} [pls]", media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {},
    fam("x7_pause_reason", "(pause|hold) (it|that|the podcast) (someone's at the door|the doorbell's going|i need to "
        "concentrate on this junction)", "(please|kindly) pause (the|) playback", "pause (pls|rn)", action="pause"),
    fam("x7_crack_on", "(right|okay) (crack on|carry on) (then|mate)", "(please|kindly) resume (the|) playback",
        "unpause (it|) (i'm|im) back (from the door|off the phone)", action="resume"),
    fam("x7_naff", "(skip|next) this one's (rubbish|naff|pants) [mate]",
        "(please|kindly) (skip to|go to) the next (track|song|item)", "(nah|nope) skip (this|it) (fam|bro)",
        action="next"),
    fam("x7_formal_back", "(please|kindly) (return to|go back to) the previous (track|song|episode)",
        f"{_HEDGE} (can|could) you (maybe|) play the one before this", "back one (track|song) (pls|please)",
        action="previous"),
    fam("x7_that_enough", "(please|kindly) stop (the|all) playback", "(right|okay) that's enough music (stop it|"
        "switch it off)", "stop the (music|podcast) (i'm|im) (home|parking)", action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("x7_metres", "(robot|) (move|go|head) {direction} {distance_cm}",
        "(kindly|please) (proceed|move) {direction} (by|for) {distance_cm}", "{direction} {distance_cm} (pls|go)",
        slots={"distance_cm": distance_metres}),
    fam("x7_formal_robot", "i'd like the robot to (move|go) {direction} [by] {distance_cm}",
        "(please|kindly) have the robot (move|travel) {direction} {distance_cm}"),
    fam("x7_hedged_robot", f"{_HEDGE} (maybe|) (move|go) {{direction}} (like|about) {{distance_cm}}",
        "i think (it|the robot) (needs|should go) {direction} {distance_cm} (um|maybe)"),
    fam("x7_nip", "(nip|pop) forward [{distance_cm}]", "(crack on|press on) forward [{distance_cm}] (mate|)",
        direction="forward", slots={"distance_cm": distance_metres}),
    fam("x7_reason_back",
        "(back up|reverse) {distance_cm} (you're|it's) (too close to|blocking) the (door|wall|stairs)",
        "(nip|pop) back {distance_cm} (mate|) [please]", direction="backward"),
    fam("x7_wall_turn", "(turn|go) {direction} (there's|theres) (a wall|something) (ahead|in front)",
        "(yo|oi) (bot|robot) (roll|shift) {direction} [{distance_cm}]", slots={"direction": TURN_DIRECTION}),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("x7_that_ll_do", "(robot|) (that'll do|that's grand|that's plenty) stop (there|now)",
        "(oi|hang about) robot stop", "(please|kindly) (bring the robot to a halt|halt the robot)",
        "i'd like the robot to stop (now|immediately)"),
    fam("x7_reason_stop", "stop (the robot|moving) (the cat's|the baby's|someone's) in the way",
        "(freeze|stop) robot (you'll|you're gonna) (knock over|run over) the (plant|vase|cables)"),
    fam("x7_hedged_stop", f"{_HEDGE} (maybe|) (stop|halt) (the robot|it) (that's|thats) (far enough|enough)",
        "(stop|halt) motion (now|pls)", "all stop (robot|now)"),
)

_SLOTS = {**NONE_SLOTS, "song": pool(vocab.SONGS)}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x7_no_torch", "how long (will|can) the (torch|flashlight) stay on", "(strobe|flash|blink) the (torch|"
        "flashlight) (like an sos|on and off)", "is there a torch (app|on this phone)"),
    fam("x7_no_wifi", "(share|send) the (wifi|wi-fi) password (to|with) {name}", "(reset|restart|reboot) the router",
        "(who's|who is) (on|using) my (wifi|wi-fi)", "(run|do) a speed test"),
    fam("x7_no_bt", "(are|is) my (earbuds|headphones) (charged|fully charged)",
        "(unpair|rename) my (car|speaker) [from bluetooth]", "how much battery (is left on|have) my headphones"),
    fam("x7_no_dnd", "(let|allow) calls from {name} through", "who can (get through|break through) do not disturb",
        "how long has do not disturb been on"),
    fam("x7_no_screen", "why does my screen (keep dimming|go dark so fast)", "(change|extend) the screen (timeout|"
        "sleep time)", "keep the screen (awake|on) (while i cook|longer)"),
    fam("x7_no_sound", "(turn on|switch on) the (equaliser|equalizer)", "(talk|speak) (slower|more slowly) [please]",
        "why is (the|my) (sound|audio) (crackling|distorted)", "(change|set) my ringtone to {song}"),
    fam("x7_no_lights", "did i leave the {room} lights on", "(how much|what) power do the lights use",
        "(are|is) the {room} (lights|light) (dimmable|smart)", "change the bulb in the {room}"),
    fam("x7_no_heating", "(is|was) the boiler (on|serviced)", "(bleed|check) the radiators",
        "(turn on|switch on) the (immersion|hot water|towel rail)", "how much gas did we use (this month|last month)"),
    fam("x7_no_media", "(turn on|switch on) (shuffle|repeat)", "(skip|jump) (ahead|forward) (thirty|ten) seconds",
        "(play|set) (it|this) at (double|half) speed", "(show me|what are) the lyrics (to|for) this song",
        "who was the last song (you played|that played)"),
    fam("x7_no_robot", "(robot|) (pick up|fetch) (the|my) (ball|slippers|cup)",
        "robot how far have you (gone|travelled)",
        "(map|scan) the (room|house) [robot]", "(robot|) (vacuum|mop) the (floor|kitchen)",
        "robot what's your battery (at|level)"),
    fam("x7_chat_brit", "(cheers|ta) (mate|love) (that's|thats) (brilliant|lovely|grand)",
        "how (ya|are you) going (mate|today)", "(you're|youre) a (legend|star|gem)", "(sorry|pardon) come again"),
    fam("x7_chat_hedged", f"{_HEDGE} (never mind|actually no|hang on)", "i (don't know|dunno) what i was going to say",
        "(wait|hmm) what was i (doing|saying)", f"{_HEDGE} nothing (sorry|never mind)"),
    fam("x7_chat_slang", "(bruh|bro) (you're|ur) (so|kinda) (slow|mid)", "(that's|thats) (lit|fire|bussin)",
        "(no cap|deadass) (you're|ur) (the best|goated)", "(sup|wassup) what's good"),
    fam("x7_no_office", "(please|kindly) (print|scan) (this|the) (document|report)", "(join|start) the (zoom|teams) "
        "(call|meeting)", "(share|present) my screen", "what's the dial in for (the|this) meeting"),
    fam("x7_no_settings", "(turn on|switch on) (live captions|the screen reader|talkback)",
        "(change|set) (my|the) (keyboard|phone language) to (french|hindi)", "(lock|unlock) (my|the) (phone|screen)",
        "(turn on|enable) (find my phone|lost mode)"),
    fam("x7_no_home", "(lock|unlock) the (front door|back door)",
        "(put|switch) the kettle on", "(start|turn on) the (dishwasher|washing machine)",
        "(is|has) the (dishwasher|washing) finished"),
    fam("x7_no_indian", "(kindly|please) tell me the (cricket|match) score", "what is the (petrol|gold) price today",
        "(kindly|please) (recharge|top up) my (mobile|prepaid)", "(tell me|check) my pnr status"),
    fam("x7_no_road_gym", "how much (fuel|petrol|range) (is left|do i have left)", "(answer|decline) (the|this) call",
        "(hang up|end the call) [please]", "(what's|tell me) my heart rate", "(log|track) my (workout|run)",
        "how (long|many minutes) do i (boil|cook) (pasta|rice)"),
    fam("x7_no_office_asks", "i'd like you to (sort out|handle) (my|the) (expenses|invoices)",
        "please arrange (catering|lunch) for the (team|meeting)", "(please|kindly) (book|arrange) a (courier|cab) for "
        "(the client|my guests)", "i'd like a (summary|recap) of (the|this) meeting"),
    fam("x7_no_hedged_media", f"{_HEDGE} what was that song (called|again)", "i think this song is from the (eighties|"
        "nineties) who (sings|sang) it", f"{_HEDGE} is this (the radio|a podcast) or (a song|music)",
        "(maybe|perhaps) i should (make|start) a playlist (at some point|one day)"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT, *NONE,
]
