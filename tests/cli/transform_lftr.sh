# transform --unbounded: invariants at loop headers (docs/unbounded.md
# "Invariants at loop headers") let the lockstep rule decide
# IndVarSimplify's rewrites of a loop's exit test over the trip count.
# Every expected verdict is derived by hand at the top of its AFTER file
# (tests/cli/transform_lftr/, our own pairs in the shape of opt-22's output
# on our kernels).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/transform_lftr"

# `i + 1 != lim` for `i + 1 < lim` under the entry's guard 0 < lim, the exit
# value lim for i + 1; `i != smax(lim, 0)` for `i < lim` at a header; an i64
# counter iv = sext(i) tested `iv + 1 != zext(n)`: preserved for every trip
# count, by the rule, which says it used invariants.
for c in lftr smax wide; do
  run transform --no-db --unbounded "$D/$c.before.ll" "$D/$c.after.ll"
  expect_rc "lftr_${c}_status" 0
  expect_out "lftr_${c}_text" '^f: preserved \(proven for every L, all k: the lockstep rule, .*; [1-9][0-9]* comparisons? proven at every execution of a loop header \(induction around its edges\)\)$'
done

# The same tests off by one: a thread runs the convergent call once more;
# never proven.  The bounded check finds the thread, on values that keep
# BEFORE defined (its nsw/nuw flags are read: docs/transforms.md "Poison
# flags"), or leaves it unknown within its limits: either is right,
# "preserved" is not, and the rule must say it does not apply.
for c in lftr smax wide; do
  run transform --no-db --unbounded "$D/$c.before.ll" "$D/$c-off-by-one.after.ll"
  case $RC in 1|2) ok "lftr_${c}_off_by_one_status" ;; *) fail "lftr_${c}_off_by_one_status" "exit $RC" ;; esac
  expect_out "lftr_${c}_off_by_one_text" '^f: (not single-thread equivalent \(k=2, L=[0-9]+\)|unknown for every L: .*the lockstep rule does not apply)'
done

# opt-22's own IndVarSimplify on the BEFORE files (amdgcn, and x86-64 for
# the widened counter: it rewrites the tests as in the AFTER files): every step preserved for every trip count,
# the IndVarSimplify step by the lockstep rule with invariants.
if command -v opt-22 >/dev/null 2>&1; then
  for c in lftr smax wide; do
    run transform --no-db --pipeline indvars --unbounded "$D/$c.before.ll"
    expect_rc "lftr_${c}_pipeline_status" 0
    expect_out "lftr_${c}_pipeline_step" '^ +[0-9]+ +IndVarSimplifyPass +f +preserved .*for every L, all k: the lockstep rule, .*proven at every execution of a loop header'
  done
else
  skip "lftr_pipeline (opt-22 not found)"
fi
run transform --no-db --unbounded "$D/wide.before.ll" "$D/wide.after.ll"
expect_out lftr_wide_related '; 1 phi of AFTER a phi of BEFORE plus a constant \(1 over its sign or zero extension\);'
