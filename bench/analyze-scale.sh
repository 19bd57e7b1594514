#!/bin/sh
# bench/analyze-scale.sh — `convcheck analyze` on one large module against
# one `opt-22 -passes='print<uniformity>'` process on the same module
# (issue 17, "linear reading"; bench/HISTORY.md "analyze on large modules").
#
# The modules are made here, in a scratch directory, by bench/scale_module
# (`make bench`): renamed copies of LLVM's UniformityAnalysis tests for
# AMDGPU (those opt-22 accepts), linked until the module has N functions,
# triple amdgcn-amd-amdhsa.  For each N (default 1000 2000 5000 10000):
#   - convcheck analyze, --repeat times (default 3): user, system and wall
#     seconds and the peak resident memory of the whole process (median);
#   - opt-22 once (it grows quadratically: minutes at 10,000), unless
#     --no-opt; --opt-max N skips opt above N functions (default 10000);
#   - that the two outputs are the same, function by function
#     (tests/tools/uniformity_vs_opt.sh: DIVERGENT sets and text);
#   - LLVM's own parser alone (llvm-as-22 -disable-verify, once) as the
#     floor no reader built on it can go under.
# The ratios of one row are measured in one run, one process after the
# other on this machine, so read them rather than the absolute times.
#
# Options: --sizes "N ...", --repeat R, --no-opt, --opt-max N, --keep DIR
# (keep the modules and outputs).  Environment: CONVCHECK, SCALE (the
# bench/scale_module binary), LLVM_TESTS, OPT, LLVM_AS; CONVCHECK_BEFORE,
# another convcheck binary (e.g. main's) run in turn with CONVCHECK on the
# same module (before, after, before, after ...): a second table gives
# both medians, CPU and wall, and whether the outputs are byte-identical.
# The target of issue 17 is in wall seconds of the whole process
# (fns_per_wall_s): reading and analysis run on two threads.
set -u
CONVCHECK=${CONVCHECK:-./convcheck}
SCALE=${SCALE:-./bench/scale_module}
LLVM_TESTS=${LLVM_TESTS:-/work/shared/llvm-tests}
OPT=${OPT:-opt-22}
LLVM_AS=${LLVM_AS:-llvm-as-22}
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/bench/common.sh"
sizes="1000 2000 5000 10000"; repeat=3; run_opt=yes; opt_max=10000; keep=""
while [ $# -gt 0 ]; do
  case $1 in
    --sizes) sizes=$2; shift 2 ;;
    --repeat) repeat=$2; shift 2 ;;
    --no-opt) run_opt=no; shift ;;
    --opt-max) opt_max=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    *) echo "usage: bench/analyze-scale.sh [--sizes \"N ...\"] [--repeat R] [--no-opt] [--opt-max N] [--keep DIR]" >&2; exit 2 ;;
  esac
done
bench_built "$CONVCHECK" "$SCALE"
bench_found "$OPT"
if [ -n "$keep" ]; then mkdir -p "$keep"; T=$keep; else
  T=$(mktemp -d "${TMPDIR:-/tmp}/analyze-scale.XXXXXX"); trap 'rm -rf "$T"' EXIT; fi
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "bench/analyze-scale.sh: needs GNU time ($TIME)" >&2; exit 2; }

# the inputs: the AMDGPU UniformityAnalysis tests opt-22 reads and verifies
: >"$T/inputs"
for f in $(find "$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU" -name '*.ll' | sort); do
  "$OPT" -mtriple amdgcn-amd-amdhsa -passes=verify -disable-output "$f" >/dev/null 2>&1 && echo "$f" >>"$T/inputs"
done
echo "inputs: $(wc -l <"$T/inputs") files of $LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU"

# measure NAME CMD... : one run; appends "NAME user sys wall maxKB" to $T/runs
measure() {
  name=$1; shift
  "$TIME" -f "$name %U %S %e %M" -o "$T/t" "$@" >"$T/last.out" 2>"$T/last.err"
  st=$?
  cat "$T/t" >>"$T/runs"
  return $st
}
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'; }

BEFORE=${CONVCHECK_BEFORE:-}
printf 'functions\tbefore_cpu_s\tafter_cpu_s\tbefore_wall_s\tafter_wall_s\tafter/before_wall\tidentical\n' >"$T/vs"
printf 'functions\tbytes\tours_cpu_s\tours_wall_s\tours_MB\tfns_per_cpu_s\tfns_per_wall_s\tllvm_as_cpu_s\topt_cpu_s\topt_wall_s\topt_MB\topt/ours_cpu\tsame\n' >"$T/rows"
for n in $sizes; do
  mod="$T/scale-$n.ll"
  "$SCALE" "$n" amdgcn-amd-amdhsa $(cat "$T/inputs") >"$mod" 2>"$T/scale.err" ||
    { echo "scale_module failed: $(cat "$T/scale.err")" >&2; exit 1; }
  bytes=$(wc -c <"$mod")
  : >"$T/runs"
  i=0
  while [ $i -lt "$repeat" ]; do
    if [ -n "$BEFORE" ]; then
      measure before "$BEFORE" analyze "$mod" || { echo "$BEFORE failed on $n" >&2; exit 1; }
      cp "$T/last.out" "$T/before-$n.txt"
    fi
    measure ours "$CONVCHECK" analyze "$mod" || { echo "convcheck failed on $n: $(head -3 "$T/last.err")" >&2; exit 1; }
    i=$((i + 1))
  done
  cp "$T/last.out" "$T/ours-$n.txt"
  if [ -n "$BEFORE" ]; then
    bcpu=$(awk '$1 == "before" { print $2 + $3 }' "$T/runs" | median)
    bwall=$(awk '$1 == "before" { print $4 }' "$T/runs" | median)
    acpu=$(awk '$1 == "ours" { print $2 + $3 }' "$T/runs" | median)
    awall=$(awk '$1 == "ours" { print $4 }' "$T/runs" | median)
    if cmp -s "$T/before-$n.txt" "$T/ours-$n.txt"; then ident=yes; else ident=NO; fi
    awk -v n="$n" -v bc="$bcpu" -v ac="$acpu" -v bw="$bwall" -v aw="$awall" -v id="$ident" \
      'BEGIN { printf "%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%s\n", n, bc, ac, bw, aw, aw / bw, id }' >>"$T/vs"
  fi
  ocpu=$(awk '$1 == "ours" { print $2 + $3 }' "$T/runs" | median)
  owall=$(awk '$1 == "ours" { print $4 }' "$T/runs" | median)
  omb=$(awk '$1 == "ours" { print $5 / 1024 }' "$T/runs" | median)
  ascpu=-
  if command -v "$LLVM_AS" >/dev/null 2>&1 && measure as "$LLVM_AS" -disable-verify "$mod" -o /dev/null; then
    ascpu=$(awk '$1 == "as" { print $2 + $3 }' "$T/runs")
  fi
  pcpu=- pwall=- pmb=- ratio=- same=-
  if [ $run_opt = yes ] && [ "$n" -le "$opt_max" ]; then
    echo "opt-22 on $n functions (once; it grows quadratically)..." >&2
    measure opt "$OPT" -mtriple amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output "$mod"
    cp "$T/last.err" "$T/opt-$n.txt"
    pcpu=$(awk '$1 == "opt" { print $2 + $3 }' "$T/runs")
    pwall=$(awk '$1 == "opt" { print $4 }' "$T/runs")
    pmb=$(awk '$1 == "opt" { print $5 / 1024 }' "$T/runs")
    ratio=$(awk -v a="$pcpu" -v b="$ocpu" 'BEGIN { printf "%.0fx", a / b }')
    if sh "$TOP/tests/tools/uniformity_vs_opt.sh" --outputs "$T/opt-$n.txt" "$T/ours-$n.txt" >"$T/cmp-$n.txt" 2>&1 &&
       awk '/^TOTAL|^functions/ { for (i = 1; i <= NF; i++) { w = $i; sub(/,$/, "", w); v[$(i-1)] = w } }
            END { exit !(v["functions"] > 0 && v["set"] == v["functions"] && v["text"] == v["functions"]) }' \
           "$T/cmp-$n.txt"; then same=yes; else same=NO; fi
  # (the module holds whole copies of the tests: 10,002 functions for 10,000)
  fi
  awk -v n="$n" -v b="$bytes" -v oc="$ocpu" -v ow="$owall" -v om="$omb" -v as="$ascpu" \
      -v pc="$pcpu" -v pw="$pwall" -v pm="$pmb" -v r="$ratio" -v s="$same" \
      'BEGIN { printf "%d\t%d\t%.2f\t%.2f\t%.0f\t%.0f\t%.0f\t%s\t%s\t%s\t%s\t%s\t%s\n", n, b, oc, ow, om, n / oc, n / ow, as, pc, pw, (pm == "-" ? "-" : sprintf("%.0f", pm)), r, s }' >>"$T/rows"
  echo "done: $n functions" >&2
done
echo "== convcheck analyze (median of $repeat) against one opt-22 process, same module"
column -t -s "$(printf '\t')" "$T/rows" 2>/dev/null || cat "$T/rows"
if [ -n "$BEFORE" ]; then
  echo "== before ($BEFORE) and after ($CONVCHECK), in turn, median of $repeat each"
  column -t -s "$(printf '\t')" "$T/vs" 2>/dev/null || cat "$T/vs"
fi
awk -F '\t' 'NR > 1 { n[NR] = $1; m[NR] = $5; c[NR] = $3; last = NR }
  END {
    if (last < 3) exit
    printf "\nper 1,000 functions: "
    for (i = 2; i <= last; i++) printf "%s%.0f MB, %.2f s", (i > 2 ? "; " : ""), (m[i] - m[2]) / (n[i] - n[2] + (i == 2)) * 1000, c[i] / n[i] * 1000
    printf "\n(memory above the smallest module per 1,000 more functions, CPU per 1,000 functions)\n"
  }' "$T/rows"
