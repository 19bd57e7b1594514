# tests/cli/smt_sym_tokens.sh — controlled m-convergence over symbolic
# traces (encode/smt_sym_tokens.c) on the command line: `mconv --controlled
# --engine both` agrees with the explicit engine on every block (exit 0 or
# 1, never ENGINES DISAGREE) for every token program of corpus/spec, the
# valid corpus/rules modules, an .ll function with two hierarchies, and the
# token finding (corpus/findings/anchor-in-irreducible-cycle.cfg, two
# hierarchies), anchors free and maximal, k=2 at a small bound; the SMT
# engine alone gives the explicit engine's exit status and a witness
# re-checked by the explicit engine; programs whose branches follow values
# (.ll) go through the value encoding, agreeing too.  The family of generated
# token programs is in tests/unit/test_smt_sym_tokens.c.
. "$TOP/tests/cli/lib.sh"
SPEC="$TOP/corpus/spec"
FIND="$TOP/corpus/findings/anchor-in-irreducible-cycle.cfg"

# both NAME FILE L ARGS... : explicit and smt agree on every block
both() {
  name=$1 f=$2 L=$3; shift 3
  run mconv --no-db --controlled -k 2 -L "$L" --engine explicit "$@" "$f"; rce=$RC
  run mconv --no-db --controlled -k 2 -L "$L" --engine both "$@" "$f"
  if [ "$RC" -le 1 ] && [ "$RC" -eq "$rce" ] && ! grep -q 'ENGINES DISAGREE' "$OUT"; then
    ok "$name"
  else
    fail "$name" "explicit $rce, both $RC" "$(grep DISAGREE "$OUT" | head -3)" "$(head -c 300 "$ERR")"
  fi
}

for f in "$SPEC"/co-*.cfg; do
  base=$(basename "$f" .cfg)
  fns=$(sed -n 's/^function  *\([^ ]*\).*/\1/p' "$f")
  for an in free maximal; do
    if [ -z "$fns" ]; then
      both "sym_tokens_${base}_$an" "$f" 5 --anchor "$an"
    else
      for fn in $fns; do both "sym_tokens_${base}_${fn}_$an" "$f" 5 --anchor "$an" --function "$fn"; done
    fi
  done
done

# The valid modules of corpus/rules, with branches on values or without:
# cross-checked like the .cfg programs (a branch on a value hands the
# program to the value encoding, encode/smt_values.c, with the same
# controlled relation).
for f in "$TOP"/corpus/rules/valid-*.ll; do
  base=$(basename "$f" .ll)
  for an in free maximal; do both "sym_tokens_rules_${base}_$an" "$f" 5 --anchor "$an"; done
done
# An .ll function with two hierarchies, an anchor in the irreducible cycle
# and branches on values (tests/cli/smt_uni_tokens/anchor-irreducible.ll):
# both answers occur (a, b not m-converged; c depends on the anchors).
AI="$TOP/tests/cli/smt_uni_tokens/anchor-irreducible.ll"
for an in free maximal; do
  both "sym_tokens_ll_irreducible_$an" "$AI" 5 --anchor "$an"
  expect_out "sym_tokens_ll_irreducible_${an}_a_not" '^  a +NOT m-converged \(k=2, L=[0-9]+\); witness \(smt, both engines agree\)'
done
expect_out sym_tokens_ll_irreducible_maximal_c_not '^  c +NOT m-converged \(k=2, L=[0-9]+\); witness \(smt, both engines agree\)'
run mconv --no-db --controlled -k 2 -L 5 --engine both --anchor free "$AI"
expect_out sym_tokens_ll_irreducible_free_c '^  c +m-converged within k=2, L=5 \(both engines\)'

# The finding: two hierarchies, both answers.  Anchors maximal: A, B and C
# not m-converged, Entry and Exit m-converged (by hand for C and Entry in
# tests/unit/test_smt_sym_tokens.c); anchors free: C m-converged within
# the bounds, A and B not.
for an in free maximal; do
  both "sym_tokens_finding_$an" "$FIND" 5 --anchor "$an"
  # four all-entries hierarchies (every pair compared), the other reading
  both "sym_tokens_finding_all_entries_$an" "$FIND" 4 --anchor "$an" --hierarchies all-entries
  both "sym_tokens_finding_quotient_$an" "$FIND" 4 --anchor "$an" --reading quotient
done
run mconv --no-db --controlled -k 2 -L 5 --engine both --anchor maximal "$FIND"
expect_out sym_tokens_finding_maximal_C '^  C +NOT m-converged \(k=2, L=5\); witness \(smt, both engines agree\):$'
expect_out sym_tokens_finding_maximal_entry '^  Entry +m-converged within k=2, L=5 \(both engines\)$'
expect_out sym_tokens_finding_witness_tokens '^      token instructions, hierarchy [12]:$'
if grep -q 'explicit engine finds no' "$OUT"; then
  fail sym_tokens_finding_witness_rechecked "$(grep 'explicit engine finds no' "$OUT" | head -2)"
else ok sym_tokens_finding_witness_rechecked; fi
run mconv --no-db --controlled -k 2 -L 5 --engine both --anchor free "$FIND"
expect_out sym_tokens_finding_free_C '^  C +m-converged within k=2, L=5 \(both engines\)$'
expect_out sym_tokens_finding_free_A '^  A +NOT m-converged \(k=2, L=5\); witness \(smt, both engines agree\)'
# the SMT engine alone: the same exit status as the explicit engine
run mconv --no-db --controlled -k 2 -L 5 --engine smt --anchor maximal "$FIND"
expect_rc sym_tokens_smt_alone_status 1
expect_out sym_tokens_smt_alone_C '^  C +NOT m-converged \(k=2, L=[0-9]+\); witness \(smt\):$'

# A block in no cycle that is not m-converged with maximal anchors (the
# region condition; derivation in the file): no "proven: in no cycle".
NC="$TOP/tests/cli/smt_sym_tokens/no-cycle-region.cfg"
run mconv --no-db --controlled -k 2 -L 4 --engine both --anchor maximal "$NC"
expect_rc sym_tokens_no_cycle_maximal_status 1
expect_out sym_tokens_no_cycle_maximal_X '^  X +NOT m-converged \(k=2, L=4\); witness \(smt, both engines agree\):$'
expect_out sym_tokens_no_cycle_maximal_why 'they fail the region condition'
run mconv --no-db --controlled -k 2 -L 4 --engine both --anchor free "$NC"
expect_out sym_tokens_no_cycle_free_X '^  X +m-converged \(proven: in no cycle\)$'

# Branches that follow values: decided through the value encoding.  This
# one branches on the argument %c; its CFG is acyclic with one hierarchy, so
# every block is m-converged, in both engines.
cat >"$TMPD/value.ll" <<'EOF'
declare token @llvm.experimental.convergence.entry()
declare void @op() convergent
define void @f(i1 %c) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  br i1 %c, label %a, label %b
a:
  call void @op() [ "convergencectrl"(token %t) ]
  br label %b
b:
  ret void
}
EOF
run mconv --no-db --controlled -k 2 -L 4 --engine both "$TMPD/value.ll"
expect_rc sym_tokens_value_branch_decided 0
expect_out sym_tokens_value_branch_blocks '^  a +m-converged'
