"""Text to validated function calls: `text, now -> CallPrediction`.

The language model writes calls in the compact form `name(arg="v"); ...` or
`none`; `functions.parse` turns that into catalog-validated `FunctionCall`s,
`functions.lengths` puts a robot distance said in metres or feet into
centimetres, and `functions.guards` leaves out, with a note, each call the
command's words did not ask for.
Anything the catalog rejects is reported, never executed.
"""

from __future__ import annotations

import logging
import re
import threading
import time
import unicodedata
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from transformers import PreTrainedModel

from app.errors import ModelError, TextError
from app.settings import ContactRoute, DecodeMode, Settings
from functions.calls import FunctionCall, RejectedCall
from functions.guards import checked_calls
from functions.lengths import resolve_lengths
from functions.parse import NO_CALL, parse_calls
from models.decoding import DecodeStats, Decoded, PrefixCache, build_prefix_cache
from models.draft_model import ModelDrafter, load_draft_model
from models.drafters import LookupDrafter, MTPDrafter, NoDrafter, draft_vocabulary
from models.grammar import CallGrammar
from models.guide import FreeGuide, GrammarGuide, Guide, NoCallMargin
from models.lean_forward import make_lean
from models.lm import LoadedModel, load_language_model, quantize, share_embeddings
from models.lora_swap import LoraSwap, supports_swap
from models.mtp import head_exists, load_head
from models.prompt import END_OF_TURN, PromptStyle, prefix_ids, request_ids
from models.span_copy import SpanCopier, SpanEnds
from models.speculative import Drafter, speculative_decode

log = logging.getLogger(__name__)

ROUTED_FUNCTION = "create_contact"
"""Answers holding this call are decoded again by the contact adapter (`Settings.route_contacts`)."""
FORBIDDEN_CHARS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_HIDDEN_CATEGORIES = frozenset({"Cf", "Cs"})


@dataclass
class CallPrediction:
    """The calls for one command, what was rejected, and how it was decoded."""

    text: str
    calls: list[FunctionCall]
    rejected: list[RejectedCall]
    raw: str
    stats: DecodeStats
    notes: list[str] = field(default_factory=list)
    routed: bool = False
    """Decoded again by the contact adapter (`FunctionCaller.predict`); `stats` then counts both decodes."""
    read_as: str | None = None
    """The cleaned text the calls were read from, when the command corrected itself (`app.corrections`)."""


def without_stand_ins(calls: list[FunctionCall], refused: list[tuple[int, str]], notes: list[str]
                      ) -> list[FunctionCall]:
    """`calls` less each one written in place of a call the model wanted but the command cannot fill.

    "set a timer" says no duration: `set_timer` cannot be opened, and the
    model's next choice (`set_do_not_disturb`) is a call nobody asked for, so
    it is left out and a note says why. `refused` holds 1-based call numbers.
    """
    stand_ins = {number - 1: wanted for number, wanted in refused}
    for index, wanted in sorted(stand_ins.items()):
        if index < len(calls):
            notes.append(f"left out {calls[index].describe()}: it stands in for {wanted}, "
                         "whose required time, date or duration the command does not say")
    return [call for index, call in enumerate(calls) if index not in stand_ins]


def check_command(text: str, max_chars: int) -> str:
    """Normalise a command's text, or say clearly why it cannot be used.

    The length is checked again after NFKC, which can multiply it (one
    U+FDFA becomes 18 characters), so the limit bounds what the model reads.
    Invisible format characters and lone surrogates are refused like control
    characters: the first hide text from the person confirming, the second
    cannot be tokenised at all.
    """
    _check_length(text, max_chars)
    if FORBIDDEN_CHARS.search(text) or any(unicodedata.category(c) in _HIDDEN_CATEGORIES for c in text):
        raise TextError(
            "command contains control, invisible or text-direction characters", "send plain text only"
        )
    cleaned = " ".join(unicodedata.normalize("NFKC", text).split())
    if not cleaned:
        raise TextError("command is empty", "type or say a command, e.g. 'turn on the flashlight'")
    _check_length(cleaned, max_chars)
    return cleaned


def _check_length(text: str, max_chars: int) -> None:
    if len(text) > max_chars:
        raise TextError(
            f"command is {len(text)} characters long; the limit is {max_chars}",
            "say one command at a time, or raise VOXCALL_MAX_TEXT_CHARS",
        )


def held_as(settings: Settings, model: PreTrainedModel) -> ContactRoute:
    """How the contact adapter is held: as `Settings.contact_route` asks, except that int8 cannot take a swap."""
    return "swap" if settings.contact_route == "swap" and supports_swap(model) else "second_model"


@dataclass(frozen=True)
class Weights:
    """What one decode runs on: a model, its cached prompt prefix, and the context that puts its adapter in."""

    model: PreTrainedModel
    prefix: PrefixCache
    active: Callable[[], AbstractContextManager[None]] = nullcontext


class FunctionCaller:
    """Holds the language model and its cached prompt prefix.

    One request at a time: the prefix cache is extended and cropped back in
    place, so calls are serialised with a lock. One throw-away request at
    load pages the weights in, so the first real command is not the slow one.
    """

    def __init__(self, settings: Settings) -> None:
        started = time.perf_counter()
        self.settings = settings
        self.lm: LoadedModel = load_language_model(settings)
        style: PromptStyle = "finetuned" if self.lm.adapter is not None else "catalog"
        self.style = style
        self.prefix_ids = prefix_ids(self.lm.tokenizer, style)
        self.prefix = build_prefix_cache(self.lm.model, self.prefix_ids)
        self._draft_model: PreTrainedModel | None = None
        self.grammar = CallGrammar(self.lm.tokenizer, spoken_spans=style == "finetuned")
        has_head = head_exists(settings.mtp_head_dir)
        self.head = load_head(settings.mtp_head_dir, settings.mtp_head_precision) if has_head else None
        self.draft_vocab = (draft_vocabulary(settings.mtp_head_dir, self.lm.model, self.lm.stop_ids,
                                             settings.mtp_head_precision) if self.head is not None else None)
        self.span_ends = SpanEnds.load(settings.mtp_head_dir)
        self._lock = threading.Lock()
        self.calls = Weights(self.lm.model, self.prefix)
        self._decode("turn on the flashlight", "plain")
        self.contacts = self._contact_weights(settings)
        self.load_ms = (time.perf_counter() - started) * 1000
        log.info("prompt prefix of %d tokens cached; ready in %.0f ms", self.prefix.length, self.load_ms)

    @property
    def lock(self) -> threading.Lock:
        """Held while the model decodes; a second task sharing the weights takes it too."""
        return self._lock

    def _contact_weights(self, settings: Settings) -> Weights | None:
        """The weights contact answers are decoded again on, or None when routing is off, not installed or broken
        (a warning says why: the calls adapter alone still answers every command).

        "swap" switches the contact adapter in on this model's weights (`models.lora_swap`); int8, which a
        swap cannot hook, and "second_model" load it merged into a second model that shares the embeddings.
        """
        adapter = settings.contact_adapter
        if adapter is None or self.lm.adapter is None:
            return None
        try:
            return self._load_contact_weights(settings, adapter)
        except ModelError as exc:
            log.warning("contact answers are not routed: %s", exc)
            return None

    def _load_contact_weights(self, settings: Settings, adapter: Path) -> Weights:
        if held_as(settings, self.lm.model) == "swap":
            log.info("contact adapter %s switched in on the calls model for create_contact answers", adapter)
            swap = LoraSwap(self.lm.model, adapter, self.lm.adapter, settings.cache_dir)
            with swap.active():
                prefix = build_prefix_cache(self.lm.model, self.prefix_ids)
            return Weights(self.lm.model, prefix, swap.active)
        log.info("contact adapter %s loaded as a second model for create_contact answers", adapter)
        model = load_language_model(settings.model_copy(update={"adapter_dir": adapter})).model
        if not share_embeddings(self.lm.model, model):
            log.warning("the contact adapter's embeddings differ from the calls model's: both are kept")
        contacts = Weights(model, build_prefix_cache(model, self.prefix_ids))
        self._decode("add ana to my contacts", "plain", weights=contacts)
        return contacts

    def predict(self, text: str, now: datetime, mode: DecodeMode | None = None) -> CallPrediction:
        """The calls for `text`. An answer that holds `create_contact` is replaced by the contact adapter's.

        The contact adapter (M2 plus run AP's contact families at full weight) splits names far better
        (benchmarks/results/calls-run-aq) but, as the only adapter, costs other commands, so it sees only the
        commands the calls adapter already reads as a new contact, and its answer is kept whatever it holds.
        """
        command = check_command(text, self.settings.max_text_chars)
        mode = mode or self.settings.decode
        decoded, notes, refused = self._decode(command, mode, now)
        raw = self._text(decoded)
        parsed = parse_calls(raw, now=now)
        routed = self.contacts is not None and any(call.name == ROUTED_FUNCTION for call in parsed.calls)
        if routed:
            first = decoded.stats
            decoded, notes, refused = self._decode(command, mode, now, self.contacts)
            decoded.stats = first + decoded.stats
            raw = self._text(decoded)
            parsed = parse_calls(raw, now=now)
        wanted = refused if not parsed.rejected else []
        resolved = resolve_lengths(without_stand_ins(parsed.calls, wanted, notes), command)
        calls = checked_calls(resolved.calls, command, notes, now)
        rejected = parsed.rejected + resolved.rejected
        for call in rejected:
            log.warning("model output rejected: %s (%s)", call.text, call.reason)
        return CallPrediction(command, calls, rejected, raw, decoded.stats, notes, routed)

    def _text(self, decoded: Decoded) -> str:
        return self.lm.tokenizer.decode(decoded.token_ids, skip_special_tokens=True).strip()

    def new_guide(self, command: str, now: datetime | None = None) -> Guide:
        """The rules for one answer: the catalog grammar, copied values unless `copy_values` is off, and the
        no-call margin for the fine-tuned adapter.

        `now` is the reference time spoken dates are checked against (default: the clock).
        """
        if not self.settings.constrained:
            return FreeGuide()
        copy = (self.grammar.value_copy(command, now, self.settings.copy_starts)
                if self.settings.copy_values else None)
        calibrated = self.style == "finetuned" and self.settings.no_call_margin > 0
        no_call = (NoCallMargin(self.lm.tokenizer.convert_tokens_to_ids(NO_CALL), self.settings.no_call_margin)
                   if calibrated else None)
        return GrammarGuide(self.grammar.matcher(), self.lm.tokenizer.convert_tokens_to_ids(END_OF_TURN), copy,
                            no_call)

    def _drafter(self, mode: DecodeMode, notes: list[str], command: str, ids: list[int]) -> tuple[Drafter, str]:
        if mode == "lookup":
            return LookupDrafter(self.lm.stop_ids), "lookup"
        if mode == "mtp" and self.head is not None:
            return self.mtp_drafter(command, ids), "mtp"
        if mode == "drafter" and self.draft_model() is not None:
            return ModelDrafter(self.draft_model(), self.prefix_ids, self.lm.stop_ids), "drafter"
        if mode in ("mtp", "drafter"):
            notes.append(f"no {mode} weights installed; decoded plain greedy")
        return NoDrafter(), "plain"

    def mtp_drafter(self, command: str, ids: list[int]) -> MTPDrafter:
        """The MTP head's drafter for one command, copying its spans unless `mtp_copy` is off."""
        assert self.head is not None
        copier = SpanCopier(self.lm.tokenizer, command, len(ids), self.span_ends) if self.settings.mtp_copy else None
        return MTPDrafter(self.head, self.lm.stop_ids, self.draft_vocab, self.settings.mtp_min_confidence, copier)

    def draft_model(self) -> PreTrainedModel | None:
        """The independent draft model, built on first use from the float base (a benchmark baseline)."""
        if self._draft_model is None and (self.settings.drafter_dir / "adapter_config.json").is_file():
            float_base = load_language_model(self.settings.model_copy(update={"quantization": "none"})).model
            small = load_draft_model(float_base, self.settings.drafter_dir)
            del float_base
            self._draft_model = quantize(small, self.lm.quantization)
            if self.settings.lean_forward:
                make_lean(self._draft_model)
        return self._draft_model

    def _decode(self, command: str, mode: DecodeMode, now: datetime | None = None, weights: Weights | None = None
                ) -> tuple[Decoded, list[str], list[tuple[int, str]]]:
        """The decoded answer, notes on how, and the calls the model wanted but could not fill (see `Guide`).

        `weights` default to the calls adapter's (`self.calls`).
        """
        weights = weights or self.calls
        notes: list[str] = []
        ids = request_ids(self.lm.tokenizer, command)
        drafter, used = self._drafter(mode, notes, command, ids)
        guide = self.new_guide(command, now)
        with self._lock, weights.active():
            decoded = speculative_decode(
                weights.model, weights.prefix, ids, guide, drafter, self.lm.stop_ids,
                self.settings.max_new_tokens, self.settings.draft_tokens, used,
            )
        refused = guide.refused_calls() if isinstance(guide, GrammarGuide) else []
        return decoded, notes, refused
