"""A volume change asked for in words of temperature alone is left out with a note; everything else is kept."""

from __future__ import annotations

import pytest

from functions.senses import without_volume_for_warmth
from tests.rule_support import apply_rule, described


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(without_volume_for_warmth, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "make it warmer"),
    ('adjust_volume(direction="up")', "warmer please"),
    ('adjust_volume(direction="down")', "turn the heat down"),
    ('adjust_volume(direction="down")', "make it a bit colder"),
    ('adjust_volume(direction="up")', "it is freezing turn it up"),
])
def test_a_temperature_wish_changes_no_volume(answer: str, command: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert len(notes) == 1 and notes[0].startswith("left out adjust_volume(direction=")
    assert "speaks of temperature, not sound" in notes[0] and "thermostat" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "turn it up"),
    ('adjust_volume(direction="up")', "it's cold in here but turn the music up"),
    ('adjust_volume(direction="up")', "this song is hot turn it up"),
    ('set_thermostat(temperature=28); set_mute(muted=true)', "it's cold put the heating up to 28 and silence my phone"),
    ('set_thermostat(temperature=22)', "make it warmer, 22 degrees"),
])
def test_sound_and_other_calls_are_kept(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


def test_only_the_volume_goes() -> None:
    kept, notes = after_rule('set_thermostat(temperature=24); adjust_volume(direction="up")',
                             "heating to 24 and make it warmer")
    assert kept == ['set_thermostat(temperature=24)'] and len(notes) == 1


def after_dimming(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_darkness_for_dimming

    return apply_rule(without_darkness_for_dimming, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(on=false)", "dim the lights"),
    ('set_lights(on=false, room="bedroom")', "dim the bedroom lights please"),
    ('set_lights(room="living room", brightness=0)', "dim the living room lights"),
    ("set_lights(brightness=0)", "the lights are too bright, dim them"),
    ('set_lights(room="study", brightness=0)', "i'd like the lights dimmed in the study"),
])
def test_a_dimming_wish_with_no_level_leaves_no_one_in_the_dark(answer: str, command: str) -> None:
    kept, notes = after_dimming(answer, command)
    assert kept == []
    assert len(notes) == 1 and notes[0].startswith("left out set_lights(") and "say a level" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(brightness=10)", "make the lights dimmer"),
    ('set_lights(room="kitchen", brightness=20)', "dim the kitchen lights to 20 percent"),
    ("set_lights(brightness=0)", "dim the lights to zero"),
    ("set_lights(brightness=0)", "dim them all the way"),
    ("set_lights(brightness=5)", "dim the lights to five"),
    ("set_lights(on=false)", "dim the lights, no, turn them off"),
    ('set_lights(on=false, room="kitchen")', "lights out in the kitchen"),
    ("set_lights(on=false)", "turn the lights off"),
    ('set_lights(on=false); adjust_volume(direction="down")', "it's too bright and loud, lights off and turn it down"),
])
def test_a_level_or_a_word_of_darkness_keeps_the_answer(answer: str, command: str) -> None:
    assert after_dimming(answer, command) == (described(answer), [])


def test_only_the_dark_lights_go() -> None:
    kept, notes = after_dimming('set_lights(on=false); set_mute(muted=true)', "dim the lights and mute my phone")
    assert kept == ["set_mute(muted=True)"] and len(notes) == 1


def after_light(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_volume_for_light

    return apply_rule(without_volume_for_light, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "make it brighter in here"),
    ('adjust_volume(direction="down")', "turn the lights down a bit"),
    ('adjust_volume(direction="down")', "turn the brightness down"),
    ("set_volume(level=20)", "put the kitchen light at 20"),
])
def test_a_light_wish_changes_no_volume(answer: str, command: str) -> None:
    kept, notes = after_light(answer, command)
    assert kept == []
    assert len(notes) == 1 and "speaks of light, not sound" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('adjust_volume(direction="up")', "turn it up, I like this light jazz"),
    ('adjust_volume(direction="down"); set_lights(on=false)', "turn the music down and the lights off"),
    ('set_lights(brightness=100)', "brighten the lights"),
    ('adjust_volume(direction="up")', "turn it up"),
])
def test_sound_or_no_light_keeps_the_answer(answer: str, command: str) -> None:
    assert after_light(answer, command) == (described(answer), [])


def after_snooze(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_cancel_for_snooze

    return apply_rule(without_cancel_for_snooze, answer, command)


@pytest.mark.parametrize("command", ["snooze my alarm", "can you snooze the alarm for ten minutes", "snoozing"])
def test_snoozing_cancels_no_alarm(command: str) -> None:
    kept, notes = after_snooze("cancel_alarm()", command)
    assert kept == [] and len(notes) == 1 and "cannot snooze" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ("cancel_alarm()", "stop snoozing and cancel my alarm"),
    ('cancel_alarm(time="07:00")', "turn off the 7 am alarm"),
    ('set_alarm(time="07:40")', "snooze, set an alarm for 7:40"),
])
def test_a_cancel_word_or_another_call_is_kept(answer: str, command: str) -> None:
    assert after_snooze(answer, command) == (described(answer), [])


@pytest.mark.parametrize(("rule", "answer", "command"), [
    ("without_dnd_for_snooze", "set_do_not_disturb(enabled=true)", "snooze"),
    ("without_dnd_for_snooze", "set_do_not_disturb(enabled=true)", "hit snooze"),
    ("without_alarm_for_snooze", 'set_alarm(time="5")', "snooze my alarm for 5 minutes"),
])
def test_snoozing_silences_nothing_and_sets_no_alarm_at_no_time(rule: str, answer: str, command: str) -> None:
    from functions import senses

    kept, notes = apply_rule(getattr(senses, rule), answer, command)
    assert kept == [] and len(notes) == 1 and "cannot snooze" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ("set_do_not_disturb(enabled=true)", "snooze notifications with do not disturb"),
    ("set_do_not_disturb(enabled=true)", "snooze everything, focus mode on"),
    ('set_alarm(time="07:40")', "snooze, set an alarm for 7:40 am"),
    ('set_alarm(time="07:40")', "snooze it and wake me at 7:40"),
    ("set_timer(duration_seconds=600)", "snooze for ten minutes"),
])
def test_do_not_disturb_said_or_a_time_of_day_is_kept(answer: str, command: str) -> None:
    from functions.senses import without_alarm_for_snooze, without_dnd_for_snooze

    for rule in (without_dnd_for_snooze, without_alarm_for_snooze):
        assert apply_rule(rule, answer, command) == (described(answer), [])


def after_slowing(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_moves_for_slowing

    return apply_rule(without_moves_for_slowing, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ('move_robot(direction="backward")', "slow down the robot"),
    ('move_robot(direction="forward")', "can the robot move more slowly"),
])
def test_a_wish_to_go_slower_starts_no_move(answer: str, command: str) -> None:
    kept, notes = after_slowing(answer, command)
    assert kept == [] and len(notes) == 1 and "cannot change the robot's speed" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('move_robot(direction="forward")', "move forward slowly"),
    ('move_robot(direction="left")', "go left a bit slower"),
    ("stop_robot()", "slow down, stop the robot"),
    ('move_robot(direction="backward")', "back up a little"),
])
def test_a_direction_or_a_stop_is_kept(answer: str, command: str) -> None:
    assert after_slowing(answer, command) == (described(answer), [])


def after_undo(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_moves_for_undo

    return apply_rule(without_moves_for_undo, answer, command)


@pytest.mark.parametrize("command", ["undo that", "revert that", "please undo"])
def test_a_wish_to_undo_starts_no_move(command: str) -> None:
    kept, notes = after_undo('move_robot(direction="backward")', command)
    assert kept == [] and len(notes) == 1 and "cannot undo" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('move_robot(direction="backward")', "undo that, go back 20 cm"),
    ('control_media(action="previous")', "undo that song, go to the previous one"),
    ("stop_robot()", "undo that and stop"),
])
def test_a_direction_or_another_call_is_kept_after_undo(answer: str, command: str) -> None:
    assert after_undo(answer, command) == (described(answer), [])


def after_turning(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_moves_for_turning

    return apply_rule(without_moves_for_turning, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ('move_robot(direction="backward")', "turn around"),
    ('move_robot(direction="backward")', "spin around"),
    ('move_robot(direction="forward")', "do a u-turn"),
    ('move_robot(direction="forward")', "rotate the robot"),
    ('move_robot(direction="backward", distance_cm=30)', "turn around and go forward 30 cm"),
])
def test_a_wish_to_turn_starts_no_move_it_does_not_name(answer: str, command: str) -> None:
    kept, notes = after_turning(answer, command)
    assert kept == [] and len(notes) == 1 and "cannot turn the robot in place" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('move_robot(direction="left")', "rotate yourself to the left"),
    ('move_robot(direction="right")', "Rotate round to the right"),
    ('move_robot(direction="forward", distance_cm=30)', "turn around and go forward 30 cm"),
    ('move_robot(direction="backward")', "turn around and back up"),
    ('move_robot(direction="backward")', "go backward"),
    ("stop_robot()", "stop spinning"),
    ('play_media(query="jazz", media_type="music")', "spin some jazz"),
])
def test_a_named_direction_or_another_call_is_kept_after_turning(answer: str, command: str) -> None:
    assert after_turning(answer, command) == (described(answer), [])


def after_darkness(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_unsaid_darkness

    return apply_rule(without_unsaid_darkness, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(on=false)", "lower the lights"),
    ("set_lights(on=false)", "tone down the lights"),
    ("set_lights(brightness=0)", "bring the lights down"),
    ('set_lights(room="bedroom", brightness=0)', "soften the lights in the bedroom"),
    ("set_lights(brightness=0)", "make the lights less bright"),
])
def test_lights_go_dark_only_when_darkness_is_said(answer: str, command: str) -> None:
    kept, notes = after_darkness(answer, command)
    assert kept == [] and len(notes) == 1 and "does not ask for darkness" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ("set_lights(on=false)", "turn off the lights"),
    ('set_lights(on=false, room="nursery")', "the baby's asleep douse the lights in the nursery"),
    ("set_lights(on=false)", "kill the lights"),
    ('set_lights(on=false, room="kitchen")', "lights out in the kitchen"),
    ("set_lights(brightness=0)", "lower the lights to zero"),
    ("set_lights(brightness=20)", "lower the lights to 20 percent"),
    ('set_lights(room="living room", brightness=10)', "make the living room lights a little darker"),
    ('set_lights(on=false); set_mute(muted=true)', "shut the lights and mute"),
])
def test_said_darkness_a_level_or_a_lit_answer_is_kept(answer: str, command: str) -> None:
    assert after_darkness(answer, command) == (described(answer), [])


def after_pausing(answer: str, command: str) -> tuple[list[str], list[str]]:
    from functions.senses import without_cancel_for_pause

    return apply_rule(without_cancel_for_pause, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ("cancel_timer()", "pause the timer"),
    ('cancel_timer(label="pasta")', "hold the pasta timer"),
    ("cancel_alarm()", "pause my alarm"),
])
def test_a_wish_to_pause_cancels_nothing(answer: str, command: str) -> None:
    kept, notes = after_pausing(answer, command)
    assert kept == [] and len(notes) == 1 and "cannot pause" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('control_media(action="pause"); cancel_timer()', "pause the music and cancel the timer"),
    ('cancel_timer(label="rice")', "don't pause it kill the rice timer"),
    ("cancel_timer()", "cancel the timer"),
    ('control_media(action="pause")', "pause the music"),
])
def test_a_word_of_ending_or_another_call_is_kept_after_pausing(answer: str, command: str) -> None:
    assert after_pausing(answer, command) == (described(answer), [])


@pytest.mark.parametrize(("rule", "answer", "command", "why"), [
    ("without_cancel_for_keeping", "cancel_timer()", "resume my timer", "cannot resume"),
    ("without_cancel_for_keeping", 'cancel_timer(label="pasta")', "continue the pasta timer", "cannot resume"),
    ("without_cancel_for_keeping", "cancel_alarm()", "push my alarm back by ten minutes", "cannot resume"),
    ("without_moves_for_hurrying", 'move_robot(direction="forward")', "make the robot move faster", "speed"),
    ("without_moves_by_angle", 'move_robot(direction="right", distance_cm=45)', "turn the robot 45 degrees to the right",
     "is an angle"),
    ("without_moves_by_angle", 'move_robot(direction="left", distance_cm=90)', "rotate the robot ninety degrees left",
     "is an angle"),
])
def test_a_wish_the_catalog_cannot_grant_runs_nothing(rule: str, answer: str, command: str, why: str) -> None:
    from functions import senses

    kept, notes = apply_rule(getattr(senses, rule), answer, command)
    assert kept == [] and len(notes) == 1 and why in notes[0]


@pytest.mark.parametrize(("rule", "answer", "command"), [
    ("without_cancel_for_keeping", 'control_media(action="resume")', "resume the music"),
    ("without_cancel_for_keeping", 'cancel_timer(); control_media(action="resume")',
     "cancel the timer and resume the podcast"),
    ("without_moves_for_hurrying", 'move_robot(direction="forward")', "robot go faster forward"),
    ("without_moves_for_hurrying", 'move_robot(direction="forward", distance_cm=30)', "drive forward quickly 30 cm"),
    ("without_moves_by_angle", 'move_robot(direction="forward", distance_cm=20); set_thermostat(temperature=21)',
     "move the robot forward 20 cm then set the thermostat to 21 degrees"),
    ("without_moves_by_angle", 'set_thermostat(temperature=17); move_robot(direction="backward", distance_cm=25)',
     "get it to seventeen degrees and 25 centimetres back now"),
    ("without_moves_by_angle", 'move_robot(direction="forward", distance_cm=21); set_thermostat(temperature=21)',
     "move forward 21 cm and set the heat to 21 degrees"),
])
def test_a_direction_a_length_or_another_call_is_kept(rule: str, answer: str, command: str) -> None:
    from functions import senses

    assert apply_rule(getattr(senses, rule), answer, command) == (described(answer), [])
