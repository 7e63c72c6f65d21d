"""The cleanup adapter's prompt prefix is built under the lock it shares with the function caller."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace

from app.settings import Settings
from app.vocabulary import Vocabulary


def test_the_swap_is_on_only_while_the_callers_lock_is_held(monkeypatch, tmp_path) -> None:
    """A cleaner made beside the caller (the UI, in a worker) switches its adapter in to build its prefix; a
    command decoding at that moment would otherwise run on the cleanup weights."""
    import models.cleanup as cleanup

    lock, held = threading.Lock(), []

    @contextmanager
    def active() -> Iterator[None]:
        held.append(lock.locked())
        yield

    monkeypatch.setattr(cleanup, "build_prefix_cache", lambda model, ids: None)
    monkeypatch.setattr(cleanup, "prefix_ids", lambda tokenizer, style: [])
    lm = SimpleNamespace(model=None, tokenizer=None, stop_ids=frozenset())
    settings = Settings(mtp_head_dir=tmp_path, dictation_mtp_head_dir=tmp_path)
    cleanup.DictationCleaner(settings, lm, Vocabulary(), lock=lock, active=active)
    assert held == [True]
    assert not lock.locked()
