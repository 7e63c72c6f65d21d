"""Which machine a benchmark ran on, written into its results.

Ratios between decoding modes depend on the CPU: on one with AMX a 9-token
bfloat16 pass costs about what a 1-token pass does, on one with AVX-512 BF16
alone it costs more, so every result file says which it was.
"""

from __future__ import annotations

import platform
from pathlib import Path

import torch


def cpu_name() -> str:
    """The CPU's model name from /proc/cpuinfo, else what `platform` knows."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        for line in cpuinfo.read_text(errors="replace").splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def bf16_hardware() -> str:
    """amx, avx512_bf16 or none: what does bfloat16 arithmetic on this CPU."""
    if getattr(torch.cpu, "_is_amx_tile_supported", lambda: False)():
        return "amx"
    if getattr(torch.cpu, "_is_avx512_bf16_supported", lambda: False)():
        return "avx512_bf16"
    return "none"


def describe() -> dict[str, str | int]:
    return {"cpu": cpu_name(), "bf16_hardware": bf16_hardware(), "threads": torch.get_num_threads()}
