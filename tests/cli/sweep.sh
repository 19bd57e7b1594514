# tests/cli/sweep.sh — `convcheck sweep`: usage errors (bad shards), the
# size of the family, shards that merge into the totals of the unsharded
# run, and opt-22 failing.
. "$TOP/tests/cli/lib.sh"

# ---- usage ------------------------------------------------------------------
run sweep --help
expect_rc sweep_help_rc 0
expect_out sweep_help_text '^usage: convcheck sweep --blocks N'

run sweep
expect_rc sweep_needs_blocks 2
expect_err sweep_needs_blocks_msg 'blocks N is required'

for bad in 0/2 3/2 1/0 2 /2 1/ x/2 1/2/3 -1/2 1/2x ''; do
  run sweep --blocks 2 --no-db --shard "$bad"
  expect_rc "sweep_bad_shard_rc[$bad]" 2
  expect_err "sweep_bad_shard_msg[$bad]" "not a shard I/M"
done
run sweep --blocks 2 --no-db --shard
expect_rc sweep_shard_needs_value 2

run sweep --blocks 9 --no-db
expect_rc sweep_blocks_too_many 2
run sweep --blocks 2 --divergence some --no-db
expect_rc sweep_bad_divergence 2
run sweep --blocks 2 --analysis theirs --no-db
expect_rc sweep_bad_analysis 2
run sweep --blocks 2 --seed 3 --no-db
expect_rc sweep_seed_without_random 2
run sweep --blocks 2 --save-unsound "$TMPD/nowhere" --no-db
expect_rc sweep_save_dir_missing 2

# ---- the family ---------------------------------------------------------------
# 1 + 2 + 18 shapes of 1..3 blocks (tests/unit/test_families.c checks these
# counts against a brute force); every branch divergent: one program each.
run sweep --blocks 3 --analysis ours -L 4 --no-db
expect_out sweep_family_all 'every branch divergent: 21 programs'
expect_out sweep_functions_all '^ours +21 '

# ---- shards merge into the unsharded totals -------------------------------------
S="--blocks 3 --divergence each --analysis both -k 2 -L 6"
run sweep $S --db "$TMPD/whole.db"
if [ "$RC" -le 1 ]; then ok sweep_whole_ran; else
  fail sweep_whole_ran "exit status $RC" "$(head -c 600 "$ERR")"; fi
cp "$OUT" "$TMPD/whole.txt"
run sweep $S --shard 1/2 --db "$TMPD/s1.db"
cp "$OUT" "$TMPD/s1.txt"
[ "$RC" -le 1 ] && ok sweep_shard1_ran || fail sweep_shard1_ran "exit status $RC"
run sweep $S --shard 2/2 --db "$TMPD/s2.db"
cp "$OUT" "$TMPD/s2.txt"
[ "$RC" -le 1 ] && ok sweep_shard2_ran || fail sweep_shard2_ran "exit status $RC"
expect_out sweep_shard_named 'shard 2/2: [0-9]+ programs'

run results merge "$TMPD/merged.db" "$TMPD/s1.db" "$TMPD/s2.db"
expect_rc sweep_merge_rc 0
run results --db "$TMPD/merged.db" totals
cp "$OUT" "$TMPD/merged.totals"
run results --db "$TMPD/whole.db" totals
cp "$OUT" "$TMPD/whole.totals"
if [ -s "$TMPD/whole.totals" ] && grep -q '^audit-llvm: ' "$TMPD/whole.totals" &&
   grep -q '^audit-ours: ' "$TMPD/whole.totals" &&
   cmp -s "$TMPD/whole.totals" "$TMPD/merged.totals"; then ok sweep_merged_totals_equal
else fail sweep_merged_totals_equal "whole: $(cat "$TMPD/whole.totals")" \
  "merged: $(cat "$TMPD/merged.totals")"; fi

# The printed tables: the shards' rows add up to the unsharded run's.
rows() { awk '$1 == "ours" || $1 == "llvm"' "$@"; }
sum=$(rows "$TMPD/s1.txt" "$TMPD/s2.txt" | awk '{for (i = 2; i <= 6; i++) t[$1, i] += $i}
  END {for (a = 0; a < 2; a++) { n = a ? "llvm" : "ours"; printf "%s", n;
       for (i = 2; i <= 6; i++) printf " %d", t[n, i]; print "" }}')
whole=$(rows "$TMPD/whole.txt" | sort -r | awk '{$1 = $1; print}')
if [ -n "$whole" ] && [ "$sum" = "$whole" ]; then ok sweep_shard_tables_add_up
else fail sweep_shard_tables_add_up "shards: $sum" "whole: $whole"; fi
# every program of the family is audited by both analyses: 50 functions
if printf '%s\n' "$whole" | awk '$2 != 50 {bad = 1} END {exit bad || NR != 2}'; then
  ok sweep_each_functions; else fail sweep_each_functions "$whole"; fi

# ---- opt-22 missing: an input error, nothing recorded ----------------------------
run sweep --blocks 2 --analysis llvm --opt "$TMPD/no-such-opt" --db "$TMPD/noopt.db"
expect_rc sweep_opt_missing_rc 2
expect_err sweep_opt_missing_msg 'error: '
run results --db "$TMPD/noopt.db" list
expect_out sweep_opt_missing_nothing_recorded 'no runs recorded'

# ---- batching: one opt-22 per function or one per module, the same verdicts ---
run sweep --blocks 3 --analysis llvm -L 6 --batch 1 --db "$TMPD/b1.db"
run sweep --blocks 3 --analysis llvm -L 6 --batch 50 --db "$TMPD/b50.db"
run results --db "$TMPD/b1.db" export last --csv
sort "$OUT" >"$TMPD/b1.csv"  # both runs are run 1 of their store
run results --db "$TMPD/b50.db" export last --csv
sort "$OUT" >"$TMPD/b50.csv"
if grep -q 'audit-llvm' "$TMPD/b1.csv" && cmp -s "$TMPD/b1.csv" "$TMPD/b50.csv"; then
  ok sweep_batch_same_verdicts
else fail sweep_batch_same_verdicts "$(diff "$TMPD/b1.csv" "$TMPD/b50.csv" | head -5)"; fi
