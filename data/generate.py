"""Seeded generator of (command text, answer) pairs for fine-tuning and held-out tests.

The model learns to copy spoken spans ("half past six", "tomorrow at 3 pm")
into its compact answer and `functions.normalise` converts them, so each
example carries both the answer text (`target`) and the contract JSON the
answer must parse to (`calls`). `calls` is computed here from the sampled
values, never by parsing `target`, so the tests cross-check the two.

Usage: python -m data.generate --n 20000 --seed 0 --split train --out data/build/train.jsonl

The "fresh" split draws only from `data.families_fresh`: families written after
the committed adapter was trained, never in training or in the frozen held-out
list, a second measure of wordings the model has not seen. "fresh2" does the
same with `data.families_fresh2`, a third author's families.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any, Literal

from data import (families_comm, families_device, families_extra, families_extra2, families_extra3, families_extra4,
                  families_extra5, families_extra6, families_extra7, families_extra8, families_extra9,
                  families_extra10, families_extra11, families_extra12, families_extra13,
                  families_extra14, families_extra15, families_fresh, families_fresh2, families_home, families_none,
                  families_time, noise)
from data.grammar import Context, Slot, SlotValue, Tok, article_for, expand, skeletons
from data.heldout_families import HELDOUT_FAMILY_IDS
from data.slots import NO_CALL, Family, parameters
from functions.catalog import CATALOG

Split = Literal["train", "heldout", "fresh", "fresh2"]
SPLITS: tuple[Split, ...] = ("train", "heldout", "fresh", "fresh2")
# Splits drawn from their own family files only, never from `FAMILIES`.
FRESH_FAMILIES: dict[Split, list[Family]] = {"fresh": families_fresh.FAMILIES, "fresh2": families_fresh2.FAMILIES}
Kind = Literal["single", "multi", "none"]

# The family files, by short name ("extra10" is data/families_extra10.py), in drawing order.
FAMILY_FILES: dict[str, list[Family]] = {
    module.__name__.rsplit(".", 1)[1].removeprefix("families_"): module.FAMILIES
    for module in (families_device, families_time, families_comm, families_home, families_none, families_extra,
                   families_extra2, families_extra3, families_extra4, families_extra5, families_extra6,
                   families_extra7, families_extra8, families_extra9, families_extra10, families_extra11,
                   families_extra12, families_extra13, families_extra14, families_extra15)
}
FAMILIES: list[Family] = [family for families in FAMILY_FILES.values() for family in families]
NONE_SHARE, MULTI_SHARE, CASED_SHARE = 0.17, 0.14, 0.3
NOW_START, NOW_SPAN_S = datetime(2026, 1, 1), 2 * 365 * 86400
_WEIGHTS = {
    "create_reminder": 1.6, "set_lights": 1.6, "send_message": 1.5, "set_alarm": 1.4, "set_timer": 1.4,
    "create_calendar_event": 1.4, "play_media": 1.4, "get_weather": 1.3, "create_contact": 1.2,
    "send_email": 1.2, "add_to_list": 1.2, "move_robot": 1.1, "turn_on_flashlight": 0.6,
    "turn_off_flashlight": 0.6, "open_wifi_settings": 0.7, "get_time": 0.6, "stop_robot": 0.6,
}
# Extra weight in training only, so the frozen held-out set keeps its sampling: the
# on/off arguments whose polarity is the opposite of the word "off" ("sound off" is
# muted=true) need more examples than the many "X off" -> false commands elsewhere.
_TRAIN_WEIGHTS = {"set_mute": 1.6, "set_do_not_disturb": 1.5}
# Within set_mute, in training only: the families that say "off" (both polarities:
# "sound off" is muted=true, "take it off mute" is muted=false) are drawn this many
# times as often as the others, because "off" means false for every other function.
_TRAIN_OFF_MUTE_WEIGHT = 4.0
# In training only: the share of verb-first clauses asked indirectly ("is it possible
# to ..."; `noise.REQUEST_FRAMES`), so a polite question is read as the command it is.
_TRAIN_FRAME_SHARE = 0.12


@dataclass(frozen=True)
class Example:
    """One command: the transcript, its reference time, the answer and its contract JSON."""

    text: str
    now: str
    target: str
    calls: list[dict[str, Any]]
    family: str
    kind: Kind

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class _Clause:
    family: Family
    tokens: list[Tok]
    values: dict[str, SlotValue]


def heldout_family_ids() -> frozenset[str]:
    """The frozen held-out families (`data.heldout_families`): new families train."""
    return HELDOUT_FAMILY_IDS


def training_skeletons() -> set[str]:
    """Every sentence shape the training families expand to, slots left as `{name}`."""
    heldout = heldout_family_ids()
    return {text for family in FAMILIES if family.id not in heldout
            for nodes in family.templates for text in skeletons(nodes)}


def families_for(split: Split, leave_out: frozenset[str] = frozenset()) -> dict[str, list[Family]]:
    """The families a split may use, by function ("none" for no-call families).

    `leave_out` names family files (keys of `FAMILY_FILES`) whose families a training
    draw skips, so a run can train on an earlier round's family set; the frozen
    held-out and fresh splits never change, so it is refused for them.
    """
    unknown = leave_out - FAMILY_FILES.keys()
    if unknown:
        raise ValueError(f"unknown family files {sorted(unknown)}; choose from {', '.join(FAMILY_FILES)}")
    if leave_out and split != "train":
        raise ValueError(f"only a training draw may leave family files out, not the {split!r} split")
    pools: dict[str, list[Family]] = {}
    if split in FRESH_FAMILIES:
        for family in FRESH_FAMILIES[split]:
            pools.setdefault(family.function, []).append(family)
        return pools
    heldout = heldout_family_ids()
    skipped = {family.id for name in leave_out for family in FAMILY_FILES[name]}
    for family in FAMILIES:
        if (family.id in heldout) == (split == "heldout") and family.id not in skipped:
            pools.setdefault(family.function, []).append(family)
    return pools


def _render(family: Family, index: int, rng: random.Random, ctx: Context) -> _Clause:
    """Expand one template of `family`, sampling its slots."""
    tokens: list[Tok] = []
    values: dict[str, SlotValue] = {}
    for part in expand(rng.choice(family.templates), rng):
        if isinstance(part, Slot):
            value = family.slots[part.name](rng, ctx)
            key = part.name if family.function != NO_CALL else f"{part.name}#{len(tokens)}"
            values[key] = value
            tokens.append(Tok(value.surface, (index, key)))
        elif part.startswith("^"):
            tokens.append(Tok(part[1:], glue=True))
        else:
            tokens.append(Tok(part))
    for i, tok in enumerate(tokens):
        if tok.text == "@a" and tok.slot is None:
            tokens[i] = Tok(article_for(tokens[i + 1].text if i + 1 < len(tokens) else ""))
    return _Clause(family, tokens, values)


def _format(value: object) -> str:
    """A value as the answer format writes it (JSON strings, true/false, ints)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def _answer(clause: _Clause, surfaces: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """The compact answer for one clause and the contract JSON it must parse to.

    Copied kinds take the final surface (after casing); "lower" kinds are
    lower-cased; spans keep the value their sampler computed. Arguments that
    were not spoken, or equal their default (in any case: "Shopping" list),
    are left out of the answer.
    """
    function = clause.family.function
    model = CATALOG[function]
    arguments: dict[str, Any] = {}
    shown: list[str] = []
    for name, field in zip(parameters(function), model.model_fields.values(), strict=True):
        default = None if field.is_required() else field.default
        if name in clause.family.fixed:
            written = canonical = clause.family.fixed[name]
        elif name in clause.values:
            value, surface = clause.values[name], surfaces[name]
            written = canonical = {"text": surface, "lower": surface.lower(), "span": surface}.get(
                value.kind, value.value)
            if value.kind == "span":
                canonical = value.value
        else:
            arguments[name] = default
            continue
        if isinstance(written, str) and isinstance(default, str) and written.lower() == default:
            written = canonical = default
        arguments[name] = canonical
        if written != default:
            shown.append(f"{name}={_format(written)}")
    return f"{function}({', '.join(shown)})", {"name": function, "arguments": arguments}


def says_off(family: Family) -> bool:
    """Whether any of the family's sentences has the word "off"."""
    return any("off" in text.split() for nodes in family.templates for text in skeletons(nodes))


@cache
def _off_mute_ids() -> frozenset[str]:
    """The set_mute families that say "off", found once: expanding skeletons per pick is slow."""
    return frozenset(family.id for family in FAMILIES if family.function == "set_mute" and says_off(family))


def _pick_family(pools: dict[str, list[Family]], rng: random.Random, weights: dict[str, float],
                 training: bool) -> Family:
    functions = [name for name in pools if name != NO_CALL]
    function = rng.choices(functions, [weights.get(name, 1.0) for name in functions])[0]
    pool = pools[function]
    if training and function == "set_mute":
        off = _off_mute_ids()
        return rng.choices(pool, [_TRAIN_OFF_MUTE_WEIGHT if f.id in off else 1.0 for f in pool])[0]
    return rng.choice(pool)


def _example(pools: dict[str, list[Family]], rng: random.Random, weights: dict[str, float],
             training: bool) -> Example:
    """One example: pick a kind and families, render, add noise, derive the answer."""
    now = NOW_START + timedelta(seconds=rng.randrange(NOW_SPAN_S))
    cased = rng.random() < CASED_SHARE
    ctx = Context(now=now, digits=cased, training=training)
    roll = rng.random()
    kind: Kind = "none" if roll < NONE_SHARE else "multi" if roll < NONE_SHARE + MULTI_SHARE else "single"
    if kind == "none":
        chosen = [rng.choice(pools[NO_CALL])]
    else:
        count = 1 if kind == "single" else (3 if rng.random() < 0.1 else 2)
        chosen = [_pick_family(pools, rng, weights, training) for _ in range(count)]
    clauses = [_render(family, i, rng, ctx) for i, family in enumerate(chosen)]
    spoken = [c.tokens for c in clauses]
    if training:
        spoken = noise.frame_requests(spoken, rng, _TRAIN_FRAME_SHARE)
    tokens = noise.decorate(noise.combine(spoken, rng, cased), rng, cased)
    surfaces: dict[int, dict[str, str]] = {}
    for tok in tokens:
        if tok.slot is not None:
            surfaces.setdefault(tok.slot[0], {})[tok.slot[1]] = tok.text
    answers = [] if kind == "none" else [_answer(c, surfaces.get(i, {})) for i, c in enumerate(clauses)]
    return Example(
        text=noise.join(tokens),
        now=now.isoformat(),
        target="; ".join(a[0] for a in answers) or NO_CALL,
        calls=[a[1] for a in answers],
        family="+".join(family.id for family in chosen),
        kind=kind,
    )


def generate(n: int, seed: int, split: Split, leave_out: frozenset[str] = frozenset()) -> list[Example]:
    """`n` examples for `split`; the same arguments always give the same list."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}, got {split!r}")
    rng = random.Random(f"voxcall:{seed}:{split}")
    pools = families_for(split, leave_out)
    weights = (_WEIGHTS | _TRAIN_WEIGHTS) if split == "train" else _WEIGHTS
    return [_example(pools, rng, weights, split == "train") for _ in range(n)]


def without_texts_of(examples: list[Example], path: Path) -> list[Example]:
    """`examples` less those whose text (case and spacing ignored) is the text of a line of `path`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    taken = {_text_key(json.loads(line)["text"]) for line in lines if line.strip()}
    return [example for example in examples if _text_key(example.text) not in taken]


def _text_key(text: str) -> str:
    return " ".join(text.lower().split())


def main(argv: list[str] | None = None) -> int:
    """CLI: write `--n` examples of `--split` as JSON lines and print a summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--split", choices=SPLITS, default=None,
                        help="default: heldout, fresh2 or fresh when the output name contains that word, else train")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--leave-out", nargs="+", default=[], choices=list(FAMILY_FILES), metavar="FILE",
                        help="training only: skip the families of these files (e.g. extra10 extra11)")
    parser.add_argument("--exclude", type=Path, default=None, metavar="JSONL",
                        help="drop examples whose text is a line of this file, so a new draw of the held-out "
                             "families can choose adapters without repeating a held-out test line")
    args = parser.parse_args(argv)
    split: Split = args.split or next((name for name in ("heldout", "fresh2", "fresh") if name in args.out.name),
                                       "train")
    try:
        examples = generate(args.n, args.seed, split, frozenset(args.leave_out))
    except ValueError as error:
        parser.error(str(error))
    if args.exclude is not None:
        if not args.exclude.is_file():
            parser.error(f"--exclude {args.exclude} does not exist; make the frozen held-out file first")
        examples = without_texts_of(examples, args.exclude)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as handle:
        for example in examples:
            handle.write(json.dumps(example.to_json(), ensure_ascii=False) + "\n")
    kinds = Counter(example.kind for example in examples)
    shares = ", ".join(f"{kind} {100 * count / len(examples):.1f}%" for kind, count in sorted(kinds.items()))
    print(f"wrote {len(examples)} {split} examples to {args.out} ({shares})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
