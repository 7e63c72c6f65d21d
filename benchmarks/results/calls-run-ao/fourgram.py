"""Run AO's blindness check (run from the repository root: PYTHONPATH=. python benchmarks/results/calls-run-ao/fourgram.py):
templates of extra15 sharing four consecutive literal words with any expansion of a held-out family.
The check itself is `data.blindness`."""
from data.blindness import main

main(["extra15"])
