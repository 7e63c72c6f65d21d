"""How much of "contacts minus calls" each rank keeps (squared Frobenius norm, summed over the adapted layers),
measured after run AR to see whether a smaller swap could give the same answers. Run from the repository root:
PYTHONPATH=. python benchmarks/results/calls-run-ar/diff_rank.py"""
from pathlib import Path

import torch

from models.lora_files import adapter_scale, lora_pairs

CONTACTS, CALLS = Path("assets/adapters/contacts"), Path("assets/adapters/calls")
RANKS = (8, 16, 24, 32, 48)
contacts, calls = lora_pairs(CONTACTS), lora_pairs(CALLS)
contacts_scale, calls_scale = adapter_scale(CONTACTS), adapter_scale(CALLS)
kept, worst, total, relative = dict.fromkeys(RANKS, 0.0), dict.fromkeys(RANKS, 1.0), 0.0, []
for name, (a, b) in contacts.items():
    calls_a, calls_b = calls[name]
    update = calls_scale * calls_b.float() @ calls_a.float()
    difference = contacts_scale * b.float() @ a.float() - update
    energy = torch.linalg.svdvals(difference) ** 2
    total += energy.sum().item()
    relative.append(difference.norm().item() / update.norm().item())
    for rank in RANKS:
        kept[rank] += energy[:rank].sum().item()
        worst[rank] = min(worst[rank], energy[:rank].sum().item() / energy.sum().item())
print("kept, all layers:", {rank: round(kept[rank] / total, 5) for rank in RANKS})
print("kept, worst layer:", {rank: round(worst[rank], 4) for rank in RANKS})
print(f"|contacts - calls| / |calls update|: median {sorted(relative)[len(relative) // 2]:.3f}, max {max(relative):.3f}")
