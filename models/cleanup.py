"""Dictation cleanup: a loose transcript in, the text the person meant out.

The cleanup LoRA adapter is trained on the bare SmolLM2 base (see
`assets/adapters/cleanup/MODEL_CARD.md`), like the function-calling one, and
one copy of the base weights serves both jobs:

- `DictationCleaner.load` (for `voxcall clean` and `dictate`) merges the
  cleanup adapter into the base: no adapter cost per token.
- `DictationCleaner.beside(caller)` (for the UI) works on the function
  caller's own model, whose weights already hold the calls adapter merged
  in: the cleanup adapter is switched in as a `models.lora_swap.LoraSwap`
  only while a cleanup decodes, under the caller's lock, so only the LoRA
  matrices are added to memory and the function-calling path is untouched.

Decoding is the same speculative loop as function calls, with a `CopyGuide`
that keeps the output to the input's own tokens, and the personal
vocabulary applied to the text before and after the model.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from transformers import PreTrainedTokenizerBase

from app.errors import ModelError
from app.settings import DecodeMode, Settings
from app.vocabulary import Vocabulary
from models.caller import FunctionCaller, check_command
from models.copy_drafter import CopyDrafter
from models.decoding import DecodeStats, PrefixCache, build_prefix_cache
from models.drafters import LookupDrafter, MTPDrafter, NoDrafter, draft_vocabulary
from models.guide import CopyGuide
from models.lm import LoadedModel, load_language_model
from models.lora_swap import LoraSwap, supports_swap
from models.mtp import head_exists, load_head
from models.prompt import prefix_ids, request_ids
from models.speculative import Drafter, speculative_decode
from models.written_numbers import CURRENCIES

log = logging.getLogger(__name__)

CleanupDecode = DecodeMode | Literal["ngram"]

PUNCTUATION = (".", ",", "?", "!", ":", ";", "'", "-", '"', "(", ")")
DIGITS = tuple("0123456789")
WRITTEN_FORMS = ("st", "nd", "rd", "th", "a.m.", "p.m.")
"""What a clean text writes for spoken numbers: "the 14th", "3 p.m."."""
SLANG = {"quid": "£", "buck": "$"}
SYMBOL_WORDS = {symbol: (symbol, *(word for word, s in (CURRENCIES | SLANG).items() if s == symbol))
                for symbol in ("£", "$", "€")} | {"%": ("%", "percent", "per cent")}
"""A symbol may be written only where the input says (or types) one of its words: "£300" for "three hundred pounds"."""
MAX_WORDS = 60
_KEEP = re.compile(r"\d+(?:[:.,]\d+)*|[ap]\.m\.")
_NOT_SPOKEN = re.compile(r"[^\w\s']|(?<!\w)'|'(?!\w)")


@dataclass
class CleanResult:
    """One cleaned piece of dictation and how it was decoded."""

    raw: str
    text: str
    stats: DecodeStats


def symbols_said(text: str) -> tuple[str, ...]:
    """The currency and percent symbols `text` says or types, so the cleanup cannot invent a "$"."""
    lower = text.lower()
    return tuple(symbol for symbol, words in SYMBOL_WORDS.items() if any(word in lower for word in words))


def allowed_tokens(tokenizer: PreTrainedTokenizerBase, text: str, stop_ids: frozenset[int],
                   symbols: tuple[str, ...] = ()) -> list[int]:
    """Every token of the input's words in the spellings a clean text may use, and `symbols`.

    The vocabulary has already corrected `text`, so its words are in it.
    """
    forms = PUNCTUATION + DIGITS + WRITTEN_FORMS + symbols
    pieces = set(forms)
    for word in set(text.split()):
        for form in {word, word.lower(), word[:1].upper() + word[1:], word.upper()}:
            pieces.update((form, " " + form))
    ids: set[int] = set(stop_ids)
    for piece in pieces:
        ids.update(tokenizer(piece, add_special_tokens=False)["input_ids"])
    for piece in forms:
        ids.update(tokenizer(" " + piece, add_special_tokens=False)["input_ids"])
    return sorted(ids)


def transcript_style(text: str) -> str:
    """Text as the adapter was trained to read it: lower case, no punctuation.

    Whisper capitalises and punctuates, people type however they like; the
    personal vocabulary restores its own spellings right after. Numbers,
    clock times and "a.m."/"p.m." keep their dots and colons.
    """
    return " ".join(" ".join(_spoken(word) for word in text.lower().split()).split())


def _spoken(word: str) -> str:
    bare = word.strip(",;!?\"()")
    for candidate in (bare, bare.rstrip(".")):
        if _KEEP.fullmatch(candidate):
            return candidate
    return _NOT_SPOKEN.sub(" ", word)


def chunks(text: str, max_words: int = MAX_WORDS) -> list[str]:
    """Cut long text into pieces of at most `max_words` words: the model was
    trained on one or two sentences, and memory grows with length."""
    words = text.split()
    return [" ".join(words[i : i + max_words]) for i in range(0, len(words), max_words)]


class DictationCleaner:
    """Holds the cleanup model and its cached prompt prefix."""

    def __init__(self, settings: Settings, lm: LoadedModel, vocabulary: Vocabulary,
                 lock: threading.Lock | None = None,
                 active: Callable[[], AbstractContextManager[None]] = nullcontext) -> None:
        self.settings = settings
        self.lm = lm
        self.vocabulary = vocabulary
        self._lock = lock or threading.Lock()
        self._active = active
        with self._lock, self._active():  # beside the caller, its decodes must not see the swap
            self.prefix: PrefixCache = build_prefix_cache(lm.model, prefix_ids(lm.tokenizer, "cleanup"))
        heads = (settings.dictation_mtp_head_dir, settings.mtp_head_dir)  # its own head, else the calls head
        self.head_dir = next((d for d in heads if head_exists(d)), None)
        self.head = load_head(self.head_dir, settings.mtp_head_precision) if self.head_dir is not None else None
        self.draft_vocab = draft_vocabulary(self.head_dir, lm.model, lm.stop_ids, settings.mtp_head_precision) if self.head_dir else None

    @classmethod
    def load(cls, settings: Settings, vocabulary: Vocabulary) -> DictationCleaner:
        """Base + cleanup adapter, merged, in the settings' precision."""
        cleanup_dir = _cleanup_dir(settings)
        lm = load_language_model(settings.model_copy(update={"adapter_dir": cleanup_dir, "use_adapter": True}))
        return cls(settings, lm, vocabulary)

    @classmethod
    def beside_if_possible(cls, caller: FunctionCaller, vocabulary: Vocabulary) -> DictationCleaner:
        """Beside `caller` where its model can take a swap (float32, bf16), otherwise a model of its own (int8)."""
        if can_share(caller):
            return cls.beside(caller, vocabulary)
        return cls.load(caller.settings, vocabulary)

    @classmethod
    def beside(cls, caller: FunctionCaller, vocabulary: Vocabulary) -> DictationCleaner:
        """Share the function caller's weights: only the LoRA matrices are added."""
        if not can_share(caller):
            raise ModelError("dictation beside function calls needs the fine-tuned model in float32 or bf16",
                             "set VOXCALL_QUANTIZATION=none, or run `voxcall clean` on its own")
        shared = LoadedModel(caller.lm.model, caller.lm.tokenizer, caller.lm.device, caller.lm.source,
                             caller.lm.quantization, caller.lm.load_ms, caller.lm.adapter)
        active = LoraSwap(caller.lm.model, _cleanup_dir(caller.settings), caller.lm.adapter,
                          caller.settings.cache_dir).active
        return cls(caller.settings, shared, vocabulary, lock=caller.lock, active=active)

    def clean(self, text: str, mode: DecodeMode | None = None) -> CleanResult:
        """Clean one piece of dictation (long text is cleaned in chunks)."""
        raw = check_command(text, self.settings.max_dictation_chars)
        started = time.perf_counter()
        pieces = [self.clean_piece(piece, mode or self.settings.dictation_decode) for piece in chunks(raw)]
        stats = DecodeStats(mode=pieces[0][1].mode, prompt_tokens=sum(s.prompt_tokens for _, s in pieces),
                            tokens=sum(s.tokens for _, s in pieces), passes=sum(s.passes for _, s in pieces),
                            draft_ms=sum(s.draft_ms for _, s in pieces), verify_ms=sum(s.verify_ms for _, s in pieces))
        stats.decode_ms = (time.perf_counter() - started) * 1000
        return CleanResult(raw, " ".join(text for text, _ in pieces if text), stats)

    def _drafter(self, mode: CleanupDecode, said: str, ids: list[int]) -> tuple[Drafter, str]:
        if mode == "lookup":
            return CopyDrafter(self.lm.tokenizer, said, len(ids), self.lm.stop_ids), "lookup"
        if mode == "ngram":
            return LookupDrafter(self.lm.stop_ids), "ngram"
        if mode == "mtp" and self.head is not None:
            return MTPDrafter(self.head, self.lm.stop_ids, self.draft_vocab), "mtp"
        return NoDrafter(), "plain"

    def clean_piece(self, piece: str, mode: CleanupDecode) -> tuple[str, DecodeStats]:
        """One chunk (at most `MAX_WORDS` words) through the model: the text and how it decoded.

        "lookup" is prompt lookup by words (`CopyDrafter`); "ngram" is the
        token n-gram lookup function calls use, kept to compare against.
        """
        said = self.vocabulary.correct(transcript_style(piece))
        tokenizer = self.lm.tokenizer
        ids = request_ids(tokenizer, said)
        guide = CopyGuide(allowed_tokens(tokenizer, said, self.lm.stop_ids, symbols_said(piece)))
        drafter, used = self._drafter(mode, said, ids)
        with self._lock, self._active():
            decoded = speculative_decode(self.lm.model, self.prefix, ids, guide, drafter, self.lm.stop_ids,
                                         2 * len(ids) + 16, self.settings.dictation_draft_tokens, used)
        text = tokenizer.decode(decoded.token_ids, skip_special_tokens=True).strip()
        return self.vocabulary.correct(text), decoded.stats


def can_share(caller: FunctionCaller) -> bool:
    """Whether the cleanup adapter can be switched in on `caller`'s own fine-tuned weights."""
    return supports_swap(caller.lm.model) and caller.lm.adapter is not None


def _cleanup_dir(settings: Settings) -> Path:
    path = settings.cleanup_adapter_dir
    if not (path / "adapter_config.json").is_file():
        raise ModelError(f"no dictation-cleanup adapter in {path}",
                         "train one: voxcall train --task cleanup --data data/build/dictation_train.jsonl")
    return path
