#!/bin/sh
# bench/sweep-parallel.sh -- a whole sweep by the GNU parallel recipe of
# docs/sweeps.md, timed, merged, and its totals compared with an
# independent run of the same family: the unsharded run (--check whole) or
# a second sharding with another shard count (--check M2).
#
# usage: bench/sweep-parallel.sh [--blocks N] [--divergence all|each] [-k K]
#                                [-L L] [--shards M] [--jobs J]
#                                [--check whole|M2|none] [--nice] [--keep DIR]
#                                [--help]
#   --blocks N        family: every shape of up to N blocks (default 5)
#   --divergence D    all or each (default each)
#   -k K, -L L        the reference's bounds (default k=2, L=10)
#   --shards M        shards of the timed run (default 7)
#   --jobs J          parallel jobs (default 2)
#   --check C         the independent run: whole (unsharded), a shard count
#                     M2 != M run the same way, or none (default whole)
#   --nice            run the shards under nice, as docs/sweeps.md's recipe
#                     does (on a machine loaded by others a niced sweep gets
#                     a few percent of a core: not for timing)
#   --keep DIR        keep the stores and outputs in DIR (default: a temp dir)
# environment:
#   CONVCHECK   binary (default: <repo>/convcheck)
# exit status: 0 totals equal, 1 they differ or a run failed, 2 usage

set -u
usage() { sed -n '/^# usage:/,/^#   CONVCHECK/p' "$0" | sed 's/^# \{0,1\}//'; }

. "$(dirname "$0")/family-opts.sh"
blocks=5 div=each k=2 L=10 M=7 J=2 check=whole keep= nice=
while [ $# -gt 0 ]; do
  case $1 in
    --shards) M=${2:?}; shift ;;
    --jobs) J=${2:?}; shift ;;
    --check) check=${2:?}; shift ;;
    --keep) keep=${2:?}; shift ;;
    --nice) nice=nice ;;
    *) family_arg "$@"; shift ;;
  esac
  shift
done
for v in "$M" "$J"; do
  case $v in ''|*[!0-9]*|0) echo "sweep-parallel.sh: --shards and --jobs want positive integers" >&2; exit 2 ;; esac
done
case $check in whole|none) ;; ''|*[!0-9]*|0) echo "sweep-parallel.sh: --check whole, none or a shard count" >&2; exit 2 ;; esac
[ "$check" = "$M" ] && { echo "sweep-parallel.sh: --check $check is the timed run's own shard count" >&2; exit 2; }
bench_need_convcheck
command -v parallel >/dev/null 2>&1 || { echo "sweep-parallel.sh: GNU parallel is not installed" >&2; exit 2; }

bench_scratch sweep-parallel "$keep"

family="--blocks $blocks --divergence $div -k $k -L $L"
echo "sweep by GNU parallel: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc 2>/dev/null || echo '?') CPUs, load average at the start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "family: $family; $M shards, $J jobs"

# one sharded run: directory, shard count; prints its wall seconds
sharded() {
  d=$1 m=$2
  mkdir -p "$d" || return 2
  t0=$(date +%s.%N)
  (cd "$d" && parallel -j"$J" --halt never \
     /usr/bin/time -f %e,%U,%S -o shard-{}.time $nice "$bin" sweep $family --shard {}/"$m" \
       --db shard-{}.db '>' shard-{}.txt '2>' shard-{}.err \
     ::: $(seq 1 "$m")) >"$d/parallel.out" 2>&1
  t1=$(date +%s.%N)
  n=0
  for i in $(seq 1 "$m"); do
    grep -q '^convcheck: recorded as run 1 ' "$d/shard-$i.err" 2>/dev/null && n=$((n + 1))
  done
  if [ "$n" -ne "$m" ]; then
    echo "only $n of $m shards recorded; see $d/shard-*.err" >&2
    return 1
  fi
  (cd "$d" && "$bin" results merge sweep.db shard-*.db >merge.out 2>&1) || { cat "$d/merge.out" >&2; return 1; }
  "$bin" results --db "$d/sweep.db" totals >"$d/totals" || return 1
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f\n", b - a }'
}

s=$(sharded "$tmp/timed" "$M") || exit 1
printf 'wall time, %s shards over %s jobs: %s s (%.1f min); load average now: %s\n' \
  "$M" "$J" "$s" "$(awk -v s="$s" 'BEGIN { print s / 60 }')" "$(cut -d' ' -f1-3 /proc/loadavg)"
# each shard's own report (its time and rate) and CPU time (user + system,
# opt-22 children included)
for i in $(seq 1 "$M"); do
  printf 'shard %s/%s: %s; cpu %s s\n' "$i" "$M" "$(grep -E 'programs/s' "$tmp/timed/shard-$i.txt" | tail -1)" \
    "$(awk -F, '/^[0-9.]*,/ { printf "%.1f", $2 + $3 }' "$tmp/timed/shard-$i.time")"
done
printf 'cpu time of the shards: %s s\n' "$(cat "$tmp"/timed/shard-*.time | awk -F, '/^[0-9.]*,/ { s += $2 + $3 } END { printf "%.0f", s }')"
echo "totals (merged):"
sed 's/^/  /' "$tmp/timed/totals"

case $check in
  none) exit 0 ;;
  whole)
    mkdir -p "$tmp/check"
    t0=$(date +%s)
    nice "$bin" sweep $family --db "$tmp/check/sweep.db" >"$tmp/check/whole.txt" 2>"$tmp/check/whole.err"
    rc=$?
    t1=$(date +%s)
    [ "$rc" -le 1 ] || { echo "the unsharded run failed (exit $rc): $(head -3 "$tmp/check/whole.err")" >&2; exit 1; }
    "$bin" results --db "$tmp/check/sweep.db" totals >"$tmp/check/totals" || exit 1
    echo "unsharded run: $((t1 - t0)) s" ;;
  *)
    s2=$(sharded "$tmp/check" "$check") || exit 1
    echo "second sharding, $check shards over $J jobs: $s2 s" ;;
esac
echo "totals (independent run):"
sed 's/^/  /' "$tmp/check/totals"
if grep -q '^audit-' "$tmp/timed/totals" && cmp -s "$tmp/timed/totals" "$tmp/check/totals"; then
  echo "totals equal"
  exit 0
fi
echo "totals DIFFER"
exit 1
