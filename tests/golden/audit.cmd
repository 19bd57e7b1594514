# audit: both analyses against the reference on the diverged entry
# criterion's CFG (two imprecise phis each), its JSON, a missing input;
# the picture (--dot) of LLVM's unsound claim on PR 216100's exit phi.
# Source: the hand derivations in tests/golden/README.md (9 claims; the
# witness of corpus/findings/llvm-216100.ll).
audit --no-db -L 8 corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db -L 8 --json corpus/analysis/cu-diverged-entry-criterion.cfg
audit --no-db tests/golden/no-such-directory
audit --no-db --dot -L 6 --analysis llvm corpus/findings/llvm-216100.ll
