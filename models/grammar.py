"""Grammar-constrained decoding of the call format, built on xgrammar.

A 135M model sometimes writes an unknown argument, a missing quote or a string
where a number belongs. Masking every token to the catalog's grammar removes
those syntax failures, and text the grammar forces (`set_alarm(` is always
followed by `time="`) is appended without a model pass. The EBNF is derived
from `CATALOG` by introspection, so a new function needs no grammar edit.
"""

from __future__ import annotations

import bisect
import functools
import json
import logging
import threading
import time
import types
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
import numpy as np
import torch
import xgrammar as xgr
from pydantic import AfterValidator, BeforeValidator
from pydantic.fields import FieldInfo
from transformers import PreTrainedTokenizerBase

from app.settings import CopyStarts
from functions.catalog import CATALOG, CatalogModel, catalog_fields
from functions.normalise import (EDGE_PUNCTUATION, ClockTime, DateText, DateTimeText, DurationSeconds, EmailText,
                                 NamePart, PhoneText)
from functions.parse import NO_CALL
from functions.spoken import MAX_SPOKEN_CHARS
from models.prompt import END_OF_TURN
from models.value_copy import CopyVocabulary, ValueCopy

log = logging.getLogger(__name__)

MAX_TEXT_VALUE_CHARS = 120
MAX_INT_DIGITS = 4
MAX_CALLS = 8
CONTEXT_TOKENS = 4
# Spoken values never open with these: the normaliser strips sentence
# punctuation anyway, and allowing markup symbols would let tokens such as
# `="#` compete with `="`, so `="` could no longer be forced.
_NO_LEADING = EDGE_PUNCTUATION + "<>#*_~|^{}[]/="
_SPOKEN_VALIDATORS = frozenset(
    meta.func
    for kind in (ClockTime, DateTimeText, DateText, DurationSeconds, EmailText, PhoneText)
    for meta in kind.__metadata__
    if isinstance(meta, BeforeValidator)
)
# A name part may be left empty: "add isabel to my contacts" has no last name (`functions.normalise.NamePart`).
_EMPTY_OK_VALIDATORS = frozenset(meta.func for meta in NamePart.__metadata__ if isinstance(meta, AfterValidator))


def _literal(text: str) -> str:
    """`text` as an EBNF string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _char_class(excluded: str) -> str:
    """A negated character class: no quote, backslash, control or bidi characters, nor `excluded`."""
    escaped = "".join(f"\\u{ord(char):04x}" for char in sorted(set(excluded)))
    return f'[^"\\\\\\x00-\\x1f\\x7f-\\x9f\\u202a-\\u202e\\u2066-\\u2069{escaped}]'


def _string_rule(max_chars: int) -> str:
    """A quoted value of 1..max_chars characters that opens with a word character.

    The classes are written inline: as separate rules xgrammar needed about
    5 ms to fill a mask right after the opening quote, inline about 5 us.
    """
    return f'"\\"" {_char_class(_NO_LEADING + " ")} {_char_class("")}{{0,{max_chars - 1}}} "\\""'


def _shared_rules() -> list[str]:
    """Value rules every call shares; `span` is a spoken time, date or duration, an email or a phone number,
    `name` free text that may be empty (a contact's missing last name)."""
    digits = f"[0-9]{{0,{MAX_INT_DIGITS - 1}}}"
    return [
        f"text ::= {_string_rule(MAX_TEXT_VALUE_CHARS)}",
        f'name ::= "\\"\\"" | {_string_rule(MAX_TEXT_VALUE_CHARS)}',
        f"span ::= {_string_rule(MAX_SPOKEN_CHARS)}",
        f'natural ::= "0" | [1-9] {digits}',
        f"positive ::= [1-9] {digits}",
        'signed ::= "-"? natural',
        'flag ::= "true" | "false"',
    ]


def _unwrap(annotation: Any, metadata: list[Any]) -> tuple[Any, list[Any]]:
    """The base type under Optional/Annotated layers, with all metadata collected."""
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *extra = get_args(annotation)
        return _unwrap(base, [*metadata, *extra])
    if origin in (Union, types.UnionType):
        members = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(members) != 1:
            raise TypeError(f"cannot build a grammar for the union {annotation}")
        return _unwrap(members[0], metadata)
    flat = [inner for meta in metadata for inner in (meta.metadata if isinstance(meta, FieldInfo) else [meta])]
    return annotation, flat


def _int_rule(metadata: list[Any]) -> str:
    """Integers by lower bound; upper bounds are left to the validator.

    Cutting "150" to "15" silently would be worse than a clear rejection.
    """
    lows = [m.ge for m in metadata if isinstance(m, annotated_types.Ge)]
    lows += [m.gt + 1 for m in metadata if isinstance(m, annotated_types.Gt)]
    if not lows:
        return "signed"
    return "positive" if max(lows) >= 1 else "natural"


def value_rule(field: FieldInfo, spoken_spans: bool = False) -> str:
    """The grammar expression for one field's value, from its type and validators.

    With `spoken_spans` a spoken duration is a quoted span only, never a bare
    number of seconds (see `CallGrammar`).
    """
    base, metadata = _unwrap(field.annotation, list(field.metadata))
    spoken = any(isinstance(m, BeforeValidator) and m.func in _SPOKEN_VALIDATORS for m in metadata)
    if get_origin(base) is Literal:
        return "(" + " | ".join(_literal(json.dumps(value)) for value in get_args(base)) + ")"
    if base is bool:
        return "flag"
    if base is int:
        if spoken:
            return "span" if spoken_spans else f"(span | {_int_rule(metadata)})"
        return _int_rule(metadata)
    if base is str:
        if spoken:
            return "span"
        empty_ok = any(isinstance(m, AfterValidator) and m.func in _EMPTY_OK_VALIDATORS for m in metadata)
        return "name" if empty_ok else "text"
    raise TypeError(f"no grammar rule for a field of type {base!r}")


def copied_arguments() -> frozenset[tuple[str, str]]:
    """(function, argument) pairs whose values are free text: `ValueCopy` copies them from the command."""
    return frozenset(key for key, field in catalog_fields() if value_rule(field) in ("text", "name"))


def empty_arguments() -> frozenset[tuple[str, str]]:
    """(function, argument) pairs of copied free text that may also be "" (`ValueCopy` lets them close at once)."""
    return frozenset(key for key, field in catalog_fields() if value_rule(field) == "name")


def spoken_arguments() -> frozenset[tuple[str, str]]:
    """(function, argument) pairs whose values are spoken times, dates or durations, or a contact's email or number.

    `ValueCopy` allows only spans of the command their validator accepts.
    A plain copy rule is not enough there: forced to copy any span, the model
    wrote the non-date "on my calendar for saturday at 7 pm" for
    "...my calendar for saturday at 7 pm" on the natural set.
    """
    return frozenset(key for key, field in catalog_fields() if "span" in value_rule(field))


def _arguments(fields: Sequence[tuple[str, str, bool]]) -> str:
    """Arguments in catalog order, each at most once, the required ones mandatory."""
    if not fields:
        return '""'
    (name, value, required), rest = fields[0], fields[1:]
    tail = " ".join(f'({_literal(", " + n + "=")} {v})' + ("" if r else "?") for n, v, r in rest)
    first = f"{_literal(name + '=')} {value} {tail}".strip()
    if required:
        return first
    return f"(({first}) | {_arguments(rest)})"


def _call_rule(model: type[CatalogModel], spoken_spans: bool) -> str:
    fields = [
        (field.alias or key, value_rule(field, spoken_spans), field.is_required())
        for key, field in model.model_fields.items()
    ]
    if not fields:
        return f"fn_{model.name} ::= {_literal(model.name + '()')}"
    return f'fn_{model.name} ::= {_literal(model.name + "(")} {_arguments(fields)} ")"'


def catalog_grammar(spoken_spans: bool = False) -> str:
    """The EBNF of an answer: `none`, or 1..MAX_CALLS catalog calls joined by "; "."""
    calls = " | ".join(f"fn_{name}" for name in CATALOG)
    rules = [
        f'root ::= {_literal(NO_CALL)} | call ({_literal("; ")} call){{0,{MAX_CALLS - 1}}}',
        f"call ::= {calls}",
        *(_call_rule(model, spoken_spans) for model in CATALOG.values()),
        *_shared_rules(),
    ]
    return "\n".join(rules) + "\n"


@dataclass(frozen=True)
class _Compiled:
    """Everything built once per tokenizer: the compiled grammar and vocabulary index."""

    grammar: xgr.CompiledGrammar
    vocab_size: int
    stop_ids: tuple[int, ...]
    vocab: list[bytes]
    sorted_vocab: list[bytes]
    sorted_ids: np.ndarray
    copy: CopyVocabulary


_CACHE: dict[tuple[str, int, int, bool], _Compiled] = {}
_CACHE_LOCK = threading.Lock()


def _compile(tokenizer: PreTrainedTokenizerBase, vocab_size: int, spoken_spans: bool) -> _Compiled:
    started = time.perf_counter()
    stops = {tokenizer.convert_tokens_to_ids(END_OF_TURN), tokenizer.eos_token_id}
    stop_ids = tuple(sorted(i for i in stops if isinstance(i, int) and i >= 0))
    info = xgr.TokenizerInfo.from_huggingface(tokenizer, vocab_size=vocab_size, stop_token_ids=list(stop_ids))
    compiled = xgr.GrammarCompiler(info, max_threads=1).compile_grammar(catalog_grammar(spoken_spans))
    vocab = list(info.decoded_vocab)
    order = sorted(range(len(vocab)), key=vocab.__getitem__)
    log.info("call grammar compiled in %.0f ms", (time.perf_counter() - started) * 1000)
    copy = CopyVocabulary(vocab, copied_arguments(), spoken_arguments() if spoken_spans else frozenset(),
                          empty_arguments())
    return _Compiled(compiled, vocab_size, stop_ids, vocab, [vocab[i] for i in order], np.array(order), copy)


class CallGrammar:
    """The catalog grammar compiled for one tokenizer; cheap to build again (cached).

    `spoken_spans` is the fine-tuned answer format: every spoken time, date
    and duration in its training targets is a quoted span of the command, so
    such a value must be a span the field's validator accepts
    (`models.spoken_values`), and a duration is never a bare number. The
    base model prompted with the catalog writes "07:30" or 300 instead, so
    without the flag those values are left to the grammar.
    """

    def __init__(self, tokenizer: PreTrainedTokenizerBase, vocab_size: int | None = None,
                 spoken_spans: bool = False) -> None:
        self.tokenizer = tokenizer
        size = vocab_size or len(tokenizer)
        key = (tokenizer.name_or_path, len(tokenizer), size, spoken_spans)
        with _CACHE_LOCK:
            if key not in _CACHE:
                _CACHE[key] = _compile(tokenizer, size, spoken_spans)
            self._compiled = _CACHE[key]
        self.stop_ids = self._compiled.stop_ids
        self._encode = functools.lru_cache(maxsize=4096)(self._encode_uncached)
        self.none_ids = self.encode(NO_CALL)

    def encode(self, text: str) -> list[int]:
        """Token ids of plain text; memoised, as forced text and contexts recur."""
        return list(self._encode(text))

    def _encode_uncached(self, text: str) -> tuple[int, ...]:
        return tuple(self.tokenizer.encode(text, add_special_tokens=False))

    def extensions(self, token_id: int) -> np.ndarray:
        """Ids of the tokens whose bytes strictly extend those of `token_id`."""
        prefix = self._compiled.vocab[token_id]
        vocab = self._compiled.sorted_vocab
        start = bisect.bisect_right(vocab, prefix)
        stem = prefix.rstrip(b"\xff")
        end = bisect.bisect_left(vocab, stem[:-1] + bytes([stem[-1] + 1]), lo=start) if stem else len(vocab)
        return self._compiled.sorted_ids[start:end]

    def matcher(self) -> CallMatcher:
        return CallMatcher(self)

    def value_copy(self, command: str, now: datetime | None = None, starts: CopyStarts = "word") -> ValueCopy:
        """The rules that quoted values copy `command`'s words, for one answer; `now` resolves spoken dates."""
        return ValueCopy(command, self._compiled.copy, now, starts)


class CallMatcher:
    """The grammar state of one answer: masks, accepted tokens, forced text, rollback."""

    def __init__(self, grammar: CallGrammar) -> None:
        self._grammar = grammar
        compiled = grammar._compiled
        self._matcher = xgr.GrammarMatcher(compiled.grammar, max_rollback_tokens=-1)
        self._vocab_size = compiled.vocab_size
        self._bitmask = xgr.allocate_token_bitmask(1, compiled.vocab_size)
        self._history: list[int] = []

    def _fill(self) -> np.ndarray:
        """The allowed-token bitmask for the next position, as a numpy view."""
        self._matcher.fill_next_token_bitmask(self._bitmask)
        return self._bitmask[0].numpy()

    def allowed(self, token_ids: np.ndarray) -> np.ndarray:
        """Which of `token_ids` the grammar allows next (one bool each)."""
        words = self._fill()[token_ids >> 5]
        return ((words >> (token_ids & 31).astype(np.int32)) & 1).astype(bool)

    def allows(self, token_id: int) -> bool:
        """Whether the grammar allows `token_id` next (ids past the tokenizer's vocabulary never)."""
        if not 0 <= token_id < self._vocab_size:
            return False
        return bool((self._fill()[token_id >> 5] >> (token_id & 31)) & 1)

    def mask_logits(self, logits: torch.Tensor) -> torch.Tensor:
        """Set the logits of disallowed tokens (and any padding columns) to -inf, in place.

        Inference mode because decoding's logits are inference tensors. Off
        the CPU the plain-torch kernel is used: xgrammar's default GPU kernel
        needs triton, which is not installed.
        """
        self._fill()
        backend = "cpu" if logits.device.type == "cpu" else "torch_native"
        with torch.inference_mode():
            row = logits.view(1, -1)
            mask = self._bitmask.to(logits.device, non_blocking=True)
            xgr.apply_token_bitmask_inplace(row, mask, vocab_size=self._vocab_size, backend=backend)
            row[:, self._vocab_size :] = float("-inf")
        return logits

    def accept(self, token_id: int) -> bool:
        """Advance by one token; False (state unchanged) when the grammar forbids it."""
        if not self._matcher.accept_token(token_id):
            return False
        self._history.append(token_id)
        return True

    def rollback(self, n: int) -> None:
        """Undo the last `n` accepted tokens, e.g. draft tokens a verifier refused."""
        if n <= 0:
            return
        self._matcher.rollback(n)
        del self._history[-n:]

    def at_start(self) -> bool:
        """Whether no token of the answer has been accepted yet."""
        return not self._history

    def is_terminated(self) -> bool:
        """True once the end-of-turn token has been accepted."""
        return self._matcher.is_terminated()

    def must_stop(self) -> bool:
        """The answer is complete and only the end-of-turn token may follow.

        Then the stop token is known without a model pass (after `none`, or
        after the last allowed call).
        """
        if self.is_terminated() or not self._matcher.is_completed():
            return False
        stops = np.array(self._grammar.stop_ids)
        allowed = self._fill().copy()
        allowed[stops >> 5] &= ~(1 << (stops & 31)).astype(np.int32)
        return not allowed.any()

    def forced_text(self) -> str:
        """The text the grammar forces next (may end inside a token); state is unchanged."""
        return self._matcher.find_jump_forward_string()

    def forced_tokens(self) -> list[int]:
        """Tokens the grammar forces next, tokenised as the model's tokenizer would.

        xgrammar gives the forced *text*; its own token split is greedy
        longest-match and can differ from BPE. So the text is encoded with the
        real tokenizer, and tokens are forced only when that is canonical:
        the text must not merge with the previous tokens (re-encoding the
        context plus the text gives the same tokens), and the last token is
        held back while the grammar allows a longer token that starts with it
        (after `)` the model may write `);` as one token). State is unchanged.
        """
        text = self.forced_text()
        if not text:
            return []
        tokens = self._grammar.encode(text)
        context = self._grammar.tokenizer.decode(self._history[-CONTEXT_TOKENS:])
        if self._grammar.encode(context + text) != self._grammar.encode(context) + tokens:
            return []
        accepted = 0
        try:
            for token in tokens[:-1]:
                if not self.accept(token):
                    return []
                accepted += 1
            if self.allowed(self._grammar.extensions(tokens[-1])).any():
                return tokens[:-1]
            return tokens
        finally:
            self.rollback(accepted)
