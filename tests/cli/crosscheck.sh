# The cross-check layer seen from the command line (crosscheck/, issue 13):
# what Z3 did not confirm is said, --json on uniformity and readings, and
# bad option combinations are errors instead of crashes.
. "$TOP/tests/cli/lib.sh"
RFC="$TOP/corpus/analysis/rfc-temporal-divergence.ll"

# --engine both --timeout 1: Z3 decides nothing within 1 ms, so the
# verdicts printed rest on the explicit engine alone, and the header says
# so (it said "engines explicit and smt"); no verdict from Z3: exit 2.
run uniformity --no-db --engine both --timeout 1 "$RFC"
expect_rc "uniformity both --timeout 1: Z3 undecided exits 2" 2
expect_out "uniformity both --timeout 1: the header says what smt did not confirm" \
  '^; reference: .*\(engine explicit; smt did not confirm [0-9]+ verdicts?: no Z3 verdict within --timeout\)'
if grep -q 'engines explicit and smt' "$OUT"; then
  fail "uniformity both --timeout 1: not 'engines explicit and smt'" "$(head -3 "$OUT")"
else ok "uniformity both --timeout 1: not 'engines explicit and smt'"; fi
run uniformity --no-db --json --engine both --timeout 1 "$RFC"
expect_out "uniformity --json: unconfirmed verdicts listed with Z3's reason" \
  '"not_confirmed":\[\{"subject":"value","name":"tid","explicit":"DIVERGENT","smt":"unknown","reason":"time limit'

# bit-vector values are the SMT engine's: with the explicit engine alone
# that is an error at the file, not a crash (it dereferenced NULL).
run uniformity --no-db --values smt "$RFC"
expect_rc "uniformity --values smt alone: exit 2" 2
expect_err "uniformity --values smt alone: says which engine" 'the SMT engine.s reading: give --engine smt or both'

run uniformity --no-db --json --why %x "$RFC"
expect_rc "uniformity --json --why: refused" 2

# --json of readings: the answer of both engines and their agreement.
run readings --no-db --engine both -L 4 --question 2 --json "$TOP/corpus/findings/fixpoint-self-loop.cfg"
expect_rc "readings --json both: exit 0" 0
expect_out "readings --json both: explicit and smt differ, no disagreement" \
  '"explicit":\{"answer":"differ".*"smt":\{"answer":"differ".*"disagreements":\[\]'
