"""The simulated device: every handler, persistence, atomicity, history and error mapping."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import NOW, make_call

from app.errors import StateError
from functions.backend import HANDLERS, DeviceState, SqliteDevice
from functions.calls import FunctionCall
from functions.dispatch import CommandFailed

ROOT = Path(__file__).resolve().parents[1]

CATALOG = {
    "turn_on_flashlight", "turn_off_flashlight", "create_contact", "send_email", "show_map",
    "open_wifi_settings", "create_calendar_event", "set_bluetooth", "set_do_not_disturb",
    "set_brightness", "set_volume", "adjust_volume", "set_mute", "set_alarm", "cancel_alarm",
    "set_timer", "cancel_timer", "get_time", "create_reminder", "add_to_list", "create_note",
    "send_message", "call_contact", "get_weather", "set_lights", "set_thermostat", "play_media",
    "control_media", "move_robot", "stop_robot",
}


def run(device: SqliteDevice, *calls: FunctionCall, transcript: str = "test") -> list[str]:
    results = device.apply(calls, transcript=transcript, source="text", latencies={"asr_ms": 1.0}, now=NOW)
    assert all(r.status == "done" for r in results)
    return [r.message for r in results]


def test_every_catalog_function_has_a_handler() -> None:
    assert set(HANDLERS) == CATALOG


Check = Callable[[DeviceState], bool]

HANDLER_CASES: list[tuple[FunctionCall, Check]] = [
    (make_call("turn_on_flashlight"), lambda s: s.settings.flashlight),
    (make_call("create_contact", first_name="Ada", last_name="Lovelace", phone_number="555", email=None),
     lambda s: s.contacts[0].first_name == "Ada" and s.contacts[0].phone_number == "555"),
    (make_call("send_email", to="bob@x.org", subject="Hi", body="Lunch?"),
     lambda s: (s.outbox[0].kind, s.outbox[0].recipient, s.outbox[0].subject) == ("email", "bob@x.org", "Hi")),
    (make_call("show_map", query="coffee near me"), lambda s: s.map_queries[0].query == "coffee near me"),
    (make_call("open_wifi_settings"), lambda s: s.settings.wifi_settings_opened == 1),
    (make_call("create_calendar_event", title="Dentist", datetime="2026-03-15T15:00:00"),
     lambda s: s.calendar[0].title == "Dentist" and s.calendar[0].datetime.hour == 15),
    (make_call("set_bluetooth", enabled=True), lambda s: s.settings.bluetooth),
    (make_call("set_do_not_disturb", enabled=True), lambda s: s.settings.do_not_disturb),
    (make_call("set_brightness", level=80), lambda s: s.settings.brightness == 80),
    (make_call("set_volume", level=20), lambda s: s.settings.volume == 20),
    (make_call("adjust_volume", direction="up"), lambda s: s.settings.volume == 60),
    (make_call("set_mute", muted=True), lambda s: s.settings.muted),
    (make_call("set_alarm", time="07:30", label="gym"),
     lambda s: [(a.time, a.label, a.enabled) for a in s.alarms] == [("07:30", "gym", True)]),
    (make_call("set_timer", duration_seconds=300, label="tea"),
     lambda s: s.timers[0].label == "tea" and (s.timers[0].ends_at - s.timers[0].started_at).seconds == 300),
    (make_call("create_reminder", text="call mum", datetime=None),
     lambda s: s.reminders[0].text == "call mum" and s.reminders[0].datetime is None),
    (make_call("add_to_list", item="milk", list_name="shopping"),
     lambda s: [(n.name, n.items) for n in s.lists] == [("shopping", ["milk"])]),
    (make_call("create_note", text="park on level 3"), lambda s: s.notes[0].text == "park on level 3"),
    (make_call("send_message", recipient="Jenny", body="home at six"),
     lambda s: (s.outbox[0].kind, s.outbox[0].body) == ("message", "home at six")),
    (make_call("call_contact", name="Mom"), lambda s: (s.outbox[0].kind, s.outbox[0].recipient) == ("call", "Mom")),
    (make_call("get_weather", location="Paris", date="2026-03-15"),
     lambda s: s.weather_requests[0].location == "Paris" and str(s.weather_requests[0].date) == "2026-03-15"),
    (make_call("set_lights", on=True, room="kitchen", brightness=40, color="blue"),
     lambda s: [(x.room, x.on, x.brightness, x.color) for x in s.lights if x.room] == [("kitchen", True, 40, "blue")]),
    (make_call("set_thermostat", temperature=21), lambda s: s.settings.thermostat == 21),
    (make_call("play_media", query="daft punk", media_type="music"),
     lambda s: (s.media.query, s.media.state, s.media.track) == ("daft punk", "playing", 0)),
    (make_call("move_robot", direction="forward", distance_cm=50), lambda s: (s.robot.x_cm, s.robot.y_cm) == (0, 50)),
    (make_call("stop_robot"), lambda s: s.robot.motion == "stopped" and s.robot.stops == 1),
]


@pytest.mark.parametrize("call, check", HANDLER_CASES, ids=[c.name for c, _ in HANDLER_CASES])
def test_handler_changes_state(device: SqliteDevice, call: FunctionCall, check: Check) -> None:
    [message] = run(device, call)
    assert message
    assert check(device.snapshot())


def test_flashlight_off_after_on(device: SqliteDevice) -> None:
    run(device, make_call("turn_on_flashlight"), make_call("turn_off_flashlight"))
    assert not device.snapshot().settings.flashlight


def test_handler_messages(device: SqliteDevice) -> None:
    messages = run(
        device,
        make_call("set_alarm", time="07:30", label=None),
        make_call("get_time"),
        make_call("get_weather", location="Paris", date=None),
        make_call("set_timer", duration_seconds=5400, label=None),
    )
    assert messages == [
        "Alarm set for 07:30",
        "It is 10:42",
        "Weather for Paris requested (simulated: no network)",
        "Timer set for 1 h 30 min",
    ]


def test_contact_saved_by_first_name_alone_has_no_trailing_space(device: SqliteDevice) -> None:
    messages = run(device, make_call("create_contact", first_name="isabel", last_name="", phone_number=None,
                                     email=None))
    assert messages == ["Contact isabel created"]
    assert [(c.first_name, c.last_name) for c in device.snapshot().contacts] == [("isabel", "")]


def test_volume_steps_are_clamped(device: SqliteDevice) -> None:
    run(device, make_call("set_volume", level=95), make_call("adjust_volume", direction="up"))
    assert device.snapshot().settings.volume == 100
    run(device, make_call("set_volume", level=5), make_call("adjust_volume", direction="down"))
    assert device.snapshot().settings.volume == 0


def test_cancel_alarms_one_and_all(device: SqliteDevice) -> None:
    run(device, make_call("set_alarm", time="07:30", label=None), make_call("set_alarm", time="08:00", label=None))
    assert run(device, make_call("cancel_alarm", time="07:30")) == ["Alarm for 07:30 cancelled"]
    assert [a.enabled for a in device.snapshot().alarms] == [False, True]
    assert run(device, make_call("cancel_alarm", time="09:00")) == ["No alarm set for 09:00"]
    run(device, make_call("cancel_alarm", time=None))
    assert not any(a.enabled for a in device.snapshot().alarms)
    run(device, make_call("set_alarm", time="07:30", label="again"))
    assert [(a.time, a.enabled) for a in device.snapshot().alarms] == [("07:30", True), ("08:00", False)]


def test_cancel_timer_by_label_ignores_case(device: SqliteDevice) -> None:
    run(device, make_call("set_timer", duration_seconds=60, label="Tea"),
        make_call("set_timer", duration_seconds=90, label="eggs"))
    run(device, make_call("cancel_timer", label="tea"))
    assert [t.label for t in device.snapshot().timers] == ["eggs"]
    run(device, make_call("cancel_timer", label=None))
    assert device.snapshot().timers == []


def test_lights_without_room_apply_to_every_room(device: SqliteDevice) -> None:
    run(device, make_call("set_lights", on=True, room="kitchen", brightness=None, color="red"))
    run(device, make_call("set_lights", on=None, room=None, brightness=30, color=None))
    lights = {x.room: x for x in device.snapshot().lights}
    assert lights[None].on and lights[None].brightness == 30
    assert lights["kitchen"].brightness == 30 and lights["kitchen"].color == "red"
    run(device, make_call("set_lights", on=False, room=None, brightness=None, color=None))
    assert not any(x.on for x in device.snapshot().lights)


def test_media_controls(device: SqliteDevice) -> None:
    assert run(device, make_call("control_media", action="pause")) == ["Nothing is playing"]
    run(device, make_call("play_media", query="jazz", media_type="radio"),
        make_call("control_media", action="next"), make_call("control_media", action="next"),
        make_call("control_media", action="previous"), make_call("control_media", action="pause"))
    media = device.snapshot().media
    assert (media.media_type, media.track, media.state) == ("radio", 1, "paused")
    run(device, make_call("control_media", action="resume"))
    assert device.snapshot().media.state == "playing"
    run(device, make_call("control_media", action="stop"))
    assert device.snapshot().media.state == "stopped"


def test_robot_turns_then_moves(device: SqliteDevice) -> None:
    run(device, make_call("move_robot", direction="right", distance_cm=20),
        make_call("move_robot", direction="backward", distance_cm=5),
        make_call("move_robot", direction="left", distance_cm=None))
    robot = device.snapshot().robot
    assert (robot.x_cm, robot.y_cm, robot.heading_deg) == (15, 0, 0)
    run(device, make_call("move_robot", direction="forward", distance_cm=None))
    assert device.snapshot().robot.motion == "moving forward"


def test_unknown_function_raises(device: SqliteDevice) -> None:
    with pytest.raises(StateError, match="no handler for function 'fly'"):
        run(device, make_call("fly"))


def test_state_survives_restart(db_path: Path) -> None:
    with SqliteDevice(db_path) as first:
        run(first, make_call("set_alarm", time="06:45", label=None), make_call("add_to_list", item="eggs", list_name="shopping"))
    with SqliteDevice(db_path) as second:
        state = second.snapshot()
        assert [a.time for a in state.alarms] == ["06:45"]
        assert state.lists[0].items == ["eggs"]
        assert len(second.history(10)) == 1


def test_concurrent_writers_wait_for_each_other(db_path: Path) -> None:
    """Busy timeout: writers on separate connections queue instead of failing."""
    devices = [SqliteDevice(db_path) for _ in range(4)]

    def add_items(index: int) -> None:
        for item in range(10):
            run(devices[index], make_call("add_to_list", item=f"{index}-{item}", list_name="shopping"))

    threads = [threading.Thread(target=add_items, args=(i,)) for i in range(len(devices))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(devices[0].snapshot().lists[0].items) == 40
    assert len(devices[0].history(100)) == 40
    for dev in devices:
        dev.close()


def test_database_uses_wal(device: SqliteDevice, db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_failed_command_leaves_no_partial_state(device: SqliteDevice) -> None:
    calls = [make_call("set_alarm", time="07:30", label=None), make_call("set_volume", level=150)]
    with pytest.raises(CommandFailed) as caught:
        run(device, *calls, transcript="alarm and loud")
    assert [r.status for r in caught.value.results] == ["failed", "failed"]
    assert "set_volume failed" in caught.value.message
    state = device.snapshot()
    assert state.alarms == [] and state.settings.volume == 50
    [entry] = device.history(5)
    assert (entry.ok, entry.transcript) == (False, "alarm and loud")
    assert "set_volume" in (entry.error or "")
    assert [o.status for o in entry.outcomes] == ["failed", "failed"]


def test_history_records_command(device: SqliteDevice) -> None:
    run(device, make_call("set_alarm", time="07:30", label=None), transcript="wake me at 7:30")
    device.record_only([], [], transcript="tell me a joke", source="audio", latencies={"asr_ms": 3.0}, now=NOW)
    first, second = device.history(10)
    assert first.calls[0].name == "set_alarm" and first.calls[0].arguments == {"time": "07:30", "label": None}
    assert first.outcomes[0].message == "Alarm set for 07:30"
    assert first.latencies["asr_ms"] == 1.0 and "exec_ms" in first.latencies
    assert (second.source, second.calls, second.ok) == ("audio", [], True)
    assert [e.transcript for e in device.history(1)] == ["tell me a joke"]


def test_history_is_append_only(device: SqliteDevice, db_path: Path) -> None:
    run(device, make_call("get_time"))
    conn = sqlite3.connect(db_path)
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM history")
    conn.close()


def test_render_is_readable(device: SqliteDevice) -> None:
    run(device, make_call("set_alarm", time="07:30", label="gym"), make_call("add_to_list", item="milk", list_name="shopping"))
    text = device.snapshot().render()
    assert "Alarms\n  07:30 gym" in text
    assert "shopping: milk" in text
    assert "Timers\n  none" in text


def _assert_one_line(err: StateError) -> None:
    assert "\n" not in err.message and err.hint and "VOXCALL_DB_PATH" in err.hint


def test_read_only_database_is_a_state_error(db_path: Path) -> None:
    SqliteDevice(db_path).close()
    with SqliteDevice(db_path, read_only=True) as dev:
        assert dev.snapshot().settings.volume == 50
        with pytest.raises(StateError, match="cannot open or write") as caught:
            run(dev, make_call("get_time"))
    _assert_one_line(caught.value)


_WRITE_ONCE = r"""
import sys
from app.errors import StateError
from functions.backend import SqliteDevice
try:
    with SqliteDevice(sys.argv[1]) as dev:
        dev.record_only([], [], transcript="x", source="text", latencies={})
except StateError as err:
    sys.stdout.write(err.message + "\n" + err.hint + "\n")
    sys.exit(3)
"""


def _unprivileged(argv: list[str]) -> list[str]:
    """Root ignores file modes; run as root without the capabilities that let it."""
    if os.geteuid() != 0:
        return argv
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root and setpriv is missing, so permissions cannot be enforced")
    caps = "-dac_override,-dac_read_search"
    return [setpriv, "--bounding-set", caps, "--inh-caps", caps, *argv]


@pytest.mark.parametrize("fresh", [False, True], ids=["read-only-file", "read-only-folder"])
def test_permissions_are_a_state_error(tmp_path: Path, fresh: bool) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    db_path = folder / "state.db"
    if not fresh:
        SqliteDevice(db_path).close()
        db_path.chmod(0o444)
    folder.chmod(0o555)
    try:
        argv = _unprivileged([sys.executable, "-c", _WRITE_ONCE, str(db_path)])
        done = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=60)
    finally:
        folder.chmod(0o755)
    assert done.returncode == 3, done.stderr
    message, hint = done.stdout.splitlines()
    assert "cannot open or write" in message and "check permissions" in hint
    assert "Traceback" not in done.stderr


def test_folder_that_cannot_be_created_is_a_state_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(StateError, match="cannot create the folder") as caught:
        SqliteDevice(tmp_path / "file" / "state.db")
    _assert_one_line(caught.value)


def test_locked_database_is_a_state_error(db_path: Path) -> None:
    SqliteDevice(db_path).close()
    holder = sqlite3.connect(db_path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with SqliteDevice(db_path, busy_timeout_s=0.1) as dev:
            with pytest.raises(StateError, match="locked") as caught:
                run(dev, make_call("get_time"))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    _assert_one_line(caught.value)


def test_file_that_is_not_a_database_is_a_state_error(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_text("these are my shopping notes, not a database\n" * 20)
    with pytest.raises(StateError, match="not a usable voxcall state database") as caught:
        SqliteDevice(db_path)
    _assert_one_line(caught.value)


def test_newer_schema_is_refused(db_path: Path) -> None:
    SqliteDevice(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(StateError, match="newer than this voxcall"):
        SqliteDevice(db_path)
