# analyze: the diverged entry criterion's CFG, its JSON, a bad input.
# Source: opt-22 -passes='print<uniformity>' on the rendered IR (audit
# --emit-ll), its cycle and terminator lines.
analyze corpus/analysis/cu-diverged-entry-criterion.cfg
analyze --json corpus/analysis/cu-diverged-entry-criterion.cfg
analyze tests/golden/bad/empty.ll
