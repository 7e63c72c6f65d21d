"""Phrasing families for time: alarms, timers, the clock, reminders, calendar."""

from __future__ import annotations

from data import vocab
from data.slots import Family, bind, fam, pool
from data.spoken import clock, duration, duration_adjective
from data.when import date_time

_ADJ = {"duration_seconds": duration_adjective}
_TOPIC = {"text": pool(vocab.REMINDER_TOPICS)}

ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("set_an_alarm", "(set|create|make) (an|a new|my) alarm (for|at) {time}",
        "(set|put) an alarm (for|at) {time} (called|labelled|named) {label}", "[please] set the alarm (for|to) {time}"),
    fam("wake_me", "wake me [up] (at|by) {time}", "wake me [up] at {time} for {label}", "wake me at {time} please"),
    fam("fragment", "alarm {time}", "alarm (for|at) {time}", "{time} alarm", "alarm {time} {label}"),
    fam("polite", "(can|could|would) you [please] set (an|my|the) alarm (for|at) {time}",
        "(can|could) you wake me [up] at {time}"),
    fam("need", "(i need|i want) to (be up|get up|wake up) (at|by) {time}", "i need an alarm (for|at) {time}"),
    fam("labelled", "set @a {label} alarm (for|at) {time}",
        "(set|add) an alarm (called|labelled|named) {label} (for|at) {time}"),
    fam("time_first", "at {time} wake me [up]", "{time} alarm please", "for {time} (set|make) an alarm"),
    fam("get_me_up", "get me up at {time}", "(make sure i'm|make sure i am) up (at|by) {time}"),
    fam("alarm_clock", "set (the|my) alarm clock (for|to) {time}", "(put|set) my alarm (on|to|for) {time}"),
    fam("tomorrow", "set an alarm for {time} tomorrow [morning]", "wake me [up] tomorrow (at|by) {time}",
        "i have to get up at {time} tomorrow"),
    fam("wake_up_call", "(i need|give me) a wake up call (at|for) {time}", "(wake up|wakeup) (at|by) {time} please",
        "(rouse|buzz) me at {time}"),
    fam("alarm_word", "(an|one) alarm (at|for) {time} please", "alarm me (at|for) {time}",
        "(i'll need|set me) an alarm (at|for) {time}"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("cancel_at", "(cancel|delete|remove) (my|the) alarm (for|at) {time}", "(cancel|delete) the {time} alarm"),
    fam("turn_off_at", "(turn off|disable|switch off) (my|the) {time} alarm",
        "(turn off|disable) the alarm (for|at) {time}"),
    fam("all", "(cancel|delete|clear|remove) all [of] (my|the) alarms", "(turn off|disable) all [my] alarms"),
    fam("plain", "(cancel|delete|turn off|disable) (my|the) alarm", "(stop|dismiss) the alarm"),
    fam("fragment", "no alarm (at|for) {time}", "(alarm|alarms) off", "cancel alarm {time}"),
    fam("dont_need", "i don't need (the|my) alarm (at|for) {time} (anymore|any more|tomorrow)",
        "i don't need (an|my) alarm [anymore]"),
    fam("get_rid", "(get rid of|kill|scrap) the {time} alarm", "(get rid of|kill) (my|the|all the) alarms"),
    fam("polite", "(can|could) you [please] cancel (my|the) alarm (for|at) {time}",
        "(can|could) you turn off my alarms"),
    fam("no_alarm", "(no|don't need an) alarm (tomorrow|anymore|this time)", "(switch|shut) off [all ][my ]alarms",
        "(delete|drop) (my|the) {time} wake up"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("set_for", "(set|start) a timer for {duration_seconds}",
        "(set|start) (a|the) timer (for|to) {duration_seconds}"),
    fam("adjective", "(set|start) @a {duration_seconds} timer", "@a {duration_seconds} timer please", slots=_ADJ),
    fam("fragment", "timer {duration_seconds}", "timer for {duration_seconds}", "timer {duration_seconds} please"),
    fam("labelled", "set @a {label} timer for {duration_seconds}",
        "(set|start) a timer for {duration_seconds} for (the|my) {label}", "{label} timer {duration_seconds}"),
    fam("countdown", "(start|begin) a countdown (for|of) {duration_seconds}", "count down {duration_seconds}",
        "countdown {duration_seconds}"),
    fam("polite", "(can|could) you [please] set a timer for {duration_seconds}",
        "would you time {duration_seconds} for me"),
    fam("tell_me", "(tell me|let me know|alert me) when {duration_seconds} (is up|has passed|are up)",
        "(beep|ring) after {duration_seconds}"),
    fam("need", "i need a timer for {duration_seconds}", "(i need|i want) to time {duration_seconds}"),
    fam("put_on", "put {duration_seconds} on the (clock|timer)", "(give me|i want) {duration_seconds} on the timer"),
    fam("time_my", "time (my|the) {label} for {duration_seconds}", "time {duration_seconds} for (the|my) {label}"),
    fam("adjective_labelled", "(set|start) @a {duration_seconds} timer for (the|my) {label}",
        "{duration_seconds} timer for (the|my) {label}", slots=_ADJ),
    fam("timer_word", "(a|one) timer (of|for) {duration_seconds}", "(run|start) {duration_seconds} on the timer",
        "(time me|set me a timer) for {duration_seconds}"),
    fam("notify", "(remind|ping|buzz) me in {duration_seconds}", "(wake me|ring) in {duration_seconds}"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("cancel", "(cancel|stop|delete) the timer", "(cancel|stop|delete|end) my timer"),
    fam("cancel_label", "(cancel|stop|delete) the {label} timer", "(cancel|stop) the timer for (the|my) {label}"),
    fam("all", "(cancel|clear|delete|stop) all [of] (the|my) timers", "(kill|end) every timer"),
    fam("fragment", "timer off", "(stop|cancel) timer", "{label} timer off"),
    fam("never_mind", "never mind the timer", "forget the timer", "never mind the {label} timer"),
    fam("dont_need", "i don't need the {label} timer [anymore]", "i don't need (a|the) timer anymore"),
    fam("polite", "(can|could) you [please] cancel (my|the) timer", "(can|could) you stop the {label} timer"),
    fam("turn_off", "(turn|switch) off the timer", "(turn|switch) off the {label} timer", "get rid of the timer"),
    fam("kill_timer", "(kill|scrap|drop) the [{label}] timer", "(no|enough) timer", "(the|my) timer can go"),
)
GET_TIME = bind(
    "get_time", {},
    fam("what_time", "what time is it", "what time is it (now|right now)", "what's the time"),
    fam("tell_me", "(tell|give) me the time", "tell me what time it is"),
    fam("fragment", "time", "the time", "time please", "time check"),
    fam("do_you_know", "do you (have|know) the time", "(have you got|got) the time"),
    fam("current", "what's the current time", "what is the current time", "current time"),
    fam("polite", "(can|could) you [please] tell me the time", "(can|could) you tell me what time it is"),
    fam("how_late", "how late is it", "is it late already what time is it"),
    fam("need", "i need (to know the time|the time)", "(i want|i need) to know what time it is", "check the time"),
    fam("clock", "what does the clock say", "(what's|whats) the time (now|please)", "what hour is it"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("to_then_when", "remind me to {text} {datetime}", "please remind me to {text} {datetime}"),
    fam("when_then_to", "remind me {datetime} to {text}", "remind me {datetime} that i (need|have) to {text}"),
    fam("no_time", "remind me to {text}", "(set|create) a reminder to {text}"),
    fam("set_reminder", "(set|create|make) a reminder {datetime} to {text}",
        "set a reminder to {text} {datetime}"),
    fam("about", "remind me about {text} {datetime}", "remind me about {text}", slots=_TOPIC),
    fam("dont_forget", "(don't let me|make sure i don't) forget to {text} {datetime}", "don't let me forget to {text}"),
    fam("polite", "(can|could) you [please] remind me to {text} [{datetime}]",
        "would you remind me {datetime} to {text}"),
    fam("need", "i need to {text} {datetime} (remind me|can you remind me|set a reminder)",
        "i have to {text} {datetime} remind me"),
    fam("fragment", "reminder {text} {datetime}", "reminder to {text}", "reminder {datetime} {text}"),
    fam("time_first", "{datetime} remind me to {text}", "{datetime} i need a reminder to {text}"),
    fam("ping_me", "(ping|nudge|alert) me {datetime} to {text}", "give me a (nudge|shout) {datetime} to {text}"),
    fam("remind_word", "(a|one) reminder (to|that i have to) {text} {datetime}", "(make sure|be sure) i {text} {datetime}",
        "(remind|tell) me {datetime} (to|that i should) {text}"),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("add_to_calendar", "(add|put) @a {title} (to|on|in) my calendar {datetime}",
        "(add|put) {title} (to|on) the calendar {datetime}"),
    fam("schedule", "schedule @a {title} {datetime}", "schedule @a {title} for me {datetime}"),
    fam("create_event", "(create|make|add) (an event|a calendar event|a new event) (called|named) {title} {datetime}",
        "(create|make) @a {title} event {datetime}"),
    fam("have_put", "i have @a {title} {datetime} (add|put) it (to|in|on) my calendar",
        "i've got @a {title} {datetime} [can you] put it in the calendar"),
    fam("fragment", "new event {title} {datetime}", "calendar {title} {datetime}", "event {title} {datetime}"),
    fam("book", "(book|pencil in) @a {title} {datetime}", "(can|could) you book @a {title} in my calendar {datetime}"),
    fam("block", "block (off|out) (time|some time) {datetime} for @a {title}",
        "block (off|out) {datetime} for {title}"),
    fam("set_up", "set up @a {title} {datetime}", "(arrange|organize) @a {title} {datetime}"),
    fam("when_first", "{datetime} i have @a {title} (add|put) that (to|in|on) my calendar",
        "{datetime} {title} add it to the calendar"),
    fam("calendar_word", "(calendar|diary) entry {title} {datetime}", "(save|note|log) @a {title} in my (calendar|diary) {datetime}",
        "(mark|put down) @a {title} {datetime}"),
)

FAMILIES: list[Family] = [*ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER, *CALENDAR]
