"""Whisper's encoder on the speech and a margin of silence, not on 30 s of padding.

faster-whisper pads every clip's log-Mel features with zeros to Whisper's
30 s window (3,000 frames) before encoding. A spoken command lasts 2 to 5 s,
so most of the encoder's work goes on padding, and self-attention makes that
work grow faster than the frames: on 2 CPU cores (int8) the encoder took
672 ms for 3,000 frames, 186 ms for 1,500 and 56 ms for 500. CTranslate2's
encoder takes any number of frames up to 3,000, so the padding can be cut.

Not all of it. Whisper learnt where speech ends from the silence after it:
cut to the speech plus 1 s, it repeated short commands ("Pause. Pause.") in
dozens of 240 clips. The fitted window keeps `margin` seconds of padding
after the last frame that holds audio, rounded up to whole seconds. The
margin, 12 s, was chosen on synthetic training commands (`benchmarks.asr_window`).
Whisper is then twice as fast and as accurate in quiet, but less accurate
in noise than with the full window, so the full window stays the default
(README, *The fitted Whisper window*).

The window is asked for per call (`fitted_window`), through a context
variable, because faster-whisper calls `encode` from inside its own
generator: commands use it, long dictation keeps Whisper's full window.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

import ctranslate2
import numpy as np
from faster_whisper import WhisperModel

FRAMES_PER_SECOND = 100
"""Whisper's log-Mel frames: one every 10 ms."""

_MARGIN_FRAMES: ContextVar[int | None] = ContextVar("whisper_window_margin_frames", default=None)


def fitted_frames(features: np.ndarray, margin_frames: int) -> int:
    """How many frames to encode: through the last one that holds audio, plus the margin, in whole seconds.

    faster-whisper pads with exact zeros, which a log-Mel frame of real audio
    never is in every band (its floor is the loudest band less 8, scaled),
    so the last frame with a non-zero band is the end of the audio.
    """
    frames = features.shape[-1]
    bands = features.reshape(-1, frames)
    heard = np.flatnonzero(np.any(bands != 0, axis=0))
    end = int(heard[-1]) + 1 if heard.size else 0
    seconds = -(-(end + margin_frames) // FRAMES_PER_SECOND)
    return min(frames, max(seconds, 1) * FRAMES_PER_SECOND)


@contextmanager
def fitted_window(margin_s: float | None) -> Iterator[None]:
    """Within this block, encode each window up to its audio plus `margin_s` seconds (None: the full window)."""
    token = _MARGIN_FRAMES.set(None if margin_s is None else round(margin_s * FRAMES_PER_SECOND))
    try:
        yield
    finally:
        _MARGIN_FRAMES.reset(token)


class WindowedWhisper(WhisperModel):
    """faster-whisper's model, whose encoder skips the padding beyond the fitted window when one is asked for."""

    def encode(self, features: np.ndarray) -> ctranslate2.StorageView:
        margin = _MARGIN_FRAMES.get()
        if margin is not None:
            features = features[..., :fitted_frames(features, margin)]
        return super().encode(features)
