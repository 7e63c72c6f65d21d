"""`voxcall clean`, `dictate`, `vocab` and `eval-dictation`: the dictation mode.

`clean` reads text (one piece per line) and prints it cleaned. `dictate`
transcribes a recording or the microphone segment by segment (cut at
pauses) and prints or appends each cleaned segment as soon as it is ready,
so a long dictation streams out instead of arriving at the end.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO, get_args

from app import vocabulary as vocab_file
from app.dictation_scoring import ItemScore, score_item, summarise
from app.errors import AudioError, TextError, VoxcallError
from app.settings import DecodeMode, Quantization, Settings
from models.cleanup import CleanResult, DictationCleaner

MODES = ["plain", "mtp", "lookup"]


def add_parsers(sub: argparse._SubParsersAction) -> None:
    clean = sub.add_parser("clean", help="clean dictated text: fillers, repeats and self-corrections out")
    clean.add_argument("--text", help="the text (default: each line of standard input)")
    clean.add_argument("--json", action="store_true", help="one JSON object per line, with decode statistics")
    _dictation_common(clean)
    clean.set_defaults(handler=clean_command)

    dictate = sub.add_parser("dictate", help="transcribe and clean a dictation, segment by segment")
    dictate.add_argument("--audio", type=Path, metavar="FILE", help="a recording (default: the microphone)")
    dictate.add_argument("--out", type=Path, metavar="FILE", help="append the clean text to this file")
    _dictation_common(dictate)
    dictate.set_defaults(handler=dictate_command)

    vocab = sub.add_parser("vocab", help="list or edit the personal vocabulary")
    vocab.add_argument("action", choices=["list", "add", "remove"])
    vocab.add_argument("word", nargs="?", help="the word or phrase, spelled your way")
    vocab.add_argument("--sounds-like", action="append", default=[], metavar="SPELLING",
                       help="what the recogniser writes instead (repeatable)")
    vocab.set_defaults(handler=vocab_command)

    evaluate = sub.add_parser("eval-dictation", help="score cleanup on a JSONL set of raw, clean and vocab")
    evaluate.add_argument("file", type=Path)
    evaluate.add_argument("--json", type=Path, metavar="OUT", help="write summary and items here")
    evaluate.add_argument("--beside", action="store_true",
                          help="clean the way the UI does: the cleanup adapter switched in beside the calls model")
    _dictation_common(evaluate)
    evaluate.set_defaults(handler=eval_command)


def _dictation_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--decode", dest="dictation_decode", choices=MODES, help="decoding mode (default: lookup)")
    parser.add_argument("--vocab", type=Path, metavar="FILE", help="personal vocabulary (default: VOXCALL_VOCABULARY_FILE)")
    parser.add_argument("--quantization", choices=get_args(Quantization))


def _settings(args: argparse.Namespace, settings: Settings) -> Settings:
    update = {"vocabulary_file": args.vocab, "quantization": args.quantization}
    return settings.model_copy(update={k: v for k, v in update.items() if v is not None})


def _cleaner(args: argparse.Namespace, settings: Settings) -> DictationCleaner:
    settings = _settings(args, settings)
    vocabulary = vocab_file.load(settings.vocabulary_path)
    if getattr(args, "beside", False):
        from models.caller import FunctionCaller

        return DictationCleaner.beside(FunctionCaller(settings), vocabulary)
    return DictationCleaner.load(settings, vocabulary)


def clean_command(args: argparse.Namespace, settings: Settings) -> int:
    cleaner = _cleaner(args, settings)
    lines = [args.text] if args.text is not None else (line.rstrip("\n") for line in sys.stdin)
    failures = 0
    for line in lines:
        if not line.strip():
            print(flush=True)
            continue
        try:
            result = cleaner.clean(line, args.dictation_decode)
        except TextError as err:
            failures += 1
            print(f"voxcall: error: {err}", file=sys.stderr)
            continue
        print(_render(result) if args.json else result.text, flush=True)
    return 1 if failures else 0


def _render(result: CleanResult) -> str:
    return json.dumps({"raw": result.raw, "clean": result.text, "decode": result.stats.to_json()}, ensure_ascii=False)


def dictate_command(args: argparse.Namespace, settings: Settings) -> int:
    from models.asr import SpeechRecognizer
    from models.audio import load_audio

    settings = _settings(args, settings)
    if args.audio is None:
        from app.dictation_mic import find_microphone, microphone_segments

        device = find_microphone(settings)
    else:
        clip = load_audio(args.audio, sample_rate=settings.sample_rate, max_seconds=settings.max_dictation_seconds)
    cleaner = _cleaner(args, settings)
    recognizer = SpeechRecognizer(settings)
    hotwords = cleaner.vocabulary.hotwords()
    if args.audio is None:
        print(f"listening on {device.name}; pause between sentences, Ctrl-C to stop", file=sys.stderr)
        segments = microphone_segments(settings, device, recognizer, hotwords)
    else:
        segments = recognizer.dictation_segments(clip, hotwords)
    out = args.out.open("a", encoding="utf-8") if args.out else None
    try:
        count = _stream(cleaner, segments, args.dictation_decode, out)
    finally:
        if out is not None:
            out.close()
    if count == 0:
        raise AudioError(f"no speech recognised in {args.audio or 'the microphone input'}",
                         "check that the recording holds speech")
    return 0


def _stream(cleaner: DictationCleaner, segments: Iterator, mode: DecodeMode | None, out: TextIO | None) -> int:
    """Clean and write each segment as it arrives; returns how many there were."""
    count = 0
    for segment in segments:
        result = cleaner.clean(segment.text, mode)
        count += 1
        print(result.text, flush=True)
        if out is not None:
            out.write(result.text + "\n")
            out.flush()
    return count


def vocab_command(args: argparse.Namespace, settings: Settings) -> int:
    path = settings.vocabulary_path
    current = vocab_file.load(path)
    if args.action == "list":
        for entry in current.entries:
            print(entry.line())
        return 0
    if not args.word:
        raise TextError(f"`voxcall vocab {args.action}` needs a word", f"e.g. voxcall vocab {args.action} Siobhan")
    updated = current.add(args.word, tuple(args.sounds_like)) if args.action == "add" else current.remove(args.word)
    vocab_file.save(updated, path)
    print(f"{path}: {len(updated.entries)} entries", file=sys.stderr)
    return 0


def eval_command(args: argparse.Namespace, settings: Settings) -> int:
    cleaner = _cleaner(args, settings)
    rows = _read_set(args.file)
    scores: list[ItemScore] = []
    items = []
    started = time.perf_counter()
    for row in rows:
        result = cleaner.clean(row["raw"], args.dictation_decode)
        score = score_item(row["raw"], result.text, row["clean"], row.get("vocab", []))
        scores.append(score)
        items.append({"raw": row["raw"], "clean": row["clean"], "output": result.text, **score.__dict__,
                      "decode": result.stats.to_json()})
    summary = summarise(scores).to_json()
    tokens = sum(i["decode"]["tokens"] for i in items)
    passes = sum(i["decode"]["passes"] for i in items)
    summary.update(tokens_per_pass=round(tokens / max(passes, 1), 3), seconds=round(time.perf_counter() - started, 1))
    for key, value in summary.items():
        print(f"{key:>18}: {value}")
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "items": items}, indent=1, ensure_ascii=False))
    return 0


def _read_set(path: Path) -> list[dict]:
    try:
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise VoxcallError(f"cannot read {path} as JSON lines: {exc}", "one {raw, clean, vocab} object per line") from None
