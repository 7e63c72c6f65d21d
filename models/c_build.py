"""Compiling voxcall's small C kernels once into the cache, and loading them with ctypes.

The kernels (`row_kernel.c`, `int8_kernel.c`) ship as source and are built
with the system compiler at set-up (`python -m app.prepare`) or on first
use, about a second each. The library's name carries a hash of its source,
the flags and the machine, so an edited kernel is rebuilt and never mixed
up with an old one. Without a compiler the callers fall back to slower
torch code and say so.
"""

from __future__ import annotations

import ctypes
import hashlib
import logging
import os
import platform
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

FLAGS = ["-O3", "-fno-fast-math", "-ffp-contract=off", "-fPIC", "-shared", "-pthread"]
"""No fast-math and no fused multiply-add: vector and scalar code then round every step alike; -pthread for
the int8 kernel's thread pool (older glibc keeps pthreads in a library of its own)."""


LOCAL_INCLUDE = re.compile(rb'^#include "([^"]+)"', re.MULTILINE)


def sources(source: Path) -> list[Path]:
    """`source` and the headers beside it that it includes (`#include "int8_avx2.h"`), in order."""
    return [source, *(source.parent / name.decode() for name in LOCAL_INCLUDE.findall(source.read_bytes()))]


def library_path(source: Path, cache_dir: Path) -> Path:
    """Where `source` compiled lives: named by the source and its local headers, the flags and the machine, so
    an edited header is rebuilt too."""
    text = b"".join(path.read_bytes() for path in sources(source))
    key = hashlib.sha256(text + " ".join(FLAGS).encode() + platform.machine().encode())
    return cache_dir / "kernels" / f"{source.stem}-{key.hexdigest()[:16]}.so"


def build(source: Path, cache_dir: Path) -> Path:
    """Compile `source` into the cache (once; written beside and renamed, so readers never see half)."""
    target = library_path(source, cache_dir)
    if target.is_file():
        return target
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        raise OSError("no C compiler (cc) found; install gcc to speed up attention and int8")
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as scratch:
        built = Path(scratch) / target.name
        try:
            subprocess.run([compiler, *FLAGS, str(source), "-o", str(built), "-lm"], check=True, capture_output=True,
                           timeout=120)
        except FileNotFoundError as exc:
            raise OSError(f"C compiler {compiler} not found; install gcc or point CC at one") from exc
        built.replace(target)
    log.info("compiled %s into %s", source.name, target)
    return target


def load(source: Path, cache_dir: Path) -> ctypes.CDLL | None:
    """`source`'s library, built if needed, or None (logged) where it cannot be built or loaded."""
    try:
        return ctypes.CDLL(str(build(source, cache_dir)))
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("cannot build %s (%s): the slower torch code runs instead", source.name, exc)
        return None
