"""The decode benchmark's parameter count: every weight format, each storage once."""

from __future__ import annotations

import copy

import pytest
import torch

from benchmarks.decode import weight_mb
from models.bf16 import packing_available, prepare_bf16
from models.int8 import Int8Linear, fuse_int8


def test_fused_int8_views_are_counted_once() -> None:
    parts = [Int8Linear(torch.nn.Linear(256, 256, bias=False)) for _ in range(2)]
    holder = torch.nn.ModuleList(parts)
    separate = weight_mb(holder)
    holder.append(fuse_int8(parts))
    assert weight_mb(holder) == pytest.approx(separate)
    assert separate == pytest.approx(2 * (256 * 256 + 2 * 4 * 256) / 2**20)


@pytest.mark.skipif(not packing_available(), reason="this torch build cannot pack bfloat16 linears")
def test_packed_bf16_weights_without_a_storage_are_counted(smol_layer) -> None:
    model = prepare_bf16(copy.deepcopy(smol_layer))
    assert weight_mb(model) > 0.5 * weight_mb(smol_layer) / 2
