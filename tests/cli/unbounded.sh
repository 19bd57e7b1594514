# --unbounded (docs/unbounded.md): mconv, uniformity and transform for
# every trace length.  Expectations come from the documents (corpus/), the
# hand derivations in tests/unit/test_unbounded.c, the .tcase files of
# corpus/transforms, and the bounded engine run here alongside.
. "$TOP/tests/cli/lib.sh"
S="$TOP/corpus/spec"
IRR="$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU/irreducible"
IRR_FILES=""
need_llvm_tests "unbounded on LLVM's irreducible tests" && IRR_FILES=$(ls "$IRR"/*.ll)

# The diverged-entry example (header P): the document's table has threads
# whose P, Q, R, S instances do not converge in one hierarchy while they do
# in the other (corpus/spec/cu-diverged-entry-header-p.cfg) -- fails, with a
# witness the bounded engine replays; Entry and Exit are in no cycle.
run mconv --no-db --unbounded "$S/cu-diverged-entry-header-p.cfg"
expect_rc unbounded_mconv_fails_status 1
expect_out unbounded_mconv_fails 'P +NOT m-converged \(k=2, L=[0-9]+\); witness \(found for every L, replayed by the bounded engine\)'
expect_out unbounded_mconv_entry_proven 'Entry +m-converged \(proven for every L, all k: in no cycle'
expect_out unbounded_mconv_witness_table 'are converged in hierarchy|converged in hierarchy'

# Every block of the spec corpus and of LLVM's irreducible tests decided:
# no "unknown" in the text, exit 0 or 1, never 2.
bad=""
for f in "$S"/*.cfg $IRR_FILES; do
  run mconv --no-db --unbounded "$f"
  if [ "$RC" -gt 1 ] || grep -q 'unknown' "$OUT"; then bad="$bad ${f##*/}($RC)"; fi
done
[ -z "$bad" ] && ok unbounded_mconv_corpus_decided || fail unbounded_mconv_corpus_decided "$bad"

# JSON: today's shape, plus "bound": "unbounded" per function and, per
# block, "verdict", "m_converged" (true|false|null) and "threads".
run mconv --no-db --unbounded --json "$S/cu-diverged-entry-header-p.cfg"
expect_out unbounded_json_bound '"bound":"unbounded"'
expect_out unbounded_json_verdict '"P":\{"verdict":"not m-converged","basis":"witness","m_converged":false'
expect_out unbounded_json_proven '"Entry":\{"verdict":"m-converged","basis":"proven","m_converged":true,"proven":true,"threads":"all"'
expect_out unbounded_json_witness '"replayed_at":\{"k":2,"L":[0-9]+\}'

# An unknown: a uniform branch that two threads visit at different rates
# (the 4-block family's s572_m4; docs/unbounded.md, "Where it says
# unknown"): the reason is printed, the bounded engine's bound too, exit 2.
cat >"$TMPD/lag.cfg" <<'EOF'
B0 -> B1, B2 uniform
B1 -> B2
B2 -> B1, B3 uniform
B3 -> B2, B3 divergent
EOF
run mconv --no-db --unbounded "$TMPD/lag.cfg"
expect_rc unbounded_unknown_status 2
expect_out unbounded_unknown_reason 'B1 +unknown for every L: outside the exact fragment: a uniform branch.* \(m-converged within k=2, L=12\); what to do next: '
# ... and it ends with what the user can do (a new user did not know): the
# bounded command checks longer traces (--unbounded's fallback stops at 12,
# so -L 20 with --unbounded would not), nothing decides every L
expect_out unbounded_unknown_next 'B1 +unknown for every L: .*; what to do next: without --unbounded, a larger -L checks longer traces \(--unbounded.s fallback runs at -L, at most 12, lower where one thread has more than 4096 paths: here L=12\); no option decides every L here \(docs/unbounded.md "What stays unknown": the rules it would need\)$'
# what it promises holds: -L 16 without --unbounded checks B1 at L=16
run mconv --no-db -L 16 "$TMPD/lag.cfg"
expect_out unbounded_unknown_next_keeps 'B1 +m-converged within k=2, L=16'
run mconv --no-db --unbounded -L 16 "$TMPD/lag.cfg"
expect_out unbounded_unknown_next_capped 'B1 +unknown for every L: .*\(m-converged within k=2, L=12\)'
expect_err unbounded_unknown_stderr 'no unbounded verdict'
# The same unknown in JSON: "m_converged" null, the bound it holds within,
# and the run recorded in the result store with its outcome "unknown" (the
# issue's shape; B0 is in no cycle, proven for every k).
run mconv --db "$TMPD/lag.db" --unbounded --json "$TMPD/lag.cfg"
expect_rc unbounded_json_unknown_status 2
expect_out unbounded_json_unknown '"B1":\{"verdict":"unknown","basis":"none","m_converged":null,"proven":false,"threads":"all","why":"outside the exact fragment: a uniform branch[^"]*","bounded_L":12,"witness":null,"next":"what to do next: without --unbounded, a larger -L checks longer traces'
expect_out unbounded_json_unknown_proven '"B0":\{"verdict":"m-converged","basis":"proven","m_converged":true,"proven":true,"threads":"all"'
run results --db "$TMPD/lag.db" export last --csv
expect_out unbounded_json_recorded_unknown '^1,lag,.*,mconv,B1,unknown,"engine unbounded; unknown for every L: outside the exact fragment'
expect_out unbounded_json_recorded_proven '^1,lag,.*,mconv,B0,m-converged,"engine unbounded; m-converged \(proven for every L, all k'

# Uniformity: irreducible-1's %cmp is divergent with a witness longer than
# the default L=12 can show?  No: L=11 (hand derivation in
# tests/unit/test_unbounded.c, unbounded_uniformity_cycle_carried_value);
# the bounded engine at L=8 calls it uniform.
if [ -n "$IRR_FILES" ]; then
  run uniformity --no-db --unbounded --why %cmp "$IRR/irreducible-1.ll"
  expect_out unbounded_uniformity_why 'DIVERGENT \(k=2, L=11\); witness \(found for every L, replayed by the bounded engine\)'
  expect_out unbounded_uniformity_why_pair 'branch#1 .* and branch#2 .* are converged, but %cmp differs'
  run uniformity --no-db -L 8 "$IRR/irreducible-1.ll"
  expect_out unbounded_uniformity_bounded_misses '^ +%cmp = icmp eq i32 %i3, 5'
  # natural_loop_two_backedges: %uni.merge.h counts H's executions (both
  # back edges carry %uni.inc = %uni.merge.h + 1, the entry edge 0): a
  # counting phi, proven (docs/unbounded.md "Counting phis";
  # tests/cli/unbounded_counting.sh has the derivations).  No unknown left
  # in the file: exit 1 (other values fail), not 2.
  run uniformity --no-db --unbounded "$IRR/irreducible-2.ll"
  expect_rc unbounded_uniformity_decided_status 1
  run uniformity --no-db --unbounded --function natural_loop_two_backedges --why %uni.merge.h "$IRR/irreducible-2.ll"
  expect_out unbounded_uniformity_counting_reason 'uniform \(proven for every L, all k: a counting phi of header H'
fi

# Transforms: the spec's examples decided for every L (k=2), verdicts as
# their .tcase files state.
T="$TOP/corpus/transforms"
run transform --unbounded --function example "$T/jump-threading-entry.before.ll" "$T/jump-threading-entry.after.ll"
expect_rc unbounded_transform_jump_threading 0
expect_out unbounded_transform_jump_threading_text '^example: preserved \(proven for every L, k=2: every path of both programs ends within'
run transform --unbounded --function f "$T/unroll-heart-remainder.before.ll" "$T/unroll-heart-remainder.after.ll"
expect_rc unbounded_transform_unroll_broken 1
expect_out unbounded_transform_unroll_text '^f: broken \(k=2, L=10\): a counterexample on finite traces, so for every L$'
run transform --unbounded --function f "$T/unroll-heart-multiple.before.ll" "$T/unroll-heart-multiple.after.ll"
expect_rc unbounded_transform_unroll_multiple 0
run transform --unbounded --function f "$T/sink-anchor-into-loop.before.ll" "$T/sink-anchor-into-loop.after.ll"
expect_rc unbounded_transform_sink_into_loop 1
run transform --unbounded --function f "$T/hoist-anchors-acyclic.before.ll" "$T/hoist-anchors-acyclic.after.ll"
expect_rc unbounded_transform_hoist_anchors 0
run transform --unbounded --json --function main "$T/inline-entry.before.ll" "$T/inline-entry.after.ll"
expect_out unbounded_transform_json '"verdict":"preserved","basis":"proven","scope":"every L, k=2","threads":2,"bound":"unbounded"'
# Every path ends (within 39 blocks), so the check runs its rounds of L up
# to the longest path; a limit that stops a round before it leaves a
# preservation within a shorter bound, whose cut inputs are the longer
# paths: unknown, with the bound reached and why, exit 2 -- not "N inputs
# cut at L=39 although every path ends within it (an internal error)", as
# two InstCombine steps of our kernels said under `bench/pipeline.sh
# --unbounded`.  The round at L=39 has millions of inputs (4 an iteration,
# tests/cli/unbounded_cut/before.ll), far past 2 s; L=4's a few.
U="$TOP/tests/cli/unbounded_cut"
run transform --unbounded -L 4 --timeout 2000 "$U/before.ll" "$U/after.ll"
expect_rc unbounded_transform_rounds_stopped_status 2
expect_out unbounded_transform_rounds_stopped '^k: unknown for every L: every path of both programs ends within 39 blocks, but the bounded check decided only up to L=[0-9]+ \(preserved within k=2, L=[0-9]+; at L=[0-9]+ the time limit'
if grep -q 'internal error' "$OUT"; then fail unbounded_transform_rounds_no_internal_error "$(head -c 300 "$OUT")"
else ok unbounded_transform_rounds_no_internal_error; fi

decided=0; total=0
for c in "$T"/*.tcase; do
  field() { sed -n "s/^$1 //p" "$c" | head -1; }
  total=$((total + 1))
  run transform --unbounded -L "$(field bound)" --function "$(field function)" "$T/$(field before)" "$T/$(field after)"
  [ "$RC" -le 1 ] && decided=$((decided + 1))
done
[ "$decided" -eq "$total" ] && ok unbounded_transform_corpus_decided ||
  fail unbounded_transform_corpus_decided "$decided of $total decided"

# Controlled: decided where the paths end (co-jump-threading-entry), the
# reason where not.
run mconv --no-db --unbounded --controlled "$S/co-jump-threading-entry.cfg"
expect_out unbounded_controlled_finite '\(proven for every L, k=2: every path ends within'
run mconv --no-db --unbounded --controlled --json "$S/co-jump-threading-entry.cfg"
expect_out unbounded_json_controlled_k2 '"Entry":\{"verdict":"m-converged","basis":"proven","m_converged":true,"proven":true,"threads":2,'
run mconv --no-db --unbounded --controlled --function heart_in_c "$S/co-heart-not-in-header.cfg"
expect_out unbounded_controlled_one_hierarchy '\(proven for every L, all k: the CFG has one cycle hierarchy'

# Recorded in the result store like any run.
run mconv --db "$TMPD/u.db" --unbounded "$S/cu-natural-loop.cfg"
expect_rc unbounded_record_status 0
run results --db "$TMPD/u.db" list
expect_out unbounded_record_listed 'mconv'
run results --db "$TMPD/u.db" export last --csv
expect_out unbounded_record_detail 'engine unbounded; m-converged \(proven for every L, all k'

# uniformity --unbounded with --why and --json (issue 28).  The RFC's
# temporal divergence (corpus/analysis/rfc-temporal-divergence.ll, by hand
# in tests/unit/test_engine.c engine_uniformity_witness_values): %x at the
# loop's exit is 0 in a thread that leaves in the first iteration (%V = 1)
# and 1 in one that leaves at the header in the second (%V = 0), the
# exits converged: DIVERGENT, with its two values; the exit status is the
# verdict asked for (other values of the file are unknown, e.g. %b.val:
# a load on the iteration's counter, so --why %b.val exits 2).
RFC="$TOP/corpus/analysis/rfc-temporal-divergence.ll"
run uniformity --no-db --unbounded --why %x "$RFC"
expect_rc unbounded_why_status 1
expect_out unbounded_why_values '^  values: i32 0 and i32 1$'
run uniformity --no-db --unbounded --why %b.val "$RFC"
expect_rc unbounded_why_unknown_status 2
# --json: uniformity --json's shape, "engines":"unbounded"; %x divergent
# with its witness, %j (the counter, a counting phi) uniform, %b.val
# unknown with the bound it holds within; exit 2 (some unknown).
run uniformity --no-db --unbounded --json "$RFC"
expect_rc unbounded_uni_json_status 2
if python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$OUT" 2>/dev/null; then ok unbounded_uni_json_valid
else fail unbounded_uni_json_valid "$(head -c 300 "$OUT")"; fi
expect_out unbounded_uni_json_engines '"engines":"unbounded"'
expect_out unbounded_uni_json_x '\{"name":"x","verdict":"divergent","basis":"witness","uniform":false,[^}]*"witness":\{"traces":'
expect_out unbounded_uni_json_j '\{"name":"j","verdict":"uniform","basis":"proven","uniform":true,"proven":true'
expect_out unbounded_uni_json_unknown '\{"name":"b.val","verdict":"unknown","basis":"none","uniform":null,"proven":false,"threads":"all","why":"[^"]*","bounded_L":12'

# Usage errors.
run mconv --no-db --unbounded --engine smt "$S/cu-natural-loop.cfg"
expect_rc unbounded_usage_engine 2
expect_err unbounded_usage_engine_msg 'unbounded takes neither --engine'
run uniformity --no-db --unbounded --why %nosuch "$S/cu-natural-loop.cfg"
expect_rc unbounded_usage_why 2

# ---- uniformity --unbounded says what the bounded run says before the blocks:
# the unknown builtin it reads as each thread's own, and the divergent
# arguments (a non-kernel function's, as opt-22 prints them); a new user
# missed both under --unbounded
cat >"$TMPD/ub_notes.ll" <<'LL'
target triple = "amdgcn-amd-amdhsa"
declare i32 @sg_add(i32) convergent
define i32 @f(i32 %x) convergent {
entry:
  %r = call i32 @sg_add(i32 %x)
  ret i32 %r
}
LL
for mode in "" --unbounded; do
  run uniformity $mode "$TMPD/ub_notes.ll"
  expect_out "uniformity $mode: unknown builtin noted" '^; note: 1 unknown builtin .*: sg_add$'
  expect_out "uniformity $mode: divergent arguments" '^  DIVERGENT: i32 %x$'
done

# ---- transform --unbounded names the reading its verdict rests on, as the
# bounded check does (docs/transforms.md "Readings"): a pair with an
# uncontrolled convergent call, AFTER = BEFORE (preserved under either)
cat >"$TMPD/ub_reading.ll" <<'LL'
declare i32 @sg_add(i32) convergent
define i32 @g(i32 %x) convergent {
entry:
  %r = call i32 @sg_add(i32 %x)
  ret i32 %r
}
LL
for rd in inferred-tokens control-dependence; do
  run transform --unbounded --uncontrolled $rd "$TMPD/ub_reading.ll" "$TMPD/ub_reading.ll"
  expect_out "transform --unbounded names the reading $rd" "^  \(uncontrolled convergent operations read as $rd: "
done
