"""LoRA fine-tuning of the function-calling model on the CPU.

Sized for a 2-core machine (see `shared/notes/finetune-probe.md`): short
sequences (the prompt is the command alone, no catalog), loss on the answer
tokens only, LoRA r=16 on every linear layer, AdamW with warm-up and linear
decay, a wall-clock budget, checkpoints that resume exactly, and a progress
bar. The adapter is small (about 19 MB) and is merged into the base weights
at load time.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal, TypeVar

import torch
from tqdm import tqdm
from transformers import AutoModelForCausalLM, PreTrainedTokenizerBase, get_linear_schedule_with_warmup
from transformers.integrations.neftune import activate_neftune

from app.settings import Settings
from models.lm import adapter_digest, merge_adapter, resolve_model_dir
from models.prompt import PromptStyle, answer_ids, prefix_ids, request_ids

log = logging.getLogger(__name__)

IGNORE = -100
T = TypeVar("T")
Task = Literal["calls", "cleanup"]
# Which JSONL keys hold the input and the answer, and the prompt, for each task.
_TASKS: dict[str, tuple[str, str, PromptStyle]] = {
    "calls": ("text", "target", "finetuned"),
    "cleanup": ("raw", "clean", "cleanup"),
}


@dataclass
class TrainConfig:
    """Everything that decides the trained adapter; saved beside it."""

    data: Path
    out: Path
    epochs: float = 1.0
    batch_size: int = 16
    lr: float = 1e-3
    warmup_steps: int = 10
    lora_r: int = 16
    lora_alpha: int = 32
    lora_dropout: float = 0.0
    max_tokens: int = 96
    budget_minutes: float = 90.0
    checkpoint_every: int = 50
    limit: int | None = None
    max_steps: int | None = None
    seed: int = 0
    task: Task = "calls"
    base_adapter: Path | None = None
    # NEFTune (Jain et al., 2023): uniform noise of magnitude alpha / sqrt(length * width)
    # on the input embeddings while training only; 0 trains without it.
    neftune_alpha: float = 0.0


@dataclass
class TrainResult:
    steps: int
    examples: int
    wall_s: float
    final_loss: float
    stopped_by: str


def encode_example(
    tokenizer: PreTrainedTokenizerBase, text: str, target: str, max_tokens: int, style: PromptStyle = "finetuned"
) -> tuple[list[int], list[int]]:
    """Prompt and answer ids; labels are the answer only (prompt masked out)."""
    prompt = prefix_ids(tokenizer, style) + request_ids(tokenizer, text)
    answer = answer_ids(tokenizer, target)
    ids = (prompt + answer)[:max_tokens]
    labels = ([IGNORE] * len(prompt) + answer)[:max_tokens]
    return ids, labels


def load_examples(config: TrainConfig, tokenizer: PreTrainedTokenizerBase) -> list[tuple[list[int], list[int]]]:
    rows = [json.loads(line) for line in config.data.read_text().splitlines() if line.strip()]
    random.Random(config.seed).shuffle(rows)
    rows = rows[: config.limit] if config.limit else rows
    text_key, target_key, style = _TASKS[config.task]
    return [encode_example(tokenizer, row[text_key], row[target_key], config.max_tokens, style) for row in rows]


def pad_id(tokenizer: PreTrainedTokenizerBase) -> int:
    """The id batches are padded with (padding is masked out of attention and loss)."""
    return tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id


def collate(batch: list[tuple[list[int], list[int]]], pad_id: int) -> dict[str, torch.Tensor]:
    """Right-pad a batch to its longest member."""
    width = max(len(ids) for ids, _ in batch)
    ids = torch.full((len(batch), width), pad_id)
    labels = torch.full((len(batch), width), IGNORE)
    mask = torch.zeros((len(batch), width), dtype=torch.long)
    for row, (seq, lab) in enumerate(batch):
        ids[row, : len(seq)] = torch.tensor(seq)
        labels[row, : len(lab)] = torch.tensor(lab)
        mask[row, : len(seq)] = 1
    return {"input_ids": ids, "labels": labels, "attention_mask": mask}


def batches(examples: list, config: TrainConfig, epoch: int) -> list[list]:
    """One epoch's batches of (ids, labels) pairs (`length_batches`, by prompt-and-answer length)."""
    return length_batches(examples, lambda example: len(example[0]), config.batch_size, config.seed + epoch)


def length_batches(items: list[T], length: Callable[[T], int], batch_size: int, seed: int) -> list[list[T]]:
    """Shuffled batches of similar length, so little compute goes to padding.

    Items are shuffled, cut into pools of 32 batches, sorted by length
    within a pool, and the resulting batches shuffled again.
    """
    rng = random.Random(seed)
    order = list(range(len(items)))
    rng.shuffle(order)
    pool = batch_size * 32
    result = []
    for start in range(0, len(order), pool):
        chunk = sorted(order[start : start + pool], key=lambda i: length(items[i]))
        result += [[items[i] for i in chunk[k : k + batch_size]] for k in range(0, len(chunk), batch_size)]
    rng.shuffle(result)
    return result


def answer_loss(model: torch.nn.Module, batch: dict[str, torch.Tensor]) -> torch.Tensor:
    """Cross-entropy on the answer tokens, with logits computed for those alone.

    The LM head (49,152 x 576) is a fifth of the model's compute per token;
    prompt positions never need it.
    """
    causal_lm = model.get_base_model() if hasattr(model, "get_base_model") else model
    hidden = causal_lm.model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).last_hidden_state
    targets = batch["labels"][:, 1:]
    keep = targets != IGNORE
    logits = causal_lm.lm_head(hidden[:, :-1][keep])
    return torch.nn.functional.cross_entropy(logits.float(), targets[keep])


def optimizer_step(loss: torch.Tensor, module: torch.nn.Module, optimizer, scheduler) -> None:
    """Backward, clip the gradient norm at 1, step, schedule, clear."""
    loss.backward()
    torch.nn.utils.clip_grad_norm_(module.parameters(), 1.0)
    optimizer.step()
    scheduler.step()
    optimizer.zero_grad(set_to_none=True)


def lora_model(settings: Settings, config: TrainConfig) -> torch.nn.Module:
    from peft import LoraConfig, get_peft_model

    base = AutoModelForCausalLM.from_pretrained(resolve_model_dir(settings), dtype=torch.float32)
    if config.base_adapter is not None:
        base = merge_adapter(base, config.base_adapter)
    lora = LoraConfig(
        r=config.lora_r,
        lora_alpha=config.lora_alpha,
        lora_dropout=config.lora_dropout,
        target_modules="all-linear",
        task_type="CAUSAL_LM",
    )
    return get_peft_model(base, lora)


def save_checkpoint(model, optimizer, scheduler, step: int, losses: list[float], out: Path) -> None:
    """Adapter and optimiser state in `out`/checkpoint, renamed into place: a kill mid-save loses nothing."""
    target = out / "checkpoint"
    tmp = target.with_name("checkpoint.tmp")
    model.save_pretrained(tmp)
    torch.save({"optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
                "step": step, "losses": losses}, tmp / "trainer_state.pt")
    if target.exists():
        old = target.with_name("checkpoint.old")
        target.rename(old)
        tmp.rename(target)
        _remove_tree(old)
    else:
        tmp.rename(target)


def _remove_tree(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def resume(model, optimizer, scheduler, out: Path) -> tuple[int, list[float]]:
    """Restore the last checkpoint in `out`, if any; returns (step, losses)."""
    from peft import set_peft_model_state_dict
    from safetensors.torch import load_file

    path = out / "checkpoint"
    if not (path / "trainer_state.pt").is_file():
        return 0, []
    set_peft_model_state_dict(model, load_file(path / "adapter_model.safetensors"))
    state = torch.load(path / "trainer_state.pt", weights_only=False)
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    log.info("resumed from step %d", state["step"])
    return state["step"], state["losses"]


def train(settings: Settings, config: TrainConfig, tokenizer: PreTrainedTokenizerBase) -> TrainResult:
    """Train until the data, `max_steps` or the time budget runs out; save the adapter."""
    torch.manual_seed(config.seed)
    if settings.threads:
        torch.set_num_threads(settings.threads)
    examples = load_examples(config, tokenizer)
    model = lora_model(settings, config)
    model.train()
    if config.neftune_alpha > 0:
        activate_neftune(model, config.neftune_alpha)
    per_epoch = -(-len(examples) // config.batch_size)
    total = config.max_steps or max(1, int(per_epoch * config.epochs))
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=config.lr)
    scheduler = get_linear_schedule_with_warmup(optimizer, config.warmup_steps, total)
    step, losses = resume(model, optimizer, scheduler, config.out)
    started, deadline = time.monotonic(), time.monotonic() + config.budget_minutes * 60
    stopped_by = "steps"
    pad = pad_id(tokenizer)
    with tqdm(total=total, initial=step, desc="train", unit="step") as bar:
        while step < total:
            epoch, offset = divmod(step, per_epoch)
            batch = batches(examples, config, epoch)[offset]
            loss = answer_loss(model, collate(batch, pad))
            optimizer_step(loss, model, optimizer, scheduler)
            step += 1
            losses.append(round(loss.item(), 4))
            bar.update(1)
            bar.set_postfix(loss=f"{sum(losses[-20:]) / len(losses[-20:]):.4f}")
            if step % config.checkpoint_every == 0:
                save_checkpoint(model, optimizer, scheduler, step, losses, config.out)
            if time.monotonic() > deadline:
                stopped_by = "budget"
                break
    save_checkpoint(model, optimizer, scheduler, step, losses, config.out)
    model.save_pretrained(config.out)
    result = TrainResult(step, step * config.batch_size, round(time.monotonic() - started, 1),
                         sum(losses[-20:]) / max(1, len(losses[-20:])), stopped_by)
    base_sha = adapter_digest(config.base_adapter) if config.base_adapter else None
    (config.out / "training.json").write_text(json.dumps(
        {"config": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(config).items()},
         "base_adapter_sha256": base_sha, "result": asdict(result), "losses": losses}, indent=1))
    return result
