#!/bin/sh
# bench/analyze.sh — the static uniformity analysis against opt-22, and its
# speed alone (bench/HISTORY.md, "analyze").
#
# Part 1, per function of LLVM's UniformityAnalysis tests: the wall time of
# ONE opt-22 process running print<uniformity> on that function alone
# (extracted with llvm-extract-22; smallest of --repeat runs), against the
# time of our analysis of the same function in-process
# (bench/analyze_bench file).  Also the wall time of one `convcheck analyze`
# process on the extracted file.  The ratio opt / ours-in-process is the
# figure the target is about (>= 100x).
# Part 2: functions per second of our analysis alone on every CFG shape with
# up to --blocks blocks (default 5), all branches divergent (target >= 10,000).
#
# Needs `make -j2 && make bench`.  Options: --repeat N (default 3),
# --blocks N (default 5), --only SUBSTRING, --seconds S (in-process time per
# function, default 0.05).  Environment: CONVCHECK, BENCH (the
# analyze_bench binary), LLVM_TESTS, OPT, EXTRACT.
set -u
CONVCHECK=${CONVCHECK:-./convcheck}
BENCH=${BENCH:-./bench/analyze_bench}
. "$(dirname "$0")/common.sh"
. "$(dirname "$0")/llvm-tests.sh"
OPT=${OPT:-opt-22}
EXTRACT=${EXTRACT:-llvm-extract-22}
repeat=3; blocks=5; only=""; seconds=0.05
while [ $# -gt 0 ]; do
  case $1 in
    --repeat) repeat=$2; shift 2 ;;
    --blocks) blocks=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    *) echo "usage: bench/analyze.sh [--repeat N] [--blocks N] [--only S] [--seconds S]" >&2; exit 2 ;;
  esac
done
bench_built "$CONVCHECK" "$BENCH"
bench_found "$OPT" "$EXTRACT"
T=$(mktemp -d "${TMPDIR:-/tmp}/analyze-bench.XXXXXX")
trap 'rm -rf "$T"' EXIT
ns() { date +%s%N; }

# smallest wall time (ns) of $repeat runs of the command
best() {
  b=""
  i=0
  while [ $i -lt "$repeat" ]; do
    t0=$(ns); "$@" >/dev/null 2>&1; t1=$(ns)
    d=$((t1 - t0)); { [ -z "$b" ] || [ $d -lt "$b" ]; } && b=$d
    i=$((i + 1))
  done
  echo "$b"
}

# the triple of the RUN line; opt-22 rejects amdgpu7.00-- and the like
triple_of() {
  t=$(grep -m1 'RUN:' "$1" | sed -n 's/.*-mtriple[= ]\([^ ]*\).*/\1/p')
  case $t in amdgpu*) t=amdgcn-amd-amdhsa ;; esac
  echo "$t"
}

printf 'function\topt_ms\tours_process_ms\tours_analysis_us\tratio\n' >"$T/rows"
files=$(find "$LLVM_TESTS/Analysis/UniformityAnalysis" -name '*.ll' | sort)
for f in $files; do
  rel=${f#"$LLVM_TESTS"/Analysis/UniformityAnalysis/}
  t=$(triple_of "$f")
  "$BENCH" file "$f" "$seconds" >"$T/ours" 2>/dev/null || { echo "skip $rel (analyze_bench failed)" >&2; continue; }
  while IFS="$(printf '\t')" read -r fn ours_ns; do
    case "$rel:$fn" in *"$only"*) ;; *) continue ;; esac
    "$EXTRACT" -S -func="$fn" "$f" -o "$T/one.ll" 2>/dev/null ||
      "$EXTRACT" -S -disable-verify -func="$fn" "$f" -o "$T/one.ll" 2>/dev/null ||
      { echo "skip $rel:$fn (llvm-extract failed)" >&2; continue; }
    set -- -disable-output -passes='print<uniformity>'
    [ -n "$t" ] && set -- "$@" -mtriple "$t"
    "$OPT" "$@" "$T/one.ll" >/dev/null 2>&1 || set -- "$@" -disable-verify
    opt_ns=$(best "$OPT" "$@" "$T/one.ll")
    our_proc_ns=$(best "$CONVCHECK" analyze "$T/one.ll")
    echo "$rel:$fn" >&2
    awk -v fn="$rel:$fn" -v o="$opt_ns" -v p="$our_proc_ns" -v a="$ours_ns" \
      'BEGIN { printf "%s\t%.2f\t%.2f\t%.1f\t%.0f\n", fn, o / 1e6, p / 1e6, a / 1e3, o / a }' >>"$T/rows"
  done <"$T/ours"
done

echo "== One opt-22 process per function vs our analysis (smallest of $repeat)"
column -t -s "$(printf '\t')" "$T/rows" 2>/dev/null || cat "$T/rows"
awk -F '\t' 'NR > 1 { n++; o += $2; p += $3; a += $4; r = $5 + 0
                      if (min == "" || r < min) { min = r; minf = $1 } }
  END {
    if (!n) { print "no functions measured"; exit 1 }
    printf "\nfunctions: %d\n", n
    printf "mean opt-22 process: %.2f ms; mean convcheck analyze process: %.2f ms; mean in-process analysis: %.1f us\n", o / n, p / n, a / n
    printf "ratio of the means (opt-22 process / in-process analysis): %.0fx\n", (o * 1000) / a
    printf "smallest ratio: %.0fx (%s)\n", min, minf
    printf "target >= 100x on every function: %s\n", (min >= 100 ? "met" : "NOT met")
    printf "process against process (opt-22 / convcheck analyze): %.1fx\n", o / p
  }' "$T/rows"

echo
echo "== Our analysis alone: every CFG shape up to $blocks blocks, all branches divergent"
"$BENCH" shapes "$blocks" 1 | tee "$T/shapes"
awk '/functions per second/ { printf "target >= 10,000 functions/s: %s\n", ($4 >= 10000 ? "met" : "NOT met") }' "$T/shapes"
