"""Benchmark and evaluation results say which machine they were measured on."""

from __future__ import annotations

from app import machine
from app.settings import Settings


def test_describe_names_the_cpu_its_bf16_hardware_and_threads() -> None:
    described = machine.describe()
    assert set(described) == {"cpu", "bf16_hardware", "threads", "int8_kernel_threads", "int8_kernel"}
    assert described["int8_kernel"] in {"avx512-vnni", "avx2", "portable", "torch"}
    assert isinstance(described["int8_kernel_threads"], int) and described["int8_kernel_threads"] >= 1
    assert isinstance(described["cpu"], str) and described["cpu"]
    assert described["bf16_hardware"] in {"amx", "avx512_bf16", "none"}
    assert isinstance(described["threads"], int) and described["threads"] >= 1


def test_cpu_name_falls_back_to_platform_without_cpuinfo(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(machine, "Path", lambda _: tmp_path / "no-cpuinfo")
    monkeypatch.setattr(machine.platform, "processor", lambda: "")
    monkeypatch.setattr(machine.platform, "machine", lambda: "riscv64")
    assert machine.cpu_name() == "riscv64"


def test_identity_names_what_decides_outputs(monkeypatch) -> None:
    monkeypatch.setenv("VOXCALL_DEVICE", "cpu")
    found = machine.identity(Settings())
    assert found == {"cpu": machine.cpu_name(), "bf16_hardware": machine.bf16_hardware(), "device": "cpu"}
