"""Loading straight into packed bfloat16 (or int8, `models.int8.load_int8`), one layer at a time.

The general path loads the whole float32 model, merges the LoRA adapter and
then converts it, so float32 and bfloat16 copies overlap: `voxcall run`
peaked at 1.43 GB that way against 1.19 GB in float32. Here the
model is created in bfloat16 from the start, and each adapted layer's float32
weight is read alone from the safetensors file, merged exactly as peft merges
it (W + (B @ A) * alpha / r, in float32), rounded to bfloat16 and packed. The
result is bit-identical to the general path (a test checks it), and the
same run peaks at 1.06 GB. int8 loads the same way (`LayerWeights`): the
general path left the float32 file's pages resident beside the int8 layers
(696 MB for the model against 238 MB of live tensors).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch
from transformers import AutoConfig, AutoModelForCausalLM, PreTrainedModel
from transformers.initialization import no_init_weights

from app.errors import ModelError
from models.bf16 import PackedLinear, finish_bf16, replace_linears
from models.lora_files import adapter_scale, lora_pairs

WEIGHTS = "model.safetensors"
DTYPES = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}


def can_load_directly(source: Path) -> bool:
    """A single safetensors file of float tensors, as `models.weights` writes it (others take the general path)."""
    try:
        with TensorFile(source / WEIGHTS) as weights:
            return all(entry["dtype"] in DTYPES for entry in weights.header.values())
    except (OSError, ValueError):
        return False


class TensorFile:
    """One tensor at a time from a safetensors file, read rather than memory-mapped.

    `safetensors.safe_open` maps the file, and every page a tensor touches
    stays resident until the file is closed: reading the float32 weights to
    convert them would count all 540 MB of them against the load's peak.
    The format is an 8-byte header length, a JSON header of dtype, shape and
    byte offsets per tensor, then the data.
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> TensorFile:
        self._file = self.path.open("rb")
        size = int.from_bytes(self._file.read(8), "little")
        if not 2 <= size <= 100_000_000:
            raise ValueError(f"{self.path} is not a safetensors file")
        self.header = {k: v for k, v in json.loads(self._file.read(size)).items() if k != "__metadata__"}
        self._start = 8 + size
        return self

    def __exit__(self, *exc: object) -> None:
        self._file.close()

    def keys(self) -> set[str]:
        return set(self.header)

    def get_tensor(self, name: str) -> torch.Tensor:
        entry = self.header[name]
        begin, end = entry["data_offsets"]
        self._file.seek(self._start + begin)
        data = bytearray(self._file.read(end - begin))
        return torch.frombuffer(data, dtype=DTYPES[entry["dtype"]]).reshape(entry["shape"])


def load_packed_bf16(source: Path, adapter: Path | None) -> PreTrainedModel:
    """The model in bfloat16 with `adapter` merged in float32 layer by layer, linears packed."""
    model = skeleton(source, torch.bfloat16)
    head = model.get_output_embeddings()
    with LayerWeights(source, adapter, model) as weights:
        replace_linears(model, PackedLinear, lambda name: weights.linear(name, torch.bfloat16))
        weights.fill_the_rest(model)
    return finish_bf16(model, head)


class LayerWeights:
    """A model's weights read one layer at a time, each adapted Linear's weight merged with its LoRA pair."""

    def __init__(self, source: Path, adapter: Path | None, model: PreTrainedModel) -> None:
        self.deltas = lora_pairs(adapter) if adapter is not None else {}
        self.scale = adapter_scale(adapter) if adapter is not None else 1.0
        head = model.get_output_embeddings()
        linears = {n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear) and m is not head}
        if not self.deltas.keys() <= linears:
            raise ModelError(f"the adapter in {adapter} adapts layers this model does not have",
                             "use the adapter trained for this base model, or set VOXCALL_USE_ADAPTER=false")
        self._file = TensorFile(source / WEIGHTS)

    def __enter__(self) -> LayerWeights:
        self._file.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self._file.__exit__(*exc)

    def linear(self, name: str, dtype: torch.dtype) -> torch.Tensor:
        """Linear `name`'s weight in `dtype`, merged with its adapter (in float32, as peft merges) when adapted."""
        stored = self._file.get_tensor(f"{name}.weight")
        return _merged(stored, *self.deltas[name], self.scale, dtype) if name in self.deltas else stored.to(dtype)

    def fill_the_rest(self, model: PreTrainedModel) -> None:
        """Every parameter still owned by the model (embeddings, norms; a tied head shares the embedding)."""
        _fill_the_rest(model, self._file)


def skeleton(source: Path, dtype: torch.dtype) -> PreTrainedModel:
    """The architecture in `dtype`, weights left uninitialised (every one is filled from the file).

    Untouched, the large uninitialised tensors are never resident: each
    Linear is replaced before anything writes to its weight.
    """
    config = AutoConfig.from_pretrained(source)
    with no_init_weights():
        model = AutoModelForCausalLM.from_config(config, dtype=dtype)
    model.tie_weights()  # from_config leaves a tied head as a parameter of its own
    return model.eval().requires_grad_(False)


def _fill_the_rest(model: PreTrainedModel, weights: TensorFile) -> None:
    """Every parameter still owned by the model (embeddings, norms; a tied head shares the embedding)."""
    stored = set(weights.keys())
    for name, param in model.named_parameters():
        if name not in stored:
            raise ValueError(f"{name} is missing from {WEIGHTS}")
        param.data.copy_(weights.get_tensor(name))


def _merged(weight: torch.Tensor, a: torch.Tensor, b: torch.Tensor, scale: float, dtype: torch.dtype) -> torch.Tensor:
    """peft's merge, in its order of operations: W + (B @ A) * scale, float32, then `dtype`."""
    return (weight.float() + (b.float() @ a.float()) * scale).to(dtype)
