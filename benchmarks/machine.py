"""Which machine a benchmark ran on, written into its results.

Ratios between decoding modes depend on the CPU: on one with AMX a 9-token
bfloat16 pass costs about what a 1-token pass does, on one with AVX-512 BF16
alone it costs more, so every result file says which it was.
"""

from __future__ import annotations

import platform
from pathlib import Path

import torch

from app.settings import get_settings
from models.bf16 import bf16_hardware
from models.int8 import kernel_path, kernel_threads


def cpu_name() -> str:
    """The CPU's model name from /proc/cpuinfo, else what `platform` knows."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        for line in cpuinfo.read_text(errors="replace").splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def describe() -> dict[str, str | int]:
    """The CPU, its bfloat16 hardware, torch's threads and the threads the int8 kernel splits a layer over."""
    return {"cpu": cpu_name(), "bf16_hardware": bf16_hardware(), "threads": torch.get_num_threads(),
            "int8_kernel_threads": kernel_threads(get_settings()), "int8_kernel": kernel_path()}
