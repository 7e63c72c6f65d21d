"""The terminal user interface (`voxcall ui`), built with Textual."""

from __future__ import annotations

import logging

from app.settings import Settings

log = logging.getLogger(__name__)


def _log_to_file(settings: Settings) -> None:
    """While Textual owns the terminal, log lines would tear the screen: they go to a file."""
    path = settings.data_dir / "ui.log"
    path.parent.mkdir(parents=True, exist_ok=True)
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    file_handler = logging.FileHandler(path, encoding="utf-8")
    file_handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(file_handler)


def run_ui(settings: Settings, kiosk: bool) -> int:
    """Run the interface until it is quit (or, in the kiosk, until the exit chord)."""
    from app.ui.app import VoxcallApp
    from app.ui.kiosk_app import KioskApp

    _log_to_file(settings)
    app = KioskApp(settings) if kiosk else VoxcallApp(settings)
    app.run()
    return app.return_code or 0
