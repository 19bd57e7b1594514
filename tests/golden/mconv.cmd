# mconv: one hierarchy (proven), its JSON, witnesses of the diverged entry
# criterion, a bad input.  Sources: the cases' hand derivations
# (ConvergenceAndUniformity.rst "Reducible Cycle", "Diverged Entry
# Criterion": the spec's two tables).
mconv --no-db corpus/analysis/cu-reducible-cycle.cfg
mconv --no-db --json corpus/analysis/cu-reducible-cycle.cfg
mconv --no-db -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
mconv --no-db tests/golden/bad/unknown-block.cfg
