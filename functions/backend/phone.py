"""Handlers for the phone-like functions: settings, contacts, messages, notes, lists.

Each handler changes the simulated state inside the command's transaction and
returns the short sentence the assistant says back. Arguments arrive already
validated and normalised by the catalog, so handlers do no parsing.
"""

from __future__ import annotations

from typing import Any

from functions.backend.context import Context, Handler

VOLUME_STEP = 10


def _toggle(column: str, what: str, value: bool | None = None) -> Handler:
    """A handler that sets one boolean setting, fixed (`value`) or from argument `enabled`."""

    def handler(ctx: Context, args: dict[str, Any]) -> str:
        flag = bool(args["enabled"]) if value is None else value
        ctx.set_setting(column, int(flag))
        return f"{what} {'on' if flag else 'off'}"

    handler.__doc__ = f"Switch {what.lower()} on or off."
    return handler


def _level(column: str, what: str) -> Handler:
    def handler(ctx: Context, args: dict[str, Any]) -> str:
        ctx.set_setting(column, int(args["level"]))
        return f"{what} set to {int(args['level'])}%"

    handler.__doc__ = f"Set {what.lower()} to a level 0..100."
    return handler


def open_wifi_settings(ctx: Context, args: dict[str, Any]) -> str:
    """Counted, because the simulation has no screen to open the settings on."""
    ctx.set_setting("wifi_settings_opened", ctx.setting("wifi_settings_opened") + 1)
    return "Wi-Fi settings opened"


def adjust_volume(ctx: Context, args: dict[str, Any]) -> str:
    """One step up or down, clamped to 0..100."""
    step = VOLUME_STEP if args["direction"] == "up" else -VOLUME_STEP
    level = max(0, min(100, ctx.setting("volume") + step))
    ctx.set_setting("volume", level)
    return f"Volume {args['direction']} to {level}%"


def set_mute(ctx: Context, args: dict[str, Any]) -> str:
    muted = bool(args["muted"])
    ctx.set_setting("muted", int(muted))
    return "Muted" if muted else "Unmuted"


def create_contact(ctx: Context, args: dict[str, Any]) -> str:
    ctx.conn.execute(
        "INSERT INTO contacts (first_name, last_name, phone_number, email, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (args["first_name"], args["last_name"], args.get("phone_number"), args.get("email"),
         ctx.stamp),
    )
    return f"Contact {' '.join(filter(None, (args['first_name'], args['last_name'])))} created"


def _outbox(ctx: Context, kind: str, recipient: str, subject: str | None, body: str | None) -> None:
    ctx.conn.execute(
        "INSERT INTO outbox (kind, recipient, subject, body, at) VALUES (?, ?, ?, ?, ?)",
        (kind, recipient, subject, body, ctx.stamp),
    )


def send_email(ctx: Context, args: dict[str, Any]) -> str:
    _outbox(ctx, "email", args["to"], args["subject"], args.get("body"))
    return f"Email to {args['to']} sent: {args['subject']}"


def send_message(ctx: Context, args: dict[str, Any]) -> str:
    _outbox(ctx, "message", args["recipient"], None, args["body"])
    return f"Message to {args['recipient']} sent"


def call_contact(ctx: Context, args: dict[str, Any]) -> str:
    _outbox(ctx, "call", args["name"], None, None)
    return f"Calling {args['name']}"


def show_map(ctx: Context, args: dict[str, Any]) -> str:
    ctx.conn.execute("INSERT INTO map_queries (query, at) VALUES (?, ?)", (args["query"], ctx.stamp))
    return f"Showing {args['query']} on the map"


def create_calendar_event(ctx: Context, args: dict[str, Any]) -> str:
    ctx.conn.execute(
        "INSERT INTO calendar_events (title, datetime) VALUES (?, ?)",
        (args["title"], args["datetime"]),
    )
    return f"Event \"{args['title']}\" added for {_short(args['datetime'])}"


def create_reminder(ctx: Context, args: dict[str, Any]) -> str:
    when = args.get("datetime")
    ctx.conn.execute(
        "INSERT INTO reminders (text, datetime, created_at) VALUES (?, ?, ?)",
        (args["text"], when, ctx.stamp),
    )
    return f"Reminder set: {args['text']}" + (f" at {_short(when)}" if when else "")


def add_to_list(ctx: Context, args: dict[str, Any]) -> str:
    list_name = args.get("list_name") or "shopping"
    ctx.conn.execute(
        "INSERT INTO list_items (list_name, item) VALUES (?, ?)", (list_name, args["item"])
    )
    return f"Added {args['item']} to the {list_name} list"


def create_note(ctx: Context, args: dict[str, Any]) -> str:
    ctx.conn.execute("INSERT INTO notes (text, at) VALUES (?, ?)", (args["text"], ctx.stamp))
    return "Note saved"


def get_weather(ctx: Context, args: dict[str, Any]) -> str:
    """Recorded only: the device is offline, so there is no forecast to give."""
    location, date = args.get("location"), args.get("date")
    ctx.conn.execute(
        "INSERT INTO weather_requests (location, date, at) VALUES (?, ?, ?)",
        (location, date, ctx.stamp),
    )
    where = location or "your location"
    when = f" on {date}" if date else ""
    return f"Weather for {where}{when} requested (simulated: no network)"


def _short(datetime_text: str) -> str:
    """`2025-03-01T15:00:00` as `2025-03-01 15:00`, how people read it back."""
    return datetime_text.replace("T", " ")[:16]


PHONE_HANDLERS: dict[str, Handler] = {
    "turn_on_flashlight": _toggle("flashlight", "Flashlight", value=True),
    "turn_off_flashlight": _toggle("flashlight", "Flashlight", value=False),
    "create_contact": create_contact,
    "send_email": send_email,
    "show_map": show_map,
    "open_wifi_settings": open_wifi_settings,
    "create_calendar_event": create_calendar_event,
    "set_bluetooth": _toggle("bluetooth", "Bluetooth"),
    "set_do_not_disturb": _toggle("do_not_disturb", "Do not disturb"),
    "set_brightness": _level("brightness", "Screen brightness"),
    "set_volume": _level("volume", "Volume"),
    "adjust_volume": adjust_volume,
    "set_mute": set_mute,
    "create_reminder": create_reminder,
    "add_to_list": add_to_list,
    "create_note": create_note,
    "send_message": send_message,
    "call_contact": call_contact,
    "get_weather": get_weather,
}
