"""Drafters for `models.speculative`: none, the Frozen-MTP head, n-gram lookup.

Each proposes up to k tokens and leaves them trial-accepted in the guide (the
decoder rolls them back before verifying). Proposals are masked by the same
grammar as the verifier, so a draft never contains a token the verifier could
not choose, and it stops at the first token the grammar rejects.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import torch
from transformers import DynamicCache, PreTrainedModel

from app.settings import HeadPrecision
from models.bf16 import linear_from
from models.guide import Guide
from models.int8 import Int8Linear
from models.mtp import DraftState, MTPHead, load_draft_vocab
from models.span_copy import SpanCopier
from models.speculative import Draft, extend_forced


def add_to_draft(draft: Draft, token: int, guide: Guide, stop_ids: frozenset[int]) -> bool:
    """Append a proposed token and whatever the grammar forces after it."""
    if not guide.accept(token):
        return False
    draft.tokens.append(token)
    draft.forced.append(False)
    if token not in stop_ids:
        extend_forced(draft, guide, stop_ids)
    return draft.tokens[-1] not in stop_ids


def draft_tokens(tokens: list[int], guide: Guide, stop_ids: frozenset[int], draft: Draft | None = None) -> Draft:
    """Proposed tokens added to `draft` (or a new one), cut at the first one the grammar rejects.

    Tokens the grammar forces after a proposed one join the draft; where they
    are not the proposal's own next tokens, the rest of the proposal no longer
    lines up with the draft and is dropped.
    """
    draft, index = draft or Draft(), 0
    while index < len(tokens):
        before = len(draft.tokens)
        if not add_to_draft(draft, tokens[index], guide, stop_ids):
            break
        added = draft.tokens[before:]
        if added != tokens[index : index + len(added)]:
            break
        index += len(added)
    return draft


class NoDrafter:
    """Plain greedy decoding: nothing proposed, one verdict per pass."""

    def __call__(self, model, cache, anchor, context, pending, guide, k) -> Draft:
        return Draft()


class DraftVocabulary:
    """The tokens the MTP head may propose, with their rows of the base's tied embedding table.

    The rows are read once, when the vocabulary is built: per drafting round
    they used to be gathered and widened again (about 1.3 ms of a 10.8 ms
    round here). In int8 (`precision`, the head's) they become an
    `Int8Linear`: 1.2 MB read per draft step instead of 4.7 MB of float32.
    A command's own tokens, which the head may also propose, are few and
    are gathered per round.
    """

    def __init__(self, ids: list[int], stop_ids: frozenset[int], table: torch.Tensor | None = None,
                 precision: HeadPrecision = "float32") -> None:
        self.members = frozenset(ids) | stop_ids
        self.ids = torch.tensor(sorted(self.members), dtype=torch.long)
        self.precision = precision
        self._rows: torch.Tensor | Int8Linear | None = None if table is None else self._read(table)

    @property
    def rows_mb(self) -> float:
        """Memory the read rows take (they count toward the head's footprint)."""
        if self._rows is None:
            return 0.0
        tensors = self._rows.buffers() if isinstance(self._rows, Int8Linear) else [self._rows]
        return sum(t.numel() * t.element_size() for t in tensors) / 2**20

    def _read(self, table: torch.Tensor) -> torch.Tensor | Int8Linear:
        self.ids = self.ids.to(table.device)
        rows = table.index_select(0, self.ids).float()
        if self.precision != "int8":
            return rows
        return Int8Linear(linear_from(rows))

    def scorer(self, table: torch.Tensor, context: list[int]) -> Callable[[torch.Tensor], torch.Tensor]:
        """Head output -> full-vocabulary logits, -inf off this vocabulary and the context's tokens."""
        if self._rows is None:
            self._rows = self._read(table)
        rows, extra = self._rows, sorted(set(context) - self.members)
        extra_ids = torch.tensor(extra, dtype=torch.long, device=table.device)
        extra_rows = table.index_select(0, extra_ids).float()

        def score(x: torch.Tensor) -> torch.Tensor:
            full = torch.full((table.shape[0],), float("-inf"), device=table.device)
            state = x[0, -1].float()
            full[self.ids] = rows(state.unsqueeze(0))[0] if isinstance(rows, Int8Linear) else state @ rows.T
            if extra:
                full[extra_ids] = state @ extra_rows.T
            return full

        return score


def draft_vocabulary(head_dir: Path, model: PreTrainedModel, stop_ids: frozenset[int],
                     precision: HeadPrecision = "float32") -> DraftVocabulary | None:
    """The vocabulary named beside a head, its rows read from `model` (in the head's `precision`), or None
    (score the whole vocabulary)."""
    ids = load_draft_vocab(head_dir)
    return DraftVocabulary(ids, stop_ids, model.get_input_embeddings().weight, precision) if ids else None


class MTPDrafter:
    """The Frozen-MTP head drafting from the base's hidden state and KV cache.

    Its logits come from the base model's own (tied) embedding rows, but only
    for the draft vocabulary: the ~2k tokens that occur in call answers plus
    the command's own tokens (spans are copied from it). The verifier still
    sees the whole vocabulary, so this changes how often drafts are right,
    never what is emitted; it makes a draft step ~20x cheaper than a full
    49,152-way LM head.

    Drafting stops early when the head's probability for its own choice falls
    below `min_confidence`: on CPU a verifier pass costs more the more tokens
    it checks, so a draft token that will probably be refused is not worth
    feeding to it.

    With a `SpanCopier`, a value the answer has started to copy from the
    command is drafted from the command's text instead (up to `copy_tokens`
    tokens): before the head runs, or as soon as the head has drafted a
    value's first token.
    """

    def __init__(self, head: MTPHead, stop_ids: frozenset[int], vocab: DraftVocabulary | list[int] | None = None,
                 min_confidence: float = 0.0, copier: SpanCopier | None = None, copy_tokens: int = 8) -> None:
        self.head = head
        self.stop_ids = stop_ids
        self.min_confidence = min_confidence
        self.copier = copier
        self.copy_tokens = copy_tokens
        if isinstance(vocab, list):
            vocab = DraftVocabulary(vocab, stop_ids) if vocab else None
        self.vocab = vocab

    def _scorer(self, model: PreTrainedModel, context: list[int]) -> Callable[[torch.Tensor], torch.Tensor]:
        """A function from head output to full-vocabulary logits (-inf off the draft vocabulary)."""
        table = model.get_input_embeddings().weight
        if self.vocab is None:
            return lambda x: model.lm_head(x.to(table.dtype))[0, -1].float()
        return self.vocab.scorer(table, context)

    @torch.inference_mode()
    def __call__(self, model: PreTrainedModel, cache: DynamicCache, anchor: torch.Tensor, context: list[int],
                 pending: list[int], guide: Guide, k: int) -> Draft:
        if self.copier is not None and (copied := self.copier.propose(context, self.copy_tokens)):
            return draft_tokens(copied, guide, self.stop_ids)
        layer = cache.layers[-1]
        keys, values, start = layer.keys.float(), layer.values.float(), cache.get_seq_length()
        embed, score = model.get_input_embeddings(), self._scorer(model, context)
        draft, state, feed = Draft(), DraftState([], []), list(pending)
        hidden, fed, chosen = anchor.view(1, 1, -1), 0, 0
        while chosen < k:
            for token in feed[fed:]:
                ids = torch.tensor([[token]], device=keys.device)
                pos = torch.tensor([[start + fed]], device=keys.device)
                hidden = self.head.step(hidden, embed(ids).float(), pos, keys, values, None, state)
                fed += 1
            before = len(draft.tokens)
            logits, token = self._choose(self.head.logits_input(hidden), score, model, context + draft.tokens, guide)
            if self._unsure(logits, token) or not add_to_draft(draft, token, guide, self.stop_ids):
                break
            chosen += 1
            feed += draft.tokens[before:]
            if self.copier is not None and (copied := self.copier.propose(context + draft.tokens, self.copy_tokens)):
                return draft_tokens(copied, guide, self.stop_ids, draft)
        return draft

    def _choose(self, inputs: torch.Tensor, score, model: PreTrainedModel, answer: list[int],
                guide: Guide) -> tuple[torch.Tensor, int]:
        """The head's token; at a value's first character, among the command's word starts if the grammar allows one."""
        starts = self.copier.starts(answer) if self.copier is not None else []
        if starts:
            table = model.get_input_embeddings().weight
            ids = torch.tensor(starts, device=table.device)
            among = torch.full((table.shape[0],), float("-inf"), device=table.device)
            among[ids] = inputs[0, -1].float() @ table.index_select(0, ids).float().T
            token = guide.choose(among)
            if among[token] > float("-inf"):
                return among, token
        logits = score(inputs)
        return logits, guide.choose(logits)

    def _unsure(self, logits: torch.Tensor, token: int) -> bool:
        return self.min_confidence > 0 and torch.softmax(logits, -1)[token].item() < self.min_confidence


class LookupDrafter:
    """Prompt-lookup drafting: continue the longest n-gram seen earlier in the context.

    Call answers copy spans of the command ("half past six", names, song
    titles), so the tokens after an earlier occurrence of the current suffix
    are often exactly what comes next. No model, no memory.
    """

    def __init__(self, stop_ids: frozenset[int], max_ngram: int = 3) -> None:
        self.stop_ids = stop_ids
        self.max_ngram = max_ngram

    def __call__(self, model, cache, anchor, context, pending, guide, k) -> Draft:
        return draft_tokens(self.propose(context, k), guide, self.stop_ids)

    def propose(self, context: list[int], k: int) -> list[int]:
        for n in range(self.max_ngram, 0, -1):
            if len(context) <= n:
                continue
            suffix = context[-n:]
            for start in range(len(context) - n - 1, -1, -1):
                if context[start : start + n] == suffix:
                    return context[start + n : start + n + k]
        return []
