#!/bin/sh
# bench/unbounded_random.sh — the unbounded engine on random programs
# (issue 26): COUNT random .cfg programs of 4-7 blocks (bench/random_cfgs.awk,
# SEED), each run with `mconv --unbounded` (DFS-realizable hierarchies),
# `mconv --unbounded --hierarchies all-entries` and `uniformity --unbounded`,
# by this tree's binary and, side by side, by a baseline; per command the
# worst and mean CPU time (user + system, GNU time: what the run costs
# whatever else shares the machine) and the worst wall time, how many runs
# take more than 1 s and 5 s of CPU or hit the (wall) time limit, and every
# verdict compared (per block, per branch): the same, changed (decided both
# ways, differently: must be 0), decided only by one.
#
#   BASE=/work/perf-base/convcheck bench/unbounded_random.sh [--count N]
#       [--seed S] [--timeout SEC] [--raw FILE] [--only mconv|all|uniformity]
#
# Environment: CONVCHECK (default ./convcheck), BASE (no baseline if
# unset).  The raw measurements (one line per run: program, binary,
# command, CPU seconds, exit status, verdicts, wall seconds) go to --raw
# FILE when given.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
cd "$TOP" || exit 2
CONVCHECK=${CONVCHECK:-./convcheck}
BASE=${BASE:-}
COUNT=1000 SEED=1 LIMIT=60 RAW="" ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --count) COUNT=$2; shift ;;
    --seed) SEED=$2; shift ;;
    --timeout) LIMIT=$2; shift ;;
    --raw) RAW=$2; shift ;;
    --only) ONLY=$2; shift ;;
    *) echo "usage: bench/unbounded_random.sh [--count N] [--seed S] [--timeout SEC] [--raw FILE] [--only mconv|all|uniformity]" >&2; exit 2 ;;
  esac
  shift
done
. "$TOP/bench/common.sh"
bench_need_convcheck
[ -x /usr/bin/time ] || { echo "bench/unbounded_random.sh: /usr/bin/time (GNU time) not found" >&2; exit 2; }
bench_scratch unbounded-random
if [ -n "$BASE" ]; then
  [ -x "$BASE" ] || { echo "bench/unbounded_random.sh: no executable BASE=$BASE" >&2; exit 2; }
  cp "$BASE" "$tmp/base" || exit 2
fi
mkdir -p "$tmp/cfg"
awk -v seed="$SEED" -v count="$COUNT" -v dir="$tmp/cfg" -f "$TOP/bench/random_cfgs.awk" || exit 2
now() { date +%s.%N 2>/dev/null || date +%s; }

# verdicts OUTFILE KIND: one word per item, "B3:P" (proven, uniform),
# "B3:F" (fails, divergent), "B3:U" (unknown)
verdicts() {
  if [ "$2" = uniformity ]; then
    awk '/^BLOCK /{b=$2} /^  DIVERGENT:/{printf "%s:F ", b} /^  UNKNOWN:/{printf "%s:U ", b}
         /^               /{printf "%s:P ", b}' "$1"
  else
    # the words of either vocabulary (docs/design.md §12: "m-converged" /
    # "not m-converged"; before it, "proven" / "fails"), "unknown"
    grep -o '"B[0-9]*":{"verdict":"[a-z -]*"' "$1" |
      sed 's/"\(B[0-9]*\)":{"verdict":"\(.*\)"$/\1:\2/; s/:proven$/:P/; s/:m-converged$/:P/
           s/:fails$/:F/; s/:not m-converged$/:F/; s/:unknown$/:U/' | tr '\n' ' '
  fi
}
raw=$tmp/raw.tsv
: >"$raw"
for f in "$tmp"/cfg/*.cfg; do
  name=$(basename "$f" .cfg)
  for kind in mconv all uniformity; do
    [ -z "$ONLY" ] || [ "$ONLY" = "$kind" ] || continue
    case $kind in
      mconv) args="mconv --unbounded --json" ;;
      all) args="mconv --unbounded --json --hierarchies all-entries" ;;
      uniformity) args="uniformity --unbounded" ;;
    esac
    for who in new base; do
      if [ $who = new ]; then b=$tmp/convcheck; else [ -n "$BASE" ] || continue; b=$tmp/base; fi
      /usr/bin/time -f '%U %S %e' -o "$tmp/time" timeout "$LIMIT" $b $args "$f" >"$tmp/out" 2>/dev/null
      rc=$?
      set -- $(tail -1 "$tmp/time")
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" $who $kind \
        "$(awk -v u="${1:-0}" -v s="${2:-0}" 'BEGIN { printf "%.3f", u + s }')" $rc \
        "$(verdicts "$tmp/out" $kind)" "${3:-0}" >>"$raw"
    done
  done
done
[ -z "$RAW" ] || cp "$raw" "$RAW"

echo "## $COUNT random programs (seed $SEED), time limit $LIMIT s (wall)"
echo
echo "(CPU seconds, user + system; the worst wall time beside them)"
printf '%-11s %-5s %9s %9s %6s %6s %6s %10s\n' command bin "worst" mean ">1s" ">5s" limit "worst wall"
awk -F'\t' '{ k = $3 " " $2; n[k]++; s[k] += $4; if ($4 > w[k]) w[k] = $4; if ($7 > ww[k]) ww[k] = $7
              if ($4 > 1) a[k]++; if ($4 > 5) b[k]++; if ($5 == 124) l[k]++ }
  END { for (k in n) { split(k, p, " ")
          printf "%-11s %-5s %9.3f %9.4f %6d %6d %6d %10.2f\n", p[1], p[2], w[k], s[k] / n[k], a[k], b[k], l[k], ww[k] } }' "$raw" | sort
[ -n "$BASE" ] || exit 0
echo
echo "verdicts (new against base; runs where either hit the limit left out):"
awk -F'\t' '
  $2 == "base" { bv[$1 " " $3] = $6; brc[$1 " " $3] = $5 }
  $2 == "new" { nv[$1 " " $3] = $6; nrc[$1 " " $3] = $5 }
  END {
    for (k in nv) {
      if (!(k in bv) || brc[k] == 124 || nrc[k] == 124) { skipped++; continue }
      split(k, kk, " "); c = kk[2]
      nb = split(bv[k], B, " "); nn = split(nv[k], N, " ")
      delete m
      for (i = 1; i <= nb; i++) { split(B[i], x, ":"); m[x[1]] = x[2] }
      for (i = 1; i <= nn; i++) {
        split(N[i], x, ":"); o = (x[1] in m) ? m[x[1]] : "U"
        if (o == x[2]) same[c]++
        else if (o == "U") better[c]++
        else if (x[2] == "U") worse[c]++
        else { changed[c]++; print "CHANGED", k, x[1], o, "->", x[2] }
      }
    }
    for (c in same) printf "  %-11s same %d, changed %d, unknown only in base %d, unknown only in new %d\n", c, same[c], changed[c] + 0, better[c] + 0, worse[c] + 0
    printf "  runs left out (a time limit): %d\n", skipped + 0
  }' "$raw"
