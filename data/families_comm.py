"""Phrasing families for people and information: contacts, email, messages,
calls, maps, weather, lists and notes."""

from __future__ import annotations

from data import vocab
from data.slots import CONTACT, EMAIL_ADDRESS, EMAIL_TO, FIRST_NAME, LAST_NAME, Family, bind, fam, mixed, pool
from data.when import day

_PHONE = pool(vocab.PHONE_NUMBERS)
_ITEM = mixed((4, pool(vocab.LIST_ITEMS)), (1, pool(vocab.TODO_ITEMS)))
_GROCERY = {"item": pool(vocab.LIST_ITEMS)}
_CITY = pool(vocab.CITIES)

CONTACT_NEW = bind(
    "create_contact",
    {"first_name": FIRST_NAME, "last_name": LAST_NAME, "phone_number": _PHONE, "email": EMAIL_ADDRESS},
    fam("add", "(add|create|save) [a] [new] contact (for|named|called) {first_name} {last_name}",
        "(add|create) a contact {first_name} {last_name}"),
    fam("with_number", "add {first_name} {last_name} to my contacts (with|and the) [phone] number {phone_number}",
        "(create|make) a contact for {first_name} {last_name} (with|number) {phone_number}"),
    fam("possessive", "save {first_name} {last_name} ^'s number (as|it's) {phone_number}",
        "{first_name} {last_name} ^'s (number|phone number) is {phone_number} (save|add) (it|that|them)"),
    fam("with_email", "(create|add) a contact {first_name} {last_name} (email|with email|email address) {email}",
        "save {first_name} {last_name} with the email {email}"),
    fam("both", "new contact {first_name} {last_name} phone {phone_number} email {email}",
        "add {first_name} {last_name} number {phone_number} and email {email}"),
    fam("polite", "(can|could) you [please] add {first_name} {last_name} (as a contact|to my contacts)",
        "would you save {first_name} {last_name} as a new contact"),
    fam("need", "(i need|i want) to (save|add) a [new] contact {first_name} {last_name}",
        "i need to save {first_name} {last_name} ^'s number {phone_number}"),
    fam("fragment", "new contact {first_name} {last_name}", "contact {first_name} {last_name} {phone_number}"),
    fam("put_in", "put {first_name} {last_name} in (my contacts|my address book|my phone)",
        "{first_name} {last_name} (needs to go|should go) in my contacts"),
)
EMAIL = bind(
    "send_email",
    {"to": EMAIL_TO, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("about", "(send|write) an email to {to} (about|regarding) {subject}",
        "(send|write) {to} an email about {subject}"),
    fam("saying", "email {to} about {subject} (saying|and say) {body}",
        "email {to} (with the subject|subject) {subject} (saying|and tell them) {body}"),
    fam("fields", "send {to} an email with [the] subject {subject} and [the] (body|message) {body}",
        "send an email to {to} subject {subject} body {body}"),
    fam("polite", "(can|could) you [please] email {to} about {subject}",
        "would you send {to} an email about {subject}"),
    fam("need", "(i need|i want) to (send|shoot) {to} an email about {subject}",
        "i have to email {to} about {subject}"),
    fam("fragment", "email to {to} subject {subject}", "email {to} re {subject}", "email {to} {subject}"),
    fam("shoot", "(shoot|drop) {to} an email (about|on) {subject}", "fire off an email to {to} about {subject}"),
    fam("write_to", "write to {to} by email subject {subject} (body|message) {body}",
        "(compose|draft and send) an email to {to} about {subject} (saying|that says) {body}"),
)
MAP = bind(
    "show_map", {"query": pool(vocab.PLACES)},
    fam("show", "show [me] {query} on the map", "show me {query} on (a|the) map"),
    fam("find", "(find|locate) {query} on (the map|maps)", "(find|look up) {query} on the map"),
    fam("where_is", "where is {query}", "where's {query}", "where exactly is {query}"),
    fam("open_map", "(open|pull up|bring up) (the map|maps|a map) (of|for) {query}", "open maps and find {query}"),
    fam("fragment", "map {query}", "{query} on the map", "maps {query}"),
    fam("polite", "(can|could) you [please] show me where {query} is", "(can|could) you find {query} on the map"),
    fam("directions", "(get|give me) directions to {query}", "(i need|i want) directions to {query}"),
    fam("navigate", "(navigate|take me) to {query}", "(how do i|how can i) get to {query}"),
    fam("need_find", "(i'm|i am) looking for {query}", "help me find {query}"),
)
MESSAGE = bind(
    "send_message", {"recipient": CONTACT, "body": pool(vocab.MESSAGE_BODIES)},
    fam("saying", "(send {recipient} a message|text {recipient}) (saying|that says) {body}",
        "send a (text|message) to {recipient} (saying|that says) {body}"),
    fam("text_direct", "(text|message) {recipient} {body}", "(text|message) {recipient} that {body}"),
    fam("tell", "tell {recipient} [that] {body}", "(go ahead and|please) tell {recipient} {body}"),
    fam("let_know", "let {recipient} know [that] {body}", "let {recipient} know {body} please"),
    fam("polite", "(can|could) you [please] (text|message) {recipient} and say {body}",
        "(can|could) you send {recipient} a (text|message) saying {body}"),
    fam("need", "(i need|i want) to (tell|text) {recipient} [that] {body}", "i have to let {recipient} know {body}"),
    fam("fragment", "message to {recipient} {body}", "text to {recipient} {body}", "text {recipient} message {body}"),
    fam("shoot", "(shoot|drop|send) {recipient} a (text|message|quick text) (saying|that says) {body}",
        "(shoot|drop) {recipient} a text {body}"),
    fam("write", "write {recipient} a message [saying] {body}", "write to {recipient} {body}",
        "reply to {recipient} (saying|with) {body}"),
)
CALL = bind(
    "call_contact", {"name": CONTACT},
    fam("call", "call {name}", "call {name} (now|please|for me)"),
    fam("ring", "(ring|phone|dial) {name}", "ring {name} up"),
    fam("give_call", "give {name} a (call|ring|buzz)", "give {name} a quick call"),
    fam("polite", "(can|could) you [please] call {name} [for me]", "would you (call|ring) {name}"),
    fam("need", "(i need|i want) to (call|talk to|speak to|speak with) {name}", "i have to call {name}"),
    fam("place", "(make|place) a [phone] call to {name}", "start a call with {name}"),
    fam("get_on_phone", "get {name} on the phone", "(put me through|connect me) to {name}"),
    fam("speaker", "call {name} on (speaker|speakerphone)", "video call {name}", "facetime {name}"),
    fam("fragment", "{name} call", "calling {name}", "phone {name} please"),
)
WEATHER = bind(
    "get_weather", {"location": _CITY, "date": day},
    fam("plain", "what's the weather [like]", "how's the weather", "what is the weather (like|doing)"),
    fam("in_city", "what's the weather [like] in {location}", "how's the weather in {location}"),
    fam("on_date", "what's the weather [like] {date}", "what will the weather be [like] {date}"),
    fam("city_date", "what's the weather [like] in {location} {date}", "weather (for|in) {location} {date}",
        "what's the weather going to be in {location} {date}"),
    fam("rain", "(will it|is it going to) rain {date}", "will it rain in {location} {date}",
        "is it going to (snow|be sunny|be windy) {date}"),
    fam("umbrella", "(do i|will i) need an umbrella {date}", "should i (bring|take) (an umbrella|a jacket) {date}",
        "do i need a (coat|jacket) {date}"),
    fam("temperature", "how (hot|cold|warm) (is it|will it be) in {location} {date}",
        "how (hot|cold) is it (outside|out)",
        "what's the temperature (outside|out there)"),
    fam("fragment", "weather {location}", "weather {date}", "weather", "{location} weather"),
    fam("forecast", "(what's|give me|tell me) the forecast [for {location}] {date}", "(check|get) the forecast",
        "(tell|give) me the weather for {location}"),
)
LIST = bind(
    "add_to_list", {"item": _ITEM, "list_name": pool(vocab.LIST_NAMES)},
    fam("add_to", "add {item} to (my|the) {list_name} list", "add {item} to my list"),
    fam("put_on", "put {item} on (my|the) {list_name} list", "put {item} on the list"),
    fam("list_first", "{list_name} list add {item}", "on my {list_name} list (put|add) {item}",
        "add to my {list_name} list {item}"),
    fam("out_of", "we're (out of|low on|running out of) {item} (add it|put it) on the [shopping] list",
        "we need {item} (add it|put it) to the list", slots=_GROCERY),
    fam("polite", "(can|could) you [please] add {item} to my {list_name} list", "would you put {item} on the list"),
    fam("write_down", "(write|jot) {item} [down] on the {list_name} list",
        "(write|jot) down {item} for the {list_name} list"),
    fam("need_buy", "i need to buy {item}", "(i need|we need) {item} from the store", slots=_GROCERY),
    fam("fragment", "{item} on the {list_name} list [please]", "list {item}", "{item} to the list"),
    fam("include", "(include|stick) {item} (on|in) my {list_name} list", "{list_name} list needs {item}"),
)
NOTE = bind(
    "create_note", {"text": pool(vocab.NOTE_TEXTS)},
    fam("take_note", "(take|make|write) a note [that] {text}", "take a note {text}"),
    fam("note_to_self", "note to self {text}", "quick note to self {text}"),
    fam("write_down", "(write|jot) (this|that) down {text}", "(write|jot) down {text}"),
    fam("create", "(create|start) a [new] note (saying|that says) {text}", "create a note {text}"),
    fam("polite", "(can|could) you [please] (save|make) a note (saying|that) {text}", "would you note that {text}"),
    fam("fragment", "new note {text}", "note {text}", "memo {text}"),
    fam("remember", "remember that {text}", "(i want|i need) you to remember that {text}"),
    fam("add_note", "add a note {text}", "add a note (saying|that says) {text}", "make a memo {text}"),
    fam("want_write", "(i want|i need) to write down {text}", "let me make a note {text}"),
)

FAMILIES: list[Family] = [*CONTACT_NEW, *EMAIL, *MAP, *MESSAGE, *CALL, *WEATHER, *LIST, *NOTE]
