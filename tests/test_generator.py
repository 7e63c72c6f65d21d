"""The training-data generator: its answers parse to the calls it claims, and the
train/held-out split keeps phrasing families apart."""

from __future__ import annotations

import json
import random
import re
import time
from collections import Counter
from datetime import datetime
from functools import cache
from pathlib import Path

import pytest

from data import vocab
from data.generate import (FAMILIES, FAMILY_FILES, FRESH_FAMILIES, SPLITS, Example, Split, families_for, generate,
                           heldout_family_ids, main, says_off, training_skeletons)
from data.grammar import Tok, article_for, compile_template, skeletons
from data.noise import REQUEST_FRAMES, frame_requests, join
from data.slots import NO_CALL
from functions.catalog import CATALOG
from functions.parse import parse_calls

N = 3000
ANSWER_SYNTAX = re.compile(r"[()=\";]|\b\w+\(")
QUOTED = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*")')
NOT_COPIED = {"direction", "action", "media_type"}


@cache
def examples(split: str) -> list[Example]:
    return generate(N, 0, split)  # type: ignore[arg-type]


def family_ids(example: Example) -> list[str]:
    return example.family.split("+")


@pytest.mark.parametrize("split", SPLITS)
def test_targets_parse_to_the_expected_calls(split: str) -> None:
    """The cross-check of generator and normalise.py: same calls, no rejections."""
    failures = []
    for example in examples(split):
        result = parse_calls(example.target, now=datetime.fromisoformat(example.now))
        got = [call.to_json() for call in result.calls]
        if result.rejected or got != example.calls:
            failures.append((example.text, example.target, [r.reason for r in result.rejected], got, example.calls))
    assert not failures, failures[:5]


@pytest.mark.parametrize("split", SPLITS)
def test_expected_calls_name_every_parameter(split: str) -> None:
    for example in examples(split):
        for call in example.calls:
            fields = CATALOG[call["name"]].model_fields
            assert list(call["arguments"]) == [field.alias or key for key, field in fields.items()]


def test_same_seed_same_output_and_other_seeds_differ() -> None:
    assert generate(300, 7, "train") == generate(300, 7, "train")
    assert generate(300, 7, "train") != generate(300, 8, "train")
    assert generate(300, 7, "heldout") != generate(300, 7, "train")


def test_training_weights_leave_the_heldout_set_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Extra training weight must not resample the frozen held-out set."""
    heldout, train = generate(300, 1, "heldout"), generate(300, 1, "train")
    monkeypatch.setattr("data.generate._TRAIN_WEIGHTS", {"set_mute": 9.0})
    assert generate(300, 1, "heldout") == heldout
    assert generate(300, 1, "train") != train


def test_switching_the_sound_off_means_muted() -> None:
    """"off" is false for lights and bluetooth but true for set_mute, unless it undoes mute or silent mode."""
    wrong = [
        example.text for example in examples("train")
        if example.kind == "single" and example.calls[0]["name"] == "set_mute"
        and re.search(r"\boff\b", example.text.lower()) and not re.search(r"mute|silent", example.text.lower())
        and example.calls[0]["arguments"]["muted"] is not True
    ]
    assert not wrong, wrong[:5]


def test_all_functions_appear_in_train() -> None:
    names = {call["name"] for example in examples("train") for call in example.calls}
    assert names == set(CATALOG)


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_kind_shares(split: str) -> None:
    kinds = Counter(example.kind for example in examples(split))
    assert kinds["multi"] / N >= 0.10
    assert kinds["none"] / N >= 0.15
    for example in examples(split):
        expected = {"none": 0, "single": 1}.get(example.kind)
        assert len(example.calls) == expected if expected is not None else len(example.calls) >= 2
        assert (example.target == NO_CALL) == (example.kind == "none")


def test_heldout_families_never_appear_in_train() -> None:
    heldout = heldout_family_ids()
    used_in_train = {fid for example in examples("train") for fid in family_ids(example)}
    used_in_heldout = {fid for example in examples("heldout") for fid in family_ids(example)}
    assert not used_in_train & heldout
    assert used_in_heldout <= heldout


def test_no_heldout_wording_is_trained_on() -> None:
    """A held-out family tests wording the model never saw, so no training
    template (of any function) may expand to one of its sentences."""
    heldout = heldout_family_ids()
    trained = training_skeletons()
    shared = {
        (text, family.id) for family in FAMILIES if family.id in heldout
        for nodes in family.templates for text in skeletons(nodes) if text in trained
    }
    assert not shared


@pytest.mark.parametrize("split", sorted(FRESH_FAMILIES))
def test_fresh_families_are_neither_trained_on_nor_in_any_other_split(split: Split) -> None:
    """A fresh split is another unseen-wording measure: its families and
    sentences are in no other split, and it draws from nothing else."""
    mine = FRESH_FAMILIES[split]
    fresh = {family.id for family in mine}
    others = [*FAMILIES, *(family for name, fams in FRESH_FAMILIES.items() if name != split for family in fams)]
    assert not fresh & {family.id for family in others}
    assert {fid for example in examples(split) for fid in family_ids(example)} <= fresh
    other_texts = {text for family in others for nodes in family.templates for text in skeletons(nodes)}
    shared = {text for family in mine for nodes in family.templates for text in skeletons(nodes) if text in other_texts}
    assert not shared


@pytest.mark.parametrize("split", sorted(FRESH_FAMILIES))
def test_every_function_and_no_call_has_fresh_families(split: Split) -> None:
    assert {family.function for family in FRESH_FAMILIES[split]} == set(CATALOG) | {NO_CALL}


def test_skeletons_list_every_expansion() -> None:
    assert sorted(skeletons(compile_template("(set|make) [a] timer for {d}"))) == [
        "make a timer for {d}", "make timer for {d}", "set a timer for {d}", "set timer for {d}"]


@pytest.mark.parametrize(
    ("word", "article"), [("one", "a"), ("hour", "an"), ("eye", "an"), ("usual", "a"), ("cat", "a")]
)
def test_article_follows_the_sound(word: str, article: str) -> None:
    assert article_for(word) == article


def test_every_heldout_family_has_examples() -> None:
    used = {fid for example in examples("heldout") for fid in family_ids(example)}
    assert heldout_family_ids() <= used


def test_core_families_stay_in_train() -> None:
    """The plainest phrasing and the contract's own examples are always trained on."""
    core = {family.id for family in FAMILIES if family.core}
    assert {"set_lights/dim_to", "open_wifi_settings/turn_off", "get_time/what_time"} <= core
    assert not core & heldout_family_ids()


def test_every_fixed_value_is_still_trained_on() -> None:
    """Holding out the only family that teaches `action="previous"` would test
    a value the model never saw, not a new phrasing."""
    heldout = heldout_family_ids()
    taught = {(f.function, tuple(sorted(f.fixed.items()))) for f in FAMILIES if f.id not in heldout}
    for family in FAMILIES:
        assert (family.function, tuple(sorted(family.fixed.items()))) in taught, family.id


def test_heldout_is_about_a_fifth_of_each_function() -> None:
    per_function = Counter(family.function for family in FAMILIES)
    held = Counter(fid.split("/")[0] for fid in heldout_family_ids())
    for function, count in per_function.items():
        assert 1 <= held[function] <= max(1, round(0.3 * count)), function
    functions = [name for name in per_function if name != NO_CALL]
    assert sum(per_function[name] for name in functions) / len(functions) >= 8


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_text_never_contains_answer_syntax(split: str) -> None:
    for example in examples(split):
        assert not ANSWER_SYNTAX.search(example.text), example.text
        assert example.text == example.text.strip() and "  " not in example.text


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_copied_strings_are_spans_of_the_text(split: str) -> None:
    """Everything the model writes in quotes (but enum words) is in what was said."""
    for example in examples(split):
        for name, literal in QUOTED.findall(example.target):
            if name not in NOT_COPIED:
                assert json.loads(literal).lower() in example.text.lower(), (example.text, example.target)


def test_same_words_always_get_the_same_answer() -> None:
    """Two phrasings that read the same must not teach the model two answers."""
    answers: dict[str, set[str]] = {}
    for example in examples("train") + examples("heldout"):
        words = re.sub(r"[,?!]|\.$", "", example.text.lower()).strip()
        answers.setdefault(words, set()).add(example.target.lower())
    assert not {words: targets for words, targets in answers.items() if len(targets) > 1}


def test_now_is_in_2026_or_2027() -> None:
    years = {datetime.fromisoformat(example.now).year for example in examples("train")}
    assert years == {2026, 2027}


def test_twenty_thousand_examples_are_fast() -> None:
    start = time.perf_counter()
    assert len(generate(20000, 1, "train")) == 20000
    assert time.perf_counter() - start < 30


def test_cli_writes_json_lines(tmp_path: Path) -> None:
    out = tmp_path / "build" / "heldout.jsonl"
    assert main(["--n", "25", "--seed", "3", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 25
    assert set(rows[0]) == {"text", "now", "target", "calls", "family", "kind"}
    assert rows == [example.to_json() for example in generate(25, 3, "heldout")]


def test_exclude_drops_the_lines_of_another_file_and_nothing_else(tmp_path: Path) -> None:
    """`--exclude` keeps a new held-out draw (the heldout_val selection set) free of the frozen test lines."""
    frozen, out = tmp_path / "heldout.jsonl", tmp_path / "heldout-val.jsonl"
    assert main(["--n", "300", "--seed", "1", "--split", "heldout", "--out", str(frozen)]) == 0
    assert main(["--n", "300", "--seed", "3", "--split", "heldout", "--exclude", str(frozen), "--out", str(out)]) == 0
    taken = {" ".join(json.loads(line)["text"].lower().split()) for line in frozen.read_text().splitlines()}
    kept = [json.loads(line) for line in out.read_text().splitlines()]
    drawn = [example.to_json() for example in generate(300, 3, "heldout")]
    assert kept == [row for row in drawn if " ".join(row["text"].lower().split()) not in taken]
    assert 0 < len(kept) < len(drawn)


def test_exclude_of_a_missing_file_says_how_to_make_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--n", "5", "--split", "heldout", "--exclude", str(tmp_path / "nope.jsonl"),
              "--out", str(tmp_path / "v.jsonl")])
    assert "does not exist; make the frozen held-out file first" in capsys.readouterr().err


def test_cli_takes_the_split_from_the_output_name(tmp_path: Path) -> None:
    for split in ("fresh", "fresh2", "train"):
        out = tmp_path / f"{split}.jsonl"
        assert main(["--n", "5", "--seed", "3", "--out", str(out)]) == 0
        rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert rows == [example.to_json() for example in generate(5, 3, split)]  # type: ignore[arg-type]


def test_names_that_begin_with_a_word_are_drawn_in_training_only() -> None:
    """Training also draws names that begin with a word ("call andrew" gave "rew"); held-out never does."""
    prefixed = {name.lower() for name in (*vocab.WORD_PREFIXED_FIRST_NAMES, *vocab.WORD_PREFIXED_LAST_NAMES)}

    def with_prefixed(split: str) -> int:
        return sum(any(word.strip(".,?!") in prefixed for word in ex.text.lower().split()) for ex in examples(split))

    assert with_prefixed("train") > 0.02 * len(examples("train"))
    assert with_prefixed("heldout") == 0


def test_training_robot_distances_in_metres_are_answered_in_centimetres() -> None:
    """A quarter of training distances are said in metres; the answer multiplies by 100."""
    said = re.compile(r"\b(?:(?:half )?a|one) met(?:er|re)\b|\bmet(?:er|re)s\b", re.IGNORECASE)
    metres = [e for e in examples("train") if said.search(e.text) and "move_robot" in e.target]
    robot = [e for e in examples("train") if "distance_cm" in e.target]
    assert 0.1 < len(metres) / len(robot) < 0.5
    for example in metres:
        distances = [c["arguments"]["distance_cm"] for c in example.calls if c["name"] == "move_robot"]
        assert any(d is not None and d % 50 == 0 and d >= 50 for d in distances), example


@pytest.mark.parametrize("split", [s for s in SPLITS if s != "train"])
def test_only_training_says_distances_in_metres(split: str) -> None:
    """The roll is drawn in training only, so the frozen evaluation files keep their streams."""
    robot = [e.text for e in examples(split) if "move_robot" in e.target]
    assert robot and not [text for text in robot if re.search(r"\bmet(?:er|re)s?\b", text, re.IGNORECASE)]


def test_training_favours_the_mute_families_that_say_off() -> None:
    """"sound off" is muted=true although "off" is false everywhere else, so training
    draws the set_mute families that say "off" four times as often (14 of 49 families
    would be about 29 % of mute commands uniformly; weighted, about 61 %)."""
    off = {family.id for family in FAMILIES if family.function == "set_mute" and says_off(family)}
    picks = [fid for example in examples("train") for fid in family_ids(example) if fid.startswith("set_mute/")]
    share = sum(fid in off for fid in picks) / len(picks)
    assert len(picks) > 100 and share > 0.45, (len(picks), share)


def test_the_mute_weighting_changes_training_draws_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Held-out and fresh splits must not move when the training-only weight does."""
    before = {split: generate(300, 5, split) for split in SPLITS}
    monkeypatch.setattr("data.generate._TRAIN_OFF_MUTE_WEIGHT", 100.0)
    after = {split: generate(300, 5, split) for split in SPLITS}
    assert [split for split in SPLITS if before[split] != after[split]] == ["train"]


def test_a_training_draw_can_leave_family_files_out() -> None:
    """`--leave-out extra10 extra11` trains on the round-1-to-6 family set: none of the
    left-out families is drawn, every other training family still can be."""
    left = frozenset({"extra10", "extra11"})
    skipped = {family.id for name in left for family in FAMILY_FILES[name]}
    pools = families_for("train", left)
    kept = {family.id for pool in pools.values() for family in pool}
    assert skipped and not kept & skipped
    assert kept == {family.id for pool in families_for("train").values() for family in pool} - skipped
    drawn = {fid for example in generate(2000, 4, "train", left) for fid in family_ids(example)}
    assert drawn and not drawn & skipped


@pytest.mark.parametrize("split", [s for s in SPLITS if s != "train"])
def test_only_training_may_leave_family_files_out(split: str) -> None:
    with pytest.raises(ValueError, match="only a training draw"):
        generate(5, 1, split, frozenset({"extra10"}))  # type: ignore[arg-type]


def test_leaving_out_an_unknown_file_names_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown family files.*extra11"):
        families_for("train", frozenset({"extra99"}))


def test_request_frames_are_trained_on_and_leave_the_frozen_splits_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Training asks some verb-first clauses indirectly ("would it be possible to ..."); held-out keeps its text.

    Some families already say "will you" or "go ahead and", so the frames are counted against a draw without them.
    """
    def framed(drawn: list[Example]) -> list[Example]:
        return [e for e in drawn if any(frame in e.text.lower() for frame in REQUEST_FRAMES)]

    with_frames = framed(examples("train"))
    monkeypatch.setattr("data.generate._TRAIN_FRAME_SHARE", 0.0)
    without = framed(generate(N, 0, "train"))
    assert 0.02 * N < len(with_frames) - len(without) < 0.1 * N
    assert {e.kind for e in with_frames} == {"single", "multi", "none"}
    heldout = generate(300, 1, "heldout")
    monkeypatch.setattr("data.generate._TRAIN_FRAME_SHARE", 1.0)
    assert generate(300, 1, "heldout") == heldout


def test_a_request_frame_goes_only_before_a_verb() -> None:
    """A clause that opens with a slot or a non-verb keeps its words; a verb-first one gains a frame."""
    rng = random.Random(0)
    verb_first, slot_first = _clause("turn the lights on"), [Tok("dish soap", (0, "item")), *_clause("on my list")]
    noun_first = _clause("alarm at seven")
    framed = frame_requests([verb_first, slot_first, noun_first], rng, share=1.0)
    assert framed[1:] == [slot_first, noun_first]
    assert join(framed[0]).endswith(" turn the lights on") and join(framed[0])[: -len(" turn the lights on")] in REQUEST_FRAMES


def _clause(text: str) -> list[Tok]:
    return [Tok(word) for word in text.split()]
