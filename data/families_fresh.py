"""Fresh phrasing families: a second held-out measure, never trained on.

Written on 2026-12-04, after the committed calls adapter was trained, by a
helper that had not seen any evaluation result. They are not in
`data.generate.FAMILIES`, so no training split draws them; only the "fresh"
split does (`python -m data.generate --split fresh`).
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, GROCERY, ITEM, PHONE
from data.families_home import MEDIA_ACTION, ROBOT_DIRECTION, TURN_DIRECTION
from data.families_none import NONE_SLOTS
from data.slots import (COLOR, CONTACT, EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, MUSIC, NO_CALL, ON_OFF,
                        ROOM, Family, bind, fam, pool)
from data.spoken import clock, distance, duration, percent, temperature
from data.when import date_time, day

_TORCH = "(flashlight|torch)"
_WIFI = "(wifi|wi-fi)"

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("fresh_torch_mode", f"{_TORCH} mode [on] [please]", f"(hit|tap|press) the {_TORCH} (button|icon) [for me]",
        f"(gimme|lemme have) (the|a) {_TORCH}"),
    fam("fresh_under_things", f"(i'm|i am) (looking|searching|digging) (under|behind) the (bed|couch|car|sofa) "
        f"(i need|get me) (the|a) {_TORCH}",
        f"(it's|it is) (so|really) dark (under|behind) (the|this) (bed|couch|sink) (any chance of|how about) "
        f"(the|a) {_TORCH}"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("fresh_torch_mode_off", f"{_TORCH} mode off [please]",
        f"(hit|tap|press) the {_TORCH} (button|icon) again to turn it off"),
    fam("fresh_power_back", f"the (power's|power is|electricity's) back [on] [so] (ditch|nix) the {_TORCH}",
        f"i can see (fine|again) now (ditch|nix|you can drop) the {_TORCH}"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("fresh_jump_to", f"(jump|head) (into|over to) [the] {_WIFI} (settings|section|screen)",
        f"{_WIFI} (screen|section|page) (now|quick|real quick)"),
    fam("fresh_pick_network", f"(bring up|get me to) the (screen|place) where i (pick|choose) a {_WIFI} network",
        f"(which|what) {_WIFI} am i on (open|show me) the (settings|network settings)"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("fresh_passive", "(i'd like|i want) (bluetooth|the bluetooth) (switched|turned) {enabled} [please]",
        "(can|could) (bluetooth|the bluetooth) be (switched|turned) {enabled} [please]"),
    fam("fresh_unpair", "(unpair|disconnect) (everything|all my devices) and (kill|switch off) bluetooth",
        "bluetooth keeps (connecting|pairing) to (random stuff|my car|the neighbour's speaker) (kill|turn) it off",
        enabled=False),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {},
    fam("fresh_voicemail", "send (all calls|all my calls|every call) (straight|directly) to voicemail "
        "[for (now|a while|the next hour)]",
        "nothing (gets|should get) through (until|till) (morning|i'm back|i'm done) [please]", enabled=True),
    fam("fresh_reachable", "let (people|everyone|folks) (reach|call|text) me again",
        "(dnd|do not disturb) can (go off|be switched off|come off) now", "i'm taking calls again", enabled=False),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("fresh_sunlight", "(i'm|i am) (out in the sun|in direct sunlight) (boost|jack) the (screen|brightness) "
        "(up to|to) {level}", "my eyes (hurt|are burning) (dial|wind) the brightness down to {level}"),
    fam("fresh_try_level", "(let's try|how about|try) {level} (screen brightness|for the brightness|on the display)",
        "(could|can) i get (the|my) (screen|display) (at|on) {level} [please]"),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("fresh_whack", "(whack|stick|bung) the volume (on|at|up to) {level}",
        "(dial|wind) the (volume|sound) (to|up to|down to) {level}"),
    fam("fresh_could_we", "(could|can) we (have|do) the (volume|sound) (at|on) {level}",
        "how about [the] volume (at|on) {level}", "make it so the volume (is|sits) at {level}"),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("fresh_more_juice", "give (it|the speaker) (some|a bit more) (welly|oomph|juice)",
        "(jack|amp) (it|the sound|the music) up [a bit|some]",
        "can't make out (the words|the lyrics|what they're saying) (bump|push) it up", direction="up"),
    fam("fresh_ears_ringing", "my ears are (ringing|bleeding) (bring|roll) it (back|down) [a bit]",
        "(the walls are|the windows are|the floor is) shaking (lower|ease) it (a bit|a touch|down)",
        "(quieten|calm) it down [a notch|a bit]", direction="down"),
)
MUTE = bind(
    "set_mute", {},
    fam("fresh_library", "(i'm|we're) (in a library|at a funeral|in an exam|at a recital) [so] (the|my) phone "
        "(should|needs to|has to) be (silent|on mute)", "mute yourself [for a (bit|while)]", muted=True),
    fam("fresh_dings_back", "(i want to|let me) hear (my|the) (dings|beeps|ringtone|notification sounds) again",
        "(bring|get) the (dings|beeps|noise) back [on the phone]", "unmute yourself", muted=False),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("fresh_oversleep", "don't let me sleep (past|beyond) {time}",
        "(i can't|i cannot) oversleep [tomorrow] [so] (sort out|set up) an alarm (for|at) {time}",
        "make sure i don't (sleep in|oversleep) past {time}"),
    fam("fresh_sort_me", "(sort me out|sort me) an alarm (for|at) {time} [please]",
        "(chuck|pop) an alarm in for {time} (tagged|titled) {label}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("fresh_call_off", "(call off|nix|ditch) (my|the) {time} alarm",
        "(call off|nix|ditch) (all|every one of) my alarms",
        "(call off|nix) the alarm [set] for {time}"),
    fam("fresh_already_up", "(i'm|i am) already (up|awake) [so] (the|my) {time} alarm can go",
        "woke up (early|before it) [so] (skip|drop) (the|my) {time} alarm"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("fresh_and_go", "{duration_seconds} (and go|go|starting right now)",
        "(track|keep track of) {duration_seconds} for me"),
    fam("fresh_goes_in", "the {label} (goes|is going) in for {duration_seconds} (keep track|track it|keep time) "
        "[for me]", "(give|allow) the {label} {duration_seconds} and (let me know|give me a shout)"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("fresh_scratch", "(scratch|forget about) (that|the|my) [{label}] timer [please]",
        "(call off|abandon) the [{label}] (timer|countdown)"),
    fam("fresh_no_timing", "(i|we) (don't|do not) need to time the {label} (anymore|after all)",
        "[all] timers (off|gone|cleared) [please]"),
)
GET_TIME = bind(
    "get_time", {},
    fam("fresh_mate", "(what's|whats) the time (mate|love|pal|buddy|then)", "(any|got any) idea of the time [mate]"),
    fam("fresh_exact", "(what's|tell me) the exact time [right now|please]",
        "(roughly|about|approximately) what time is it [now]"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("fresh_jog_memory", "(jog|refresh) my memory {datetime} (to|that i should) {text}",
        "nag me {datetime} to {text}",
        "(put|stick) in a reminder to {text} {datetime}"),
    fam("fresh_task_first", "{text} {datetime} (don't let it slip|make sure i remember)",
        "(i'm|i am) (supposed|meant) to {text} {datetime} (ping me then|flag it for me)"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("fresh_tied_up", "(i'm|i am) (tied up|booked) with @a {title} {datetime} (log|mark) it [in the calendar]",
        "save the date (for|of) @a {title} {datetime}"),
    fam("fresh_get_it_on", "(there's|we've got) @a {title} {datetime} get it (on|onto) the calendar",
        "(the|our) {title} is {datetime} (lock it in|make it official) [on the calendar]"),
)
CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("fresh_file_under", "(file|stash) {phone_number} under {first_name} {last_name}",
        "(file|stash) {first_name} {last_name} (in|into) my (contacts|address book) [with {email}]"),
    fam("fresh_new_entry", "(got|there's) a new (contact|number) {first_name} {last_name} {phone_number}",
        "{first_name} {last_name} (mobile|cell) {phone_number} (into|in) [my] contacts"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("fresh_owe", "i owe {to} an email about {subject} [let's] (send it|send one) now",
        "{to} (is waiting on|is expecting|needs) an email (about|on) {subject} (send it|send one|go ahead)"),
    fam("fresh_knock_out", "(knock|bang|type) out an email to {to} (about|on) {subject} [that says {body}]",
        "(put together|type up) an email (for|to) {to} re {subject} (and send it|and get it sent)"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("fresh_zoom", "(zoom|zoom in) on {query} [on the map]", "(center|centre) the map on {query}"),
    fam("fresh_get_there", "(map|plot) me a way to {query}",
        "(i've got to|i gotta) (get|make it) to {query} (where is it|which way)",
        "(can|could) i see {query} on (a|the) map"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("fresh_relay", "(pass on|relay) to {recipient} that {body}",
        "(pass|relay) (this|a message) [on] to {recipient} {body}"),
    fam("fresh_needs_know", "{recipient} (needs|has) to know {body} (text them|send it|message them)",
        "(quick|short) text (for|to) {recipient} {body}", "(hit|ping) {recipient} with a text {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("fresh_patch", "(patch me through to|hook me up with) {name} [on the phone]",
        "(phone up|dial up) {name} [for me]",
        "(get me|i want) {name} on the (blower|horn)"),
    fam("fresh_word_with", "i (need|want) (a word|to have a word|a quick chat) with {name} (on|over) the phone",
        "(let's|time to) (call|ring) {name}", "(voice|audio) call (to|with) {name}"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("fresh_chance_of", "(what's the|any) chance of (rain|showers|snow|a storm) [in {location}] {date}",
        "(should|will) i expect (a storm|storms|a heatwave|frost) [in {location}] {date}"),
    fam("fresh_temps", "(give me|what are) the (temps|temperatures|highs and lows) (for|in) {location} [{date}]",
        "(how's|hows) {location} looking weather wise [{date}]"),
)
LIST = bind(
    "add_to_list", {"item": ITEM, "list_name": pool(vocab.LIST_NAMES)},
    fam("fresh_added", "(get|have) {item} added to (my|the) {list_name} list",
        "(i want|i'd like) {item} added to the {list_name} list",
        "{item} (needs adding|wants adding) to the {list_name} list"),
    fam("fresh_all_out", "(we're|i'm) (fresh|clean|all) out of {item} (bung|slap|stick) it on the list",
        "(bung|slap) {item} on the {list_name} list", slots=GROCERY),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("fresh_before_forget", "(before i forget|so i don't forget) (put|save) (this|it) in a note {text}",
        "(before i forget|so i don't forget) {text} (put that|save that) in (a note|my notes)"),
    fam("fresh_following", "(type|put) the following (into|in) a [new] note {text}",
        "(fresh|new) (page|entry) in my notes {text}"),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("fresh_mood", "(set|make) the mood in the {room} with {color} (light|lighting)",
        "{color} (vibes|mood lighting) in the {room} [please]", "{room} (lights|lamps) (down|up) to {brightness}"),
    fam("fresh_light_up", "(light up|illuminate) the {room} [please]",
        "(get|bring) some light (in|into) the {room} [please]",
        "(i'm|we're) (walking|heading) into the {room} (light it up|get the lights on)", on=True),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("fresh_comfy",
        "{temperature} (would be|sounds|feels) (comfy|comfortable|about right) (set it|make it so|do that)",
        "(aim|go) for {temperature} (in here|in the house|on the thermostat)"),
    fam("fresh_shivering", "(i'm|we're) (shivering|freezing our socks off) (put|turn) the heat up to {temperature}",
        "(i'm|we're) (sweating|roasting) (take|wind) the (thermostat|ac) down to {temperature}",
        "(the flat|the apartment|this place) (is|feels like) (a fridge|an oven|a sauna) "
        "(get|bring) it to {temperature}"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("fresh_any_chance", "(any chance|is there any chance) (of|you could play) {query}",
        "{query} (on|through|over) the (speaker|speakers) [please]", "(i'm|we're) (dying|itching) to hear {query}"),
    fam("fresh_audio_version", "(let's listen to|put on) the (audio version|audio edition) of {query}",
        "(i want|i'd like) {query} read (to me|aloud)",
        media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {"action": MEDIA_ACTION},
    fam("fresh_whats_playing", "{action} (whatever's|whatever is) (playing|on) [right now]",
        "{action} (this|the) (tune|jam|number)"),
    fam("fresh_jump_back", "(jump|hop|skip) back (a|one) (song|track|tune)",
        "the (last|previous) (one|tune) was (better|great) (go back to it|put it back on)", action="previous"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("fresh_bear", "(bear|face|point) {direction} [a bit]", "(hard|sharp) {direction} [now|please]",
        slots={"direction": TURN_DIRECTION}),
    fam("fresh_trundle", "(trundle|wheel) {direction} [{distance_cm}]", "{distance_cm} {direction} (go|now)"),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("fresh_not_an_inch", "not (another|one more) (inch|centimeter|centimetre) [robot]",
        "(lock|stop) (your|the) wheels [now|right there]", "(wheels|motors) (off|down) [now]"),
    fam("fresh_thats_plenty", "(that'll|that will) do robot", "(easy|steady) (there|now) robot",
        "(robot|buddy) (take five|take a breather|rest there)"),
)
NONE = bind(
    NO_CALL, NONE_SLOTS,
    fam("fresh_idioms", "(let's|i think we should) call it a (day|night)", "that rings a bell",
        "(she|he) really lights up the room", "time flies when you're having fun", "mark my words",
        "(message|point) taken"),
    fam("fresh_meta", "who (made|built|programmed) you", "(are you always listening|do you record everything)",
        "do you work without (the internet|wifi)", "how many (alarms|timers) can you (keep track of|handle) at once",
        "(can|do) you remember what i (said|asked) (earlier|yesterday)"),
    fam("fresh_reports", "{name} (switched|turned) (off|on) the (lights|heating) (earlier|already)",
        "{name} (said|reckons) it's going to (rain|snow) (tomorrow|later)",
        "{name} (wants|asked) me to (call|ring) (her|him) back (later|tonight)",
        "{name} (put|added) (milk|eggs) on the list (already|this morning)"),
    fam("fresh_chores", "(make|brew) me a (cup of tea|coffee|hot chocolate)", "(fold|iron) (the|my) (laundry|shirts)",
        "(walk|bathe) the dog [for me]", "(scan|print) (this|the) (document|page|letter)",
        "(find|locate) my (airpods|keys|glasses) [in the house]", "(charge|plug in) my (car|scooter|laptop)"),
    fam("fresh_moods", "i can't (sleep|focus|stop yawning) [tonight|today]",
        "(i'm|we're) (so|really) (nervous|stressed|excited) about (tomorrow|the interview|the trip)",
        "(the kids won't settle down|the dog won't stop barking|the neighbours won't be quiet) [again]",
        "this (heat|cold) is (killing me|unbearable)"),
    fam("fresh_device_questions", "why is it called bluetooth",
        "who invented the (thermostat|radio|podcast|flashlight)",
        "how many (colors|colours) can a (smart bulb|hue bulb) (show|make)",
        "what's a (good|healthy) (temperature|volume) for sleeping",
        "what's the (hottest|coldest|wettest) (city|place) on earth"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER, *CALENDAR, *CONTACT_NEW, *EMAIL,
    *MAP, *MESSAGE, *CALL, *WEATHER, *LIST, *NOTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT,
    *NONE,
]
