"""The families written blind keep runs AM and AO's four-gram check: none says four words a held-out family says."""

from __future__ import annotations

from data.blindness import fourgrams, shared_templates
from data.generate import FAMILY_FILES
from data.slots import bind, fam

CHECKED = ("extra13", "extra14", "extra15")  # the files whose rounds deleted every template the check found


def test_fourgrams_skip_slots() -> None:
    assert fourgrams("tell me the time now") == {("tell", "me", "the", "time"), ("me", "the", "time", "now")}
    assert fourgrams("call {name} on my mobile please") == {("on", "my", "mobile", "please")}


def test_the_blind_files_share_no_fourgram_with_a_heldout_family() -> None:
    assert shared_templates(family for name in CHECKED for family in FAMILY_FILES[name]) == []


def test_a_heldout_wording_is_found() -> None:
    """The check can fail: a template saying a held-out family's words is reported with them."""
    families = bind("get_time", {}, fam("probe", "please tell me the time", "what hour is it"))
    found = shared_templates(families)
    assert [(t.family, t.index) for t in found] == [("get_time/probe", 0)]
    assert "tell me the time" in found[0].grams
