"""Rule C's measurements: each set read as said and read with its self-corrections cleaned, in one run.

    python -m benchmarks.correction_check SET.jsonl [SET.jsonl ...] [--quantization none|int8|bf16]

A set's lines hold "text", the expected calls ("calls" or "expected"), and
optionally "now" and "kind" (the blind set's "correction" or "plain"). Each
line is predicted by the caller alone (before: the command as said) and by
`Pipeline.predict` (after: a command that corrects itself is cleaned first);
only lines with a correction marker can differ. Printed per set and kind:
lines, lines that trigger, right before and after, fixed, lost, and the median
latency of a triggered line before and after. Then every triggered line, and
how many lines of our data files trigger at all. `--lines FILE` also writes
every measured line, so that two commits' runs can be compared line by line
(`benchmarks.correction_compare`).

`--memory` instead loads one pipeline, reads two plain commands and then one
that corrects itself, and prints the anonymous memory and the time the first
correction added (the cleanup model is loaded on the first correction).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from datetime import datetime
from pathlib import Path

from app.correction_markers import corrects_itself
from app.pipeline import Pipeline
from app.scoring import calls_match
from app.settings import Settings
from functions.registry import validate_call

NOW = datetime(2026, 12, 7, 12, 0)
PLAIN = ("set a timer for five minutes and turn on the flashlight", "turn on the kitchen lights")
CORRECTED = ("set the volume to 80 no 30", "call mom no call dad")
DATA_FILES = ("data/build/*.jsonl", "tests/data/*.jsonl")


def expected(row: dict, now: datetime) -> list[dict]:
    return [validate_call(c["name"], c["arguments"], now=now).to_json() for c in row.get("calls", row.get("expected"))]


def timed(predict, text: str, now: datetime) -> tuple[list[dict], float, str | None]:
    started = time.perf_counter()
    prediction = predict(text, now, "mtp")
    return [c.to_json() for c in prediction.calls], (time.perf_counter() - started) * 1000, prediction.read_as


def measure(pipeline: Pipeline, path: Path) -> list[dict]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    measured = []
    for row in rows:
        now = datetime.fromisoformat(row["now"]) if "now" in row else NOW
        want = expected(row, now)
        before, before_ms, _ = timed(pipeline.caller.predict, row["text"], now)
        after, after_ms, read_as = timed(pipeline.predict, row["text"], now)
        measured.append({"text": row["text"], "kind": row.get("kind", "probe"), "triggered": corrects_itself(row["text"]),
                         "read_as": read_as, "expected": want, "before": before, "after": after,
                         "right_before": calls_match(want, before), "right_after": calls_match(want, after),
                         "before_ms": before_ms, "after_ms": after_ms})
    return measured


def summary(name: str, lines: list[dict]) -> dict:
    triggered = [line for line in lines if line["triggered"]]
    return {"set": name, "lines": len(lines), "triggered": len(triggered),
            "right_before": sum(line["right_before"] for line in lines),
            "right_after": sum(line["right_after"] for line in lines),
            "fixed": sum(line["right_after"] and not line["right_before"] for line in lines),
            "lost": sum(line["right_before"] and not line["right_after"] for line in lines),
            "triggered_ms_before": round(statistics.median(x["before_ms"] for x in triggered)) if triggered else None,
            "triggered_ms_after": round(statistics.median(x["after_ms"] for x in triggered)) if triggered else None}


def data_file_triggers() -> dict[str, int]:
    counts = {}
    for pattern in DATA_FILES:
        for path in sorted(Path().glob(pattern)):
            texts = [json.loads(line).get("text", "") for line in path.read_text().splitlines() if line.strip()]
            counts[str(path)] = sum(corrects_itself(text) for text in texts)
    return counts


def memory(pipeline: Pipeline) -> dict:
    """Anonymous RSS after plain commands, then after the first and second correction, and their times."""
    from benchmarks.route_memory import rss_parts

    for text in PLAIN:
        pipeline.predict(text, NOW)
    figures: dict = {"precision": pipeline.caller.lm.precision_label, "plain": rss_parts()}
    for step, text in zip(("first_correction", "second_correction"), CORRECTED, strict=True):
        started = time.perf_counter()
        read_as = pipeline.predict(text, NOW).read_as
        figures[step] = {**rss_parts(), "ms": round((time.perf_counter() - started) * 1000), "read_as": read_as}
    figures["added_anon_mb"] = figures["second_correction"]["rssanon_mb"] - figures["plain"]["rssanon_mb"]
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", type=Path)
    parser.add_argument("--memory", action="store_true", help="memory and time of the first corrections instead")
    parser.add_argument("--quantization", default="none", choices=("none", "int8", "bf16"))
    parser.add_argument("--lines", type=Path, help="also write every measured line here, as JSON Lines")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as state:
        pipeline = Pipeline(Settings(quantization=args.quantization, db_path=Path(state) / "state.db"))
        if args.memory:
            print(json.dumps(memory(pipeline)))
            return
        for path in args.sets:
            lines = measure(pipeline, path)
            if args.lines:
                with args.lines.open("a") as out:
                    out.writelines(json.dumps({"set": path.name, **line}) + "\n" for line in lines)
            for kind in sorted({line["kind"] for line in lines}):
                print(json.dumps(summary(f"{path.name}:{kind}", [x for x in lines if x["kind"] == kind])))
            for line in lines:
                if line["triggered"] or line["right_before"] != line["right_after"]:
                    print(json.dumps({k: line[k] for k in ("text", "kind", "read_as", "right_before", "right_after",
                                                            "before", "after")}))
    print(json.dumps({"data_file_triggers": data_file_triggers()}))


if __name__ == "__main__":
    main()
