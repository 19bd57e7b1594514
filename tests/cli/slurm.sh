# tests/cli/slurm.sh — docs/sweeps.md's SLURM recipe on a one-node cluster
# started here (bench/slurm.sh): a small family (every CFG up to 3 blocks,
# every divergence assignment, L=6) as an array job of 3 shards, merged,
# totals equal to the unsharded run's, the array tasks' sacct lines shown,
# the daemons gone afterwards.  Skipped, with the reason, when SLURM or
# munge is not installed or the cluster is not up within a minute.
. "$TOP/tests/cli/lib.sh"

for c in munged slurmctld slurmd sbatch sacct; do
  if ! command -v "$c" >/dev/null 2>&1 && [ ! -x "/usr/sbin/$c" ]; then
    skip "slurm: $c is not installed (apt-get install slurm-wlm munge)"
    end_here
  fi
done
CONVCHECK="$CONVCHECK" sh "$TOP/bench/slurm.sh" --blocks 3 --divergence each -k 2 -L 6 \
  --shards 3 --start-timeout 60 --timeout 300 --keep "$TMPD/cluster" >"$OUT" 2>"$ERR"
RC=$?
if [ "$RC" -eq 3 ]; then
  skip "slurm: $(sed -n 's/^slurm.sh: cannot start: //p' "$ERR" | head -1 | cut -c1-200)"
  end_here
fi
expect_rc slurm_sweep_totals_equal 0
expect_out slurm_array_submitted 'submitted job [0-9]+'
# three array tasks, each completed (sacct's lines from the completion records)
n=$(grep -c ' convcheck-sweep .* COMPLETED ' "$OUT")
if [ "$n" -eq 3 ]; then ok slurm_sacct_tasks_completed
else fail slurm_sacct_tasks_completed "$n of 3 COMPLETED lines" "$(cat "$OUT" "$ERR" | head -30)"; fi
# the totals were compared on something: both lists name the audits
n=$(grep -c '^  audit-\(ours\|llvm\): [0-9]* programs' "$OUT")
if [ "$n" -eq 4 ]; then ok slurm_totals_shown
else fail slurm_totals_shown "$n totals lines" "$(cat "$OUT")"; fi
# torn down: none of the daemons it started (their pids on its output)
# still runs
pids=$(sed -n 's/^daemons (pids)://p' "$OUT")
left=
for p in $pids; do kill -0 "$p" 2>/dev/null && left="$left $p"; done
if [ -n "$pids" ] && [ -z "$left" ]; then ok slurm_daemons_stopped
else fail slurm_daemons_stopped "daemons: ${pids:-none shown}; still running:${left:- none}"; fi
