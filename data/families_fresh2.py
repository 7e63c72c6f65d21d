"""Second fresh phrasing families: an independent author's wordings, never trained on.

Written on 2026-12-04 by a helper that had seen no evaluation result and none
of the other family files except the style reference. Only the "fresh2" split
draws them (`python -m data.generate --split fresh2`).

The wordings imagine people the model has never heard: a retired teacher who
asks politely, a busy parent who explains why before asking, a teenager, a
non-native speaker ("kindly", "on the torch lah"), Scottish and South African
turns of phrase, a driver who speaks in fragments, someone annoyed. Every
family keeps its call unambiguous under `../shared/catalog.md`; the no-call
families (in `data/families_fresh2_none.py`) are chit-chat, general questions,
requests the catalog cannot do, remarks that only mention a device, take-backs
and questions about device state that no function answers.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, PHONE
from data.families_fresh2_none import NONE
from data.families_home import TURN_DIRECTION
from data.slots import (COLOR, CONTACT, EMAIL_ADDRESS, EMAIL_TO, ENABLE_DISABLE, FIRST_NAME, LAST_NAME, MUSIC,
                        ON_OFF, ROOM, Family, bind, enum, fam, pool)
from data.spoken import clock, distance, duration, percent, temperature
from data.when import date_time, day

SHOPPING_ITEM = pool(vocab.LIST_ITEMS)
FOOD = pool(tuple(label for label in vocab.TIMER_LABELS if label in {
    "pasta", "eggs", "pizza", "rice", "cookies", "bread", "steak", "potatoes", "brownies", "roast", "cake", "chicken",
    "soup"}))
WAY = enum(("forward", "forward"), ("ahead", "forward"), ("straight ahead", "forward"), ("back", "backward"),
           ("backwards", "backward"), ("backward", "backward"), ("left", "left"), ("right", "right"))

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("fresh2_in_the_dark",
        "lost my (earring|contact lens|hearing aid) down (here|the side of the bed) (flashlight|torch) please",
        "the power's (gone|out) (flashlight|torch) on (please|quick)",
        "it's pitch (black|dark) (out here|in this cupboard) (put|get) the (flashlight|torch) on",
        "can't see the keyhole (switch|turn) the (flashlight|torch) on"),
    fam("fresh2_phone_lamp", "(make|turn) (my|this) phone into a (flashlight|torch)",
        "on the (torch|flashlight) (lah|please)",
        "(activate|enable) the (flashlight|torch) (please|now)",
        "(could|can) you (light up|switch on) the (flashlight|torch) for me"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("fresh2_found_it", "(found it|got it) you can (switch|turn) the (flashlight|torch) off (now|thanks)",
        "(okay|right) i can see (now|again) (flashlight|torch) off",
        "the power's back (kill|cut) the (flashlight|torch)"),
    fam("fresh2_torch_battery",
        "(that|this) (flashlight|torch) (will|is gonna) (flatten|kill) my battery (shut|put) it off",
        "off the (torch|flashlight) (lah|please)", "(deactivate|disable) the (flashlight|torch) (please|now)",
        "(could|can) you (shut|switch) the (flashlight|torch) off for me"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("fresh2_wifi_trouble",
        "my (wifi|wi-fi|internet) (keeps dropping|is acting up) (open|show me) the (wifi|wi-fi) settings",
        "my phone won't connect to the (wifi|wi-fi) (can you|please) (open|bring up) the (wifi|wi-fi) (page|options)",
        "(i think|i reckon) the (wifi|wi-fi) is (broken|down) (take me to|open) the (wifi|wi-fi) (page|menu)"),
    fam("fresh2_wifi_network", "i want to (change|switch) (wifi|wi-fi) networks",
        "(pick|choose) a different (wifi|wi-fi) network (for me|please)",
        "disconnect (from the|me from this) (wifi|wi-fi) [network]",
        "where do i (change|find) my (wifi|wi-fi) (settings|network)"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("fresh2_bt_gadget", "(get|put) bluetooth (going|on) i want to (use|pair) my (headphones|earbuds|smartwatch)",
        "i want to play music through my (speaker|car radio) so (switch|turn) on bluetooth",
        "(my|the) (hearing aids need|smartwatch needs) bluetooth (can you|please) (turn|switch) it on",
        enabled=True),
    fam("fresh2_bt_done", "(i don't need|no need for) bluetooth (anymore|right now) (turn|switch) it off",
        "bluetooth is (draining|eating) my battery (kill|shut) it off",
        "(off|close) the bluetooth (lah|please)", "(done|finished) with the (earbuds|headphones) bluetooth off",
        enabled=False),
    fam("fresh2_bt_flip", "(could|can) you (flip|put) (the|my) bluetooth {enabled} (please|for me)",
        "bluetooth {enabled} (now|cheers)", "(phone|my phone) bluetooth {enabled}"),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("fresh2_dnd_busy",
        "i'm (heading into|about to start) (an exam|a job interview|a presentation) (turn|switch) on do not disturb",
        "no one must (bother|disturb) me for the next (hour|while) (put|turn) on do not disturb",
        "(going to bed|off to sleep) [now] (set|put) (my|the) phone (on|to) do not disturb", enabled=True),
    fam("fresh2_dnd_over",
        "(the meeting's finished|i'm done with my exam|i'm awake now) (turn|switch) off do not disturb",
        "(end|stop) do not disturb (now|please)",
        "let my (calls|notifications) through again (turn|switch) off do not disturb", enabled=False),
    fam("fresh2_dnd_verb", "[please] {enabled} do not disturb [mode]",
        "{enabled} (my|the) (dnd|do not disturb) (now|for me)",
        "(i'd like to|please can you) {enabled} do not disturb", slots={"enabled": ENABLE_DISABLE}),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("fresh2_bright_eyes", "my eyes (hurt|are sore) (set|put) the screen brightness (to|at) {level}",
        "it's so sunny i can't see the screen make the brightness {level}",
        "(the|my) screen is too (dark|bright) (put|set) it (at|to) {level} brightness"),
    fam("fresh2_bright_value", "{level} (screen|display) brightness (please|thanks)",
        "{level} on the (screen|display) brightness", "(display|screen) brightness {level} (please|lah|thanks)"),
    fam("fresh2_bright_ask", "could i ask you to (change|adjust) my (screen|display) brightness to {level}",
        "(is it possible to|would you) (set|change) the brightness (of|on) my (screen|display|phone) to {level}",
        "would you mind putting my screen brightness (on|at) {level}"),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("fresh2_vol_ask", "(could|can) you (put|set) the volume (on|at) {level} (please|for me)",
        "would you be so kind as to (set|put) the volume (to|at) {level}",
        "is it possible to (have|get) the volume at {level}"),
    fam("fresh2_vol_reason", "(the kids are|my mum is) (sleeping|on the phone) (put|set) the volume (to|at) {level}",
        "i'm (on the train|in the car|at the gym) volume (to|at) {level} please",
        "(this|the) (film|podcast|video) is (too quiet|too loud) (put|set) the volume (to|at) {level}"),
    fam("fresh2_vol_terse", "volume {level} (now|yeah)", "volume needs to be (on|at) {level}",
        "{level} on the volume (cheers|ta)", "(speaker|car) volume (to|at) {level}"),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("fresh2_cant_hear", "i can't hear (a thing|anything|the video) (make|turn) it louder",
        "(too quiet|way too quiet) (bump|push) it up (a notch|a bit)", "(louder|more volume) (pls|man|bro)",
        direction="up"),
    fam("fresh2_too_loud", "(that's|it's) (way|far) too loud (bring|turn) it down",
        "(ouch|my ears) (turn|bring) the volume down (a bit|a notch)", "(quieter|less volume) (please|thanks)",
        "that's a wee bit loud (turn|bring) it down", direction="down"),
    fam("fresh2_notch_up", "(volume|sound) up (a notch|one notch|a couple of notches)",
        "(raise|increase) the (volume|sound) (a little|some)", "(can|could) you (make|turn) (it|this) a bit louder",
        direction="up"),
)
MUTE = bind(
    "set_mute", {},
    fam("fresh2_mute_quiet_place",
        "i'm (walking into|in) (a meeting|class|a funeral|the library) (mute|silence) my phone",
        "(the|this) (sermon|lecture|service) is starting (put|set) (the|my) phone (on|to) silent",
        "(turn|switch) the sound off on (my|this) phone", muted=True),
    fam("fresh2_unmute_back", "(unmute|unsilence) (my|the) phone (please|now)",
        "(give me|i want) my ringer back (please|now)", "take (my|the) phone off silent (please|now)",
        muted=False),
    fam("fresh2_mute_annoyed", "(ugh|argh) (enough|stop) with the (beeping|dinging) just mute (it|everything)",
        "(mute|silence) (all|every) sound (now|please)", "(kill|cut) the sound (completely|entirely)",
        muted=True),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("fresh2_alarm_reason",
        "(i have|i've got) (a flight|an interview|school) (in the morning|tomorrow) so wake me [up] at {time}",
        "[please] make sure i'm out of bed (by|at) {time}",
        "(set|put) (an|my) alarm (for|at) {time} i (can't|mustn't) be late"),
    fam("fresh2_alarm_label", "(sort|book) me @a {label} alarm (for|at) {time}",
        "alarm for {time} (labelled|labeled|named) {label}", "i need an alarm at {time} (it's|that's) for {label}"),
    fam("fresh2_alarm_ask", "(can|could|would) you (wake|get) me up at {time} (please|if you would)",
        "is it possible to (set|have) an alarm (for|at) {time}",
        "(do me a favour|do me a favor) and (set|put) an alarm [on] for {time}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("fresh2_day_off", "(it's|tomorrow is) (my day off|a holiday) (turn off|cancel|switch off) all my alarms",
        "i don't need (any|my) alarms (tomorrow|this week) (delete|clear) them",
        "(clear|delete) (all|every one) of my alarms (please|now)"),
    fam("fresh2_drop_one", "(bin|axe) (the|my) {time} alarm",
        "the alarm (for|at) {time} can go [now]",
        "(plans changed|i've changed my plans) (cancel|delete) the alarm (for|at) {time}"),
    fam("fresh2_cancel_alarm_ask", "could i ask you to (cancel|switch off) the alarm (for|at) {time}",
        "(would|could) you (clear|remove) all (my|the) alarms",
        "is it possible to (cancel|delete) the alarm (for|at) {time}"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("fresh2_timer_kitchen", "(the|my) {label} (wants|has to cook for) {duration_seconds} (set|start) a timer",
        "(put|stick) a timer on {duration_seconds} for the {label}",
        "(count|countdown) {duration_seconds} for (the|my) {label}", slots={"label": FOOD}),
    fam("fresh2_timer_countdown", "(set|kick off) a countdown (of|lasting) {duration_seconds}",
        "(give me|i need) {duration_seconds} on the clock", "give me a buzz in {duration_seconds}",
        "let me know (after|once) {duration_seconds} (have passed|has gone by)"),
    fam("fresh2_timer_ask", "(can|could) you (time|set a timer for) {duration_seconds} (for me|please)",
        "(would you|could you) (start|run) a timer (of|for) {duration_seconds}",
        "(would you|could you) time the {label} for {duration_seconds}"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("fresh2_timers_all", "(wipe|clear out) every (timer|single timer) (i've got|running)",
        "(i don't need|forget) the timer (anymore|now) (cancel|stop) it", "(kill|stop) all the timers (please|now)"),
    fam("fresh2_timer_named", "(cancel|stop|scrap) the {label} timer (please|now)",
        "(get rid of|delete) (my|the) timer for the {label}", "{label} timer (off|gone) (please|now)"),
    fam("fresh2_cancel_timer_ask", "(can|could) you (cancel|stop) (the|my) timer (please|for me)",
        "(would you|could you) (cancel|kill) the {label} timer", "is it possible to (cancel|stop) the timer"),
)
GET_TIME = bind(
    "get_time", {},
    fam("fresh2_have_you_got", "(excuse me|sorry) (do you know|have you got) the time",
        "what time do you make it (mate|then)", "(you|have you) got the time on you", "what's the clock saying"),
    fam("fresh2_am_i_late", "(am i|are we) running late what time is it", "did i oversleep what time is it",
        "how late is it (now|already)", "time check (please|lah)", "quick time check"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("fresh2_forgetful", "(i always forget|i keep forgetting) to {text} so please remind me {datetime}",
        "(my memory is terrible|i'm so forgetful) [please] remind me to {text} {datetime}",
        "i'll never remember to {text} [so] remind me [{datetime}]"),
    fam("fresh2_time_first", "{datetime} (be sure to|make sure to) remind me to {text}",
        "(nudge|poke) me {datetime} so i remember to {text}", "{datetime} i'll need a (reminder|nudge) to {text}"),
    fam("fresh2_remind_ask", "(would you be able to|are you able to) remind me to {text} [{datetime}]",
        "(will|could) you make sure i remember to {text} {datetime}",
        "is it possible to get a reminder to {text} [{datetime}]"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("fresh2_pencil", "pencil me in for @a {title} {datetime}",
        "{datetime} pencil me in for @a {title}", "pencil @a {title} in the diary {datetime}"),
    fam("fresh2_got_one", "(i've got|i have) @a {title} {datetime} (pop|stick) it (in|on) my calendar",
        "there's @a {title} {datetime} (can you|please) (add|put) it (in|on) the calendar",
        "(heads up|just so you know) i have @a {title} {datetime} (stick|pop) it in my calendar"),
    fam("fresh2_entry", "(schedule|book) @a {title} (in|on) my calendar {datetime}",
        "(make|set up) a calendar entry (for|called) {title} {datetime}",
        "new calendar event {title} {datetime}"),
)
CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("fresh2_just_met",
        "i [just] met {first_name} {last_name} (today|at the conference) (add|save) them to my contacts",
        "i met {first_name} {last_name} at (the gym|a party) save them with the number {phone_number}",
        "{first_name} {last_name} (from work|from church) gave me (her|his) email {email} keep it as a contact"),
    fam("fresh2_new_entry", "(new|add a new) contact {first_name} {last_name} (number|phone) {phone_number}",
        "(new|add a new) contact {first_name} {last_name} email {email}",
        "(new|add a new) contact first name {first_name} last name {last_name}"),
    fam("fresh2_contact_ask",
        "(can|could) you (save|store) {first_name} {last_name} in my phone with (the|her|his) number {phone_number}",
        "would you add {first_name} {last_name} as a contact (with the email|email address) {email}",
        "(can|could) you put {first_name} {last_name} in my contacts"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("fresh2_kindly", "(please|kindly) (send|compose) an email to {to} (regarding|concerning) {subject}",
        "(kindly|please) email {to} (regarding|concerning) {subject} (stating that|saying) {body}",
        "kindly (send|write) a mail to {to} with the subject {subject}"),
    fam("fresh2_fire_off", "fire off an email to {to} (re|on the subject of) {subject} [saying {body}]",
        "drop (an email|a quick email) to {to} (re|regarding) {subject}",
        "[quick] email to {to} subject {subject} (message|body) {body}"),
    fam("fresh2_email_ask", "i'd be grateful if you could email {to} about {subject} [and (say|tell them) {body}]",
        "(would you|could you) write to {to} by email (about|on) {subject}",
        "is it possible to send {to} an email about {subject}"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("fresh2_where_is", "show me where {query} is on the map",
        "(i'm|we're) trying to find {query} (pull it up|show it) on the map",
        "how do i get to {query} from here"),
    fam("fresh2_route", "(get|give) me directions to {query} please", "(map out|work out) (a route|the way) to {query}",
        "(driving|walking) directions to {query}"),
    fam("fresh2_maps_app", "(open up|fire up) (google maps|apple maps|waze) and (find|search for) {query}",
        "whereabouts is {query} on (google maps|the map)", "(look|search) for {query} using the maps app"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("fresh2_let_know", "(please|can you) let {recipient} know {body}",
        "(shoot|send) a quick text to {recipient} (saying|that says) {body}",
        "(just|quickly) let {recipient} know by text that {body}"),
    fam("fresh2_sms", "(send|write) an sms to {recipient} that reads {body}",
        "whatsapp {recipient} and (say|tell them) {body}", "quick sms to {recipient} {body}"),
    fam("fresh2_msg_ask", "(can|could) you (drop|send) {recipient} a (text|message) to say {body}",
        "would you send {recipient} a message (saying|that says) {body}",
        "is it possible to text {recipient} (saying|that) {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("fresh2_ring", "(give|gimme) {name} a (ring|bell|buzz) (please|now)", "ring {name} up (for me|please)",
        "(phone|call) {name} on (the mobile|their mobile|their cell)"),
    fam("fresh2_through_to", "connect me through to {name}", "(dial|call up) {name} on speaker",
        "i need to (talk|speak) to {name} (right now|urgently) call [them]"),
    fam("fresh2_call_ask", "i'd be grateful if you could (call|ring) {name} for me",
        "(would you|could you) (get|phone) {name} on the (line|phone)", "is it possible to call {name} [now]"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("fresh2_umbrella", "(is it|will it be) (brolly|umbrella) weather [in {location}] [{date}]",
        "is there any (chance|sign) of rain [in {location}] [{date}]",
        "how (nippy|muggy) (is it|will it be) [in {location}] [{date}]"),
    fam("fresh2_trip",
        "(i'm|we're) (flying|heading|going) to {location} {date} what weather should (i|we) (expect|pack for)",
        "how's the weather (shaping up|holding up) (in|over in) {location} [{date}]",
        "(check|look up) the weather (over in|out in) {location} [{date}]"),
    fam("fresh2_weather_terse", "what's it doing outside (now|at the moment)",
        "what's the temperature (outside|out there) (right now|at the moment)",
        "(weather|forecast) (for|in) {location} [{date}] (please|lah)"),
)
LIST = bind(
    "add_to_list", {"item": SHOPPING_ITEM, "list_name": pool(vocab.LIST_NAMES)},
    fam("fresh2_running_low", "we're (out of|low on|running low on) {item} (add|put) it (on|to) the {list_name} list",
        "we're (out of|low on|running low on) {item} (add|put) it (on|to) my list",
        "(bung|stick) {item} on the shopping list (we're out|we've run out)"),
    fam("fresh2_list_first", "(on|to) the {list_name} list (add|put) {item}", "{list_name} list new item {item}",
        "for the {list_name} list (put|write) down {item}"),
    fam("fresh2_list_ask", "(can|could) you (add|put) {item} (on|to) the {list_name} list",
        "would you (add|stick) {item} (on|to) (my|our) {list_name} list",
        "is it possible to add {item} to my list"),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("fresh2_jot", "(jot|note) down that {text}", "(make|take) a note [for me] (that says|saying) {text}",
        "put this in a note {text}"),
    fam("fresh2_before_forget", "(i don't want to forget this|before i forget) (write|put) it in my notes {text}",
        "pop this (in|into) my notes {text}", "{text} (keep|save) that in my notes"),
    fam("fresh2_note_ask", "(can|could) you (write|note) down {text}",
        "would you (make|create) a note (that says|saying) {text}", "is it possible to save a note {text}"),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("fresh2_lights_room", "(turn|switch|flip) the lights {on} in the {room} [please]",
        "(can|could) you (please|just) (turn|switch) the {room} lights {on}", "{room} lights {on} (please|now|ta)"),
    fam("fresh2_lights_level", "(dim|lower) the {room} lights (down|right down) to {brightness}",
        "(set|put) the lights in the {room} (at|to) {brightness}",
        "(nudge|ease) the {room} lights (down|up) to {brightness}"),
    fam("fresh2_lights_colour", "(could you make|can we make) the {room} lights {color}",
        "(i'd like|i fancy) {color} lights in the {room}",
        "(change|switch) the lights over to {color} [in the {room}]"),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("fresh2_freezing",
        "(blimey|eish|jeez) it's (freezing|boiling) [in here] (set|put) the (heating|aircon) to {temperature}",
        "(the house|the flat) is (too cold|too warm) (set|turn) the thermostat to {temperature}",
        "(brr|gosh) it's cold (put|turn) the heating up to {temperature}"),
    fam("fresh2_thermo_ask", "be a dear and set the thermostat (to|at|on) {temperature}",
        "(can|could) you make the (house|flat|apartment) {temperature}",
        "would you (set|change) the (heating|temperature) to {temperature}"),
    fam("fresh2_thermo_terse", "(heating|thermostat) {temperature} (please|now)",
        "{temperature} on the (thermostat|heating) (cheers|ta|then)", "(house|home) temperature {temperature}"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("fresh2_wanna_hear", "i fancy a bit of {query}",
        "(chuck|throw) on {query} for me", "(can i get|could we get) {query} going [please]"),
    fam("fresh2_podcast", "(queue up|load up) the (latest|newest) episode of {query}",
        "(i want to|let me) listen to the {query} podcast", "that podcast {query} (put it on|play it)",
        media_type="podcast", slots={"query": pool(vocab.PODCASTS)}),
    fam("fresh2_audiobook", "(put on|load) the audiobook [of] {query}",
        "(i'd like|i want) to listen to {query} (as an audiobook|on audiobook)", "{query} audiobook (please|now)",
        media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {},
    fam("fresh2_skip", "(skip|ditch) (this|that) (one|tune|track) (i hate it|it's rubbish|it's naff)",
        "(not|ugh not) this (song|one) again skip it", "jump on to the next (one|song|track|episode)",
        action="next"),
    fam("fresh2_hold", "(hold on|hang on) (a sec|a second) pause the (music|podcast|song)",
        "pause (the|this) (podcast|song|audiobook) (a sec|for a second|for a moment)",
        "(the doorbell|the baby) (just went|is crying) pause (it|the music)", action="pause"),
    fam("fresh2_carry_on", "(okay|right) i'm (back|done) (unpause|resume) (it|the music|the podcast)",
        "(carry on|continue) (playing|with the music) from where (it stopped|we left off)",
        "(go ahead and|you can) (press|hit) play again", action="resume"),
)
ROBOT = bind(
    "move_robot", {"direction": WAY, "distance_cm": distance},
    fam("fresh2_roll", "(roll|trundle|creep) {direction} (about|roughly) {distance_cm}",
        "(robot|buddy|little guy) (can you|please) (move|go) {direction} [{distance_cm}]",
        "{distance_cm} {direction} (please|robot)"),
    fam("fresh2_hang_a", "hang a {direction} (robot|buddy|here)", "(do|pull) a {direction} [turn] (now|here)",
        "(rotate|spin) (yourself|round) to the {direction}", slots={"direction": TURN_DIRECTION}),
    fam("fresh2_reverse", "(reverse|back up) [{distance_cm}] (robot|please)",
        "shift into reverse [{distance_cm}]", "back off [{distance_cm}] (robot|buddy)", direction="backward"),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("fresh2_halt", "(robot|hey robot) (stop|halt) (right now|immediately)", "(whoa|woah) (stop|stop stop) [robot]",
        "(halt|stop) the robot (at once|this instant)"),
    fam("fresh2_danger",
        "(careful|watch out) (you're|it's) (going to|gonna) (hit|crash into) the (wall|cat|table) stop",
        "(emergency stop|e stop) (robot|now)", "(don't move|don't go) (one more|another) (inch|step)",
        "stay still robot"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER, *CALENDAR, *CONTACT_NEW, *EMAIL,
    *MAP, *MESSAGE, *CALL, *WEATHER, *LIST, *NOTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT,
    *NONE,
]
