"""Training phrasing families, round 4 of blind additions (written without seeing any evaluation set).

They cover the Mobile Actions functions, alarms, timers, the time, reminders,
lists, notes, messages, calls and the weather, plus requests that must give no
call, in voices the other family files say little for: a command after a wake
word ("hey phone ..."), run-on ASR text with "gonna", "wanna" and "lemme",
children, elderly speakers ("be a love and ..."), non-native word order, people
mid-conversation, the request asked as a question or stated as a situation,
the value said first and the verb last, and the apps people use for these jobs.
The no-call families add chit-chat, questions and near misses on the same
topics that the catalog cannot do (reading, editing or deleting things).
Every key starts with "x4_" so ids never collide with the other family files.
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

WAKE = "(hey|ok|okay) (phone|assistant|computer)"

CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("x4_wake_contact",
        WAKE + " (save|add) {first_name} {last_name} [to my contacts] [(number|phone) {phone_number}]",
        WAKE + " new contact {first_name} {last_name} [at {phone_number}]",
        WAKE + " (make|create) a contact (for|called) {first_name} {last_name} [email {email}]"),
    fam("x4_lemme_contact", "(lemme|let me) (add|save) {first_name} {last_name} [real quick] (their|her|his) "
        "(cell|mobile|number) is {phone_number}",
        "(gonna|i'm gonna) need you to (save|add) {first_name} {last_name} [to my phone] [number {phone_number}]",
        "(wanna|i wanna) (add|save) {first_name} {last_name} (as a contact|to my contacts) [{phone_number}]"),
    fam("x4_elderly_contact", "(be a love|be a dear) and put {first_name} {last_name} in my (phone book|address "
        "book) [(the|her|his) number is {phone_number}]",
        "i (want|would like) {first_name} {last_name} in my (telephone book|phone book) [the number is {phone_number}]",
        "(my|the) new doctor is {first_name} {last_name} (keep|save) (the|that) number {phone_number} [for me]"),
    fam("x4_email_contact", "(save|add) {first_name} {last_name} with the (email|email address|e-mail) {email}",
        "{first_name} {last_name} ^'s (email|email address) is {email} (make|create) a contact [for them]",
        "(store|keep) {email} (for|as) {first_name} {last_name} in (my|the) contacts"),
    fam("x4_both_contact",
        "(add|save) {first_name} {last_name} (number|phone) {phone_number} and (email|e-mail) {email}",
        "contact for {first_name} {last_name} (cell|mobile) {phone_number} (email|mail) {email}",
        "{first_name} {last_name} {phone_number} {email} (add to contacts|save as a contact)"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x4_wake_email", WAKE + " (email|send an email to) {to} (about|re) {subject} [and say {body}]",
        WAKE + " (write|compose) an email (to|for) {to} (about|regarding) {subject}"),
    fam("x4_gonna_email", "(i wanna|i'm gonna|lemme) (email|send an email to) {to} about {subject}",
        "(gotta|i gotta|need to) (email|shoot an email to) {to} (re|about) {subject} [(tell them|saying) {body}]",
        "(wanna|gonna) (get|fire) an email off to {to} about {subject} [real quick]"),
    fam("x4_owe_email", "i still owe {to} an email about {subject} (send it now|let's do it now)",
        "{to} is waiting for an email (about|on) {subject} (send it|write it) [saying {body}]"),
    fam("x4_question_email", "(can|could) you (email|e-mail) {to} (about|regarding) {subject} (and|to) "
        "(say|tell them) {body}", "(will|would) you (send|fire) {to} an email (about|on the subject of) {subject}",
        "is it possible to (email|send an email to) {to} about {subject}"),
    fam("x4_topic_first", "(about|regarding) {subject} (email|e-mail) {to} [please]",
        "{subject} (email|e-mail) (to|for) {to} [saying {body}] (send it|please)",
        "(an|one) email about {subject} (to|for) {to} (please|thanks)"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("x4_wake_map", WAKE + " (show|find) me {query} on the map", WAKE + " (map|locate) {query}",
        WAKE + " (where's|where is) {query} on the map"),
    fam("x4_lemme_see", "(lemme|let me) see {query} on (the|a) map", "(wanna|i wanna) (check out|look at) {query} on "
        "(the|a) map", "(gonna|i'm gonna) need (a|the) map (of|for) {query}"),
    fam("x4_meeting_at", "(my|the) (friend|cousin|uber driver|taxi) is (at|waiting at) {query} (show me|pull up) "
        "(the map|where that is)", "(we're|we are) meeting at {query} (where's that|show me on the map)",
        "the party is (at|near) {query} (show|bring up) (it|the map)"),
    fam("x4_question_map", "(can|could) you (bring up|display) {query} on (the|a) map",
        "(whereabouts|where abouts) is {query} exactly [dear]",
        "(any idea|do you know) where {query} is (show me|on the map)"),
    fam("x4_nonnative_map", "map of {query} (show|open) [please]", "i (want|need) see {query} in map",
        "please open map for {query}"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("x4_wake_cal", WAKE + " (add|put) @a {title} (on|in|to) my calendar {datetime}",
        WAKE + " {datetime} i've got @a {title} (put it in|add it to) (the|my) calendar"),
    fam("x4_gonna_cal", "(gonna|i'm gonna) have @a {title} {datetime} (stick|put) it in the calendar",
        "(lemme|let me) (add|schedule) @a {title} {datetime}",
        "(wanna|i wanna) (schedule|book) @a {title} {datetime} (in|on) my calendar"),
    fam("x4_question_cal", "(can|could) you (schedule|set up|book) @a {title} [for me] {datetime}",
        "is it possible to (schedule|book) @a {title} {datetime}",
        "(will|would) you (put|add) @a {title} (on|in) (my|the) (calendar|agenda) {datetime}"),
    fam("x4_named_event", "(create|make|add) @a (calendar|new) (event|entry|appointment) (called|named|titled) {title} "
        "{datetime}", "new (event|appointment) {datetime} (called|titled) {title}",
        "(event|appointment) (name|title) {title} (time|when) {datetime}"),
    fam("x4_shared_cal", "(put|add) @a {title} on the (family|shared|work|kids') calendar {datetime}",
        "(put|add) @a {title} (on|in) (google calendar|outlook|the family calendar) for everyone {datetime}"),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("x4_wake_alarm", WAKE + " (set|make) (an|my) alarm (for|at) {time}", WAKE + " wake me [up] at {time}",
        WAKE + " alarm (at|for) {time} [please]"),
    fam("x4_gonna_alarm", "(gonna|i'm gonna) (need|want) an alarm (at|for) {time}",
        "(lemme|let me) (set|get) an alarm for {time} [real quick]",
        "(wanna|i wanna) (get|be) up at {time} (set an alarm|alarm please)"),
    fam("x4_question_alarm", "(can|could|will) you (set|put) an alarm (on|for) {time} [tomorrow]",
        "(is it possible|are you able) to wake me [up] at {time} [tomorrow]",
        "(would|will) you get me up at {time} [tomorrow]"),
    fam("x4_labelled_alarm", "(set|make) an alarm (for|at) {time} (with the label|with the name|that says) {label}",
        "{label} at {time} (set|make) an alarm for (it|that)"),
    fam("x4_kid_alarm", "(mom|mum|dad) said i have to get up at {time} (so|can you) (set|make) an alarm",
        "(please|pretty please) can you wake me up at {time}", "i wanna wake up at {time} [tomorrow] make an alarm"),
    fam("x4_nonnative_alarm", "put one alarm (for|at) {time} [please]", "alarm i want (for|at) {time}",
        "one alarm (for|at) {time} (please|kindly)", "please you wake me (at|on) {time}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x4_wake_cancel_alarm", WAKE + " (cancel|delete|remove) the alarm (for|at) {time}",
        WAKE + " (scrap|kill|drop) my {time} alarm"),
    fam("x4_gonna_cancel_alarm", "(i'm gonna|gonna) sleep in [tomorrow] [so] (cancel|kill) (the|my) {time} alarm",
        "(lemme|let me) (cancel|delete) (my|the) alarm for {time}",
        "(don't|do not) need the {time} alarm (no more|any more|anymore)"),
    fam("x4_every_alarm", WAKE + " (get rid of|turn off) all (my|the) alarms",
        "i (wanna|want to) sleep (in|late) (this weekend|tomorrow) [so] (cancel|turn off) all my alarms",
        "wipe out every alarm on (my|this) phone"),
    fam("x4_question_cancel_alarm", "(can|could) you (cancel|remove|delete) (my|the) {time} alarm [please]",
        "(would|will) you (turn off|get rid of) the alarm (i set|i made) for {time}",
        "is it possible to (cancel|delete) all my alarms"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x4_wake_timer", WAKE + " (set|start) @a {duration_seconds} timer", WAKE + " @a {duration_seconds} timer "
        "[please]", slots={"duration_seconds": duration_adjective}),
    fam("x4_gonna_timer", "(gonna|i'm gonna) (need|want) a timer (for|of) {duration_seconds}",
        "(lemme|let me) (get|have) a timer (for|of) {duration_seconds} [real quick]",
        "(wanna|i wanna) time {duration_seconds} (start|go) now"),
    fam("x4_kid_timer", "(mom|mum|dad) said i can (play|watch tv|play games) for {duration_seconds} (set|make|start) "
        "a timer", "(can|could) you (do|make) a timer for {duration_seconds} (please|pretty please)",
        "i'm gonna brush my teeth for {duration_seconds} (time me|start a timer)"),
    fam("x4_named_timer", "(set|start) a timer (for|of) {duration_seconds} (called|named|labelled|labeled) {label}",
        "(set|start) a {duration_seconds} timer (called|named) {label}", "timer {label} {duration_seconds} [go]"),
    fam("x4_recipe", "the recipe says {duration_seconds} (so|can you) (set|start) a timer",
        "(bake|boil|simmer|steep|roast) (it|this) for {duration_seconds} (timer please|set a timer)",
        "(it|this) (has|needs) to (rest|cool|soak|rise) for {duration_seconds} (set|start) a timer"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("x4_wake_cancel_timer", WAKE + " (cancel|stop|kill) the {label} timer",
        WAKE + " (cancel|stop) (the|my) timer", WAKE + " (clear|cancel) (all|all my|every) timers"),
    fam("x4_gonna_cancel_timer", "(gonna|i'm gonna) take the {label} out (now|early) [so] (cancel|stop) its timer",
        "(lemme|let me) (cancel|turn off) the {label} timer",
        "(nevermind|never mind) the timer (cancel it|i don't need it)", slots={"label": FOOD}),
    fam("x4_question_cancel_timer", "(can|could) you (stop|get rid of) (the|my) {label} timer [please]",
        "(would|will) you (turn|switch) off the timer for the {label}",
        "(are you able to|can you) (clear|cancel) all (the|my) timers"),
)
GET_TIME = bind(
    "get_time", {},
    fam("x4_wake_time", WAKE + " what time is it [now|right now]", WAKE + " what's the time [now|please]",
        WAKE + " (tell|give) me the time"),
    fam("x4_late", "am i (late|running late) (what's|what is) the time", "(oh no|oh god|shoot|crap) what time is it",
        "have i (overslept|slept in) what time is it"),
    fam("x4_nonnative_time", "how much is the time [now]", "what is the hour [now]", "which time is it [now]",
        "tell me the hour please"),
    fam("x4_midconv_time", "(hang on|hold on|wait) (babe|guys|a sec) what's the time [now]",
        "(sorry|sorry to interrupt) [but] what time is it [now]",
        "(is it|it is) bedtime yet what time is it"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("x4_wake_reminder", WAKE + " remind me (to {text} {datetime}|{datetime} to {text})",
        WAKE + " set a reminder to {text} [{datetime}]", WAKE + " remind me to {text}"),
    fam("x4_gonna_reminder", "i'm gonna forget to {text} [so] remind me [{datetime}]",
        "(lemme|let me) set a reminder to {text} [{datetime}]", "(wanna|i wanna) be reminded to {text} {datetime}"),
    fam("x4_elderly_reminder", "(be a love|be a dear) and remind me to {text} [{datetime}]",
        "my memory (isn't|is not) what it used to be [so] remind me to {text} [{datetime}]",
        "i'm getting (so|very) forgetful remind me {datetime} to {text}"),
    fam("x4_question_reminder", "(would|will) you [please] remind me {datetime} to {text}",
        "is it possible to remind me to {text} {datetime}",
        "how about a reminder to {text} {datetime}"),
    fam("x4_topic_reminder", "(ping|alert) me about {text} {datetime}",
        "(make|create) a reminder (about|for) {text} [{datetime}]", slots=TOPIC_SLOTS),
)
LIST = bind(
    "add_to_list", {"item": pool(vocab.LIST_ITEMS), "list_name": pool(vocab.LIST_NAMES)},
    fam("x4_wake_list", WAKE + " add {item} to (my|the) {list_name} list",
        WAKE + " {item} on the {list_name} list [please]", WAKE + " (put|add) {item} on the list"),
    fam("x4_gonna_list", "(we're gonna|gonna) need (more|some) {item} (put|add) (it|that) (on|to) the list",
        "(lemme|let me) add {item} to the {list_name} list",
        "(wanna|i wanna) (put|stick) {item} on (my|the) {list_name} list", slots={"item": GROCERIES}),
    fam("x4_kid_list", "(can we|can you) (get|buy) {item} (put|add) it (on|to) the list",
        "we (ran out of|don't have any) {item} (put|write) it on the list [please]", slots={"item": GROCERIES}),
    fam("x4_value_first_list", "{item} (goes|should go) on the {list_name} list",
        "{list_name} list could use {item}", "{item} (i need|we need) (that|it) on the {list_name} list"),
    fam("x4_list_app", "(add|put) {item} (to|on) my {list_name} list (on|in) (anylist|google keep|bring|todoist)",
        "(open|use) (anylist|google keep|todoist) and add {item} to the {list_name} list"),
    fam("x4_task", "(new task|task) {item} (for|on) (the|my) to do list",
        "i (wanna|gotta|need to) {item} [this week] add (that|it) to my to do list", list_name="to do",
        slots={"item": pool(vocab.TODO_ITEMS)}),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("x4_wake_note", WAKE + " (take|make) a note {text}", WAKE + " (note|note down) {text}",
        WAKE + " new note {text}"),
    fam("x4_gonna_note", "(gonna|i'm gonna) forget this [so] (note|jot|write) (it|this) down {text}",
        "(lemme|let me) dictate a note {text}", "(wanna|i wanna) (save|write) a note (that says|saying) {text}"),
    fam("x4_note_contents", "(start|open) a [new] note and (type|put) {text}",
        "(create|make) a note (with|containing) {text}", "note (reads|says) {text}"),
    fam("x4_question_note", "(can|could) you (write|jot|put) (this|that) down for me {text}",
        "(could|would) you take a [quick] note {text}", "(could|would) you (keep|make) a record of this {text}"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x4_wake_msg", WAKE + " (text|message) {recipient} [saying] {body}",
        WAKE + " send a (text|message) to {recipient} (that says|saying) {body}"),
    fam("x4_gonna_msg", "(gonna|i'm gonna) text {recipient} [real quick] (say|tell them) {body}",
        "(lemme|let me) (text|message) {recipient} [and] (say|tell them) {body}",
        "(wanna|i wanna) send {recipient} a (text|message) (saying|that says) {body}"),
    fam("x4_question_msg", "(can|could) you (send|pass) (a message|word) to {recipient} (that|saying) {body}",
        "(would|will) you text {recipient} (for me|please) (and say|saying) {body}"),
    fam("x4_busy_hands", "(i'm|i am) (driving|behind the wheel|on the motorway|on the highway) (text|message) "
        "{recipient} [saying] {body}", "my hands are (full|covered in flour|wet) (text|message) {recipient} "
        "[saying] {body}", "(i can't|can't) type right now (send|text) {recipient} {body}"),
    fam("x4_sms_slang", "(shoot|send) {recipient} a (txt|text) (saying|that says) {body}",
        "text message {recipient} {body}", "(txt|text) {recipient} {body} (thx|thanks|ta)"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("x4_wake_call", WAKE + " (call|ring|dial) {name}", WAKE + " (get me|put me through to) {name} [please]"),
    fam("x4_gonna_call", "(gonna|i'm gonna) call {name} [real quick]", "(lemme|let me) (call|ring|phone) {name}",
        "(wanna|i wanna) (call|talk to) {name} (can you dial|dial the number) [for me]"),
    fam("x4_elderly_call", "(be a love|be a dear) and (ring|telephone|call) {name} for me",
        "(please|kindly) (telephone|ring up) {name}", "i would like to telephone {name} [please]"),
    fam("x4_kid_call", "(can|could) i call {name} (please|now)", "(call|phone) {name} i (want to|wanna) tell them "
        "something", "i miss {name} can we call (them|now)"),
    fam("x4_value_first_call", "{name} (call them|give them a ring|dial them) [please]",
        "{name} on the phone (now|please)",
        "{name} (ring|call) (please|now|thanks)"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("x4_wake_weather", WAKE + " (how's|what's) the weather [in {location}] [{date}]",
        WAKE + " (give me|tell me) the forecast [for {location}] [{date}]"),
    fam("x4_gonna_weather", "is it gonna (rain|snow|be sunny|be windy) [in {location}] [{date}]",
        "(gonna|is it gonna) (be|get) (hot|cold|windy|sunny) [in {location}] {date}",
        "(lemme|let me) (see|check) the weather [in {location}] [{date}]"),
    fam("x4_plans", "(we're|i'm) (having|planning) a (picnic|barbecue|bbq|garden party) {date} [in {location}] "
        "(what's the weather looking like|how's the weather looking)",
        "(my|our) (flight|drive|trip) to {location} is {date} (what's the weather (gonna|going to) be like there)"),
    fam("x4_elderly_weather", "(will|do) i need my (coat|cardigan|wellies|rain boots) [{date}]",
        "(is it|will it be) (cold|wet|frosty|icy) (out|outside) [{date}] (love|dear)",
        "what's it (doing|like) (out|outside) [in {location}] (love|dear)"),
    fam("x4_location_first", "{location} {date} (what's the weather like|how's the weather looking)",
        "over in {location} (is it gonna rain|what's the weather like) [{date}]",
        "(weather|forecast) check (for|on) {location} [{date}]"),
)

_SLOTS = {**NONE_SLOTS, "item": pool(vocab.LIST_ITEMS), "label": pool(vocab.TIMER_LABELS)}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x4_wake_chat", WAKE + " (how are you|what's up|you there|are you listening)", WAKE + " never mind",
        WAKE + " (tell me a joke|say something funny)", WAKE + " (thanks|thank you) that's all"),
    fam("x4_kid_chat", "(where do rainbows come from|are you a robot|do you have a (mom|mum))",
        "what's (seven|twelve) times (eight|nine)", "can you do my homework", "(are|r) you my friend",
        "what (noise|sound) does a (giraffe|fox) make"),
    fam("x4_elderly_chat", "(hello|good morning) dear (how are you|are you there)",
        "(i don't|i can't) (understand|work) this (phone|thing)", "(speak|talk) (slower|more slowly) (please|dear)",
        "what was i (saying|doing) just now"),
    fam("x4_midconv_none", "(no|nah) i wasn't talking to you", "(sorry|oops) that was (the tv|my kid|my son)",
        "(hold on|wait) i'm talking to my (wife|husband|friend)", "(ok|okay) (forget it|never mind) i changed my mind"),
    fam("x4_near_contacts_calls", "(what's|what is) {name} ^'s (email|email address|home address)",
        "(edit|update|change) {name} ^'s (number|contact)", "(merge|export|back up) my contacts",
        "who (was|is) the last person i (called|texted)", "(how many|did i get any) missed calls",
        "(check|listen to) my voicemail"),
    fam("x4_near_mail_messages", "(read|open) (my|the) (latest|last) email [from {name}]",
        "(any|do i have any) new emails", "(forward|reply to) (that|the last) email",
        "(delete|archive) (my|all my) (texts|messages) from {name}", "what did {name} (text|message) me"),
    fam("x4_near_time_alarm", "(list|show me) [all] my alarms", "which alarms (are set|do i have)",
        "how long (has|did) the timer (been running|run)", "how much time is left on the {label}",
        "what time did i set (the|my) alarm for"),
    fam("x4_near_notes_lists", "(read|show) me my (last|latest) note", "(delete|remove) (my|the) last (note|reminder)",
        "(did|have) i (set|got) any reminders {when}", "(how many|what) things are on the (shopping|grocery) list",
        "(take|scratch) {item} off my list", "(share|send) my shopping list"),
    fam("x4_near_map_weather", "(why is|why's) it so (hot|cold|windy) (lately|this year)", "(i love|i hate) the snow",
        "(is|was) {city} (nice|worth visiting)", "how (do|did) they (predict|forecast) the weather",
        "what (causes|is) (a hurricane|fog|a heatwave)"),
    fam("x4_cannot_do", "(book|reserve) (a flight|a hotel|train tickets) to {city}",
        "(translate|read) this (sign|menu|label)", "order {product} (online|on amazon)",
        "(set|change) my (voicemail|password|pin)", "(lemme|let me) (check my bank balance|pay my credit card bill)"),
)

FAMILIES: list[Family] = [
    *CONTACT_NEW, *EMAIL, *MAP, *CALENDAR, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER,
    *LIST, *NOTE, *MESSAGE, *CALL, *WEATHER, *NONE,
]
