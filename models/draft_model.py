"""The baseline Frozen MTP is measured against: an independent draft model.

A separate small causal LM with the same tokenizer: the first few layers of
the fine-tuned model, its own copy of the embedding table and LM head, its
own KV cache, and its own prefill of every prompt. It is trained on the same
data, as a LoRA adapter on that truncated copy, so the repository holds a few
MB while the device holds the whole second model. This is what a standalone drafter costs a device, in memory (a second
embedding table alone is 49,152 x 576 floats, 113 MB) and in time (a prefill
and a full small-model pass per draft token).
"""

from __future__ import annotations

import copy
import json
import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import DynamicCache, PreTrainedModel, get_linear_schedule_with_warmup

from models.decoding import truncate
from models.guide import Guide
from models.speculative import Draft, extend_forced
from models.train import TrainConfig, answer_loss, batches, collate, load_examples, optimizer_step, pad_id

log = logging.getLogger(__name__)


def truncated_copy(base: PreTrainedModel, layers: int) -> PreTrainedModel:
    """A deep copy of `base` keeping its first `layers` decoder layers."""
    small = copy.deepcopy(base)
    small.model.layers = small.model.layers[:layers]
    small.config.num_hidden_layers = layers
    if hasattr(small.config, "layer_types") and small.config.layer_types:
        small.config.layer_types = small.config.layer_types[:layers]
    return small


@dataclass
class DrafterTrainConfig:
    data: Path
    out: Path
    layers: int = 4
    steps: int = 300
    batch_size: int = 16
    lr: float = 1e-3
    budget_minutes: float = 30.0
    seed: int = 0


def train_draft_model(base: PreTrainedModel, tokenizer, config: DrafterTrainConfig) -> dict:
    """Fine-tune the truncated copy (LoRA on every linear layer) on the call data."""
    from peft import LoraConfig, get_peft_model

    torch.manual_seed(config.seed)
    lora = LoraConfig(r=16, lora_alpha=32, target_modules="all-linear", task_type="CAUSAL_LM")
    model = get_peft_model(truncated_copy(base, config.layers).requires_grad_(False), lora)
    model.train()
    data = TrainConfig(data=config.data, out=config.out, batch_size=config.batch_size, seed=config.seed)
    examples = load_examples(data, tokenizer)
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=config.lr)
    scheduler = get_linear_schedule_with_warmup(optimizer, 10, config.steps)
    pad = pad_id(tokenizer)
    all_batches, losses = batches(examples, data, 0), []
    started, deadline = time.monotonic(), time.monotonic() + config.budget_minutes * 60
    for step in tqdm(range(config.steps), desc="drafter", unit="step"):
        loss = answer_loss(model, collate(all_batches[step % len(all_batches)], pad))
        optimizer_step(loss, model, optimizer, scheduler)
        losses.append(round(loss.item(), 4))
        if time.monotonic() > deadline:
            break
    model.save_pretrained(config.out)
    result = {"config": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(config).items()},
              "steps": len(losses), "wall_s": round(time.monotonic() - started, 1), "final_loss": losses[-1]}
    (config.out / "drafter_training.json").write_text(json.dumps({**result, "losses": losses}, indent=1))
    return result


def load_draft_model(base: PreTrainedModel, directory: Path) -> PreTrainedModel:
    """Rebuild the drafter: a truncated copy of the float base plus its adapter, merged."""
    from peft import PeftModel

    layers = json.loads((directory / "drafter_training.json").read_text())["config"]["layers"]
    small = truncated_copy(base, layers)
    return PeftModel.from_pretrained(small, directory).merge_and_unload().eval().requires_grad_(False)


class ModelDrafter:
    """Drafts with an independent small LM that keeps its own KV cache.

    Its cache follows the verified sequence: before drafting it is cropped to
    the longest prefix it shares with what the base accepted, and the rest is
    fed in one pass (on a new command, that is a full prefill).
    """

    def __init__(self, model: PreTrainedModel, prefix_ids: list[int], stop_ids: frozenset[int]) -> None:
        self.model = model
        self.prefix_ids = prefix_ids
        self.stop_ids = stop_ids
        self.cache = DynamicCache()
        self.fed: list[int] = []

    def _sync(self, sequence: list[int]) -> torch.Tensor:
        common = 0
        for mine, theirs in zip(self.fed, sequence[:-1]):
            if mine != theirs:
                break
            common += 1
        truncate(self.cache, common)
        self.fed = self.fed[:common]
        return self._feed(sequence[common:])

    def _feed(self, ids: list[int]) -> torch.Tensor:
        past = len(self.fed)
        positions = torch.arange(past, past + len(ids)).unsqueeze(0)
        out = self.model(input_ids=torch.tensor([ids]), cache=self.cache, position_ids=positions,
                         use_cache=True, logits_to_keep=1)
        self.fed += ids
        return out.logits[0, -1].float()

    @torch.inference_mode()
    def __call__(self, model, cache, anchor, context: list[int], pending: list[int], guide: Guide, k: int) -> Draft:
        draft = Draft()
        logits = self._sync(self.prefix_ids + context)
        chosen = 0
        while chosen < k:
            token = guide.choose(logits)
            if not guide.accept(token):
                break
            before = len(draft.tokens)
            draft.tokens.append(token)
            draft.forced.append(False)
            chosen += 1
            if token in self.stop_ids or chosen >= k:
                break
            extend_forced(draft, guide, self.stop_ids)
            if draft.tokens[-1] in self.stop_ids:
                break
            logits = self._feed(draft.tokens[before:])
        return draft
