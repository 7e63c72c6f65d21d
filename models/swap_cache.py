"""A swap's compacted factors kept on disk, so a load does not compact them again.

`models.lora_swap.compact` runs a QR of each factor and an SVD per adapted
layer in float64: about 0.8 s for the contact swap's 210 layers at every
load, for factors that depend only on the two adapters' files. They are
stored once, in the dtype the swap uses them in, and read back as the same
bits. The key hashes both adapters' weights and settings (a new alpha moves
the product as much as new weights), the dtype and the rank tolerance, so a
changed adapter can never meet stale factors. A missing, damaged or
unwritable cache only costs the compaction.

The factors are copied out of the file's mapping into the process's own
memory, as computed ones are, so the swap costs the same memory either way
and a file replaced under a running process cannot touch it. Only the
`KEEP` newest files are kept: each pair of adapters (tests' random ones too)
makes a file of tens of megabytes.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

import torch
from safetensors import SafetensorError
from safetensors.torch import load_file, save_file

log = logging.getLogger(__name__)

VERSION = 1
"""Bump when `compact` or the stored layout changes, so old files are no longer found."""
KEEP = 4
"""Files kept: the contact and cleanup swaps, in two precisions."""
Pairs = dict[str, tuple[torch.Tensor, torch.Tensor]]


def cache_file(cache_dir: Path, add: Path, remove: Path, dtypes: str, tolerance: float) -> Path:
    """Where the factors of `add` minus `remove`, in `dtypes` (the factor dtypes, comma-separated), are kept."""
    key = json.dumps({"version": VERSION, "add": _digest(add), "remove": _digest(remove), "dtypes": dtypes,
                      "tolerance": tolerance})
    return cache_dir / "lora-swaps" / f"{hashlib.sha256(key.encode()).hexdigest()[:32]}.safetensors"


def _digest(adapter: Path) -> str:
    """SHA-256 of an adapter's settings and weights (an unreadable file fails later, where it is read)."""
    digest = hashlib.sha256()
    for name in ("adapter_config.json", "adapter_model.safetensors"):
        try:
            digest.update((adapter / name).read_bytes())
        except OSError:
            digest.update(b"unreadable")
    return digest.hexdigest()


def load_pairs(path: Path) -> Pairs | None:
    """The stored (down, up) factors by layer name, or None when there are none to trust."""
    try:
        tensors = {name: tensor.clone() for name, tensor in load_file(path).items()}
        return {name.removesuffix(".down"): (down, tensors[name.removesuffix(".down") + ".up"])
                for name, down in tensors.items() if name.endswith(".down")}
    except FileNotFoundError:
        return None
    except (OSError, SafetensorError, KeyError) as exc:
        log.warning("compacting the swap again: its cached factors in %s cannot be read (%r)", path, exc)
        return None


def save_pairs(path: Path, pairs: Pairs) -> None:
    """Store the factors, written whole or not at all; a read-only cache is warned about, not fatal."""
    tensors = {f"{name}.{side}": t.contiguous() for name, (down, up) in pairs.items()
               for side, t in (("down", down), ("up", up))}
    partial = path.with_name(f"{path.stem}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        save_file(tensors, partial)
        os.replace(partial, path)
        _prune(path.parent)
    except OSError as exc:
        log.warning("the swap's factors are not cached (%s): each load compacts them again", exc)
        partial.unlink(missing_ok=True)


def _prune(directory: Path) -> None:
    """Delete all but the `KEEP` most recently written files."""
    files = sorted(directory.glob("*.safetensors"), key=lambda f: f.stat().st_mtime_ns, reverse=True)
    for old in files[KEEP:]:
        old.unlink(missing_ok=True)
