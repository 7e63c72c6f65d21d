"""Training phrasing families, round 7 of blind additions (written without seeing any evaluation set).

They cover the Mobile Actions functions, alarms, timers, the time, reminders,
lists, notes, messages, calls and the weather, plus requests that must give no
call, in sentence shapes the earlier rounds use little: self-repairs and false
starts where the repaired part is a fixed word ("call uh no text ...", "set a
timer i mean an alarm for ..."), tag questions and trailing checks ("..., okay",
"..., would you"), passive voice and desired end states ("i'd like an alarm set
for ...", "i want milk on the shopping list"), ordering and permission style
("can i get a timer for ...", "lemme have ...", "may i have the weather ..."),
requests relayed from or for another person ("my wife wants ...", "mom says
..."), emphatic, annoyed or pleading speech ("for the love of god ...",
"please please ..."), intent and future statements ("i'm gonna need ..."),
uncommon verbs ("pencil in", "jot down", "ping", "buzz", "ring up", "holler at",
"fire off"), sign-offs after the command ("thanks", "cheers", "over") and
speech-recogniser homophone slips a person still understands ("sent a text",
"what's the whether", "right this down"). Trailing checks and sign-offs only
follow a slot that ends clearly (a time, a duration, a place, a list name),
never a message body or note text. The no-call families add thanks and
compliments, past-tense and third-party reports, how-to and hypothetical
questions, and requests on the same topics that no catalog function does
(reading, editing, deleting or searching, snoozing).
Every key starts with "x10_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, PHONE
from data.families_extra3 import FOOD, GROCERIES
from data.families_none import NONE_SLOTS
from data.slots import (CONTACT, EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, NO_CALL, Family, bind, fam,
                        pool)
from data.spoken import clock, duration, duration_adjective
from data.when import date_time, day

UH = "(uh|um|er)"
NO = "(no|i mean|sorry|wait)"
TAG = "(okay|ok|would you|yeah|can you do that|will you|alright)"
BYE = "(thanks|cheers|that's all|over|much obliged|thank you|ta)"
MAD = "(for the love of god|seriously|oh my god just|come on|for crying out loud)"
PLEAD = "(please please|please please please|pretty please|i'm begging you)"
GET = "(can i get|could i get|let me get|lemme get|lemme have|may i have|can i have)"
WILL = "(i'm gonna need|i'll need|i'm going to need|we're gonna need|we're going to want|i'll want)"
WHO = "(my wife|my husband|my boss|my mom|my dad|my roommate|my partner)"
SAYS = "(my wife says|my husband says|mom says|dad says|the boss says|my partner says)"

CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("x10_repair_contact", "(call|text) " + UH + " " + NO + " (save|add) {first_name} {last_name} (as a contact|"
        "to my contacts) [number {phone_number}]", "make a note " + UH + " " + NO + " a contact for {first_name} "
        "{last_name} [(email|e-mail) {email}]"),
    fam("x10_tag_contact", "(save|add) {first_name} {last_name} to my contacts (number|at) {phone_number} " + TAG,
        "new contact {first_name} {last_name} (email|e-mail) {email} " + TAG),
    fam("x10_passive_contact", "i'd like {first_name} {last_name} (saved|added|stored) (in|to) my contacts [(with the "
        "number|at) {phone_number}]", "i want {first_name} {last_name} in my (phone|contacts) [(under|with) "
        "{phone_number}]"),
    fam("x10_relay_contact", WHO + " (wants|needs) {first_name} {last_name} (saved|added) (in|to) (my|the) contacts "
        "[number {phone_number}]", SAYS + " (save|add) {first_name} {last_name} [(email|e-mail) {email}]"),
    fam("x10_verb_contact", "(jot down|log|stash) {first_name} {last_name} (as a new contact|in contacts) [(number|"
        "phone) {phone_number}]", "(save|add) {first_name} {last_name} [(number|at) {phone_number}] " + BYE),
    fam("x10_asr_contact", "(create|make) a contract for {first_name} {last_name} [number {phone_number}]",
        "add {first_name} {last_name} to my contracts [(email|e-mail) {email}]"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x10_repair_email", "text " + UH + " " + NO + " email {to} about {subject} [saying {body}]",
        "(call|ring) " + UH + " " + NO + " (send|write) {to} an email about {subject}"),
    fam("x10_passive_email", "i'd like an email sent to {to} about {subject} [saying {body}]",
        "i want {to} (emailed|sent an email) (about|regarding) {subject}"),
    fam("x10_relay_email", WHO + " (wants|needs) me to email {to} about {subject} [(saying|and say) {body}]",
        SAYS + " (send|fire off) an email to {to} about {subject}"),
    fam("x10_verb_email", "(ping|holler at) {to} by email about {subject}"),
    fam("x10_mad_email", MAD + " (email|send an email to) {to} about {subject}",
        PLEAD + " email {to} about {subject} [saying {body}]"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("x10_tag_map", "(show|put) {query} on the map " + TAG, "pull up {query} on the map " + TAG),
    fam("x10_get_map", GET + " (a|the) map (of|showing) {query}", "let me (see|look at) {query} on the map"),
    fam("x10_repair_map", "(call|text) " + UH + " " + NO + " (show|find) {query} on the map",
        "what's the weather " + UH + " no (show me|pull up) {query} on the map"),
    fam("x10_bye_map", "(show|find) {query} on the map " + BYE, "map (of|for) {query} " + BYE),
    fam("x10_asr_map", "so me {query} on the map", "show me {query} on the mab",
        "(show|find) {query} on them map"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("x10_passive_cal", "(the|my) {title} should be (put|added) (in|on) the calendar {datetime}",
        "i'd like @a {title} (added to|put on) my calendar {datetime}", "i want @a {title} on the calendar "
        "{datetime}"),
    fam("x10_verb_cal", "(pencil in|block out|slot in|log) @a {title} {datetime}"),
    fam("x10_relay_cal", WHO + " (wants|needs) @a {title} (on|in) the calendar {datetime}", SAYS + " (put|add) @a "
        "{title} (on|in) the calendar {datetime}"),
    fam("x10_tag_cal", "(add @a {title} to|put @a {title} on) my calendar {datetime} " + TAG,
        "(calendar|schedule) @a {title} {datetime} " + BYE),
    fam("x10_repair_cal", "remind me " + UH + " " + NO + " (add @a {title} to|put @a {title} on) my calendar "
        "{datetime}",
        "(add|put) @a " + UH + " @a {title} (on|in) the calendar {datetime}"),
    fam("x10_will_cal", WILL + " @a {title} on the calendar {datetime}",
        "at {title} to my calendar {datetime}", slots={}),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("x10_repair_alarm", "set a timer " + NO + " an alarm (for|at) {time}",
        "set an alarm for " + UH + " for {time}", "wake me " + UH + " wake me up at {time}"),
    fam("x10_passive_alarm", "i'd like an alarm set (for|at) {time} [(called|labelled) {label}]",
        "i want to be woken (up|) at {time}", "i want an alarm on (for|at) {time}"),
    fam("x10_get_alarm", GET + " an alarm (for|at) {time} [(called|for) {label}]", "lemme (get|have) a wake up "
        "(call|alarm) at {time}"),
    fam("x10_mad_alarm", MAD + " set an alarm for {time}", PLEAD + " wake me up at {time}",
        "i can't be late again (set|put) an alarm for {time}"),
    fam("x10_tag_alarm", "(set|put) an alarm for {time} " + TAG, "wake me (up|) at {time} " + BYE,
        "alarm (for|at) {time} [(for|called) {label}] " + BYE),
    fam("x10_asr_alarm", "set a lamb for {time}", "said an alarm for {time}", "set and alarm for {time}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x10_repair_cancel_alarm", "(cancel|stop) the timer " + NO + " the {time} alarm", "(turn|switch) off " + UH +
        " (cancel|delete) the {time} alarm", "cancel the " + UH + " the alarms (all of them|every one)"),
    fam("x10_passive_cancel_alarm", "i'd like the {time} alarm (cancelled|gone|removed)", "i want (all|all of) my "
        "alarms (gone|cleared|cancelled)", "the {time} alarm (needs to|should) be (cancelled|deleted)"),
    fam("x10_relay_cancel_alarm", WHO + " (says|said) (cancel|turn off) the {time} alarm",
        WHO + " (wants|asked me) to (cancel|get rid of) all the alarms"),
    fam("x10_mad_cancel_alarm", MAD + " (cancel|kill) the {time} alarm", PLEAD + " (cancel|delete) (all|all of) "
        "(my|the) alarms"),
    fam("x10_tag_cancel_alarm", "cancel the {time} alarm " + TAG, "(delete|cancel) my {time} alarm " + BYE),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x10_get_timer", GET + " a timer for {duration_seconds} [(for the|on the) {label}]", 
        "lemme have {duration_seconds} on the "
        "(clock|timer)"),
    fam("x10_repair_timer", "set an alarm " + NO + " a timer for {duration_seconds}",
        "set a timer for " + UH + " for {duration_seconds}", "remind me " + UH + " " + NO + " (start|set) a timer "
        "for {duration_seconds}"),
    fam("x10_will_timer", WILL + " a timer (for|of) {duration_seconds} [for the {label}]",
        "the {label} will need {duration_seconds} (set a timer|timer please)", slots={"label": FOOD}),
    fam("x10_tag_timer", "(set|start) a timer for {duration_seconds} " + TAG, "timer (for|of) {duration_seconds} "
        + BYE, "(set|start) a {label} timer for {duration_seconds} " + TAG),
    fam("x10_asr_timer", "said a timer for {duration_seconds}", "set a time her for {duration_seconds}",
        "sat a timer for {duration_seconds}"),
    fam("x10_adj_timer", PLEAD + " @a {duration_seconds} timer", GET + " @a {duration_seconds} timer",
        MAD + " start @a {duration_seconds} timer",
        slots={"duration_seconds": duration_adjective}),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": FOOD},
    fam("x10_repair_cancel_timer", "(cancel|stop) the alarm " + NO + " the {label} timer",
        "(stop|pause) " + UH + " " + NO + " cancel the {label} timer", "cancel the " + UH + " the timers (all of "
        "them|every one)"),
    fam("x10_passive_cancel_timer", "i'd like the {label} timer (cancelled|stopped|gone)",
        "i want all the timers (gone|cancelled|cleared)", "the {label} timer (should|needs to) be (cancelled|"
        "stopped)"),
    fam("x10_relay_cancel_timer", WHO + " already took (it|them) out (cancel|stop) the {label} timer",
        SAYS + " (cancel|stop) the {label} timer"),
    fam("x10_mad_cancel_timer", MAD + " (stop|cancel) the {label} timer", PLEAD + " (cancel|kill) all the timers"),
    fam("x10_tag_cancel_timer", "(cancel|stop) the {label} timer " + TAG, "(kill|cancel) the timer " + BYE),
)
GET_TIME = bind(
    "get_time", {},
    fam("x10_get_time", GET + " the time [please]", "may i (have|know) the time [please]", "lemme know the time"),
    fam("x10_repair_time", "what's the weather " + UH + " " + NO + " what time is it",
        "what's the date " + UH + " " + NO + " the time", "what " + UH + " what time is it"),
    fam("x10_relay_time", "the kids (are asking|wanna know|want to know) what time it is",
        "my (wife|husband|mom) (is asking|wants to know) (the time|what time it is)"),
    fam("x10_mad_time", MAD + " what time is it", PLEAD + " (tell me|just tell me) the time"),
    fam("x10_tag_time", "tell me the time " + TAG, "what time is it " + BYE, "what thyme is it [now]"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("x10_repair_reminder", "remind me to " + UH + " to {text} [{datetime}]", "set an alarm " + NO + " a "
        "reminder {datetime} to {text}", "remind me " + UH + " remind me {datetime} to {text}"),
    fam("x10_tag_reminder", "remind me to {text} {datetime} " + TAG, "(make|set) a reminder to {text} {datetime} "
        + BYE),
    fam("x10_relay_reminder", WHO + " (wants|needs) me to {text} (so|) remind me {datetime}", SAYS + " (don't let "
        "me forget|remind me) {datetime} to {text}"),
    fam("x10_will_reminder", WILL + " a reminder {datetime} to {text}", "i'm gonna forget to {text} (so|) remind "
        "me {datetime}"),
    fam("x10_mad_reminder", MAD + " remind me to {text} {datetime}", PLEAD + " (remind me|don't let me forget) "
        "{datetime} to {text}"),
    fam("x10_asr_reminder", "remind me too {text} {datetime}", "remind me two {text} {datetime}"),
)
_SHOP = pool(("shopping", "grocery"))
LIST = bind(
    "add_to_list", {"item": pool(vocab.LIST_ITEMS), "list_name": pool(vocab.LIST_NAMES)},
    fam("x10_passive_list", "i want {item} on the {list_name} list",
        "{item} (should|needs to) go on the {list_name} list"),
    fam("x10_relay_list", WHO + " (wants|says we need) {item} (so|) (add it to|put it on) the {list_name} list",
        SAYS + " (add|put) {item} on the {list_name} list", "the kids are asking for {item} (add it to|put it on) the "
        "{list_name} list", slots={"item": GROCERIES, "list_name": _SHOP}),
    fam("x10_repair_list", "(remind me|text) " + UH + " " + NO + " (add {item} to|put {item} on) the {list_name} list",
        "(add|put) " + UH + " (add|put) {item} on the {list_name} list"),
    fam("x10_tag_list", "(add {item} to|put {item} on) the {list_name} list " + TAG, "{item} on the {list_name} list "
        + BYE),
    fam("x10_verb_list", "(jot|pop|chuck|toss) {item} on the {list_name} list"),
    fam("x10_asr_list", "at {item} to the {list_name} list", "add {item} to the {list_name} lists"),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("x10_verb_note", "jot (this|it) down {text}", "pencil (this|it) down {text}", "log a note {text}",
        "(scribble|scratch) down a note {text}"),
    fam("x10_repair_note", "remind me " + UH + " " + NO + " (make|take) a note {text}", "text " + UH + " " + NO +
        " just (note|write) this down {text}", "make a note " + UH + " a note (saying|that says) {text}"),
    fam("x10_tag_note", "would you (write|jot) this down "
        "for me {text}"),
    fam("x10_relay_note", WHO + " (wants|asked) me to (write|note) this down {text}", SAYS + " (make|take) a note "
        "{text}"),
    fam("x10_asr_note", "right this down {text}", "right a note (saying|that says) {text}",
        "take a not (saying|that says) {text}"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x10_repair_msg", "call " + UH + " " + NO + " text {recipient} {body}", "email " + UH + " " + NO +
        " (text|message) {recipient} (saying|that) {body}", "text " + UH + " text {recipient} (saying|and say) {body}"),
    fam("x10_relay_msg", WHO + " wants me to text {recipient} (saying|that) {body}", SAYS + " (text|message) "
        "{recipient} (and say|saying) {body}"),
    fam("x10_verb_msg", "(ping|buzz|holler at) {recipient} (saying|and say) {body}", "(fire off|shoot) a "
        "(text|message) to {recipient} (saying|that says) {body}"),
    fam("x10_mad_msg", MAD + " text {recipient} {body}", PLEAD + " (message|text) {recipient} (saying|that) "
        "{body}"),
    fam("x10_tag_msg", "(okay|ok|alright|would you|will you) (text|message) {recipient} (saying|and tell them) {body}",
        "would you (send|shoot) {recipient} a text (saying|that says) {body}"),
    fam("x10_asr_msg", "sent a text to {recipient} saying {body}", "sent {recipient} a message (saying|that says) "
        "{body}", "text {recipient} say in {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("x10_repair_call", "text " + UH + " " + NO + " call {name}", "call " + UH + " call {name}",
        "(email|message) " + UH + " " + NO + " (ring|phone) {name}"),
    fam("x10_verb_call", "ring up {name}", "(buzz|holler at|ring) {name} (on the phone|for me)",
        "give {name} a (bell|buzz|tinkle|holler)"),
    fam("x10_relay_call", SAYS + " (call|ring) {name}", WHO + " (wants|needs) me to call {name} (so|) (call|dial) "
        "(them|them now)", "{name} (wants|needs) a call back (call|ring) them"),
    fam("x10_tag_call", "call {name} " + TAG, "(ring|phone) {name} for me " + TAG, "call {name} " + BYE),
    fam("x10_mad_call", MAD + " call {name}", PLEAD + " (call|ring) {name}", WILL + " to call {name} (now|right now)"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("x10_get_weather", GET + " the (weather|forecast) (for|in) {location} [{date}]",
        "may i (have|know) the (weather|forecast) [{date}]"),
    fam("x10_tag_weather", "check the (weather|forecast) (for|in) {location} [{date}] " + TAG,
        "what's the weather (in|for) {location} [{date}] " + BYE),
    fam("x10_repair_weather", "what time " + UH + " " + NO + " what's the weather (in|for) {location} [{date}]",
        "show me " + UH + " " + NO + " (tell me|what's) the weather (in|for) {location}"),
    fam("x10_relay_weather", WHO + " (wants to know|is asking) (what the weather's like|the forecast) (in|for) "
        "{location} [{date}]", "the kids (wanna|want to) know if it'll (rain|snow) [{date}]"),
    fam("x10_asr_weather", "what's the whether (in|for) {location} [{date}]", "whether (for|in) {location} "
        "[{date}]", "what's the weather in {location} [{date}] over"),
)

_SLOTS = {**NONE_SLOTS, "label": FOOD, "time": clock}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x10_thanks", "(thanks|thank you) (so much|a lot|) ", "much obliged",
        "(that's all|that's it) (thanks|for now)", "(okay|ok|alright) (got it|cool|great)", "over and out"),
    fam("x10_compliment", "(good|nice) (job|work) "
        "(buddy|assistant|)", "(wow|nice) that was (fast|quick)", "i (love|like) (you|this thing)"),
    fam("x10_past_alarm_timer", "i already set (an|the) alarm (for|at) {time}", "(i|we) (already|just) (started|set) "
        "a timer (for|on) the {label}", "the {label} timer (went off|already went off)",
        "i (cancelled|turned off) my alarm (myself|already)"),
    fam("x10_past_comm", "i (already|just) (texted|called|emailed) {name}", "i sent that (email|message) "
        "(already|this morning)", "i (already|just) (added|saved) {name} (to|in) my contacts"),
    fam("x10_third_party", "my (brother|sister|mom|boss) (called|texted) me (earlier|this morning|yesterday)",
        "{name} (sent|wrote) me (a long email|an email|a text) (yesterday|last night)",
        "my (brother|dad) (set|forgot) his alarm (again|)", "{name} put {food} on the list (already|)"),
    fam("x10_howto", "how would i set an alarm on (a|my) (microwave|oven|watch)", "how do (you|i) set a timer on "
        "(the|an) (oven|stove|egg timer)", "how (do|would) i (text|call) someone (from|on) (a|my) (laptop|watch)"),
    fam("x10_hypothetical", "what if i (forgot|missed) my alarm", "(would|could) you (wake|call) me if there was a "
        "fire", "if i (called|texted) {name} (would|do you think) they (answer|reply)"),
    fam("x10_snooze", "snooze (it|the alarm|that)", "(five|ten) more minutes (please|)",
        "(snooze|hit snooze)", "(can you|) (pause|snooze) the alarm"),
    fam("x10_read_comm", "(read|open) (my|the) (last|latest) (email|text|message) from {name}", "(search|look) "
        "(my|the) (emails|messages) for {word}"),
    fam("x10_edit_comm", "(edit|change) {name} ^'s (number|email)", "(delete|erase) (that|the last) (message|text|"
        "email)", "(forward|reply to) (that|the last) email", "(unsend|recall) that (message|email)"),
    fam("x10_edit_time", "(move|change) my alarm to (later|earlier)", "(add|put) (five|ten) more minutes on the "
        "timer", "(pause|resume) the timer", "(delete|move) (my|the) (meeting|appointment) (tomorrow|on friday)"),
    fam("x10_read_lists", "(read|show) me (my|the) (notes|shopping list|to do list)", "(delete|clear) (my|the) "
        "(notes|list)", "(what's|what is) on my calendar {when}", "did i (write|make) a note about {word}"),
    fam("x10_weather_chat", "(ugh|man) (it's|it is) (so|really) (hot|cold|humid) (today|out)", "i (hate|love) "
        "(rain|snow|the heat)", "(the|that) (forecast|weatherman) was (wrong|way off) (again|)"),
    fam("x10_time_chat", "(wow|man) (time flies|where did the day go)", "i'm (always|never) (late|on time)",
        "(what|which) time zone (is|was) {city} in"),
    fam("x10_relay_none", "(my wife|the kids|my mom) (says|said) (hi|hello|thanks)", "the kids are asking "
        "(for|about) (pizza|ice cream|a puppy)", "mom says (dinner's|dinner is) ready"),
    fam("x10_mad_none", "(for the love of god|seriously|oh my god) (stop|stop talking|be quiet)",
        "(ugh|argh) (this thing never works|you never listen)", "(please please|i'm begging you) just (work|listen)"),
    fam("x10_repair_none", "(call|text) (uh|um) (no|wait) never mind", "set a timer (uh|um) actually (forget it|"
        "never mind)", "remind me to (uh|um) (hmm|huh) i forgot what"),
    fam("x10_will_none", "i'm gonna need (a vacation|a bigger kitchen|more coffee)", "we're going to (want|need) "
        "(a new car|more space) (someday|eventually)", "i'll (call|text) {name} (later|tomorrow) myself"),
    fam("x10_map_chat", "(i|we) got (lost|turned around) (on the way|in {city})", "(maps|the map app) (sent|took) "
        "me the wrong way", "{city} is (beautiful|so crowded) (this time of year|in summer)"),
    fam("x10_signoff_only", "(okay|ok) (that's all|that's everything) (for now|)", "(over|roger|copy that)",
        "(bye|goodbye|see you|later) (then|now|)"),
)

FAMILIES: list[Family] = [
    *CONTACT_NEW, *EMAIL, *MAP, *CALENDAR, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME,
    *REMINDER, *LIST, *NOTE, *MESSAGE, *CALL, *WEATHER, *NONE,
]
