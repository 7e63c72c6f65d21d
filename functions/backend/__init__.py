"""Device backends: where executed calls change state. Today one, a simulated device in SQLite."""

from functions.backend.clock import FiredEvent
from functions.backend.handlers import HANDLERS, UnknownFunction
from functions.backend.sqlite import SqliteDevice
from functions.backend.state import DeviceState, HistoryEntry

__all__ = ["HANDLERS", "DeviceState", "FiredEvent", "HistoryEntry", "SqliteDevice", "UnknownFunction"]
