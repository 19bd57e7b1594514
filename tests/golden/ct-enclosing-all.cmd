cycles --all corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
