"""Where a command starts and ends: energy voice-activity detection on 30 ms frames.

Pure arithmetic on levels, apart from the audio sources in `app.ui.mic` so
each file reads on its own; `app.ui.mic` re-exports these names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from app.settings import Settings

_FLOOR_DBFS = -120.0


def frame_dbfs(frame: np.ndarray) -> float:
    """RMS level of one frame in dBFS."""
    if frame.size == 0:
        return _FLOOR_DBFS
    rms = float(np.sqrt(np.mean(np.square(frame, dtype=np.float64))))
    return max(_FLOOR_DBFS, 20.0 * float(np.log10(rms))) if rms > 0 else _FLOOR_DBFS


@dataclass(frozen=True)
class EndpointConfig:
    """Voice-activity thresholds, from the settings (`VOXCALL_VAD_*`)."""

    threshold_dbfs: float
    start_seconds: float
    silence_seconds: float
    preroll_seconds: float

    @classmethod
    def from_settings(cls, settings: Settings) -> EndpointConfig:
        return cls(settings.vad_threshold_dbfs, settings.vad_start_seconds,
                   settings.vad_silence_seconds, settings.vad_preroll_seconds)


Phase = Literal["waiting", "speaking", "ended"]


@dataclass
class Endpointer:
    """Energy voice-activity detection with hysteresis, one 30 ms frame at a time.

    Speech starts after `start_seconds` of loud frames and ends after
    `silence_seconds` of quiet ones, so a breath between words never cuts a
    command in two and a click never starts one.
    """

    config: EndpointConfig
    phase: Phase = "waiting"
    _loud: float = 0.0
    _quiet: float = 0.0

    def feed(self, level_dbfs: float, seconds: float) -> Phase:
        loud = level_dbfs >= self.config.threshold_dbfs
        if self.phase == "waiting":
            self._loud = self._loud + seconds if loud else 0.0
            if self._loud >= self.config.start_seconds:
                self.phase, self._quiet = "speaking", 0.0
        elif self.phase == "speaking":
            self._quiet = 0.0 if loud else self._quiet + seconds
            if self._quiet >= self.config.silence_seconds:
                self.phase = "ended"
        return self.phase

    @property
    def quiet_seconds(self) -> float:
        """How long it has been quiet since the last loud frame of the current speech."""
        return self._quiet

    def reset(self) -> None:
        self.phase, self._loud, self._quiet = "waiting", 0.0, 0.0
