"""Resident memory of the function-calling model alone and with the cleanup adapter beside it.

    OMP_NUM_THREADS=1 python -m benchmarks.dictation_memory [--quantization none|bf16]

The UI keeps one base with the calls adapter merged and switches a swap
adapter on for cleanup (`DictationCleaner.beside`, `models.lora_swap`). This loads the
caller, measures RSS, adds the cleaner, cleans one line, measures again, and
checks that the caller's answer did not change.
"""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from typing import get_args

from app.settings import Quantization, Settings
from app.vocabulary import Vocabulary
from benchmarks.decode import rss_mb
from models.caller import FunctionCaller
from models.cleanup import DictationCleaner

COMMAND = "set a timer for five minutes and turn on the flashlight"
DICTATION = "um so the the meeting is at three pm no four pm"
NOW = datetime(2026, 11, 30, 10, 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quantization", choices=get_args(Quantization), default="auto")
    caller = FunctionCaller(Settings(quantization=parser.parse_args().quantization))
    before = [call.to_json() for call in caller.predict(COMMAND, NOW).calls]
    alone = rss_mb()
    cleaned = DictationCleaner.beside(caller, Vocabulary()).clean(DICTATION).text
    both = rss_mb()
    after = [call.to_json() for call in caller.predict(COMMAND, NOW).calls]
    print(json.dumps({"precision": caller.lm.precision_label, "calls_only_mb": round(alone), "with_cleanup_mb": round(both), "added_mb": round(both - alone),
                      "calls_unchanged": before == after, "cleaned": cleaned}, indent=1))


if __name__ == "__main__":
    main()
