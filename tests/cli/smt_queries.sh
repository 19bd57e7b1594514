# The SMT engine's other queries (docs/design.md §10) and the recording of runs:
# converge --fixpoint, readings --engine, and mconv/converge/readings in
# the result store (--db), SMT time limits recorded as "unknown".
. "$TOP/tests/cli/lib.sh"
SELF="$TOP/corpus/findings/fixpoint-self-loop.cfg"
CB="$TOP/corpus/spec/cu-convergence-before.cfg"
DE="$TOP/corpus/spec/cu-diverged-entry-header-r.cfg"
DB="$TMPD/runs.db"

# -- the fixed points: corpus/findings/fixpoint-self-loop.cfg derives by
#    hand that the self-loop's least fixed point is not the only one
for e in explicit smt both; do
  run converge --no-db --engine $e --fixpoint unique-check --function least "$SELF"
  expect_rc "converge --fixpoint unique-check --engine $e: not unique (exit 1)" 1
  expect_out "converge --engine $e names the least as not the only one" \
    "^the least fixed point is NOT the only one \(engines? [a-z ]+\); the greatest \(numbered as the least\):$"
  sed 's/(engines\{0,1\} [a-z ]*)//' "$OUT" >"$TMPD/fp.$e"
done
if cmp -s "$TMPD/fp.explicit" "$TMPD/fp.smt"; then ok "both engines print the same greatest fixed point"
else fail "both engines print the same greatest fixed point" "$(diff "$TMPD/fp.explicit" "$TMPD/fp.smt" | head -20)"; fi
# the greatest converges T1:2 with T2:3 (the case 'greatest' of the file)
run converge --no-db --engine smt --fixpoint greatest --json --function least "$SELF"
expect_out "converge --fixpoint greatest --engine smt: T1:2 with T2:3 (one column)" '\[0,1\](,\[[01],[0-9]\])*,\[1,2\]'
expect_rc "the greatest fixed point is inconsistent there (exit 1)" 1
run converge --no-db --engine both --fixpoint unique-check "$CB"
expect_rc "convergence-before example: the least fixed point is unique (exit 0)" 0
expect_out "convergence-before example: unique, both engines" '^the least fixed point is the only one \(engines explicit and smt\)$'
run converge --no-db --fixpoint most "$CB"
expect_rc "an unknown --fixpoint is a usage error" 2

# -- readings answered by Z3, cross-checked
run readings --no-db --engine both --question 2 --max-blocks 2 -L 5
expect_rc "readings --engine both --question 2: the engines agree" 0
expect_out "readings: Z3 finds the self-loop's second fixed point" '^   smt: differ: [0-9]+ programs searched'
expect_out "readings: both engines decided the same programs alike" '^   both: [0-9]+ programs decided by both engines, same answers$'
run readings --no-db --engine smt --question 3 --max-blocks 2 -L 4
expect_rc "readings --engine smt --question 3 runs" 0
expect_out "readings --engine smt says the bounds it searched" '^   smt: none up to 2 blocks, k=2, L=4 \([0-9]+ programs decided by Z3\)$'

# -- recording
run mconv --db "$DB" -L 5 "$DE"
expect_rc "mconv --db: S not m-converged (exit 1)" 1
expect_err "mconv --db says where the run went" "recorded as run 1 in $DB"
run mconv --db "$DB" --engine smt --timeout 1 -L 12 "$DE"
expect_rc "mconv --db --timeout 1: no verdict (exit 2)" 2
expect_err "the timed-out run is still recorded" "recorded as run 2 in $DB"
run converge --db "$DB" --engine both --fixpoint unique-check --function least "$SELF"
expect_rc "converge --db records (exit 1: not unique)" 1
run readings --db "$DB" --engine smt --question 2 --max-blocks 1 -L 4
expect_rc "readings --db records" 0
run results --db "$DB" list
expect_out "results list: the explicit mconv run" '^ +1 .* mconv +2 +5 .*m-converged [0-9]+, not m-converged [0-9]+'
expect_out "results list: the SMT time limit is 'unknown', not a verdict" '^ +2 .* mconv +2 +12 .*unknown [0-9]+'
expect_out "results list: converge with its fixed-point verdict" '^ +3 .* converge .*not-unique 1'
expect_out "results list: readings" '^ +4 .* readings '
run results --db "$DB" export 2 --csv
expect_out "export: unknown names the bounds attempted" ',mconv,P,unknown,"engine smt; no verdict: time limit of 1 ms \(what --timeout left\) reached[^"]*; bounds attempted k=2, L=12; relation: signature"'
run results --db "$DB" export 1 --csv
expect_out "export: the witness of a block not m-converged" ',mconv,S,not m-converged,"engine explicit; within k=2, L=5",'
expect_out "export: the witness's table" '^\| Thread2 \| Entry2 \|'
mkdir "$TMPD/nodb" "$TMPD/default"
(cd "$TMPD/nodb" && "$CONVCHECK" mconv --no-db -L 4 "$DE" >/dev/null 2>&1)
if [ -z "$(ls "$TMPD/nodb")" ]; then ok "--no-db writes no store"; else fail "--no-db writes no store" "$(ls "$TMPD/nodb")"; fi
# issue 13: a command records only when asked (--db FILE or $CONVCHECK_DB)
(cd "$TMPD/default" && env -u CONVCHECK_DB "$CONVCHECK" converge "$CB" >/dev/null 2>&1)
if [ -z "$(ls "$TMPD/default")" ]; then ok "without --db nothing is recorded"; else fail "without --db nothing is recorded" "$(ls "$TMPD/default")"; fi
(cd "$TMPD/default" && CONVCHECK_DB="$TMPD/env.db" "$CONVCHECK" converge "$CB" >/dev/null 2>"$ERR")
if [ -s "$TMPD/env.db" ] && [ -z "$(ls "$TMPD/default")" ] && grep -q "recorded as run 1 in $TMPD/env.db" "$ERR"
then ok "CONVCHECK_DB names the store"; else fail "CONVCHECK_DB names the store" "$(cat "$ERR")"; fi
(cd "$TMPD/default" && CONVCHECK_DB="$TMPD/env.db" "$CONVCHECK" converge --no-db "$CB" >/dev/null 2>&1)
run results --db "$TMPD/env.db" list
if [ "$(grep -cE '^ *[0-9]+  [0-9]{4}-[^ ]+  converge ' "$OUT")" -eq 1 ]; then ok "--no-db overrides CONVCHECK_DB"; else fail "--no-db overrides CONVCHECK_DB" "$(cat "$OUT")"; fi
run mconv --db "$TMPD/no/such/dir/x.db" -L 4 "$DE"
expect_rc "an unwritable --db is an input error" 2
expect_err "the error names the store" 'x.db: error: .*result store'

# -- consistency of the least fixed point (docs/design.md §4), both engines: the
#    spec's diverged-entry example has no inconsistent relation within the
#    bounds (and the explicit engine checks every relation it computes)
run mconv --no-db --check-relations --engine both -L 6 "$DE"
expect_rc "mconv --check-relations --engine both: S not m-converged, relations fine (exit 1)" 1
expect_out "mconv --check-relations: both engines find every relation consistent" \
  '^  relations: consistent within k=2, L=6: every maximal relation is transitive and its convergence-before a strict partial order \(both engines\)$'
run mconv --no-db --check-relations --engine smt --timeout 1 -L 12 "$DE"
expect_out "mconv --check-relations --timeout 1: unknown, not a verdict" '^  relations: unknown within k=2, L=[0-9]+: smt: '
expect_rc "mconv --check-relations --timeout 1: exit 2" 2
