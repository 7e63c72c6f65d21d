"""Frozen MTP: a light head that drafts future tokens for a frozen base model.

The head is one small transformer block. At anchor position t, after the
base model has produced its final hidden state h_t and the next token
x_{t+1} is known, the head drafts x_{t+2}, x_{t+3}, ... one at a time:

    input_1 = fuse(norm(h_t), norm(embed(x_{t+1})))         at position t+1
    input_j = fuse(norm(g_{j-1}), norm(embed(d_{t+j})))      at position t+j
    g_j     = block(input_j)     # attends to the base's KV cache + its own drafts
    d_{t+j+1} = argmax(lm_head(norm(g_j)))

Its attention reads the base model's last-layer KV cache in place (no second
cache for the prompt, no drafter prefill) plus keys and values of its own
few draft positions. It owns no embedding table and no LM head: both are the
base model's. Only the head is trained; the base stays frozen, so the
speculative loop that verifies the drafts reproduces plain greedy decoding.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path

import torch
from torch import nn
from torch.nn import functional as F
from transformers import PreTrainedModel

from app.settings import HeadPrecision
from models.bf16 import release_freed_memory
from models.int8 import Int8Linear

HEAD_FILE = "mtp_head.safetensors"
CONFIG_FILE = "mtp_config.json"


@dataclass(frozen=True)
class HeadConfig:
    """Sizes copied from the base model, plus the head's own small MLP."""

    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    mlp: int = 512
    eps: float = 1e-5
    rope_theta: float = 100000.0

    @classmethod
    def from_base(cls, base: PreTrainedModel, mlp: int = 512) -> HeadConfig:
        c = base.config
        theta = (getattr(c, "rope_parameters", None) or {}).get("rope_theta", getattr(c, "rope_theta", 10000.0))
        return cls(c.hidden_size, c.num_attention_heads, c.num_key_value_heads,
                   getattr(c, "head_dim", c.hidden_size // c.num_attention_heads), mlp, c.rms_norm_eps, theta)


class RMSNorm(nn.Module):
    def __init__(self, size: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.rms_norm(x, (x.shape[-1],), self.weight, self.eps)


def rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """Rotary embedding, same convention as Llama (halves rotated), with cos and sin looked up per position."""
    half = x.shape[-1] // 2
    rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos + rotated * sin


def rotary_table(length: int, dim: int, theta: float, device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """cos and sin of Llama's rotary angles for positions 0 .. length - 1: [length, dim] each."""
    inv = 1.0 / (theta ** (torch.arange(0, dim, 2, device=device, dtype=torch.float32) / dim))
    freqs = torch.arange(length, device=device, dtype=torch.float32)[:, None] * inv
    angles = torch.cat((freqs, freqs), -1)
    return angles.cos(), angles.sin()


@dataclass
class DraftState:
    """Keys and values of the head's own draft positions for one anchor."""

    keys: list[torch.Tensor]
    values: list[torch.Tensor]


class MTPHead(nn.Module):
    """One transformer block reading the base model's KV cache."""

    def __init__(self, config: HeadConfig) -> None:
        super().__init__()
        self.config = config
        d, h, kv, hd = config.hidden, config.heads, config.kv_heads, config.head_dim
        self.norm_hidden = RMSNorm(d, config.eps)
        self.norm_embed = RMSNorm(d, config.eps)
        self.fuse = nn.Linear(2 * d, d, bias=False)
        self.attn_norm = RMSNorm(d, config.eps)
        self.q = nn.Linear(d, h * hd, bias=False)
        self.k = nn.Linear(d, kv * hd, bias=False)
        self.v = nn.Linear(d, kv * hd, bias=False)
        self.o = nn.Linear(h * hd, d, bias=False)
        self.mlp_norm = RMSNorm(d, config.eps)
        self.gate = nn.Linear(d, config.mlp, bias=False)
        self.up = nn.Linear(d, config.mlp, bias=False)
        self.down = nn.Linear(config.mlp, d, bias=False)
        self.out_norm = RMSNorm(d, config.eps)
        self._table: tuple[torch.Tensor, torch.Tensor] | None = None

    def init_from_base(self, base: PreTrainedModel) -> None:
        """Start attention from the base's last layer: it already reads that cache."""
        layer = base.model.layers[-1]
        with torch.no_grad():
            for mine, theirs in ((self.q, layer.self_attn.q_proj), (self.k, layer.self_attn.k_proj),
                                 (self.v, layer.self_attn.v_proj), (self.o, layer.self_attn.o_proj)):
                mine.weight.copy_(theirs.weight.float())
            self.out_norm.weight.copy_(base.model.norm.weight.float())

    def step(self, hidden: torch.Tensor, embedded: torch.Tensor, positions: torch.Tensor,
             base_k: torch.Tensor, base_v: torch.Tensor, base_mask: torch.Tensor | None,
             state: DraftState) -> torch.Tensor:
        """One draft step for a batch of anchors; returns the head's hidden state g.

        hidden, embedded: [B, A, d]; positions: [B, A]; base_k/v: [B, kv, T, hd]
        (rotated, as cached); base_mask: [A, T] bool (True = may attend) or None
        for all. `state` gains this step's key and value.
        """
        x = self.fuse(torch.cat((self.norm_hidden(hidden), self.norm_embed(embedded)), dim=-1))
        x = x + self._attend(self.attn_norm(x), positions, base_k, base_v, base_mask, state)
        y = self.mlp_norm(x)
        return x + self.down(F.silu(self.gate(y)) * self.up(y))

    def logits_input(self, g: torch.Tensor) -> torch.Tensor:
        """What the shared LM head reads."""
        return self.out_norm(g)

    def _split(self, x: torch.Tensor, heads: int) -> torch.Tensor:
        b, a, _ = x.shape
        return x.view(b, a, heads, self.config.head_dim).transpose(1, 2)

    def _rotary(self, positions: torch.Tensor, like: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """cos and sin at `positions` ([B, A]) shaped to rotate [B, heads, A, head_dim]; the table grows on demand."""
        needed, have = int(positions.max()) + 1, 0 if self._table is None else self._table[0].shape[0]
        if have < needed or self._table[0].device != like.device:
            length = max(needed, 2 * have, 256)
            self._table = rotary_table(length, self.config.head_dim, self.config.rope_theta, like.device)
        cos, sin = (t[positions].unsqueeze(1).to(like.dtype) for t in self._table)
        return cos, sin

    def _attend(self, x: torch.Tensor, positions: torch.Tensor, base_k: torch.Tensor, base_v: torch.Tensor,
                base_mask: torch.Tensor | None, state: DraftState) -> torch.Tensor:
        """Attention over the base's cache and the head's own draft keys, query heads grouped onto their key head."""
        c = self.config
        group, (b, a, _) = c.heads // c.kv_heads, x.shape
        cos, sin = self._rotary(positions, x)
        q = rotate(self._split(self.q(x), c.heads), cos, sin) / math.sqrt(c.head_dim)
        state.keys.append(rotate(self._split(self.k(x), c.kv_heads), cos, sin))
        state.values.append(self._split(self.v(x), c.kv_heads))
        grouped = q.reshape(b, c.kv_heads, group * a, c.head_dim)
        scores_base = (grouped @ base_k.transpose(-1, -2)).view(b, c.kv_heads, group, a, -1)
        if base_mask is not None:
            scores_base = scores_base.masked_fill(~base_mask, float("-inf"))
        own_k = torch.stack(state.keys, dim=-2).unsqueeze(2)  # [B, kv, 1, A, steps, hd]
        own_v = torch.stack(state.values, dim=-2).unsqueeze(2)
        scores_own = (grouped.view(b, c.kv_heads, group, a, 1, c.head_dim) * own_k).sum(-1)
        probs = torch.softmax(torch.cat((scores_base, scores_own), dim=-1), dim=-1)
        p_base, p_own = probs[..., : base_k.shape[-2]], probs[..., base_k.shape[-2] :]
        out = (p_base.reshape(b, c.kv_heads, group * a, -1) @ base_v).view(b, c.kv_heads, group, a, c.head_dim)
        out = out + (p_own.unsqueeze(-1) * own_v).sum(-2)
        return self.o(out.view(b, c.heads, a, c.head_dim).transpose(1, 2).reshape(b, a, c.heads * c.head_dim))


def save_head(head: MTPHead, directory: Path, extra: dict | None = None) -> None:
    from safetensors.torch import save_file

    directory.mkdir(parents=True, exist_ok=True)
    save_file({k: v.contiguous() for k, v in head.state_dict().items()}, directory / HEAD_FILE)
    (directory / CONFIG_FILE).write_text(json.dumps({"head": asdict(head.config), **(extra or {})}, indent=1))


def load_head(directory: Path, precision: HeadPrecision = "float32") -> MTPHead:
    """The trained head, for inference in `precision` (training loads it in float32).

    int8 puts the head's linear layers on `models.int8`'s kernel: drafting
    one token is a chain of 1-row products that read the weights from
    memory, so a quarter of the bytes cut drafting time (26 % on 100
    commands with torch's dynamic int8, which this replaced: the 576 x 576
    layer, one row, 47 us a call against the kernel's 14). The head's numbers
    only decide what is proposed; the verifier decides what is emitted.
    """
    from safetensors.torch import load_file

    config = HeadConfig(**json.loads((directory / CONFIG_FILE).read_text())["head"])
    head = MTPHead(config)
    head.load_state_dict(load_file(directory / HEAD_FILE))
    head.eval().requires_grad_(False)
    if precision == "int8":
        for name, module in list(head.named_children()):
            if isinstance(module, nn.Linear):
                setattr(head, name, Int8Linear(module))
        release_freed_memory()
    return head


def load_draft_vocab(directory: Path) -> list[int]:
    """Token ids the head may propose (besides the command's own tokens)."""
    return json.loads((directory / CONFIG_FILE).read_text()).get("draft_vocab", [])


def head_exists(directory: Path) -> bool:
    return (directory / HEAD_FILE).is_file() and (directory / CONFIG_FILE).is_file()
