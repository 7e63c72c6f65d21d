"""Training phrasing families, round 6 of blind additions (written without seeing any evaluation set).

They cover the Mobile Actions functions, alarms, timers, the time, reminders,
lists, notes, messages, calls and the weather, plus requests that must give no
call, in sentence shapes the earlier files use less: questions that imply a
command ("is there a way to ...", "how about you ...", "any chance you
could ..."), conditional and softened requests ("if you could ...", "if you
wouldn't mind ..."), wh-clefts ("what i need is ..."), negated alternatives
("not a timer, an alarm for ...", "don't call her, text her ..."), the value said
first or the verb last ("for seven thirty an alarm", "to the shopping list add
..."), self-talk ("note to self ...", "okay self ..."), a command embedded in a
short story, Southern US speech ("fixing to", "cut off", "get him on the horn",
"right quick"), non-native word choice ("how late is it", "make one reminder"),
clipped speech-recognition fragments with dropped words, and verbs the earlier
files never use (rouse, stash, log, clock). The no-call families add chit-chat
in those voices, past-tense statements and negated requests on the same topics
("i already called him", "don't set an alarm"), speech aimed at other people,
and questions implying things the catalog cannot do.
Every key starts with "x8_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, PHONE
from data.families_extra3 import FOOD, GROCERIES
from data.families_none import NONE_SLOTS
from data.families_time import TOPIC_SLOTS
from data.slots import (CONTACT, EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, NO_CALL, Family, bind, fam,
                        pool)
from data.spoken import clock, duration, duration_adjective
from data.when import date_time, day

ASK = "(is there (a|any) way (to|you could)|any chance you could|how about you|think you could)"
SOFT = "(if you could|if you wouldn't mind|if it's not too much trouble|when you get a sec)"
CLEFT = "(what i need is|what i want is|all i need is|the thing i need is)"
SOUTH = "(hon|sugar|darlin|y'all)"

CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("x8_ask_contact", ASK + " (save|add) {first_name} {last_name} (to|in) my contacts [(with|under) the number "
        "{phone_number}]", ASK + " (make|set up) a contact for {first_name} {last_name} [(email|e-mail) {email}]"),
    fam("x8_cleft_contact", CLEFT + " a new contact for {first_name} {last_name} [(number|phone) {phone_number}]",
        "what i want saved is {first_name} {last_name} [(at|with the number) {phone_number}]"),
    fam("x8_slot_last_contact", "to my contacts (add|save) {first_name} {last_name} [number {phone_number}]",
        "the number {phone_number} (save|store) it (as|under) {first_name} {last_name}",
        "(email|e-mail) {email} (name|that's) {first_name} {last_name} (make a contact|new contact)"),
    fam("x8_story_contact", "so {first_name} {last_name} is (our|the) new (plumber|babysitter|piano teacher|"
        "landlord) (save|stash) (the|their) number {phone_number}",
        "(just|finally) got {first_name} {last_name} ^'s (number|cell) it's {phone_number} (save|add) it"),
    fam("x8_neg_contact", "(don't|do not) call (them|her|him) (just|) (save|add) {first_name} {last_name} [(as|at) "
        "{phone_number}]", "not a note a (contact|new contact) for {first_name} {last_name} [{phone_number}]"),
    fam("x8_nonnative_contact", "make new contact name {first_name} {last_name} [number {phone_number}]",
        "please you save {first_name} {last_name} in contacts [mail {email}]"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x8_ask_email", ASK + " (email|send an email to) {to} about {subject} [saying {body}]",
        ASK + " (fire off|get out) an email to {to} (about|on) {subject}"),
    fam("x8_cleft_email", CLEFT + " an email to {to} about {subject} [saying {body}]",
        "what {to} (needs|should get) is an email about {subject} [saying {body}]"),
    fam("x8_neg_email", "(don't|do not) text {to} (email|e-mail) them about {subject} [(and say|saying) {body}]",
        "not a text an email to {to} (about|regarding) {subject}"),
    fam("x8_story_email", "{to} (keeps|has been) (bugging|asking) me about {subject} (email|send) them (something|"
        "an email) [saying {body}]", "(ok|okay) so {to} (never|still hasn't) got (anything|an email) about {subject} "
        "(send|shoot) them one"),
    fam("x8_slot_last_email", "about {subject} an email to {to} [please]",
        "(to|for) {to} (an email|a mail) about {subject} [saying {body}]"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("x8_ask_map", ASK + " (show|pull up) {query} on the map", "is there a map of {query} you (can|could) "
        "(show|pull up)", SOFT + " (show|put) {query} on the map"),
    fam("x8_cleft_map", "what i want to see is {query} on the map", CLEFT + " (a|the) map (of|showing) {query}"),
    fam("x8_neg_map", "not directions just (show|put) {query} on the map",
        "(don't|do not) (call|text) anyone just (show me|find) {query} on the map"),
    fam("x8_south_map", "(reckon|you reckon) you could (show|find) me {query} on the map",
        "where's {query} at (show|put) it on the map [" + SOUTH + "]"),
    fam("x8_asr_map", "show map {query}", "map show {query}", "find on map {query}"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("x8_ask_cal", ASK + " (put|add|pencil in) @a {title} (on|in) my calendar {datetime}",
        SOFT + " (add|put) @a {title} (on|in) the calendar {datetime}"),
    fam("x8_cleft_cal", CLEFT + " @a {title} (on|in) my calendar {datetime}",
        "what (goes|should go) on the calendar is @a {title} {datetime}"),
    fam("x8_neg_cal", "not a reminder a calendar (event|entry) (for|called) {title} {datetime}",
        "(don't|do not) (just|) remind me (put|add) @a {title} (on|in) (the|my) calendar {datetime}"),
    fam("x8_story_cal", "(just|so i just) got off the phone and (it's|it is) (confirmed|booked) @a {title} {datetime} "
        "(add it|put it on the calendar)", "(guess what|good news) (i've|i) got @a {title} {datetime} (log|add) "
        "(it|that) in (my|the) calendar"),
    fam("x8_slot_first_cal", "{datetime} @a {title} (calendar please|on the calendar please)",
        "(on|in) my calendar {datetime} (put|add) @a {title}"),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("x8_ask_alarm", ASK + " (wake me|get me up) at {time}", ASK + " set an alarm (for|at) {time} [(called|for) "
        "{label}]", SOFT + " (set|put in) an alarm for {time}"),
    fam("x8_cleft_alarm", CLEFT + " an alarm (for|at) {time}", "what i want is to be (up|woken up) at {time}",
        "the time i need to be up is {time} (set an alarm|alarm please)"),
    fam("x8_neg_alarm", "not a timer an alarm (for|at) {time}", "(don't|do not) (remind me|set a reminder) (just|) "
        "set an alarm (for|at) {time}", "no not a (timer|reminder) i (said|want) an alarm at {time}"),
    fam("x8_slot_first_alarm", "for {time} an alarm [please]", "{time} (that's when|is when) i need to be up (set an "
        "alarm|alarm please)", "at {time} (rouse|wake) me [up] [please]"),
    fam("x8_south_alarm", "i'm fixing to go to bed (wake|get) me up at {time} [" + SOUTH + "]",
        "(reckon|you reckon) you could set me an alarm for {time}"),
    fam("x8_asr_alarm", "set alarm {time}", "uh set a alarm for {time}", "alarm for {time} for {label}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x8_ask_cancel_alarm", ASK + " (turn off|get rid of) the {time} alarm",
        ASK + " (clear|cancel) all my alarms", SOFT + " (cancel|delete) my {time} alarm"),
    fam("x8_neg_cancel_alarm", "(cancel|delete) the alarm not the timer", "not the timer the {time} alarm (cancel|"
        "delete) (it|that)", "(don't|do not) snooze it (cancel|kill) the {time} alarm (for good|completely)"),
    fam("x8_south_cancel_alarm", "(go ahead and|) cut off the {time} alarm [" + SOUTH + "]",
        "cut off all (my|the) alarms [" + SOUTH + "]"),
    fam("x8_story_cancel_alarm", "(so|okay so) school's (closed|cancelled) (today|tomorrow) (so|) (switch|turn) off "
        "the {time} alarm", "(my|the) (flight|meeting) got (moved|cancelled) (so|) i (won't|don't) need "
        "the {time} alarm (cancel it|get rid of it)"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x8_ask_timer", ASK + " (time|clock) {duration_seconds} for me", ASK + " (start|run) a timer for "
        "{duration_seconds}", SOFT + " (start|set) a timer for {duration_seconds}"),
    fam("x8_cleft_timer", CLEFT + " @a {duration_seconds} timer [for the {label}]",
        ASK + " (start|give me) @a {duration_seconds} timer", slots={"duration_seconds": duration_adjective}),
    fam("x8_neg_timer", "not an alarm a timer for {duration_seconds}", "(don't|do not) set an alarm (just|) (start|"
        "set) a timer for {duration_seconds}", "no (i said|i want) a timer (for|of) {duration_seconds} not an alarm"),
    fam("x8_slot_first_timer", "for {duration_seconds} a timer [please]", "{duration_seconds} for the {label} (start|"
        "set) a timer", "(on|for) the {label} (start|set) a timer of {duration_seconds}"),
    fam("x8_south_timer", "i'm fixing to put the {label} in (set|start) a timer for {duration_seconds}",
        "(set|start) me a timer for {duration_seconds} (right quick|real quick) [" + SOUTH + "]",
        slots={"label": FOOD}),
    fam("x8_asr_timer", "set timer {duration_seconds}", "start timer for {duration_seconds}",
        "timer {duration_seconds} start"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": FOOD},
    fam("x8_ask_cancel_timer", ASK + " (stop|cancel) the {label} timer", ASK + " (clear|cancel) all the timers",
        SOFT + " (cancel|stop) the timer for the {label}"),
    fam("x8_neg_cancel_timer", "(cancel|stop) the timer not the alarm", "not the alarm the {label} timer (cancel|"
        "stop) (it|that)", "(don't|do not) pause it (cancel|kill) the {label} timer"),
    fam("x8_south_cancel_timer", "(go ahead and|) cut off the {label} timer [" + SOUTH + "]",
        "cut off (that|the) timer (right quick|real quick)"),
    fam("x8_cleft_cancel_timer", "what i (want|need) is the {label} timer (gone|cancelled|stopped)",
        "the {label} timer (i don't need it|is not needed) (anymore|any more) (cancel|stop) it"),
)
GET_TIME = bind(
    "get_time", {},
    fam("x8_ask_time", "(any chance|is there a way) "
        "you could tell me the time", "how about you tell me (the time|what time it is)"),
    fam("x8_nonnative_time", "(what's|what is) the clock [now]", "what o'clock is it [now]",
        "please say me the time"),
    fam("x8_self_time", "i wonder what time it is", "(okay|ok) (self|brain) what time is it",
        "(hmm|huh) (must be|it's gotta be) late what time is it"),
    fam("x8_cleft_time", CLEFT + " the (time|current time)", "(not|no not) the date the time (please|what time is it)"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("x8_ask_reminder", ASK + " remind me {datetime} to {text}", ASK + " (remind me|give me a heads up) to "
        "{text} [{datetime}]", SOFT + " remind me to {text} [{datetime}]"),
    fam("x8_cleft_reminder", CLEFT + " a reminder {datetime} to {text}",
        "what i (keep forgetting|always forget) is to {text} (so|) remind me [{datetime}]"),
    fam("x8_neg_reminder", "not an alarm a reminder to {text} {datetime}",
        "(don't|do not) set an alarm (just|) remind me {datetime} to {text}",
        "(don't|do not|don't you) let me forget to {text} {datetime}"),
    fam("x8_self_reminder", "(okay|ok) future me (needs|has) to {text} {datetime} (remind me|so remind me)",
        "future me will (thank me|forget) (so|) remind me {datetime} to {text}"),
    fam("x8_slot_first_reminder", "{datetime} (a reminder|remind me) to {text}", "{datetime} i (have|got) to {text} "
        "(remind me|put in a reminder)"),
    fam("x8_south_reminder", "(hon|sugar) (remind me|don't let me forget) about {text} {datetime}",
        "i'm fixing to forget (so|) remind me (about|of) {text} [{datetime}]", slots=TOPIC_SLOTS),
)
_SHOP = pool(("shopping", "grocery"))
LIST = bind(
    "add_to_list", {"item": pool(vocab.LIST_ITEMS), "list_name": pool(vocab.LIST_NAMES)},
    fam("x8_ask_list", ASK + " (add|put) {item} (on|to) the {list_name} list", "how about (adding|putting) {item} "
        "(on|to) the {list_name} list", SOFT + " (add|put) {item} on the list"),
    fam("x8_cleft_list", "what we (need|are out of) is {item} (add|put) it (on|to) the {list_name} list",
        CLEFT + " {item} on the {list_name} list", slots={"item": GROCERIES, "list_name": _SHOP}),
    fam("x8_slot_last_list", "(my|the) {list_name} list (needs|gets) {item}"),
    fam("x8_story_list", "(my roommate|the kids|my husband|my wife) (used up|finished) (all|the last of) the {item} "
        "(again|) (add|put) (it|more) on the {list_name} list", "we're (plumb|clean|fresh) out of {item} (put|add) "
        "it on the list", slots={"item": GROCERIES, "list_name": _SHOP}),
    fam("x8_neg_list", "not a note (add|put) {item} (on|to) the {list_name} list",
        "(don't|do not) remind me just (put|add) {item} on the (list|{list_name} list)"),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("x8_self_note", "note to self {text}", "(memo|message) to (self|myself) {text}",
        "(okay|ok) self (remember|write down) this {text}"),
    fam("x8_cleft_note", "what i (want|need) (written down|noted) is {text}", CLEFT + " a note (that says|saying) "
        "{text}"),
    fam("x8_ask_note", ASK + " (jot|write) this down {text}", ASK + " (save|make) a note (that says|saying) {text}",
        SOFT + " (take|make) a note {text}"),
    fam("x8_neg_note", "not a reminder just a note {text}", "(don't|do not) (send|text) it to anyone just (note|save) "
        "(it|this) {text}"),
    fam("x8_story_note", "(so|okay so) i just (found out|figured out|learned) something (write it down|note it) "
        "{text}", "(before i forget|while i remember) (stash|log) this in (a note|my notes) {text}"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x8_ask_msg", ASK + " text {recipient} (saying|and say) {body}", ASK + " (send|drop) {recipient} a "
        "(message|text) (saying|that says) {body}", SOFT + " (message|text) {recipient} {body}"),
    fam("x8_cleft_msg", "what i want to (tell|text) {recipient} is {body}", "the message for {recipient} is {body}",
        CLEFT + " a text to {recipient} (saying|that says) {body}"),
    fam("x8_neg_msg", "(don't|do not) call {recipient} (just|) text them {body}", "not an email a text to "
        "{recipient} (saying|that says) {body}", "no (don't|do not) ring them (message|text) {recipient} {body}"),
    fam("x8_south_msg", "(shoot|send) {recipient} a text (right quick|real quick) (saying|that says) {body}",
        "(reckon|you reckon) you could text {recipient} (and say|saying) {body}"),
    fam("x8_story_msg", "{recipient} (is|must be) (waiting on|wondering about) me (text|message) them {body}",
        "(ugh|oh no) (i|we) forgot to tell {recipient} (text|message) them {body}"),
    fam("x8_nonnative_msg", "make message for {recipient} (say|saying) {body}", "you send {recipient} one message "
        "(that|say) {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("x8_ask_call", ASK + " (call|ring) {name} [for me]", ASK + " get {name} on the (phone|line)",
        SOFT + " (call|dial) {name}"),
    fam("x8_south_call", "get {name} on the horn [" + SOUTH + "]", "(call|ring) up {name} (right quick|real quick)",
        "(reckon|you reckon) you could call {name} [for me]"),
    fam("x8_neg_call", "(don't|do not) text {name} (just|) call them", "not a (text|message) a call to {name}",
        "no (don't|do not) (message|text) them (call|phone) {name}"),
    fam("x8_cleft_call", "the person i need to (call|talk to) is {name}", CLEFT + " a call to {name}",
        "what i want is to talk to {name} on the phone"),
    fam("x8_nonnative_call", "please make call to {name}", "you call for me {name}", "do one call to {name}"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("x8_ask_weather", ASK + " (check|tell me) the (weather|forecast) [(for|in) {location}] [{date}]",
        "how about (the|a) (weather|forecast) (for|in) {location} [{date}]"),
    fam("x8_cleft_weather", "what i want to know is the (weather|forecast) (for|in) {location} [{date}]",
        CLEFT + " the (weather|forecast) [for {location}] [{date}]"),
    fam("x8_south_weather", "is it fixing to (rain|storm|snow) [in {location}] [{date}]",
        "(what's|how's) it (doing|looking) outside [" + SOUTH + "]",
        "(reckon|you reckon) it'll (rain|storm) [in {location}] [{date}]"),
    fam("x8_neg_weather", "not the time the weather [in {location}]",
        "(don't|do not) (show|open) the map just (give me|tell me) the weather (in|for) {location} [{date}]"),
    fam("x8_slot_first_weather", "(for|in) {location} [{date}] the forecast please",
        "{date} in {location} what's the weather (gonna be|looking) like"),
)

_SLOTS = {**NONE_SLOTS, "label": FOOD}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x8_south_chat", "(howdy|hey there) how (y'all|you) doing", "bless your heart",
        "(well|welp) i'll be", "y'all have a good one now", "(i|we) might could (go|head) (out|to town) later"),
    fam("x8_self_talk", "(okay|ok) (self|brain) focus", "where did i put my (keys|glasses|phone)",
        "(ugh|man) i'm talking to myself again", "(why|how come) did i (walk|come) in here"),
    fam("x8_past_done", "i already (called|texted|messaged) {name}", "i (set|made) (an|the) alarm (already|"
        "myself)", "(i|we) (already|just) (added|bought) {food}", "i (wrote|jotted) it down (already|myself)"),
    fam("x8_neg_requests", "(don't|do not) set an alarm", "no (don't|do not) (call|text) {name}",
        "(don't|do not) remind me (about it|of that)", "(never mind|forget it) (don't|do not) (send|save) (it|that)",
        "(no|nah) (don't|do not) (add|put) (it|that) on the list"),
    fam("x8_cleft_chat", "what i (need|want) is a (vacation|holiday|hug|raise|new job)",
        "all i want is (some peace and quiet|a day off|a nice cup of coffee)",
        "the thing (is|about it is) i (don't|never) (like|trust) (mondays|meetings)"),
    fam("x8_ask_cannot", ASK + " (book|order) (a cab|an uber|a pizza|flowers) [for me]",
        ASK + " (pay|transfer) {amount} to {name}", "how about you (do|write) my (homework|essay) for me",
        ASK + " (order|buy) {product}"),
    fam("x8_other_people", "(honey|babe) did you (call|text) {name} (yet|back)",
        "(mom|dad) can you (pick me up|come get me) (later|at school)",
        "(kids|guys) (dinner's|it's) (ready|on the table)", "did you remember to (buy|get) {food}"),
    fam("x8_near_contact", "(delete|remove) {name} from my contacts", "(block|unblock) {name}",
        "is {name} ^'s number (still|) (saved|in my phone)", "how do i (merge|sync) (my|duplicate) contacts"),
    fam("x8_near_email", "(is there|do i have) (any|new) (email|mail) from {name}", "(archive|delete) (that|this) "
        "email", "(check|refresh) my (inbox|email)", "(who|which person) (emailed|wrote to) me (last|today)"),
    fam("x8_near_map", "(save|remember) where i parked", "(what's|how's) the traffic (like|looking like) "
        "(on the way home|on my commute|for my commute)", "(why|how come) (the|my) map (is|keeps) (wrong|spinning)"),
    fam("x8_near_calendar", "what's my next (meeting|appointment)", "(when|what day) is {name} ^'s birthday",
        "(do|did) i have anything (on|planned) {when}", "(clear|wipe) my (calendar|schedule) {when}"),
    fam("x8_near_alarm_timer", "what time is my alarm set (for|to)", "how much time is left on the {label}",
        "(did the timer go off|has the timer gone off) (yet|already)", "(what's|what is) my alarm (sound|ringtone)"),
    fam("x8_near_reminder_list", "what (reminders|lists) do i have", "what's on the (shopping|grocery) list",
        "(take|cross) {food} off the list", "(read|show) me (my|the) reminders [for {when}]"),
    fam("x8_near_message_call", "did {name} (text|message) me (back|yet)",
        "(read|open) (my|the) (last|newest) (text|message)", "(did i miss|have i missed) any calls"),
    fam("x8_near_weather", "(how|why) do (hurricanes|tornadoes|rainbows) (form|happen)",
        "(i|we) got (soaked|caught in the rain) (yesterday|earlier)", "(rain|snow) always (makes|gets) me (sleepy|sad)",
        "(what's|what is) the difference between weather and climate"),
    fam("x8_near_time", "what (year|century) did (the war|that) (end|start)", "(time|it) (flies|sure flies) (huh|"
        "doesn't it)", "i (never|always) (have|lose) track of time", "(is|was) it daylight saving (yet|already)"),
    fam("x8_kid_chat", "(what's|what is) your favourite (color|colour|animal)",
        "(can|will) you be my (friend|best friend)", "knock knock"),
    fam("x8_nonnative_chat", "i am (boring|very boring) today", "you are (very|so) clever machine",
        "(how|what) (to|) say {word} in english", "(sorry|excuse) my english is not (so|very) good"),
    fam("x8_asr_junk", "(uh|um) (the|a) (the|a)", "(hello|hi) (hello|hi) (is|is this) (it|this) on",
        "(testing|test) (one two|1 2) (three|3)", "(okay|ok) (so|and) (then|um)"),
    fam("x8_story_none", "so my (sister|neighbor|boss) (called|came over) and we (talked|chatted) for (an hour|ages)",
        "(yesterday|last week) i (forgot|missed) (my|the) (alarm|appointment) (and|so) i was late",
        "we went to {city} last (summer|year) and it rained the whole time"),
)

FAMILIES: list[Family] = [
    *CONTACT_NEW, *EMAIL, *MAP, *CALENDAR, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME,
    *REMINDER, *LIST, *NOTE, *MESSAGE, *CALL, *WEATHER, *NONE,
]
