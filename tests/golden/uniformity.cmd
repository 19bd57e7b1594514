# uniformity: the RFC's temporal divergence example, the witness for %x,
# a bad input.  Source: corpus/analysis/rfc-temporal-divergence.case (seed
# 004 Example A, hand derivation with concrete data).
uniformity corpus/analysis/rfc-temporal-divergence.ll
uniformity --why %x corpus/analysis/rfc-temporal-divergence.ll
# %tid: the workitem id, one term per thread: the two values print alike,
# so each is said with its thread (a new user read the two as equal).
uniformity --why %tid corpus/analysis/rfc-temporal-divergence.ll
uniformity tests/golden/bad/broken.ll
# --json: the same verdicts as data (issue 13), one object per function.
uniformity --no-db --json corpus/analysis/rfc-temporal-divergence.ll
# Convergent calls reached under a divergent branch (a barrier in a
# divergent if, in a loop with a divergent exit; not after the join, not
# under a uniform branch).  Source: the hand derivation at the top of
# tests/golden/barriers-apart.ll.
uniformity -L 8 tests/golden/barriers-apart.ll
