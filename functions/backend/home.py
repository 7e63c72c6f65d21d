"""Handlers for the home, media and robot functions.

Lights are kept per room; the row whose room is NULL is the default group
that "the lights" means, and a request without a room applies to every room
as well. The robot's heading is a compass angle (0 faces +y, 90 faces +x) and
only ever a multiple of 90, so its moves stay exact integers.
"""

from __future__ import annotations

from typing import Any

from functions.backend.context import Context, Handler

_STEP = {0: (0, 1), 90: (1, 0), 180: (0, -1), 270: (-1, 0)}
_TURN = {"left": -90, "right": 90}


def _ensure_room(ctx: Context, room: str) -> None:
    """A room seen for the first time starts as a copy of the default group."""
    ctx.conn.execute(
        "INSERT INTO lights (room, on_, brightness, color)"
        " SELECT ?, on_, brightness, color FROM lights WHERE room IS NULL"
        " AND NOT EXISTS (SELECT 1 FROM lights WHERE room = ?)",
        (room, room),
    )


def _light_words(on: bool, brightness: int | None, color: str | None) -> str:
    if not on:
        return "off"
    extras = [f"{brightness}%" if brightness is not None else "", color or ""]
    return ", ".join(["on", *(e for e in extras if e)])


def set_lights(ctx: Context, args: dict[str, Any]) -> str:
    """Only the spoken fields change; asking for a level or a colour implies on."""
    room, brightness, color = args.get("room"), args.get("brightness"), args.get("color")
    on = True if args.get("on") is None else bool(args["on"])
    if room is not None:
        _ensure_room(ctx, room)
    where = "room = ?" if room is not None else "1 = 1"
    params: tuple[Any, ...] = (room,) if room is not None else ()
    ctx.conn.execute(
        f"UPDATE lights SET on_ = ?, brightness = coalesce(?, brightness),"
        f" color = coalesce(?, color) WHERE {where}",
        (int(on), brightness, color, *params),
    )
    place = f"{room.capitalize()} lights" if room else "Lights"
    return f"{place} {_light_words(on, brightness, color)}"


def set_thermostat(ctx: Context, args: dict[str, Any]) -> str:
    ctx.set_setting("thermostat", int(args["temperature"]))
    return f"Thermostat set to {int(args['temperature'])}°"


def play_media(ctx: Context, args: dict[str, Any]) -> str:
    media_type = args.get("media_type") or "music"
    ctx.conn.execute(
        "UPDATE media SET query = ?, media_type = ?, state = 'playing', track = 0 WHERE id = 1",
        (args["query"], media_type),
    )
    return f"Playing {args['query']} ({media_type})"


_MEDIA_ACTIONS = {
    "pause": ("state = 'paused'", "Paused"),
    "resume": ("state = 'playing'", "Resumed"),
    "next": ("state = 'playing', track = track + 1", "Next track"),
    "previous": ("state = 'playing', track = max(track - 1, 0)", "Previous track"),
    "stop": ("state = 'stopped'", "Stopped"),
}


def control_media(ctx: Context, args: dict[str, Any]) -> str:
    """Without anything queued there is nothing to control; that is said, not raised."""
    query = ctx.conn.execute("SELECT query FROM media WHERE id = 1").fetchone()[0]
    if query is None:
        return "Nothing is playing"
    change, words = _MEDIA_ACTIONS[args["action"]]
    ctx.conn.execute(f"UPDATE media SET {change} WHERE id = 1")
    return f"{words}: {query}"


def move_robot(ctx: Context, args: dict[str, Any]) -> str:
    """Left and right turn 90 degrees first; a distance then moves along the new heading.

    Forward or backward without a distance leaves the robot moving (until
    `stop_robot`); anything else ends idle at its new pose.
    """
    direction, distance = args["direction"], args.get("distance_cm")
    x, y, heading = ctx.conn.execute("SELECT x_cm, y_cm, heading_deg FROM robot WHERE id = 1").fetchone()
    heading = (heading + _TURN.get(direction, 0)) % 360
    if distance:
        sign = -1 if direction == "backward" else 1
        dx, dy = _STEP[heading]
        x, y = x + sign * dx * distance, y + sign * dy * distance
    ctx.conn.execute(
        "UPDATE robot SET x_cm = ?, y_cm = ?, heading_deg = ?, motion = ? WHERE id = 1",
        (x, y, heading, "idle" if distance or direction in _TURN else f"moving {direction}"),
    )
    return f"Robot {_motion_words(direction, distance)}, now at ({x}, {y}) heading {heading}°"


def _motion_words(direction: str, distance: int | None) -> str:
    if direction in _TURN:
        return f"turned {direction}" + (f" and moved {distance} cm" if distance else "")
    return f"moved {direction} {distance} cm" if distance else f"moving {direction}"


def stop_robot(ctx: Context, args: dict[str, Any]) -> str:
    ctx.conn.execute("UPDATE robot SET motion = 'stopped', stops = stops + 1 WHERE id = 1")
    return "Robot stopped"


HOME_HANDLERS: dict[str, Handler] = {
    "set_lights": set_lights,
    "set_thermostat": set_thermostat,
    "play_media": play_media,
    "control_media": control_media,
    "move_robot": move_robot,
    "stop_robot": stop_robot,
}
