# transform: sinking an anchor into a conditional (preserved), its JSON,
# hoisting a subgroupAdd out of a divergent branch (broken, the
# counterexample), a missing AFTER file.  Sources: the .tcase files, which
# quote ConvergentOperations.rst "Hoisting and sinking".
transform corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
transform --json corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
transform corpus/transforms/hoist-subgroupadd-divergent.before.ll corpus/transforms/hoist-subgroupadd-divergent.after.ll
transform corpus/transforms/sink-anchor-conditional.before.ll tests/golden/no-such.after.ll
