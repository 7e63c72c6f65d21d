"""Extra training phrasing families for every catalog function and for no call.

They widen how a request is worded (brand and app words used as verbs or
objects, slang, British variants, needs and complaints, questions, terse
fragments, the value said first) and reuse the samplers and constants of the
other family files. All of them are training families: none is listed in
`data.heldout_families`, and none copies a held-out wording.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY, GROCERY, ITEM, PHONE
from data.families_device import BT, DND, FLASH
from data.families_home import MEDIA_ACTION, ROBOT_DIRECTION, TURN_DIRECTION
from data.families_none import NONE_SLOTS
from data.families_time import TOPIC_SLOTS
from data.slots import (COLOR, CONTACT, EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, MUSIC, NO_CALL, ON_OFF,
                        ROOM, Family, bind, fam, pool)
from data.spoken import clock, distance, duration, percent, temperature
from data.when import date_time, day

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("uk_torch", "(stick|whack|bung) the torch on [please]", "(stick|bung) on the torch",
        "get the torch going [please]"),
    fam("shine", "shine (a|some) light (over here|on this|down here)", "(light|illuminate) the way [for me]",
        f"(light|illuminate) (the room|the path|the floor) [up] with the {FLASH}"),
    fam("led", "(turn|switch) on the (led|led light) on (my|the) phone", "i need the (led|led light) (on|lit)",
        f"(the|my) {FLASH} (needs to be|should be) on"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("uk_torch", "(whack|bung) the torch off [please]", "the torch can go off now", "(knock|turn) that torch off"),
    fam("still_on", f"(the|my) {FLASH} is still on (turn|switch) it off",
        f"(the|my) {FLASH} (keeps shining|is glowing) in my pocket (turn|shut) it off",
        f"why is (the|my) {FLASH} still on (turn|switch) it off"),
    fam("extinguish", f"(douse|extinguish) the {FLASH}", f"(turn|put) the {FLASH} out", "nox"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("password", "i (need|want) to (enter|type in|put in) the (wifi|wi-fi) password",
        "(take me|get me) (to|into) the (wifi|wi-fi) (so i can|to) (enter|change) the password"),
    fam("join_wifi", "(hop on|get on|get me on) the (hotel|cafe|office|airport) (wifi|wi-fi)",
        "(i'm at|we're at) (a cafe|the hotel|the airport) (get me on|connect me to) the (wifi|wi-fi)"),
    fam("check_connection", "(check|sort out|look at) my (wifi|wi-fi) (connection|settings)",
        "i'm not (connected|online) (sort out|check) my (wifi|wi-fi)"),
    fam("wlan", "(open|show) [the ](wlan|wireless lan) (settings|menu)", "(wlan|wireless lan) settings [please]",
        "(internet|connection) (preferences|panel) [please]"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("brand_buds", "(hook up|link|connect) my (airpods|galaxy buds|beats|jbl speaker)",
        "i'm (using|wearing) my (airpods|galaxy buds|beats) (switch|flip) bluetooth on", enabled=True),
    fam("car", f"(i'm getting|i'm) in the car (turn|switch|put) {BT} on", "bluetooth on for the car [please]",
        "(connect|hook) (my phone|me) up to the car (stereo|speakers)", enabled=True),
    fam("toggle_bt", f"(flip|toggle|set) {BT} {{enabled}}", "(bt|b t) {enabled} [please]"),
    fam("not_needed", "(stop|quit) using bluetooth [for now]",
        f"{BT} (isn't needed|can go off|can be switched off) [now]",
        "(stop|quit) broadcasting (over|on) bluetooth", enabled=False),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("bedtime_mode", "(turn|switch|flip) {enabled} (bedtime mode|sleep focus)",
        "(bedtime mode|sleep focus) {enabled} [please]"),
    fam("nobody_reach", "i don't want anyone (reaching|contacting|bugging) me (tonight|for the next hour|today)",
        "keep (people|everyone) from (pinging|calling|messaging) me (for now|tonight)",
        "no buzzing (for a while|tonight|until morning)", enabled=True),
    fam("stick_me_on", f"(stick|throw|put) me on {DND}", f"(switch|flip) (my|the) phone (into|over to) {DND}",
        enabled=True),
    fam("back_online", f"i'm back (online|at my desk) (take me|get me) off {DND}",
        "undo (dnd|do not disturb) [please]", f"(switch|flip) (my|the) phone out of {DND}",
        enabled=False),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("max_bright", "(max|maximum|full) brightness [please]",
        "(crank|turn) the (screen|display) [brightness] all the way up", "make the screen as bright as it goes",
        level=100),
    fam("cant_read", "i can't (see|read) (the|my) screen (bump|put) (it|the brightness) (up to|at) {level}",
        "the (screen|display) is (too dim|blinding me) (go|change it) to {level}"),
    fam("phone_dim", "(dim|darken|lighten) my phone (screen|display) to {level}",
        "(turn|knock) my phone (screen|display) (down|up) to {level}",
        "(bring|take) the (screen|display) (up|down) to {level}"),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("slider", "(slide|move|drag) the volume (slider|bar) to {level}", "(volume|sound) slider (to|at) {level}"),
    fam("music_to", "(turn|crank|bring) the (music|audio|speaker) (up|down) to {level}",
        "(play|have) (it|the music) at {level} volume"),
    fam("roughly", "(put|set) the volume (around|about|roughly) {level}",
        "volume (around|about|roughly) {level} (please|thanks)"),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("this_song_up", "(turn|crank) (this|that) (song|tune|track) up", "(volume|sound) higher please",
        "(a touch|a smidge) louder", "(raise|lift) it (a bit|a touch|slightly)", direction="up"),
    fam("neighbours", "(the neighbours|the neighbors) are complaining (turn|bring) it down",
        "(my flatmate|my roommate) is on the phone (turn|bring) it down",
        "(i'm|we're) on a call (turn|bring) the (music|sound|tv) down", direction="down"),
    fam("speak_up", "(speak up|talk louder)", "i can't hear you (speak up|turn it up)", direction="up"),
    fam("ease_off", "(ease|back) off the volume [a bit]", "(volume|sound) (lower|softer) please",
        "(soften|lower) it (a bit|a touch|slightly)", direction="down"),
)
MUTE = bind(
    "set_mute", {},
    fam("vibrate", "(put|switch) (my|the) phone (on|to) vibrate [only]", "vibrate (mode|only) (on|please)",
        muted=True),
    fam("baby_asleep", "(the baby's|everyone's) asleep (mute|silence) (the|my) phone",
        "i'm (in church|at the movies|in a lecture) (mute|silence) (the|my) phone", muted=True),
    fam("no_noise", "(stop|quit) making (noise|noises|sounds)", "i don't want to hear a (sound|peep) from this phone",
        "(pipe down|zip it)", muted=True),
    fam("unmute_need", "i (can't|couldn't) hear (my phone|it) (ring|ringing) (unmute it|put the sound back)",
        "(undo|reverse|lift) the mute", "i (keep missing|missed) my calls (unmute|unsilence) (it|the phone)",
        muted=False),
)
ALARM = bind(
    "set_alarm", {"time": clock, "label": pool(vocab.ALARM_LABELS)},
    fam("early_start", "(early|big) (start|day) tomorrow (alarm|wake me) (at|for) {time}",
        "i've got (an early flight|work early|an exam) [so ]set an alarm for {time}"),
    fam("can_i_get", "(can|could) i (get|have) an alarm (for|at) {time}", "will you wake me [up] (at|around) {time}"),
    fam("name_it", "(set|make) an alarm (at|for) {time} and (call|label|name) it {label}",
        "alarm at {time} (call|label) it {label}"),
    fam("stick_on", "(stick|put) an alarm on for {time}", "(stick|put) my alarm on for {time} [please]"),
)
CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("wipe", "(wipe|nuke|purge) (all|all of|every one of) (my|the) alarms",
        "(get rid of|delete) every [single ]alarm [i have|i've set]"),
    fam("time_first_off", "{time} alarm (off|cancelled|gone) [please]",
        "that {time} alarm (isn't|is not) needed [anymore]"),
    fam("mistake", "i set (an|the) alarm for {time} by mistake (delete|cancel|remove) it",
        "i (didn't mean to|accidentally) set (an|the) alarm for {time} (delete|cancel) it"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("needs_time", "the {label} (needs|takes) {duration_seconds} (time it|start a timer|set a timer)",
        "{label} (needs|takes) {duration_seconds} [so ]time it for me"),
    fam("go_off_in", "(set|start) something to go off in {duration_seconds}",
        "i need something to (go off|ding) in {duration_seconds}"),
    fam("time_this", "time (this|it) for {duration_seconds}", "(start|set) the clock for {duration_seconds}",
        "time {duration_seconds} starting (now|from now)"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": pool(vocab.TIMER_LABELS)},
    fam("done_early", "(it's|that's) done (already|early) (stop|cancel) the timer",
        "(we|i) finished early (stop|cancel|kill) the timer"),
    fam("ringing", "the timer (is ringing|is going off|won't stop) (stop|silence) it",
        "make the [{label} ]timer stop (ringing|beeping)"),
    fam("label_first", "{label} timer (cancel it|stop it|can go)", "that timer for the {label} (cancel|stop) it"),
)
GET_TIME = bind(
    "get_time", {},
    fam("for_time", "how are we (doing for|on) time", "what time (have we got|we got)", "what o'clock is it"),
    fam("yet", "is it (noon|midnight|lunchtime|past five) (yet|already)",
        "has it (gone|hit) (noon|five|midnight) yet"),
    fam("clock_for_me", "(read|check) the clock for me", "how early is it (now|right now)",
        "what does my phone say the time is"),
)
REMINDER = bind(
    "create_reminder", {"text": pool(vocab.REMINDER_TASKS), "datetime": date_time},
    fam("alert_me", "(send|pop) me (a notification|an alert) {datetime} (to|that i need to) {text}",
        "(i want|i'd like) an alert {datetime} to {text}"),
    fam("help_remember", "help me remember to {text} [{datetime}]",
        "(i need help|help me) remembering to {text} {datetime}"),
    fam("gotta", "i (gotta|got to|have got to) {text} {datetime} (remind me|don't let me forget)",
        "{datetime} i (gotta|must) {text} (remind me|give me a reminder)"),
    fam("reminded_about", "(i want|i need) (a heads up|to be reminded) about {text} {datetime}",
        "i (want|need) to be reminded about {text}", slots=TOPIC_SLOTS),
)
CALENDAR = bind(
    "create_calendar_event", {"title": pool(vocab.CALENDAR_TITLES), "datetime": date_time},
    fam("calendar_app", "(add|put) {title} (in|on|to) (google calendar|outlook|my google calendar) {datetime}",
        "(make|create) @a (google calendar|outlook) (event|invite) for {title} {datetime}"),
    fam("slot_in", "(slot|squeeze|fit) @a {title} into my (calendar|schedule) {datetime}",
        "{datetime} (slot|squeeze) @a {title} into my (calendar|schedule)"),
    fam("verb_calendar", "(calendar|diarise|diarize) @a {title} {datetime}",
        "(get|put) @a {title} on the books {datetime}"),
)
CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": PHONE, "email": EMAIL_ADDRESS},
    fam("got_number", "i (just got|have got) {first_name} {last_name} ^'s number (it's|which is) {phone_number} "
        "(save|store) it", "(you can reach|reach) {first_name} {last_name} at {phone_number} (save|add) (that|them)"),
    fam("value_first", "{phone_number} is {first_name} {last_name} (save|add) (that|it) [to my contacts]",
        "{email} (is|belongs to) {first_name} {last_name} (save|add) (that|it) [as a contact]"),
    fam("contact_card", "(make|create) a (contact card|vcard) for {first_name} {last_name}",
        "(make|create) a (contact card|vcard) for {first_name} {last_name} with the email {email}"),
)
EMAIL = bind(
    "send_email", {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("gmail", "email {to} (through|with|on) (gmail|outlook) about {subject}",
        "(send|write) {to} a (gmail|outlook) message about {subject}",
        "(use|open) (gmail|outlook) (and|to) email {to} about {subject}"),
    fam("body_then_subject", "email {to} (saying|to say) {body} (with the subject|subject line) {subject}",
        "tell {to} by email that {body} (subject|subject line) {subject}"),
    fam("update_by_email", "(update|brief|ping) {to} (by|via|over) email (on|about) {subject}",
        "could i get an email (out|sent) to {to} (about|regarding) {subject}"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("waze", "waze [me ]to {query}", "(open|use) waze (to get to|for) {query}",
        "(plug|put) {query} (into|in) (the gps|the sat nav|my maps)"),
    fam("lost_guide", "i'm lost (get|guide) me (to|back to) {query}", "guide me to {query} [please]"),
    fam("pin", "(drop a pin|put a pin) (on|at) {query}", "pin {query} on the map"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("chat_app", "(message|ping) {recipient} on (whatsapp|signal|telegram|imessage) {body}",
        "(send|shoot) {recipient} a (whatsapp|imessage|signal message) (saying|that says) {body}"),
    fam("message_is", "(text|message) {recipient} the message is {body}",
        "(send|start) a (text|message) to {recipient} (it says|which reads|reading) {body}"),
    fam("inform", "(inform|notify|update) {recipient} (by text|via text) that {body}",
        "(give|send) {recipient} a (heads up|quick heads up) by text saying {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("hit_up", "hit {name} up on the (phone|line)", "(holler at|bell) {name} [real quick]"),
    fam("app_call", "(whatsapp|skype|zoom) call {name}",
        "(start|make) a (whatsapp|skype|facetime) call (with|to) {name}"),
    fam("been_ages", "(it's been ages since i talked to|i haven't spoken to) {name} (call|ring) them",
        "i miss {name} (call|ring) them [up]"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("wear", "what should i wear {date}", "(is it|will it be) (shorts|t-shirt|sweater|coat) weather {date}",
        "do i need (sunscreen|sunglasses|gloves) {date} [in {location}]"),
    fam("terse", "(sunny|rainy|cold|hot) in {location} {date}", "(rain|snow) {date} [in {location}]"),
    fam("read_forecast", "(pull up|bring up|read me) the (weather|forecast) (for|in) {location} [{date}]",
        "what's the (outlook|weather outlook) (for|in) {location} [{date}]"),
    fam("outing", "is it (good|nice) [weather ]for (a barbecue|a picnic|the beach|a run) {date}",
        "is it (chucking it down|bucketing down|tipping down) (outside|out there)"),
)
LIST = bind(
    "add_to_list", {"item": ITEM, "list_name": pool(vocab.LIST_NAMES)},
    fam("ran_out", "(we've|i've) (run out of|used up|finished) {item} [so] (add it to|put it on) the list",
        "(we've|i've) (run out of|used up) {item} (add it to|note it on) the {list_name} list", slots=GROCERY),
    fam("as_well", "{item} (for|on) the {list_name} list (too|as well)",
        "(don't forget|remember) {item} (for|on) the {list_name} list"),
    fam("tack", "(tack|tag) {item} (onto|on to) the {list_name} list",
        "(append|tack) {item} to (my|the) {list_name} list"),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("notes_apps", "(google keep|evernote|onenote) note {text}",
        "(open|use) (apple notes|google keep|evernote) and (write|type) {text}"),
    fam("scribble", "scribble (this|that) down {text}", "scribble down {text}",
        "(write|leave) myself a (note|memo) [saying] {text}"),
    fam("text_first", "{text} (note that|write that down|save that as a note)",
        "(for future reference|for the record) {text} (note it|write it down)"),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("fixtures", "(turn|switch) {on} the (ceiling|overhead|hue|smart) (lights|light|bulbs) [in the {room}]",
        "(turn|switch) {on} the {room} (ceiling|overhead) (light|lights)"),
    fam("too_bright", "it's too bright in the {room} (dim|drop) the lights to {brightness}",
        "it's too dark in here (bring|put) the lights up to {brightness}"),
    fam("colour_of", "(change|switch|set) the (colour|color) of the [{room}] lights to {color}",
        "(make|have) the {room} glow {color}"),
    fam("room_only", "(turn|switch) the {room} {on}", "(turn|switch) {on} the {room}"),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("smart_brand", "(set|put) the (nest|ecobee|hive) (to|at) {temperature}",
        "tell the (nest|ecobee) to hold {temperature}",
        "have the (nest|ecobee) hold {temperature}"),
    fam("climate", "(set|change) the (climate|climate control|hvac) to {temperature}",
        "(climate|hvac) (to|at) {temperature} [please]"),
    fam("setpoint", "(set|change) the (target|set point) temperature to {temperature}",
        "(target|set point|setpoint) {temperature} [please]"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("streaming_app", "play {query} on (spotify|apple music|youtube music|pandora)",
        "(open|use) spotify and play {query}", "(stream|spotify) {query}"),
    fam("get_going", "(get|start) {query} playing", "(fire up|cue up|bang on) {query}"),
    fam("radio_on", "(put|stick|turn) the radio on (to|at) {query}", "(tune|set) the radio to {query}",
        media_type="radio", slots={"query": pool(vocab.STATIONS)}),
    fam("audible", "play {query} (on|from) audible", "(carry on|continue) with {query} on audible",
        media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {"action": MEDIA_ACTION},
    fam("brb", "(i'll be right back|brb|i have to take this call) pause (it|this|the episode)",
        "(someone's at the door|my phone's ringing) pause (the music|it)", action="pause"),
    fam("run_it_back", "run (it|that) back", "(run|play) that (last|previous) (one|tune) back", action="previous"),
    fam("back_resume", "i'm back (carry on|keep it going|resume)", "(okay|alright) carry on (playing|with the music)",
        action="resume"),
    fam("tunes_off", "(kill|stop|end) the (tunes|jams)", "no more (tunes|podcast|audiobook) (tonight|for now)",
        action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("your_side", "(turn|go|move) to your {direction}", "(hook|bank|swerve) {direction}",
        "{direction} turn (please|now)", slots={"direction": TURN_DIRECTION}),
    fam("onward", "(forward march|onward|onwards|full steam ahead)",
        "(keep|carry on) (going|rolling) (straight|forward) [{distance_cm}]", direction="forward"),
    fam("back_it_up", "back it up [{distance_cm}]", "(scoot|shuffle) (back|backwards) [{distance_cm}]",
        direction="backward"),
    fam("travel", "(travel|cover) {distance_cm} {direction}", "{direction} for {distance_cm} (please|thanks)"),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("park", "park (it|yourself) (here|right here|there)", "pull over [now|please]"),
    fam("mission", "(abort the mission|abort mission)", "(stop|freeze) in your tracks"),
    fam("hold_position", "hold [your ]position", "(stay|remain) where you are", "(don't|do not) (budge|go anywhere)"),
)

_SLOTS = {**NONE_SLOTS, "artist": pool(vocab.ARTISTS), "song": pool(vocab.SONGS)}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("small_talk", "what are you up to", "did you have a good day", "tell me something (interesting|i don't know)",
        "you're (pretty smart|so slow|hilarious)", "are you (happy|listening to me|a girl or a boy)",
        "what do you think (about|of) (cats|pineapple on pizza|me)"),
    fam("trivia", "how many (bones|teeth) does an adult have", "who is the (president|prime minister) of {country}",
        "what year did (man land on the moon|the first iphone come out)", "is a tomato a fruit",
        "what's the (fastest|biggest) (animal|bird) [in the world]", "how deep is the (ocean|pacific)"),
    fam("numbers", "what's (twenty|15) (percent|per cent) of (eighty|200)", "how many (feet|inches) in a (mile|yard)",
        "what's {number} divided by {number}", "how many days until christmas", "is {number} a prime number"),
    fam("translate", "how do you say (thank you|good night|i love you) in (Spanish|Italian|Korean)",
        "what's (hello|cheese) in (French|German)", "(translate|say) this (in|into) (Japanese|Portuguese)"),
    fam("other_gadgets", "(turn|switch) (on|off) the (telly|space heater|electric blanket|dehumidifier|pool pump)",
        "(raise|lower) the (shades|blinds) [in the {room}]", "(start|brew) (a pot of coffee|the coffee machine)",
        "turn on the sprinklers for the (lawn|garden)", "check the (doorbell|garage|backyard) camera"),
    fam("near_gadget_talk", "my (brother|sister) keeps (stealing|using) my (flashlight|torch|headphones)",
        "the (wifi|internet) (at work|at the hotel|at school) is (so slow|terrible)",
        "my (neighbour's|neighbor's) alarm (went off|kept going) all night",
        "the (timer|clock) on the microwave is (wrong|blinking)",
        "i bought (a new lamp|new light bulbs|a smart speaker) (today|yesterday)",
        "the robot (was a gift from|was built by) my (son|daughter)", "my contact list is (huge|a mess)",
        "the calendar (on the wall|in the kitchen) is from last year"),
    fam("abilities",
        "(are you able to|do you know how to) (order food|book flights|play chess|do my taxes|call an uber)",
        "what languages do you speak", "(do you|can you) speak (French|Spanish|Hindi)"),
    fam("music_talk", "(which|what) album is {song} (from|on)", "who wrote {song}",
        "how many (grammys|albums) does {artist} have", "{artist} (is coming to|is touring in) {city}",
        "{artist} (was|were) amazing (live|in concert) [last night]"),
    fam("time_talk", "what time (did|does) the (game|movie) start", "how long was the (drive|flight) (to|from) {city}",
        "(thanks|thank you) for (the reminder|waking me up|setting the alarm)",
        "(my|the) meeting (got|was) (cancelled|moved)", "i'm always late for (work|meetings)",
        "(mondays|early mornings) are the worst", "how many hours of sleep do i need"),
    fam("packages", "(track|where is) my [amazon ](package|order)", "(return|cancel) my [amazon ]order",
        "are there [any ](deals|sales) on {product}", "how much does (an iphone|a ps5|a tesla) cost"),
    fam("near_comm", "{name} (never|doesn't) (texts|calls) me back",
        "should i (reply to|answer) {name} ^'s (text|email)",
        "i got a (weird|spam|scam) (text|call|email) (from an unknown number|today)",
        "i (hate|love) talking on the phone", "texting is [so much ](easier|faster) than calling"),
    fam("near_weather_map", "(i love|i hate) (rainy|snowy|hot) (days|weather)", "what causes (thunder|hail|rainbows)",
        "(the|my) weather app (is|was) wrong again", "i got lost (in|on the way to) {city} (yesterday|last week)",
        "(google maps|the gps) sent me the wrong way (again|yesterday)"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *ALARM, *CANCEL_ALARM, *TIMER, *CANCEL_TIMER, *GET_TIME, *REMINDER, *CALENDAR, *CONTACT_NEW, *EMAIL,
    *MAP, *MESSAGE, *CALL, *WEATHER, *LIST, *NOTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT,
    *NONE,
]
