"""The compiled attention kernel: a row's bits never depend on the rows beside it, and it is attention."""

from __future__ import annotations

import pytest
import torch

from models import c_build, int8, row_kernel
from models.row_attention import _attention_row_by_row

pytestmark = pytest.mark.skipif(not row_kernel.available(), reason="no C compiler to build the kernel")

HEADS, KV_HEADS, DIM = 9, 3, 64


def _inputs(rows: int, past: int, seed: int,
            dtype: torch.dtype = torch.bfloat16) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """bfloat16 is the packed bf16 model's cache, float32 the int8 model's."""
    generator = torch.Generator().manual_seed(seed)
    keys = past + rows
    query = torch.randn(HEADS, rows, DIM, generator=generator).to(dtype)
    key = torch.randn(KV_HEADS, keys, DIM, generator=generator).to(dtype)
    value = torch.randn(KV_HEADS, keys, DIM, generator=generator).to(dtype)
    return query, key, value


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32])
@pytest.mark.parametrize("rows", [2, 3, 5, 9, 16])
@pytest.mark.parametrize("past", [0, 1, 15, 16, 17, 63, 64, 65, 130, 257])
def test_every_row_of_a_pass_equals_that_row_fed_alone(rows, past, dtype) -> None:
    query, key, value = _inputs(rows, past, seed=rows * 1000 + past, dtype=dtype)
    together = row_kernel.row_invariant_attention(query, key, value, 0.125)
    for i in range(rows):
        end = past + i + 1
        alone = row_kernel.row_invariant_attention(query[:, i : i + 1], key[:, :end], value[:, :end], 0.125)
        assert torch.equal(alone[0], together[i]), f"row {i} of {rows} after {past} cached keys"


def test_it_is_causal_attention_with_grouped_key_heads() -> None:
    query, key, value = _inputs(rows=7, past=40, seed=1)
    expected = torch.nn.functional.scaled_dot_product_attention(
        query.float().unsqueeze(0), key.float().repeat_interleave(3, 0).unsqueeze(0),
        value.float().repeat_interleave(3, 0).unsqueeze(0), attn_mask=torch.ones(7, 47, dtype=torch.bool).tril(40),
        scale=0.125)[0].transpose(0, 1)
    assert torch.allclose(row_kernel.row_invariant_attention(query, key, value, 0.125), expected, atol=1e-5)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32])
def test_it_agrees_with_the_row_by_row_fallback(dtype) -> None:
    query, key, value = _inputs(rows=4, past=20, seed=2, dtype=dtype)
    assert torch.allclose(row_kernel.row_invariant_attention(query, key, value, 0.125),
                          _attention_row_by_row(query, key, value, 0.125), atol=1e-5)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32])
def test_a_non_contiguous_query_reads_the_same_numbers(dtype) -> None:
    """A float32 query is not copied by its dtype conversion, so the kernel must make it contiguous itself."""
    query, key, value = _inputs(rows=5, past=10, seed=3, dtype=dtype)
    strided = query.transpose(0, 1).contiguous().transpose(0, 1)
    assert not strided.is_contiguous()
    assert torch.equal(row_kernel.row_invariant_attention(strided, key, value, 0.125),
                       row_kernel.row_invariant_attention(query, key, value, 0.125))


def test_keys_and_values_of_another_or_mixed_type_are_refused() -> None:
    query, key, value = _inputs(rows=2, past=3, seed=4)
    with pytest.raises(TypeError, match="bfloat16 or float32"):
        row_kernel.row_invariant_attention(query, key.float(), value, 0.125)
    with pytest.raises(TypeError, match="bfloat16 or float32"):
        row_kernel.row_invariant_attention(query, key.half(), value.half(), 0.125)


def test_the_kernel_builds_once_into_a_cache_named_by_source_and_flags(tmp_path) -> None:
    built = c_build.build(row_kernel.SOURCE, tmp_path)
    assert built == c_build.library_path(row_kernel.SOURCE, tmp_path) and built.is_file()
    assert built.name.startswith("row_kernel-")
    stamp = built.stat().st_mtime_ns
    assert c_build.build(row_kernel.SOURCE, tmp_path).stat().st_mtime_ns == stamp, "a second build reuses the library"


def test_an_edited_header_the_kernel_includes_names_a_new_library(tmp_path) -> None:
    """int8_kernel.c includes int8_avx2.h: a change there must rebuild, not load the old library."""
    assert [path.name for path in c_build.sources(int8.SOURCE)] == ["int8_kernel.c", "int8_avx2.h"]
    kernel, header = tmp_path / "k.c", tmp_path / "k.h"
    kernel.write_text('#include "k.h"\nint f(void) { return F; }\n')
    header.write_text("#define F 1\n")
    before = c_build.library_path(kernel, tmp_path)
    header.write_text("#define F 2\n")
    assert c_build.library_path(kernel, tmp_path) != before


def test_without_a_compiler_the_build_fails_with_a_hint_and_leaves_nothing(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CC", str(tmp_path / "no-such-compiler"))
    with pytest.raises(OSError, match="install gcc"):
        c_build.build(row_kernel.SOURCE, tmp_path)
    assert not c_build.library_path(row_kernel.SOURCE, tmp_path).exists()
    assert c_build.load(row_kernel.SOURCE, tmp_path) is None, "callers get None and fall back"
