"""Run AM's blindness check (run from the repository root: PYTHONPATH=. python benchmarks/results/calls-run-am/fourgram.py):
templates of extra13/extra14 sharing four consecutive literal words with any expansion of a held-out family.
The check itself is `data.blindness`."""
from data.blindness import main

main(["extra13", "extra14"])
