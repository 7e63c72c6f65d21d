"""`voxcall ui` on the command line: the subcommand, the kiosk flag, and logs kept off the screen."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app import cli
from app.ui.app import VoxcallApp
from app.ui.kiosk_app import KioskApp


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[type]:
    """Record which app would run instead of taking over the terminal; restore logging afterwards."""
    runs: list[type] = []
    monkeypatch.setattr(VoxcallApp, "run", lambda app: runs.append(type(app)))
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield runs
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(level)


@pytest.mark.parametrize(("argv", "expected"), [([], VoxcallApp), (["--kiosk"], KioskApp)])
def test_ui_subcommand_runs_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[type],
                                    argv: list[str], expected: type) -> None:
    monkeypatch.setenv("VOXCALL_DATA_DIR", str(tmp_path / "data"))
    assert cli.main(["--db", str(tmp_path / "state.db"), "ui", *argv]) == 0
    assert started == [expected]
    handlers = logging.getLogger().handlers
    assert [type(h) for h in handlers] == [logging.FileHandler]
    assert Path(handlers[0].baseFilename) == tmp_path / "data" / "ui.log"
