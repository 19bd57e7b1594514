#!/bin/sh
# bench/kernels_unbounded.sh — `uniformity --unbounded` on every function of
# compiled GPU kernels (issue 26): ours (kernels/ll, -O0 and -O2, amdgcn and
# nvptx; `make kernels`) and, when given, OpenCL kernels of a public
# benchmark suite compiled here at -O2 for both targets with
# bench/opencl_prelude.h (the work-item builtins resolved).  Per function:
# the time, the peak memory (GNU time's maximum resident set), and what
# happened — verdicts, items left unknown, an internal error, a time-out,
# an abort; then the unknown items counted by their reason.  With BASE,
# the same with a baseline binary side by side.
# Each run is given `--timeout` (the limit, default 10 s: what it has not
# settled by then is unknown, said so) and is killed 5 s after it: a
# "time-out" is a run that did not stop by itself.
#
#   bench/kernels_unbounded.sh [--timeout SEC] [--cl DIR]... [--raw FILE]
#   BASE=/work/perf-base/convcheck bench/kernels_unbounded.sh --cl ~/rodinia/opencl
#
# --cl DIR: every *.cl below DIR (e.g. Rodinia's opencl/ folder; nothing of
# it is in this repository), compiled with
#   clang-22 -x cl -cl-std=CL2.0 -nogpulib -include bench/opencl_prelude.h
#            -DBLOCK_SIZE=16 -O2 --target=T   (without -DBLOCK_SIZE when the
# file declares its own).  Files clang rejects are listed and skipped.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
cd "$TOP" || exit 2
CONVCHECK=${CONVCHECK:-./convcheck}
BASE=${BASE:-}
LIMIT=10 RAW=""
CLDIRS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) LIMIT=$2; shift ;;
    --cl) CLDIRS="$CLDIRS $2"; shift ;;
    --raw) RAW=$2; shift ;;
    *) echo "usage: bench/kernels_unbounded.sh [--timeout SEC] [--cl DIR]... [--raw FILE]" >&2; exit 2 ;;
  esac
  shift
done
. "$TOP/bench/common.sh"
bench_need_convcheck
bench_found timeout
[ -x /usr/bin/time ] || { echo "bench/kernels_unbounded.sh: /usr/bin/time (GNU time) not found" >&2; exit 2; }
bench_scratch kernels-unbounded
if [ -n "$BASE" ]; then
  [ -x "$BASE" ] || { echo "bench/kernels_unbounded.sh: no executable BASE=$BASE" >&2; exit 2; }
  cp "$BASE" "$tmp/base" || exit 2
fi
mkdir -p "$tmp/ll"
files=""
for f in kernels/ll/*.ll; do [ -f "$f" ] && files="$files $f"; done
[ -n "$files" ] || echo "bench/kernels_unbounded.sh: kernels/ll is empty (make kernels)" >&2
for d in $CLDIRS; do
  command -v clang-22 >/dev/null 2>&1 || { echo "bench/kernels_unbounded.sh: clang-22 not found" >&2; exit 2; }
  for cl in $(find "$d" -name '*.cl' | sort); do
    stem=$(basename "$cl" .cl)
    bs=-DBLOCK_SIZE=16
    grep -q 'int BLOCK_SIZE' "$cl" && bs=""
    for t in amdgcn-amd-amdhsa nvptx64-nvidia-cuda; do
      out="$tmp/ll/$stem.${t%%-*}.O2.ll"
      if clang-22 -x cl -cl-std=CL2.0 -nogpulib -fno-discard-value-names \
           -include "$TOP/bench/opencl_prelude.h" $bs -S -emit-llvm --target=$t -O2 \
           "$cl" -o "$out" 2>/dev/null; then
        files="$files $out"
      else
        echo "  (clang-22 rejects $cl for $t: skipped)"
      fi
    done
  done
done
raw=$tmp/raw.tsv
: >"$raw"
: >"$tmp/reasons"
for f in $files; do
  for fn in $(sed -n 's/^define [^@]*@\([A-Za-z0-9_.$]*\)(.*/\1/p' "$f"); do
    for who in new base; do
      if [ $who = new ]; then b=$tmp/convcheck; else [ -n "$BASE" ] || continue; b=$tmp/base; fi
      /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "$((LIMIT + 5))" "$b" uniformity --unbounded \
        --timeout "$((LIMIT * 1000))" --function "$fn" "$f" >"$tmp/out" 2>"$tmp/err"
      rc=$?
      set -- $(tail -1 "$tmp/time")
      secs=${1:-0} kb=${2:-0}
      case $rc in
        0|1) what=ok ;;
        2) if grep -q 'internal error' "$tmp/err"; then what=internal-error
           elif grep -q 'out of memory' "$tmp/err"; then what=out-of-memory
           else what=unknown-items; fi ;;
        124) what=time-out ;;
        *) what="abort-$rc" ;;
      esac
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$f")" "$fn" $who "$secs" "$kb" "$what" \
        "$(grep -c '^; UNKNOWN' "$tmp/out")" >>"$raw"
      # each unknown item's reason, without what names the item
      sed -n "s/^; UNKNOWN .*: unknown for every L: \([^;(]*\).*/$who\t\1/p" "$tmp/out" >>"$tmp/reasons"
    done
  done
done
[ -z "$RAW" ] || cp "$raw" "$RAW"
echo "## uniformity --unbounded per function (time limit $LIMIT s)"
echo
echo "(wall seconds; memory: the maximum resident set; past limit: ran longer than --timeout;"
echo " undecided: functions with some item unknown, unknowns: the items)"
printf '%-5s %9s %8s %10s %8s %6s %6s %9s %7s %9s %9s %9s\n' bin functions "worst s" "mean s" "max MB" ">1GB" \
  "past limit" "time-out" abort "int.error" undecided unknowns
awk -F'\t' -v lim="$LIMIT" '{ k = $3; n[k]++; s[k] += $4; if ($4 > w[k]) w[k] = $4; if ($5 > m[k]) m[k] = $5
  if ($5 > 1048576) g[k]++; if ($4 > lim) p[k]++
  if ($6 == "time-out") t[k]++; if ($6 ~ /^abort|out-of-memory/) a[k]++
  if ($6 == "internal-error") e[k]++; u[k] += $7; if ($7 > 0) f[k]++ }
  END { for (k in n) printf "%-5s %9d %8.2f %10.3f %8.0f %6d %6d %9d %7d %9d %9d %9d\n", k, n[k], w[k], s[k] / n[k],
          m[k] / 1024, g[k], p[k], t[k], a[k], e[k], f[k], u[k] }' "$raw" | sort
echo
echo "unknown items by reason:"
sort "$tmp/reasons" | uniq -c | sort -k2,2 -k1,1rn |
  awk -F'\t' '{ split($1, h, " "); printf "  %-5s %5d %s\n", h[2], h[1], $2 }'
echo
echo "slowest (new):"
awk -F'\t' '$3 == "new"' "$raw" | sort -t"$(printf '\t')" -k4 -rn | head -5 |
  awk -F'\t' '{ printf "  %-34s %-28s %6.2f s %6.0f MB %s\n", $1, $2, $4, $5 / 1024, $6 }'
