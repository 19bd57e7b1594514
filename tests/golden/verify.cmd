# verify: a closed path around a token use (exit 1), its JSON, a valid
# module, a bad input.  Source: the modules' comments, ConvergentOperations.rst
# "Static Rules" (opt-22's verifier agrees: tests/cli/verify_opt.sh).
verify corpus/rules/closed-path-1.ll
verify --json corpus/rules/closed-path-1.ll
verify corpus/rules/valid-regions.ll
verify tests/golden/bad/broken.ll
