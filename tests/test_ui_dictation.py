"""Pilot tests of the UI's dictation mode and vocabulary dialog, with the models and the cleaner faked."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console

from app import vocabulary as vocab_file
from app.ui.app import VoxcallApp
from app.ui.dictation_panel import DictationPanel
from app.ui.kiosk_app import KioskApp
from app.ui.latency import LatencyPanel
from app.ui.mic import WavFileSource
from app.ui.picker import AudioTree, FilePicker
from app.ui.transcript import TranscriptPanel
from app.ui.vocabulary_dialog import VocabularyScreen
from app.vocabulary import Vocabulary
from models.cleanup import _cleanup_dir
from ui_support import NO_MIC, NOW, SAMPLES, FakeCleaner, FakePipeline, fake_settings

pytestmark = pytest.mark.asyncio


class Cleaners:
    """A cleaner factory that remembers what it made."""

    def __init__(self, delay_s: float = 0.0) -> None:
        self.delay_s = delay_s
        self.made: list[FakeCleaner] = []

    def __call__(self, caller: object, vocabulary: Vocabulary) -> FakeCleaner:
        cleaner = FakeCleaner(vocabulary, self.delay_s)
        self.made.append(cleaner)
        return cleaner


def make_app(tmp_path: Path, cleaners: Cleaners | None = None, **kwargs: object) -> VoxcallApp:
    settings = fake_settings(tmp_path, vocabulary_file=tmp_path / "vocabulary.txt", **kwargs.pop("settings", {}))
    return VoxcallApp(settings, pipeline=FakePipeline(settings), clock=lambda: NOW, inventory=NO_MIC,
                      make_cleaner=cleaners or Cleaners(), **kwargs)


async def wait_for(pilot, condition, seconds: float = 15.0) -> bool:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return True
        await pilot.pause(0.05)
    return bool(condition())


async def dictation_on(app: VoxcallApp, pilot) -> None:
    assert await wait_for(pilot, lambda: app.models_ready)
    await pilot.press("f7")
    assert await wait_for(pilot, lambda: app.cleaner_state == "ready"), app.cleaner_error


async def dictate_typed(app: VoxcallApp, pilot, text: str) -> None:
    lines = len(app.home.query_one(DictationPanel).clean_lines())
    app.home.query_one("#command").value = text
    await pilot.press("enter")
    assert await wait_for(pilot, lambda: len(app.home.query_one(DictationPanel).clean_lines()) > lines
                          and not app.dictation_busy)


def plain(content: object) -> str:
    """A widget's rich content as the terminal would print it."""
    console = Console(width=120)
    with console.capture() as captured:
        console.print(content)
    return captured.get()


def rows(app: VoxcallApp) -> list[tuple[str, str]]:
    """(raw, clean) per row, as the two columns show them."""
    panel = app.home.query_one(DictationPanel)
    return [(str(row.raw.render()), str(row.clean.render()).split("\n")[0]) for row in panel.rows.values()]


def nothing_ran(app: VoxcallApp) -> bool:
    state = app.assistant.state()
    return app.last_report is None and app.assistant.history() == [] and not state.settings.flashlight


async def test_f7_toggles_between_commands_and_dictation(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        panel = app.home.query_one(DictationPanel)
        assert not panel.display or not panel.region.height
        await dictation_on(app, pilot)
        assert app.dictating and panel.region.height > 0
        assert not app.home.query_one("#calls").region.height
        assert "ready" in str(panel.status.render())
        await pilot.press("f7")
        await pilot.pause()
        assert not app.dictating and not panel.region.height
        assert app.home.query_one("#calls").region.height > 0


async def test_typed_dictation_shows_raw_and_clean_and_executes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await dictation_on(app, pilot)
        await dictate_typed(app, pilot, "um turn on the flashlight")
        assert rows(app) == [("um turn on the flashlight", "Turn on the flashlight.")]
        assert nothing_ran(app)
        latency = plain(app.home.query_one(LatencyPanel).content)
        assert "transcript→clean" in latency and "typed" in latency and "lookup" in latency
        assert app.last_dictation.stats.tokens == 9 and app.last_dictation.heard.asr_ms is None
        await dictate_typed(app, pilot, "uh second line")
        assert [clean for _, clean in rows(app)] == ["Turn on the flashlight.", "Second line."]


async def test_wav_as_microphone_in_dictation_gives_a_raw_clean_pair(tmp_path: Path) -> None:
    vocab_file.save(Vocabulary().add("Siobhan", ("shivaun",)), tmp_path / "vocabulary.txt")
    source = lambda: WavFileSource(SAMPLES / "03_timer.wav", fake_settings(tmp_path), speed=4.0)  # noqa: E731
    app = make_app(tmp_path, settings={"partial_seconds": 0.2}, open_source=source)
    async with app.run_test(size=(120, 40)) as pilot:
        await dictation_on(app, pilot)
        await pilot.press("f3")
        assert await wait_for(pilot, lambda: app.last_dictation is not None)
        assert rows(app) == [("um turn on the flashlight", "Turn on the flashlight.")]
        assert app.last_dictation.heard.asr_ms > 0
        assert app.assistant.pipeline.recognizer.hotwords == ["Siobhan"]
        assert await wait_for(pilot, lambda: not app.recorder.active)
        assert nothing_ran(app)


async def test_wav_from_the_picker_is_dictated_not_executed(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(SAMPLES)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await dictation_on(app, pilot)
        await pilot.press("f5")
        assert await wait_for(pilot, lambda: isinstance(app.screen, FilePicker)
                              and app.screen.query_one(AudioTree).root.children)
        await pilot.press("down", "enter")
        assert await wait_for(pilot, lambda: app.last_dictation is not None)
        assert rows(app) == [("um turn on the flashlight", "Turn on the flashlight.")]
        assert nothing_ran(app)


async def test_keys_work_while_the_cleaner_decodes(tmp_path: Path) -> None:
    app = make_app(tmp_path, Cleaners(delay_s=2.0))
    async with app.run_test(size=(120, 40)) as pilot:
        await dictation_on(app, pilot)
        app.home.query_one("#command").value = "a slow line"
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: len(app.home.query_one(DictationPanel).rows) == 1)
        await pilot.press(*"hello")
        await pilot.pause()
        assert app.dictation_busy and app.home.query_one("#command").value == "hello"
        assert "cleaning…" in rows(app)[0][1]
        assert await wait_for(pilot, lambda: not app.dictation_busy)
        assert rows(app) == [("a slow line", "A slow line.")]


async def test_f9_appends_the_new_clean_lines_to_dictation_txt(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await dictation_on(app, pilot)
        await dictate_typed(app, pilot, "first line")
        await pilot.press("f9")
        await dictate_typed(app, pilot, "second line")
        await pilot.press("f9", "f9")
        await pilot.pause()
        saved = tmp_path / "data" / "dictation.txt"
        assert saved.read_text() == "First line.\nSecond line.\n"
        assert any(str(saved) in str(n.message) for n in app._notifications)


async def test_vocabulary_dialog_adds_removes_and_rejects_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "vocabulary.txt"
    vocab_file.save(Vocabulary().add("GitHub"), path)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await dictation_on(app, pilot)
        await pilot.press("f8")
        assert await wait_for(pilot, lambda: isinstance(app.screen, VocabularyScreen))
        dialog = app.screen
        dialog.entry_input.value = "Siobhan: shivaun, chevonne"
        await pilot.press("enter")
        await pilot.pause()
        assert vocab_file.load(path).words == ["GitHub", "Siobhan"]
        dialog.entry_input.value = "Bad\x07word: x"
        await pilot.press("enter")
        await pilot.pause()
        assert "control" in str(dialog.message.render()) and dialog.message.has_class("error")
        assert vocab_file.load(path).words == ["GitHub", "Siobhan"]
        assert not app.last_report, "the dialog's line must not reach the command queue"
        dialog.entries.focus()
        dialog.entries.highlighted = 0
        await pilot.press("delete")
        await pilot.pause()
        assert vocab_file.load(path).words == ["Siobhan"]
        assert "Removed GitHub" in str(dialog.message.render())
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, VocabularyScreen)
        assert app.dictation.cleaner.vocabulary.words == ["Siobhan"]
        await dictate_typed(app, pilot, "um shivaun is here")
        assert rows(app)[-1] == ("um shivaun is here", "Siobhan is here.")


async def test_missing_cleanup_adapter_is_said_plainly_and_commands_go_on(tmp_path: Path) -> None:
    attempts: list[int] = []

    def no_adapter(caller: object, vocabulary: Vocabulary) -> FakeCleaner:
        attempts.append(1)
        _cleanup_dir(fake_settings(tmp_path, cleanup_adapter_dir=tmp_path / "no-adapter"))
        raise AssertionError("unreachable")

    app = make_app(tmp_path, no_adapter)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await wait_for(pilot, lambda: app.models_ready)
        await pilot.press("f7")
        assert await wait_for(pilot, lambda: app.cleaner_error is not None and not app.dictating)
        shown = str(app.home.query_one(TranscriptPanel).render())
        assert "Dictation is not available: no dictation-cleanup adapter in" in shown
        assert any("no dictation-cleanup adapter" in str(n.message) for n in app._notifications)
        app.cleaner_error = None
        await pilot.press("f7")
        assert await wait_for(pilot, lambda: app.cleaner_error is not None and not app.dictating)
        assert len(attempts) == 2, "a missing adapter is looked for again on the next F7"
        app.home.query_one("#command").value = "turn on the flashlight"
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: app.last_report is not None)
        assert app.assistant.state().settings.flashlight is True


async def test_a_broken_vocabulary_file_is_said_and_f7_works_once_it_is_fixed(tmp_path: Path) -> None:
    path = tmp_path / "vocabulary.txt"
    path.write_bytes(b"Sio\xe9bhan: shivaun\n")
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await wait_for(pilot, lambda: app.models_ready)
        await pilot.press("f7")
        assert await wait_for(pilot, lambda: app.cleaner_error is not None and not app.dictating)
        assert "is not UTF-8 text" in str(app.home.query_one(TranscriptPanel).render())
        path.write_text("Siobhan: shivaun\n", encoding="utf-8")
        await pilot.press("f7")
        assert await wait_for(pilot, lambda: app.cleaner_state == "ready")
        await dictate_typed(app, pilot, "shivaun called")
        assert rows(app) == [("shivaun called", "Siobhan called.")]


async def test_dictation_pressed_before_the_models_load_waits_for_them(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f7")
        assert app.dictating
        app.home.query_one("#command").value = "early words"
        await pilot.press("enter")
        assert await wait_for(pilot, lambda: app.last_dictation is not None)
        assert rows(app) == [("early words", "Early words.")]
        assert nothing_ran(app)


async def test_the_kiosk_has_no_dictation(tmp_path: Path) -> None:
    settings = fake_settings(tmp_path)
    app = KioskApp(settings, pipeline=FakePipeline(settings), clock=lambda: NOW, inventory=NO_MIC)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f7", "f8")
        await pilot.pause()
        assert not app.dictating and app.cleaner_state == "none"
        assert not isinstance(app.screen, VocabularyScreen)
