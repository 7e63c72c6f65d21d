"""Which machine a benchmark or an evaluation ran on, written into its results.

Ratios between decoding modes depend on the CPU: on one with AMX a 9-token
bfloat16 pass costs about what a 1-token pass does, on one with AVX-512 BF16
alone it costs more, so every result file says which it was.

Outputs depend on it too: oneDNN picks its bfloat16 kernels by the hardware,
and their sums round differently. The committed adapter M2, in bf16, scored
238 of the 240 unseen-name commands on an Intel Xeon with AMX and 239 on an
AMD EPYC with AVX-512 BF16 (one command flipped; fresh2 963 and 964). So two
runs are only compared when `identity` says they share a machine.
"""

from __future__ import annotations

import platform
from pathlib import Path

import torch

from app.settings import Settings, get_settings
from models.bf16 import bf16_hardware
from models.device import resolve_device
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


def identity(settings: Settings | None = None) -> dict[str, str]:
    """What decides a run's outputs, not its speed: the CPU, its bfloat16 hardware, the device the
    settings resolve to (and the GPU's name there)."""
    device = resolve_device((settings or get_settings()).device)
    found = {"cpu": cpu_name(), "bf16_hardware": bf16_hardware(), "device": device}
    if device == "cuda":
        found["gpu"] = torch.cuda.get_device_name()
    return found
