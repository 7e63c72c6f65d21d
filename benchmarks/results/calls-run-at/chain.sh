#!/bin/bash
# Run AT's measurements (RULE.md), in the rule's order, from a worktree of the AT commit (ca656bb).
log() { echo "$(date -u +%T) $*" >> /work/runs/at/chain-times.txt; }
cd /work/wt-at
export PYTHONPATH=/work/wt-at VOXCALL_THREADS=2
PY=/work/wt-at/.venv/bin/python
OUT=/work/runs/at
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
  --quantization int8 --json $OUT/check.json > $OUT/check.txt 2> $OUT/check.err; log "check rc=$?"
$PY -m benchmarks.route_memory --quantization int8 > $OUT/route-memory-int8.txt 2>&1; log "memory int8 rc=$?"
$PY -m app.cli eval-dictation tests/data/dictation.jsonl --vocab tests/data/dictation_vocabulary.txt --quantization int8 \
  --json $OUT/dictation-alone.json > $OUT/dictation-alone.txt 2>&1; log "dictation alone rc=$?"
VOXCALL_CONTACT_ROUTE=swap $PY -m app.cli eval-dictation tests/data/dictation.jsonl --vocab tests/data/dictation_vocabulary.txt \
  --quantization int8 --beside --json $OUT/dictation-beside.json > $OUT/dictation-beside.txt 2>&1; log "dictation beside rc=$?"
log done
