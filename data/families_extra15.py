"""Training phrasing families, round 15 of blind additions (written without seeing any evaluation set or result).

Written from the catalog, the slot samplers and the earlier extra*.py files only; no
held-out, fresh or test family file, no evaluation sentence and no score was read.
This round is about contact names that are not exactly "first last", which every
earlier round draws from one-word first and last names:

- create_contact with a first name only ("add Isabel to my contacts", "new contact
  Omar number ..."): the answer keeps `last_name` as "" (the catalog's rule for a
  missing last name), with and without a phone number or email;
- create_contact with a compound first name ("Jean Luc", "Mary Anne", "Juan Carlos",
  "Mei Ling", "Abdul Karim"): `first_name` is both given names, `last_name` the last word;
- create_contact with a particle surname ("van der Berg", "de la Cruz", "da Silva",
  "bin Rashid", "ter Horst"): `last_name` is the final word with the lower-case
  particles before it, `first_name` the words before them;
- create_contact with the phone number or email said in a second clause or after a
  pause ("add ... to my contacts and then the number ...", "... her number is ...",
  "... and his email ...", "save ..., number ...");
- call_contact, send_message and send_email to three- and four-word names (compound
  first names, particle surnames), the whole name kept as the recipient, and to
  one-word names in new phrasings.

The name pools below are local and new; the shared samplers (phone numbers, emails,
message bodies, subjects) come from `data.vocab` and `data.slots`, so targets are
derived as in the other files. Every key starts with "x15_". Run AO's blindness check deleted 18 templates that shared four
consecutive words with a held-out family (`benchmarks/results/calls-run-ao/RULE.md`).
"""

from __future__ import annotations

import random

from data import vocab
from data.grammar import Context, SlotValue
from data.slots import EMAIL_ADDRESS, FIRST_NAME, LAST_NAME, Family, bind, fam, mixed, pool


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split("|") if part.strip())


# Two given names said together, from many naming traditions. No second name is a
# surname particle or one of the shared last names, so "Mary Anne Smith" can only be
# read one way.
_COMPOUND_FIRST = _names("""
Jean Luc|Mary Anne|Jean Pierre|Marie Claire|Anne Sophie|Juan Carlos|Jose Luis|Maria Jose|Ana Sofia|
Luis Miguel|Juan Pablo|Maria Elena|Hans Peter|Karl Heinz|Eva Maria|Anna Lena|Jan Willem|Lars Erik|
Per Olof|Ole Gunnar|Gian Luca|Pier Paolo|Maria Grazia|Anna Maria|Joao Pedro|Ana Paula|Mary Kate|
Sarah Jane|Billy Joe|Bobby Lee|John Paul|Mary Beth|Leigh Anne|Rose Marie|Mei Ling|Xiao Ming|
Ji Woo|Min Jun|Seo Yeon|Hye Jin|Abdul Karim|Abdul Rahman|Nur Aisyah|Sai Krishna|Ravi Kiran|
Kofi Atta|Ama Serwaa|Thanh Huong
""")
# Surnames with lower-case particles: the particles belong to the last name.
_PARTICLE_LAST = _names("""
van der Berg|van Dijk|van den Bosch|van der Meer|van Houten|van Beek|de Vries|de Jong|von Braun|
von Essen|von Trapp|von Bülow|de la Cruz|de la Fuente|de los Santos|de Souza|de Luca|da Silva|
da Costa|dos Santos|das Neves|del Rio|del Toro|della Rosa|della Valle|di Stefano|di Marco|du Pont|
du Plessis|du Toit|le Roux|le Blanc|la Rosa|la Fontaine|bin Rashid|bin Salem|bin Hamad|al Farsi|
al Mansour|al Amin|ter Horst|ter Steege
""")
# More one-word given names, for first-name-only contacts and the new call, text and email
# phrasings, and first names that go with the particle surnames.
_MORE_FIRST = _names("""
Isabel|Matteo|Ingrid|Pieter|Joost|Ludwig|Greta|Thiago|Beatriz|Khalid|Layla|Hamza|Noor|Siobhan|Niamh|
Declan|Aoife|Dmitri|Katya|Tomasz|Agnieszka|Chidi|Adaeze|Thandiwe|Sipho|Haruto|Yuki|Arjun|Ananya|
Rohan|Lucia|Giulia|Mateus|Camille|Margot|Henrik|Astrid|Emeka|Farah|Rafael
""")

_COMPOUND = pool(_COMPOUND_FIRST)
_PARTICLE = pool(_PARTICLE_LAST)
_GIVEN = mixed((3, FIRST_NAME), (2, pool(_MORE_FIRST)))
_PHONE = pool(vocab.PHONE_NUMBERS)
_EMAIL = EMAIL_ADDRESS


def _compound_full(rng: random.Random, ctx: Context) -> SlotValue:
    """"Mary Anne Smith": two given names and a one-word last name, kept whole."""
    return SlotValue(f"{_COMPOUND(rng, ctx).surface} {LAST_NAME(rng, ctx).surface}", "text")


def _particle_full(rng: random.Random, ctx: Context) -> SlotValue:
    """"Maria de la Cruz": a given name and a surname with particles, kept whole."""
    return SlotValue(f"{_GIVEN(rng, ctx).surface} {_PARTICLE(rng, ctx).surface}", "text")


_LONG_NAME = mixed((1, _compound_full), (1, _particle_full))
_ONE_NAME = _GIVEN

_ROLE = "(neighbour|neighbor|plumber|babysitter|hairdresser|dog walker|tutor|cleaner|mechanic|landlady)"
_PRON = "(her|his|their)"
_PAUSE = "(um|uh|erm|hang on|wait|let me see|one sec)"

_CONTACT_SLOTS = {"phone_number": _PHONE, "email": _EMAIL}

ONE_NAME_CONTACT = bind(
    "create_contact", {"first_name": _ONE_NAME, **_CONTACT_SLOTS},
    fam("x15_one_add", "add {first_name} to my contacts",
        "save {first_name} as a (new|) contact", "i need {first_name} in my contacts",
        "(add|save) a contact (just|simply) (called|named) {first_name}", last_name=""),
    fam("x15_one_number", "new contact {first_name} number {phone_number}",
        "add {first_name} (number|phone|mobile|cell) {phone_number}",
        "save {first_name} (at|on|with the number) {phone_number}",
        "(save|store) {phone_number} (as|under) {first_name}",
        last_name=""),
    fam("x15_one_email", "new contact {first_name} (email|e-mail) {email}",
        "(save|store) {email} (as|under) {first_name}",
        "{first_name} ^'s email is {email} (add|save) (her|him|them) [to my contacts]",
        last_name=""),
    fam("x15_one_both", "new contact {first_name} (number|phone) {phone_number} (email|e-mail) {email}",
        "add {first_name} (number|with the number) {phone_number} and (email|e-mail) {email}",
        "save {first_name} {phone_number} and {email}", last_name=""),
    fam("x15_one_no_surname", "add a contact called {first_name} (no last name|just the first name)",
        "(save|add) {first_name} (no surname|no last name|first name only) [number {phone_number}]",
        "i don't know (her|his|their) (last name|surname) just save (her|him|them) as {first_name} "
        "[number {phone_number}]",
        "new contact first name {first_name} (no last name|that's it) [number {phone_number}]",
        "just {first_name} (no surname|no last name) (email|e-mail) {email}", last_name=""),
    fam("x15_one_role", f"(save|add) (my|our|the) {_ROLE} {{first_name}} [(number|on) {{phone_number}}]",
        f"(my|our) new {_ROLE} is called {{first_name}} (save|add) (her|him|them) [(on|at) {{phone_number}}]",
        "{first_name} from (work|the gym|yoga|next door|football) (save|add) (her|him|them) [on {phone_number}]",
        "add {first_name} from (work|the gym|next door) to my contacts", last_name=""),
    fam("x15_one_second_clause", f"save {{first_name}} {_PRON} number is {{phone_number}}",
        f"add {{first_name}} as a contact and {_PRON} (email|e-mail) (is|) {{email}}",
        f"new contact {{first_name}} {_PAUSE} (the number is|number) {{phone_number}}",
        "save {first_name} [^,] number {phone_number}",
        "(add|save) {first_name} and (her|his) (number|mobile) is {phone_number}", last_name=""),
    fam("x15_one_casual", "(stick|pop|chuck|bung) {first_name} in my contacts [(on|number) {phone_number}]",
        "(can|could) you (add|save) {first_name} [as a contact] [(number|on) {phone_number}]",
        "{first_name} (wants|asked) to be in my contacts [(her|his|the) number is {phone_number}]",
        "contact {first_name} {phone_number} save it",
        last_name=""),
    fam("x15_one_value_first", "(take|save) this number {phone_number} (for|under the name) {first_name}",
        "{email} is {first_name} ^'s (email|address) (save|add) (her|him|them)", last_name=""),
)

COMPOUND_CONTACT = bind(
    "create_contact", {"first_name": _COMPOUND, "last_name": LAST_NAME, **_CONTACT_SLOTS},
    fam("x15_compound_add", "add {first_name} {last_name} to my contacts [number {phone_number}]",
        "(save|store) {first_name} {last_name} [as a contact] (at|on) {phone_number}",
        "(add|save) {first_name} {last_name} to (my|the) (phone|address book) [(email|e-mail) {email}]"),
    fam("x15_compound_dictate", "first name {first_name} last name {last_name} [number {phone_number}] "
        "(save it|save this contact)",
        "the first name is {first_name} and the (surname|last name) is {last_name} [(email|e-mail) {email}]",
        "{first_name} is the first name {last_name} is the (surname|last name) (add|save) (her|him|them)",
        "(save|add) a contact (first names|given names) {first_name} (family name|surname) {last_name}"),
    fam("x15_compound_second_clause", f"save {{first_name}} {{last_name}} {_PRON} number is {{phone_number}}",
        f"new contact {{first_name}} {{last_name}} {_PAUSE} (number|the number is) {{phone_number}}"),
    fam("x15_compound_story", "i (just|) met {first_name} {last_name} (at the conference|at church|on the course) "
        "(add|save) (her|him|them) [on {phone_number}]",
        f"(my|our) new {_ROLE} is {{first_name}} {{last_name}} (save|add) (her|him|them) [(number|on) "
        "{phone_number}]",
        "{phone_number} is {first_name} {last_name} ^'s (number|mobile) (save|add) it"),
)

PARTICLE_CONTACT = bind(
    "create_contact", {"first_name": _GIVEN, "last_name": _PARTICLE, **_CONTACT_SLOTS},
    fam("x15_particle_add", "add {first_name} {last_name} to my contacts [number {phone_number}]",
        "(save|store) {first_name} {last_name} [as a contact] (at|on) {phone_number}"),
    fam("x15_particle_dictate", "first name {first_name} (surname|last name) {last_name} [number {phone_number}] "
        "(save it|save the contact)",
        "(surname|last name) {last_name} first name {first_name} (add|save) (that|it) [(number|phone) "
        "{phone_number}]",
        "the (surname|last name) is {last_name} (all of it|the whole thing) and the first name is {first_name} "
        "(save|add) (that|them)"),
    fam("x15_particle_second_clause", f"save {{first_name}} {{last_name}} {_PRON} number is {{phone_number}}",
        f"new contact {{first_name}} {{last_name}} {_PAUSE} (number|the number's) {{phone_number}}"),
    fam("x15_particle_value_first", "{phone_number} that's {first_name} {last_name} (save|add) it",
        "{email} (belongs to|is) {first_name} {last_name} (save|add) (it|that) as a contact",
        f"(my|our) {_ROLE} {{first_name}} {{last_name}} (save|add) (her|him|them) [(number|on) {{phone_number}}]"),
)

LATER_NUMBER_CONTACT = bind(
    "create_contact", {"first_name": FIRST_NAME, "last_name": LAST_NAME, **_CONTACT_SLOTS},
    fam("x15_then_number", "save {first_name} {last_name} [^,] number {phone_number}",
        "save {first_name} {last_name} [^,] (email|e-mail) {email}",
        "(add|save) {first_name} {last_name} (to my contacts|as a contact) then (put in|add) (the|her|his) "
        "number {phone_number}",
        "(add|save) {first_name} {last_name} then (set|add) (the|her|his) email (to|as) {email}"),
    fam("x15_pronoun_number", "(add|save) {first_name} {last_name} (her|his) number is {phone_number}",
        "(add|save) {first_name} {last_name} and (her|his) (email|e-mail) (is|) {email}",
        f"(add|save) {{first_name}} {{last_name}} (oh and|and also) {_PRON} (number|mobile) (is|) {{phone_number}}",
        f"new contact {{first_name}} {{last_name}} {_PRON} (email|email address) (is|) {{email}}",
        "(add|save) {first_name} {last_name} to my contacts (she's|he's|they're) on {phone_number}"),
    fam("x15_pause_number", f"save {{first_name}} {{last_name}} {_PAUSE} the number is {{phone_number}}",
        f"new contact {{first_name}} {{last_name}} {_PAUSE} (it's|the number's) {{phone_number}}",
        f"add {{first_name}} {{last_name}} to my contacts {_PAUSE} (email|e-mail) {{email}}",
        "add {first_name} {last_name} to my contacts (let me find it|one second) (the|her|his) number is "
        "{phone_number}",
        f"save {{first_name}} {{last_name}} {_PAUSE} and (the|her|his) email is {{email}}"),
    fam("x15_number_to_go", "i need a new contact {first_name} {last_name} and the (number|mobile) to go with it is "
        "{phone_number}",
        "(make|create) a contact {first_name} {last_name} and (put|use) {phone_number} (as|for) the number",
        "(make|create) a contact {first_name} {last_name} and (put|use) {email} (as|for) the email",
        "new contact {first_name} {last_name} and the email to go with it is {email}"),
)

CALL = bind(
    "call_contact", {"name": _LONG_NAME},
    fam("x15_call_long", "(call|ring|phone) {name} (now|please|for me)",
        "(start|place) a call to {name}", "(call|ring) {name} (at home|at work|on whatsapp)"),
    fam("x15_call_one", "(ring|call) {name} back", "(call|ring) {name} on speaker",
        "(call|phone|ring) {name} (right away|straight away|this minute)",
        "{name} (call|ring) (her|him|them) (please|now)", "(buzz|bell) {name} [for me]",
        "(give|put in) a (quick|) call to {name}",
        slots={"name": _ONE_NAME}),
    fam("x15_call_long_ask", "can you (call|ring|dial) {name} [for me]", "have the phone (dial|ring) {name}",
        "get the phone to (call|dial) {name}", "(dial|call) {name} on video"),
)

MESSAGE = bind(
    "send_message", {"recipient": _LONG_NAME, "body": pool(vocab.MESSAGE_BODIES)},
    fam("x15_msg_long", "(shoot|fire off) a (text|message) to {recipient} (saying|that says) {body}",
        "(send|write) {recipient} a (quick|short) (text|message) (saying|that says) {body}",
        "tell {recipient} (by text|in a text|over text) (that|) {body}",
        "(text|message) {recipient} (saying|and say) {body}",
        "(text|message) {recipient} (to say|telling them) {body}"),
    fam("x15_msg_one", "{recipient} (text|message) (her|him|them) {body}",
        "(text|message) {recipient} back (saying|and say) {body}",
        "(send|drop) {recipient} a (line|text) (saying|to say) {body}",
        "(text|message) {recipient} (real quick|quickly) {body}", slots={"recipient": _ONE_NAME}),
    fam("x15_msg_long_first", "{recipient} (needs|should get) a text (saying|that says) {body}",
        "let {recipient} know (by text|in a message) (that|) {body}",
        "(send|write) a (text|message) for {recipient} (saying|it says) {body}"),
)

EMAIL = bind(
    "send_email", {"to": _LONG_NAME, "subject": pool(vocab.EMAIL_SUBJECTS), "body": pool(vocab.EMAIL_BODIES)},
    fam("x15_email_long", "(email|e-mail) {to} about {subject} [(saying|and say) {body}]",
        "(send|write) an email to {to} (about|regarding|re) {subject}",
        "(compose|draft and send) an email to {to} (about|on) {subject} [saying {body}]",
        "(put|get) an email (together|out) to {to} about {subject}",
        "(email|e-mail) {to} with the subject {subject}"),
    fam("x15_email_one", "(email|mail) {to} back about {subject} [and say {body}]",
        "reply to {to} ^'s email about {subject} (saying|with) {body}",
        "{to} (email|e-mail) (her|him|them) about {subject}", slots={"to": _ONE_NAME}),
    fam("x15_email_long_first", "{to} (should|needs to) get an email about {subject} [saying {body}]",
        "(email|mail) {to} (re|regarding) {subject} (the body|and the message) (is|should say) {body}",
        "(send|write) an email for {to} (about|on) {subject}"),
)

FAMILIES: list[Family] = [
    *ONE_NAME_CONTACT, *COMPOUND_CONTACT, *PARTICLE_CONTACT, *LATER_NUMBER_CONTACT, *CALL, *MESSAGE, *EMAIL,
]
