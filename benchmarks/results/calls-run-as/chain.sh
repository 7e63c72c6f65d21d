#!/bin/bash
# Run AS's measurements (RULE.md), in the rule's order, from a worktree of the AS commit.
log() { echo "$(date -u +%T) $*" >> /work/runs/as/chain-times.txt; }
cd /work/wt-as
export PYTHONPATH=/work/wt-as VOXCALL_THREADS=2
PY=/work/wt-as/.venv/bin/python
OUT=/work/runs/as
S=/work/runs/aq/sel; T=/work/runs/aq/test
log start
$PY -m benchmarks.contact_swap_check \
  contacts=$S/aq-contacts-none.json:tests/data/contacts.jsonl \
  heldout_val=$S/aq-heldout_val-none.json:data/build/heldout-val.jsonl \
  natural=$S/aq-natural-none.json:tests/data/natural.jsonl \
  heldout500=$S/aq-heldout500-none.json:data/build/heldout.jsonl \
  names=$S/aq-names-none.json:data/build/unseen-names.jsonl \
  heard=$S/aq-heard-none.json:tests/data/natural-heard-en-us150.jsonl \
  heard_asr=$S/aq-heard_asr-none.json:tests/data/natural-heard-asr-en-us150.jsonl \
  fresh2=$S/aq-fresh2-none.json:data/build/fresh2.jsonl \
  contacts2=$T/aq-contacts2-none.json:tests/data/contacts2.jsonl \
  heldout501=$T/aq-heldout501-none.json:data/build/heldout.jsonl:500 \
  fresh=$T/aq-fresh-none.json:data/build/fresh.jsonl \
  --quantization none --json $OUT/check.json > $OUT/check.txt 2> $OUT/check.err; log "check rc=$?"
$PY -m benchmarks.route_memory --quantization none > $OUT/route-memory-none.txt 2>&1; log "memory none rc=$?"
$PY -m app.cli eval-dictation tests/data/dictation.jsonl --vocab tests/data/dictation_vocabulary.txt --quantization none \
  --json $OUT/dictation-alone.json > $OUT/dictation-alone.txt 2>&1; log "dictation alone rc=$?"
VOXCALL_CONTACT_ROUTE=swap $PY -m app.cli eval-dictation tests/data/dictation.jsonl --vocab tests/data/dictation_vocabulary.txt \
  --quantization none --beside --json $OUT/dictation-beside.json > $OUT/dictation-beside.txt 2>&1; log "dictation beside rc=$?"
log done
