# results: two corpus runs recorded in a scratch store, listed, diffed,
# counted and exported; a store that does not exist.  Source: the runs
# themselves (one case added, one verdict each, tests/golden/README.md).
corpus --quiet --db $SCRATCH/r.db corpus/spec/cu-natural-loop.cfg
corpus --quiet --db $SCRATCH/r.db corpus/spec/cu-natural-loop.cfg corpus/spec/cu-convergence-before.cfg
results --db $SCRATCH/r.db list
results --db $SCRATCH/r.db list --json
results --db $SCRATCH/r.db diff prev last
results --db $SCRATCH/r.db diff 1 2 --json
results --db $SCRATCH/r.db totals
results --db $SCRATCH/r.db export 1 --csv
results --db $SCRATCH/r.db export 2 --json
results --db $SCRATCH/no-such.db list
