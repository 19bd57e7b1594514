# tests/cli/sweep_parallel.sh — the GNU parallel recipe of docs/sweeps.md on
# localhost, with a small family: 4 shards, merged, total as the unsharded
# run does.
. "$TOP/tests/cli/lib.sh"

if ! command -v parallel >/dev/null 2>&1; then
  fail sweep_parallel_installed "GNU parallel is not installed (setup.sh installs it)"
  exit 0
fi
S="--blocks 3 --divergence each -k 2 -L 6"
M=4
(cd "$TMPD" && parallel -j2 --halt never \
  nice "$CONVCHECK" sweep $S --shard {}/$M --db shard-{}.db '>' shard-{}.txt '2>' shard-{}.err ::: $(seq 1 $M) \
  && echo done) >"$TMPD/parallel.out" 2>&1
# parallel's status counts the shards that exited non-zero; 1 (unsound
# claims found) is a result, so look at each shard's store instead.
n=0
for i in $(seq 1 $M); do
  [ -s "$TMPD/shard-$i.db" ] && grep -q '^convcheck: recorded as run 1 ' "$TMPD/shard-$i.err" && n=$((n + 1))
done
if [ "$n" -eq "$M" ]; then ok sweep_parallel_shards_recorded
else fail sweep_parallel_shards_recorded "$n of $M shards recorded" "$(head -20 "$TMPD/parallel.out")"; fi

(cd "$TMPD" && "$CONVCHECK" results merge sweep.db shard-*.db) >"$OUT" 2>"$ERR"; RC=$?
expect_rc sweep_parallel_merge 0
expect_out sweep_parallel_merged_runs "merged $M runs from $M files"

run results --db "$TMPD/sweep.db" totals
cp "$OUT" "$TMPD/merged.totals"
run sweep $S --db "$TMPD/whole.db"
run results --db "$TMPD/whole.db" totals
if grep -q '^audit-' "$OUT" && cmp -s "$OUT" "$TMPD/merged.totals"; then
  ok sweep_parallel_totals_equal
else fail sweep_parallel_totals_equal "whole: $(cat "$OUT")" "merged: $(cat "$TMPD/merged.totals")"; fi
