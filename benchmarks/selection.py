"""A candidate calls adapter against the committed one, on the sets that choose adapters.

    python -m benchmarks.selection /work/runs/k/cand1 --name k1 --out-dir /work/runs/k
    python -m benchmarks.selection /work/runs/k/cand1 --name k1 --out-dir /work/runs/k --sets natural fresh2

Every training round so far was judged the same way: a rule written first
(`benchmarks/results/calls-run-*/RULE*.md`), then `voxcall eval` of the
baseline and each candidate on the same selection sets, in bf16 with MTP
decoding, then a side-by-side count. This runs that step, so a round is one
command and not a shell history. Each set is evaluated in its own
`voxcall eval` process with `VOXCALL_ADAPTER_DIR` pointing at the adapter, so
nothing but the adapter differs. The baseline's runs are written once
(`base-*.json`) and reused on the machine that wrote them; one from another
machine (or from before runs recorded theirs) is measured again, because bf16
outputs depend on the CPU (`app.machine`). `--fresh-base` always measures them again.

The held-out lines after 500 and the `fresh` split are deliberately not here:
they report, they never choose.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

from app.errors import VoxcallError
from app.machine import identity
from benchmarks.compare_evals import compare, load_run, tally

COMMITTED_ADAPTER = Path("assets/adapters/calls")
# bf16 unless the CPU lacks native bf16: emulated there, it decodes 2.4x slower than float32 (1.4 against 3.3
# commands a second on an AVX2-only AMD EPYC, 2026-12-06), too slow for a round in one session.
SelectionPrecision = Literal["bf16", "none"]


@dataclass(frozen=True)
class SelectionSet:
    """One set that chooses adapters: its file, how many lines of it, how to make it if it is missing, and the
    round whose rule added it (empty for the six sets every round since K used), so the audit can pair it only
    with the candidates measured on it."""

    name: str
    path: Path
    limit: int | None = None
    make: str = ""
    since: str = ""


SELECTION_SETS: tuple[SelectionSet, ...] = (
    SelectionSet("natural", Path("tests/data/natural.jsonl")),
    SelectionSet("heldout500", Path("data/build/heldout.jsonl"), 500,
                 "python -m data.generate --n 2000 --seed 1 --split heldout --out data/build/heldout.jsonl"),
    SelectionSet("names", Path("data/build/unseen-names.jsonl"), None,
                 "python -m data.unseen_names --out data/build/unseen-names.jsonl"),
    SelectionSet("heard", Path("tests/data/natural-heard-en-us150.jsonl")),
    SelectionSet("heard_asr", Path("tests/data/natural-heard-asr-en-us150.jsonl")),
    SelectionSet("fresh2", Path("data/build/fresh2.jsonl"), None,
                 "python -m data.generate --n 1000 --seed 1 --split fresh2 --out data/build/fresh2.jsonl"),
    SelectionSet("heldout_val", Path("data/build/heldout-val.jsonl"), None,
                 "python -m data.generate --n 1600 --seed 3 --split heldout --exclude data/build/heldout.jsonl "
                 "--out data/build/heldout-val.jsonl", since="ai"),
)


def evaluate(selection: SelectionSet, adapter: Path, out: Path, env: dict[str, str],
             quantization: SelectionPrecision = "bf16") -> Path:
    """`voxcall eval` of one set with `adapter` and MTP, in bf16 unless told, written to `out` (JSON)."""
    if not selection.path.is_file():
        raise VoxcallError(f"{selection.path} is missing", f"make it first: {selection.make or 'it is committed'}")
    command = [sys.executable, "-m", "app.cli", "eval", str(selection.path), "--quantization", quantization,
               "--decode", "mtp", "--json", str(out)]
    if selection.limit is not None:
        command += ["--limit", str(selection.limit)]
    done = subprocess.run(command, env={**os.environ, **env, "VOXCALL_ADAPTER_DIR": str(adapter)},
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
    if done.returncode != 0:
        raise VoxcallError(f"voxcall eval {selection.path} failed: {done.stderr.strip()[-400:]}",
                           "run that command by hand to see the whole error")
    return out


def base_is_current(base: Path, here: dict[str, str]) -> bool:
    """Whether a baseline run can be reused: it exists and says it was measured on this machine."""
    return base.is_file() and load_run(base).get("machine") == here


def side_by_side(base: Path, candidate: Path, label: str) -> dict:
    """Both runs' counts and every moved command (`benchmarks.compare_evals`)."""
    return compare(load_run(base), load_run(candidate), ("base", label))


def table(rows: dict[str, dict], label: str) -> str:
    """One line per set, then the sum: exact counts, the change, no-call precision/recall, valid share."""
    lines, totals = [], [0, 0]
    for name, result in rows.items():
        a, b = result["exact"]["base"], result["exact"][label]
        summary = result["summary"][label]
        totals[0], totals[1] = totals[0] + a, totals[1] + b
        lines.append(f"{name:11} base {a:5}  {label} {b:5}  ({b - a:+d})  no-call "
                     f"{summary['no_call_precision']:.4f}/{summary['no_call_recall']:.4f}  "
                     f"valid {summary['valid_outputs']}  moved {tally(result['moved'])}")
    lines.append(f"{'sum':11} base {totals[0]:5}  {label} {totals[1]:5}  ({totals[1] - totals[0]:+d})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("adapter", type=Path, help="the candidate adapter directory")
    parser.add_argument("--name", required=True, help="a short label for the candidate's files")
    parser.add_argument("--out-dir", type=Path, required=True)
    parser.add_argument("--base", type=Path, default=COMMITTED_ADAPTER, help="default: the committed adapter")
    parser.add_argument("--sets", nargs="+", choices=[s.name for s in SELECTION_SETS], default=None)
    parser.add_argument("--fresh-base", action="store_true", help="evaluate the baseline again")
    parser.add_argument("--quantization", choices=get_args(SelectionPrecision), default="bf16",
                        help="none is float32; its files are named *-none.json so bf16 baselines are never reused")
    parser.add_argument("--env", nargs="*", default=[], metavar="KEY=VALUE",
                        help="extra settings for the candidate's runs only, e.g. VOXCALL_NO_CALL_MARGIN=2")
    args = parser.parse_args(argv)
    extra = dict(item.split("=", 1) for item in args.env)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    here, rows = identity(), {}
    try:
        for selection in (s for s in SELECTION_SETS if args.sets is None or s.name in args.sets):
            tail = f"{selection.name}{'' if args.quantization == 'bf16' else '-' + args.quantization}.json"
            base = args.out_dir / f"base-{tail}"
            if args.fresh_base or not base_is_current(base, here):
                evaluate(selection, args.base, base, {}, args.quantization)
            candidate = evaluate(selection, args.adapter, args.out_dir / f"{args.name}-{tail}", extra,
                                 args.quantization)
            rows[selection.name] = side_by_side(base, candidate, args.name)
            (args.out_dir / f"{args.name}-vs-base-{tail}").write_text(
                json.dumps(rows[selection.name], indent=1) + "\n")
    except VoxcallError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(table(rows, args.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
