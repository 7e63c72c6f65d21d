"""LoRA fine-tuning of Whisper base's text decoder on spoken training commands, on the CPU.

The encoder outputs were computed once by `data.asr_speech` (CTranslate2,
int8, as at inference), so a step runs the decoder alone: teacher-forced on
the command prompt plus the transcript, loss on the transcript's tokens and
end of text only. LoRA on every decoder linear layer (peft), AdamW with
warm-up and linear decay, a wall-clock budget, checkpoints that resume
exactly (`models.train`), a progress bar, and a loss on held-back clips at
every checkpoint. The adapter (about 4 MB) is merged into a copy of
Whisper's weights at load (`models.asr_adapter`).
"""

from __future__ import annotations

import json
import logging
import random
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import torch
from tqdm import tqdm
from transformers import get_linear_schedule_with_warmup

from app.errors import VoxcallError
from app.settings import Settings
from models.asr_adapter import MANIFEST, TARGET_MODULES, command_tokenizer, open_encoded, prompt_ids, transcript_ids
from models.ct2_format import read_model_bin
from models.train import IGNORE, length_batches, optimizer_step, resume, save_checkpoint
from models.weights import whisper_dir
from models.whisper_decoder import load_decoder, logits

log = logging.getLogger(__name__)


@dataclass
class AsrTrainConfig:
    """Everything that decides the trained ASR adapter; saved beside it."""

    speech: Path
    out: Path
    steps: int = 600
    batch_size: int = 16
    lr: float = 5e-4
    warmup_steps: int = 30
    lora_r: int = 16
    lora_alpha: int = 32
    validation_clips: int = 160
    budget_minutes: float = 90.0
    checkpoint_every: int = 50
    limit: int | None = None
    seed: int = 0


@dataclass
class AsrTrainResult:
    steps: int
    clips: int
    wall_s: float
    final_loss: float
    validation_loss: float
    validation_loss_before: float | None  # None when the run resumed: it was measured before step 1
    stopped_by: str


@dataclass(frozen=True)
class Clip:
    """One training clip: its row in the encoder file and the token ids to learn."""

    row: int
    ids: list[int]
    labels: list[int]


def load_clips(config: AsrTrainConfig, prompt: list[int], tokenizer) -> tuple[list[Clip], list[Clip]]:
    """Training and validation clips; the last `validation_clips` rows are held back."""
    manifest = config.speech / MANIFEST
    if not manifest.is_file():
        raise VoxcallError(f"{config.speech} holds no spoken commands ({MANIFEST} missing)",
                           "make them with python -m data.asr_speech --out DIR")
    rows = [json.loads(line) for line in manifest.read_text().splitlines() if line.strip()]
    clips = []
    for row in rows:
        target = transcript_ids(tokenizer, row["text"])
        clips.append(Clip(row["index"], prompt + target, [IGNORE] * len(prompt) + target))
    held = min(config.validation_clips, len(clips) // 5)
    train, validation = clips[: len(clips) - held], clips[len(clips) - held:]
    return (train[: config.limit] if config.limit else train), validation


def collate(batch: list[Clip], encoded: np.memmap) -> dict[str, torch.Tensor]:
    """Right-padded ids and labels, and the clips' encoder outputs in float32.

    Padding comes after every real token, so under the causal mask it
    changes nothing the loss reads.
    """
    width = max(len(clip.ids) for clip in batch)
    ids = torch.zeros((len(batch), width), dtype=torch.long)
    labels = torch.full((len(batch), width), IGNORE)
    for i, clip in enumerate(batch):
        ids[i, : len(clip.ids)] = torch.tensor(clip.ids)
        labels[i, : len(clip.labels)] = torch.tensor(clip.labels)
    states = torch.from_numpy(np.stack([encoded[clip.row] for clip in batch]).astype(np.float32))
    return {"input_ids": ids, "labels": labels, "encoder_hidden_states": states}


def transcript_loss(model: torch.nn.Module, batch: dict[str, torch.Tensor]) -> torch.Tensor:
    """Cross-entropy on the transcript tokens, projecting only those positions onto the vocabulary."""
    decoder = model.get_base_model() if hasattr(model, "get_base_model") else model
    hidden = model(input_ids=batch["input_ids"], encoder_hidden_states=batch["encoder_hidden_states"]).last_hidden_state
    targets = batch["labels"][:, 1:]
    keep = targets != IGNORE
    return torch.nn.functional.cross_entropy(logits(decoder, hidden[:, :-1][keep]), targets[keep])


@torch.no_grad()
def validation_loss(model: torch.nn.Module, clips: list[Clip], encoded: np.memmap, batch_size: int) -> float:
    """Mean transcript loss over the held-back clips (weighted by batch), in eval mode."""
    if not clips:
        return float("nan")
    losses = [transcript_loss(model, collate(clips[i:i + batch_size], encoded)).item() * len(clips[i:i + batch_size])
              for i in range(0, len(clips), batch_size)]
    return round(sum(losses) / len(clips), 4)


def lora_decoder(settings: Settings, config: AsrTrainConfig) -> torch.nn.Module:
    from peft import LoraConfig, get_peft_model

    decoder = load_decoder(read_model_bin(whisper_dir(settings.cache_dir) / "model.bin"))
    lora = LoraConfig(r=config.lora_r, lora_alpha=config.lora_alpha, lora_dropout=0.0,
                      target_modules=list(TARGET_MODULES))
    return get_peft_model(decoder, lora)


def train_asr(settings: Settings, config: AsrTrainConfig) -> AsrTrainResult:
    """Train until `steps` or the budget runs out; save the adapter and `training.json` in `config.out`."""
    torch.manual_seed(config.seed)
    if settings.threads:
        torch.set_num_threads(settings.threads)
    tokenizer = command_tokenizer(whisper_dir(settings.cache_dir))
    prompt = prompt_ids(tokenizer, settings.asr_prompt)
    train, validation = load_clips(config, prompt, tokenizer)
    count = max(clip.row for clip in train + validation) + 1
    encoded = open_encoded(config.speech, count)
    model = lora_decoder(settings, config)
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=config.lr)
    scheduler = get_linear_schedule_with_warmup(optimizer, config.warmup_steps, config.steps)
    step, losses = resume(model, optimizer, scheduler, config.out)
    before = validation_loss(model.eval(), validation, encoded, config.batch_size) if step == 0 else None
    per_epoch = -(-len(train) // config.batch_size)
    started, deadline = time.monotonic(), time.monotonic() + config.budget_minutes * 60
    stopped_by, history = "steps", []
    model.train()
    with tqdm(total=config.steps, initial=step, desc="train-asr", unit="step") as bar:
        while step < config.steps:
            epoch, offset = divmod(step, per_epoch)
            batch = length_batches(train, lambda clip: len(clip.ids), config.batch_size, config.seed + epoch)[offset]
            loss = transcript_loss(model, collate(batch, encoded))
            optimizer_step(loss, model, optimizer, scheduler)
            step += 1
            losses.append(round(loss.item(), 4))
            bar.update(1)
            bar.set_postfix(loss=f"{np.mean(losses[-20:]):.4f}")
            if step % config.checkpoint_every == 0:
                save_checkpoint(model, optimizer, scheduler, step, losses, config.out)
                history.append((step, validation_loss(model.eval(), validation, encoded, config.batch_size)))
                model.train()
            if time.monotonic() > deadline:
                stopped_by = "budget"
                break
    save_checkpoint(model, optimizer, scheduler, step, losses, config.out)
    model.save_pretrained(config.out)
    after = validation_loss(model.eval(), validation, encoded, config.batch_size)
    result = AsrTrainResult(step, step * config.batch_size, round(time.monotonic() - started, 1),
                            round(float(np.mean(losses[-20:])), 4), after, before, stopped_by)
    (config.out / "training.json").write_text(json.dumps(
        {"config": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(config).items()},
         "asr_prompt": settings.asr_prompt, "result": asdict(result), "validation": history, "losses": losses},
        indent=1))
    return result
