"""Training the Frozen-MTP head: base frozen, labels from the base itself.

Each batch runs the frozen (fine-tuned, merged) base model once over
prompt + answer, keeping its final hidden states, its last-layer KV cache
and its own greedy prediction at every position. The head then learns, for
every anchor t and depth j, to predict what the verifier will say at t+j+1
(self-distillation: the base's argmax, not the data's token), so accepted
drafts are as long as possible. Teacher forcing feeds the true next tokens.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import torch
from torch.nn import functional as F
from tqdm import tqdm
from transformers import DynamicCache, PreTrainedModel, PreTrainedTokenizerBase, get_cosine_schedule_with_warmup

from models.mtp import DraftState, HeadConfig, MTPHead, load_head, save_head
from models.train import IGNORE, Task, TrainConfig, batches, collate, load_examples, optimizer_step, pad_id

log = logging.getLogger(__name__)


@dataclass
class HeadTrainConfig:
    data: Path
    out: Path
    depth: int = 4
    steps: int = 400
    batch_size: int = 16
    lr: float = 2e-3
    mlp: int = 512
    budget_minutes: float = 45.0
    limit: int | None = None
    seed: int = 0
    task: Task = "calls"
    init: Path | None = None
    """A trained head to continue from (its sizes win over `mlp`), instead of the base's last layer."""


@dataclass
class BaseView:
    """What the frozen base gives the head for one batch."""

    hidden: torch.Tensor      # [B, T, d] final (normed) hidden states
    keys: torch.Tensor        # [B, kv, T, hd] last layer, rotated
    values: torch.Tensor      # [B, kv, T, hd]
    verdict: torch.Tensor     # [B, T] the base's greedy token for position t+1


@torch.no_grad()
def base_view(base: PreTrainedModel, batch: dict[str, torch.Tensor]) -> BaseView:
    cache = DynamicCache()
    out = base.model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], cache=cache, use_cache=True)
    hidden = out.last_hidden_state
    verdict = base.lm_head(hidden).argmax(-1)
    layer = cache.layers[-1]
    return BaseView(hidden, layer.keys, layer.values, verdict)


@dataclass
class DraftVocab:
    """The answer tokens the head scores, as the drafter does at run time.

    Scoring ~2k rows of the (tied) embedding table instead of the 49,152-way
    LM head makes each depth of the loss cheap, so deeper drafts can be
    trained in the same time; it is also exactly what the drafter sees.
    """

    ids: torch.Tensor          # [V'] token ids
    index: torch.Tensor        # [V] position in `ids`, -1 when absent

    @classmethod
    def of(cls, ids: list[int], vocab_size: int) -> DraftVocab:
        tensor = torch.tensor(ids, dtype=torch.long)
        index = torch.full((vocab_size,), -1, dtype=torch.long)
        index[tensor] = torch.arange(len(ids))
        return cls(tensor, index)


def head_loss(head: MTPHead, base: PreTrainedModel, view: BaseView, batch: dict[str, torch.Tensor],
              depth: int, vocab: DraftVocab) -> tuple[torch.Tensor, list[float]]:
    """Sum over depths of cross-entropy against the base's own next-token choice.

    Anchor t, depth j drafts the token at t+j+1 whose verdict is verdict[t+j];
    it counts where that position is part of the answer and the verdict is in
    the draft vocabulary.
    """
    ids, labels = batch["input_ids"], batch["labels"]
    bsz, length = ids.shape
    anchors = torch.arange(length).expand(bsz, length)
    causal = torch.ones(length, length, dtype=torch.bool).tril()
    embed = base.get_input_embeddings()
    rows = embed.weight.index_select(0, vocab.ids).float()
    state = DraftState([], [])
    hidden = view.hidden
    total, accuracies = torch.zeros(()), []
    for j in range(1, depth + 1):
        shifted = torch.full_like(ids, 0)
        shifted[:, : length - j] = ids[:, j:]
        g = head.step(hidden, embed(shifted), anchors + j, view.keys, view.values, causal, state)
        target = torch.full_like(ids, IGNORE)
        answer = labels[:, j + 1 :] != IGNORE
        target[:, : length - j - 1] = torch.where(answer, vocab.index[view.verdict[:, j : length - 1]], IGNORE)
        keep = target >= 0
        logits = head.logits_input(g)[keep] @ rows.T
        total = total + F.cross_entropy(logits, target[keep])
        accuracies.append((logits.argmax(-1) == target[keep]).float().mean().item())
        hidden = g
    return total, accuracies


def _initial_head(base: PreTrainedModel, config: HeadTrainConfig) -> MTPHead:
    if config.init is not None:
        return load_head(config.init).train().requires_grad_(True)
    head = MTPHead(HeadConfig.from_base(base, mlp=config.mlp))
    head.init_from_base(base)
    return head


def train_head(base: PreTrainedModel, tokenizer: PreTrainedTokenizerBase, config: HeadTrainConfig) -> dict:
    """Train for `steps` or until the budget; save the head and a training log."""
    torch.manual_seed(config.seed)
    base.eval().requires_grad_(False)
    head = _initial_head(base, config)
    data_config = TrainConfig(data=config.data, out=config.out, batch_size=config.batch_size, limit=config.limit,
                              seed=config.seed, max_tokens=160 if config.task == "cleanup" else 96, task=config.task)
    examples = load_examples(data_config, tokenizer)
    answer_tokens = sorted({t for _, labels in examples for t in labels if t != IGNORE})
    vocab = DraftVocab.of(answer_tokens, base.get_input_embeddings().weight.shape[0])
    optimizer = torch.optim.AdamW(head.parameters(), lr=config.lr, weight_decay=0.0)
    scheduler = get_cosine_schedule_with_warmup(optimizer, 20, config.steps)
    pad = pad_id(tokenizer)
    started, deadline = time.monotonic(), time.monotonic() + config.budget_minutes * 60
    history, step = [], 0
    epoch_batches = batches(examples, data_config, 0)
    with tqdm(total=config.steps, desc="mtp head", unit="step") as bar:
        while step < config.steps and time.monotonic() < deadline:
            batch = collate(epoch_batches[step % len(epoch_batches)], pad)
            loss, acc = head_loss(head, base, base_view(base, batch), batch, config.depth, vocab)
            optimizer_step(loss, head, optimizer, scheduler)
            step += 1
            history.append({"loss": round(loss.item(), 4), "acc": [round(a, 3) for a in acc]})
            bar.update(1)
            bar.set_postfix(loss=f"{loss.item():.3f}", acc="/".join(f"{a:.2f}" for a in acc))
    result = {"config": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(config).items()},
              "steps": step, "wall_s": round(time.monotonic() - started, 1), "final": history[-1] if history else None}
    save_head(head, config.out, {"training": result, "draft_vocab": answer_tokens})
    (config.out / "mtp_training.json").write_text(json.dumps({**result, "history": history}, indent=1))
    return result
