# tests/cli/grammar.sh — counts of one take the singular ("1 case", "1
# DFS-realizable hierarchy", never "1 cases"): every command run on inputs
# where its counts are 1, its text searched for "1 NOUNs".
. "$TOP/tests/cli/lib.sh"
cd "$TMPD" && ln -s "$TOP/corpus" corpus
# a function of one block (a dead add instsimplify removes: the lockstep
# rule's "same shape (1 block, 0 edges)"; every path ends within 1 block),
# and one whose branch to its second block simplifycfg folds into one
# (the simulation rule: "each of AFTER's 1 block")
printf 'define i32 @f(i32 %%x) {\n  %%d = add i32 %%x, 0\n  ret i32 %%d\n}\n' >one.ll
printf 'define i32 @f(i32 %%x) {\n  ret i32 %%x\n}\n' >one.after.ll
printf 'declare i32 @g(i32) convergent\ndefine i32 @f(i32 %%x) {\nentry:\n  %%a = call i32 @g(i32 %%x)\n  br label %%b\nb:\n  ret i32 %%a\n}\n' >two.ll
T=corpus/transforms
while IFS= read -r line; do
  case "$line" in '#'*|'') continue ;; esac
  eval "set -- $line"
  "$CONVCHECK" "$@" >>"$TMPD/all" 2>&1
done <<'EOF2'
# one hierarchy, one tuple at most; the unbounded header (1 product/state)
mconv --no-db corpus/analysis/cu-reducible-cycle.cfg
mconv --no-db --unbounded corpus/analysis/cu-reducible-cycle.cfg
mconv --no-db --engine smt corpus/analysis/cu-reducible-cycle.cfg
uniformity --no-db corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --why %x corpus/analysis/rfc-temporal-divergence.ll
uniformity --no-db --unbounded corpus/analysis/rfc-temporal-divergence.ll
# one candidate witness tried (LLVM's test, read where ../shared has it)
uniformity --no-db --unbounded "$TOP/../shared/llvm-tests/Analysis/UniformityAnalysis/AMDGPU/phi_no_divergence.ll"
# one case, one check, one error; one verdict per run
corpus --no-db corpus/spec/cu-natural-loop.cfg
corpus --no-db tests/cli/bad_cases/one-thread-table.cfg
corpus --quiet --db g.db corpus/spec/cu-natural-loop.cfg
corpus --quiet --db g.db corpus/spec/cu-natural-loop.cfg corpus/spec/cu-convergence-before.cfg
results --db g.db diff 1 1
results --db g.db diff prev last
results --db g.db totals 1
# one program, one tuple, one block
readings --no-db -L 4 --question 2 corpus/findings/fixpoint-self-loop.cfg
readings --no-db --question 1 --max-blocks 1 -L 4
sweep --no-db --blocks 1 -L 4
cycles --all corpus/analysis/cu-reducible-cycle.cfg
cycles --all --max-dfs 1 corpus/spec/ct-irreducible-enclosing-natural-loops.cfg
verify corpus/rules/closed-path-1.ll
verify corpus/rules/valid-regions.ll
audit --no-db -L 4 corpus/analysis/cu-reducible-cycle.cfg
transform --no-db corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
transform --no-db --unbounded corpus/transforms/sink-anchor-conditional.before.ll corpus/transforms/sink-anchor-conditional.after.ll
converge --no-db corpus/spec/co-anchor-in-loop-contradiction.cfg --function anchor_in_loop
transform --no-db --pipeline instsimplify one.ll
transform --no-db --unbounded one.ll one.after.ll
transform --no-db --pipeline simplifycfg two.ll
mconv --no-db --unbounded one.ll
EOF2
[ -s "$TMPD/all" ] && ok "grammar: the commands printed" || fail "grammar: nothing printed"
NOUNS='behaviours|blocks|branches|conditions|counters|edges|events|pairs|cases|checks|choices|claims|diagnostics|errors|files|functions|hierarchies|inputs|instructions|items|programs|products|runs|searches|states|steps|traces|tuples|values|verdicts|witnesses'
grep -nE "(^|[^0-9.,])1 ([A-Za-z-]+ )?($NOUNS)\b" "$TMPD/all" >"$TMPD/bad"
[ -s "$TMPD/bad" ] && fail "grammar: a count of 1 with a plural noun" "$(head -20 "$TMPD/bad")" ||
  ok "grammar: no count of 1 with a plural noun"
# ...and a count of 2 or more keeps the plural (the check above is not vacuous)
grep -qE '\b[2-9][0-9]* ([A-Za-z-]+ )?(traces|checks|hierarchies)\b' "$TMPD/all" &&
  ok "grammar: plurals after counts above 1" || fail "grammar: no plural at all"
