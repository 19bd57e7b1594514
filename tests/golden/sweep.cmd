# sweep: every CFG of up to 2 blocks, its JSON, a store that is a
# directory.  Source: the hand count in tests/golden/README.md.
sweep --no-db --blocks 2 -L 4
sweep --no-db --json --blocks 2 -L 4
sweep --blocks 1 --db corpus
