"""Routed commands decoded with the contact adapter swapped in and as a second model, against a recorded run.

    python -m benchmarks.contact_swap_check NAME=RECORD.json:DATA.jsonl[:OFFSET] ... [--quantization none]
        [--json OUT.json]

RECORD is a `voxcall eval --json` run made with contact routing (run AQ),
DATA the JSONL it scored (from OFFSET). Only the lines the record routed are
decoded again: routing depends on the calls adapter's first answer alone,
which neither way of holding the contact adapter touches. In another
precision than the record's (int8, run AT) the calls adapter may not route
a line the record routed: such a line is counted (`not_routed`) and left out
of the comparison, for both routes alike. Both callers live
in one process and each command is predicted by both, in alternating order,
so their latencies are measured side by side. The recorded answers get the
name-convention rule (eb68515), which came after them and is in the code now.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import get_args

from app.evaluate import DEFAULT_NOW
from app.scoring import calls_match
from app.settings import ContactRoute, Quantization, Settings
from benchmarks.compare_evals import load_run
from functions.contacts import split_by_the_convention
from functions.registry import validate_call
from models.caller import FunctionCaller

ROUTES: tuple[ContactRoute, ...] = get_args(ContactRoute)


@dataclass
class Line:
    """One routed command: what the record and each route answered, and how long each route took."""

    set: str
    text: str
    expected: list[dict]
    recorded: list[dict]
    answers: dict[str, list[dict]] = field(default_factory=dict)
    ms: dict[str, float] = field(default_factory=dict)
    routed: bool = True


def with_the_convention(calls: list[dict], text: str) -> list[dict]:
    """A recorded answer as the code now writes it: the name-convention rule applied."""
    return [c.to_json() for c in split_by_the_convention([validate_call(c["name"], c["arguments"]) for c in calls],
                                                          text)]


def routed_lines(spec: str) -> list[tuple[Line, datetime]]:
    """The routed lines of one NAME=RECORD:DATA[:OFFSET] argument, each with the `now` it was scored at."""
    name, paths = spec.split("=", 1)
    record, data, *offset = paths.split(":")
    rows = [json.loads(line) for line in Path(data).read_text().splitlines() if line.strip()]
    rows = rows[int(offset[0]) if offset else 0:]
    lines = []
    for row, item in zip(rows, load_run(Path(record))["items"], strict=False):
        if row["text"] != item["text"]:
            raise SystemExit(f"{record} does not follow {data} (offset {offset}): {item['text']!r}")
        if item.get("routed"):
            now = datetime.fromisoformat(row["now"]) if row.get("now") else DEFAULT_NOW
            lines.append((Line(name, item["text"], item["expected"],
                               with_the_convention(item["predicted"], item["text"])), now))
    return lines


def decode(callers: dict[str, FunctionCaller], lines: list[tuple[Line, datetime]]) -> None:
    """Every line through both callers, the first one first on even lines and second on odd ones."""
    for index, (line, now) in enumerate(lines):
        for route in ROUTES if index % 2 == 0 else ROUTES[::-1]:
            started = time.perf_counter()
            prediction = callers[route].predict(line.text, now, "mtp")
            line.ms[route] = (time.perf_counter() - started) * 1000
            line.answers[route] = [c.to_json() for c in prediction.calls]
            line.routed = line.routed and prediction.routed


def table(lines: list[Line]) -> list[dict]:
    """Per set: routed lines, exact counts of the record and each route, and answers that differ from the record."""
    rows = []
    for name in dict.fromkeys(line.set for line in lines):
        mine = [line for line in lines if line.set == name and line.routed]
        row = {"set": name, "routed": len(mine), "not_routed": sum(line.set == name for line in lines) - len(mine),
               "recorded_exact": sum(calls_match(line.expected, line.recorded) for line in mine)}
        for route in ROUTES:
            row[f"{route}_exact"] = sum(calls_match(line.expected, line.answers[route]) for line in mine)
            row[f"{route}_differs"] = sum(line.answers[route] != line.recorded for line in mine)
        row["routes_differ"] = sum(len({json.dumps(answer) for answer in line.answers.values()}) > 1 for line in mine)
        rows.append(row)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", help="NAME=RECORD.json:DATA.jsonl[:OFFSET]")
    parser.add_argument("--quantization", choices=get_args(Quantization), default="none")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    lines = [pair for spec in args.runs for pair in routed_lines(spec)]
    callers = {route: FunctionCaller(Settings(quantization=args.quantization, contact_route=route))
               for route in ROUTES}
    decode(callers, lines)
    rows = table([line for line, _ in lines])
    for row in rows:
        print(json.dumps(row))
    total = {key: sum(row[key] for row in rows) for key in rows[0] if key != "set"}
    medians = {route: round(statistics.median(line.ms[route] for line, _ in lines if line.routed)) for route in ROUTES}
    print(json.dumps({"total": total, "median_ms": medians,
                      "swap_over_second_model": round(medians["swap"] / medians["second_model"], 3)}))
    for line, _ in lines:
        if not line.routed:
            print(json.dumps({"not_routed": line.text}))
        elif any(answer != line.recorded for answer in line.answers.values()):
            print(json.dumps({"differs": line.text, "recorded": line.recorded, **line.answers}))
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "total": total, "median_ms": medians,
                                         "lines": [asdict(line) for line, _ in lines]}, indent=1))


if __name__ == "__main__":
    main()
