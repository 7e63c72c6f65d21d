"""Timers and alarms that actually go off while a voxcall process runs.

A daemon thread polls the device every `poll_seconds` and hands each event
that became due to `on_event`. The device marks an event fired in the same
transaction that finds it, so when several processes share one state file
each timer and alarm is announced exactly once, by whichever polled first.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import datetime

from app.errors import StateError
from functions.backend.clock import FiredEvent
from functions.backend.sqlite import SqliteDevice

log = logging.getLogger(__name__)

__all__ = ["FiredEvent", "Scheduler", "due_events"]


def due_events(device: SqliteDevice, now: datetime) -> list[FiredEvent]:
    """Claim and return what is due at `now`: timers past their end, alarms whose time came."""
    return device.claim_due_events(now)


class Scheduler:
    """Polls for due events on a background thread; use as a context manager."""

    def __init__(
        self,
        device: SqliteDevice,
        on_event: Callable[[FiredEvent], None],
        poll_seconds: float = 0.5,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.device = device
        self.on_event = on_event
        self.poll_seconds = poll_seconds
        self.clock = clock
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, name="voxcall-scheduler", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the thread to end and wait for it (not when called from `on_event` itself)."""
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def __enter__(self) -> Scheduler:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def poll_once(self) -> list[FiredEvent]:
        """One poll: claim due events and notify; errors are logged so the thread survives."""
        try:
            events = due_events(self.device, self.clock())
        except StateError as err:
            log.warning("scheduler poll failed: %s", err)
            return []
        for event in events:
            self._notify(event)
        return events

    def _notify(self, event: FiredEvent) -> None:
        try:
            self.on_event(event)
        except Exception:
            log.exception("on_event failed for %s", event)

    def _loop(self) -> None:
        while not self._stop.is_set():
            self.poll_once()
            self._stop.wait(self.poll_seconds)
