# audit: both analyses against the reference on the diverged entry
# criterion's CFG (two imprecise phis each), its JSON, a missing input.
# Source: the hand derivation in tests/golden/README.md (9 claims).
audit --no-db -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db -L 8 --json corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db tests/golden/no-such-directory
