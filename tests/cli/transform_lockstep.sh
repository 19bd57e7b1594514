# transform --unbounded: the lockstep rule (docs/unbounded.md "Transforms: the
# lockstep rule") decides loops of every trip count where BEFORE and AFTER
# have the same shape.  Every expected verdict is derived by hand in the
# comment at the top of its AFTER file (tests/cli/transform_lockstep/).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/transform_lockstep"

# Values rewritten in a loop with an open trip count (add x, 0; commuted
# operands; a comparison with its operands swapped): preserved for every L
# and every k, by the rule, with what it rests on.
run transform --no-db --unbounded "$D/loop.before.ll" "$D/loop-rewrite.after.ll"
expect_rc lockstep_rewrite_status 0
expect_out lockstep_rewrite_text '^f: preserved \(proven for every L, all k: the lockstep rule, docs/unbounded.md: same shape \(3 blocks, 3 edges\); by induction on the block executions 2 phi pairs, 1 condition and the operands of 1 event equal in both programs \([1-9][0-9]* by Z3\)\)$'
run transform --no-db --unbounded --json "$D/loop.before.ll" "$D/loop-rewrite.after.ll"
expect_out lockstep_rewrite_json '"verdict":"preserved","basis":"proven","scope":"every L, all k","threads":2,"bound":"unbounded","decided_at_L":null,"why":"the lockstep rule[^"]*","all_threads":true,"rule":"lockstep"'

# The waterfall loop (readfirstlane condition), instcombine-only: preserved.
run transform --no-db --unbounded "$D/waterfall.before.ll" "$D/waterfall.after.ll"
expect_rc lockstep_waterfall_status 0
expect_out lockstep_waterfall_text '^f: preserved \(proven for every L, all k: the lockstep rule.* 0 phi pairs, 1 condition and the operands of 3 events equal'

# A flag added wrongly (wrap-nsw.after.ll, by hand at its top): the rule
# must not read `add nsw` as `add`; the bounded check's counterexample is
# the verdict (it was "the engines disagree", the rule having proven it).
run transform --no-db --unbounded "$D/wrap.before.ll" "$D/wrap-nsw.after.ll"
expect_rc lockstep_nsw_added_status 1
expect_out lockstep_nsw_added_text '^f: not single-thread equivalent \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$'
# The same flag added where BEFORE computes another `add nsw i32` (in the
# entry block; on the exit path): by hand at the top of the AFTER files,
# not preserved.  The rules once read AFTER's flag as BEFORE's kind and
# proved it ("the engines disagree" here, "preserved" in a --pipeline).
for c in other exit; do
  run transform --no-db --unbounded "$D/wrap-$c.before.ll" "$D/wrap-$c-nsw.after.ll"
  expect_rc "lockstep_nsw_added_${c}_status" 1
  expect_out "lockstep_nsw_added_${c}_text" '^f: not single-thread equivalent \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$'
done

# Reassociate's rewrite of Rodinia's pathfinder's product, (it*h) << 1 with
# `nsw` against (it*2)*h without (by hand at the top of reassoc.after.ll):
# preserved for every L by the rule, at once (tv: its Z3 question on two
# 32-bit multipliers ran into the limit, unknown).  -L 1: the bounded
# check --unbounded runs first is not the subject.  A wrong factor
# (reassoc-wrong.after.ll, a counterexample by hand) is not proven.
run transform --no-db --unbounded -L 1 --timeout 20000 "$D/reassoc.before.ll" "$D/reassoc.after.ll"
expect_rc lockstep_reassoc_status 0
expect_out lockstep_reassoc_text '^f: preserved \(proven for every L, all k: the lockstep rule, docs/unbounded.md: same shape \(3 blocks, 3 edges\); by induction on the block executions 0 phi pairs, 1 condition and the operands of 1 event equal'
run transform --no-db --unbounded -L 1 --timeout 20000 "$D/reassoc.before.ll" "$D/reassoc-wrong.after.ll"
if grep -q 'preserved' "$OUT"; then fail lockstep_reassoc_wrong_not_proven "$(head -1 "$OUT")"; else ok lockstep_reassoc_wrong_not_proven; fi

# Where the rule must not apply, the answer is the bounded check's, as
# before: the changed bound, the phi that differs on the back edge and the
# hoisted call are told apart by one thread (finite counterexamples) ...
for c in loop-bound loop-backedge; do
  run transform --no-db --unbounded "$D/loop.before.ll" "$D/$c.after.ll"
  expect_rc "lockstep_${c}_status" 1
  expect_out "lockstep_${c}_text" '^f: not single-thread equivalent \(k=2, L=[0-9]+\): a counterexample on finite traces, so for every L$'
done
run transform --no-db --unbounded "$D/hoist.before.ll" "$D/hoist.after.ll"
expect_rc lockstep_hoist_status 1
expect_out lockstep_hoist_text '^f: not single-thread equivalent \(k=2, L=[0-9]+\)'
# ... and the counter that starts at 1 (a correct transform: its phi pair is
# not equal, but j = i + 1 is inductive, docs/unbounded.md "Related phis")
# is preserved for every trip count; stepping j by 2 is refuted by one
# thread (hand derivations at the top of loop-ivs.after.ll, loop-ivs2).
run transform --no-db --unbounded "$D/loop.before.ll" "$D/loop-ivs.after.ll"
expect_rc lockstep_ivs_status 0
expect_out lockstep_ivs_text '^f: preserved \(proven for every L, all k: the lockstep rule, .* 1 phi pair, 1 condition and the operands of 1 event equal in both programs \([0-9]+ by Z3\); 1 phi of AFTER a phi of BEFORE plus a constant\)$'
run transform --no-db --unbounded "$D/loop.before.ll" "$D/loop-ivs2.after.ll"
expect_rc lockstep_ivs2_status 1

# Facts of the branches (GVN's propagation of a condition into the arm it
# guards): the rule applies.  The bounded check named a call by its
# argument terms and matched the arm's subgroupAdd(%key) crosswise, so it
# called this pair broken although both programs run the same blocks and
# the arm's call gets equal values; it now matches a thread's events in
# order (transform/pairs.c) and agrees.  Past the join the replacement is
# wrong (a thread from %else): the rule does not apply.
run transform --no-db --unbounded "$D/cond.before.ll" "$D/cond-arm.after.ll"
expect_out lockstep_cond_arm_text '^f: preserved \(proven for every L, all k: the lockstep rule'
run transform --no-db "$D/cond.before.ll" "$D/cond-arm.after.ll"
expect_rc lockstep_cond_arm_bounded_status 0
expect_out lockstep_cond_arm_bounded_text '^f: preserved within k=2, L=12'
run transform --no-db --unbounded "$D/cond.before.ll" "$D/cond-join.after.ll"
[ "$RC" -ne 0 ] && ok lockstep_cond_join_status || fail lockstep_cond_join_status "exit $RC"
expect_out lockstep_cond_join_text 'the lockstep rule does not apply: an operand of %b = call i32 @subgroupAdd\(i32 %first\) \(block join\) may differ'

# --pipeline --unbounded: opt-22's instcombine on the rewritten loop folds
# `%z = add %i, 0` into its use (%v = %i + %tid; checked by hand with
# opt-22 -passes=instcombine): one step, preserved for every trip count by
# the rule, and the summary counts it; JSON carries the same.
run transform --no-db --pipeline instcombine --unbounded "$D/loop-rewrite.after.ll"
expect_rc lockstep_pipeline_status 0
expect_out lockstep_pipeline_row '^ +1  InstCombinePass +f +preserved +[0-9.]+s  for every L, all k: the lockstep rule'
expect_out lockstep_pipeline_summary '^for every L \(--unbounded\): 1 of 1 check preserved for every trip count: 1 by the lockstep rule and 0 by the simulation rule \(all k\), 0 because every path ends'
run transform --no-db --pipeline instcombine --unbounded --json "$D/loop-rewrite.after.ll"
expect_out lockstep_pipeline_json '"unbounded":true,"preserved_every_L":1,"lockstep":1'
# what the step's verdict rests on is said once, in its check object (the
# object `transform --unbounded --json` prints), not again beside it
expect_out lockstep_pipeline_json_step '"invalidated":false,"check":\{"name":"f","verdict":"preserved","basis":"proven","scope":"every L, all k",.*"all_threads":true,"rule":"lockstep"'
if grep -q '"every_L"' "$OUT"; then fail lockstep_pipeline_json_said_once "$(grep -o '"every_L[^,]*,[^,]*,[^,]*' "$OUT" | head -3)"
else ok lockstep_pipeline_json_said_once; fi

# transform F F --unbounded: every function of a sample of the corpus and of
# the compiled kernels is preserved for every L, by the rule where it has
# loops (no "unknown"; docs/unbounded.md gives the figures of all files).
bad=""; nlock=0
for f in "$TOP/corpus/analysis/rfc-temporal-divergence.ll" "$TOP/tests/cli/transform_self/kernels-amdgcn-O0.ll" \
         "$TOP/tests/cli/transform_self/kernels-nvptx-O2.ll" "$TOP/corpus/transforms/unroll-heart-remainder.before.ll"; do
  run transform --no-db --unbounded -L 4 "$f" "$f"
  [ "$RC" -eq 0 ] || bad="$bad ${f##*/}($RC)"
  grep -q ': unknown' "$OUT" && bad="$bad ${f##*/}(unknown)"
  nlock=$((nlock + $(grep -c 'the lockstep rule' "$OUT")))
done
[ -z "$bad" ] && [ "$nlock" -ge 7 ] && ok lockstep_self_sample ||
  fail lockstep_self_sample "$bad; $nlock functions by the rule (7 expected at least)"

# Private stack slots (docs/unbounded.md "Private stack slots"): an -O0-style
# loop (%n, the counter and the sum in allocas) against opt-22's SROA of it,
# checked directly and as the one step of --pipeline sroa: preserved for
# every trip count, the slots' loads and stores values, 2 of the phi pairs
# slots' contents (hand derivation at the top of slot-sroa.after.ll).  A
# slot whose address reaches a call keeps its loads and stores as events:
# the rule does not apply.  (tests/unit/test_unbounded.c
# unbounded_lockstep_slots has the other slot cases.)
run transform --no-db --unbounded "$D/slot.before.ll" "$D/slot-sroa.after.ll"
expect_rc lockstep_slot_sroa_status 0
expect_out lockstep_slot_sroa_text '^f: preserved \(proven for every L, all k: the lockstep rule, .* 2 phi pairs, 1 condition and the operands of 1 event equal in both programs \(0 by Z3\); 3 private stack slots read and written as values \(2 of the phi pairs are slots. contents\)\)$'
run transform --no-db --pipeline sroa --unbounded "$D/slot.before.ll"
expect_out lockstep_slot_pipeline '^ +1  SROAPass +f +preserved +[0-9.]+s  for every L, all k: the lockstep rule.*3 private stack slots'
run transform --no-db --unbounded "$D/slot-escape.before.ll" "$D/slot-escape.after.ll"
expect_rc lockstep_slot_escape_status 2
expect_out lockstep_slot_escape_text 'the lockstep rule does not apply: block entry: the events differ at BEFORE.s store \(store i32 0, ptr %i.ascast'
# An irreducible cycle whose blocks both read %n's slot: the two pseudo-phis
# of each other and of %n are %n together (hand derivation in the AFTER file).
run transform --no-db --unbounded "$D/slot-irreducible.before.ll" "$D/slot-irreducible.after.ll"
expect_out lockstep_slot_irreducible '^f: preserved \(proven for every L, all k: the lockstep rule, .*2 private stack slots read and written as values \(2 of the phi pairs are slots. contents\)\)$'
