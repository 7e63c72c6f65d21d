"""Every rule that repairs or leaves out a call the command did not ask for, in the order they apply.

Each rule reads the command's own words, so none can add a call; each call it
leaves out gets a note (`functions.calls.leave_out`). Each was declared and
measured on its own (`benchmarks/results/*-rule*/RULE.md`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from functions.calls import FunctionCall
from functions.contacts import drop_repeated_last_names, split_by_the_convention, without_numbered_names
from functions.edits import (without_contacts_for_edits, without_new_for_edits, without_sends_for_forwarding,
                             without_sends_for_new_details, without_sends_for_unsend)
from functions.extra_time import with_said_extra_duration, without_cancel_for_more_time
from functions.free_text import with_owners_in_titles, with_the_rest_of_free_text, with_the_start_of_labels
from functions.in_progress import (without_alarms_for_repeating, without_calls_for_a_call_in_progress,
                                  without_calls_from_someone, without_cancel_all_beside_one, without_events_for_timers,
                                  without_ringer_for_ringtones, without_sends_for_voicemail, without_skips_for_seeking,
                                  without_timer_for_pausing, without_timers_for_stopwatches,
                                  without_timers_for_timeouts, without_unasked_cancels, without_unasked_timers,
                                  without_volume_for_alarm_sounds)
from functions.lights import (merged_light_calls, with_said_colour, with_said_level_anywhere, with_said_light_level,
                              with_said_switch_off, without_empty_light_calls, without_level_for_switching_off,
                              without_levels_in_colours, without_light_for_dimming, without_number_rooms,
                              without_temperatures_as_levels, without_unsaid_dimness)
from functions.lists import with_said_list_names, without_items_for_marking, without_items_for_renaming
from functions.message_body import with_the_whole_message, without_commands_sent_as_messages, without_reported_calls
from functions.negation import without_negated_calls
from functions.reminder_time import with_said_reminder_times
from functions.retraction import without_retracted_calls
from functions.schedules import (with_evening_alarms, without_alarm_changes_for_holidays, without_cancel_for_snooze_off,
                                 without_changes_for_alarm_sounds, without_dnd_off_for_blocking,
                                 without_flashlight_on_for_off, without_switches_at_a_time,
                                 without_switches_for_schedules)
from functions.senses import (without_alarm_for_snooze, without_calls_to_no_one, without_cancel_for_keeping,
                              without_cancel_for_pause, without_cancel_for_snooze, without_darkness_for_dimming,
                              without_dnd_for_snooze, without_media_for_playback_speed, without_moves_by_angle,
                              without_moves_for_hurrying, without_moves_for_slowing, without_moves_for_turning,
                              without_moves_for_undo, without_mute_for_chats, without_relative_temperature,
                              without_robot_for_hanging_up, without_thermostat_for_alarms,
                              without_timer_for_rewinding, without_unsaid_darkness, without_volume_for_light,
                              without_volume_for_playback_speed, without_volume_for_warmth)
from functions.switches import with_said_lights_on, with_said_switch_on
from functions.temperatures import without_thermostat_for_appliances, without_unsaid_temperatures
from functions.unheld_wishes import (without_calls_for_holding, without_dnd_for_blocking_someone,
                                     without_moves_for_putting_back, without_other_calls_for_messages,
                                     without_switches_for_one_source)
from functions.unsaid import without_message_in_recipient, without_repeated_sends, without_unsaid_content
from functions.volume_direction import with_said_volume_direction

Rule = Callable[[list[FunctionCall], str, list[str]], list[FunctionCall]]
"""One rule: the calls, the command's text and the notes to add to -> the calls it keeps."""


def checked_calls(calls: list[FunctionCall], command: str, notes: list[str],
                  now: datetime | None = None) -> list[FunctionCall]:
    """`calls` after every rule, in order; a note in `notes` for each call left out or repaired.

    `now` is the reference time of the command's spoken dates (default: the clock), for rule T3.
    """
    calls = without_numbered_names(split_by_the_convention(drop_repeated_last_names(calls, command), command), notes)
    calls = without_number_rooms(calls, command, notes)
    calls = without_temperatures_as_levels(calls, command, notes)
    calls = merged_light_calls(calls, command, notes)
    calls = without_other_calls_for_messages(calls, command, notes)
    calls = without_message_in_recipient(calls, command, notes)
    calls = without_repeated_sends(calls, command, notes)
    calls = without_unsaid_content(calls, command, notes)
    calls = without_commands_sent_as_messages(calls, command, notes)
    calls = with_the_whole_message(calls, command, notes)
    calls = without_reported_calls(calls, command, notes)
    calls = without_volume_for_warmth(calls, command, notes)
    calls = without_darkness_for_dimming(calls, command, notes)
    calls = without_volume_for_light(calls, command, notes)
    calls = with_said_volume_direction(calls, command, notes)
    calls = with_said_switch_on(calls, command, notes)
    calls = with_said_lights_on(calls, command, notes)
    calls = without_cancel_for_snooze(calls, command, notes)
    calls = without_dnd_for_snooze(calls, command, notes)
    calls = without_alarm_for_snooze(calls, command, notes)
    calls = without_cancel_for_pause(calls, command, notes)
    calls = without_cancel_for_keeping(calls, command, notes)
    calls = without_cancel_for_more_time(calls, command, notes)
    calls = with_said_extra_duration(calls, command, notes)
    calls = without_moves_for_slowing(calls, command, notes)
    calls = without_moves_for_undo(calls, command, notes)
    calls = without_moves_for_hurrying(calls, command, notes)
    calls = without_moves_for_turning(calls, command, notes)
    calls = without_moves_by_angle(calls, command, notes)
    calls = without_unsaid_darkness(calls, command, notes)
    calls = without_unsaid_dimness(calls, command, notes)
    calls = without_light_for_dimming(calls, command, notes)
    calls = without_empty_light_calls(calls, command, notes)
    calls = without_level_for_switching_off(calls, command, notes)
    calls = without_levels_in_colours(calls, command, notes)
    calls = with_said_light_level(calls, command, notes)
    calls = with_said_level_anywhere(calls, command, notes)
    calls = with_said_colour(calls, command, notes)
    calls = with_said_switch_off(calls, command, notes)
    calls = without_new_for_edits(calls, command, notes)
    calls = without_sends_for_unsend(calls, command, notes)
    calls = without_sends_for_forwarding(calls, command, notes)
    calls = without_sends_for_new_details(calls, command, notes)
    calls = without_contacts_for_edits(calls, command, notes)
    calls = without_mute_for_chats(calls, command, notes)
    calls = without_robot_for_hanging_up(calls, command, notes)
    calls = without_timer_for_rewinding(calls, command, notes)
    calls = without_relative_temperature(calls, command, notes)
    calls = without_thermostat_for_alarms(calls, command, notes)
    calls = without_unsaid_temperatures(calls, command, notes)
    calls = without_thermostat_for_appliances(calls, command, notes)
    calls = without_volume_for_playback_speed(calls, command, notes)
    calls = without_media_for_playback_speed(calls, command, notes)
    calls = without_calls_to_no_one(calls, command, notes)
    calls = without_calls_for_a_call_in_progress(calls, command, notes)
    calls = without_skips_for_seeking(calls, command, notes)
    calls = without_timer_for_pausing(calls, command, notes)
    calls = without_cancel_all_beside_one(calls, command, notes)
    calls = without_events_for_timers(calls, command, notes)
    calls = without_timers_for_stopwatches(calls, command, notes)
    calls = without_timers_for_timeouts(calls, command, notes)
    calls = without_unasked_timers(calls, command, notes)
    calls = without_ringer_for_ringtones(calls, command, notes)
    calls = without_unasked_cancels(calls, command, notes)
    calls = without_calls_from_someone(calls, command, notes)
    calls = without_sends_for_voicemail(calls, command, notes)
    calls = without_volume_for_alarm_sounds(calls, command, notes)
    calls = without_alarms_for_repeating(calls, command, notes)
    calls = with_evening_alarms(calls, command, notes)
    calls = without_switches_for_schedules(calls, command, notes)
    calls = without_dnd_off_for_blocking(calls, command, notes)
    calls = without_flashlight_on_for_off(calls, command, notes)
    calls = without_cancel_for_snooze_off(calls, command, notes)
    calls = without_changes_for_alarm_sounds(calls, command, notes)
    calls = without_switches_at_a_time(calls, command, notes)
    calls = without_alarm_changes_for_holidays(calls, command, notes)
    calls = without_switches_for_one_source(calls, command, notes)
    calls = without_dnd_for_blocking_someone(calls, command, notes)
    calls = without_calls_for_holding(calls, command, notes)
    calls = without_moves_for_putting_back(calls, command, notes)
    calls = with_said_list_names(calls, command, notes)
    calls = without_items_for_renaming(calls, command, notes)
    calls = without_items_for_marking(calls, command, notes)
    calls = without_retracted_calls(calls, command, notes)
    calls = without_negated_calls(calls, command, notes)
    calls = with_the_rest_of_free_text(calls, command, notes)
    calls = with_the_start_of_labels(calls, command, notes)
    calls = with_owners_in_titles(calls, command, notes)
    return with_said_reminder_times(calls, command, notes, now)
