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
nprint=$(grep -c '^Print Assumptions' "$P/Assumptions.v")
nclosed=$(grep -c '^Closed under the global context$' "$OUT")
if [ "$nprint" -ge 1 ] && [ "$nprint" -eq "$nclosed" ] && ! grep -q '^Axioms:' "$OUT"; then
  ok "proofs_assumptions ($nclosed theorems closed under the global context)"
else
  fail proofs_assumptions "$nprint theorems printed, $nclosed closed under the global context:" \
    "$(grep -A5 '^Axioms:' "$OUT" | head -10)"
fi
