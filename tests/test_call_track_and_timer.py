"""Rules I, Z and Q: a call in progress, a shuffle or seek within a track, and a paused timer start or switch
nothing else (`benchmarks/results/call-track-and-timer-rules/`)."""

from __future__ import annotations

import pytest

from functions.guards import Rule
from functions.in_progress import (without_calls_for_a_call_in_progress, without_skips_for_seeking,
                                   without_timer_for_pausing)
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize(("rule", "answer", "command", "why"), [
    (without_calls_for_a_call_in_progress, "set_mute(muted=true)", "Put the call on speaker.",
     "voxcall cannot answer, decline, hold or put a phone call on speaker"),
    (without_calls_for_a_call_in_progress, "set_do_not_disturb(enabled=true)", "put this call on hold",
     "voxcall cannot answer"),
    (without_calls_for_a_call_in_progress, "set_do_not_disturb(enabled=false)", "decline this call",
     "voxcall cannot answer"),
    (without_calls_for_a_call_in_progress, 'call_contact(name="reject")', "reject the incoming call",
     "voxcall cannot answer"),
    (without_skips_for_seeking, 'control_media(action="next")', "Shuffle my playlist.",
     "voxcall cannot shuffle or seek within a track"),
    (without_skips_for_seeking, 'control_media(action="next")', "skip ahead 30 seconds",
     "voxcall cannot shuffle or seek within a track"),
    (without_skips_for_seeking, 'control_media(action="previous")', "go back ten seconds in this podcast",
     "voxcall cannot shuffle or seek within a track"),
    (without_skips_for_seeking, "set_timer(duration_seconds=120)", "fast forward two minutes",
     "voxcall cannot seek within a track"),
    (without_timer_for_pausing, "set_timer(duration_seconds=1)", "Pause the timer for a sec.",
     "voxcall cannot pause a timer"),
    (without_timer_for_pausing, "set_timer(duration_seconds=60)", "freeze the countdown for a minute",
     "voxcall cannot pause a timer"),
])
def test_a_call_for_something_in_progress_is_left_out(rule: Rule, answer: str, command: str, why: str) -> None:
    kept, notes = apply_rule(rule, answer, command)
    assert kept == [] and len(notes) == 1 and notes[0].startswith(f"left out {described(answer)[0]}: {why}")


@pytest.mark.parametrize(("rule", "answer", "command"), [
    (without_calls_for_a_call_in_progress, "set_mute(muted=true)", "mute the call"),
    (without_calls_for_a_call_in_progress, "set_do_not_disturb(enabled=true)", "hold all my calls for an hour"),
    (without_calls_for_a_call_in_progress, 'call_contact(name="dad")', "call dad on speakerphone"),
    (without_calls_for_a_call_in_progress, 'call_contact(name="mike")', "i have to take this call, call mike"),
    (without_skips_for_seeking, 'control_media(action="next")', "skip to the next song"),
    (without_skips_for_seeking, 'control_media(action="next")', "shuffle is fine, skip this one"),
    (without_skips_for_seeking, "set_timer(duration_seconds=20)", "start something to go off in 20 seconds"),
    (without_skips_for_seeking, "set_timer(duration_seconds=30)", "skip ahead 30 seconds and set a timer for 30 seconds"),
    (without_timer_for_pausing, "set_timer(duration_seconds=600)", "pause the music and set a timer for 10 minutes"),
    (without_timer_for_pausing, "set_timer(duration_seconds=300)", "pause the timer and start a new one for 5 minutes"),
    (without_timer_for_pausing, "set_timer(duration_seconds=120)", "hold on, set a timer for two minutes"),
])
def test_what_the_command_asks_for_stays(rule: Rule, answer: str, command: str) -> None:
    assert apply_rule(rule, answer, command) == (described(answer), [])


def test_only_the_calls_the_rule_names_are_left_out() -> None:
    kept, notes = apply_rule(without_skips_for_seeking, 'control_media(action="next"); set_volume(level=20)',
                             "shuffle my playlist and set the volume to 20")
    assert kept == ["set_volume(level=20)"] and len(notes) == 1
