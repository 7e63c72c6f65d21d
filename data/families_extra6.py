"""Training phrasing families, round 5 of blind additions (written without seeing any evaluation set).

They cover the Mobile Actions functions, alarms, timers, the time, reminders,
lists, notes, messages, calls and the weather, plus requests that must give no
call, in voices the earlier files use less: British, Australian and Indian
English ("give mum a bell", "kindly put a call to ...", "flick him a text"),
formal office speech ("i'd like you to ...", "please arrange ..."), terse
telegraphic commands ("msg dad ...", "alarm six thirty sharp"), hedged and
unsure speech ("um could you maybe ..."), a reason given before or after the
command ("... so i don't double book"), hands-busy contexts (driving, cooking,
the gym), long polite dictation ("the message should read ...") and slang.
Reasons after a free-text span are left out where they would blur its end.
The no-call families add chit-chat and near misses on the same topics.
Every key starts with "x6_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, PHONE
from data.families_extra3 import FOOD, GROCERIES
from data.families_none import NONE_SLOTS
from data.families_time import TOPIC_SLOTS
from data.slots import (CONTACT, EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, NO_CALL, Family, bind, fam,
                        pool)
from data.spoken import clock, duration
from data.when import date_time, day

BUSY = "(i'm|im) (driving|cooking|at the gym|on the treadmill|up a ladder)"
UM = "(um|uh|erm|er)"

CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("x6_office_contact", "i'd like you to (add|create) a new contact (for|named) {first_name} {last_name} "
        "[with the (number|telephone number) {phone_number}]",
        "please (set up|open) a contact entry for {first_name} {last_name} [(telephone|phone) {phone_number}]",
        "please arrange for {first_name} {last_name} to be (added to|saved in) my contacts [(email|e-mail) {email}]"),
    fam("x6_terse_contact", "save {first_name} {last_name} {phone_number}",
        "add contact {first_name} {last_name} (mobile|mob|cell) {phone_number}",
        "{first_name} {last_name} (number|no) {phone_number} save (it|that)",
        "contact (add|save) {first_name} {last_name} (email|mail) {email}"),
    fam("x6_hedged_contact", UM + " (could|can) you maybe (save|add) {first_name} {last_name} [as a contact]",
        "i think i (should|need to) add {first_name} {last_name} to my contacts [(her|his|their) number is "
        "{phone_number}]", UM + " (can|could) you add {first_name} {last_name} i think (her|his) (number|mobile) "
        "is {phone_number}"),
    fam("x6_uk_contact", "(pop|bung) {first_name} {last_name} (in|into) my (phone|contacts) [(their|her|his) mobile "
        "is {phone_number}]", "kindly save (this|the) number {phone_number} in the name of {first_name} {last_name}",
        "(put|add) {first_name} {last_name} in (me|my) contacts (mate|love) [number {phone_number}]"),
    fam("x6_reason_contact", "(she's|he's) my new (neighbour|neighbor|colleague|dentist) (so|) (save|add) "
        "{first_name} {last_name} [(number|on) {phone_number}]",
        "i keep losing (her|his) number (so|) save {first_name} {last_name} (as|on) {phone_number}",
        "add {first_name} {last_name} to my contacts [(number|on) {phone_number}] so i (don't lose|can find) "
        "(it|them) (later|again)"),
    fam("x6_dictate_contact", "i'd like to create a new contact the first name is {first_name} the (last name|"
        "surname) is {last_name} [the phone number is {phone_number}] [and the email (is|address is) {email}]",
        "first name {first_name} (last name|surname) {last_name} [(phone|number) {phone_number}] [(email|email "
        "address) {email}] (please save this contact|save as a new contact)"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x6_office_email", "i'd like you to (send|draft and send) an email to {to} (regarding|concerning) {subject}",
        "please (send|arrange) an email to {to} (with the subject|subject line) {subject} [and the (message|body) "
        "{body}]", "please email {to} (regarding|concerning) {subject} [and let them know {body}]"),
    fam("x6_dictate_email", "(please|) send an email to {to} the subject (is|should be) {subject} [and the (body|"
        "message) (is|should read|reads) {body}]",
        "i'd like to (write|send) an email (to|for) {to} the subject line (is|reads) {subject} [the (text|body) "
        "(is|reads) {body}]"),
    fam("x6_terse_email", "mail {to} re {subject}", "{to} email re {subject} [msg {body}]"),
    fam("x6_hedged_email", UM + " (could|can) you maybe (email|send an email to) {to} about {subject}",
        "i think i (need|ought) to email {to} about {subject} (can you|could you) (do that|send it)",
        "i guess (just|) send {to} an email about {subject} [saying {body}]"),
    fam("x6_reason_email", "{to} (needs|wants) an update on {subject} (so|) (email|e-mail) them [and say {body}]",
        "i'm (heading out|off for the day|logging off) (so|) (email|send an email to) {to} (about|regarding) "
        "{subject}"),
    fam("x6_indian_email", "kindly (send|shoot) a mail to {to} (regarding|with regards to) {subject}",
        "please do the needful and email {to} about {subject}",
        "kindly (drop|send) a mail to {to} (regarding|for) {subject} stating {body}"),
    fam("x6_busy_email", BUSY + " (so|) (send|fire off) an email to {to} (about|regarding) {subject} [saying {body}]",
        "(can't|i can't) type (right now|at the moment) email {to} (about|re) {subject} [and say {body}]"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("x6_uk_map", "(give us|show us) {query} on the map", "(chuck|whack) {query} up on the map",
        "where's {query} (then|mate) (show me|on the map)"),
    fam("x6_office_map", "i'd like to see {query} on a map", "please (display|open) a map (showing|of) {query}",
        "i'd like you to (locate|find) {query} on the map"),
    fam("x6_terse_map", "map {query}", "maps {query} (now|quick)", "{query} on map"),
    fam("x6_busy_map", "(i'm|im) driving (show|put) {query} on the (map|screen)",
        "(we're|i'm) in the car (find|show) {query} on the map"),
    fam("x6_hedged_map", UM + " where (exactly|) is {query} (can you|could you) show me on the map",
        "i think {query} is (near here|around here) (show|can you show) me on the map"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("x6_office_cal", "please arrange @a {title} {datetime}", "i'd like you to (schedule|book) @a {title} "
        "{datetime}", "please (put|enter) @a {title} in (my|the) diary {datetime}"),
    fam("x6_dictate_cal", "(create|add) a calendar event the title is {title} and (it's|it is) {datetime}",
        "new calendar entry (please|) the title (is|should be) {title} the time is {datetime}"),
    fam("x6_terse_cal", "cal {title} {datetime}", "{title} {datetime} (calendar|on the calendar)",
        "event {title} {datetime}"),
    fam("x6_hedged_cal", UM + " i think i have @a {title} {datetime} (can you|could you) (add|put) (it|that) (in|on) "
        "my calendar", "(could|can) you maybe put @a {title} on my calendar {datetime}"),
    fam("x6_reason_cal", "(put|add) @a {title} (on|in) my calendar {datetime} (so i don't forget|so i don't double "
        "book)", "i keep (forgetting things|double booking) (so|) (add|put) @a {title} (in|on) my calendar "
        "{datetime}"),
    fam("x6_regional_cal", "(chuck|stick) @a {title} in the (calendar|diary) {datetime}",
        "kindly (add|put) @a {title} in my calendar {datetime}"),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("x6_terse_alarm", "alarm {time} sharp", "wake {time}", "up at {time} alarm"),
    fam("x6_reason_alarm", "(set|put) an alarm (for|at) {time} (i've got|i have) an early (flight|shift|start)",
        "wake me [up] at {time} (i've got|got) (a train to catch|an exam|a big day) (tomorrow|in the morning)"),
    fam("x6_regional_alarm", "(could|can) you set me an alarm for {time} (please|ta|cheers)",
        "please wake me up by {time}", "(set|put) me an alarm for {time} (mate|love)"),
    fam("x6_office_alarm", "i'd like an alarm (set|) (for|at) {time} [(labelled|titled|named) {label}]",
        "please (set|arrange) an alarm for {time} (labelled|titled) {label}", "alarm for {label} at {time}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x6_terse_cancel_alarm", "{time} alarm cancel", "cancel alarm {time}", "alarms off all of them"),
    fam("x6_reason_cancel_alarm", "i'm (working from home|off sick|on leave) tomorrow (so|) (cancel|switch off) "
        "the {time} alarm", "(cancel|scrap) my {time} alarm (the meeting got moved|i'm not going to the gym)"),
    fam("x6_regional_cancel_alarm", "(could you|can you) (bin|get rid of) the {time} alarm (please|ta)",
        "kindly (delete|remove) the alarm (set|kept) for {time}", "(switch|turn) off all (me|my) alarms (love|mate)"),
    fam("x6_hedged_cancel_alarm", UM + " i don't think i need the {time} alarm (anymore|) (can you|could you) "
        "(cancel|remove) it", "i guess (just|) (cancel|delete) all the alarms"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x6_cooking_timer", "(my hands are|i'm) (covered in|all) (dough|flour|sauce|batter) (set|start) a timer for "
        "{duration_seconds}", "the {label} (needs|has got) another {duration_seconds} (timer please|set a timer)",
        "(stirring|frying|chopping) (here|onions) (give me|start) a timer for {duration_seconds}",
        slots={"label": FOOD}),
    fam("x6_gym_timer", "(i'm|im) at the gym (start|set) a timer for {duration_seconds}",
        "(between sets|resting now) (give me|set) {duration_seconds} on the clock"),
    fam("x6_terse_timer", "{duration_seconds} on the clock", "timer for {duration_seconds} go",
        "{label} {duration_seconds} go", slots={"label": FOOD}),
    fam("x6_office_timer", "i'd like (a timer|you to start a timer) for {duration_seconds} [(labelled|named) {label}]",
        "please (arrange|run) a timer (for|of) {duration_seconds} (labelled|named) {label}"),
    fam("x6_hedged_timer", UM + " (maybe|could you) set a timer for (like|about|around) {duration_seconds}",
        "i think the {label} needs {duration_seconds} (set a timer|can you time it)", slots={"label": FOOD}),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": FOOD},
    fam("x6_cooking_cancel_timer", "(cancel|kill) the {label} timer (it's|it is) (done|ready) (already|early)",
        "(took|i took) it out (early|already) (stop|cancel) the {label} timer"),
    fam("x6_terse_cancel_timer", "cancel timer {label}", "stop timer {label}", "timers (all|) cancel"),
    fam("x6_gym_cancel_timer", "(i'm|we're) (done|finished) with (the|my) (workout|sets) (stop|cancel) the timer",
        "(done|finished) early (kill|cancel) (all|all the|all my) timers"),
    fam("x6_polite_cancel_timer", "kindly (stop|switch off) the {label} timer",
        "i'd like you to cancel (all|every one of) my timers",
        "please (cancel|clear) the timer (for|on) the {label}"),
)
GET_TIME = bind(
    "get_time", {},
    fam("x6_regional_time", "what time've we got (mate|then)",
        "what is the time now please tell", "time kindly tell me"),
    fam("x6_busy_time", BUSY + " what's the time", "hands (are|) full what time is it (now|)",
        "(i'm|im) in the shower what time is it"),
    fam("x6_hedged_time", UM + " what time is it (actually|again)", "i think i'm late (what's|what is) the time"),
    fam("x6_terse_time", "time now", "current time (please|pls)", "the time (please|pls)"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("x6_office_reminder", "i'd like (a reminder|to be reminded) to {text} [{datetime}]",
        "please arrange a reminder (for me|) to {text} {datetime}",
        "please (set|create) a reminder for me to {text} [{datetime}]"),
    fam("x6_reason_reminder", "remind me to {text} {datetime} (so i don't forget|or i'll forget|i always forget)",
        "i'll (definitely|) forget otherwise (so|) remind me to {text} [{datetime}]"),
    fam("x6_hedged_reminder", UM + " could you maybe remind me to {text} [{datetime}]",
        "i think i (should|need to) {text} {datetime} (remind me|can you remind me)",
        "i (might|may) forget to {text} [{datetime}] (so|) remind me"),
    fam("x6_busy_reminder", BUSY + " (can't write it down|) remind me to {text} [{datetime}]",
        "(my hands are full|hands full) remind me {datetime} to {text}"),
    fam("x6_regional_reminder", "please keep a reminder to {text} [{datetime}]",
        "do one thing remind me to {text} {datetime}", "(set|pop) me a reminder to {text} {datetime} (mate|love)"),
    fam("x6_topic_reminder", "(set|pop in) a reminder (re|regarding) {text} [{datetime}]",
        "i'd like a reminder (regarding|concerning) {text} {datetime}", slots=TOPIC_SLOTS),
)
_SHOP = pool(("shopping", "grocery"))
LIST = bind(
    "add_to_list", {"item": pool(vocab.LIST_ITEMS), "list_name": pool(vocab.LIST_NAMES)},
    fam("x6_cooking_list", "(i'm|we're) (cooking|baking) and (we're|i'm) out of {item} (add|put) it (on|to) the "
        "{list_name} list", "(just|) used the last of the {item} (add|put) (it|more) (on|to) the {list_name} list",
        slots={"item": GROCERIES, "list_name": _SHOP}),
    fam("x6_terse_list", "{item} onto the list", "need {item} (add it|on the list)", "list add {item}",
        slots={"item": GROCERIES}),
    fam("x6_regional_list", "(kindly|please) include {item} in the {list_name} list",
        "(stick|pop) {item} on the list (mate|love)"),
    fam("x6_office_list", "i'd like you to add {item} to the {list_name} list",
        "please (record|note) {item} on the {list_name} list"),
    fam("x6_hedged_list", UM + " (maybe|could you) add {item} to the {list_name} list",
        "i think we need {item} (add it|can you add it) to the list",
        "i think we're out of {item} (put it|add it) on the {list_name} list"),
    fam("x6_reason_list", "add {item} to the {list_name} list (we're|i'm) (out|almost out|running out)",
        "(put|add) {item} on the list so i (remember|don't forget) (it|to buy it) (at the shop|later)"),
    fam("x6_todo_list", "i need to {item} (sometime|at some point) (add it|put it) (on|to) my to do list",
        "(please|) (add|log) {item} (to|on) the to do list", list_name="to do", slots={"item": pool(vocab.TODO_ITEMS)}),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("x6_office_note", "i'd like to (make|record) a note (that reads|reading) {text}",
        "please (make|take) a note of the following {text}"),
    fam("x6_dictate_note", "(new note|note) please the (note|text) (should read|reads|is) {text}",
        "i'm going to dictate a note (ready|okay) {text}"),
    fam("x6_terse_note", "memo {text}", "jot {text}", "notes {text}"),
    fam("x6_hedged_note", UM + " (could|can) you (maybe|) (note down|write down) {text}",
        "i think i should write this down {text}"),
    fam("x6_busy_note", BUSY + " and i can't (write|type) (so|) (take a note|note this) {text}",
        "(hands full|my hands are full) (note|note down) {text}"),
    fam("x6_reason_note", "(i'll|i will) forget this otherwise (note|write down) {text}",
        "(before it goes|before i lose it) (note|note down|save) {text}"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x6_terse_msg", "msg {recipient} {body}", "{recipient} text {body}"),
    fam("x6_office_msg", "i'd like you to (send|write) a message to {recipient} (that reads|reading|stating) {body}",
        "please (send|arrange) a text to {recipient} (to the effect that|which says) {body}"),
    fam("x6_dictate_msg", "i'd like to send a message to {recipient} the message (is|should say|reads) {body}",
        "send a text to {recipient} and the text should (say|read) {body}"),
    fam("x6_busy_msg", "(i'm|im) (at the gym|cooking|in the shower|on my bike|cycling) (so|) (text|message) "
        "{recipient} (saying|and say) {body}", BUSY + " (so|) (send|shoot) {recipient} a (text|message) {body}"),
    fam("x6_hedged_msg", UM + " could you maybe text {recipient} (something like|saying) {body}",
        "i think i (should|need to) (text|message) {recipient} (saying|and tell them) {body}"),
    fam("x6_reason_msg", "i'm (heading out|leaving now|about to board) (so|) (text|message) {recipient} {body}",
        "(so|just so) (nobody worries|they don't worry) (text|message) {recipient} {body}"),
    fam("x6_regional_msg", "(flick|bung|ping) {recipient} a (text|message) (saying|to say) {body}",
        "kindly send a message to {recipient} (stating|saying) {body}",
        "(please|) message {recipient} that {body}", "please do the needful and text {recipient} {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("x6_regional_call", "give {name} a (bell|tinkle|buzz)", "(please|kindly) (put|make) a call to {name}",
        "call to {name} (please|now)", "kindly (dial|connect) {name}"),
    fam("x6_terse_call", "{name} call", "call {name} now", "phone {name} pls"),
    fam("x6_busy_call", BUSY + " (call|ring|dial) {name} [for me]", "hands (are|) full (call|ring) {name}"),
    fam("x6_hedged_call", UM + " could you maybe call {name}",
        "i think i (should|need to|ought to) call {name} (can you|could you) (dial|ring) (them|her|him)"),
    fam("x6_reason_call", "i'm (locked out|lost|running late) (call|ring) {name}",
        "i need a (lift|ride) (so|) (call|ring) {name}"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("x6_regional_weather", "is it (chucking it down|bucketing down|tipping down) [in {location}]",
        "(will|is) it (going to|gonna) (chuck it down|bucket down) [in {location}] [{date}]",
        "what's the weather (doing|like) [in {location}] [{date}] (mate|love)"),
    fam("x6_office_weather", "i'd like the (weather|forecast) (for|in) {location} [{date}]",
        "please (provide|give me) the (weather|forecast) [for {location}] [{date}]",
        "(could|can) you please check the weather (for|in) {location} [{date}]"),
    fam("x6_terse_weather", "weather {location} [{date}]", "forecast {location} {date}", "{location} forecast"),
    fam("x6_hedged_weather", UM + " (what's|how's) the weather (gonna be|looking) [in {location}] [{date}]",
        "i think it might rain [in {location}] [{date}] can you check"),
    fam("x6_reason_weather", "(i'm|we're) (heading out|going for a run|hanging the washing out) (what's|how's) the "
        "weather [{date}]", "(we're|i'm) (driving|flying) to {location} {date} (check|what's) the weather"),
)

_SLOTS = {**NONE_SLOTS, "label": FOOD}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x6_uk_chat", "(cheers|ta) (mate|love) that's (all|everything)",
        "(bloody|flipping) (hell|heck) it's (cold|wet|grim) out", "(fancy|do you fancy) a cuppa",
        "(how's|how is) your day going (mate|love)"),
    fam("x6_office_chat", "(thank you|thanks) that will be all", "(i'll|we'll) circle back on that later",
        "please disregard (that|my last request)", "(that's|that is) noted thank you",
        "(let's|we'll) take that offline"),
    fam("x6_hedged_none", UM + " (never mind|hmm) i forgot what i was going to say",
        "i think i (need|want) to (call|text) someone but i can't remember who",
        "(wait|um) what was i (going to|gonna) ask", "i'm not sure (if|whether) i need (an alarm|a reminder) "
        "(honestly|actually)"),
    fam("x6_slang_chat", "(yo|sup) what's good", "(lol|lmao) (that's|that was) (funny|wild)",
        "(ngl|tbh) i'm (so|lowkey) tired", "(bruh|bro) you're (so|kinda) slow", "(no cap|fr) that's (fire|mid)"),
    fam("x6_near_calendar", "what's (on|in) my (calendar|diary) {when}", "(cancel|delete) my (meeting|appointment) "
        "{when}", "am i free {when}", "(invite|add) {name} to the (meeting|event)",
        "(accept|decline) (the|that) (meeting|invite)", "(move|reschedule) my (meeting|appointment) {when}"),
    fam("x6_near_alarm", "(change|pick) a (new|different) alarm (tone|sound)",
        "how (long|many hours) (until|till) my alarm goes off", "(why|how come) didn't my alarm go off",
        "(i hate|i can't stand) (my|the) alarm (sound|tone)", "what's the best time to wake up"),
    fam("x6_near_timer", "(pause|resume) the {label} timer", "how long (is left|have i got left) on the timer",
        "did the {label} timer (go off|ring) (already|yet)", "(why|how come) didn't the timer (go off|ring)"),
    fam("x6_near_time", "what time does the (shop|pharmacy|bank|post office) (close|open)",
        "how many days (until|till) (christmas|my birthday)", "(is|was) the clock (fast|slow)",
        "when do the clocks (go forward|go back|change)", "what time does the (bus|train) (leave|come)"),
    fam("x6_near_contact", "(share|send) {name} ^'s contact (card|details)", "(change|update) {name} ^'s "
        "(photo|ringtone)", "how many contacts (have i got|do i have)", "(is|have i got) {name} in my contacts",
        "(add|put) {name} (to|in) my favourites"),
    fam("x6_near_email", "(did|has) {name} (emailed|replied|written back)", "(unsubscribe|get me off) (from|) "
        "(this|that) mailing list", "(mark|flag) (that|this) email as (read|important|spam)",
        "(how many|any) unread (emails|mails)", "(attach|add) the (file|photo) to the email"),
    fam("x6_near_message", "(read|play) out {name} ^'s (last|latest) (message|text)",
        "(react|like) (to|) (that|the last) message", "which (texts|messages) haven't i (answered|replied to)",
        "(share|send) my (location|live location) with {name}", "(send|forward) {name} (that|this) (photo|picture)"),
    fam("x6_near_call", "(end|hang up) the call", "(who|what number) (just called|was that calling)",
        "(turn on|switch to) (speaker|speakerphone)", "(put|place) the call on hold",
        "(answer|pick up|decline) the call", "(how long|how many minutes) was (that|my last) call"),
    fam("x6_near_weather", "(why|how come) the forecast is always wrong", "do you (like|prefer) (rain|snow|summer|"
        "winter)", "what's the (hottest|coldest) temperature ever recorded", "(i'm|we're) (soaked|drenched) "
        "(through|to the bone)", "which month is the (rainiest|hottest) in {country}"),
    fam("x6_near_map", "(is|was) {restaurant} (busy|any good) (tonight|right now)", "(rate|review) {restaurant} "
        "(five stars|)", "(save|add) (this|that) place to my (favourites|favorites)",
        "how do (i|you) read a map", "who (made|drew) the first map"),
    fam("x6_near_lists_notes", "(tick|cross) {food} off the list", "(rename|share) my (packing|to do) list",
        "(pin|lock) (that|my last) note", "(search|look) (through|in) my notes for {word}",
        "how (long|full) is my (shopping|to do) list"),
    fam("x6_near_reminder", "(snooze|postpone) (that|the) reminder", "(mark|tick) (that|the) reminder (as done|"
        "done|complete)", "(turn off|stop) (reminder|the reminder) notifications",
        "(why|how come) didn't (my|the) reminder (go off|pop up)"),
    fam("x6_busy_chat", "(hang on|hold on) i'm (driving|cooking) (i'll|i will) (sort it|do it) later",
        "(sorry|oops) my hands are (all floury|sweaty|full) (ignore that|never mind)",
        "(phew|ugh) (that|this) workout is (killing me|brutal)", "(that|this) smells (good|amazing|burnt)"),
    fam("x6_reason_statements", "(i'm|im) (heading out|off|leaving now) (see you later|bye|catch you later)",
        "(i'm|im) so (late|behind) today (ugh|honestly)", "(i'm|im) off to the (gym|shops|pub) (later|now)",
        "(just|) got back from the (gym|shops|office)"),
    fam("x6_formal_questions", "(could|would) you (explain|tell me) how (alarms|reminders|timers) work",
        "what is the (capital|population) of {country}", "in what way (can|could) you assist me",
        "what (functions|features) do you (offer|support)"),
    fam("x6_cannot_near", "(book|reserve) a table at {restaurant}", "(send|wire|transfer) {amount} to {name}",
        "(order|buy) {product} for (the office|work)",
        "(post|fax) the letter to {name}"),
)

FAMILIES: list[Family] = [
    *CONTACT_NEW, *EMAIL, *MAP, *CALENDAR, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER,
    *LIST, *NOTE, *MESSAGE, *CALL, *WEATHER, *NONE,
]
