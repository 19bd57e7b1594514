#!/bin/sh
# bench/sweep-slice.sh -- the largest slice of a sweep family that fits in
# the time one has (issue 26's 6-block family: 1,226,017 programs, hours of
# CPU): shards FIRST, FIRST+1, ... of M run one after another on one core
# at nice 19 until the deadline, each recorded in its own store; every
# S-th program of each finished shard cross-checked with the unbounded
# engine (bench/unbounded_bench family --shard, the same programs); then
# the report: programs, claims per outcome and analysis (summed from the
# shards' --json, and the merged stores' `results totals`), the CPU per
# program and what the whole family would take, the unsound claims
# grouped by cause (bench/sweep_groups, the grouping of `sweep --reduce`),
# the cross-check's counts.  A shard is the unit: one stopped by the
# deadline or killed is left out, never half counted.
#
# usage: bench/sweep-slice.sh --dir DIR [--blocks N] [--divergence D] [-k K]
#                             [-L L] [--shards M] [--first I] [--until HHMM]
#                             [--sample S] [--report-only] [--help]
#   --dir DIR         where the shards go (kept; a rerun skips the shards
#                     DIR/log has finished, exit status 0 or 1)
#   --blocks N        family (default 6), --divergence D (default each),
#   -k K, -L L        the reference's bounds (default k=2, L=10)
#   --shards M        shard count (default 200)
#   --first I         the first shard (default 1)
#   --until HHMM      no shard starts at or after HHMM UTC, the same day
#                     (default: 45 minutes from now)
#   --sample S        cross-check every S-th program (default 20; 0: none)
#   --report-only     run nothing, report on DIR
# environment:
#   CONVCHECK   binary (default: <repo>/convcheck); bench/unbounded_bench
#   and bench/sweep_groups come from `make bench`
# Exit status: 0 report printed (with or without unsound claims), 2 usage.

set -u
usage() { sed -n '/^# usage:/,/^# Exit status/p' "$0" | sed 's/^# \{0,1\}//'; }

. "$(dirname "$0")/family-opts.sh"
blocks=6 div=each k=2 L=10 M=200 first=1 until= sample=20 dir= report_only=
while [ $# -gt 0 ]; do
  case $1 in
    --dir) dir=${2:?}; shift ;;
    --shards) M=${2:?}; shift ;;
    --first) first=${2:?}; shift ;;
    --until) until=${2:?}; shift ;;
    --sample) sample=${2:?}; shift ;;
    --report-only) report_only=1 ;;
    *) family_arg "$@"; shift ;;
  esac
  shift
done
[ -n "$dir" ] || { echo "sweep-slice.sh: --dir DIR is required" >&2; usage >&2; exit 2; }
for v in "$M" "$first" "$sample"; do
  case $v in ''|*[!0-9]*) echo "sweep-slice.sh: --shards, --first and --sample want integers" >&2; exit 2 ;; esac
done
[ -n "$until" ] || until=$(date -u -d '+45 min' +%H%M 2>/dev/null || echo 2359)
case $until in [0-2][0-9][0-5][0-9]) ;; *) echo "sweep-slice.sh: --until wants HHMM" >&2; exit 2 ;; esac
bench_need_convcheck
bench_built "$here/unbounded_bench" "$here/sweep_groups"
[ -x /usr/bin/time ] || { echo "sweep-slice.sh: /usr/bin/time (GNU time) not found" >&2; exit 2; }
mkdir -p "$dir/unsound" || exit 2
dir=$(cd "$dir" && pwd)
log=$dir/log
family="--blocks $blocks --divergence $div -k $k -L $L"

if [ -z "$report_only" ]; then
  [ -x "$dir/convcheck.bin" ] || cp "$CONVCHECK" "$dir/convcheck.bin" || exit 2
  [ -x "$dir/ub.bin" ] || cp "$here/unbounded_bench" "$dir/ub.bin" || exit 2
  i=$first
  while [ "$i" -le "$M" ]; do
    if ! grep -q "^shard $i rc [01] " "$log" 2>/dev/null; then
      [ "$(date -u +%H%M)" -ge "$until" ] && break
      echo "shard $i start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$log"
      /usr/bin/time -f "shard $i cpu user %U sys %S wall %e maxrss %M" -a -o "$log" \
        nice -n 19 "$dir/convcheck.bin" sweep $family --shard "$i/$M" --db "$dir/shard-$i.db" \
          --save-unsound "$dir/unsound" --json >"$dir/shard-$i.json" 2>"$dir/shard-$i.err"
      echo "shard $i rc $? end $(date -u +%T)" >>"$log"
      if [ "$sample" -gt 0 ]; then
        /usr/bin/time -f "cross $i cpu user %U sys %S wall %e maxrss %M" -a -o "$dir/cross.log" \
          nice -n 19 "$dir/ub.bin" family "$blocks" -k "$k" -L "$L" --values --shard "$i/$M" \
            --sample "$sample" >"$dir/cross-$i.txt" 2>&1
        echo "cross $i rc $? end $(date -u +%T)" >>"$dir/cross.log"
      fi
    fi
    i=$((i + 1))
  done
fi

# the shards done: exit status 0 or 1 (1 = unsound claims found, a result)
done_shards=$(awk '$1 == "shard" && $3 == "rc" && $4 <= 1 { print $2 }' "$log" 2>/dev/null | sort -n | tr '\n' ' ')
[ -n "$done_shards" ] || { echo "sweep-slice.sh: no shard done in $dir" >&2; exit 2; }
echo "sweep slice: $family, shards of $M: $(echo $done_shards | wc -w) done ($(echo $done_shards | tr ' ' ','))"
echo "machine: $(nproc 2>/dev/null || echo '?') CPUs; load average at each shard's start: $(awk '$3 == "start" { printf "%s ", $6 }' "$log")"
for i in $done_shards; do cat "$dir/shard-$i.json"; echo; done | awk -v logf="$log" -v done_shards="$done_shards" '
  function num(s, key,   r) { if (match(s, "\"" key "\":[0-9.e+-]+")) return substr(s, RSTART + length(key) + 3, RLENGTH - length(key) - 3); return 0 }
  {
    if (num($0, "family_programs")) total = num($0, "family_programs")
    programs += num($0, "programs")
    n = split($0, parts, "{\"analysis\":\"")
    for (j = 2; j <= n; j++) {
      a = substr(parts[j], 1, index(parts[j], "\"") - 1)
      if (parts[j] !~ /"functions":/) continue
      claims[a] += num(parts[j], "claims"); uns[a] += num(parts[j], "unsound")
      imp[a] += num(parts[j], "imprecise"); agr[a] += num(parts[j], "agree")
    }
  }
  END {
    split(done_shards, d, " "); for (j in d) ok["shard " d[j]] = 1
    while ((getline line < logf) > 0) {
      split(line, w, " ")
      if (w[3] == "cpu" && ok["shard " w[2]]) { cpu += w[5] + w[7]; wall += w[9] }
    }
    printf "programs: %d of %d (%.2f %%)\n", programs, total, 100 * programs / total
    printf "%-8s %10s %8s %10s %10s\n", "analysis", "claims", "unsound", "imprecise", "agree"
    split("ours llvm", an, " ")
    for (j = 1; j <= 2; j++) { a = an[j]; printf "%-8s %10d %8d %10d %10d\n", a, claims[a], uns[a], imp[a], agr[a] }
    printf "CPU %.0f s (user + system, opt-22 included), wall %.0f s: %.2f ms of CPU per program, %.0f programs per CPU second\n", cpu, wall, 1000 * cpu / programs, programs / cpu
    printf "the whole family at that rate: %.0f CPU seconds (%.2f hours)\n", total * cpu / programs, total * cpu / programs / 3600
  }'

echo "merged stores (results merge, results totals):"
rm -f "$dir/slice.db"
dbs=
for i in $done_shards; do dbs="$dbs $dir/shard-$i.db"; done
# shellcheck disable=SC2086
"$CONVCHECK" results merge "$dir/slice.db" $dbs >/dev/null && "$CONVCHECK" results --db "$dir/slice.db" totals | sed 's/^/  /'

echo "unsound claims by cause (bench/sweep_groups):"
for i in $done_shards; do
  grep -o '{"analysis":"[a-z]*","function":"[^"]*","subject":"[^"]*"' "$dir/shard-$i.json"
done | sed 's/^{"analysis":"\([a-z]*\)","function":"\(s\([0-9]*\)_m[0-9]*\)","subject":"\(.*\)"$/\3	\1	\2	\4/' |
  sort -n -k1,1 -s | awk -F'\t' -v d="$dir/unsound" '{ printf "%s\t%s\t%s\t%s/%s.ll\n", $2, $3, $4, d, $3 }' >"$dir/claims.tsv"
if [ -s "$dir/claims.tsv" ]; then
  "$here/sweep_groups" "$dir/claims.tsv" | sed 's/^/  /'
else
  echo "  none"
fi

if ls "$dir"/cross-*.txt >/dev/null 2>&1; then
  echo "unbounded cross-check, one program in $sample of each shard (k=$k, L=$L, values too):"
  cat "$dir"/cross-*.txt | awk '
    /^programs:/ { p += $2 }
    /^blocks:/ { gsub(",", ""); b += $2; bp += $4; bf += $6; bu += $8 }
    /^values and branches:/ { gsub(",", ""); v += $4; vp += $6; vf += $8; vu += $10 }
    /^disagreements:/ { dis += $2; gsub(")", ""); nr += $NF }
    /^witnesses longer/ { gsub(";", ""); deep += $5 }
    END {
      printf "  programs %d; blocks %d: m-converged %d, not %d, unknown %d; values and branches %d: uniform %d, divergent %d, unknown %d\n", p, b, bp, bf, bu, v, vp, vf, vu
      printf "  disagreements %d (witnesses not replayed %d); witnesses longer than L %d\n", dis, nr, deep
    }'
fi
exit 0
