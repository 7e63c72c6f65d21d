"""Copy drafting for cleanup: aligning the output with the input, and what it proposes."""

from __future__ import annotations

import pytest
from transformers import AutoTokenizer

from app.settings import Settings
from models.copy_drafter import CopyDrafter, cleaned_words
from models.guide import CopyGuide
from models.lm import resolve_model_dir

STOP = frozenset({2})


@pytest.fixture(scope="module")
def tokenizer():
    return AutoTokenizer.from_pretrained(resolve_model_dir(Settings()))


def propose(tokenizer, said: str, written: str, k: int = 16) -> str:
    drafter = CopyDrafter(tokenizer, said, 0, STOP)
    out = tokenizer(written, add_special_tokens=False)["input_ids"]
    return tokenizer.decode(drafter.propose(out, k))


def test_cleaned_words_drop_fillers_and_immediate_repeats() -> None:
    assert cleaned_words("um so the the meeting uh before before lunch".split()) == \
        "so the meeting before lunch".split()


def test_continues_the_input_without_fillers_or_repeats(tokenizer) -> None:
    said = "um so i think we should uh move the the meeting to monday"
    assert propose(tokenizer, said, "I think we should") == " move the meeting to Monday.<|im_end|>"


def test_a_sentence_end_capitalises_the_next_word_and_i_is_always_capital(tokenizer) -> None:
    said = "it is late then i will go home now"
    assert propose(tokenizer, said, "It is late.", k=3) == " Then I will"


def test_a_word_still_being_spelled_is_finished(tokenizer) -> None:
    said = "can you ask shivaun to push the fix"
    assert propose(tokenizer, said, "Can you ask Shiva", k=3) == "un to push"


def test_words_the_cleanup_wrote_itself_keep_the_alignment(tokenizer) -> None:
    said = "the train leaves at seven fifteen sorry seven forty five so we need to be at the station"
    assert propose(tokenizer, said, "The train leaves at 7:45, so we", k=4) == " need to be at"


def test_self_correction_follows_the_word_the_output_chose(tokenizer) -> None:
    said = "move it to thursday no friday afternoon please"
    assert propose(tokenizer, said, "Move it to Friday", k=2) == " afternoon please"


def test_questions_end_with_a_question_mark_and_stop(tokenizer) -> None:
    assert propose(tokenizer, "could you pick up the kids", "Could you pick up the") == " kids?<|im_end|>"
    assert propose(tokenizer, "could you pick up the kids", "Could you pick up the kids?") == "<|im_end|>"


def test_nothing_is_proposed_when_the_output_left_the_input(tokenizer) -> None:
    assert propose(tokenizer, "turn the music down", "Banana") == ""


def test_draft_stops_at_the_first_token_the_guide_refuses(tokenizer) -> None:
    said = "we should move the meeting"
    allowed = tokenizer(" We we should", add_special_tokens=False)["input_ids"] + sorted(STOP)
    guide = CopyGuide(allowed)
    out = tokenizer("We", add_special_tokens=False)["input_ids"]
    draft = CopyDrafter(tokenizer, said, 0, STOP)(None, None, None, out, [], guide, 8)
    assert tokenizer.decode(draft.tokens) == " should"


def test_numbers_are_drafted_as_the_cleanup_writes_them(tokenizer) -> None:
    said = "the train leaves at seven fifteen sorry seven forty five so we need"
    assert propose(tokenizer, said, "The train leaves at", k=5) == " 7:15"
    assert propose(tokenizer, said, "The train leaves at 7:4", k=4) == "5, so we"


def test_a_bare_space_before_digits_starts_the_number(tokenizer) -> None:
    said = "we need to be there by seven thirty tonight"
    out = tokenizer("We need to be there by", add_special_tokens=False)["input_ids"]
    out += tokenizer(" ", add_special_tokens=False)["input_ids"]
    assert tokenizer.decode(CopyDrafter(tokenizer, said, 0, STOP).propose(out, 5)) == "7:30 tonight"


def test_a_currency_sign_starts_the_amount(tokenizer) -> None:
    assert propose(tokenizer, "can you transfer one fifty pounds to grace", "Can you transfer £", k=4) == "150 to"


def test_vocabulary_words_are_drafted_with_their_own_capitals(tokenizer) -> None:
    said = "push the fix to GitHub before lunch"
    assert propose(tokenizer, said, "Push the fix to", k=16) == " GitHub before lunch.<|im_end|>"


def test_days_are_capitalised_and_so_or_but_get_a_comma(tokenizer) -> None:
    said = "we could meet on friday but i am busy so maybe saturday"
    assert propose(tokenizer, said, "We could", k=12) == " meet on Friday, but I am busy, so maybe Saturday"


def test_a_sentence_does_not_open_with_so_or_well(tokenizer) -> None:
    said = "i'll be late so well we should start without me"
    assert propose(tokenizer, said, "I'll be late.", k=3) == " We should start"


def test_a_m_and_p_m_do_not_end_the_sentence(tokenizer) -> None:
    said = "leave at ten am and come back"
    assert propose(tokenizer, said, "Leave at 10 a.m.", k=3) == " and come back"


def test_a_time_gets_its_a_m_or_p_m_and_digits_the_recogniser_wrote_are_copied(tokenizer) -> None:
    said = "can we move it to four pm no actually four thirty pm please"
    assert propose(tokenizer, said, "Can we move it to 4:30 p", k=4) == ".m. please"
    assert propose(tokenizer, "i have a dentist appointment at 10:15 a.m. today", "I have a dentist appointment at 10:", k=2) == "15"


def test_a_currency_sign_carried_over_from_a_corrected_amount_is_followed(tokenizer) -> None:
    said = "the budget is about five thousand pounds no wait four thousand"
    assert propose(tokenizer, said, "The budget is about £4,", k=5) == "000.<|im_end|>"


def test_when_the_input_is_used_up_token_lookup_drafts_a_repetition(tokenizer) -> None:
    said = "book it for next week"
    context = tokenizer("Book it for next week. Book it for", add_special_tokens=False)["input_ids"]
    guide = CopyGuide(list(range(len(tokenizer))))
    draft = CopyDrafter(tokenizer, said, 0, STOP)(None, None, None, context, [], guide, 3)
    assert tokenizer.decode(draft.tokens) == " next week."
