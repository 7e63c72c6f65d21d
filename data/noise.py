"""Make template text look like a speech recogniser's output.

Two transcript styles: a plain recogniser (lower case, no punctuation, number
words, the odd "um" and repeated word) and Whisper (capitalised, punctuated,
digits). Wake words, "please" and "thanks" go around the command. Noise is
never put inside a slot, so the spans the model copies stay exactly as the
answer writes them.
"""

from __future__ import annotations

import random

from data.grammar import Tok

WAKE_WORDS = ("hey", "ok", "okay", "hey there", "hi", "yo")
FILLERS = ("um", "uh", "like", "er", "um", "uh", "hmm", "you know")
CONNECTORS = ("and", "and", "and then", "then", "and also", "also", "after that", "and after that")
_QUESTION_STARTS = frozenset(
    "what what's whats how how's who who's when where where's is are do does can could would will should did "
    "have has am".split()
)
_CAPITAL_I = {"i": "I", "i'm": "I'm", "i'd": "I'd", "i'll": "I'll", "i've": "I've"}
# Indirect requests that take a bare verb ("is it possible to" + "call wei"). They
# change how a command is asked, never what it asks, so any clause that opens with
# a verb can wear one; a question frame must not read as a question to answer.
REQUEST_FRAMES = (
    "is it possible to", "would it be possible to", "is there any way you could", "any chance you could",
    "i was wondering if you could", "do you think you could", "could you possibly", "would you be able to",
    "are you able to", "can you please", "i'd like you to", "i want you to", "i need you to", "go ahead and",
    "would you kindly", "do me a favour and", "will you", "can i get you to", "would you please",
    "if you could", "i'd appreciate it if you could", "try and",
)
_IMPERATIVE_VERBS = frozenset(
    "add adjust block book boost bump call cancel change check chuck clear create crank cut delete dim disable "
    "drop email enable erase find fire flip get give go hold keep kill let lower make message move mute note "
    "open pause ping play pop put raise read remind remove resume ring save schedule send set shut show skip "
    "start stick stop switch take tell text throw turn unmute wake write".split()
)


def _words(text: str) -> list[Tok]:
    return [Tok(word) for word in text.split()]


def combine(clauses: list[list[Tok]], rng: random.Random, cased: bool) -> list[Tok]:
    """Join the clauses of a multi-call command with "and", "then", "and then"..."""
    tokens = list(clauses[0])
    for clause in clauses[1:]:
        connector = rng.choice(CONNECTORS)
        if cased and rng.random() < 0.4:
            tokens.append(Tok(",", glue=True))
        tokens += _words(connector) + clause
    return tokens


def frame_requests(clauses: list[list[Tok]], rng: random.Random, share: float) -> list[list[Tok]]:
    """Put an indirect request frame ("would it be possible to ...") in front of some clauses.

    Only clauses that open with a verb (never a slot) get one, so the sentence stays
    grammatical; training only, so the frozen evaluation splits keep their text.
    """
    framed = []
    for clause in clauses:
        opens_with_verb = bool(clause) and clause[0].slot is None and clause[0].text in _IMPERATIVE_VERBS
        if opens_with_verb and rng.random() < share:
            clause = _words(rng.choice(REQUEST_FRAMES)) + clause
        framed.append(clause)
    return framed


def _wrap(tokens: list[Tok], rng: random.Random, cased: bool) -> list[Tok]:
    """Optional wake word in front and politeness around the command."""
    first = tokens[0].text.lower() if tokens else ""
    polite = any(tok.text.lower() == "please" for tok in tokens)
    if rng.random() < 0.08 and not polite and first not in ("can", "could", "would"):
        tokens = _words("please") + tokens
    elif rng.random() < 0.08 and not polite:
        tokens = tokens + ([Tok(",", glue=True)] if cased else []) + _words("please")
    if rng.random() < 0.04:
        tokens = tokens + ([Tok(",", glue=True)] if cased else []) + _words(rng.choice(("thanks", "thank you")))
    if rng.random() < 0.12:
        tokens = _words(rng.choice(WAKE_WORDS)) + ([Tok(",", glue=True)] if cased else []) + tokens
    return tokens


def _insert_filler(tokens: list[Tok], rng: random.Random) -> list[Tok]:
    """An "um" or "uh" between two words (never inside a slot or before punctuation)."""
    spots = [i for i in range(len(tokens) + 1) if i == len(tokens) or not tokens[i].glue]
    spot = rng.choice(spots)
    return tokens[:spot] + _words(rng.choice(FILLERS)) + tokens[spot:]


def _repeat_word(tokens: list[Tok], rng: random.Random) -> list[Tok]:
    """A stutter the recogniser kept: "set set an alarm", "the the lights"."""
    words = [i for i, tok in enumerate(tokens) if tok.slot is None and not tok.glue and tok.text.isalpha()]
    if not words:
        return tokens
    spot = rng.choice(words)
    return tokens[: spot + 1] + [Tok(tokens[spot].text)] + tokens[spot + 1 :]


def _case(tokens: list[Tok], cased: bool) -> list[Tok]:
    """Lower-case everything, or Whisper casing: "I", a capital first letter."""
    if not cased:
        return [Tok(tok.text.lower(), tok.slot, tok.glue) for tok in tokens]
    out = [Tok(_CAPITAL_I.get(tok.text, tok.text) if tok.slot is None else tok.text, tok.slot, tok.glue)
           for tok in tokens]
    if out:
        out[0] = Tok(out[0].text[:1].upper() + out[0].text[1:], out[0].slot, out[0].glue)
    return out


def _end_punctuation(tokens: list[Tok], rng: random.Random) -> list[Tok]:
    """"?" after a question, "." otherwise; Whisper sometimes leaves it off."""
    if not tokens or rng.random() < 0.12 or tokens[-1].text.endswith((".", "?", "!")):
        return tokens
    opening = next((tok.text.lower() for tok in tokens if tok.text.lower() not in WAKE_WORDS and not tok.glue), "")
    mark = "?" if opening in _QUESTION_STARTS else ("!" if rng.random() < 0.03 else ".")
    return tokens + [Tok(mark, glue=True)]


def decorate(tokens: list[Tok], rng: random.Random, cased: bool) -> list[Tok]:
    """The whole transcript treatment for one command, in either style."""
    tokens = _wrap(tokens, rng, cased)
    if rng.random() < (0.04 if cased else 0.13):
        tokens = _insert_filler(tokens, rng) if not cased else _words("um") + [Tok(",", glue=True)] + tokens
    if not cased and rng.random() < 0.06:
        tokens = _repeat_word(tokens, rng)
    tokens = _case(tokens, cased)
    return _end_punctuation(tokens, rng) if cased else tokens


def join(tokens: list[Tok]) -> str:
    """The transcript text: words separated by spaces, glued tokens attached."""
    out = ""
    for tok in tokens:
        out += tok.text if (tok.glue or not out) else " " + tok.text
    return out
