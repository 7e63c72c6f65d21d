"""The 30 device functions of catalog v1 (shared/catalog.md) as pydantic models.

One class per function: its fields are exactly the contract's parameters, so a
validated instance is a call a device backend can run without further checks.
The field types come from `functions.normalise`, which turns spoken forms
("seven thirty", "fifty percent") into the contract's canonical values.
"""

import json
import types
from collections.abc import Iterator
from typing import Annotated, Any, ClassVar, Literal, Union, get_args, get_origin

import annotated_types
from pydantic import BaseModel, ConfigDict, Field
from pydantic.fields import FieldInfo

from functions.normalise import (
    CHOICE,
    ClockTime,
    DateText,
    DateTimeText,
    DurationSeconds,
    EmailText,
    Flag,
    FreeText,
    Hint,
    Level,
    LowerText,
    NamePart,
    PhoneText,
    PositiveInt,
    WholeNumber,
)


class CatalogModel(BaseModel):
    """Shared rules: no unknown arguments, values fixed once validated.

    Numbers are accepted where text is expected because a model may write a
    phone number or a title like 2025 without quotes. Fields serialise under
    their contract names (aliases), which matters for `call_contact.name`.
    """

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        coerce_numbers_to_str=True,
        validate_by_alias=True,
        validate_by_name=False,
        serialize_by_alias=True,
    )

    name: ClassVar[str]
    needs_confirmation: ClassVar[bool] = False
    description: ClassVar[str]


class TurnOnFlashlight(CatalogModel):
    name: ClassVar[str] = "turn_on_flashlight"
    description: ClassVar[str] = "turn the flashlight on"


class TurnOffFlashlight(CatalogModel):
    name: ClassVar[str] = "turn_off_flashlight"
    description: ClassVar[str] = "turn the flashlight off"


class CreateContact(CatalogModel):
    name: ClassVar[str] = "create_contact"
    description: ClassVar[str] = "save a new contact"
    first_name: FreeText
    last_name: NamePart
    phone_number: PhoneText | None = None
    email: EmailText | None = None


class SendEmail(CatalogModel):
    name: ClassVar[str] = "send_email"
    needs_confirmation: ClassVar[bool] = True
    description: ClassVar[str] = "send an email"
    to: FreeText
    subject: FreeText
    body: FreeText | None = None


class ShowMap(CatalogModel):
    name: ClassVar[str] = "show_map"
    description: ClassVar[str] = "show a place, business or address on the map"
    query: FreeText


class OpenWifiSettings(CatalogModel):
    name: ClassVar[str] = "open_wifi_settings"
    description: ClassVar[str] = "open the wifi settings (also for turning wifi off)"


class CreateCalendarEvent(CatalogModel):
    name: ClassVar[str] = "create_calendar_event"
    description: ClassVar[str] = "add an event to the calendar"
    title: FreeText
    datetime: DateTimeText


class SetBluetooth(CatalogModel):
    name: ClassVar[str] = "set_bluetooth"
    description: ClassVar[str] = "turn bluetooth on or off"
    enabled: Flag


class SetDoNotDisturb(CatalogModel):
    name: ClassVar[str] = "set_do_not_disturb"
    description: ClassVar[str] = "turn do not disturb on or off"
    enabled: Flag


class SetBrightness(CatalogModel):
    name: ClassVar[str] = "set_brightness"
    description: ClassVar[str] = "set the screen brightness in percent"
    level: Level


class SetVolume(CatalogModel):
    name: ClassVar[str] = "set_volume"
    description: ClassVar[str] = "set the volume to a level in percent"
    level: Level


class AdjustVolume(CatalogModel):
    name: ClassVar[str] = "adjust_volume"
    description: ClassVar[str] = "turn the volume up or down a step"
    direction: Annotated[Literal["up", "down"], CHOICE]


class SetMute(CatalogModel):
    name: ClassVar[str] = "set_mute"
    description: ClassVar[str] = "mute (true) or unmute (false)"
    muted: Flag


class SetAlarm(CatalogModel):
    name: ClassVar[str] = "set_alarm"
    description: ClassVar[str] = "set an alarm at a clock time"
    time: ClockTime
    label: FreeText | None = None


class CancelAlarm(CatalogModel):
    name: ClassVar[str] = "cancel_alarm"
    description: ClassVar[str] = "cancel the alarm at a time (no time: all alarms)"
    time: ClockTime | None = None


class SetTimer(CatalogModel):
    name: ClassVar[str] = "set_timer"
    description: ClassVar[str] = "start a countdown timer"
    duration_seconds: DurationSeconds
    label: FreeText | None = None


class CancelTimer(CatalogModel):
    name: ClassVar[str] = "cancel_timer"
    description: ClassVar[str] = "cancel a timer by label (no label: all timers)"
    label: FreeText | None = None


class GetTime(CatalogModel):
    name: ClassVar[str] = "get_time"
    description: ClassVar[str] = "tell the current time"


class CreateReminder(CatalogModel):
    name: ClassVar[str] = "create_reminder"
    description: ClassVar[str] = "remind the user of something, optionally at a time"
    text: FreeText
    datetime: DateTimeText | None = None


class AddToList(CatalogModel):
    name: ClassVar[str] = "add_to_list"
    description: ClassVar[str] = "add an item to a list"
    item: FreeText
    list_name: FreeText = "shopping"


class CreateNote(CatalogModel):
    name: ClassVar[str] = "create_note"
    description: ClassVar[str] = "write down a note"
    text: FreeText


class SendMessage(CatalogModel):
    name: ClassVar[str] = "send_message"
    needs_confirmation: ClassVar[bool] = True
    description: ClassVar[str] = "send a text message"
    recipient: FreeText
    body: FreeText


class CallContact(CatalogModel):
    """`name` is both the catalog's ClassVar and this call's parameter.

    The parameter lives in `contact_name` and is read and written as `name`.
    """

    name: ClassVar[str] = "call_contact"
    needs_confirmation: ClassVar[bool] = True
    description: ClassVar[str] = "phone a contact"
    contact_name: FreeText = Field(alias="name")


class GetWeather(CatalogModel):
    name: ClassVar[str] = "get_weather"
    description: ClassVar[str] = "tell the weather forecast"
    location: FreeText | None = None
    date: DateText | None = None


class SetLights(CatalogModel):
    name: ClassVar[str] = "set_lights"
    description: ClassVar[str] = "switch, dim or colour the lights"
    on: Flag | None = None
    room: LowerText | None = None
    brightness: Level | None = None
    color: LowerText | None = None


class SetThermostat(CatalogModel):
    name: ClassVar[str] = "set_thermostat"
    description: ClassVar[str] = "set the thermostat to a temperature in degrees"
    temperature: WholeNumber


class PlayMedia(CatalogModel):
    name: ClassVar[str] = "play_media"
    description: ClassVar[str] = "play music, a podcast, the radio or an audiobook"
    query: FreeText
    media_type: Annotated[Literal["music", "podcast", "radio", "audiobook"], CHOICE] = "music"


class ControlMedia(CatalogModel):
    name: ClassVar[str] = "control_media"
    description: ClassVar[str] = "pause, resume, skip or stop what is playing"
    action: Annotated[Literal["pause", "resume", "next", "previous", "stop"], CHOICE]


class MoveRobot(CatalogModel):
    name: ClassVar[str] = "move_robot"
    description: ClassVar[str] = "drive the robot, optionally a distance in cm"
    direction: Annotated[Literal["forward", "backward", "left", "right"], CHOICE]
    distance_cm: PositiveInt | None = None


class StopRobot(CatalogModel):
    name: ClassVar[str] = "stop_robot"
    description: ClassVar[str] = "stop the robot"


CATALOG: dict[str, type[CatalogModel]] = {
    model.name: model
    for model in (
        TurnOnFlashlight, TurnOffFlashlight, CreateContact, SendEmail, ShowMap,
        OpenWifiSettings, CreateCalendarEvent, SetBluetooth, SetDoNotDisturb,
        SetBrightness, SetVolume, AdjustVolume, SetMute, SetAlarm, CancelAlarm,
        SetTimer, CancelTimer, GetTime, CreateReminder, AddToList, CreateNote,
        SendMessage, CallContact, GetWeather, SetLights, SetThermostat, PlayMedia,
        ControlMedia, MoveRobot, StopRobot,
    )
}


def catalog_fields() -> Iterator[tuple[tuple[str, str], FieldInfo]]:
    """Every ((function, argument), field) of the catalog, arguments spelled as the contract does."""
    for name, model in CATALOG.items():
        for key, field in model.model_fields.items():
            yield (name, field.alias or key), field


def parameters(function: str) -> list[str]:
    """The contract names of a function's parameters, in catalog order (the order an answer writes them in)."""
    return [field.alias or key for key, field in CATALOG[function].model_fields.items()]


def _bounds(metadata: list[Any]) -> str:
    """The range suffix (` 0..100`, ` > 0`) of an int field that carries no hint."""
    ge = next((m.ge for m in metadata if isinstance(m, annotated_types.Ge)), None)
    le = next((m.le for m in metadata if isinstance(m, annotated_types.Le)), None)
    gt = next((m.gt for m in metadata if isinstance(m, annotated_types.Gt)), None)
    if ge is not None and le is not None:
        return f" {ge}..{le}"
    return f" > {gt}" if gt is not None else ""


def _type_text(annotation: Any, metadata: list[Any]) -> str:
    """How one parameter type reads in a prompt: `"HH:MM"`, `"up"|"down"`, `int 0..100`."""
    hint = next((m for m in metadata if isinstance(m, Hint)), None)
    if hint is not None:
        return hint.text
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *extra = get_args(annotation)
        return _type_text(base, [*metadata, *extra])
    if origin in (Union, types.UnionType):
        return " | ".join(_type_text(arg, metadata) for arg in get_args(annotation) if arg is not type(None))
    if origin is Literal:
        return "|".join(json.dumps(value) for value in get_args(annotation))
    name = getattr(annotation, "__name__", str(annotation))
    return name + (_bounds(metadata) if annotation is int else "")


def _parameter_text(field_name: str, field: FieldInfo) -> str:
    """`label?: str`, `list_name?: str = "shopping"`: `?` marks what may be left out."""
    shown = field.alias or field_name
    text = f"{shown}{'' if field.is_required() else '?'}: {_type_text(field.annotation, field.metadata)}"
    if not field.is_required() and field.default is not None:
        text += f" = {json.dumps(field.default)}"
    return text


def signature(model: type[CatalogModel]) -> str:
    """A compact one-line signature such as `set_alarm(time: "HH:MM", label?: str)`."""
    params = ", ".join(_parameter_text(key, field) for key, field in model.model_fields.items())
    return f"{model.name}({params})"


def catalog_signatures() -> str:
    """Every function on its own line with its purpose, for a language-model prompt."""
    return "\n".join(f"{signature(model)}  # {model.description}" for model in CATALOG.values())
