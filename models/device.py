"""Choosing where the models run."""

from __future__ import annotations

import logging
from typing import Literal

from app.errors import ModelError

log = logging.getLogger(__name__)


def cuda_available() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return bool(torch.cuda.is_available())


def resolve_device(requested: Literal["auto", "cpu", "cuda"]) -> Literal["cpu", "cuda"]:
    """`auto` picks CUDA when present; asking for CUDA without one is an error."""
    if requested == "cpu":
        return "cpu"
    has_cuda = cuda_available()
    if requested == "cuda" and not has_cuda:
        raise ModelError("CUDA was requested but no CUDA device is available", "set VOXCALL_DEVICE=cpu or auto")
    return "cuda" if has_cuda else "cpu"
