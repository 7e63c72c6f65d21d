"""Training phrasing families, round 3 of blind additions (written without seeing any evaluation set).

They cover the timer, time, productivity, communication, weather, home, media
and robot functions, plus requests that must give no call, in voices the other
family files use less: polite and wordy, hurried fragments, non-native word
order, British, Indian and Australian turns of phrase, brand and app names,
needs and complaints, the value said first, a command wrapped in context. All
of them are training families (ids start with "x3_").
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, ITEM
from data.families_home import ROBOT_DIRECTION, TURN_DIRECTION
from data.families_none import NONE_SLOTS
from data.families_time import TOPIC_SLOTS
from data.slots import (COLOR, CONTACT, GENRE_OR_ARTIST, MUSIC, NO_CALL, ON_OFF, ROOM, Family, bind, fam,
                        pool)
from data.spoken import distance, duration, duration_adjective, percent, temperature
from data.when import date_time, day

FOOD = pool(("pasta", "eggs", "pizza", "cookies", "rice", "bread", "steak", "potatoes", "brownies", "roast", "cake",
             "chicken"))
GROCERIES = pool(("milk", "eggs", "bread", "bananas", "coffee", "butter", "rice", "cheese", "tomatoes", "onions",
                  "yogurt", "cereal", "tea bags", "pasta", "peanut butter", "flour", "sugar", "olive oil", "oat milk"))
PACKING = pool(("toothpaste", "batteries", "shampoo", "sunscreen", "phone charger", "socks", "hiking boots", "a tent"))

TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x3_pop_on", "(pop|chuck|throw|bung) on @a {duration_seconds} timer [for the {label}]",
        "(pop|chuck|throw) @a {duration_seconds} timer on [for the {label}]",
        "{duration_seconds} timer (go|now|quick) [for the {label}]",
        slots={"duration_seconds": duration_adjective}),
    fam("x3_countdown", "count down {duration_seconds} [for the {label}]",
        "(start|begin|run) a countdown (of|for) {duration_seconds}",
        "(kick off|start) a {label} countdown (of|for) {duration_seconds}"),
    fam("x3_polite", "would you (mind setting|be so kind as to set) a timer for {duration_seconds} [please]",
        "i'd be (grateful|obliged) if you (could|would) time {duration_seconds} for (me|the {label})",
        "could you please (keep time|keep track of time) for {duration_seconds}"),
    fam("x3_label_in", "the {label} (just went|is going|has gone) in (give me|set|start) {duration_seconds}",
        "(putting|i put) the {label} on now [so] (time|count) {duration_seconds}",
        "{label} (on|in) now {duration_seconds} (timer please|on the timer|on the clock)", slots={"label": FOOD}),
    fam("x3_buzz_me", "(buzz|beep at|ping) me in {duration_seconds}",
        "(wake|get) me [up] in {duration_seconds} (i'm having|i'm taking) a (nap|power nap|quick nap)"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("x3_scrap", "(ditch|bin) the [{label}] timer", "(forget|drop) the [{label}] timer i don't need it",
        "(i don't need|no need for) the [{label}] timer (anymore|now)"),
    fam("x3_every_timer", "(clear|kill|zap) (all|all of|every one of) my timers",
        "(get rid of|switch off) every (timer|countdown) (that's running|running)",
        "no more timers (please|thanks) (cancel|stop) them all"),
    fam("x3_countdown_off", "(stop|cancel|abort) the countdown", "(drop|scratch) the [{label}] countdown",
        "the {label} countdown (can stop|isn't needed|is not needed) [now]"),
)
GET_TIME = bind(
    "get_time", {},
    fam("x3_got_time", "you got the time", "got the time (mate|please|boss)",
        "(anyone|somebody) know the time"),
    fam("x3_non_native", "tell me what is the time now", "now what time it is", "please say me the time",
        "time now (please|tell me)"),
    fam("x3_no_watch", "i (forgot|left) my watch (at home|upstairs) what's the time",
        "my watch (stopped|died|broke) (what's the time|what time is it) [now]",
        "(glance|look) at the clock for me (what does it say|what's it say)"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("x3_nudge", "(nudge|poke|prod) me {datetime} to {text}", "give me a (nudge|poke|prod) to {text} [{datetime}]",
        "(nudge|poke) me to {text} [{datetime}]"),
    fam("x3_before_forget", "before i forget (remind me|i need a reminder) to {text} [{datetime}]",
        "before i forget {datetime} i have to {text} (remind me|set a reminder)",
        "oh (wait|and) before it slips my mind remind me to {text} [{datetime}]"),
    fam("x3_polite", "could you kindly remind me to {text} [{datetime}]",
        "would you be (so kind|good enough) (as to|to) remind me to {text} [{datetime}]",
        "i would (like|appreciate) a reminder to {text} {datetime}"),
    fam("x3_make_sure", "(make sure|ensure) i (remember to|don't forget to) {text} [{datetime}]",
        "yo (remind me|gimme a reminder) to {text} {datetime}",
        "new reminder {text} {datetime}", "(put|stick) a reminder (in|on) my phone to {text} [{datetime}]"),
    fam("x3_topic", "(don't let me|make sure i don't) forget about {text} [{datetime}]",
        "(flag|remind me of) {text} {datetime}", slots=TOPIC_SLOTS),
)
LIST = bind(
    "add_to_list", {"item": ITEM, "list_name": pool(vocab.LIST_NAMES)},
    fam("x3_running_low", "(we're|we are|i'm) (running low on|almost out of|nearly out of) {item} (stick|put|pop) it "
        "on the list", "(running|getting) low on {item} (add it to|put it on) the list",
        slots={"item": GROCERIES}),
    fam("x3_polite", "could you (please|kindly) (add|pop) {item} onto (my|the) {list_name} list",
        "could you kindly add {item} to (my|the) {list_name} list",
        "would you mind (adding|putting) {item} (on|to) the {list_name} list [for me]",
        "i'd like {item} (added to|put on) (my|the) {list_name} list please"),
    fam("x3_terse", "{list_name} list (plus|add) {item}", "{item} (onto|into) (the|my) {list_name} list",
        "(add|put) {item} {list_name} list"),
    fam("x3_packing", "(we|i) (mustn't|must not|can't) forget {item} for the trip (add it|put it) (to|on) the "
        "packing list", "(chuck|throw|put) {item} on the packing list", list_name="packing",
        slots={"item": PACKING}),
    fam("x3_todo", "i (still|also) (have|need) to {item} (add|put) (that|it) (on|to) (my|the) to do list",
        "(stick|put) {item} on the to do list [for me]", list_name="to do",
        slots={"item": pool(vocab.TODO_ITEMS)}),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("x3_in_my_notes", "(jot|stick) this in my notes {text}", "(save|store|keep) this (in|to) my notes {text}",
        "(add|write) a line (in|to) my notes {text}", "write this (in|to) my notes {text}"),
    fam("x3_dont_lose", "i (don't want to|can't) lose this (info|information|detail) {text} (note it|save it)",
        "{text} i'll (never|not) remember that [so] (note it|write it down|save it)"),
    fam("x3_note_apps", "(new|create a) (notion|obsidian|samsung notes|notepad) (page|note) {text}",
        "(put|add) (this|a note) in (notion|obsidian|samsung notes) {text}",
        "add (this|a note) to (notion|obsidian|samsung notes) {text}",
        "memo to self {text}"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x3_let_know", "let {recipient} know by (text|message|sms) [that] {body}",
        "tell {recipient} by (text|sms) [that] {body}",
        "(text|message) {recipient} to let them know {body}"),
    fam("x3_drop_line", "drop {recipient} a (line|text|quick text) (saying|to say) {body}",
        "(fire off|bang out|send off) a (text|message) to {recipient} [saying] {body}"),
    fam("x3_chat_apps", "(send|shoot) (an sms|a messenger message|a viber message|a wechat) to {recipient} "
        "[saying] {body}", "on (messenger|instagram|viber) (tell|message) {recipient} {body}",
        "(dm|direct message) {recipient} saying {body}"),
    fam("x3_body_first", "{body} (send|text) that to {recipient}",
        "the message (is|reads) {body} (and it goes|send it) to {recipient}",
        "{body} is what i want to (text|send) {recipient}"),
    fam("x3_non_native", "send to {recipient} message {body}", "message for {recipient} (is|say) {body}",
        "write sms to {recipient} {body}", "please do one thing send {recipient} a message {body}"),
    fam("x3_reply", "(answer|respond to) {recipient} (saying|with) {body}",
        "(text|message) {recipient} back (saying|and say) {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("x3_put_through", "get me through to {name}", "connect me with {name} [on the phone]",
        "connect me to {name} on the phone", "put {name} on the (phone|line) [please]",
        "get {name} on the line [please]"),
    fam("x3_speaker", "(ring|call|phone) {name} on (speaker|speakerphone)",
        "(start|place) a (phone call|voice call) (to|with) {name}"),
    fam("x3_need_talk", "i (need|have) to (talk|speak) (to|with) {name} (call them|get them on the phone)",
        "i want to hear {name} ^'s voice (call|ring) them"),
    fam("x3_polite", "would you (mind calling|be able to call) {name} for me",
        "(could|can) you please (ring|phone) {name} for me", "yo (call|ring) {name} (rn|right now|real quick)"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("x3_bring", "(should|do) i (bring|take|grab) (a jacket|an umbrella|a brolly) [{date}]",
        "will i need a (brolly|raincoat|parka) [in {location}] [{date}]"),
    fam("x3_how_hot", "how (hot|cold|warm|chilly) (is it|will it be) in {location} [{date}]",
        "how (hot|cold|warm) (is it|will it get) (outside|out there) [{date}]",
        "how many degrees (will it be|is it) in {location} [{date}]"),
    fam("x3_regional", "what's the weather doing [in {location}] [{date}]",
        "is it (gonna|going to) be a scorcher [in {location}] [{date}]",
        "(is it|will it be) (nippy|muggy|sticky) (out|outside) [{date}]"),
    fam("x3_trip", "i'm (flying|heading|going) to {location} {date} what's the weather (going to|gonna) be like",
        "(travelling|traveling|off) to {location} {date} (check|what's) the forecast [there]"),
    fam("x3_app", "(check|open) (accuweather|the weather channel|the met office) for {location} [{date}]",
        "what does (accuweather|the weather channel|the met office) say (for|about) {location} [{date}]"),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("x3_cant_see", "i can't see (a thing|anything) in (here|the {room}) (turn|put|switch) the lights on",
        "it's pitch (black|dark) in the {room} (lights on|get the lights)",
        "(way|too) dark in here (can i get|give me) some light", on=True),
    fam("x3_brand", "(philips hue|lifx|govee|nanoleaf) {on} [in the {room}]",
        "(tell|ask) (hue|lifx|govee) to (turn|switch) the {room} lights {on}"),
    fam("x3_level", "brightness {brightness} (for|in) the {room} [please]",
        "(set|put) the brightness of the [{room}] lights (to|at) {brightness}",
        "i want the {room} [lights] at {brightness} brightness"),
    fam("x3_mood", "(give me|set) {color} (mood lighting|ambience|vibes) [in the {room}]",
        "(paint|bathe|flood) the {room} in {color} [light]", "(make|turn) it {color} in here"),
    fam("x3_bedtime_off", "(i'm going|off) to bed (turn|switch) off the [{room}] lights",
        "(leaving|done in) the {room} (now|for the night) (lights off|kill the lights)",
        "(nix|cut) the lights [in the {room}]",
        on=False),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("x3_freezing", "i'm (frozen|shivering) (put|set|turn) the (heat|heating) to {temperature}",
        "i'm freezing (put the heating|bump the heat) (to|up to) {temperature}",
        "i'm (boiling|roasting|melting) (put|set) the (ac|air con|aircon) (to|at|on) {temperature}",
        "(brr|brrr) it's cold (heating|heat) to {temperature} [please]"),
    fam("x3_keep_house", "keep the (house|flat|apartment|place) at {temperature}",
        "i want the (house|place) (at|kept at) {temperature}"),
    fam("x3_bump", "(bump|crank|knock|nudge) the (heat|heating|thermostat) (up|down) to {temperature}",
        "cool (the house|the place) down to {temperature}"),
    fam("x3_polite", "would you (mind setting|please set) the (temperature|heating) to {temperature} [for me]",
        "{temperature} on the thermostat (please|thanks)", "thermostat to {temperature} (quick|now)"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("x3_mood_for", "i'm in the mood for {query}", "(let's|lets) (hear|have) some {query}",
        "(chuck|whack|throw) on some {query}", slots={"query": GENRE_OR_ARTIST}),
    fam("x3_other_apps", "(open|launch) (deezer|tidal|soundcloud|amazon music) and (play|put on) {query}",
        "(play|put on) {query} (through|via|using) (deezer|tidal|soundcloud|amazon music)"),
    fam("x3_episode", "(play|start|put on) the (latest|newest|last) episode of {query}",
        "(catch me up on|i want to catch up on) {query}", "{query} podcast (please|now)",
        media_type="podcast", slots={"query": pool(vocab.PODCASTS)}),
    fam("x3_tune_in", "tune in to {query}", "(get|find) me {query} on the radio", "(listen to|put on) {query} live",
        media_type="radio", slots={"query": pool(vocab.STATIONS)}),
    fam("x3_book", "(read|narrate) {query} (to me|for me)", "(start|play) the audiobook (of|for) {query}",
        "i want to (hear|listen to) the audiobook of {query}",
        media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {},
    fam("x3_hang_on", "(hang on|one sec|one second) (pause|hold) the (music|song|podcast)",
        "put (this|the music|the podcast) on hold", "(hold|wait) up pause (that|it)", action="pause"),
    fam("x3_hate_song", "i (hate|can't stand) this (song|track|one) (skip it|next)",
        "(nah|nope|ugh) skip (this|it)", "(nah|nope|ugh) next", "(move|go) on to the next (song|track|episode|chapter)",
        action="next"),
    fam("x3_back_one", "go back (a|one) (track|song)",
        "the song before this one (play it|put it on) again", "(replay|bring back) the (previous|last) track",
        action="previous"),
    fam("x3_unpause", "(unpause|un pause) (the music|it|this)",
        "(continue|resume) (from where i stopped|where we left off)", "(press|hit) play again", action="resume"),
    fam("x3_done_listening", "(switch|shut) (the music|the radio|the podcast) off",
        "enough (music|of this podcast) for (today|now)", "(i'm|we're) done listening (stop it|end it)",
        action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("x3_named", "(robot|robbie|bot) (go|move|drive|roll) {direction} [{distance_cm}]",
        "[hey] robot {distance_cm} {direction} (please|go|now)"),
    fam("x3_inch", "(nudge|inch|edge) {direction} [a bit|a little|a tad]",
        "(drive|roll) {distance_cm} {direction}"),
    fam("x3_hang_a", "(hang|take|pull) a {direction}", "(pivot|spin|rotate) to the {direction}",
        "(face|look) to your {direction}", slots={"direction": TURN_DIRECTION}),
    fam("x3_retreat", "(retreat|back off|withdraw) [{distance_cm}]",
        "(come|move) back (towards|toward) me [{distance_cm}]", direction="backward"),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("x3_whoa", "(whoa|woah) (robot|there robot) (stop|halt)", "(halt|stop) (the robot|robot|the bot) [now]",
        "robot that's far enough"),
    fam("x3_crash", "(you're|it's) (about to|going to) (hit|crash into|bump into) the (wall|table|dog|cat) (stop|halt)",
        "(watch out|careful) (stop the robot|robot stop)"),
    fam("x3_brakes", "(hit|slam on|pump) the brakes", "(emergency stop|e stop) [the robot]",
        "(stop|quit) (driving|rolling) around"),
)

_SLOTS = {**NONE_SLOTS, "item": pool(vocab.LIST_ITEMS), "list": pool(vocab.LIST_NAMES),
          "label": pool(vocab.TIMER_LABELS), "song": pool(vocab.SONGS), "podcast": pool(vocab.PODCASTS)}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x3_chat", "(ugh|man) what a (long|rough|crazy) day", "(i'm|im) (so bored|so tired|starving)",
        "do you (dream|ever sleep|get lonely)", "(tell|give) me a (riddle|fun fact|pun)",
        "what's your favourite (colour|film|food)", "can you keep a secret", "(good|nice) (job|work) buddy",
        "how old are you (anyway|really)"),
    fam("x3_questions", "why do cats purr", "how (far|long) is it from {city} to {city}",
        "who (invented|discovered) (the telephone|penicillin|electricity)",
        "what does (ubiquitous|serendipity) mean", "how do (magnets|planes|vaccines) work",
        "how many people live in {country}", "what's the square root of {number}"),
    fam("x3_cannot_do", "(get|book|order) me (an uber|a taxi|a cab)", "(take|snap) a (photo|selfie|screenshot)",
        "(change|set) my (wallpaper|ringtone)", "(pay|transfer|send) {name} (twenty|fifty|100) (dollars|quid|bucks)",
        "(record|start recording) a voice memo", "(order|get) me a (pizza|curry) from (dominos|the usual place)",
        "(open|launch) (the camera|instagram|tiktok)"),
    fam("x3_near_time_lists", "how (much time is|long is) left on (my|the) [{label}] timer",
        "what (timers|reminders) do i have (set|running|today)", "(read|show) me my (notes|last note|reminders)",
        "what's on my {list} list", "(remove|take|cross) {item} off the (shopping|grocery) list",
        "(clear|delete) (my|the) (shopping|to do) list", "(delete|cancel) all my reminders",
        "what time zone (am i in|is {city} in)"),
    fam("x3_near_comm_media", "(read|show) me my (latest|new|unread) (texts|messages)",
        "has {name} (texted|messaged|called) me (back|yet)", "did {name} (text|message|call) me back",
        "who (was that|just called me)",
        "what's {name} ^'s (number|phone number)", "(block|unblock) {name}",
        "what track is (this|playing)", "what song is playing", "who is singing this [song]", "who sings this",
        "how long is (this|the) (song|episode)", "(turn on|switch on) (shuffle|repeat) mode",
        "{song} always gets stuck in my head", "is {podcast} any good"),
    fam("x3_near_home_robot", "(are|is) the {room} lights (on|still on)", "what's the thermostat (set to|at)",
        "how warm is it (inside|in the house)", "(lock|unlock) the (front|back) door",
        "(vacuum|mop) the {room} [floor]", "what's the robot ^'s battery (at|level)",
        "how far did the robot (go|drive)", "who (built|made) this robot",
        "(the|my) (heating|thermostat) is (broken|making a weird noise)"),
)

FAMILIES: list[Family] = [
    *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER, *LIST, *NOTE, *MESSAGE, *CALL, *WEATHER, *LIGHTS, *THERMOSTAT,
    *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT, *NONE,
]
