"""`voxcall train-asr`: fine-tune the ASR adapter (a LoRA on Whisper's decoder) on spoken commands."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from app.settings import BUNDLED_ASR_ADAPTER, Settings


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("train-asr", help="fine-tune the ASR adapter on spoken commands (python -m data.asr_speech)")
    parser.add_argument("--speech", required=True, type=Path,
                        help="a directory made by python -m data.asr_speech (clips encoded by Whisper's encoder)")
    parser.add_argument("--out", type=Path, default=BUNDLED_ASR_ADAPTER, help="where the adapter goes")
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=5e-4)
    parser.add_argument("--budget-minutes", type=float, default=90.0, help="stop and save after this long")
    parser.add_argument("--checkpoint-every", type=int, default=50)
    parser.add_argument("--validation-clips", type=int, default=160, help="clips held back for a validation loss")
    parser.add_argument("--limit", type=int, help="train on the first N clips only")
    parser.add_argument("--seed", type=int, default=0)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace, settings: Settings) -> int:
    from models.asr_train import AsrTrainConfig, train_asr

    config = AsrTrainConfig(speech=args.speech, out=args.out, steps=args.steps, batch_size=args.batch_size,
                            lr=args.lr, budget_minutes=args.budget_minutes, checkpoint_every=args.checkpoint_every,
                            validation_clips=args.validation_clips, limit=args.limit, seed=args.seed)
    config.out.mkdir(parents=True, exist_ok=True)
    result = train_asr(settings.model_copy(update={"use_asr_adapter": False}), config)
    print(json.dumps({"adapter": str(config.out), **asdict(result)}))
    return 0
