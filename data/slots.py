"""Slot samplers and the phrasing-family type the family files are written in.

A family is one way of asking for one function ("set_alarm/wake_me"), with a
few templates, the sampler for each slot and the arguments the phrasing fixes
by itself ("louder" fixes direction="up").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from data import vocab
from data.grammar import Context, Node, SlotKind, SlotValue, always_slots, compile_template, slots_of
from functions.catalog import CATALOG, parameters

Sampler = Callable[[random.Random, Context], SlotValue]
NO_CALL = "none"


def pool(values: tuple[str, ...], kind: SlotKind = "text") -> Sampler:
    """Pick one value as spoken; "text" values are copied into the answer."""

    def sample(rng: random.Random, ctx: Context) -> SlotValue:
        return SlotValue(rng.choice(values), kind)

    return sample


def mixed(*weighted: tuple[float, Sampler]) -> Sampler:
    """Choose among samplers by weight ("a first name, sometimes a full name")."""
    weights = [weight for weight, _ in weighted]
    samplers = [sampler for _, sampler in weighted]

    def sample(rng: random.Random, ctx: Context) -> SlotValue:
        return rng.choices(samplers, weights)[0](rng, ctx)

    return sample


def enum(*pairs: tuple[str, object]) -> Sampler:
    """A word whose meaning is fixed: ("louder", "up"), ("on", True)."""

    def sample(rng: random.Random, ctx: Context) -> SlotValue:
        surface, value = rng.choice(pairs)
        return SlotValue(surface, "enum", value)

    return sample


def name_pool(names: tuple[str, ...], training_only: tuple[str, ...]) -> Sampler:
    """A name; in the training split, one time in `TRAINING_ONLY_SHARE` from `training_only`.

    The extra draw happens in training only, so the held-out split's
    random stream, and with it every held-out example, stays as it was.
    """

    def sample(rng: random.Random, ctx: Context) -> SlotValue:
        extra = ctx.training and rng.random() < TRAINING_ONLY_SHARE
        return SlotValue(rng.choice(training_only if extra else names), "text")

    return sample


TRAINING_ONLY_SHARE = 0.3
FIRST_NAME = name_pool(vocab.FIRST_NAMES, vocab.WORD_PREFIXED_FIRST_NAMES)
LAST_NAME = name_pool(vocab.LAST_NAMES, vocab.WORD_PREFIXED_LAST_NAMES)


def _full_name(rng: random.Random, ctx: Context) -> SlotValue:
    return SlotValue(f"{FIRST_NAME(rng, ctx).surface} {LAST_NAME(rng, ctx).surface}", "text")


def _song_by_artist(rng: random.Random, ctx: Context) -> SlotValue:
    return SlotValue(f"{rng.choice(vocab.SONGS)} by {rng.choice(vocab.ARTISTS)}", "text")


CONTACT = mixed((6, FIRST_NAME), (2, _full_name), (2, pool(vocab.RELATIONS)))
EMAIL_TO = mixed((6, FIRST_NAME), (2, _full_name), (2, pool(vocab.EMAILS)))
EMAIL_ADDRESS = mixed((4, pool(vocab.EMAILS)), (1, pool(vocab.SPOKEN_EMAILS)))
MUSIC = mixed((4, pool(vocab.SONGS)), (4, pool(vocab.ARTISTS)), (2, _song_by_artist))
GENRE_OR_ARTIST = mixed(
    (1, pool(vocab.GENRES)), (1, pool(tuple(name for name in vocab.ARTISTS if not name.lower().startswith("the "))))
)
ROOM = pool(vocab.ROOMS, "lower")
COLOR = pool(vocab.COLORS, "lower")
ON_OFF = enum(("on", True), ("off", False))
UP_DOWN = enum(("up", "up"), ("down", "down"))
TURN_ON_OFF = enum(("turn on", True), ("switch on", True), ("turn off", False), ("switch off", False),
                   ("shut off", False))
ENABLE_DISABLE = enum(("enable", True), ("disable", False), ("activate", True), ("deactivate", False))


@dataclass(frozen=True)
class FamilySpec:
    """A family as written in a family file, before it is bound to its function."""

    key: str
    templates: tuple[str, ...]
    fixed: Mapping[str, object]
    slots: Mapping[str, Sampler] = field(default_factory=dict)
    core: bool = False


@dataclass(frozen=True)
class Family:
    """One phrasing family, ready to sample: `id` is "function/key".

    A `core` family is never held out: the plainest phrasing of a function
    (the first family listed) and the contract's own examples ("dim the
    lights to 30 percent", "turn off the wifi") must be in training.
    """

    id: str
    function: str
    templates: tuple[tuple[Node, ...], ...]
    slots: Mapping[str, Sampler]
    fixed: Mapping[str, object]
    core: bool = False


def fam(
    key: str, *templates: str, slots: Mapping[str, Sampler] | None = None, core: bool = False, **fixed: object
) -> FamilySpec:
    """Shorthand used by the family files: `fam("louder", "turn it up", direction="up")`."""
    return FamilySpec(key, templates, fixed, slots or {}, core)


def required_parameters(function: str) -> list[str]:
    """The parameters a call cannot leave out (no default in the catalog)."""
    fields = CATALOG[function].model_fields.items()
    return [spec.alias or key for key, spec in fields if spec.is_required()]


def bind(function: str, slots: Mapping[str, Sampler], *specs: FamilySpec) -> list[Family]:
    """Bind specs to their function and check them once, at import.

    Every slot a template uses must have a sampler and, except for no-call
    families, name a parameter; every template must fill each required
    parameter. A typo fails loudly here rather than in the data.
    """
    allowed = set(parameters(function)) if function != NO_CALL else None
    required = set(required_parameters(function)) if function != NO_CALL else set()
    families = []
    for position, spec in enumerate(specs):
        merged = {**slots, **spec.slots}
        compiled = tuple(compile_template(text) for text in spec.templates)
        used = set().union(*(slots_of(nodes) for nodes in compiled))
        missing = used - set(merged)
        if missing:
            raise ValueError(f"{function}/{spec.key}: no sampler for {sorted(missing)}")
        if allowed is not None and not (used | set(spec.fixed)) <= allowed:
            raise ValueError(f"{function}/{spec.key}: not parameters: {sorted((used | set(spec.fixed)) - allowed)}")
        for text, nodes in zip(spec.templates, compiled, strict=True):
            unfilled = required - always_slots(nodes) - set(spec.fixed)
            if unfilled:
                raise ValueError(f"{function}/{spec.key}: {text!r} can leave out {sorted(unfilled)}")
        core = spec.core or position == 0
        families.append(Family(f"{function}/{spec.key}", function, compiled, merged, dict(spec.fixed), core))
    return families
