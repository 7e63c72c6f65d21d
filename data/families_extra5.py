"""Training phrasing families, round 4 of blind additions (written without seeing any evaluation set).

They cover the flashlight, wifi, phone settings, volume, lights, thermostat,
media and robot functions, plus requests that must give no call, in voices the
other family files use less: children talking to a speaker, elderly speakers,
teenagers and run-on ASR text ("gonna", "wanna", "lemme"), non-native word
order, people mid-conversation or annoyed, brand wake words ("alexa", "hey
google") in front of the command, the object first and the verb last, requests
put as questions, and needs stated as a situation. The no-call families add near
misses on media, settings, lights, heating and the robot that no function does.
Every key starts with "x5_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data import vocab
from data.families_device import BT, DND, FLASH
from data.families_home import ROBOT_DIRECTION, TURN_DIRECTION
from data.families_none import NONE_SLOTS
from data.slots import (COLOR, GENRE_OR_ARTIST, MUSIC, NO_CALL, ON_OFF, ROOM, Family, bind, enum, fam, pool)
from data.spoken import HIGH_PERCENT, LOW_PERCENT, distance, percent, temperature

WAKE = "(alexa|hey google|ok google|hey siri|computer)"

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("x5_kid_dark", f"(mommy|mummy|daddy) it's (dark|scary) can you (turn|put) the {FLASH} on",
        f"i'm scared of the dark (turn|put) on the {FLASH} [please]",
        "(make|can you make) the phone (be|into) a torch [please]"),
    fam("x5_wake_on", f"{WAKE} {FLASH} on", f"{WAKE} (turn|switch|flip) on (the|my) {FLASH}",
        f"{WAKE} i need the {FLASH}"),
    fam("x5_verb_last", f"the {FLASH} (turn it on|switch it on|on please)",
        f"{FLASH} (can|could|would) you (turn|switch|put) (it|that) on",
        f"(my|the) phone {FLASH} (turn|switch) on"),
    fam("x5_situation_on", f"(it's|its) (pitch black|dark) (on the stairs|in the car|out here|in the garden) "
        f"(gonna|i'm gonna) need the {FLASH}",
        f"(lemme|let me) (get|have) some light (here|over here) (put|turn) the {FLASH} on",
        f"(i'm|im) (taking the dog out|walking home) in the dark (gimme|give me) the {FLASH}"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("x5_wake_off", f"{WAKE} {FLASH} off", f"{WAKE} (turn|switch|shut) off (the|my) {FLASH}",
        f"{WAKE} i don't need the {FLASH} (anymore|now)"),
    fam("x5_verb_last", f"the {FLASH} (turn it off|switch it off|off please)",
        f"{FLASH} (can|could|would) you (turn|switch|shut) (it|that) off",
        f"(my|the) phone {FLASH} (turn|switch) off"),
    fam("x5_annoyed_off", f"(ugh|argh|jeez) (turn|switch|shut) that (stupid|annoying) {FLASH} off",
        f"why is my pocket glowing (turn|switch) the {FLASH} off",
        f"(stop|quit) shining the {FLASH} in my (face|eyes)"),
    fam("x5_power_back", f"the power's back (so|now) (turn|switch) (off the {FLASH}|the {FLASH} off)",
        f"(ok|okay) (we're|i'm) (inside|home|back in) now (you can|) (turn|switch|shut) off the {FLASH}"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("x5_wake_wifi", f"{WAKE} (open|show me|pull up) (the|my) (wifi|wi-fi) (settings|page|menu)",
        f"{WAKE} (wifi|wi-fi) settings"),
    fam("x5_teen_wifi", "the (wifi|wi-fi) is (busted|broken|not working) again (lemme|let me) see the settings",
        "(gonna|wanna|i wanna) (switch|change) (wifi|wi-fi) networks (open|pull up) the settings",
        "(bruh|ugh) no (wifi|wi-fi) again (open|show) (me|) the (wifi|wi-fi) (settings|page)"),
    fam("x5_which_network", "(show|list) (me|) the (wifi|wi-fi) networks (around|nearby|near me)",
        "(what|which) (wifi|wi-fi) networks (can i join|are there) (show me|open the settings)",
        "(wifi|wi-fi) (network|connection) (list|menu) [please]"),
    fam("x5_guest_wifi", "my (friend|guest|mum|mom) (wants|needs) to (get on|join) the (wifi|wi-fi) (open|bring up) "
        "the (wifi|wi-fi) settings", "(take me to|where do i change) the (wifi|wi-fi) (stuff|options|setup)"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("x5_verb_last", f"{BT} (can|could|would) you (turn|switch) (it|that) {{enabled}}",
        f"{BT} (turn|switch) (it|) {{enabled}} [please]"),
    fam("x5_wake_bt", f"{WAKE} (turn|switch|put) {BT} {{enabled}}", f"{WAKE} {BT} {{enabled}}",
        f"{WAKE} (make sure|check that) {BT} is {{enabled}}"),
    fam("x5_wont_connect", "my (car|headset|hearing aid|soundbar) (won't|will not|isn't gonna) connect "
        "(turn|switch|put) (the|) bluetooth on",
        "i (wanna|want to) (use|listen on) my (wireless headphones|earphones|headset) (so|) (put|turn) bluetooth on",
        "(lemme|let me) connect my (speaker|headphones) (turn|switch) on (the|) bluetooth", enabled=True),
    fam("x5_done_bt", "(i'm|we're) (done|finished) with the (speaker|headphones|earbuds) (turn|switch|shut) off "
        "(the|) bluetooth", "nobody's using (the|) bluetooth (turn|switch) it off",
        "disconnect (everything|all my devices) and (turn|switch) (the|) bluetooth off", enabled=False),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("x5_focus", "(turn|switch|put) {enabled} (focus mode|work focus|quiet mode|quiet hours)",
        "(focus mode|quiet mode|quiet hours) {enabled} [please|now]"),
    fam("x5_need_quiet", "i need (some|a bit of) (peace and quiet|quiet time|me time) (block|hold) (my|all) "
        "notifications", "(i'm|im) (studying|napping|meditating|praying) (hold|block) (my|all) (notifications|calls)",
        f"(gonna|i'm gonna) take a nap (put|turn) on {DND}", enabled=True),
    fam("x5_wake_dnd", f"{WAKE} (put|switch) (me|my phone) (on|into) {DND}", f"{WAKE} {DND} (on|please)",
        enabled=True),
    fam("x5_over", f"(the meeting's|class is|church is|my nap is) over (turn|switch) off {DND}",
        "(notifications|calls) can come through (again|now)",
        f"{WAKE} (turn|switch) off {DND}", enabled=False),
    fam("x5_verb_last", f"{DND} (can|could|would) you (turn|switch) (it|that) {{enabled}}",
        f"{DND} (turn|switch) {{enabled}} [please]"),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("x5_should_be", "(the|my) (brightness|screen brightness) (should be|needs to be|has to be) {level}",
        "(i want|i'd like) my (phone|screen|display) (at|on) {level} brightness",
        "(let's|lets) (try|go with|do) {level} (on the brightness|brightness)"),
    fam("x5_wake_bright", f"{WAKE} (screen|display) brightness {{level}}",
        f"{WAKE} (set|put|change) (the|my) brightness (to|at) {{level}}"),
    fam("x5_old_eyes", "my (old|tired) eyes can't (read|see) the (screen|phone) (turn|put) the brightness (up to|to) "
        "{level}", "the (writing|text) on (my|the) (phone|screen) is too (dark|faint) make the "
        "brightness {level}", slots={"level": HIGH_PERCENT}),
    fam("x5_night", "(lying|i'm lying) in bed and (the|my) screen is (way too|too|so) bright (drop|put) it (to|down "
        "to) {level} brightness", "(lights are|it's) (off|dark) in here (lower|turn down) the (screen|display) "
        "brightness to {level}", slots={"level": LOW_PERCENT}),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("x5_level_words", "(sound|volume) level {level} [please]",
        "(set|put|change) the (sound|volume) level to {level}",
        "(let's|lets) (try|go with|do) {level} (on the volume|volume)"),
    fam("x5_wake_vol", f"{WAKE} volume {{level}}", f"{WAKE} (set|put|change) (the|your) volume (to|at) {{level}}",
        f"{WAKE} (speaker|sound) (to|at) {{level}}"),
    fam("x5_old_vol", "(i'm|i am) a bit hard of hearing (dear|love|) (set|put) the volume (to|at|up to) {level}",
        "(grandpa|grandma|nana) can't hear (it|the tv) (make|set) the volume {level}", slots={"level": HIGH_PERCENT}),
)
_MORE = enum(("more", "up"), ("less", "down"))
ADJUST_VOLUME = bind(
    "adjust_volume", {},
    fam("x5_jam", "(turn|crank|pump) it up (this is my jam|i love this song|this slaps|this one's a banger)",
        "(louder|turn it up) i can't hear (it|anything) over the (dishwasher|hoover|vacuum|traffic|kids)",
        "(yo|bro) (turn it up|louder) (for real|fr)", direction="up"),
    fam("x5_ears", "(the baby|the dog|grandpa) (is gonna|will) wake up (turn|bring) (it|the sound) down [a bit]",
        "(gonna|i'm gonna) go deaf (turn|bring|take) it down", direction="down"),
    fam("x5_more_less", "(give|put) (me|) (a bit|a little|) {direction} (volume|sound) [please]",
        "(make|do) {direction} (volume|sound) [please]", "i (want|need) {direction} volume",
        slots={"direction": _MORE}),
    fam("x5_wake_adjust", f"{WAKE} (louder|turn it up|a bit louder)", f"{WAKE} (volume|sound) up (a bit|some|)",
        direction="up"),
    fam("x5_wake_quieter", f"{WAKE} (quieter|turn it down|a bit quieter)", f"{WAKE} (volume|sound) down (a bit|some|)",
        direction="down"),
)
MUTE = bind(
    "set_mute", {},
    fam("x5_sound_off", "(all|every) (sound|sounds) off",
        "(kill|cut) (all|) the (sound|audio)", "i don't want any (noise|sound) (from|out of) (this phone|my phone)",
        muted=True),
    fam("x5_wake_mute", f"{WAKE} (mute|shush|hush) (yourself|the phone|everything)", f"{WAKE} go (silent|mute)",
        muted=True),
    fam("x5_unmute_again", "(take|switch|get) (it|the phone) off mute",
        "the phone is still (muted|on mute) (fix that|unmute it)",
        "(sound|audio) (on|back on) [please]", muted=False),
    fam("x5_event_mute", "(i'm|we're) (at|in) (a wedding|the theatre|the theater|a job interview|the hospital) "
        "(put|set) (my|the) phone on mute", "(shh|shush) (mute|silence) (the|my) phone (quick|now)", muted=True),
)
LIGHTS = bind(
    "set_lights", {"on": ON_OFF, "room": ROOM, "brightness": percent, "color": COLOR},
    fam("x5_left_on", "i (left|forgot) the {room} lights on (turn|switch|shut) them off",
        "(someone|the kids|somebody) left the lights on in the {room} (again|) (turn|switch) them off",
        "(nobody's|no one's) in the {room} (turn|switch) (the lights off|off the lights)", on=False),
    fam("x5_wake_lights", f"{WAKE} {{room}} lights {{on}}", f"{WAKE} lights {{on}} [in the {{room}}]",
        f"{WAKE} (make|turn) the {{room}} lights {{color}}", f"{WAKE} {{room}} lights (to|at) {{brightness}}"),
    fam("x5_verb_last", "the {room} (lights|light) (turn|switch) (them|it|) {on} [please]",
        "(lights|the lights) in the {room} (can you|could you) (turn|switch) them {on}",
        "(lights|the lights) {color} (please|now)"),
    fam("x5_activity", "(we're|i'm) (watching a movie|having dinner|reading) in the {room} (dim|set|put) the lights "
        "(to|at) {brightness}", "(movie|dinner|reading) time (dim|set) the lights (to|at) {brightness}",
        "(party|disco) time (make|turn) the (lights|{room} lights) {color}"),
    fam("x5_kid_lights", "can the {room} (lights|light) be {color} (please|pretty please)",
        "i want (my|the) (light|lights) {color} (please|now)", "(leave|keep) the {room} (light|lights) {on} [please]"),
)
THERMOSTAT = bind(
    "set_thermostat", {"temperature": temperature},
    fam("x5_wake_heat", f"{WAKE} (heat|warm) (the house|the place|it) (up|) to {{temperature}}",
        f"{WAKE} (set|put) the (heating|thermostat|temperature) (to|at|on) {{temperature}}",
        f"{WAKE} thermostat {{temperature}}"),
    fam("x5_old_bones", "(my|these) old bones (are cold|are freezing|need warming up) (turn|put) the (heat|heating) "
        "(up|) to {temperature}", "(it's|it is) (nippy|chilly) (love|dear) (set|put) the heating (to|on) "
        "{temperature}"),
    fam("x5_hot", "(it's|its) (boiling|sweltering|so hot) in here (set|turn|put) the (ac|air conditioning|aircon) "
        "(down|) to {temperature}", "(gonna|i'm gonna) melt (cool|bring) (it|the house) down to {temperature}"),
    fam("x5_question_temp", "(can|could) (we|you) (have|make) it {temperature} in (here|the house)",
        "(could|can) you (get|bring) the (house|room|place) to {temperature}",
        "(what about|how about) {temperature} on the (heating|thermostat)"),
)
MEDIA = bind(
    "play_media", {"query": MUSIC},
    fam("x5_wake_play", f"{WAKE} (play|put on) {{query}}", f"{WAKE} (play me|gimme|give me) {{query}}",
        f"{WAKE} (let's|lets) (hear|listen to) {{query}}"),
    fam("x5_kid_song", "play the {query} song [again] [please]", "(mommy|mummy|daddy) (can you|) put on {query} again",
        "(i want|i wanna hear) the {query} song", slots={"query": pool(vocab.SONGS)}),
    fam("x5_something_by", "(play|put on) something by {query}", "(anything|something) (by|from) {query} [please]",
        "(gimme|give me) (a song|some songs|a few tracks) by {query}", slots={"query": pool(vocab.ARTISTS)}),
    fam("x5_run_on", "(gonna|i'm gonna) (cook|clean|work out|study) (so|) (put on|play) some {query}",
        "(wanna|i wanna) (listen to|hear) some {query} (rn|now|while i work)",
        "(lemme|let me) (hear|get) some {query}", slots={"query": GENRE_OR_ARTIST}),
    fam("x5_nonnative_play", "(please|) play for me {query}", "i want listen {query} [please]",
        "(put|make) music {query} [please]", "you play {query} (please|now)"),
    fam("x5_commute_pod", "(i'm|im) (driving|commuting|on my walk) (put on|play) {query}",
        "(play|put on) (today's|this week's|the new) {query} (episode|)",
        "(continue|pick up) {query} (where i left off|from where i stopped)",
        media_type="podcast", slots={"query": pool(vocab.PODCASTS)}),
    fam("x5_radio_switch", "(switch|flip|turn) (over|) to {query} [on the radio]", "(radio|the radio) {query} [please]",
        "(give|have) a listen to {query} (live|on the radio)",
        media_type="radio", slots={"query": pool(vocab.STATIONS)}),
    fam("x5_story", "(bedtime story|story time) {query} [please]", "(put on|play) my (book|audiobook) {query}",
        "(let's|lets) (keep listening to|carry on listening to) the audiobook {query}",
        media_type="audiobook", slots={"query": pool(vocab.AUDIOBOOKS)}),
)
CONTROL = bind(
    "control_media", {},
    fam("x5_pause_sec", "(gimme|give me) a (sec|second|minute) (pause it|pause the music)",
        f"{WAKE} (pause|hold it)", "pause (it|that|the music) (a sec|a second|real quick)",
        "(make|do) pause [the song|the music]", action="pause"),
    fam("x5_carry_on", "(okay|ok) (where were we|i'm back) (keep playing|carry on|unpause)",
        "you can (carry on|keep going|continue) (playing|with the music|with the podcast) now",
        f"{WAKE} (resume|unpause|keep playing)", "let the (music|song|podcast) (play|keep playing) again",
        action="resume"),
    fam("x5_heard_it", "i've heard this (one|song) (too many times|a million times|already) (skip|next)",
        "(play|gimme|give me) (a different|another) (song|track)", "not this (one|song) (skip|next) [it]",
        f"{WAKE} (skip|next|next song)", action="next"),
    fam("x5_go_back", "wait go back (i liked that one|that was good)",
        "(can you|could you) go back (one|a) (song|track|chapter)",
        "(rewind|back) to the (last|previous) (song|track|chapter|episode)",
        f"{WAKE} (previous|previous song|go back)", action="previous"),
    fam("x5_stop_leave", "(turn|switch) (it|the music|that) off (i'm|we're) (going to bed|leaving|heading out)",
        f"{WAKE} stop (the music|playing|the podcast)", "stop playing (this|that) [please]",
        "(end|finish) (the|this) playback [now]", action="stop"),
)
ROBOT = bind(
    "move_robot", {"direction": ROBOT_DIRECTION, "distance_cm": distance},
    fam("x5_kid_robot", "(robo|mr robot|robot buddy) (go|drive|zoom) {direction} [{distance_cm}]",
        "(zoom|scoot|drive) {direction} (robot|robo) [{distance_cm}]"),
    fam("x5_wake_robot", "(hey|okay|ok) robot (move|head|drive) {direction} [by] {distance_cm}",
        "(hey|okay) robot (please|) (move|go) {direction}"),
    fam("x5_veer", "(steer|veer|head) {direction} [{distance_cm}]",
        "(about|roughly|around) {distance_cm} to the {direction}", "(go|move) to the {direction} [{distance_cm}]",
        slots={"direction": TURN_DIRECTION}),
    fam("x5_advance", "(advance|proceed|go straight on) [{distance_cm}]",
        "(move|head|drive) straight ahead [{distance_cm}]", direction="forward"),
    fam("x5_reverse", "(reverse|go in reverse|put it in reverse) [{distance_cm}]",
        "(come|move|go) backwards a (bit|little) [{distance_cm}]", direction="backward"),
)
STOP_ROBOT = bind(
    "stop_robot", {},
    fam("x5_kid_stop", "(stop|stop it) (robot|robo) you're (scaring the cat|gonna fall|going too fast)",
        "(no|nope) (robot|bad robot) stop", "(robot|robo) (stop|freeze) (that's|thats) (enough|too far)"),
    fam("x5_stay_put", "(hey|okay) robot (stand still|stay put|don't move)", "robot (stay|stand) still [please]"),
    fam("x5_motors", "(cut|kill) the (motors|engine|wheels)", "(cease|stop) all (movement|motion)",
        "(that's|thats) (enough|plenty) (moving|driving) [robot]"),
    fam("x5_right_there", "stop right there [robot]", "(stop stop|stop stop stop) [robot]",
        "(whoa|woah) (stop|hold it) right there"),
)

_SLOTS = {**NONE_SLOTS, "song": pool(vocab.SONGS), "artist": pool(vocab.ARTISTS), "podcast": pool(vocab.PODCASTS)}
NONE = bind(
    NO_CALL, _SLOTS,
    fam("x5_near_media", "what album is this (song|track) (from|on)", "(like|save|heart) this (song|track)",
        "add this (song|track) to my (playlist|favourites|favorites)", "how many (songs|episodes) are left",
        "(download|save) {podcast} for offline", "rate this (episode|song) five stars",
        "(buy|download) (this|the) album", "(make|create) a (new|) playlist called (road trip|workout)"),
    fam("x5_video",
        "(i want to|let's|lets) watch (a movie|a film|the game|stranger things) (on netflix|on the tv|tonight)",
        "(cast|send|mirror) (this|my screen) to the (tv|telly|chromecast)", "(turn on|switch on) (subtitles|captions)",
        "(open|launch) (netflix|disney plus|youtube) on the tv"),
    fam("x5_near_settings", "(turn on|switch on|enable) (auto brightness|adaptive brightness|night shift|eye comfort)",
        "(turn on|enable) the blue light filter", "what's my (wifi|wi-fi) password", "how fast is my (wifi|internet)",
        "(turn on|switch on) (the|my) (personal hotspot|5g)", "what does (focus mode|do not disturb) actually do",
        "make the vibration (stronger|weaker)"),
    fam("x5_near_home", "(which|what) lights are (on|still on)", "(buy|order) (some|) (new|) (light bulbs|bulbs)",
        "the {room} (bulb|light) (is flickering|keeps flickering|blew)", "(preheat|set) the oven to {number}",
        "what's the temperature in the {room}", "is the heating (on|running)",
        "(turn on|switch on) the (ceiling fan|humidifier|air purifier)", "how much is (my|the) heating bill"),
    fam("x5_near_robot", "robot (do a dance|do a trick|wave hello|say hi)", "robot (follow me|come find me|come here)",
        "(go|robot go) (charge yourself|back to your dock)", "what can the robot do", "is the robot (charged|broken)",
        "(can|does) the robot (climb stairs|talk)", "who (named|programmed) the robot"),
    fam("x5_kid_chat", "do you like (dinosaurs|unicorns|pizza|ice cream)", "knock knock",
        "(can|will) you be my (friend|best friend)", "what's your name (again|)",
        "how old (is the sun|are the dinosaurs)", "(are you|is there) a person inside the (phone|speaker)"),
    fam("x5_mid_conversation", "(sorry|oops) i was talking to my (wife|husband|son|daughter|friend)",
        "(never mind|forget it|nah forget it)", "(that's|thats) not what i (said|asked)",
        "(no|nah) i wasn't talking to you", "(hold on|wait) {name} is saying something"),
    fam("x5_annoyed_why", "(how come|ugh) (my|the) (music|song) keeps (stopping|pausing|skipping)",
        "why (is my screen|does my screen look) (so dim|so dark) (all the time|lately)",
        "(why|how come) the (lights|robot) (won't|didn't) (turn on|respond|move)",
        "why does (my|the) (bluetooth|wifi|wi-fi) keep (dropping|disconnecting)"),
    fam("x5_questions", "who (sang|wrote) {song} (originally|first)", "is {artist} (still|) touring (this year|)",
        "how far away is the moon", "what's {number} times {number}",
        "what's the (tallest|oldest) building in {country}"),
    fam("x5_cannot", "(order|buy) me (new headphones|a speaker|{product})",
        "(book|get) me a (haircut|doctor's appointment)",
        "read my (texts|messages) out loud", "(charge|fix) my phone",
        "(call|get) me (a plumber|an electrician)",
        "(translate|say) that in (french|spanish)"),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME, *ADJUST_VOLUME,
    *MUTE, *LIGHTS, *THERMOSTAT, *MEDIA, *CONTROL, *ROBOT, *STOP_ROBOT, *NONE,
]
