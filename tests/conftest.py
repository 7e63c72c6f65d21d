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


PROMPT = list(range(1, 41))
"""A prompt-sized prefix cached before the row-independence checks (some kernels only differ with a cache)."""
TOKENS = [11, 52, 7, 300, 91, 45, 8, 200]


@pytest.fixture(scope="module")
def smol_layer() -> Any:
    """One decoder layer shaped like SmolLM2-135M's: smaller shapes happen to share kernels and would prove
    nothing about the real model's."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=512, hidden_size=576, intermediate_size=1536, num_hidden_layers=1,
                         num_attention_heads=9, num_key_value_heads=3, tie_word_embeddings=True)
    return LlamaForCausalLM(config).eval()


def hidden_after_prompt(model: Any, prompt: list[int], groups: list[list[int]]) -> Any:
    """Hidden states of the tokens in `groups`, fed one pass per group after `prompt`."""
    import torch
    from transformers import DynamicCache

    cache, states = DynamicCache(), []
    with torch.inference_mode():
        model.model(input_ids=torch.tensor([prompt]), cache=cache, use_cache=True)
        for group in groups:
            states.append(model.model(input_ids=torch.tensor([group]), cache=cache, use_cache=True).last_hidden_state[0])
    return torch.cat(states)
