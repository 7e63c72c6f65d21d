"""What a verifier pass costs, and whether it is batch-invariant, per weight format.

    OMP_NUM_THREADS=1 python -m benchmarks.pass_cost --tokens 1 6 --out benchmarks/results/pass_cost.json

Speculative decoding pays when a pass over the pending and draft tokens costs
little more than a 1-token pass, and it reproduces plain greedy decoding
only when a token's logits do not depend on the other tokens fed in the same
pass. This measures both for the fine-tuned model in float32, torch's int8
dynamic quantisation, int8 as `VOXCALL_QUANTIZATION=int8` runs it
(`models.int8`, on the best code path this CPU has and on the portable C
loops), float16 weights, and bfloat16 both as plain torch runs it
and as `VOXCALL_QUANTIZATION=bf16` runs it (`models.bf16`): milliseconds per pass of each length, and
the largest logit difference between a token fed in a longer pass and
the same token fed alone after the same cache.
"""

from __future__ import annotations

import argparse
import copy
import json
import time
from collections.abc import Callable
from pathlib import Path

import torch
from transformers import DynamicCache, PreTrainedModel

from app.machine import describe
from app.settings import Settings
from models.bf16 import prepare_bf16
from models.caller import FunctionCaller
from models.int8 import prepare_int8, use_kernel_path

PROMPT = 40


def _dynamic(dtype: torch.dtype) -> Callable[[PreTrainedModel], PreTrainedModel]:
    return lambda model: torch.ao.quantization.quantize_dynamic(copy.deepcopy(model), {torch.nn.Linear}, dtype=dtype)


FORMATS: dict[str, Callable[[PreTrainedModel], PreTrainedModel]] = {
    "float32": lambda model: model,
    "int8, torch dynamic": _dynamic(torch.qint8),
    "int8, rows scaled alone": lambda model: prepare_int8(copy.deepcopy(model)),
    "int8, rows scaled alone, portable loops": lambda model: use_kernel_path(prepare_int8(copy.deepcopy(model)),
                                                                             "portable"),
    "float16 weights": _dynamic(torch.float16),
    "bf16, plain torch": lambda model: copy.deepcopy(model).to(torch.bfloat16),
    "bf16, packed + row attention": lambda model: prepare_bf16(copy.deepcopy(model)),
}


@torch.inference_mode()
def pass_ms(model: PreTrainedModel, ids: torch.Tensor, repeats: int) -> float:
    model(ids)
    started = time.perf_counter()
    for _ in range(repeats):
        model(ids)
    return (time.perf_counter() - started) / repeats * 1000


@torch.inference_mode()
def batch_variance(model: PreTrainedModel, ids: torch.Tensor) -> float:
    """Largest |logit| difference between tokens fed in one pass and the same tokens fed one per pass.

    A prompt-sized prefix (`PROMPT` tokens) is cached first, as in decoding:
    some attention kernels only differ once there is a cache to read.
    """
    together_cache, alone_cache = DynamicCache(), DynamicCache()
    model(ids[:, :PROMPT], past_key_values=together_cache)
    model(ids[:, :PROMPT], past_key_values=alone_cache)
    together = model(ids[:, PROMPT:], past_key_values=together_cache).logits[0].float()
    alone = torch.cat([model(ids[:, i : i + 1], past_key_values=alone_cache).logits[0].float()
                       for i in range(PROMPT, ids.shape[1])])
    return float((together - alone).abs().max())


def measure(model: PreTrainedModel, lengths: list[int], repeats: int) -> dict:
    generator = torch.Generator().manual_seed(0)
    ids = torch.randint(100, 1000, (1, PROMPT + max(lengths)), generator=generator)
    times = {n: round(pass_ms(model, ids[:, :n], repeats), 1) for n in lengths}
    return {"ms_per_pass": times, "longest_over_1": round(times[max(lengths)] / times[min(lengths)], 2),
            "max_logit_difference": batch_variance(model, ids)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, nargs="+", default=[1, 6])
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    base = FunctionCaller(Settings(quantization="none")).lm.model
    result = {"threads": torch.get_num_threads(), "machine": describe(),
              "formats": {name: measure(convert(base), args.tokens, args.repeats)
                          for name, convert in FORMATS.items()}}
    text = json.dumps(result, indent=1)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
