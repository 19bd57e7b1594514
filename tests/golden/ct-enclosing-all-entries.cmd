cycles --all-entries corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
