"""What the swap cache saves at load: the contact swap built by compacting its factors against reading them back.

    python -m benchmarks.swap_cache_load [--repeats 5] [--quantization none|bf16]

The calls model is loaded once; then `LoraSwap` for the contact adapter is
built `--repeats` times each way, alternating: "compact" with an empty cache
directory (the compaction runs and the file is written, as at a first load),
"cached" with the warm one (`models.swap_cache`). Both must give the same
factor bits. Prints the median milliseconds of each and their ratio.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import get_args

import torch

from app.settings import BUNDLED_CONTACT_ADAPTER, Quantization, Settings
from models.lm import load_language_model
from models.lora_swap import LoraSwap


def build(model: torch.nn.Module, settings: Settings, cache_dir: Path) -> tuple[float, list[torch.Tensor]]:
    """Milliseconds to build the contact swap with `cache_dir`, and its factors' weights."""
    started = time.perf_counter()
    swap = LoraSwap(model, BUNDLED_CONTACT_ADAPTER, settings.adapter, cache_dir)
    ms = (time.perf_counter() - started) * 1000
    return ms, [module.weight for pair in swap.factors.values() for module in pair]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quantization", choices=get_args(Quantization), default="none")
    args = parser.parse_args()
    settings = Settings(quantization=args.quantization)
    model = load_language_model(settings).model
    times: dict[str, list[float]] = {"compact": [], "cached": []}
    with tempfile.TemporaryDirectory() as warm:
        _, reference = build(model, settings, Path(warm))
        for _ in range(args.repeats):
            with tempfile.TemporaryDirectory() as empty:
                ms, fresh = build(model, settings, Path(empty))
            times["compact"].append(ms)
            ms, cached = build(model, settings, Path(warm))
            times["cached"].append(ms)
            if not all(torch.equal(a, b) and torch.equal(a, c) for a, b, c in zip(reference, fresh, cached, strict=True)):
                raise SystemExit("the cached factors differ from the compacted ones")
    medians = {way: round(statistics.median(ms)) for way, ms in times.items()}
    print(json.dumps({"precision": args.quantization, "repeats": args.repeats, "median_ms": medians,
                      "cached_over_compact": round(medians["cached"] / medians["compact"], 3),
                      "same_bits": True, "ms": {way: [round(t) for t in ms] for way, ms in times.items()}}))


if __name__ == "__main__":
    main()
