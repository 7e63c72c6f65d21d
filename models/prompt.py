"""Prompts for the function-calling model.

A prompt is split into a constant prefix (cached once, see
`models.decoding.PrefixCache`) and the request part: the user's words and the
assistant header. The user's words are tokenised with special tokens split
into plain text, so a command that contains `<|im_start|>` or `<|im_end|>`
cannot open a new chat turn or forge the assistant's answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from transformers import PreTrainedTokenizerBase

from functions.catalog import catalog_signatures

PromptStyle = Literal["catalog", "finetuned", "cleanup"]
START_OF_TURN = "<|im_start|>"
END_OF_TURN = "<|im_end|>"
CLEANUP_INSTRUCTION = "Clean up this dictation."

CATALOG_INSTRUCTIONS = """You turn a spoken command into device function calls.
Answer only with calls in the form name(arg="value", other=3), several separated by "; ".
Use only these functions and arguments. Times are "HH:MM" (24 h). Leave out arguments that were not said.
If no function fits the command, answer: none

Functions:
{signatures}"""

FEW_SHOT: tuple[tuple[str, str], ...] = (
    ("turn on the flashlight", "turn_on_flashlight()"),
    ("set an alarm for 7 pm called gym", 'set_alarm(time="19:00", label="gym")'),
    ("set a timer for five minutes", "set_timer(duration_seconds=300)"),
    ("turn off the lights in the bedroom", 'set_lights(on=false, room="bedroom")'),
    ("text mum that I am on my way", 'send_message(recipient="mum", body="I am on my way")'),
    ("what is the capital of peru", "none"),
)



@dataclass(frozen=True)
class PromptParts:
    """Token ids of the cacheable prefix and the per-request remainder."""

    prefix_ids: list[int]
    request_ids: list[int]


def system_text() -> str:
    return CATALOG_INSTRUCTIONS.format(signatures=catalog_signatures())


def _turn(role: str, text: str) -> str:
    return f"{START_OF_TURN}{role}\n{text}{END_OF_TURN}\n"


def prefix_ids(tokenizer: PreTrainedTokenizerBase, style: PromptStyle) -> list[int]:
    """The tokens before the user's words.

    The base model gets the catalog and worked examples as real chat turns
    (prose examples make a 135M model chat instead of answering in the call
    format). The fine-tuned model learned the task, so its prompt is the
    command alone: no system turn, the shortest sequences to train and run.
    The dictation-cleanup adapter gets a one-line system turn, so a prompt can
    never be mistaken for the other task's.
    """
    text = ""
    if style == "cleanup":
        text = _turn("system", CLEANUP_INSTRUCTION)
    if style == "catalog":
        text = _turn("system", system_text())
        text += "".join(_turn("user", said) + _turn("assistant", calls) for said, calls in FEW_SHOT)
    return tokenizer(text + f"{START_OF_TURN}user\n", add_special_tokens=False)["input_ids"]


def request_ids(tokenizer: PreTrainedTokenizerBase, command: str) -> list[int]:
    """The user's words (special tokens neutralised) and the assistant header."""
    words = tokenizer(command, add_special_tokens=False, split_special_tokens=True)["input_ids"]
    header = tokenizer(f"{END_OF_TURN}\n{START_OF_TURN}assistant\n", add_special_tokens=False)["input_ids"]
    return words + header


def answer_ids(tokenizer: PreTrainedTokenizerBase, answer: str) -> list[int]:
    """The assistant's answer as training labels: the calls, then `<|im_end|>`."""
    return tokenizer(answer + END_OF_TURN, add_special_tokens=False)["input_ids"]
