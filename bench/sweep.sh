#!/bin/sh
# bench/sweep.sh -- the rate of `convcheck sweep` (programs per second):
# our analysis only, LLVM's only, both, and LLVM's with one opt-22 process
# per function (--batch 1), per 16 and per 256 (the default); with
# CONVCHECK_OLD, the same family by another build (both analyses, its
# defaults) first, process against process in the same run.
#
# Every audit runs the reference (the explicit engine) on each program, so
# "ours" is mostly the reference's time; the LLVM columns add opt-22.
#
# usage: bench/sweep.sh [--blocks N] [--divergence all|each] [-k K] [-L L]
#                       [--random C --seed S] [--repeat N] [--help]
#   --blocks N        family: every shape of up to N blocks (default 4)
#   --divergence D    all (default) or each
#   -k K, -L L        the reference's bounds (default k=2, L=10)
#   --random C --seed S  C random shapes of exactly N blocks instead
#   --repeat N        run each configuration N times, keep the fastest (default 1)
# environment:
#   CONVCHECK   binary (default: <repo>/convcheck)
#   CONVCHECK_OLD  another build to time first (e.g. main's, "before")

set -u
usage() { sed -n '/^# usage:/,/^#   CONVCHECK/p' "$0" | sed 's/^# \{0,1\}//'; }

. "$(dirname "$0")/family-opts.sh"
blocks=4 div=all k=2 L=10 repeat=1 random= seed=
while [ $# -gt 0 ]; do
  case $1 in
    --repeat) repeat=${2:?}; shift ;;
    --random) random=${2:?}; shift ;;
    --seed) seed=${2:?}; shift ;;
    *) family_arg "$@"; shift ;;
  esac
  shift
done
case $repeat in ''|*[!0-9]*|0) echo "sweep.sh: --repeat wants a positive integer" >&2; exit 2 ;; esac
bench_need_convcheck

bench_scratch sweep-bench
old=
if [ -n "${CONVCHECK_OLD:-}" ]; then
  [ -x "$CONVCHECK_OLD" ] || { echo "sweep.sh: no executable $CONVCHECK_OLD" >&2; exit 2; }
  old=$tmp/convcheck.old
  cp "$CONVCHECK_OLD" "$old" || exit 2
fi

family="--blocks $blocks --divergence $div -k $k -L $L"
[ -n "$random" ] && family="$family --random $random --seed ${seed:-0}"
echo "sweep benchmark: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc 2>/dev/null || echo '?') CPUs, load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "family: $family; runs per configuration: $repeat (fastest kept)"
printf '%-22s %9s %10s %10s %12s\n' configuration programs "wall s" "cpu s" "programs/s"

# one configuration: label, extra options; prints the fastest run
config() {
  label=$1; shift
  best=""
  i=0
  while [ "$i" -lt "$repeat" ]; do
    i=$((i + 1))
    # the shell's `times` gives the children's CPU time before and after
    times >"$tmp/t0"
    "$run" sweep $family --no-db --json "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    times >"$tmp/t1"
    c0=$(awk 'NR == 2' "$tmp/t0")
    c1=$(awk 'NR == 2' "$tmp/t1")
    if [ "$rc" -gt 1 ]; then
      printf '%-22s error (exit %s): %s\n' "$label" "$rc" "$(head -c 200 "$tmp/err")"
      return
    fi
    line=$(awk -v c0="$c0" -v c1="$c1" '
      function num(key,   s) {
        if (match($0, "\"" key "\":[0-9.e+-]+")) return substr($0, RSTART + length(key) + 3, RLENGTH - length(key) - 3)
        return ""
      }
      function secs(t,   w, n, i, s, m) { n = split(t, w, " "); s = 0; for (i = 1; i <= n; i++) { m = w[i]; sub(/m.*/, "", m); sub(/^[0-9]+m/, "", w[i]); sub(/s$/, "", w[i]); s += m * 60 + w[i] } return s }
      { printf "%s %s %.2f %s\n", num("programs"), num("seconds"), secs(c1) - secs(c0), num("programs_per_second") }' "$tmp/out")
    if [ -z "$best" ] || awk -v a="$line" -v b="$best" 'BEGIN { split(a, x, " "); split(b, y, " "); exit !(x[2] < y[2]) }'; then
      best=$line
    fi
  done
  echo "$best" | awk -v l="$label" '{ printf "%-22s %9d %10.2f %10.2f %12.1f\n", l, $1, $2, $3, $4 }'
}

if [ -n "$old" ]; then
  run=$old
  config "before: both (old)"   --analysis both
fi
run=$bin
config "ours"                 --analysis ours
config "llvm (batch 256)"     --analysis llvm
config "llvm (batch 16)"      --analysis llvm --batch 16
config "llvm (batch 1)"       --analysis llvm --batch 1
config "both (batch 256)"     --analysis both
echo "cpu s: the sweep's own CPU time (user + system of the convcheck process"
echo "and its opt-22 children); wall s: as the sweep measured it."
