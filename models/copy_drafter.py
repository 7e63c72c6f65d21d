"""Copy drafting for dictation cleanup: propose the input's next words, cleaned.

A cleaned text is mostly the raw transcript with fillers and repeats taken
out, capitals and punctuation put back. Token n-gram lookup (`LookupDrafter`)
loses the thread at every one of those edits: "Friday" is not " friday",
"," never occurs in the input, and after "the" it happily proposes "the"
again. This drafter works on words instead:

1. find where the output has got to in the input: the input word that the
   output's last word matches (whole, or as a prefix while a word is still
   being spelled), preferring the match with the most preceding words in
   common;
2. take the input words after it with the edits cleanup always makes
   applied: fillers dropped, an immediately repeated word dropped, "i" as
   "I", a capital after a sentence end;
3. tokenise those words the way the output would spell them, and propose
   the tokens that follow what the output already has.

A wrong guess costs nothing but the rejected draft tokens: the verifier
decides every token, so the output is plain greedy's either way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from transformers import PreTrainedTokenizerBase

from models.drafters import _add
from models.speculative import Draft

FILLERS = frozenset({"um", "umm", "uh", "uhh", "er", "erm", "uhm", "hmm", "mm", "ah"})
SENTENCE_END = (".", "?", "!")
QUESTION_OPENERS = frozenset({"can", "could", "would", "will", "should", "shall", "do", "does", "did", "is", "are",
                              "was", "were", "have", "has", "what", "where", "when", "who", "why", "how", "which"})
_WORD = re.compile(r"[\w']+")


def _key(word: str) -> str:
    """A word as the input spells it: lower case, no punctuation."""
    return "".join(_WORD.findall(word.lower()))


def _cased(word: str, sentence_start: bool) -> str:
    if word == "i" or word.startswith("i'"):
        return "I" + word[1:]
    return word[:1].upper() + word[1:] if sentence_start else word


def cleaned_words(words: list[str]) -> list[str]:
    """The input's words with fillers and immediate repeats left out."""
    kept: list[str] = []
    for word in words:
        if word in FILLERS or (kept and kept[-1] == word):
            continue
        kept.append(word)
    return kept


@dataclass
class _Position:
    """Where the output stands in the input: input word `index`, spelled up to `typed`."""

    index: int
    typed: str


class CopyDrafter:
    """Drafts the rest of the input, word-aligned, for one cleanup request."""

    def __init__(self, tokenizer: PreTrainedTokenizerBase, source: str, request_length: int,
                 stop_ids: frozenset[int]) -> None:
        self.tokenizer = tokenizer
        self.words = [_key(word) for word in source.split() if _key(word)]
        self.request_length = request_length
        self.stop_ids = stop_ids
        self.full_stop = tokenizer(".", add_special_tokens=False)["input_ids"]
        self.question = tokenizer("?", add_special_tokens=False)["input_ids"]
        self.stop = sorted(stop_ids)[:1]

    def __call__(self, model, cache, anchor, context, pending, guide, k) -> Draft:
        draft = Draft()
        for token in self.propose(context[self.request_length :], k):
            if not _add(draft, token, guide, self.stop_ids):
                break
        return draft

    def propose(self, out: list[int], k: int) -> list[int]:
        """Up to k tokens that would continue `out` by copying the input."""
        spoken = self.tokenizer.decode(out, skip_special_tokens=True).split()
        if not spoken:
            return []
        position = self._locate([_key(word) for word in spoken])
        if position is None:
            return []
        last = spoken[-1]
        head = last + self.words[position.index][len(position.typed):] if _open(last) else last
        rest = cleaned_words(self.words[position.index :])[1:]
        words = [_cased(word, last.endswith(SENTENCE_END) and i == 0) for i, word in enumerate(rest[: k + 1])]
        tail = self._tail_tokens(out, head)
        if tail is None:
            return []
        space = "" if len(tail) == len(out) else " "
        proposal = self.tokenizer(space + " ".join([head, *words]), add_special_tokens=False)["input_ids"]
        if proposal[: len(tail)] != tail:
            return []
        if len(words) == len(rest):
            proposal += self._ending(spoken + words)
        return proposal[len(tail) : len(tail) + k]

    def _ending(self, words: list[str]) -> list[int]:
        """What follows the input's last word: a full stop, or a question mark
        after a question's opening word, and the stop token."""
        if not _open(words[-1]):
            return self.stop
        openers = [_key(word) for word, before in zip(words, ["."] + words) if before.endswith(SENTENCE_END)]
        return (self.question if openers[-1] in QUESTION_OPENERS else self.full_stop) + self.stop

    def _tail_tokens(self, out: list[int], head: str) -> list[int] | None:
        """The output's tokens that spell its last word (from its leading space)."""
        for start in range(len(out) - 1, -1, -1):
            piece = self.tokenizer.decode(out[start:], skip_special_tokens=True)
            if piece.startswith(" ") or start == 0:
                return out[start:] if piece.strip() and head.startswith(piece.strip()) else None
        return None

    def _locate(self, keys: list[str]) -> _Position | None:
        """Align the output's words with the input's, in order, and return where the last one is.

        Each output word is matched to the next input word equal to it (the
        last one may be a prefix, still being spelled); words the cleanup
        wrote itself ("7:45", a name respelled) leave the alignment where it was.
        """
        pointer, found = 0, None
        for number, key in enumerate(keys):
            final = number == len(keys) - 1
            for index in range(pointer, len(self.words)):
                if self.words[index] == key or (final and key and self.words[index].startswith(key)):
                    pointer, found = index + 1, _Position(index, key)
                    break
            else:
                found = None
        return found


def _open(word: str) -> bool:
    """Whether a word ends in a letter or digit (no punctuation after it yet)."""
    return word[-1:].isalnum()
