"""`voxcall ui --kiosk`: the same engine, locked down for unattended demos.

A kiosk must not hand a passer-by the machine: the command palette is off,
the quit keys do nothing, there is no file picker, and only the configured
exit chord (keys pressed in turn, `VOXCALL_KIOSK_EXIT_CHORD`) ends the app.
After `VOXCALL_KIOSK_IDLE_SECONDS` without a key or a command the screen
and the device start afresh for the next visitor, in a state file of the
kiosk's own so a person's real device state is never wiped.
"""

from __future__ import annotations

import logging
import time

from textual import events
from textual.screen import Screen

from app.settings import Settings
from app.ui.app import VoxcallApp
from app.ui.confirm import ConfirmScreen
from app.ui.kiosk import KioskScreen
from app.ui.notify import FiredNotice

log = logging.getLogger(__name__)

CHORD_SECONDS = 2.0
KIOSK_DB = "kiosk-state.db"
KIOSK_HINT = "Press SPACE and speak, or press D to hear the demo commands."


def kiosk_settings(settings: Settings) -> Settings:
    """The kiosk keeps its device state next to the normal one, never in it."""
    return settings.model_copy(update={"db_path": settings.state_db.with_name(KIOSK_DB)})


class KioskApp(VoxcallApp):
    ENABLE_COMMAND_PALETTE = False
    idle_hint = KIOSK_HINT
    no_mic_hint = "Press D to hear the demo commands."
    next_mic_key = "M"

    def __init__(self, settings: Settings, **kwargs) -> None:
        super().__init__(kiosk_settings(settings), **kwargs)
        self.chord = [key.strip() for key in settings.kiosk_exit_chord.split(",") if key.strip()]
        self._chord_pos = 0
        self._chord_at = 0.0
        self.last_activity = time.monotonic()
        self.resets = 0

    def get_default_screen(self) -> Screen:
        return KioskScreen(self.samples_dir)

    async def on_event(self, event: events.Event) -> None:
        """Every key counts as activity and as a step of the exit chord, whatever has focus."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            self.last_activity = time.monotonic()
            self.follow_chord(event.key)
        await super().on_event(event)

    def follow_chord(self, key: str) -> None:
        now = time.monotonic()
        if self._chord_pos and now - self._chord_at > CHORD_SECONDS:
            self._chord_pos = 0
        if key == self.chord[self._chord_pos]:
            self._chord_pos += 1
            self._chord_at = now
        else:
            self._chord_pos = 1 if key == self.chord[0] else 0
            self._chord_at = now
        if self._chord_pos == len(self.chord):
            log.info("kiosk exit chord entered")
            self.exit()

    async def action_quit(self) -> None:
        """Ctrl+Q and friends do nothing here; only the exit chord leaves."""

    def action_help_quit(self) -> None:
        """Ctrl+C would advertise the quit key; a kiosk keeps quiet."""

    def action_open_file(self) -> None:
        """No file picker: it would let a visitor browse the machine's files."""

    def tick(self) -> None:
        super().tick()
        self.idle_check()

    def idle_check(self) -> None:
        """After the idle time, answer open dialogs with "no", let the command finish, then reset."""
        if self.recorder.active:
            self.last_activity = time.monotonic()
        if time.monotonic() - self.last_activity < self.settings.kiosk_idle_seconds:
            return
        top = self.screen
        if isinstance(top, (ConfirmScreen, FiredNotice)):
            top.dismiss(False if isinstance(top, ConfirmScreen) else None)
            return
        if self.busy or self.queue:
            return
        self.reset_kiosk()

    def reset_kiosk(self) -> None:
        """A clean screen and a fresh device for the next visitor."""
        self.stop_scheduler()
        self.assistant.fresh_device()
        self.start_scheduler()
        self.last_report = None
        self.reset_panels()
        self.refresh_device()
        self.resets += 1
        self.last_activity = time.monotonic()
