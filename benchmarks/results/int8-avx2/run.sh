#!/bin/bash
# Side by side on this AVX2-only CPU, one after another: the natural set (240) in float32, int8 on the portable
# loops (the worktree of 225d5f5, the kernel before the AVX2 path) and int8 on the AVX2 path (this tree).
O=/work/runs/am/int8
t() { local name=$1 dir=$2 q=$3; local t0=$(date +%s.%N)
  (cd $dir && PYTHONPATH=$dir .venv/bin/python -m app.cli eval tests/data/natural.jsonl --quantization $q --decode mtp \
     --json $O/$name.json > $O/$name.txt 2>&1)
  echo "$name rc=$? $(echo "$(date +%s.%N) - $t0" | bc) s" >> $O/times.txt; }
t float32 /work/main none
t int8-portable /work/wt-am int8
t int8-avx2 /work/main int8
(cd /work/main && OMP_NUM_THREADS=2 .venv/bin/python -m benchmarks.pass_cost --tokens 1 6 12 --repeats 10 \
   --out $O/pass_cost.json > $O/pass_cost.txt 2>&1; echo "pass_cost rc=$?" >> $O/times.txt)
echo done >> $O/times.txt
