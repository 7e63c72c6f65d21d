"""Whisper base's text decoder in torch, built from (and written back to) CTranslate2 weights.

The ASR adapter (`models.asr_adapter`) is a LoRA on this decoder: the
encoder stays frozen, and its outputs come from CTranslate2 itself
(`data.asr_speech`), so training sees exactly the numbers inference will.
Transformers' `WhisperDecoder` holds the layers; only the names differ.
CTranslate2 fuses the self-attention's q, k, v into one matrix and the
cross-attention's k, v into another (k has no bias in Whisper, so its
slice of the fused bias is zero).
"""

from __future__ import annotations

import numpy as np
import torch
from transformers import WhisperConfig
from transformers.models.whisper.modeling_whisper import WhisperDecoder

from models.ct2_format import Ct2Model

def _config(model: Ct2Model) -> WhisperConfig:
    layers = sum(1 for name in model.variables if name.endswith("/self_attention/linear_1/weight")
                 and name.startswith("decoder/"))
    vocab, width = model.variables["decoder/embeddings/weight"].shape
    positions = model.variables["decoder/position_encodings/encodings"].shape[0]
    heads = int(model.variables["decoder/num_heads"])
    return WhisperConfig(vocab_size=vocab, d_model=width, decoder_layers=layers, decoder_attention_heads=heads,
                         decoder_ffn_dim=4 * width, max_target_positions=positions, dropout=0.0,
                         activation_function="gelu")


def _pairs(layer: int) -> dict[str, str]:
    """Transformers name -> CTranslate2 name for one decoder layer's unfused tensors."""
    ours, theirs = f"layers.{layer}.", f"decoder/layer_{layer}/"
    names = {
        "self_attn_layer_norm": "self_attention/layer_norm", "self_attn.out_proj": "self_attention/linear_1",
        "encoder_attn_layer_norm": "attention/layer_norm", "encoder_attn.q_proj": "attention/linear_0",
        "encoder_attn.out_proj": "attention/linear_2", "final_layer_norm": "ffn/layer_norm",
        "fc1": "ffn/linear_0", "fc2": "ffn/linear_1",
    }
    pairs = {}
    for hf, ct2 in names.items():
        norm = hf.endswith("layer_norm")
        pairs[ours + hf + ".weight"] = theirs + ct2 + ("/gamma" if norm else "/weight")
        pairs[ours + hf + ".bias"] = theirs + ct2 + ("/beta" if norm else "/bias")
    return pairs


_FUSED = {"self_attn": ("self_attention/linear_0", ("q_proj", "k_proj", "v_proj")),
          "encoder_attn": ("attention/linear_1", ("k_proj", "v_proj"))}
_TOP = {"embed_tokens.weight": "decoder/embeddings/weight",
        "embed_positions.weight": "decoder/position_encodings/encodings",
        "layer_norm.weight": "decoder/layer_norm/gamma", "layer_norm.bias": "decoder/layer_norm/beta"}


def decoder_state(model: Ct2Model) -> dict[str, torch.Tensor]:
    """The decoder's weights under Transformers' names, in float32."""
    v = model.variables
    state = {hf: torch.from_numpy(v[ct2].astype(np.float32)) for hf, ct2 in _TOP.items()}
    for layer in range(_config(model).decoder_layers):
        state |= {hf: torch.from_numpy(v[ct2].astype(np.float32)) for hf, ct2 in _pairs(layer).items()}
        for attention, (fused, parts) in _FUSED.items():
            prefix = f"decoder/layer_{layer}/{fused}"
            weights = np.split(v[prefix + "/weight"].astype(np.float32), len(parts))
            biases = np.split(v[prefix + "/bias"].astype(np.float32), len(parts))
            for part, weight, bias in zip(parts, weights, biases, strict=True):
                state[f"layers.{layer}.{attention}.{part}.weight"] = torch.from_numpy(weight)
                if part != "k_proj":
                    state[f"layers.{layer}.{attention}.{part}.bias"] = torch.from_numpy(bias)
    return state


def load_decoder(model: Ct2Model) -> WhisperDecoder:
    """A float32 `WhisperDecoder` holding `model`'s decoder weights, in eval mode."""
    decoder = WhisperDecoder(_config(model))
    decoder.load_state_dict(decoder_state(model), strict=True)
    return decoder.eval()


def logits(decoder: WhisperDecoder, hidden: torch.Tensor) -> torch.Tensor:
    """Whisper's output projection is its token embedding, transposed (tied)."""
    return hidden @ decoder.embed_tokens.weight.T


def store_decoder(decoder: WhisperDecoder, model: Ct2Model) -> Ct2Model:
    """`model` with its decoder layers replaced by `decoder`'s weights, in the file's dtype.

    Only the layers are written back (LoRA adapts nothing else); the fused
    k bias stays zero, as Whisper has none.
    """
    state = {name: tensor.detach().float().numpy() for name, tensor in decoder.state_dict().items()}
    variables = dict(model.variables)
    for layer in range(len(decoder.layers)):
        for hf, ct2 in _pairs(layer).items():
            variables[ct2] = state[hf].astype(variables[ct2].dtype)
        for attention, (fused, parts) in _FUSED.items():
            prefix = f"decoder/layer_{layer}/{fused}"
            dtype = variables[prefix + "/weight"].dtype
            weights = [state[f"layers.{layer}.{attention}.{part}.weight"] for part in parts]
            biases = [state.get(f"layers.{layer}.{attention}.{part}.bias", np.zeros(len(weight), np.float32))
                      for part, weight in zip(parts, weights, strict=True)]
            variables[prefix + "/weight"] = np.concatenate(weights).astype(dtype)
            variables[prefix + "/bias"] = np.concatenate(biases).astype(dtype)
    return Ct2Model(spec=model.spec, revision=model.revision, variables=variables, aliases=dict(model.aliases))
