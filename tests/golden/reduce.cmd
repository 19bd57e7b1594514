# reduce --check (the interestingness test; the reductions themselves run
# in tests/cli/reduce.sh, too slow for a golden): the witness kinds.
# Sources: corpus/findings/llvm-216100.ll's hand derivation (LLVM 22 calls
# %r uniform, a concrete witness; %s DIVERGENT for LLVM); docs/findings.md
# "Transforms" 6 (fix-irreducible's PHINode message); a bad input.
reduce --check --unsound llvm %r corpus/findings/llvm-216100.ll
reduce --check --unsound llvm %s corpus/findings/llvm-216100.ll
reduce --check --opt-fails --pass fix-irreducible corpus/findings/llvm-fix-irreducible-self-loop.ll
reduce --unsound llvm %r tests/golden/bad/empty.ll
