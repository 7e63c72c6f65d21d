"""Training phrasing families, round 13 of blind additions (written without seeing any evaluation set or result).

Written from the catalog, the slot samplers and the earlier extra*.py files only, to
add sentence shapes those files use little or not at all, for the flashlight, wifi,
contact, email, map, calendar, phone settings, volume, alarm, timer, time,
reminder, list and note functions (no no-call families here):

- discourse openers and closers around the request ("okay so", "right so",
  "alright then", "cheers", "ta", "nice one", "you're a star");
- tag questions and bare "mind ...ing" requests ("torch on won't you", "... yeah?",
  "mind turning it down a touch");
- the time or the condition first ("tomorrow morning at half six get me up",
  "the pasta's done so stop its timer");
- the request delegated to the device in the third person ("have the phone ...",
  "get the tablet to ...", "tell the phone to ...");
- telegraphic device-speak ("alarm six thirty label gym", "timer ten minutes tag tea");
- verbs and idioms not used before: British, Irish and Australian English
  ("would you ever ...", "have a squiz at ... on the map", "my head's like a sieve",
  "get the tablet to nag me", "take it down a peg", "the sun's splitting the stones");
- a reason said before or after the request, and requests wrapped in "let's",
  "time to" and "go on and".

Slot values come from the shared samplers, so every target is derived as in the
other files. Every key starts with "x13_". Run AM's blindness check deleted 15 templates that shared four
consecutive words with a held-out family (`benchmarks/results/calls-run-am/RULE.md`).
"""

from __future__ import annotations

import random

from data import vocab
from data.grammar import Context, SlotValue
from data.slots import EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, ON_OFF, UP_DOWN, Family, bind, enum, fam, pool
from data.spoken import HIGH_PERCENT, LOW_PERCENT, clock, duration, percent
from data.when import date_time

_OPEN = "(okay so|right|right so|alright then)"
_THANKS = "(cheers|ta|nice one|you're a star|thanks a million)"
_TAG = "(will you|won't you|yeah?|would you|could you)"
_DEVICE = "(the phone|my phone|the tablet|my tablet)"
_TORCH = "(torch|flashlight)"
_WIFI = "(wifi|wi-fi)"
_DND = "(dnd|do not disturb)"
_MUTE_UNMUTE = enum(("mute", True), ("unmute", False))
_LOUDER = enum(("louder", "up"), ("quieter", "down"), ("softer", "down"))


def _morning(rng: random.Random, ctx: Context) -> SlotValue:
    """A morning clock time with no am/pm ("half six", "seven fifteen"), for "tomorrow morning at ..."."""
    return clock(rng, ctx, hours=range(5, 12), meridiem_ok=False)


FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("x13_torch_opener", f"{_OPEN} {_TORCH} on {_THANKS}"),
    fam("x13_torch_delegate", f"have {_DEVICE} (switch|turn) its {_TORCH} on",
        f"get {_DEVICE} to (shine|switch on) its {_TORCH}", f"tell {_DEVICE} to put its {_TORCH} on"),
    fam("x13_torch_mind", f"mind (turning|putting|switching) the {_TORCH} on",
        f"would you ever put on the {_TORCH} [(love|there)]", "(torch|flashlight) on (won't you|could you)"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("x13_torch_off_opener", f"{_OPEN} (that's me sorted|we're grand now) {_TORCH} off [{_THANKS}]",
        f"{_OPEN} let's have the {_TORCH} off", f"go on and (knock|switch|flick) the {_TORCH} off [{_THANKS}]",
        f"time to (switch|turn) the {_TORCH} off (the lights are back|we're inside now)"),
    fam("x13_torch_off_delegate", f"have {_DEVICE} (switch|turn) its {_TORCH} off",
        f"get {_DEVICE} to (turn|shut) off its {_TORCH}", f"tell {_DEVICE} to put its {_TORCH} out"),
    fam("x13_torch_off_mind", f"mind (turning|switching) the {_TORCH} off", f"would you ever turn off that {_TORCH}",
        f"{_TORCH} off now {_TAG}", f"(the battery's low|i'm at ten percent) so {_TORCH} off {_TAG}"),
)
CONTACT = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": pool(vocab.PHONE_NUMBERS),
     "email": EMAIL_ADDRESS},
    fam("x13_contact_opener", f"{_OPEN} let's (add|save) {{first_name}} {{last_name}} to the contacts "
        "[on {phone_number}]",
        f"{_OPEN} (pop|put) {{first_name}} {{last_name}} in as a contact (her|his|their) (number's|mobile's) "
        "{phone_number}",
        f"go on and save {{first_name}} {{last_name}} (email|e-mail) {{email}} {_THANKS}"),
    fam("x13_contact_delegate", f"have {_DEVICE} (save|store) {{first_name}} {{last_name}} as a contact "
        "[with {phone_number}]",
        f"get {_DEVICE} to (remember|keep) {{first_name}} {{last_name}} ^'s number {{phone_number}}",
        f"tell {_DEVICE} to add {{first_name}} {{last_name}} to my contacts (email|e-mail) {{email}}"),
    fam("x13_contact_reason", "{first_name} {last_name} is (my new physio|the new childminder|our electrician) "
        "(so|) (save|add) them (on|with) {phone_number}",
        "(save|add) {first_name} {last_name} on {phone_number} (so i can ring them back|in case i need them again)",
        "mind saving {first_name} {last_name} as a contact (email|e-mail) {email}"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x13_email_opener", f"{_OPEN} let's get an email (off|out) to {{to}} about {{subject}} [saying {{body}}]",
        f"{_OPEN} email {{to}} (about|re) {{subject}} {_THANKS}",
        "time to email {to} about {subject} (tell them|and say) {body}"),
    fam("x13_email_delegate", f"have {_DEVICE} email {{to}} about {{subject}}",
        f"get {_DEVICE} to (send|write) {{to}} an email (about|on) {{subject}} [saying {{body}}]",
        f"tell {_DEVICE} to mail {{to}} re {{subject}}"),
    fam("x13_email_mind", "mind (emailing|sending an email to) {to} about {subject}",
        "would you ever email {to} about {subject} [for me]", f"email {{to}} about {{subject}} {_TAG}",
        "go on and mail {to} re {subject} [and say {body}]",
        "email {to} about {subject} (they're waiting on it|i promised i would|i said i'd get back to them)",
        "(send|fire) {to} an email about {subject} saying {body} (they need it today|it's overdue)"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("x13_map_opener", f"{_OPEN} let's see {{query}} on the map", f"{_OPEN} map of {{query}} {_THANKS}",
        "go on and bring up {query} on the map",
        "bring up {query} on the map (i've never been there|i don't know the way|i've to be there soon)",
        "show me {query} on the map (i'm a bit lost|we're running late)"),
    fam("x13_map_delegate", f"have {_DEVICE} (show|bring up) {{query}} on the map",
        f"get {_DEVICE} to (find|show) {{query}} on a map", f"tell {_DEVICE} to put {{query}} on the map"),
    fam("x13_map_idiom", "(let's|lets) have a (squiz|gander|look) at {query} on the map",
        "would you ever show me {query} on the map", "mind (showing|pulling up) {query} on the map",
        f"{{query}} on the map {_TAG}"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("x13_wifi_opener", f"{_OPEN} {_WIFI} settings [{_THANKS}]",
        f"{_OPEN} let's (have a look at|check) the {_WIFI} settings",
        f"time to sort the {_WIFI} out (open|bring up) the settings"),
    fam("x13_wifi_delegate", f"have {_DEVICE} (open|bring up) its {_WIFI} settings",
        f"tell {_DEVICE} to open {_WIFI} settings"),
    fam("x13_wifi_off_idiom", f"(knock|flick) the {_WIFI} off {_TAG}", f"mind (switching|turning) the {_WIFI} off",
        f"would you ever turn the {_WIFI} off", f"go on and (disable|switch off) the {_WIFI} [{_THANKS}]"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("x13_cal_opener", f"{_OPEN} let's get @a {{title}} in the calendar {{datetime}}",
        f"go on and book @a {{title}} in (the|my) calendar {{datetime}} {_THANKS}"),
    fam("x13_cal_time_first", "{datetime} (is|will be) @a {title} (mark it on|block it out in) the calendar",
        "so {datetime} i'm down for @a {title} (add|put) that (to|in) the calendar",
        f"have {_DEVICE} (schedule|add) @a {{title}} {{datetime}}",
        f"get {_DEVICE} to (book|put) @a {{title}} in my calendar {{datetime}}"),
    fam("x13_cal_mind", "mind (adding|booking) @a {title} (in|to) the calendar {datetime}",
        "would you ever put @a {title} in the calendar {datetime}", f"calendar @a {{title}} {{datetime}} {_TAG}"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("x13_bt_opener", f"{_OPEN} bluetooth {{enabled}} [{_THANKS}]",
        f"{_OPEN} let's have (the|) bluetooth {{enabled}}",
        "time to (switch|flick) (the|) bluetooth {enabled}"),
    fam("x13_bt_delegate", f"have {_DEVICE} (switch|turn) (its|the) bluetooth {{enabled}}",
        f"get {_DEVICE} to (switch|turn) bluetooth {{enabled}}", f"tell {_DEVICE} to put bluetooth {{enabled}}"),
    fam("x13_bt_reason_on", "(the speaker's|my headphones are|the car's) (ready|charged|waiting) (so|) go on and "
        "(switch|turn) bluetooth on", "mind switching bluetooth on (i want to use my headphones|the speaker's ready)",
        f"bluetooth on {_TAG} i'm getting in the car", enabled=True),
    fam("x13_bt_reason_off", "(the battery's on its last legs|i'm nearly out of battery) (so|) go on and "
        "(switch|turn) bluetooth off",
        "mind turning bluetooth off it keeps (pairing with|connecting to) the (car|telly)", enabled=False),
)
DND = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("x13_dnd_opener", f"{_OPEN} {_DND} {{enabled}} [{_THANKS}]", f"{_OPEN} let's have {_DND} {{enabled}}",
        f"have {_DEVICE} (turn|switch) {_DND} {{enabled}}", f"get {_DEVICE} to (put|switch) {_DND} {{enabled}}"),
    fam("x13_dnd_time_on", f"(it's|right) time to (study|focus|knuckle down) (switch|put) {_DND} on {_TAG}",
        f"(till i'm home|until lunch|for the rest of the evening) no calls (so|) {_DND} on [{_THANKS}]",
        f"mind (turning|putting) {_DND} on i'm (about to present|on a night shift)", enabled=True),
    fam("x13_dnd_time_off", f"mind (turning|switching) {_DND} off now", enabled=False),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("x13_bright_opener", f"{_OPEN} brightness (to|at) {{level}} [{_THANKS}]",
        f"{_OPEN} let's (have|put) the screen at {{level}}",
        f"have {_DEVICE} (set|put) its brightness (to|at) {{level}}",
        f"get {_DEVICE} to (set|put) the screen (to|at) {{level}}", f"tell {_DEVICE} to go to {{level}} brightness"),
    fam("x13_bright_low_reason", "(it's late and|i'm in bed and) the screen's glaring (take|drop) it to {level}",
        "(my eyes are tired|i've a headache) (so|) brightness down to {level}",
        "mind (dropping|lowering) the brightness to {level}", f"brightness down to {{level}} {_TAG}",
        slots={"level": LOW_PERCENT}),
    fam("x13_bright_high_reason", "(i'm out in the garden|the sun's splitting the stones) (so|) (bump|push) the "
        "brightness to {level}", "mind (raising|bumping up) the brightness to {level}", slots={"level": HIGH_PERCENT}),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("x13_vol_opener", f"{_OPEN} volume (to|at) {{level}} [{_THANKS}]",
        f"{_OPEN} let's have the volume (at|on) {{level}}", "go on and (set|put) the volume (to|at) {level}"),
    fam("x13_vol_delegate", "have the (phone|speaker|tablet) (set|put) its volume (to|at) {level}",
        "get the (speaker|phone) to play at {level} volume", "tell the (speaker|tablet) to go to {level} volume"),
    fam("x13_vol_mind", "mind (setting|putting) the volume (at|to) {level}",
        "would you ever (set|put) the volume (at|to) {level}", f"volume (to|at) {{level}} {_TAG}",
        "(the match is on|the news is on) (so|) (put|set) the volume (to|at) {level}"),
)
ADJUST = bind(
    "adjust_volume", {"direction": UP_DOWN},
    fam("x13_adjust_opener", f"{_OPEN} turn it {{direction}} (a bit|a wee bit|a tad) [{_THANKS}]",
        f"{_OPEN} let's have it {{direction}} a (bit|notch)", "go on and (turn|bring) it {direction} a (bit|notch)"),
    fam("x13_adjust_delegate", "get the (speaker|phone|tablet) to play a (bit|little|touch) {direction}",
        "have the (speaker|phone) go a (bit|touch) {direction}", slots={"direction": _LOUDER}),
    fam("x13_adjust_up_idiom",
        "(we|i) can barely hear (it|this) (bump|turn) it up a (bit|notch)", "mind turning it up a (touch|bit)",
        f"a bit louder {_TAG}", "it's a bit quiet innit turn it up", direction="up"),
    fam("x13_adjust_down_idiom", "(bring|take) it down a peg", f"{_OPEN} that's a bit much turn it down",
        "mind turning it down a touch (i'm on the phone|the baby's napping)", f"(a bit|bit) quieter {_TAG}",
        f"back it off a bit {_TAG}", direction="down"),
)
MUTE = bind(
    "set_mute", {"muted": _MUTE_UNMUTE},
    fam("x13_mute_opener", f"{_OPEN} {{muted}} the (phone|tablet) [{_THANKS}]",
        f"{_OPEN} let's {{muted}} (it|the phone) [for now]", "go on and {muted} (it|the phone)",
        "get the (phone|tablet) to {muted} itself", "tell the (phone|tablet) to {muted}"),
    fam("x13_mute_reason_on", f"the (ceremony|match|film|exam) is (starting|about to start) (so|) sound off {_TAG}",
        "mind muting the phone i'm in a (lecture|meeting|service)",
        "have the (phone|tablet) go (quiet|silent) (for now|for a bit)", muted=True),
    fam("x13_mute_reason_off", f"(i'm expecting|i'm waiting on) a (call|delivery) (so|) sound back on {_TAG}",
        "mind unmuting (the phone|it) (i'm waiting on a call|the meeting's done)",
        f"{_OPEN} (the meeting's|the service is|class is) over (you can|go on and) unmute (it|the phone)",
        muted=False),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("x13_alarm_morning_first", "tomorrow morning at {time} (wake me|get me up) [(please|cheers)]",
        "tomorrow at {time} (i'll need|i need) waking (alarm please|set an alarm)",
        "{time} tomorrow morning (that's|is) when i need to be up (alarm please|set it)",
        "come {time} in the morning (wake me|get me up|rouse me) (will you|would you)", slots={"time": _morning}),
    fam("x13_alarm_telegraphic", "alarm {time} label {label}", "alarm {time} (tag|tagged) {label}",
        "new alarm (at|) {time} label {label}", "alarm {time} (done|go)"),
    fam("x13_alarm_delegate", f"get {_DEVICE} to (ring|go off) at {{time}} [for {{label}}]",
        f"tell {_DEVICE} to wake me at {{time}} [for {{label}}]"),
    fam("x13_alarm_opener", f"{_OPEN} (i've|i have) an early (one|start) (so|) alarm (at|for) {{time}} [{_THANKS}]",
        f"{_OPEN} let's (set|get) an alarm (in|going) for {{time}}", "time for bed (so|) alarm for {time} (please|ta)",
        "(would you ever set|mind setting) an alarm for {time}", f"alarm for {{time}} {_TAG}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x13_cancel_alarm_opener", f"{_OPEN} (scratch|cancel) the {{time}} alarm [{_THANKS}]",
        f"{_OPEN} no alarm (at|for) {{time}} (tomorrow|after all)", "let's (cancel|lose) the {time} alarm",
        f"{_OPEN} let's get rid of all the alarms"),
    fam("x13_cancel_alarm_delegate", f"have {_DEVICE} (forget|drop) the {{time}} alarm",
        f"tell {_DEVICE} not to (ring|go off) at {{time}}"),
    fam("x13_cancel_alarm_reason", "(the trip's|the meeting's|training's) been called off (so|) (no need for|cancel) "
        "the {time} alarm", "mind (cancelling|deleting) the {time} alarm (i'm off tomorrow|it's a bank holiday)"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x13_timer_opener", f"{_OPEN} timer {{duration_seconds}} [{_THANKS}]",
        f"{_OPEN} let's (do|have) {{duration_seconds}} on the timer",
        "time to get the {label} on (so|) timer for {duration_seconds}",
        "go on and start a {label} timer for {duration_seconds}"),
    fam("x13_timer_delegate", f"have {_DEVICE} (count|time) {{duration_seconds}} [for the {{label}}]",
        f"get {_DEVICE} to (beep|ping) in {{duration_seconds}}",
        f"tell {_DEVICE} to time {{duration_seconds}} for the {{label}}"),
    fam("x13_timer_mind", "mind (setting|starting) a timer for {duration_seconds}",
        "would you ever time {duration_seconds} for the {label}", f"timer for {{duration_seconds}} {_TAG}",
        "timer {duration_seconds} (label|tag) {label}", "countdown {duration_seconds} label {label}",
        "new timer {duration_seconds} (go|start)"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("x13_cancel_timer_opener", f"{_OPEN} the {{label}} ^'s (done|ready) (you can|go on and) (cancel|stop) "
        "(its|the) timer", f"{_OPEN} let's (cancel|scrap) the timer",
        f"no need for the timer (now|anymore) {_THANKS}"),
    fam("x13_cancel_timer_delegate", f"have {_DEVICE} (stop|drop) the {{label}} timer",
        f"tell {_DEVICE} to forget the (timer|{{label}} timer)",
        f"get {_DEVICE} to (stop|cancel) all (its|the) timers"),
    fam("x13_cancel_timer_mind", "mind (cancelling|stopping) the {label} timer",
        "would you ever (stop|cancel) that timer", "(cancel|stop) the {label} timer (won't you|could you)"),
)
TIME = bind(
    "get_time", {},
    fam("x13_time_opener", f"{_OPEN} what time (is it|have we got) [now]", f"{_OPEN} what's the time looking like",
        f"{_OPEN} where are we time-wise", "(the bus|my train|the school run) is soon what's the time",
        "is it time to (go|leave) yet what's the time [now]", "i've to leave at some stage what time is it"),
    fam("x13_time_delegate", f"get {_DEVICE} to (say|read out) the time",
        f"ask {_DEVICE} for the time"),
    fam("x13_time_idiom", "what's the time at all",
        "give us the time (mate|love)",
        "mind telling me the time i've lost track"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("x13_remind_opener", f"{_OPEN} remind me {{datetime}} to {{text}} [{_THANKS}]",
        "go on and remind me to {text} [{datetime}]"),
    fam("x13_remind_delegate", f"have {_DEVICE} remind me to {{text}} [{{datetime}}]",
        f"get {_DEVICE} to (nag|ping) me {{datetime}} to {{text}}",
        f"tell {_DEVICE} to remind me {{datetime}} to {{text}}"),
    fam("x13_remind_sieve", "my head's like a sieve remind me to {text} [{datetime}]",
        f"{{datetime}} i mustn't forget to {{text}} (so|) remind me {_TAG}",
        "mind reminding me {datetime} to {text}", "would you ever remind me to {text} [{datetime}]"),
)
LIST = bind(
    "add_to_list", {"item": pool(vocab.LIST_ITEMS), "list_name": pool(vocab.LIST_NAMES)},
    fam("x13_list_opener", f"{_OPEN} {{item}} on the {{list_name}} list [{_THANKS}]",
        f"{_OPEN} let's (add|stick) {{item}} (to|on) the {{list_name}} list",
        "go on and (bung|put) {item} on the list",
        f"have {_DEVICE} (add|put) {{item}} (to|on) the {{list_name}} list",
        f"get {_DEVICE} to (remember|note) {{item}} for the {{list_name}} list"),
    fam("x13_list_reason", "(we're|i'm) down to the last of the {item} (stick|put) it on the {list_name} list",
        "mind adding {item} to the {list_name} list", "would you ever put {item} on the (list|{list_name} list)",
        f"{{item}} on the list {_TAG}"),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("x13_note_opener", f"{_OPEN} let's (make|get down) a note {{text}}", f"{_OPEN} quick note {{text}}",
        "go on and note this down {text}", f"have {_DEVICE} (note|save) this {{text}}",
        f"get {_DEVICE} to take a note {{text}}", f"tell {_DEVICE} to write this down {{text}}"),
    fam("x13_note_mind", "mind noting (this|something) down {text}", "would you ever (jot|write) this down {text}"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *CONTACT, *EMAIL, *MAP, *WIFI, *CALENDAR, *BLUETOOTH, *DND, *BRIGHTNESS,
    *VOLUME, *ADJUST, *MUTE, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *TIME, *REMINDER, *LIST, *NOTE,
]
