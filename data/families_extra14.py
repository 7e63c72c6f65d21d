"""Training phrasing families, round 14 of blind additions (written without seeing any evaluation set or result).

Written from the catalog, the slot samplers and the earlier extra*.py files only; no
held-out, fresh or test family file, no evaluation sentence and no score was read.
They cover messages, calls, the weather, lights, the thermostat, media and the robot,
in sentence shapes the earlier rounds use little or not at all:
- discourse openers and sign-offs ("okay so ...", "right ...", "alright then ...",
  "quick one ...", "before i forget ...", "... cheers", "... ta");
- tag questions after a slot that ends clearly ("... will you", "... yeah?", "... would ya");
- "let's ...", "time to ...", "go on and ...", "mind ...ing ...", "do us a favour and ...";
- delegated requests ("get the phone to ...", "have the robot ...", "get the speaker to ...",
  "get the kitchen lights to come on", "send the robot left ...");
- value-first, place-first and telegraphic device speech ("kitchen lights blue fifty",
  "down in Oslo tomorrow what are we looking at weather wise", "thirty cm back cheers");
- a reason said before or after the request ("the taxi's here so pause the podcast",
  "ring mum because i'm locked out");
- British, Irish, Australian and Indian English ("get on the blower to ...", "would you ever ...",
  "is it going to be a soft day", "lash on a bit of ...", "call dad now itself", "stall the ball robot",
  "this one's doing my head in", "will it be stinking hot ...").
As in round 7, no tag or sign-off follows a message body or a song, podcast or book title.
The no-call families add wishes and hypotheticals, other people's requests reported,
jobs already done, how-it-works and can-you questions, complaints about earlier results,
other apps, shopping, web search, smart-home devices the catalog lacks, deferred requests,
tag questions that ask for nothing, bare discourse markers and near misses that mention a
catalog topic without asking for it.
Every key starts with "x14_" so ids never collide with the other family files.
Run AM's blindness check deleted 3 templates that shared four consecutive words with a
held-out family (`benchmarks/results/calls-run-am/RULE.md`).
"""

from __future__ import annotations

from data import vocab
from data.slots import (COLOR, CONTACT, FIRST_NAME, MUSIC, NO_CALL, ON_OFF, ROOM, Family, bind, enum, fam, mixed,
                        pool)
from data.spoken import distance, distance_metres, percent_between, temperature
from data.when import day

_OPEN = "(okay so|right|alright then|right then|so yeah)"
_GO = "(okay so|alright then|so yeah)"  # no "right" before a robot direction
_TAG = "(will you|yeah?|would you|won't you|would ya)"
_TA = "(cheers|ta|thanks a million|nice one|ta very much)"
_DIR = enum(("forward", "forward"), ("forwards", "forward"), ("backward", "backward"), ("backwards", "backward"),
            ("back", "backward"), ("left", "left"), ("right", "right"))
_COME = enum(("come on", True), ("switch on", True), ("go off", False), ("switch off", False))
_ON_ONLY = enum(("on", True))
_CITY = pool(vocab.CITIES)
_PODCAST = pool(tuple(name for name in vocab.PODCASTS if not name.lower().startswith("the ")))
_DIM = percent_between(5, 50)
# After "some" or "a bit of": no genre or artist that starts with "the" ("some the blues").
_SOME = mixed((1, pool(tuple(name for name in vocab.GENRES if not name.lower().startswith("the ")))),
              (1, pool(tuple(name for name in vocab.ARTISTS if not name.lower().startswith("the ")))))

MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x14_msg_opener", f"{_OPEN} (text|message) {{recipient}} (saying|and say) {{body}}",
        "before i forget (text|message) {recipient} (saying|to say) {body}",
        "oh and send {recipient} a text (saying|that says) {body}", "quick one (text|message) {recipient} {body}"),
    fam("x14_msg_go_on", "go on and (text|message) {recipient} (saying|that) {body}",
        "do us a favour and (text|message) {recipient} (saying|to say) {body}",
        "mind (texting|messaging) {recipient} (saying|to say) {body}",
        "be a gem and send {recipient} a text saying {body}"),
    fam("x14_msg_lets", "let's (text|message) {recipient} (and say|saying) {body}",
        "time to (text|message) {recipient} (saying|that) {body}",
        "let's send {recipient} a (text|message) (that says|saying) {body}"),
    fam("x14_msg_reason", "(the bus is late|traffic's mad|i'm stuck at work|the train's cancelled) (so|) "
        "(text|message) {recipient} (saying|and say) {body}",
        "{recipient} (will be|is gonna be) worried (so|) (text|message) them {body}",
        "my phone's on (two|five) percent (so|) (text|message) {recipient} {body}"),
    fam("x14_msg_regional", "would you ever (text|message) {recipient} (and say|saying) {body}",
        "(put|drop) a message to {recipient} (saying|that) {body}",
        "(sling|send over) a text to {recipient} (saying|to say) {body}",
        "get the phone to text {recipient} (saying|that) {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("x14_call_opener", f"{_OPEN} (call|ring) {{name}} {_TAG}", "(right|alright) then let's (call|ring) {name}",
        "let's give {name} a (ring|call) [now]"),
    fam("x14_call_go_on", "go on and (ring|call|dial) {name}", "mind (calling|ringing|dialling) {name} [for me]",
        "do us a favour and (ring|phone) {name}", "would you ever (ring|call) {name} for me"),
    fam("x14_call_reason", "it's {name} ^'s birthday (so|) (call|ring) them",
        "(call|ring) {name} (because|cos) i'm (locked out|running late|lost)",
        "(call|ring) {name} i need to (sort out|ask about) the (weekend|plans|dinner)",
        "(i've lost my keys|the car won't start|i missed the bus) (ring|call) {name}"),
    fam("x14_call_dialect", "get on the blower to {name}", "(call|ring) {name} now itself",
        "just give one call to {name}", "(bell|ring) {name} on the blower [for me]"),
    fam("x14_call_delegate", "get the phone to (call|ring|dial) {name}", "have the phone (ring|dial) {name} [for me]",
        f"(dial|phone) {{name}} up for me {_TAG}"),
)
WEATHER = bind(
    "get_weather", {"location": _CITY, "date": day},
    fam("x14_weather_opener", f"{_OPEN} what's it (looking like|doing) in {{location}} {{date}}",
        f"{_OPEN} (weather|forecast) for {{location}} [{{date}}] {_TA}"),
    fam("x14_weather_tag", "it's not going to rain in {location} {date} is it",
        "it'll be (dry|sunny|warm) in {location} {date} (won't it|yeah?)",
        "we're not getting (snow|rain|a storm) [in {location}] {date} are we"),
    fam("x14_weather_place_first", "{location} {date} (rain or shine|umbrella or not)",
        "down in {location} {date} what are we looking at weather wise",
        "{date} in {location} (any rain about|is rain on the cards)"),
    fam("x14_weather_reason", "(i've got|there's) washing on the line (will it|is it going to) rain [{date}]",
        "(thinking of cycling|planning to cycle|thinking of walking|planning to walk) to work {date} "
        "(what's the forecast|how's the weather looking)"),
    fam("x14_weather_dialect", "is it going to be a soft day [in {location}] {date}",
        "will it be stinking hot in {location} {date}",
        "let's (have a look at|see) the (weather|forecast) (for|in) {location} [{date}]",
        "time to check the forecast (for|in) {location} [{date}]"),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent_between(10, 100), "color": COLOR},
    fam("x14_lights_telegraph", "{room} lights {color} {brightness} [please|ta]",
        "lights {room} {color} (please|ta)", "{room} lights {on} {brightness}", slots={"on": _ON_ONLY}),
    fam("x14_lights_opener", f"{_OPEN} {{room}} lights {{on}} {_TAG}",
        f"(switch|turn) the {{room}} lights {{on}} {_TAG}", f"(make|turn) the {{room}} lights {{color}} {_TA}",
        f"{_OPEN} (drop|bring) the {{room}} lights to {{brightness}} {_TA}"),
    fam("x14_lights_lets", "let's (have|get) the {room} lights {color}",
        "time to (switch|turn) the {room} lights {on}", "go on and (switch|flick) the {room} lights {on}",
        "mind (dimming|bringing) the {room} lights (down|) to {brightness}", slots={"brightness": _DIM}),
    fam("x14_lights_delegate", "get the {room} lights to {on}", f"get the lights in the {{room}} to {{on}} {_TAG}",
        "get the {room} lights to go {color}", "have the {room} lights at {brightness} [please]",
        slots={"on": _COME}),
    fam("x14_lights_reason", "(we've got people over|guests are coming) (so|) (make|set) the {room} lights {color}",
        "(i'm reading|the baby's down) (so|) (bring|drop) the {room} lights (down|) to {brightness}",
        "(dim|drop) the {room} lights to {brightness} (we're watching a film|the baby's asleep)",
        "(switch|turn) {on} the {room} lights i can't find my (glasses|shoes)",
        slots={"brightness": _DIM, "on": _ON_ONLY}),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("x14_temp_opener", f"{_OPEN} thermostat (to|on) {{temperature}} {_TAG}",
        f"(set|put) the heating (to|on) {{temperature}} {_TAG}", f"heating to {{temperature}} {_TA}"),
    fam("x14_temp_value_first", "(let's say|make it|let's go with) {temperature} on the (heating|thermostat)",
        "{temperature} for the (heating|house) (please|cheers|ta)", "{temperature} in here (please|if you would)"),
    fam("x14_temp_reason",
        "(set|turn) the thermostat to {temperature} (we've got guests coming|there's a newborn in the house)",
        "(the kids are|we're) (getting in the bath|heading to bed) (so|) (set|turn) the (heating|thermostat) to "
        "{temperature}"),
    fam("x14_temp_lets", "go on and (set|put) the thermostat (to|on) {temperature}",
        "mind (setting|putting) the (heating|thermostat) (on|to) {temperature}",
        "time to (drop|turn) the heating (down|) to {temperature}", "let's (have|get) the house at {temperature}",
        "get the (heating|aircon|thermostat) to (sit|stay) at {temperature}"),
    fam("x14_temp_dialect", "would you ever (put|set) the heating (on|to) {temperature}",
        "keep the (ac|a c|air conditioner) (at|on) {temperature}", "ac temperature {temperature} (only|please)",
        "(whack|chuck) the air con (on|to) {temperature} (mate|will you)"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("x14_play_opener", f"{_OPEN} (put on|play) {{query}}", "quick one (play|put on) {query}",
        f"(put on|play) some {{query}} {_TAG}", f"{_OPEN} let's get {{query}} on", slots={"query": _SOME}),
    fam("x14_play_lets", "let's (get|have) {query} on", "time for (some|a bit of) {query}",
        "go on and (put|throw) on {query}", "mind (putting on|playing) {query}",
        "get the speaker to play {query}", "have the (speaker|kitchen speaker|sonos) (play|put on) {query}"),
    fam("x14_play_dialect", f"give us (some|a bit of) {{query}} {_TAG}",
        "would you ever put on (some|a bit of) {query}",
        "(lash|bung) on (some|a bit of) {query}", "(get|have) the speaker playing (some|a bit of) {query}",
        slots={"query": _SOME}),
)
MEDIA += bind(
    "play_media", {"query": _PODCAST},
    fam("x14_pod", f"pop on the {{query}} podcast {_TAG}", "time for (my|the) {query} podcast",
        "let's (catch|have) the (latest|new) {query} (episode|podcast)", "get the speaker to play the {query} podcast",
        media_type="podcast"),
)
MEDIA += bind(
    "play_media", {"query": pool(vocab.STATIONS)},
    fam("x14_radio", f"get the radio on {{query}} {_TAG}", "time for {query} on the radio",
        "let's have {query} on (the radio|the wireless)", "go on and tune the radio to {query}",
        media_type="radio"),
)
MEDIA += bind(
    "play_media", {"query": pool(vocab.AUDIOBOOKS)},
    fam("x14_book", "time to get back to the audiobook {query}", "have the speaker read (me|us) the audiobook {query}",
        "let's (have|get) the audiobook {query} going", "go on and put on the audiobook {query}",
        media_type="audiobook"),
)
CONTROL = bind(
    "control_media", {},
    fam("x14_pause", f"{_OPEN} pause (that|it) (a minute|a sec) {_TAG}",
        "mind pausing (that|the music|this) (a sec|for a minute)",
        "(the kettle's boiled|dinner's on the table|the taxi's here) (so|) pause the (podcast|music|audiobook)",
        "get the speaker to pause", action="pause"),
    fam("x14_resume", "go on and (unpause|resume) (it|the music|the podcast)",
        "mind (resuming|unpausing) (it|the music|that)", "let's have (the music|the podcast|it) going again",
        f"hit play {_TAG}", "(get|have) the speaker playing again", action="resume"),
    fam("x14_next", "this one's doing my head in (skip it|next)", "mind skipping (this|this one|this track)",
        f"next (one|track) {_TAG}", "go on and skip (this one|it)", "get the speaker to skip (this one|this track)",
        "give this one a miss (next|skip it)", action="next"),
    fam("x14_previous", "mind going back (one|a) (song|track)", f"(last|previous) (one|track) again {_TAG}",
        "that last (song|track) was (class|a banger|brilliant) (go back|put it on again)",
        "let's hear the last one again", "get the speaker to go back a (song|track)", action="previous"),
    fam("x14_stop", "that's us done (stop|switch off) the music",
        "time to (stop|switch off) the music (it's late|it's bedtime|)",
        "mind stopping the (music|podcast|audiobook) [now]", "(turn|switch) that racket off",
        "go on and (kill|stop) the (music|playback)", action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": _DIR, "distance_cm": distance},
    fam("x14_robot_opener", f"{_GO} robot {{direction}} {{distance_cm}}",
        f"(robot|) (go|move) {{direction}} {{distance_cm}} {_TAG}",
        f"(roll|drive) {{distance_cm}} {{direction}} {_TA}"),
    fam("x14_robot_delegate", "get the robot to (head|go|trundle) {direction} {distance_cm}",
        "have the robot (head|trundle) {direction} [{distance_cm}]", "send the robot {direction} {distance_cm}",
        "get the bot (moving|going) {direction} [{distance_cm}]"),
    fam("x14_robot_lets", "let's (go|head|roll) {direction} {distance_cm} robot",
        "time to (move|shift) {direction} {distance_cm}", "go on and (move|go) {direction} [{distance_cm}]",
        "mind (moving|shifting) {direction} {distance_cm} [robot]"),
    fam("x14_robot_reason", "there's a (chair|box|toy) in the way (swing|go|shift) {direction} {distance_cm}",
        "(shift|move) {direction} {distance_cm} (so i can get past|you're blocking the hall)",
        "(i need to|let me) get the door open (move|shift) {direction} {distance_cm}"),
    fam("x14_robot_value_first", "{distance_cm} {direction} (cheers|ta|mate)",
        "{direction} {distance_cm} robot (cheers|ta)",
        "shift yourself {direction} [{distance_cm}]", slots={"distance_cm": distance_metres}),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("x14_stop_opener", "(right|alright then) robot (stop there|you can stop now)",
        "(stop|halt) there robot (would ya|yeah?)", f"robot stop there {_TA}"),
    fam("x14_stop_lets", "time to (stop|park up) robot", "let's (stop|call it) there robot",
        "mind stopping (there|now) robot", "that's you robot (stop|you can stop)"),
    fam("x14_stop_delegate", "get the robot to stop", "get that robot to (stop|stand still)",
        "have the robot stop where it is", f"get the robot to halt {_TAG}"),
    fam("x14_stop_reason", "(careful|mind) the (stairs|step|cat) robot stop",
        "(the cat's|grandma's|the dog's) coming through robot (stop|stop moving)",
        "robot stop (the floor's wet|i'm mopping there|there's a cable)"),
    fam("x14_stop_dialect", "(hold up|hang on) robot not another inch",
        "(steady|easy) on robot (stop|that's far enough)",
        "stall the ball robot", "robot (stop|halt) no further (mate|now)"),
)

_SLOTS = {
    "name": FIRST_NAME, "room": ROOM, "color": COLOR, "temp": temperature, "song": pool(vocab.SONGS),
    "podcast": pool(vocab.PODCASTS), "artist": pool(vocab.ARTISTS), "city": _CITY,
}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x14_no_wish", "i wish the (lights|heating|robot) could read my mind",
        "wouldn't it be nice if the heating came on by itself",
        "imagine if the robot could (cook|do the dishes|fold laundry)",
        "if i had a bigger (house|garden) i'd put speakers everywhere",
        "i wish i could (sing|play guitar) like {artist}"),
    fam("x14_no_reported", "my (sister|flatmate|son) asked {name} to ring her back (yesterday|last week)",
        "{name} (said|told me) the weather in {city} was (awful|gorgeous)",
        "my (son|daughter) keeps asking the robot to (dance|sing)", "(mum said she'd|dad said he'd) text {name} later",
        "{name} wanted me to put on {song} at the party"),
    fam("x14_no_done", "no need i've (already|just) (rung|texted|messaged) {name}",
        "(sorted|all sorted) i (dimmed|switched off) the {room} lights (myself|already)",
        "i put the heating on {temp} (this morning|earlier) (it's fine|don't worry)",
        "(don't worry|no worries) i (already|just) skipped it", "the robot's already (parked|back on its dock)"),
    fam("x14_no_howto", "how does the robot know (where it is|when to stop)",
        "how do i change the (colour|color) of the lights from my (phone|laptop)",
        "how does the weather (thing|bit) know where i am",
        "does the thermostat (take|understand) fahrenheit or celsius",
        "what happens to my (texts|messages) if there's no signal"),
    fam("x14_no_complaint", "you (rang|called) the wrong person (yesterday|earlier|last night)",
        "(you|it) played the wrong song (again|last time)",
        "the forecast you gave me (yesterday|this morning) was (rubbish|useless|way off)",
        "my message to {name} never (arrived|went through)",
        "the heating ignored me (all morning|again) (yesterday|)"),
    fam("x14_no_other_apps", "(log|track) my (run|steps|water) in (strava|the fitness app)",
        "(top up|check) my (oyster card|travel card|phone credit)",
        "(open|check) my (banking|deliveroo|uber eats) app", "(scroll|show me) my (tiktok|reddit) feed"),
    fam("x14_no_shopping", "(buy|order) (smart bulbs|a space heater|a new speaker) (online|from amazon)",
        "how much does a (nest thermostat|robot vacuum|smart bulb) cost",
        "(find|get) me a (cheap|good) deal on (headphones|a speaker)", "where can i buy (spare bulbs|a new remote)"),
    fam("x14_no_web", "(google|search online for) (reviews of|the price of) (the new iphone|electric cars)",
        "look up (black holes|the roman empire) on wikipedia",
        "search the web for (cheap flights|a good lasagne recipe)", "what does the internet say about {song}"),
    fam("x14_no_smart_home", "put the immersion on (for half an hour|for a bath)",
        "(turn|switch) on the (towel rail|hot tub|electric fireplace)", "(arm|disarm) the security system",
        "(open|close) the (skylight|front gate)", "(start|run) the (robot mower|lawn mower)"),
    fam("x14_no_near_lights_heat", "the {room} lights looked (lovely|gorgeous) in {color} last night",
        "my (mum|gran) keeps her thermostat at {temp} all year", "we (painted|repainted) the {room} {color}",
        "the bulbs in the {room} aren't smart ones", "{temp} is a bit much for sleeping (isn't it|if you ask me)"),
    fam("x14_no_near_media_comm", "{name} (sang|played) {song} at the (wedding|party)",
        "i used to listen to {podcast} on my commute", "that {artist} (gig|concert) was (class|brilliant|unreal)",
        "{name} never (picks up|answers) the phone", "texting {name} is like talking to a wall"),
    fam("x14_no_near_weather_robot", "the weather in {city} was (brutal|gorgeous) (last week|on holiday)",
        "i grew up in {city} it rains (all the time|constantly)", "the robot's (wheel|sensor) looks (wonky|broken)",
        "the robot (fell over|got stuck) on the rug (yesterday|last night)"),
    fam("x14_no_discourse", "(right|okay so) where was i", "(no|nah) you're grand (thanks|cheers)",
        "(hang on|hold on) let me think (a sec|a minute)", "(actually|no) leave it i'll do it later",
        "(cheers|ta) that's me sorted"),
    fam("x14_no_deferred", "don't (ring|text) {name} yet i'll do it (later|after dinner)",
        "(leave|keep) the heating (as it is|where it is) for now",
        "no need to (change|touch) the lights (tonight|today)",
        "don't play anything yet we're still (talking|eating)",
        "hold off on moving the robot (for now|till i'm back)"),
    fam("x14_no_feature_q", "(are you able to|can you) (ring|text) (landlines|numbers abroad)",
        "(does|can) the robot go (upstairs|outside|on grass)", "(can|do) you play (videos|films|youtube)",
        "how many (rooms|lights) can you control",
        "does the forecast (include|cover) (pollen|the uv index|air quality)"),
    fam("x14_no_tag_q", "you can't (order|make) (coffee|food) can you",
        "you're not (recording|listening all the time) are you", "the robot can't climb stairs can it",
        "you don't do (whatsapp|video calls) (do you|yeah?)"),
)

FAMILIES: list[Family] = [
    *MESSAGE, *CALL, *WEATHER, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT, *NONE,
]
