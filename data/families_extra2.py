"""Training phrasing families, round 2 of blind additions (written without seeing any evaluation set).

They cover the Mobile Actions functions, the phone settings and the alarm
functions with speakers the other files say little for: polite and wordy older
speakers, non-native grammar ("open the torch", "keep an alarm for six"),
teenage slang, British, Indian and Australian turns of phrase, value-first
fragments, needs stated as a situation ("the power's out"), and commands wrapped
in context. The no-call families add near misses on the same topics that the
catalog cannot do (airplane mode, reading email, asking what an alarm is set to).
Every key starts with "x2_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import PHONE
from data.families_device import BT, DND, FLASH
from data.families_none import NONE_SLOTS
from data.slots import (EMAIL_ADDRESS, EMAIL_TO, ENABLE_DISABLE, FIRST_NAME, LAST_NAME, NO_CALL, ON_OFF, UP_DOWN,
                        Family, bind, enum, fam, pool)
from data.spoken import clock, percent, percent_between
from data.when import date_time

_HIGH, _LOW = percent_between(50, 100), percent_between(0, 50)

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("x2_dropped",
        f"i dropped my (keys|earring|ring|contact lens) (under|behind) the (couch|seat|bed) (i need|give me) "
        f"the {FLASH}", f"(help me|i need to) find my (keys|charger|glasses) in the dark [put the {FLASH} on]",
        f"(can't|i can't) find the keyhole (turn|switch) (on the {FLASH}|the {FLASH} on)"),
    fam("x2_power_cut", f"the (power's|power is) (out|gone) (turn|switch|put) on the {FLASH}",
        f"(blackout|power cut|power outage) {FLASH} on [please]",
        "we've lost (power|the electricity) i need some light from (my|the) phone"),
    fam("x2_polite_on", f"would you (kindly|please|be so kind as to) (turn|switch) on the {FLASH} [for me]",
        f"(could|can|may) i [please] have the {FLASH} on",
        f"i'd be ever so grateful if you'd (turn|put) the {FLASH} on"),
    fam("x2_open_torch", f"(please|kindly) open the {FLASH}", "(open|start|on) the (torch light|flash light) [please]",
        f"make (the|my) {FLASH} (on|to on) [please]", f"{FLASH} (on karo|on kar do|start karo)"),
    fam("x2_fragment_on", f"{FLASH} (now|quick|asap|pronto)", "(phone|camera) light on [please|quick]",
        f"need the {FLASH} [real quick|rn]", f"(yo|bro|mate) {FLASH} (on|on pls)"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("x2_found_it", f"(ok|okay|alright) (i found it|got it|found them) [you can] (turn|switch) the {FLASH} off",
        f"i'm (done|finished) with the {FLASH} [thanks]",
        f"found my (keys|glasses|phone charger) the {FLASH} can go off"),
    fam("x2_battery_drain", f"(the|my) {FLASH} is (draining|killing|eating) my battery (turn|switch) it off",
        f"(save|saving) (my|the) battery (turn|shut) the {FLASH} off",
        f"don't waste battery on the {FLASH} turn it off"),
    fam("x2_close_torch", f"(please|kindly) close the {FLASH}",
        f"make (the|my) {FLASH} off [please]", f"{FLASH} (off karo|band karo|band kar do)"),
    fam("x2_fragment_off", f"{FLASH} off (now|thanks|cheers|ta)", f"that's enough {FLASH} [thanks]",
        f"no more {FLASH} [please|thanks]", f"(yo|bro|mate) {FLASH} off",
        f"(ow|ouch) (the|that) {FLASH} is (blinding me|in my eyes) (turn|switch|shut) it off"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("x2_leave_network", "(disconnect|unplug) me from the (wifi|wi-fi) [network]",
        "(get|take) me off (this|the) (wifi|wi-fi) [network]", "(drop|leave|forget) this (wifi|wi-fi) network"),
    fam("x2_laggy", "(my|the) internet is (crawling|dead|so laggy|super slow) (open|pull up) the (wifi|wi-fi) settings",
        "nothing (is loading|will load) (show|open) me the (wifi|wi-fi) (options|settings)",
        "(ugh|man) the (wifi|wi-fi) keeps dropping (let me|i wanna) (check|see) the settings"),
    fam("x2_polite_wifi",
        "be a dear and (open|pull up) the (wifi|wi-fi) settings for me",
        "i'd like to (see|check) my (wifi|wi-fi|wireless) settings [please]",
        "would you mind (opening|showing me) the (wifi|wi-fi) (page|settings)"),
    fam("x2_new_router", "(we|i) (got|have) a new router (open|take me to) the (wifi|wi-fi) settings",
        "i (need|want) to (join|connect to) (a|the) new (network|router)",
        "(switch|change) (me|my phone) (to|over to) (a different|another|the other) (wifi|wi-fi) network"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("x2_pair",
        "i (want|need) to pair my (headphones|watch|keyboard|speaker|hearing aids) (turn|switch) on bluetooth",
        "(pair|sync) (my|the) (earbuds|smartwatch|fitbit|wireless speaker)",
        "get bluetooth (going|running) so i can (pair|connect) my (headphones|watch|speaker)", enabled=True),
    fam("x2_bt_polite", "(could|would) you [please|kindly] (turn|switch) [the] bluetooth {enabled} [for me]",
        "i'd like [the] bluetooth {enabled} [please]",
        "(bluetooth|bt) {enabled} (mate|bro|thanks|ta)"),
    fam("x2_bt_enable", "{enabled} (bluetooth|blue tooth|bt) [please|now]", "please {enabled} (my|the) bluetooth",
        "(can|could) you {enabled} bluetooth", slots={"enabled": ENABLE_DISABLE}),
    fam("x2_bt_battery", "bluetooth is (draining|eating) my battery (turn|switch) it off",
        f"(save|saving) battery (turn|switch) {BT} off",
        "(don't|i don't) need (bluetooth|bt) (anymore|right now|for now)",
        "(take|put) the headphones away and (kill|stop) the bluetooth", enabled=False),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("x2_no_interruptions", "i'm (going into|heading into|about to start) (a meeting|an interview|an exam|surgery) "
        "(hold|block) my notifications", "(going into|heading into) a (meeting|presentation) no interruptions [please]",
        "don't let anyone (disturb|bother|interrupt) me [for a while|till i'm done]", enabled=True),
    fam("x2_dnd_polite", f"(could|would) you [please|kindly] put (my|the) phone on {DND} [for me]",
        f"would you mind (turning|switching) on {DND}", f"(kindly|please) (activate|enable) {DND}", enabled=True),
    fam("x2_expecting_call",
        f"i'm expecting (an important call|a call from the doctor|a delivery) (turn|switch) off {DND}",
        "(let|allow) (calls|notifications|messages) through again",
        f"(kindly|please) (deactivate|disable) {DND}", f"(i'm|i am) free now {DND} off", enabled=False),
    fam("x2_off_to_bed", "(i'm|i am) (off to|going to) (bed|sleep) (block|hold|silence) (all|my) notifications",
        f"night night {DND} on", f"(going to|off to) (bed|sleep) (put me on|switch on) {DND}", enabled=True),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("x2_sunlight", "i'm (outside|out in the sun|at the beach) and i can't see my screen (set|put) brightness "
        "(to|at) {level}", "too much glare (bump|turn) the screen up to {level}",
        "(in|in this) (sunlight|sun) (i need|give me) the screen at {level}", slots={"level": _HIGH}),
    fam("x2_eyes_hurt", "(my eyes hurt|it's hurting my eyes) (set|lower|drop) (the|my) brightness to {level}",
        "(reading|i'm reading) in (bed|the dark) (drop|lower|dim) (the|my) screen to {level}",
        "the screen is (burning|killing) my eyes (take|bring) it down to {level}", slots={"level": _LOW}),
    fam("x2_bright_polite", "(could|would) you [please|kindly] (adjust|change|set) the (screen|display) brightness to "
        "{level}", "would you mind (setting|putting) my brightness (at|to) {level} [please]",
        "i'd like the (screen|display) (at|on) {level} brightness [please]"),
    fam("x2_bright_value_first", "{level} on the brightness [please]", "{level} for the (screen|display) [please]",
        "brightness make {level}"),
    fam("x2_half_bright", "half brightness [please]", "(put|set|drop) the screen (at|to) half brightness",
        "screen (at|to) half [brightness] [please]", level=50),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("x2_ringer_level", "(set|put) (the|my) (ringer|ringtone|ring) volume (to|at) {level}",
        "ringer (at|to) {level} [please]", "(media|call) volume (to|at) {level} [please]"),
    fam("x2_vol_value_first", "{level} on the volume [please]", "{level} (volume|sound) [please|mate]",
        "(make|keep) (the|my) (volume|sound) {level}"),
    fam("x2_vol_polite", "(could|would) you [please|kindly] (set|adjust|change) the volume to {level}",
        "would you mind (putting|setting) the (sound|volume) (at|to) {level} [please]",
        "i'd like the volume (at|on) {level} [please]"),
    fam("x2_half_vol", "half volume [please]", "(put|set) (the|my) volume (at|to) half [way]",
        "(sound|volume) halfway [please]", level=50),
    fam("x2_vol_context",
        "(i'm|we're) (watching a movie|having a party|in the car) (set|put) the volume (to|at) {level}",
        "(my|the) (podcast|audiobook) is too quiet (set|put) it (to|at) {level} volume",
        "(grandad|grandma) is (visiting|here) (put|bring) the (sound|volume) up to {level}", slots={"level": _HIGH}),
    fam("x2_vol_hush",
        "(the baby is|the kids are) (asleep|sleeping) (drop|lower|bring) the volume (to|down to) {level}",
        "(my|the) (podcast|audiobook) is too loud (set|put) it (to|at) {level} volume",
        "(it's|it is) late (and|so) (drop|bring) the (sound|volume) (down to|to) {level}", slots={"level": _LOW}),
)
_LOUDER = enum(("louder", "up"), ("quieter", "down"), ("softer", "down"))
_RAISE = enum(("increase", "up"), ("decrease", "down"), ("reduce", "down"), ("raise", "up"), ("lower", "down"))
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("x2_too_quiet", "(it's|this is) (too quiet|way too quiet|barely audible)",
        "i can (barely|hardly) hear (the|this) (music|video|podcast|movie)",
        "(grandma|grandpa|dad) can't hear the (telly|tv|radio) (turn|put) it up", direction="up"),
    fam("x2_too_loud", "(it's|that's|this is) (way too loud|deafening|hurting my ears)",
        "(whoa|woah|ouch) (too loud|that's loud)", "(yikes|jeez) that's (blasting|booming)",
        direction="down"),
    fam("x2_slang_down", "(chill|easy) (with|on) the volume [bro|mate]",
        "(tone|dial) (it|the volume) down [a notch|a bit]",
        "(take|knock) it down a notch [please]", direction="down"),
    fam("x2_polite_adjust",
        "(could|would) you [please] make (it|the sound|the music) (a little|a bit|slightly) {direction}",
        "would you mind making (it|the music|the sound) {direction} [please]",
        "a (tad|wee bit|little) {direction} please",
        slots={"direction": _LOUDER}),
    fam("x2_nonnative_adjust", "please {direction} the (volume|sound) [little|a little|little bit]",
        "kindly {direction} the (volume|sound) (slightly|a bit|somewhat)",
        "{direction} (volume|sound) (little bit|little) please",
        slots={"direction": _RAISE}),
    fam("x2_notch", "(turn|take) the (volume|music|sound) {direction} a (notch|click|step|couple of clicks)",
        "(volume|sound) {direction} (one more|another) (notch|click|step)",
        "{direction} a (notch|click|step) on the (volume|sound) [please]", slots={"direction": UP_DOWN}),
)
MUTE = bind(
    "set_mute", {},
    fam("x2_quiet_place", "(i'm|we're) (at a funeral|in the library|in class|in the cinema) (silence|mute) "
        "(everything|this thing|my ringer)", "(going|heading) into (a meeting|church|an exam) (mute|silence) my phone",
        "the (show|play|lecture|service) is about to start (silence|mute) (my|the) phone",
        muted=True),
    fam("x2_ringer_off", "ringer off [please|now]",
        "(kill|cut) the (ringer|ringtone) [please]", "no ringing (please|for now|tonight)", muted=True),
    fam("x2_silent_mode", "(go|switch) (to|into) silent [mode] [please]", "(phone|mobile) on silent [please|now]",
        "(stick|bung|pop) the phone on silent", "silent mode (on|please|now)", muted=True),
    fam("x2_teen_mute", "(yo|bro|ugh) (mute|silence) (this|it|everything)", "no sound (rn|right now|pls)",
        "(mute|silence) (this|it) (rn|asap|pls)", muted=True),
    fam("x2_unmute_back", "(turn|switch) (the|my) (sound|ringer) back on",
        "(take|get) (me|the phone|it) (off|out of) silent",
        "i'm out of the meeting (unmute|turn the sound back on)", "(sound|ringer) (back on|on again) [please]",
        "(could|would) you [please|kindly] unmute (my|the) phone", muted=False),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("x2_wake_polite", "(would|could) you [kindly|please] wake me [up] at {time} [tomorrow]",
        "i'd (like|love) to be woken [up] at {time} [please]", "please to wake me at {time}",
        "be a dear and wake me at {time}"),
    fam("x2_keep_alarm", "(keep|put) alarm (at|for) {time} [please]", "(keep|put) an alarm (at|for) {time} [please]",
        "alarm (keep|put) {time} [please]", "make alarm {time} [please]"),
    fam("x2_labelled", "(set|create|make) @a {label} alarm (for|at) {time}", "{label} alarm (at|for) {time} [please]",
        "alarm for {label} at {time}", "wake me at {time} for {label}"),
    fam("x2_dont_oversleep", "don't let me (oversleep|sleep in) (set an alarm for|wake me at) {time}",
        "i always (oversleep|sleep through) so (set|put) an alarm (for|at) {time}",
        "i (need|have) to be up (at|by) {time} [for {label}]"),
    fam("x2_slang_alarm", "alarm {time} (pls|plz|thx)",
        "{time} (wake up|wakeup) (call|alarm) [please|cheers]", "(yo|bro) wake me at {time}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x2_day_off", "(i'm|i am) (off|on holiday|on vacation|working from home) tomorrow (cancel|kill) my alarm",
        "no work tomorrow (cancel|scrap) the alarm", "(it's|tomorrow is) (saturday|sunday|a holiday) (cancel|ditch) "
        "the alarm"),
    fam("x2_no_wake", "(don't|do not) wake me [up] at {time} [anymore|tomorrow]",
        "(no need|i don't need) to (get up|wake up) at {time} [tomorrow] (cancel|delete) (it|that alarm)",
        "i'm sleeping in (cancel|scrap) the {time} alarm"),
    fam("x2_no_alarms", "all (my|the) alarms (gone|cancelled|canceled) [please]",
        "i don't want any alarms (tomorrow|this weekend|anymore)", "(switch|turn) off every [single] alarm i've got"),
    fam("x2_cancel_polite", "would you mind (cancelling|canceling|removing) my {time} alarm",
        "(please|kindly) (remove|delete) alarm (of|for) {time}", "no alarm (at|for) {time} [please]"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("x2_pencil", "pencil in @a {title} {datetime}", "pencil @a {title} in [for] {datetime}",
        "(book|put) me in for @a {title} {datetime}"),
    fam("x2_have_add", "(there's|i've got) @a {title} {datetime} (note|enter) it in my (calendar|diary)",
        "{datetime} (i've got|i have) @a {title} (can you|please) (add|save) (it|that) [to my calendar]",
        "(got|i got) @a {title} {datetime} (stick|throw) it (on|in) the calendar"),
    fam("x2_cal_polite",
        "(could|would) you [please|kindly] (add|put) @a {title} (to|on|in) my (calendar|schedule|diary) "
        "{datetime}", "would you mind (adding|putting) @a {title} (to|in) my calendar {datetime}",
        "i'd like to (add|schedule) @a {title} {datetime} [please]"),
    fam("x2_cal_value_first", "{datetime} {title} (add it|put it in the calendar|calendar it)",
        "{title} {datetime} (in|on) (the|my) calendar [please]", "(calendar|event) {title} {datetime}"),
    fam("x2_cal_nonnative", "(make|do) (calendar|event) entry {title} {datetime}",
        "please (note|put) in calendar {title} {datetime}",
        "{title} is {datetime} (mark|put|note) it in (the|my) calendar",
        "{title} is {datetime} (mark|put) in calendar"),
    fam("x2_block_time", "(block|block out|hold) (time|an hour|my calendar) for @a {title} {datetime}",
        "(reserve|save) (time|a slot) (in|on) my calendar for @a {title} {datetime}",
        "(carve out|set aside) time for @a {title} {datetime}"),
)
CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("x2_met_today", "i [just] met {first_name} {last_name} (today|at the party|at work) (save|add) (their|her|his) "
        "number {phone_number}", "(save|add) my new (neighbour|neighbor|colleague|coworker|friend) {first_name} "
        "{last_name} [number {phone_number}]",
        "{first_name} {last_name} gave me (their|her|his) number {phone_number} (save|store) it"),
    fam("x2_contact_polite", "(could|would) you [please|kindly] (save|add|store) {first_name} {last_name} (to|in|into) "
        "my (contacts|phone book|address book) [with the number {phone_number}]",
        "would you mind adding {first_name} {last_name} as a [new] contact [their number is {phone_number}]",
        "i'd like to (save|add) {first_name} {last_name} [email {email}] to my contacts"),
    fam("x2_save_under", "(save|store) {phone_number} (under|as) {first_name} {last_name}",
        "(save|store) {email} (under|as) {first_name} {last_name}",
        "(put|file) this number {phone_number} under the name {first_name} {last_name}"),
    fam("x2_contact_nonnative", "add in contacts {first_name} {last_name} number {phone_number}",
        "(new|make new) contact (name|is) {first_name} {last_name} (mobile|phone) {phone_number}",
        "please save contact {first_name} {last_name} (mail|email id) {email}"),
    fam("x2_tradie", "(the|our) (plumber|electrician|babysitter|landlord|dog walker) is {first_name} {last_name} "
        "(number|phone) {phone_number} (save|add) (that|it|them)",
        "(save|add) the (plumber|electrician|babysitter|landlord) (as|under) {first_name} {last_name} [{phone_number}]",
        "(the|our) new (nanny|cleaner|tutor) is {first_name} {last_name} email {email} (save|add) (that|them)"),
    fam("x2_terse_contact", "(new|create a) contact {first_name} {last_name} (phone|number|mobile) {phone_number} "
        "(email|e-mail) {email}", "contact {first_name} {last_name} {phone_number} save",
        "contact (add|new) {first_name} {last_name} email {email}"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x2_drop_line", "drop {to} (a line|a quick email) (about|regarding|re) {subject}",
        "shoot off an email to {to} (about|re|regarding) {subject} [saying {body}]",
        "flick {to} a quick email (about|re) {subject}"),
    fam("x2_email_polite",
        "(could|would) you [please|kindly] (send|write) an email to {to} (about|regarding|concerning) "
        "{subject}", "would you mind emailing {to} (about|regarding) {subject} [and (say|tell them) {body}]",
        "i'd like to send {to} an email about {subject} [please]"),
    fam("x2_subject_first", "(subject|subject line) {subject} (send it to|email it to|to) {to} [body {body}]",
        "{subject} (is the subject|as the subject) (email|send it to) {to}",
        "email subject {subject} (for|to) {to} [message {body}]"),
    fam("x2_email_app", "(compose|new) (gmail|outlook|yahoo mail|email) to {to} (subject|about) {subject}",
        "use my (work|personal|gmail|outlook) (email|account) (and|to) email {to} about {subject}",
        "(gmail|outlook) {to} (about|re) {subject}"),
    fam("x2_do_a_mail", "send (mail|a mail) to {to} (for|regarding|about) {subject}",
        "(write|do|drop) (one|a) mail to {to} (subject|topic) {subject} [(write|tell) {body}]",
        "kindly (mail|email) {to} (regarding|about) {subject} [and (write|say) {body}]"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("x2_find_on_map", "(find|locate|search for) {query} (on the map|on maps|on google maps)",
        "(where is|where's) {query} (on the map|exactly)", "(show|put) {query} on the map [for me]"),
    fam("x2_map_app", "(open|launch|pull up) (google maps|apple maps|maps) (for|with) {query}",
        "(google maps|apple maps) {query}", "(search|look up) {query} (in|on) (google maps|apple maps|citymapper)"),
    fam("x2_heading", "(we're|i'm) (heading|going|driving) to {query} (pull up|show) the map",
        "i (need|want) to (go|get) to {query} (show|open) [me] the map",
        "i'm (meeting|picking up) (someone|a friend|my mum) at {query} (where is it|show me where it is)"),
    fam("x2_map_polite", "(could|would) you [please|kindly] show me where {query} is",
        "would you mind (pulling up|showing me) {query} on the map", "i'd like to see {query} on a map [please]"),
    fam("x2_map_nonnative", "(show|give) [me] location (of|for) {query}", "{query} (location|map) (please|show)",
        "where is {query} (located|situated)", "(yo|bro|ok) where is {query} at"),
)

NONE = bind(
    NO_CALL, NONE_SLOTS,
    fam("x2_near_settings", "(turn on|enable|switch on) (airplane mode|aeroplane mode|the hotspot|mobile data|nfc|"
        "location services|battery saver|dark mode|auto rotate)",
        "(turn off|disable) (airplane mode|aeroplane mode|the hotspot|mobile data|location services|auto rotate)",
        "(change|pick) (my|a new) (ringtone|notification sound|alarm sound|wallpaper)",
        "(rename|forget) my bluetooth (headphones|device|speaker)", "turn up the bass [a bit]",
        "make the (text|font|icons) (bigger|smaller)", "(buy|order) (a new flashlight|batteries for the torch)"),
    fam("x2_near_status", "is (my|the) (flashlight|torch|bluetooth) (on|still on) [right now]",
        "is do not disturb (on|still on)",
        "(what's|what is) (my|the) (volume|brightness) (at|set to) [right now]",
        "is my phone on (silent|vibrate|mute)",
        "(which|what) devices are (paired|connected) (to my phone|over bluetooth)",
        "what time is my alarm (set for|tomorrow)", "do i have (an alarm|any alarms) (set|for tomorrow)",
        "how many alarms (do i have|have i set)", "why didn't my alarm go off", "how come my alarm didn't go off"),
    fam("x2_near_apps", "(delete|remove) {name} from my contacts", "(block|report) this (number|caller)",
        "how many contacts do i have", "(read|check) my (emails|inbox|new emails)", "did {name} (email|reply to) me",
        "(delete|archive) (that|the last) email", "what's on my calendar (tomorrow|this week|today)",
        "(cancel|delete) my (meeting|appointment) (tomorrow|on friday)", "when is my next (meeting|appointment)",
        "share my (location|eta) with {name}", "(download|save) offline maps (for|of) {city}"),
    fam("x2_chitchat", "(morning|evening) (mate|buddy|pal) how's it going",
        "(i'm|i am) so (bored|tired|hungry) (today|rn)",
        "do you (dream|sleep|ever get tired)", "what's your (favourite|favorite) (colour|color|movie|food)",
        "you're the best (assistant|phone) ever", "good night (phone|buddy)", "thank you (so much|kindly) dear",
        "(oops|sorry) (wrong button|i wasn't talking to you)", "(lol|haha) (that's funny|you're funny)"),
    fam("x2_questions", "how do i (boil an egg|tie a tie|change a tyre|change a tire)",
        "what's the capital of {country}",
        "why do cats purr", "how many calories (are|is) in (an egg|a banana|a slice of pizza)",
        "what does (ubiquitous|serendipity|bamboozle) mean", "recommend a good (book|movie|show) [to watch]",
        "what should i (cook|make) for dinner", "who (won|is winning) the (football|cricket|rugby) (match|game)"),
    fam("x2_unsupported", "(order|get) me (a pizza|an uber|a taxi|a cab)", "(take|snap) a (photo|selfie|screenshot)",
        "(record|start recording) (a video|a voice memo|this call)", "(restart|reboot|shut down) (my|the) phone",
        "(update|install) (my apps|whatsapp|the latest update)",
        "(pay|send) {name} (twenty|fifty) (dollars|quid|bucks)",
        "(open|launch) (instagram|tiktok|the camera|the calculator)", "book a table for (two|four) at (seven|eight)"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *ALARM, *CANCEL_ALARM, *CALENDAR, *CONTACT_NEW, *EMAIL, *MAP, *NONE,
]
