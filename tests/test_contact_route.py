"""Routing contact answers: which adapter is loaded, and that only create_contact answers are decoded again."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from app.settings import BUNDLED_ADAPTER, Settings
from models.decoding import DecodeStats

NOW = datetime(2026, 12, 1, 9, 0)


def installed(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    (path / "adapter_config.json").write_text("{}")
    return path


def test_the_contact_adapter_is_used_only_when_routing_is_on_and_both_adapters_exist(tmp_path: Path) -> None:
    contacts = installed(tmp_path / "contacts")
    calls = installed(tmp_path / "calls")
    assert Settings(adapter_dir=calls, contact_adapter_dir=contacts).contact_adapter == contacts
    assert Settings(adapter_dir=calls, contact_adapter_dir=contacts, route_contacts=False).contact_adapter is None
    assert Settings(adapter_dir=calls, contact_adapter_dir=contacts, use_adapter=False).contact_adapter is None
    assert Settings(adapter_dir=calls, contact_adapter_dir=tmp_path / "missing").contact_adapter is None


def test_routed_stats_count_both_decodes() -> None:
    first = DecodeStats("mtp", prompt_tokens=10, tokens=12, passes=3, prefill_ms=5, decode_ms=30, draft_ms=4,
                        verify_ms=20)
    second = DecodeStats("mtp", prompt_tokens=10, tokens=16, passes=4, prefill_ms=6, decode_ms=40, draft_ms=5,
                         verify_ms=25)
    both = first + second
    assert (both.tokens, both.passes, both.prompt_tokens) == (28, 7, 20)
    assert both.ms == first.ms + second.ms
    assert both.tokens_per_pass == 4.0


@pytest.fixture(scope="module")
def random_contacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A random adapter to route to: its answers differ from the calls adapter's."""
    from transformers import AutoModelForCausalLM

    from models.lm import resolve_model_dir
    from tests.conftest import random_adapter

    if not (BUNDLED_ADAPTER / "adapter_config.json").is_file():
        pytest.skip("no calls adapter installed")
    path = tmp_path_factory.mktemp("route") / "contacts"
    random_adapter(AutoModelForCausalLM.from_pretrained(resolve_model_dir(Settings())), path, seed=5)
    return path


@pytest.fixture(scope="module", params=["swap", "second_model"])
def routed_caller(request: pytest.FixtureRequest, random_contacts: Path):
    """The committed calls model routing its contact answers to the random adapter, held either way."""
    from models.caller import FunctionCaller

    return FunctionCaller(Settings(threads=2, quantization="none", contact_adapter_dir=random_contacts,
                                   contact_route=request.param))


@pytest.mark.slow
def test_a_create_contact_answer_is_replaced_by_the_contact_adapters(routed_caller) -> None:
    command = "add ana sofia reyes to my contacts"
    own = routed_caller._decode(command, "mtp", NOW)[0]
    assert routed_caller._text(own).startswith("create_contact(")
    second = routed_caller._decode(command, "mtp", NOW, routed_caller.contacts)[0]
    prediction = routed_caller.predict(command, NOW, "mtp")
    assert prediction.routed
    assert prediction.raw == routed_caller._text(second) != routed_caller._text(own)
    assert prediction.stats.tokens == own.stats.tokens + second.stats.tokens


@pytest.mark.slow
def test_other_answers_are_the_calls_adapters_alone(routed_caller) -> None:
    assert routed_caller.contacts is not None
    for command in ("turn on the flashlight", "call ana sofia reyes", "what's the capital of peru"):
        prediction = routed_caller.predict(command, NOW, "mtp")
        own = routed_caller._decode(command, "mtp", NOW)[0]
        assert not prediction.routed, command
        assert prediction.raw == routed_caller._text(own)
        assert prediction.stats.tokens == own.stats.tokens


@pytest.mark.slow
def test_the_contact_weights_share_the_calls_models_embeddings_or_the_model_itself(routed_caller) -> None:
    """A LoRA leaves the embeddings alone, so a second model reads the calls model's (113 MB in float32);
    a swap holds no second model at all."""
    mine, theirs = routed_caller.lm.model, routed_caller.contacts.model
    if routed_caller.settings.contact_route == "swap":
        assert theirs is mine
        return
    assert theirs.get_input_embeddings() is mine.get_input_embeddings()
    assert theirs.lm_head is mine.lm_head


@pytest.mark.slow
def test_the_swap_answers_as_the_second_model_does(random_contacts: Path) -> None:
    from models.caller import FunctionCaller

    swap, second = (FunctionCaller(Settings(threads=2, quantization="none", contact_adapter_dir=random_contacts,
                                            contact_route=route)) for route in ("swap", "second_model"))
    for command in ("add ana sofia reyes to my contacts", "save jo park as a new contact"):
        answers = [c._decode(command, "mtp", NOW, c.contacts)[0].token_ids for c in (swap, second)]
        assert answers[0] == answers[1], command


def test_int8_holds_the_contact_adapter_as_a_second_model(smol_layer) -> None:
    """int8's fused projections cannot take a swap, so "swap" falls back to the second model there."""
    import copy

    from models.caller import held_as
    from models.int8 import prepare_int8

    assert held_as(Settings(contact_route="swap"), smol_layer) == "swap"
    assert held_as(Settings(contact_route="second_model"), smol_layer) == "second_model"
    assert held_as(Settings(contact_route="swap"), prepare_int8(copy.deepcopy(smol_layer))) == "second_model"


def test_embeddings_that_differ_are_not_shared(smol_layer) -> None:
    import copy

    import torch

    from models.lm import share_embeddings

    other = copy.deepcopy(smol_layer)
    with torch.no_grad():
        other.get_input_embeddings().weight[3, 0] += 1
    assert not share_embeddings(smol_layer, other)
    assert other.get_input_embeddings() is not smol_layer.get_input_embeddings()
    assert share_embeddings(smol_layer, copy.deepcopy(smol_layer))


def test_a_broken_contact_adapter_leaves_routing_off_with_a_warning(smol_layer, tmp_path: Path, caplog) -> None:
    """The contact adapter is optional: a damaged one must not stop the calls model from loading."""
    from types import SimpleNamespace

    from models.caller import FunctionCaller
    from tests.conftest import random_adapter

    random_adapter(smol_layer, tmp_path / "calls", seed=1)
    no_weights = installed(tmp_path / "no-weights")
    bad_config = tmp_path / "bad-config"
    random_adapter(smol_layer, bad_config, seed=2)
    (bad_config / "adapter_config.json").write_text("{not json")
    caller = FunctionCaller.__new__(FunctionCaller)
    caller.lm = SimpleNamespace(model=smol_layer, adapter=tmp_path / "calls")
    for broken in (no_weights, bad_config):
        settings = Settings(adapter_dir=tmp_path / "calls", contact_adapter_dir=broken)
        with caplog.at_level("WARNING", logger="models.caller"):
            assert caller._contact_weights(settings) is None
        assert "contact answers are not routed: cannot" in caplog.text and str(broken) in caplog.text
        caplog.clear()
    assert all(not layer._forward_hooks for layer in smol_layer.modules())
