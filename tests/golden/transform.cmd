# transform: sinking an anchor into a conditional (preserved), its JSON,
# hoisting a subgroupAdd out of a divergent branch (broken, the
# counterexample), a missing AFTER file.  Sources: the .tcase files, which
# quote ConvergentOperations.rst "Hoisting and sinking".
transform corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
transform --json corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
transform corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll
transform --json corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll
# the counterexample as data when the programs test different conditions:
# Z3's thread ids (instcombine-wrong-bound.tcase: ids 0..3 and 4..7), and
# an AFTER that breaks a static rule (hoist-anchor-out-of-loop.tcase)
transform --json corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/instcombine-wrong-bound.after.ll
transform --json corpus/transforms/hoist-anchor-out-of-loop.before.ll corpus/transforms/hoist-anchor-out-of-loop.after.ll
transform corpus/transforms/sink-anchor-conditional.before.ll tests/golden/no-such.after.ll
