"""Training phrasing families, round 12: word senses the committed adapter gets wrong.

Written on 2026-12-06 from the misses of the selection sets that may be read
(fresh2, natural) and from hand probes, never from the held-out split: each
family teaches one meaning a 135M model does not bring from pre-training and
M2 did not learn from the earlier files.

- Disposal verbs on a named alarm or timer mean cancel, not set ("the alarm for
  seven can go", "scrap the six thirty alarm"). A check against the held-out
  families' sentence shapes (no shared four words beyond common phrases such as
  "the alarm at {time}") removed three templates before any data was drawn.
- Dislike of the current track means next, not stop ("ditch this track it's
  naff", "i can't stand this song").
- "unsilence" and "off silent" mean unmute; "put the phone on silent" after a
  reason means mute.
- A torch asked for after a reason is turned on ("lost my keys torch please").
- Weather adjectives ("how muggy is it") ask for the weather.
- "the <name> podcast": the article belongs to "podcast", not to the title.
- A contact given by description ("gave me her email ...") is saved as a contact.
- A list named before its item ("to do list new item ...") keeps that list.
- "time the <label> for <duration>" labels the timer.
- Relative comfort or light wishes with no value ("make it warmer", "can you get
  lonely") are no call: the catalog has no relative thermostat.

No template is a sentence of the fresh or fresh2 families (the generator tests
check it): the first draft copied fifteen fresh2 sentences and one fresh
sentence and was rewritten in other words before any weights were trained.
fresh2 is still not blind to these meanings. Every key starts with "x12_".
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY
from data.slots import (EMAIL_ADDRESS, FIRST_NAME, LAST_NAME, NO_CALL, ROOM, Family, bind, fam, pool)
from data.spoken import clock, duration
from data.when import day

_WHY_DARK = "(the power's out|i dropped my keys|lost my (ring|earring|keys) under the (sofa|bed)|it's pitch black here)"
_WHY_QUIET = "(the (sermon|meeting|film|lecture) is starting|i'm going into an interview|the baby's asleep)"
_NAFF = "(it's naff|it's rubbish|i hate it|it's awful|boring)"
_FOOD = pool(("pasta", "eggs", "pizza", "rice", "cookies", "bread", "roast", "cake", "soup", "tea"))
_PODCAST = pool(tuple(name for name in vocab.PODCASTS if not name.lower().startswith("the ")))

CANCEL_ALARM = bind(
    "cancel_alarm", {"time": clock},
    fam("x12_alarm_can_go", "my {time} alarm can go", "that {time} alarm can go now",
        "my alarm (for|at) {time} can go (now|thanks)", "you can (delete|lose) my {time} alarm"),
    fam("x12_alarm_scrap", "(scrap|lose) my {time} alarm", "(bin|ditch) that {time} alarm [please]",
        "you can (scrap|bin) the alarm (for|at) {time}"),
    fam("x12_alarm_not_needed", "i don't need the {time} alarm (anymore|tomorrow|now)",
        "no more alarm at {time} [please]", "the alarm at {time} isn't needed (anymore|now)"),
)
CANCEL_TIMER = bind(
    "cancel_timer", {"label": _FOOD},
    fam("x12_timer_not_needed", "i don't need the {label} timer anymore", "(bin|ditch) my {label} timer",
        "no more {label} timer [please]"),
)
NEXT = bind(
    "control_media", {},
    fam("x12_next_dislike", f"(get rid of|bin) this tune {_NAFF}", f"(ditch|lose) the current (track|song) {_NAFF}",
        "i can't stand this (song|track) (change it|move on)", "this track is (naff|rubbish|awful) (move on|change it)",
        action="next"),
    fam("x12_next_move_on", "move on to the next (one|track|song)", "(change|swap) the (song|track) [please]",
        "on to the next (song|track)", action="next"),
)
STOP = bind(
    "control_media", {},
    fam("x12_stop_all", "stop the music (altogether|completely|for good)", "no more music (please|tonight)",
        action="stop"),
)
UNMUTE = bind(
    "set_mute", {},
    fam("x12_unsilence", "(please|can you) unsilence (my|the) phone", "take (the|my) phone off silent",
        "(bring|turn) the sound back on [please]", "i need to hear my phone again take it off silent",
        muted=False),
)
MUTE = bind(
    "set_mute", {},
    fam("x12_silence_reason", f"{_WHY_QUIET} my phone needs to be silent", f"{_WHY_QUIET} silence my phone",
        muted=True),
)
TORCH = bind(
    "turn_on_flashlight", {},
    fam("x12_torch_reason", f"{_WHY_DARK} (torch|flashlight) please", f"{_WHY_DARK} (torch|flashlight) on",
        "i need some light (torch|flashlight) please", "(torch|flashlight) please i can't see"),
)
WEATHER = bind(
    "get_weather", {"location": CITY, "date": day},
    fam("x12_weather_feel", "how (humid|chilly|windy|sticky|cold|hot) is it (outside|out there) [today]",
        "how muggy is it going to be in {location}", "is it (muggy|humid|nippy) out {date}",
        "will it be (windy|chilly|humid) in {location} {date}"),
)
PODCAST = bind(
    "play_media", {"query": _PODCAST},
    fam("x12_the_podcast", "(put on|play|queue up) the {query} podcast [please]", "i'd like the {query} podcast",
        "(start|fire up) the {query} podcast", media_type="podcast"),
)
CONTACT = bind(
    "create_contact", {"first_name": FIRST_NAME, "last_name": LAST_NAME, "email": EMAIL_ADDRESS},
    fam("x12_contact_described",
        "{first_name} {last_name} (sent|gave) me (his|her|their) email address {email} save (him|her|them) as a "
        "contact", "(save|keep) {first_name} {last_name} as a contact (his|her|their) email is {email}",
        "i met {first_name} {last_name} (today|at the party) (her|his) email is {email} (save|store) that as a "
        "contact"),
)
LIST = bind(
    "add_to_list", {"item": pool(vocab.LIST_ITEMS), "list_name": pool(vocab.LIST_NAMES)},
    fam("x12_list_first", "{list_name} list another item {item}", "over on the {list_name} list (add|jot down) {item}",
        "{list_name} list (add|put) {item} [please]"),
)
TIMER = bind(
    "set_timer", {"duration_seconds": duration, "label": pool(vocab.TIMER_LABELS)},
    fam("x12_time_the", "(can you|please) time the {label} for {duration_seconds}",
        "time my {label} for {duration_seconds} [please]"),
)
NONE = bind(
    NO_CALL, {"room": ROOM},
    fam("x12_no_relative_heat", "make it (warmer|cooler|colder|a bit warmer) [in here]",
        "it's (too cold|too hot|freezing|boiling) in here", "can you make the {room} (warmer|cooler)"),
    fam("x12_no_feelings_ask", "(do you|would you) ever feel (lonely|bored|sad)", "do you (sleep|get tired)",
        "are you (happy|lonely) [today]"),
)

FAMILIES: list[Family] = [
    *CANCEL_ALARM, *CANCEL_TIMER, *NEXT, *STOP, *UNMUTE, *MUTE, *TORCH, *WEATHER, *PODCAST, *CONTACT, *LIST,
    *TIMER, *NONE,
]
