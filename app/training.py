"""`voxcall train`: fine-tune the function-calling LoRA adapter."""

from __future__ import annotations

import argparse
import json
import logging

from app.errors import VoxcallError
from app.settings import BUNDLED_ADAPTER, BUNDLED_CLEANUP, BUNDLED_CLEANUP_HEAD, BUNDLED_DRAFTER, BUNDLED_HEAD, Settings
from app.vocabulary import Vocabulary
from models.lm import resolve_model_dir
from models.train import TrainConfig, train

log = logging.getLogger(__name__)


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("train", help="fine-tune a LoRA adapter (function calls or dictation cleanup) on the CPU")
    parser.add_argument("--data", required=True, type=argparse.FileType("r"),
                        help="JSONL: text and target (calls) or raw and clean (cleanup)")
    parser.add_argument("--task", choices=["calls", "cleanup"], default="calls")
    parser.add_argument("--out", help="where the adapter goes (default: the bundled one for the task)")
    parser.add_argument("--base-adapter", help="an adapter merged into the base before training (default: none)")
    parser.add_argument("--epochs", type=float, default=1.0)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--budget-minutes", type=float, default=90.0, help="stop and save after this long")
    parser.add_argument("--max-steps", type=int, help="stop after this many steps")
    parser.add_argument("--limit", type=int, help="use only the first N examples (after shuffling)")
    parser.add_argument("--checkpoint-every", type=int, default=50)
    parser.add_argument("--max-tokens", type=int, help="cut sequences at this many tokens (96 calls, 160 cleanup)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--neftune-alpha", type=float, default=0.0,
                        help="noise on the input embeddings while training (NEFTune; 5 in the paper, 0 is off)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from pathlib import Path

    from transformers import AutoTokenizer

    args.data.close()
    if args.neftune_alpha < 0:
        raise VoxcallError(f"--neftune-alpha {args.neftune_alpha} is negative",
                           "give 0 (off) or a positive noise scale such as 5")
    cleanup = args.task == "cleanup"
    out = Path(args.out) if args.out else (BUNDLED_CLEANUP if cleanup else BUNDLED_ADAPTER)
    base_adapter = Path(args.base_adapter) if args.base_adapter else None
    config = TrainConfig(
        data=Path(args.data.name), out=out, epochs=args.epochs, batch_size=args.batch_size,
        lr=args.lr, budget_minutes=args.budget_minutes, max_steps=args.max_steps, limit=args.limit,
        checkpoint_every=args.checkpoint_every, seed=args.seed, task=args.task, base_adapter=base_adapter,
        max_tokens=args.max_tokens or (160 if cleanup else 96), neftune_alpha=args.neftune_alpha,
    )
    config.out.mkdir(parents=True, exist_ok=True)
    tokenizer = AutoTokenizer.from_pretrained(resolve_model_dir(settings))
    try:
        result = train(settings, config, tokenizer)
    except (KeyError, json.JSONDecodeError) as exc:
        raise VoxcallError(f"{config.data} is not training JSONL ({exc})", "make it with python -m data.generate") from exc
    print(json.dumps({"adapter": str(config.out), **result.__dict__}))
    return 0


def _float_model(settings: Settings):
    """The fine-tuned model, merged and in float32: what the drafters learn from."""
    import torch

    from models.lm import load_language_model

    if settings.threads:
        torch.set_num_threads(settings.threads)
    return load_language_model(settings.model_copy(update={"quantization": "none"}))


def add_mtp_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("train-mtp", help="train the Frozen-MTP draft head on the frozen fine-tuned model")
    parser.add_argument("--data", required=True, type=argparse.FileType("r"),
                        help="JSONL: text and target (calls) or raw and clean (cleanup)")
    parser.add_argument("--task", choices=["calls", "cleanup"], default="calls",
                        help="which fine-tuned model the head drafts for")
    parser.add_argument("--out", help="where the head goes (default: the bundled one for the task)")
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--depth", type=int, default=4, help="draft tokens the head learns to predict")
    parser.add_argument("--init", help="continue from this trained head instead of the base's last layer")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--budget-minutes", type=float, default=45.0)
    parser.add_argument("--limit", type=int)
    parser.add_argument("--seed", type=int, default=0)
    parser.set_defaults(handler=run_mtp)


def run_mtp(args: argparse.Namespace, settings: Settings) -> int:
    from pathlib import Path

    from models.mtp_train import HeadTrainConfig, train_head

    args.data.close()
    cleanup = args.task == "cleanup"
    if cleanup:
        from models.cleanup import DictationCleaner

        lm = DictationCleaner.load(settings.model_copy(update={"quantization": "none"}), Vocabulary()).lm
    else:
        lm = _float_model(settings)
    if lm.adapter is None and not cleanup:
        log.warning("no fine-tuned adapter found: training the head on the bare base model")
    out = Path(args.out) if args.out else (BUNDLED_CLEANUP_HEAD if cleanup else BUNDLED_HEAD)
    config = HeadTrainConfig(data=Path(args.data.name), out=out, depth=args.depth, steps=args.steps,
                             batch_size=args.batch_size, lr=args.lr, budget_minutes=args.budget_minutes,
                             limit=args.limit, seed=args.seed, task=args.task,
                             init=Path(args.init) if args.init else None)
    result = train_head(lm.model, lm.tokenizer, config)
    print(json.dumps({"head": str(config.out), **result}))
    return 0


def add_drafter_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("train-drafter", help="train the independent draft model (the baseline MTP is compared with)")
    parser.add_argument("--data", required=True, type=argparse.FileType("r"), help="JSONL with text and target")
    parser.add_argument("--out", default=BUNDLED_DRAFTER)
    parser.add_argument("--layers", type=int, default=4, help="decoder layers kept from the fine-tuned model")
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--budget-minutes", type=float, default=30.0)
    parser.set_defaults(handler=run_drafter)


def run_drafter(args: argparse.Namespace, settings: Settings) -> int:
    from pathlib import Path

    from models.draft_model import DrafterTrainConfig, train_draft_model

    args.data.close()
    lm = _float_model(settings)
    config = DrafterTrainConfig(data=Path(args.data.name), out=Path(args.out), layers=args.layers,
                                steps=args.steps, budget_minutes=args.budget_minutes)
    print(json.dumps({"drafter": str(config.out), **train_draft_model(lm.model, lm.tokenizer, config)}))
    return 0


def add_average_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("average-adapters",
                            help="fold several LoRA adapters (seeds of one recipe) into their exact average")
    parser.add_argument("adapters", nargs="+", help="adapter directories trained with the same LoRA settings")
    parser.add_argument("--out", required=True, help="a new directory for the averaged adapter")
    parser.add_argument("--weights", type=float, nargs="+",
                        help="one relative weight per adapter (default: equal); give an average of n runs weight n")
    parser.add_argument("--dtype", choices=("float32", "float16", "bfloat16"), default="float32",
                        help="how the factors are stored: float16 and bfloat16 halve the file "
                             "(cast to the model's dtype at load)")
    parser.add_argument("--rank", type=int,
                        help="cut each module's mean update back to its best approximation of this rank "
                             "(lossy; default: keep the exact, stacked rank)")
    parser.add_argument("--sum", action="store_true",
                        help="add the updates instead of averaging them: fold an adapter trained with "
                             "`train --base-adapter A` into A (weights are then not normalised)")
    parser.set_defaults(handler=run_average)


def run_average(args: argparse.Namespace, settings: Settings) -> int:
    from pathlib import Path

    from models.adapter_average import average_adapters

    import torch

    dtype = getattr(torch, args.dtype)
    record = average_adapters([Path(a) for a in args.adapters], Path(args.out), args.weights, dtype, args.rank,
                              "sum" if args.sum else "mean")
    print(json.dumps({"adapter": args.out, **record}))
    return 0
