# corpus: three cases (a table, a .case on a program of its own), a case
# that checks nothing.  Source: the cases themselves (their source lines).
corpus --no-db corpus/spec/cu-natural-loop.cfg corpus/spec/cu-convergence-before.cfg corpus/analysis/rfc-temporal-divergence.case
corpus --no-db tests/cli/bad_cases/one-thread-table.cfg
# its JSON: the natural loop's case (the 88 checks of the text above) and
# the case that checks nothing (the error of the text above), totals
corpus --no-db --json corpus/spec/cu-natural-loop.cfg tests/cli/bad_cases/one-thread-table.cfg
