#!/bin/sh
# bench/endtoend.sh -- `convcheck transform A.O0.ll A.O2.ll` on every kernel
# of kernels/ll (`make kernels`): clang-22's -O0 output against its -O2
# output, end to end, function by function, k=2, L=12.  Issue 27's target:
# at least 90 % of the functions decided (preserved, broken, not
# single-thread equivalent, AFTER invalid); each broken one is either the
# front ends' placement (docs/sources.md: the -O0 and -O2 front ends place
# a waterfall's convergent calls differently, docs/findings.md) or a defect.
# Usage: bench/endtoend.sh [--timeout SEC]   (a run's limit, default 60)
# Environment: CONVCHECK (default ./convcheck), KERNELS_LL (default
# kernels/ll).
# Report on stdout: one row per kernel (seconds, functions, verdicts),
# then the totals and the share decided, and every function not preserved
# with the first line of its verdict.
CONVCHECK=${CONVCHECK:-./convcheck}
KLL=${KERNELS_LL:-kernels/ll}
TIMEOUT=60
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) TIMEOUT=$2; shift 2 ;;
    *) echo "usage: bench/endtoend.sh [--timeout SEC]" >&2; exit 2 ;;
  esac
done
. bench/common.sh
bench_need_convcheck
bench_found jq bc
ls "$KLL"/*.O0.ll >/dev/null 2>&1 || { echo "bench/$bench_name: no $KLL/*.O0.ll: make kernels" >&2; exit 2; }
bench_scratch convcheck-endtoend
now() { date +%s.%N; }
printf '%-28s %8s %9s %9s %6s %7s %7s\n' kernel seconds functions preserved broken unknown other
: >"$tmp/all.txt"
for f in "$KLL"/*.O0.ll; do
  k=$(basename "$f" .O0.ll)
  g=$KLL/$k.O2.ll
  [ -f "$g" ] || continue
  t0=$(now)
  "$bin" transform --no-db --json --timeout $((TIMEOUT * 1000)) "$f" "$g" >"$tmp/out.json" 2>"$tmp/err"
  secs=$(echo "$(now) - $t0" | bc)
  # the same run's verdicts listed (a second run may end otherwise under a
  # time limit)
  jq -r --arg k "$k" '.functions[]? | select(.verdict != "preserved") |
    "\($k): \(.name): \(.verdict)\(if .why then ": " + .why else "" end)"' "$tmp/out.json" \
    >>"$tmp/all.txt" 2>/dev/null
  jq -r '.functions[]?.verdict' "$tmp/out.json" >"$tmp/v" 2>/dev/null || : >"$tmp/v"
  n=$(wc -l <"$tmp/v")
  p=$(grep -c '^preserved' "$tmp/v")
  b=$(grep -c '^broken' "$tmp/v")
  u=$(grep -c '^unknown' "$tmp/v")
  printf '%-28s %8.2f %9d %9d %6d %7d %7d\n' "$k" "$secs" "$n" "$p" "$b" "$u" $((n - p - b - u))
  echo "$n $p $b $u" >>"$tmp/tot"
done
awk '{n+=$1; p+=$2; b+=$3; u+=$4} END {
  printf "total: %d functions, %d preserved, %d broken, %d unknown, %d other; decided %.1f %%\n",
    n, p, b, u, n-p-b-u, n ? 100.0*(n-u)/n : 0 }' "$tmp/tot"
echo "not preserved:"
cut -c1-220 "$tmp/all.txt"
