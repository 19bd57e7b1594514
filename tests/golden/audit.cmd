# audit: both analyses against the reference on the diverged entry
# criterion's CFG (two imprecise phis each), its JSON, a missing input;
# the picture (--dot) of LLVM's unsound claim on PR 216100's exit phi.
# Source: the hand derivations in tests/golden/README.md (9 claims; the
# witness of corpus/findings/llvm-216100.ll).
audit --no-db -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db -L 8 --json corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db tests/golden/no-such-directory
audit --no-db --dot -L 6 --analysis llvm corpus/findings/llvm-216100.ll
# Convergent calls reached under a divergent branch as warnings, each
# named by its line (two barriers of one block read apart), text and
# JSON.  Source: the hand derivation at the top of
# tests/golden/barriers-apart.ll.
audit --no-db -L 8 tests/golden/barriers-apart.ll
audit --no-db -L 8 --json tests/golden/barriers-apart.ll
