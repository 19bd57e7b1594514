# tests/cli/proofs.sh — the Coq development of proofs/ (issue 25,
# docs/unbounded.md): coqc checks every file (proofs/check.sh), no proof is
# left open, no axiom is declared, and every main theorem listed in
# proofs/Assumptions.v is "Closed under the global context" (Print
# Assumptions lists nothing, not even an axiom of the standard library).
# Skipped, saying so, when coqc is missing (sh setup.sh installs Debian's coq).
. "$TOP/tests/cli/lib.sh"
P="$TOP/proofs"

# No proof left open and no axiom declared, in any file of proofs/ (the
# words are not used in comments either, so a plain word match suffices).
if grep -nwE 'Admitted|admit|Axiom|Axioms|Parameter|Parameters|Conjecture|Abort' "$P"/*.v >"$TMPD/open"; then
  fail proofs_nothing_open "a proof left open or an axiom declared:" "$(head -5 "$TMPD/open")"
else
  ok "proofs_nothing_open ($(ls "$P"/*.v | wc -l) files)"
fi
# Every .v file is compiled by check.sh (a file it forgets is not checked).
for f in "$P"/*.v; do
  b=$(basename "$f" .v)
  grep -qE "^FILES=.*\\b$b\\b" "$P/check.sh" || fail "proofs_listed[$b]" "proofs/check.sh does not compile $b.v"
done

if ! command -v coqc >/dev/null 2>&1; then
  skip "proofs_check (coqc not found: sh setup.sh installs Debian's coq)"
  end_here
fi
if sh "$P/check.sh" "$TMPD/build" >"$OUT" 2>"$ERR"; then
  ok "proofs_check ($(coqc --version | head -1))"
else
  fail proofs_check "proofs/check.sh failed:" "$(tail -20 "$ERR")" "$(tail -5 "$OUT")"
fi
# The theorems docs/unbounded.md says are proved are among those printed
# (taking one out of Assumptions.v would leave its axioms unchecked).
for t in signature_theorem relation_two_threads mconv_two_threads converged_spec \
         counting_phi counting_value counting_value_M uniformity_two_threads; do
  grep -qx "Print Assumptions $t." "$P/Assumptions.v" ||
    fail "proofs_printed[$t]" "proofs/Assumptions.v does not print the assumptions of $t"
done
nprint=$(grep -c '^Print Assumptions' "$P/Assumptions.v")
nclosed=$(grep -c '^Closed under the global context$' "$OUT")
if [ "$nprint" -ge 1 ] && [ "$nprint" -eq "$nclosed" ] && ! grep -q '^Axioms:' "$OUT"; then
  ok "proofs_assumptions ($nclosed theorems closed under the global context)"
else
  fail proofs_assumptions "$nprint theorems printed, $nclosed closed under the global context:" \
    "$(grep -A5 '^Axioms:' "$OUT" | head -10)"
fi

# The extraction-free cross-check: coqc evaluates proofs/Compute.v's
# `converged` (proved equal to the least fixed point, `converged_spec`) on
# corpus programs' traces, for every DFS-realizable hierarchy, and
# `convcheck converge` computes the relation from the definition, in both
# readings of convergence-before; the pairs must be the same
# (tests/cli/proofs/coq_cross.py).  Programs with several hierarchies, an
# irreducible nested pair, the spec's tables and issue 25's counter-example.
if ! command -v python3 >/dev/null 2>&1; then
  skip "proofs_cross (python3, which writes the Coq terms, is not installed)"
elif [ ! -f "$TMPD/build/Compute.vo" ]; then
  fail proofs_cross "proofs/Compute.v was not compiled"
else
  C="$TOP/corpus"
  python3 "$TOP/tests/cli/proofs/coq_cross.py" --convcheck "$CONVCHECK" --coq-build "$TMPD/build" \
    "$C/spec/cu-natural-loop.cfg" "$C/spec/cu-convergence-before.cfg" \
    "$C/spec/cu-both-diverged-nested.cfg" "$C/spec/cu-diverged-entry-header-p.cfg" \
    "$C/spec/cu-diverged-outside-header-r.cfg" "$C/spec/co-anchor-in-loop-heart.cfg" \
    "$C/findings/hierarchies-realizable-vs-all-entries.cfg" \
    "$C/findings/signature-key-before.cfg" "$C/findings/fixpoint-self-loop.cfg:least" \
    >"$TMPD/cross" 2>&1
  cat "$TMPD/cross"
  n=$(grep -c '^ok ' "$TMPD/cross")
  [ "$n" -ge 20 ] && ok "proofs_cross_count ($n relations compared)" ||
    fail proofs_cross_count "only $n relations compared"
fi
