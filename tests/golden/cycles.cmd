# cycles: LLVM's forest, its JSON, every hierarchy, a bad input.
# Sources (tests/golden/README.md): opt-22 -passes='print<cycles>' on the
# rendered IR; the hand derivation in the .cfg (2 realizable, 4 all-entries).
cycles corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
cycles --json corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
cycles --all corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
cycles --all-entries corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
cycles tests/cli/bad_cases/two-branch-kinds.cfg
