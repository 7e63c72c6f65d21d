"""The README's screenshots, from a real run: `python -m app.ui.screenshots docs/screenshots`.

Both screens run headless on the real models (loaded once, shared), in a
fresh temporary state file. The main screen gets two typed commands and one
sample recording replayed as the microphone (through endpointing and partial
transcripts); the kiosk gets one demo sample. Each command's latency
breakdown is logged, so the figures quoted next to the pictures can be
checked against the run that drew them.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import tempfile
from pathlib import Path

from app.commands import quiet_libraries
from app.pipeline import CommandReport, Pipeline
from app.settings import Settings
from app.ui.app import SAMPLES, VoxcallApp
from app.ui.kiosk_app import KioskApp
from app.ui.mic import WavFileSource

log = logging.getLogger("voxcall.screenshots")

SIZE = (130, 42)
TYPED = ("wake me up at seven thirty", "set a pasta timer for ten minutes")
SPOKEN = SAMPLES / "05_kitchen_lights.wav"
KIOSK_SAMPLE = SAMPLES / "02_wake_up.wav"


def describe(report: CommandReport) -> str:
    lat, stats = report.latencies, report.prediction.stats
    calls = "; ".join(call.describe() for call in report.prediction.calls) or "none"
    return (f"{report.source} {report.text!r} -> {calls}: asr {lat.asr_ms:.0f} ms, lm {lat.lm_ms:.0f} ms, "
            f"exec {lat.exec_ms:.1f} ms, {stats.tokens} tokens, {stats.passes} passes, "
            f"{stats.tokens_per_pass:.2f} tokens/pass, {stats.mode}")


async def wait_for(pilot, condition, seconds: float = 120.0) -> None:
    for _ in range(int(seconds / 0.1)):
        if condition():
            return
        await pilot.pause(0.1)
    raise TimeoutError("the UI did not get there in time")


async def finish(app: VoxcallApp, pilot, before: CommandReport | None) -> None:
    await wait_for(pilot, lambda: app.last_report is not before and not app.busy)
    log.info("%s", describe(app.last_report))


async def main_screen(settings: Settings, pipeline: Pipeline, out: Path) -> None:
    app = VoxcallApp(settings, pipeline=pipeline, open_source=lambda: WavFileSource(SPOKEN, settings))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.models_ready)
        for text in TYPED:
            before = app.last_report
            app.home.query_one("#command").value = text
            await pilot.press("enter")
            await finish(app, pilot, before)
        before = app.last_report
        await pilot.press("f3")
        await finish(app, pilot, before)
        await wait_for(pilot, lambda: not app.recorder.active)
        await pilot.pause(1.0)
        app.save_screenshot("ui-main.svg", str(out))


async def kiosk_screen(settings: Settings, pipeline: Pipeline, out: Path) -> None:
    app = KioskApp(settings, pipeline=pipeline)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.models_ready)
        app.run_file(KIOSK_SAMPLE, f"demo {KIOSK_SAMPLE.name}")
        await finish(app, pilot, None)
        await pilot.pause(1.0)
        app.save_screenshot("ui-kiosk.svg", str(out))


async def run(out: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(db_path=Path(scratch) / "state.db")
        pipeline = Pipeline(settings)
        await main_screen(settings, pipeline, out)
        await kiosk_screen(settings, pipeline, out)


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    for noisy in ("faster_whisper", "transformers", "models", "app.ui.engine"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    quiet_libraries()
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    asyncio.run(run(out))
    log.info("wrote %s and %s", out / "ui-main.svg", out / "ui-kiosk.svg")


if __name__ == "__main__":
    main()
