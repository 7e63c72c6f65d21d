"""User-facing errors.

Every failure a person can cause (bad audio, bad text, a locked database) is a
`VoxcallError`: one line saying what is wrong and one hint saying what to do.
The CLI prints them without a traceback and exits non-zero.
"""

from __future__ import annotations


class VoxcallError(Exception):
    """An error with a message for the user and a hint on how to fix it."""

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return f"{self.message} ({self.hint})" if self.hint else self.message


class AudioError(VoxcallError):
    """The audio could not be read or holds no usable speech."""


class TextError(VoxcallError):
    """A text command is empty, too long or otherwise unusable."""


class StateError(VoxcallError):
    """The device state database cannot be read or written."""


class ModelError(VoxcallError):
    """Model weights are missing or cannot be loaded."""
