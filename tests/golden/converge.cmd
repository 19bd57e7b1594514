# converge: the spec's natural-loop table with the reasons, its JSON, a
# contradiction of the dynamic rules (exit 1), a trace off the CFG.
# Sources: ConvergenceAndUniformity.rst "Maximal Convergence" (the table,
# cell for cell); ConvergentOperations.rst, the anchor in a loop (I1 == I2).
converge --no-db corpus/spec/cu-natural-loop.cfg --why
converge --no-db --json corpus/spec/cu-natural-loop.cfg
converge --no-db corpus/spec/co-anchor-in-loop-contradiction.cfg --function anchor_in_loop
converge --no-db corpus/spec/cu-natural-loop.cfg --trace 'Entry H B H' --trace 'Entry H L Exit'
