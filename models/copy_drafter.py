"""Copy drafting for dictation cleanup: propose the input's next words, cleaned.

A cleaned text is mostly the raw transcript with fillers and repeats taken
out, capitals and punctuation put back. Token n-gram lookup (`LookupDrafter`)
loses the thread at every one of those edits: "Friday" is not " friday",
"," never occurs in the input, and after "the" it happily proposes "the"
again. This drafter works on words instead:

1. align the output's finished words with the input's, in order; words the
   cleanup wrote itself ("7:45", a name respelled) leave the alignment
   where it was;
2. finish the word being written: from the input word it begins, or, for a
   number, from the written form of a number said just ahead
   (`models/written_numbers.py`: "seven forty five" -> "7:45");
3. take the input words after it with the edits cleanup always makes:
   fillers and immediate repeats dropped, numbers written in digits, "i" as
   "I", days and months capitalised, a comma before "so" and "but", a
   capital and no "so"/"well" after a sentence end, and after the last word
   a full stop (a question mark after a question's opening word) and the
   stop token;
4. tokenise those words the way the output would spell them, and propose
   the tokens that follow what the output already has.

When the input has nothing left to copy (the model repeating itself), the
token n-gram lookup over everything so far proposes instead.

A wrong guess costs nothing but the rejected draft tokens: the verifier
decides every token, so the output is plain greedy's either way.
"""

from __future__ import annotations

import re

from transformers import PreTrainedTokenizerBase

from models.drafters import LookupDrafter, add_to_draft
from models.speculative import Draft
from models.written_numbers import rewrite, written_form

FILLERS = frozenset({"um", "umm", "uh", "uhh", "er", "erm", "uhm", "hmm", "mm", "ah"})
SENTENCE_END = (".", "?", "!")
OPENERS = frozenset({"so", "well", "okay", "right"})
COMMA_BEFORE = frozenset({"so", "but"})
PROPER = frozenset("monday tuesday wednesday thursday friday saturday sunday january february march april may june "
                   "july august september october november december".split()) - {"may", "march"}
CURRENCY = "£$€"
NUMBER_SEARCH = 16  # input words ahead of the alignment where the number being written may have been said
QUESTION_OPENERS = frozenset({"can", "could", "would", "will", "should", "shall", "do", "does", "did", "is", "are",
                              "was", "were", "have", "has", "what", "where", "when", "who", "why", "how", "which"})
_WORD = re.compile(r"[\w']+")


def _key(word: str) -> str:
    """A word as the input spells it: lower case, no punctuation."""
    return "".join(_WORD.findall(word.lower()))


def _cased(word: str, sentence_start: bool) -> str:
    if word == "i" or word.startswith("i'"):
        return "I" + word[1:]
    return word[:1].upper() + word[1:] if sentence_start or word in PROPER else word


def _commas(words: list[str]) -> list[str]:
    """A comma before the conjunctions a clean text nearly always puts one before."""
    return [word + "," if nxt in COMMA_BEFORE and _open(word) else word for word, nxt in zip(words, words[1:] + [""])]


def _ends_sentence(word: str) -> bool:
    return word.endswith(SENTENCE_END) and word.lower() not in ("a.m.", "p.m.")


def cleaned_words(words: list[str]) -> list[str]:
    """The input's words with fillers and immediate repeats left out."""
    kept: list[str] = []
    for word in words:
        if word in FILLERS or (kept and kept[-1] == word):
            continue
        kept.append(word)
    return kept


class CopyDrafter:
    """Drafts the rest of the input, word-aligned, for one cleanup request."""

    def __init__(self, tokenizer: PreTrainedTokenizerBase, source: str, request_length: int,
                 stop_ids: frozenset[int]) -> None:
        self.tokenizer = tokenizer
        self.source = [word for word in source.split() if _key(word)]  # vocabulary words keep their capitals
        self.lower = [word.lower() for word in self.source]
        self.keys = [_key(word) for word in self.source]
        self.request_length = request_length
        self.stop_ids = stop_ids
        self.ngrams = LookupDrafter(stop_ids)  # when the input has nothing left to copy (the model repeats itself)
        self.full_stop = tokenizer(".", add_special_tokens=False)["input_ids"]
        self.question = tokenizer("?", add_special_tokens=False)["input_ids"]
        self.stop = sorted(stop_ids)[:1]

    def __call__(self, model, cache, anchor, context, pending, guide, k) -> Draft:
        draft = Draft()
        proposal = self.propose(context[self.request_length :], k) or self.ngrams.propose(context, k)
        for token in proposal:
            if not add_to_draft(draft, token, guide, self.stop_ids):
                break
        return draft

    def propose(self, out: list[int], k: int) -> list[int]:
        """Up to k tokens that would continue `out` by copying the input."""
        text = self.tokenizer.decode(out, skip_special_tokens=True)
        spoken = text.split()
        if not spoken:
            return []
        typed = "" if text.endswith(" ") else spoken[-1]
        done = spoken if not typed else spoken[:-1]
        found = self._finish(done, typed, self._align([_key(word) for word in done]))
        tail = self._tail_tokens(out)
        if found is None or tail is None:
            return []
        head, after = found
        rest = rewrite(cleaned_words(self.source[after - 1 :])[1:])
        while _ends_sentence(head) and rest and rest[0] in OPENERS:  # "... 7:30. So we ..." -> "... 7:30. We ..."
            rest = rest[1:]
        words = [_cased(word, _ends_sentence(head) and i == 0) for i, word in enumerate(rest[: k + 1])]
        space = "" if len(tail) == len(out) else " "
        proposal = self.tokenizer(space + " ".join(_commas([head, *words])), add_special_tokens=False)["input_ids"]
        if proposal[: len(tail)] != tail:
            return []
        if len(words) == len(rest):
            proposal += self._ending([*done, head, *words])
        return proposal[len(tail) : len(tail) + k]

    def _finish(self, done: list[str], typed: str, start: int) -> tuple[str, int] | None:
        """The output's last word as it will be written in full, and the input index after it.

        A bare space or a word with a digit or currency sign is a number being
        written ("7:4", "£1"), and a word after a number may be its "a.m."
        ("4:30 p."): these are finished from how the input said the number.
        Anything else is finished from the first input word it begins.
        """
        if done and typed[:1].isalpha() and any(ch.isdigit() for ch in done[-1]):
            found = self._number(f"{done[-1]} {typed}", start)
            if found is not None:
                return found[0][len(done[-1]) + 1 :], found[1]
        if not typed or typed[0].isdigit() or typed[0] in CURRENCY:
            found = self._number(typed, start)
            if found is not None:
                return found
        lower = typed.lower()
        for index in range(start, len(self.source)):
            if _open(typed) and self.lower[index].startswith(lower):
                return typed + self.source[index][len(lower) :], index + 1
            if not _open(typed) and self.keys[index] == _key(typed):
                return typed, index + 1
        return None

    def _number(self, typed: str, start: int) -> tuple[str, int] | None:
        """The first number said after `start` whose written form `typed` begins (or is, punctuated)."""
        for index in range(start, min(start + NUMBER_SEARCH, len(self.source))):
            for text, used in self._written(index, typed[:1]):
                if text.startswith(typed):
                    return text, index + used
                if typed.startswith(text) and not _open(typed):
                    return typed, index + used
        return None

    def _written(self, index: int, sign: str) -> list[tuple[str, int]]:
        """How a number said at `index` may be written: in the convention, as the recogniser
        already wrote it ("10:15"), and with the currency sign the output put before it."""
        forms = []
        if (written := written_form(self.lower, index)) is not None:
            forms.append((written.text, written.words))
        if any(ch.isdigit() for ch in self.lower[index]):
            forms.append((self.lower[index], 1))
        if sign in CURRENCY:
            forms += [(sign + text, used) for text, used in forms if text[:1] not in CURRENCY]
        return forms

    def _ending(self, words: list[str]) -> list[int]:
        """What follows the input's last word: a full stop, or a question mark
        after a question's opening word, and the stop token."""
        if not _open(words[-1]):
            return self.stop
        openers = [_key(word) for word, before in zip(words, ["."] + words) if _ends_sentence(before)]
        return (self.question if openers[-1] in QUESTION_OPENERS else self.full_stop) + self.stop

    def _tail_tokens(self, out: list[int]) -> list[int] | None:
        """The output's tokens that spell its last word, from its leading space."""
        for start in range(len(out) - 1, -1, -1):
            if start == 0 or self.tokenizer.decode(out[start:], skip_special_tokens=True).startswith(" "):
                return out[start:]
        return None

    def _align(self, keys: list[str]) -> int:
        """Align the output's finished words with the input's, in order: the input index after the last.

        Each output word is matched to the next input word equal to it; words
        the cleanup wrote itself ("7:45", a name respelled) leave the
        alignment where it was.
        """
        pointer = 0
        for key in keys:
            pointer = next((index + 1 for index in range(pointer, len(self.keys)) if self.keys[index] == key), pointer)
        return pointer


def _open(word: str) -> bool:
    """Whether a word ends in a letter or digit (no punctuation after it yet)."""
    return word[-1:].isalnum()
