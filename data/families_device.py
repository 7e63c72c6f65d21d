"""Phrasing families for the phone's own settings: flashlight, wifi, bluetooth,
do not disturb, screen brightness, volume and mute."""

from __future__ import annotations

from data.slots import ENABLE_DISABLE, ON_OFF, TURN_ON_OFF, Family, bind, enum, fam
from data.spoken import percent

_LIGHT = "(flashlight|torch|flash light)"
_WIFI = "(wifi|wi-fi|the wifi|the wi-fi|the internet connection)"
_BT = "(bluetooth|the bluetooth)"
_DND = "(do not disturb|do not disturb mode|dnd|the do not disturb)"
_VOL = "(the volume|volume|the sound)"
_UP_DOWN = enum(("up", "up"), ("down", "down"))

FLASHLIGHT_ON = bind(
    "turn_on_flashlight", {},
    fam("imperative", f"(turn|switch|flip) on the {_LIGHT}", f"(turn|switch|put) the {_LIGHT} on"),
    fam("fragment", f"{_LIGHT} on", f"{_LIGHT} on now", "(torch|flashlight) please"),
    fam("polite", f"(can|could|would) you [please] turn on the {_LIGHT}", f"(can|could) you switch the {_LIGHT} on"),
    fam("need_light", f"i need (a|the|my) {_LIGHT}", "i need some light (here|in here|please)",
        "(give me|i need) some light"),
    fam("activate", f"(activate|enable|start|open) the {_LIGHT}", f"(activate|enable) {_LIGHT}"),
    fam("phone_light", "turn on the (phone's|phone) (light|flash)", "use my phone as a (flashlight|torch)",
        "turn the (phone light|camera flash) on"),
    fam("dark", f"it's (too dark|dark|pitch black) (in here|out here) turn on the {_LIGHT}",
        f"i can't see anything [please] turn on the {_LIGHT}"),
    fam("want", f"(i want|i would like|i'd like) the {_LIGHT} on", f"let's get the {_LIGHT} on"),
    fam("light_it", "light (it|this|things) up", "lumos"),
)
FLASHLIGHT_OFF = bind(
    "turn_off_flashlight", {},
    fam("imperative", f"(turn|switch|flip) off the {_LIGHT}", f"(turn|switch|put) the {_LIGHT} off"),
    fam("fragment", f"{_LIGHT} off", f"no more {_LIGHT}"),
    fam("polite", f"(can|could|would) you [please] turn off the {_LIGHT}", f"(can|could) you switch the {_LIGHT} off"),
    fam("kill", f"(kill|shut off|cut) the {_LIGHT}", f"shut the {_LIGHT} off"),
    fam("disable", f"(disable|deactivate|stop|close) the {_LIGHT}"),
    fam("done", f"i don't need the {_LIGHT} (anymore|any more)", f"(i'm done|okay i'm done) with the {_LIGHT}",
        f"that's enough light turn off the {_LIGHT}"),
    fam("phone_light", "turn off the (phone's|phone) (light|flash)", "turn the (phone light|camera flash) off"),
    fam("want", f"(i want|i would like|i'd like) the {_LIGHT} off", f"(get rid of|lose) the {_LIGHT}"),
)
WIFI = bind(
    "open_wifi_settings", {},
    fam("open", f"open {_WIFI} settings", "(open|show) (the|my) (wifi|wi-fi|network) settings",
        "go to [the ](wifi|wi-fi) settings"),
    fam("fragment", "(wifi|wi-fi) settings", "(wifi|wi-fi) settings please", "settings (wifi|wi-fi)", core=True),
    fam("turn_off", f"(turn|switch) off {_WIFI}", f"(turn|switch) {_WIFI} off", f"(disable|kill) {_WIFI}", core=True),
    fam("turn_on", f"(turn|switch) on {_WIFI}", f"(turn|switch) {_WIFI} on", f"(enable|activate) {_WIFI}"),
    fam("connect", "connect to (a|the) (wifi|wi-fi) network", "connect [me ]to [the ](wifi|wi-fi)",
        "(join|switch) (a|the) (wifi|wi-fi) network"),
    fam("networks", "show me [the ][available ](wifi|wi-fi) networks", "what (wifi|wi-fi) networks are (there|around)",
        "(list|scan for) (wifi|wi-fi) networks"),
    fam("problem", "my (wifi|wi-fi|internet) (isn't|is not) working (open|show me) the (wifi|wi-fi) settings",
        "i need to (change|fix|reset) my (wifi|wi-fi)"),
    fam("polite", "(can|could) you [please] (open|bring up|pull up) the (wifi|wi-fi) settings",
        "(can|could) you turn (off|on) the (wifi|wi-fi)"),
    fam("take_me", "take me to [the ](wifi|wi-fi) settings", "(bring|pull) up [the ](wifi|wi-fi) (menu|settings|page)"),
)
BLUETOOTH = bind(
    "set_bluetooth", {"enabled": ON_OFF},
    fam("turn_x", f"turn {{enabled}} {_BT}", f"turn {_BT} {{enabled}}", f"switch {_BT} {{enabled}}",
),
    fam("verb_x", f"{{enabled}} {_BT}", slots={"enabled": TURN_ON_OFF}),
    fam("enable", f"(enable|activate|start) {_BT}", f"(enable|activate) {_BT} (now|please)", enabled=True),
    fam("disable", f"(disable|deactivate|kill|stop) {_BT}", f"shut (off|down) {_BT}", enabled=False),
    fam("fragment", f"{_BT} {{enabled}}", "bluetooth {enabled} please"),
    fam("polite", f"(can|could) you [please] turn {{enabled}} {_BT}", f"would you mind turning {_BT} {{enabled}}"),
    fam("want", f"(i want|i need|i'd like) {_BT} {{enabled}}", f"{_BT} needs to be {{enabled}}"),
    fam("headphones", f"turn on {_BT} (so i can|i want to) (use|connect) my (headphones|earbuds|speaker)",
        f"i want to (use|connect) my (headphones|earbuds|speaker) turn on {_BT}", enabled=True),
    fam("toggle_word", f"{{enabled}} {_BT}", f"please {{enabled}} {_BT}", slots={"enabled": ENABLE_DISABLE}),
)
DO_NOT_DISTURB = bind(
    "set_do_not_disturb", {"enabled": ON_OFF},
    fam("turn_x", f"turn {{enabled}} {_DND}", f"turn {_DND} {{enabled}}", f"switch {_DND} {{enabled}}"),
    fam("enable", f"(enable|activate|start) {_DND}", f"(put|set) (my|the) phone (on|to) {_DND}", enabled=True),
    fam("disable", f"(disable|deactivate|end|stop) {_DND}", f"take (my|the) phone off {_DND}", enabled=False),
    fam("fragment", f"{_DND} {{enabled}}", f"{_DND} [mode ]{{enabled}} please"),
    fam("dont_disturb", "(don't|do not) disturb me", "i don't want to be disturbed",
        "no interruptions (please|for now)",
        enabled=True),
    fam("silence", "(silence|mute|block) [all ][my ]notifications", "hold [all ]my notifications", enabled=True),
    fam("notifications_back", "(turn|switch) [my ]notifications back on", "i want my notifications back",
        "(unmute|allow) [my ]notifications", enabled=False),
    fam("polite", f"(can|could) you [please] turn {{enabled}} {_DND}", f"(can|could) you switch {_DND} {{enabled}}"),
    fam("meeting", f"i'm (going into|in) a meeting turn on {_DND}",
        f"(going to bed|i'm going to sleep) (put|turn) on {_DND}",
        enabled=True),
)
BRIGHTNESS = bind(
    "set_brightness", {"level": percent},
    fam("set", "set [the ][screen |display ]brightness to {level}",
        "change [the ](screen|display) brightness to {level}"),
    fam("fragment", "brightness {level}", "screen brightness {level}", "(screen|display) at {level}"),
    fam("make", "(make|turn|put) the (screen|display) brightness {level}", "(put|keep) the brightness (at|on) {level}"),
    fam("dim", "(dim|lower|turn down) the (screen|display) to {level}",
        "(drop|reduce) [the ]screen brightness to {level}"),
    fam("brighten", "(brighten|turn up) the (screen|display) to {level}",
        "(raise|increase) [the ]screen brightness to {level}"),
    fam("polite", "(can|could) you [please] set the (screen|display|phone) brightness to {level}",
        "would you (set|put) the screen (at|to) {level} brightness"),
    fam("need", "i (need|want) the (screen|display) (at|on) {level}",
        "the screen is too (bright|dark) set it to {level}"),
    fam("phone", "(set|turn) [my ]phone brightness to {level}", "phone screen (to|at) {level}"),
)
VOLUME = bind(
    "set_volume", {"level": percent},
    fam("set", f"set {_VOL} to {{level}}", f"(change|adjust) {_VOL} to {{level}}"),
    fam("fragment", "volume {level}", "volume to {level}", "volume at {level}"),
    fam("put", f"(turn|put) {_VOL} (to|at|on) {{level}}", f"(make|keep) {_VOL} {{level}}"),
    fam("crank", f"(crank|pump|bump|turn up) {_VOL} to {{level}}", f"(raise|increase) {_VOL} to {{level}}"),
    fam("lower", f"(turn down|lower|drop|reduce) {_VOL} to {{level}}", f"bring {_VOL} down to {{level}}"),
    fam("polite", f"(can|could) you [please] set {_VOL} to {{level}}", f"(can|could) you (make|put) {_VOL} {{level}}"),
    fam("want", f"(i want|i need|i'd like) {_VOL} (at|on) {{level}}", f"{_VOL} should be [at ]{{level}}"),
    fam("max", f"(max|maximum|full) volume", f"(turn|put|crank) {_VOL} (all the way up|to max|to maximum|to full)",
        level=100),
    fam("sound_level", "(set|put) the (sound|audio) level to {level}", "(sound|audio) (at|to) {level}"),
)
ADJUST_VOLUME = bind(
    "adjust_volume", {"direction": _UP_DOWN},
    fam("turn_it", "turn (it|the volume|the music|the sound|this) {direction}",
        "turn {direction} (the volume|the music|the sound)"),
    fam("louder", "louder", "(make it|a bit|a little) louder", "louder please", direction="up"),
    fam("quieter", "(quieter|softer)", "(make it|a bit|a little) (quieter|softer)", direction="down"),
    fam("crank", "(crank|pump|bump) (it|the volume|the music) up", "crank it", direction="up"),
    fam("fragment", "volume {direction}", "volume {direction} (please|a bit|a notch)"),
    fam("increase", "(increase|raise|boost) the volume", "(raise|boost) the (sound|music)", direction="up"),
    fam("decrease", "(decrease|reduce|lower) the volume", "(lower|reduce) the (sound|music)", direction="down"),
    fam("cant_hear", "i can't hear (it|this|anything|the music)", "i can barely hear (it|this)", direction="up"),
    fam("too_loud", "(it's|that's|this is) [way ]too loud", "keep it down", "not so loud", direction="down"),
    fam("polite", "(can|could) you [please] turn (it|the volume|the music) {direction} [a bit|a little|a notch]",
        "(can|could) you turn {direction} the volume"),
)
MUTE = bind(
    "set_mute", {},
    fam("mute", "mute", "mute (it|this|the phone|my phone|the sound|the audio|the speaker)", muted=True),
    fam("unmute", "unmute", "unmute (it|this|the phone|my phone|the sound|the audio)", muted=False,
        core=True),
    fam("sound_off", "(turn|switch) [the ]sound off", "(turn|switch) off the sound", "sound off", muted=True),
    fam("sound_on", "(turn|switch) [the ]sound [back ]on", "sound [back ]on", muted=False),
    fam("silence", "silence (the|my) (phone|speaker)", "(go|be) silent", "(put|set) (the|my) phone on silent",
        muted=True),
    fam("on_mute", "(put|set) (it|the phone|this) on mute", "mute (everything|all sound)", muted=True),
    fam("off_mute", "take (it|the phone|this) off mute", "turn off mute", "(disable|cancel) mute", muted=False),
    fam("polite", "(can|could) you [please] mute (it|the phone|the sound)", "would you mute (this|the audio)",
        muted=True),
    fam("shush", "(shut up|be quiet|hush|quiet)", "(shh|shush) [please]", muted=True),
)

FAMILIES: list[Family] = [
    *FLASHLIGHT_ON, *FLASHLIGHT_OFF, *WIFI, *BLUETOOTH, *DO_NOT_DISTURB, *BRIGHTNESS, *VOLUME,
    *ADJUST_VOLUME, *MUTE,
]
