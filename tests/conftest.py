"""Shared test helpers: calls built without the catalog, and a fresh device per test."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pydantic import create_model

from functions.backend import SqliteDevice
from functions.calls import FunctionCall

SENSITIVE = {"send_email", "send_message", "call_contact"}
NOW = datetime(2026, 3, 14, 10, 42, 0)


def make_call(
    name: str, /, needs_confirmation: bool | None = None, **arguments: Any
) -> FunctionCall:
    """A FunctionCall whose args model is a throwaway pydantic model with exactly `arguments`.

    Keeps backend tests independent of the real catalog; confirmation defaults
    to the catalog's `!` functions. `name` is positional-only because
    `call_contact` has an argument called `name`.
    """
    model = create_model(f"{name}_args", **{key: (Any, value) for key, value in arguments.items()})
    sensitive = name in SENSITIVE if needs_confirmation is None else needs_confirmation
    return FunctionCall(name=name, args=model(), needs_confirmation=sensitive)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "state" / "state.db"


@pytest.fixture
def device(db_path: Path) -> Iterator[SqliteDevice]:
    with SqliteDevice(db_path) as dev:
        yield dev


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads the user's config file or writes the user's device state."""
    home = tmp_path_factory.getbasetemp()
    monkeypatch.setenv("VOXCALL_CONFIG", str(home / "no-such-config.toml"))
    monkeypatch.setenv("VOXCALL_DB_PATH", str(home / "default-state.db"))


def random_adapter(model: Any, path: Path, seed: int) -> Any:
    """A random LoRA adapter on every projection of `model`, saved the way `voxcall train` saves one; returns the
    merged model."""
    import copy

    import torch
    from peft import LoraConfig, get_peft_model

    torch.manual_seed(seed)
    config = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "k_proj", "v_proj", "o_proj",
                                                           "gate_proj", "up_proj", "down_proj"])
    peft_model = get_peft_model(copy.deepcopy(model), config)
    for name, param in peft_model.named_parameters():
        if "lora_" in name:
            torch.nn.init.normal_(param, std=0.05)
    peft_model.save_pretrained(path)
    return peft_model.merge_and_unload()
