"""Read and write CTranslate2's `model.bin`, so Whisper's decoder can be fine-tuned in torch.

faster-whisper runs Whisper through CTranslate2, whose weights live in one
binary file: a version, the spec's name and revision, then every variable
(name, shape, dtype, raw bytes) in order, then aliases (Whisper's output
projection is an alias of the token embeddings). This module reads that into
numpy arrays and writes it back byte for byte, the format being the one
`ctranslate2.specs.model_spec.ModelSpec._serialize` writes (binary version 6).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

import numpy as np

from app.errors import ModelError

BINARY_VERSION = 6
_DTYPES = ("float32", "int8", "int16", "int32", "float16", "bfloat16")
"""Type ids in the order of CTranslate2's DataType enum; bfloat16 has no numpy type and is refused."""


@dataclass
class Ct2Model:
    """The contents of one `model.bin`: variables in file order, and aliases."""

    spec: str
    revision: int
    variables: dict[str, np.ndarray]
    aliases: dict[str, str] = field(default_factory=dict)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.offset = data, 0

    def unpack(self, fmt: str) -> int:
        (value,) = struct.unpack_from("<" + fmt, self.data, self.offset)
        self.offset += struct.calcsize(fmt)
        return value

    def string(self) -> str:
        length = self.unpack("H")
        text = self.data[self.offset:self.offset + length - 1].decode("utf-8")
        self.offset += length
        return text

    def array(self, shape: list[int], dtype: str, size: int) -> np.ndarray:
        raw = self.data[self.offset:self.offset + size]
        self.offset += size
        return np.frombuffer(raw, dtype=dtype).reshape(shape).copy()


def read_model_bin(path: Path) -> Ct2Model:
    """Every variable of `path` as a numpy array (copies; the file is not kept open)."""
    reader = _Reader(Path(path).read_bytes())
    version = reader.unpack("I")
    if version != BINARY_VERSION:
        raise ModelError(f"{path} is CTranslate2 binary version {version}, expected {BINARY_VERSION}",
                         "rebuild the Whisper cache with this ctranslate2 (python -m app.prepare)")
    spec, revision = reader.string(), reader.unpack("I")
    variables: dict[str, np.ndarray] = {}
    for _ in range(reader.unpack("I")):
        name = reader.string()
        shape = [reader.unpack("I") for _ in range(reader.unpack("B"))]
        type_id = reader.unpack("B")
        if type_id >= len(_DTYPES) or _DTYPES[type_id] == "bfloat16":
            raise ModelError(f"{path}: variable {name} has unsupported type id {type_id}",
                             "only float32/float16/int Whisper files are supported")
        variables[name] = reader.array(shape, _DTYPES[type_id], reader.unpack("I"))
    aliases = {reader.string(): reader.string() for _ in range(reader.unpack("I"))}
    return Ct2Model(spec=spec, revision=revision, variables=variables, aliases=aliases)


def _write_string(out: BinaryIO, text: str) -> None:
    encoded = text.encode("utf-8")
    out.write(struct.pack("<H", len(encoded) + 1) + encoded + b"\0")


def write_model_bin(model: Ct2Model, path: Path) -> None:
    """Write `model` in the layout `read_model_bin` reads (and CTranslate2 loads)."""
    with Path(path).open("wb") as out:
        out.write(struct.pack("<I", BINARY_VERSION))
        _write_string(out, model.spec)
        out.write(struct.pack("<II", model.revision, len(model.variables)))
        for name, value in model.variables.items():
            _write_string(out, name)
            out.write(struct.pack("<B", value.ndim) + b"".join(struct.pack("<I", d) for d in value.shape))
            out.write(struct.pack("<BI", _DTYPES.index(str(value.dtype)), value.nbytes))
            out.write(np.ascontiguousarray(value).tobytes())
        out.write(struct.pack("<I", len(model.aliases)))
        for alias, target in model.aliases.items():
            _write_string(out, alias)
            _write_string(out, target)
