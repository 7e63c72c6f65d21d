"""Decoding modes side by side, in one process, on the same commands.

    python -m benchmarks.decode --sets data/build/heldout.jsonl tests/data/natural.jsonl \
        --limit 200 --quantization none --out benchmarks/results/decode-f32

For every command each mode runs in turn (interleaved, so machine noise hits
all modes alike): plain greedy, Frozen MTP, the independent draft model and
prompt lookup, all constrained by the call grammar. MTP runs twice: as
`voxcall` runs it (the head, plus span copying inside values) and the head
alone (`VOXCALL_MTP_COPY=false`). Per mode: mean accepted tokens per verifier pass,
decode tokens per second, speed against plain measured in the same run,
milliseconds a decoding round spends drafting and in its verifier pass,
whether every output equals plain's, and the resident memory its drafter adds.
Writes OUT.json and OUT.png (accepted-length histogram, speed bars).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import get_args

import psutil
import torch

from app.machine import describe
from app.settings import Quantization, Settings
from models.bf16 import release_freed_memory
from models.caller import FunctionCaller
from models.decoding import DecodeStats
from models.draft_model import ModelDrafter
from models.drafters import LookupDrafter, MTPDrafter, NoDrafter, draft_vocabulary
from models.mtp import load_head
from models.prompt import request_ids
from models.span_copy import SpanCopier, SpanEnds
from models.speculative import Drafter, speculative_decode

PRECISION = {"none": "float32", "int8": "int8", "bf16": "bfloat16"}
MODES = ("plain", "mtp", "mtp-head", "drafter", "lookup")
MakeDrafter = Callable[[str, list[int]], Drafter]



@dataclass
class ModeTotals:
    tokens: int = 0
    decode_tokens: int = 0
    passes: int = 0
    decode_s: float = 0.0
    draft_s: float = 0.0
    verify_s: float = 0.0
    rounds: int = 0
    total_s: float = 0.0
    mismatches: int = 0
    per_pass: list[float] = field(default_factory=list)

    def add(self, stats: DecodeStats, seconds: float, mismatch: bool) -> None:
        """Count one decode: its tokens, passes and time, and whether it differed from plain."""
        self.tokens += stats.tokens
        self.decode_tokens += stats.tokens - 1
        self.passes += stats.passes
        self.rounds += stats.passes - 1
        self.decode_s += stats.decode_ms / 1000
        self.draft_s += stats.draft_ms / 1000
        self.verify_s += stats.verify_ms / 1000
        self.total_s += seconds
        self.mismatches += mismatch
        self.per_pass.append(stats.tokens / max(1, stats.passes))

    def summary(self, plain: ModeTotals) -> dict[str, float]:
        return {
            "tokens_per_pass": round(self.tokens / max(1, self.passes), 3),
            "decode_tokens_per_s": round(self.decode_tokens / max(1e-9, self.decode_s), 1),
            "speed_vs_plain": round(plain.decode_s / max(1e-9, self.decode_s), 3),
            "end_to_end_speed_vs_plain": round(plain.total_s / max(1e-9, self.total_s), 3),
            "draft_ms_per_round": round(self.draft_s * 1000 / max(1, self.rounds), 2),
            "verify_ms_per_round": round(self.verify_s * 1000 / max(1, self.rounds), 2),
            "outputs_equal_plain": self.mismatches == 0,
            "mismatches": self.mismatches,
        }


def rss_mb() -> float:
    """Resident memory, after handing freed heap pages back (loading leaves many; int8 head loading trims them)."""
    release_freed_memory()
    return psutil.Process().memory_info().rss / 2**20


def weight_mb(module: torch.nn.Module) -> float:
    """Bytes of a module's state: int8-packed linears (they hide from `parameters()`) and buffers kept out of
    `state_dict()` (voxcall's packed bf16 and int8 weights) included, each storage once (fused int8
    projections are views of one tensor, `models.lean_forward`)."""
    storages: dict[int, int] = {}

    def add(value) -> None:
        if isinstance(value, torch.Tensor):
            try:
                storage = value.untyped_storage()
                storages[storage.data_ptr()] = storage.nbytes()
            except NotImplementedError:  # oneDNN's packed bf16 weights have no storage to share
                storages[-id(value)] = value.numel() * value.element_size()
        elif isinstance(value, tuple):
            for item in value:
                add(item)

    state = module.state_dict()
    for value in state.values():
        add(value)
    for name, buffer in module.named_buffers():
        if name not in state:
            add(buffer)
    return sum(storages.values()) / 2**20


def load_commands(paths: list[Path], limit: int | None) -> list[str]:
    texts = []
    for path in paths:
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        texts += [row["text"] for row in rows[:limit]]
    return texts


def run_mode(caller: FunctionCaller, make: MakeDrafter, text: str, mode: str) -> tuple[list[int], DecodeStats, float]:
    ids = request_ids(caller.lm.tokenizer, text)
    started = time.perf_counter()
    decoded = speculative_decode(caller.lm.model, caller.prefix, ids, caller.new_guide(text), make(text, ids),
                                 caller.lm.stop_ids, caller.settings.max_new_tokens, caller.settings.draft_tokens, mode)
    return decoded.token_ids, decoded.stats, time.perf_counter() - started


def benchmark(settings: Settings, texts: list[str]) -> dict:
    before = rss_mb()
    caller = FunctionCaller(settings.model_copy(update={"mtp_head_dir": Path("/nonexistent")}))
    base_rss = rss_mb()
    head = load_head(settings.mtp_head_dir, settings.mtp_head_precision)
    vocab = draft_vocabulary(settings.mtp_head_dir, caller.lm.model, caller.lm.stop_ids,
                             settings.mtp_head_precision)
    head_rss = rss_mb() - base_rss
    small = caller.draft_model()
    drafter_rss = rss_mb() - base_rss - head_rss
    stop = caller.lm.stop_ids
    tokenizer, confidence, ends = caller.lm.tokenizer, settings.mtp_min_confidence, SpanEnds.load(settings.mtp_head_dir)
    drafters: dict[str, MakeDrafter] = {
        "plain": lambda text, ids: NoDrafter(),
        "mtp": lambda text, ids: MTPDrafter(head, stop, vocab, confidence, SpanCopier(tokenizer, text, len(ids), ends)),
        "mtp-head": lambda text, ids: MTPDrafter(head, stop, vocab, confidence),
        "lookup": lambda text, ids: LookupDrafter(stop),
        "drafter": lambda text, ids: ModelDrafter(small, caller.prefix_ids, stop),
    }
    totals = {mode: ModeTotals() for mode in MODES}
    for text in texts:
        reference = None
        for mode in MODES:
            tokens, stats, seconds = run_mode(caller, drafters[mode], text, mode)
            reference = tokens if mode == "plain" else reference
            totals[mode].add(stats, seconds, tokens != reference)
    plain = totals["plain"]
    return {
        "machine": describe(),
        "commands": len(texts),
        "quantization": settings.quantization,
        "draft_tokens": settings.draft_tokens,
        "mtp_min_confidence": settings.mtp_min_confidence,
        "mtp_head": str(settings.mtp_head_dir),
        "rss_mb": {"before_model": round(before, 1), "with_model": round(base_rss, 1),
                   "mtp_head_extra": round(head_rss, 2), "mtp_head_params_mb": round(weight_mb(head), 2),
                   "mtp_vocab_rows_mb": round(vocab.rows_mb if vocab is not None else 0.0, 2),
                   "drafter_extra": round(drafter_rss, 2), "drafter_params_mb": round(weight_mb(small), 2),
                   "lookup_extra": 0.0},
        "modes": {mode: totals[mode].summary(plain) for mode in MODES},
        "per_pass": {mode: totals[mode].per_pass for mode in MODES},
    }


def plot(result: dict, out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (hist, bars) = plt.subplots(1, 2, figsize=(11, 4))
    for mode in MODES:
        hist.hist(result["per_pass"][mode], bins=20, alpha=0.5, label=mode)
    hist.set_xlabel("tokens per verifier pass (per command)")
    hist.set_ylabel("commands")
    hist.legend()
    speeds = [result["modes"][m]["speed_vs_plain"] for m in MODES]
    bars.bar(MODES, speeds, color=["grey", "tab:blue", "tab:cyan", "tab:green", "tab:orange"])
    bars.set_ylabel("decode speed vs plain (x)")
    bars.set_title(f"{result['commands']} commands, {PRECISION[result['quantization']]}")
    fig.tight_layout()
    fig.savefig(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", type=Path, required=True)
    parser.add_argument("--limit", type=int, help="first N commands of each set")
    parser.add_argument("--quantization", choices=get_args(Quantization), default="none")
    parser.add_argument("--draft-tokens", type=int, default=4)
    parser.add_argument("--min-confidence", type=float, default=0.0,
                        help="MTP stops drafting below this probability (VOXCALL_MTP_MIN_CONFIDENCE)")
    parser.add_argument("--head", type=Path, help="MTP head directory (default: the bundled one)")
    parser.add_argument("--out", type=Path, required=True, help="OUT.json and OUT.png are written")
    args = parser.parse_args()
    torch.manual_seed(0)
    settings = Settings(quantization=args.quantization, draft_tokens=args.draft_tokens,
                        mtp_min_confidence=args.min_confidence)
    if args.head:
        settings = settings.model_copy(update={"mtp_head_dir": args.head})
    result = benchmark(settings, load_commands(args.sets, args.limit))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.parent.joinpath(args.out.name + ".json").write_text(json.dumps(result, indent=1))
    plot(result, args.out.parent / (args.out.name + ".png"))
    print(json.dumps({k: v for k, v in result.items() if k != "per_pass"}, indent=1))


if __name__ == "__main__":
    main()
