"""How well each selection set predicted held-out lines 501-2,000, over every measured round.

    python -m benchmarks.selection_audit
    python -m benchmarks.selection_audit --skip k l m     # only the rounds on the plateau
    python -m benchmarks.selection_audit --results benchmarks/results --json audit.json

Each training round chose on the selection sets (`benchmarks.selection`) and
measured held-out lines 501-2,000 only afterwards. Where both exist for a
candidate, its change against its round's baseline on each selection set is
paired with its change on those held-out lines, and the Pearson correlation
over all such candidates says how much a set's movements carried over. A set
that correlates near zero cannot tell a better adapter from a luckier one for
the held-out goal, however many lines it has.

Records read: `calls-run-*/{cand}-vs-base-{set}.json` (selection) and
`calls-run-*/rest-{base}-vs-{cand}-bf16.json` (afterwards).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks.selection import SELECTION_SETS

# The sets every candidate since round K was measured on; a set added later is paired where it exists.
REQUIRED = tuple(s.name for s in SELECTION_SETS if not s.since)
_REST = re.compile(r"rest-[\w.]+-vs-(?P<cand>\w+)-bf16\.json")


@dataclass(frozen=True)
class Candidate:
    """One measured candidate: its change on each selection set and on held-out 501-2,000."""

    round: str
    name: str
    selection: dict[str, int]
    rest: int

    @property
    def total(self) -> int:
        """The change summed over the six required sets (a later set would make sums incomparable)."""
        return sum(self.selection[name] for name in REQUIRED)


def _change(path: Path, label: str) -> int:
    """The labelled side's exact count minus the other side's (labels compared case-blind: round K wrote "K2")."""
    exact = {key.lower(): value for key, value in json.loads(path.read_text())["exact"].items()}
    others = [value for key, value in exact.items() if key != label.lower()]
    return exact[label.lower()] - others[0]


def candidates(results: Path) -> list[Candidate]:
    """Every candidate with the six required selection records and an afterwards record."""
    found = []
    for rest in sorted(results.glob("calls-run-*/rest-*-vs-*-bf16.json")):
        match = _REST.fullmatch(rest.name)
        if match is None:
            continue
        name = match["cand"]
        paths = {s.name: rest.parent / f"{name}-vs-base-{s.name}.json" for s in SELECTION_SETS}
        if not all(paths[key].is_file() for key in REQUIRED):
            continue
        selection = {key: _change(path, name) for key, path in paths.items() if path.is_file()}
        found.append(Candidate(rest.parent.name.removeprefix("calls-run-"), name, selection, _change(rest, name)))
    return found


def correlations(found: list[Candidate]) -> dict[str, float | None]:
    """Pearson r of each set's change (and the six-set sum's) with the held-out 501-2,000 change.

    A set added after round K is correlated over the candidates measured on it; under three gives None.
    """
    columns = {s.name: [(c.selection[s.name], c.rest) for c in found if s.name in c.selection]
               for s in SELECTION_SETS}
    columns["sum"] = [(c.total, c.rest) for c in found]
    return {key: _pearson(pairs) for key, pairs in columns.items()}


def _pearson(pairs: list[tuple[int, int]]) -> float | None:
    """r of (selection change, held-out change) pairs; None under three pairs or when a column is constant."""
    if len(pairs) < 3:
        return None
    try:
        return round(statistics.correlation(*zip(*pairs, strict=True)), 3)
    except statistics.StatisticsError:
        return None


def report(found: list[Candidate], corr: dict[str, float | None]) -> str:
    names = [s.name for s in SELECTION_SETS]
    lines = ["round cand  " + " ".join(f"{n:>10}" for n in names) + "        sum  rest501+"]
    for c in found:
        cells = " ".join(f"{c.selection[n]:>+10d}" if n in c.selection else f"{'':>10}" for n in names)
        lines.append(f"{c.round:<5} {c.name:<5} {cells} {c.total:>+10d} {c.rest:>+9d}")
    cells = " ".join(f"{_fmt(corr[n]):>10}" for n in names)
    lines.append(f"{'r':<11} {cells} {_fmt(corr['sum']):>10}   (n={len(found)})")
    return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:+.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, default=Path("benchmarks/results"))
    parser.add_argument("--json", type=Path, help="write the candidates and correlations here")
    parser.add_argument("--skip", nargs="+", default=[], metavar="ROUND",
                        help="leave these rounds out (the part after calls-run-, e.g. k l m)")
    args = parser.parse_args(argv)
    found = [c for c in candidates(args.results) if c.round not in args.skip]
    if len(found) < 3:
        print(f"only {len(found)} candidates with afterwards records under {args.results}; need 3", file=sys.stderr)
        return 1
    corr = correlations(found)
    print(report(found, corr))
    if args.json:
        args.json.write_text(json.dumps({"candidates": [asdict(c) for c in found], "pearson_r": corr}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
