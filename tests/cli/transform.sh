# convcheck transform: the corpus of transform examples (corpus/transforms/
# *.tcase, each with the verdict its source gives), the exit statuses, the
# counterexample's content, bad input, and --pass through opt-22.
. "$TOP/tests/cli/lib.sh"
T="$TOP/corpus/transforms"

tcases "$T" transform_corpus

# a step whose paths test `(a - 1) > (n - 1)` against `a > n` where a holds
# a product of two inputs (transform_nonlinear/derivation.txt: preserved, by the
# nsw flags alone): the base commit bit-blasted the 32-bit multiplier in
# every pair query (8.3 s of CPU at L=6, unknown within 5 s); with the
# products abstracted (encode/smt_z3.c) 1.1 s of CPU, decided within 5 s
# even on a loaded machine
run transform -L 6 --timeout 5000 "$TOP/tests/cli/transform_nonlinear/before.ll" "$TOP/tests/cli/transform_nonlinear/after.ll"
expect_rc transform_nonlinear_within_limit 0
expect_out transform_nonlinear_within_limit_words '^f: preserved within k=2, L=6 '

# for every L (--unbounded): the lockstep rule's identity on the same
# branch (the products the same on both sides, the question about what is
# around them) is asked with the products as uninterpreted functions first
# (encode/smt_identity.c smtI_decide).  The base commit bit-blasted it:
# undecided at its 10 s cap, the rule did not apply, unknown after 113 s
# of wall (84 s of CPU) without --timeout; now 3 s of CPU.  product10:
# ours, a product of ten i64 inputs (nsw) under `(p + 1) < (n + 1)`
# against `p < n` (transform_nonlinear/derivation.txt: preserved for every
# L); the base commit: unknown, 109 s of CPU; now 3.3 s in all.
run transform --unbounded --timeout 30000 "$TOP/tests/cli/transform_nonlinear/before.ll" "$TOP/tests/cli/transform_nonlinear/after.ll"
expect_rc transform_nonlinear_unbounded 0
expect_out transform_nonlinear_unbounded_words '^f: preserved \(proven for every L, all k: the lockstep rule'
run transform --unbounded --timeout 30000 "$TOP/tests/cli/transform_nonlinear/product10.before.ll" "$TOP/tests/cli/transform_nonlinear/product10.after.ll"
expect_rc transform_nonlinear_product10_unbounded 0
expect_out transform_nonlinear_product10_unbounded_words '^g: preserved \(proven for every L, all k: the lockstep rule'

# the document's counterexample for unrolling with a heart and a remainder:
# threads with 3 and 4 iterations, the 3rd operation apart after unrolling
run transform "$T/unroll-heart-remainder.before.ll" "$T/unroll-heart-remainder.after.ll"
expect_out transform_unroll_witness_threads 'Thread1: A n3 header B header B header B header C'
expect_out transform_unroll_witness_thread2 'Thread2: A n4 header B header B header B header B'
expect_out transform_unroll_witness_set 'occurrence 3: AFTER \{thread 1 \(occurrence 3\)\}, BEFORE \{thread 1 \(occurrence 3\), thread 2 \(occurrence 3\)\}'

# the two groupings of hoist-subgroupadd-divergent have the same columns
# (the blocks did not move); only where @subgroupAdd runs did: AFTER runs it
# in entry (both threads' in one column: they communicate), BEFORE in then
# and else (apart) -- the case's hand derivation.  The tables mark those
# block instances, so the fault shows in them.
run transform "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
awk '/AFTER grouping/,/BEFORE grouping/' "$OUT" | grep -v '^  [AB]' | tr -d ' ' >"$TMPD/marks.after"
awk '/BEFORE grouping/,/^  \(\*/' "$OUT" | grep -v '^  [AB(]' | tr -d ' ' >"$TMPD/marks.before"
if grep -qx '|Thread1|entry1\*|then1||end1|' "$TMPD/marks.after" && grep -qx '|Thread2|entry2\*||else1|end2|' "$TMPD/marks.after" &&
   grep -qx '|Thread1|entry1|then1\*||end1|' "$TMPD/marks.before" && grep -qx '|Thread2|entry2||else1\*|end2|' "$TMPD/marks.before"
then ok transform_tables_mark_the_instances; else
  fail transform_tables_mark_the_instances "$(cat "$TMPD/marks.after" "$TMPD/marks.before")"; fi
expect_out transform_tables_legend '^  \(\*: the block instance where each operation listed below runs, in each table\)$'
# "thread 1", "thread 2" are the counterexample's threads, not lanes 0 and
# 1: their ids are Z3's (here 0 and 8: the case's divergent branch is
# tid < 8, so one thread on each side), and the line under the values says
# so, as "thread_numbers" does in --json (a new user read lanes 0 and 1)
next=$(awk 'f && !/^    thread/ {print; exit} /the input.s values/ {f=1}' "$OUT")
if [ "$next" = "  (thread N numbers the counterexample's threads: a thread's ids and lane are the values listed for it, free where none is, not N - 1)" ]
then ok transform_cex_threads_said; else fail transform_cex_threads_said "the line after the values: $next"; fi
run transform --json "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
expect_out transform_cex_threads_json '"counterexample":\{"why":[^}]*"thread_numbers":"thread N numbers the counterexample.s threads: a thread.s ids and lane are the values listed for it'

# three threads: the same verdicts
run transform -k 3 "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
expect_rc transform_k3_broken 1
run transform -k 3 "$T/hoist-subgroupadd-uniform.before.ll" "$T/hoist-subgroupadd-uniform.after.ll"
expect_rc transform_k3_preserved 0
expect_out transform_k3_states_bounds 'preserved within k=3, L=12'

# a limit that stops the rounds below the bound asked leaves that bound
# undecided (a new user asked -L 12, read "preserved within k=2, L=5" and
# got exit 0): unknown, exit 2, the round that stopped and what the last
# one decided; asking that smaller bound gives its verdict, exit 0, and the
# round that stopped stays unknown when asked alone (unroll-anchor-remainder:
# its complete paths, 3 and 4 iterations, have C(7,3) = 35 choices of the
# anchors in BEFORE, more than 2; sink-anchor-into-loop, used here before,
# is now found broken: its inputs cut by the bound no longer stop the
# rounds, tfI_wildcard_before)
run transform -L 12 --max-behaviours 2 "$T/unroll-anchor-remainder.before.ll" "$T/unroll-anchor-remainder.after.ll"
expect_rc transform_partial_bound_unknown 2
expect_out transform_partial_bound_headline '^f: unknown within k=2, L=12: at L=[0-9]+ the anchors.* cut by the behaviour limit .*; preserved within L=[0-9]+ only \([0-9]+ inputs? checked'
lo=$(sed -n 's/.*preserved within L=\([0-9]*\) only.*/\1/p' "$OUT")
hi=$(sed -n 's/.*: at L=\([0-9]*\) the anchors.*/\1/p' "$OUT")
if [ -n "$lo" ] && [ -n "$hi" ] && [ "$lo" -lt "$hi" ] && [ "$hi" -le 12 ]; then
  run transform -L "$lo" --max-behaviours 2 "$T/unroll-anchor-remainder.before.ll" "$T/unroll-anchor-remainder.after.ll"
  expect_rc transform_partial_bound_smaller_holds 0
  expect_out transform_partial_bound_smaller_words "^f: preserved within k=2, L=$lo "
  run transform -L "$hi" --max-behaviours 2 "$T/unroll-anchor-remainder.before.ll" "$T/unroll-anchor-remainder.after.ll"
  expect_rc transform_partial_bound_stop_unknown 2
else fail transform_partial_bound_bounds "lo=$lo hi=$hi" "$(cat "$OUT")"; fi
run transform --json -L 12 --max-behaviours 2 "$T/unroll-anchor-remainder.before.ll" "$T/unroll-anchor-remainder.after.ll"
expect_out transform_partial_bound_json '"verdict":"unknown","basis":"none","threads":2,"bound":12,"preserved_within":[0-9]+,"unknown_at":[0-9]+,'

# inputs cut by the bound whose anchors' choices outgrow the behaviour
# limit (transform_anchor_cut/derivation.txt): an anchor in a loop that
# never exits, unrolled by 2 -- preserved by hand, decided now (the base
# said unknown: at L=10 the anchors' choices were cut); and the guard, an
# anchor that replaces a heart: broken by hand, found broken, and unknown
# (never preserved) when the limit cuts its choices
A="$TOP/tests/cli/transform_anchor_cut"
run transform -L 12 "$A/before.ll" "$A/after.ll"
expect_rc transform_anchor_cut_decided 0
expect_out transform_anchor_cut_preserved '^f: preserved within k=2, L=12 \(3 inputs checked, 2 of them on their first 12 block executions, cut by the bound\)$'
run transform -L 12 "$A/guard.before.ll" "$A/guard.after.ll"
expect_rc transform_anchor_cut_guard_broken 1
expect_out transform_anchor_cut_guard_set 'thread 1, @op\(\) occurrence 3: AFTER \{thread 1 \(occurrence 3\), thread 2 \(occurrence 2\)\}, BEFORE \{thread 1 \(occurrence 3\), thread 2 \(occurrence 3\)\}'
run transform -L 12 --max-behaviours 2 "$A/guard.before.ll" "$A/guard.after.ll"
expect_rc transform_anchor_cut_guard_limit_unknown 2
expect_out transform_anchor_cut_guard_limit_says '^f: unknown within k=2, L=12: at L=4 the anchors.* cut by the behaviour limit'
# the way out it names, --anchor maximal, is said to be a reading stricter
# than the spec's (the base named it without that)
expect_out transform_anchor_cut_guard_limit_maximal_stricter 'or --anchor maximal .*: stricter than the spec, which leaves an anchor.s threads implementation-defined, so a broken under it is not by itself a bug of the pass'

# a bound too small for any path to end: every input is checked on its
# prefixes (an instance's convergence depends only on what came before it),
# and the verdict says so; the heart-and-remainder unrolling is broken on
# prefixes too, found at the shortest bound that shows it: L=10, where
# BEFORE's thread with 4 iterations is cut in its 4th, after its 3rd
# operation, which is converged with the other thread's 3rd (the case's
# hand derivation: the document's threads with 3 and 4 iterations)
run transform -L 3 "$T/unroll-heart-multiple.before.ll" "$T/unroll-heart-multiple.after.ll"
expect_rc transform_all_cut_prefixes 0
expect_out transform_all_cut_says_prefixes 'preserved within k=2, L=3 \(3 inputs checked, 3 of them on their first 3 block executions, cut by the bound\)'
run transform -L 16 "$T/unroll-heart-remainder.before.ll" "$T/unroll-heart-remainder.after.ll"
expect_rc transform_prefix_broken 1
expect_out transform_prefix_shortest 'broken \(k=2, L=10\)'

# the reading of uncontrolled operations ([CO] "Uncontrolled Convergent
# Operations"): hoisting subgroupAdd out of both arms of a divergent branch
# makes no call control-dependent on a new value -- LangRef's rule allows
# it (the document: "legal under the first"), the default reading does not
run transform --uncontrolled control-dependence "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
expect_rc transform_reading_control_dependence 0
expect_out transform_reading_named 'read as control-dependence'
run transform "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
expect_out transform_reading_default_named 'read as inferred-tokens'

# JSON
run transform --json "$T/seed003-ballot.before.ll" "$T/seed003-ballot.after.ll"
expect_out transform_json '"verdict":"broken"'

# bad input
run transform "$T/seed003-ballot.before.ll"
expect_rc transform_needs_two_files 2
run transform "$T/seed003-ballot.before.ll" "$TMPD/missing.ll"
expect_rc transform_missing_file 2
run transform -k 9 "$T/seed003-ballot.before.ll" "$T/seed003-ballot.after.ll"
expect_rc transform_bad_threads 2
run transform --function nosuch "$T/seed003-ballot.before.ll" "$T/seed003-ballot.after.ll"
expect_rc transform_no_function 2
run transform "$T/hoist-anchor-out-of-loop.after.ll" "$T/hoist-anchor-out-of-loop.before.ll"
expect_rc transform_invalid_before 2
expect_err transform_invalid_before_says_rule 'Static Rules'

# --pass: opt-22 runs the pipeline; errors are named
if command -v opt-22 >/dev/null 2>&1; then
  # gvn leaves @f as it is (`opt-22 -passes=gvn -S` and `-passes=verify -S`
  # print the same lines for @f): "unchanged", exit 0, nothing checked
  run transform --pass gvn "$T/hoist-subgroupadd-divergent.before.ll"
  expect_rc transform_pass_gvn 0
  expect_out transform_pass_unchanged '^f: unchanged .opt-22 did not change it.$'
  run transform --json --pass gvn "$T/hoist-subgroupadd-divergent.before.ll"
  expect_out transform_pass_unchanged_json '"verdict":"unchanged"'
  # a function opt changes is checked: instcombine rewrites the icmp (below)
  run transform --pass instcombine "$T/hoist-subgroupadd-divergent.before.ll"
  expect_out transform_pass_states_bounds 'f: preserved within k=2, L=12'
  # opt's output piped in (a FILE '-'), where opt changed nothing (its
  # -print-changed omits simplifycfg's dump of @f "because no change"): the
  # verdict stays preserved (transform F F is) and says the two functions
  # are identical, as --pass says unchanged (a new user read "preserved
  # within k=2, L=12 (3 inputs checked)" from the pipe and "unchanged" from
  # --pass); a function opt changed does not say it
  HD=$T/hoist-subgroupadd-divergent.before.ll
  if opt-22 -passes=simplifycfg -print-changed -disable-output "$HD" 2>&1 |
      grep -q '^\*\*\* IR Dump After SimplifyCFGPass on f omitted because no change \*\*\*$'; then
    opt-22 -S -passes=simplifycfg "$HD" -o "$TMPD/hd.cfg.ll"
    run transform "$HD" - <"$TMPD/hd.cfg.ll"
    expect_rc transform_identical_preserved 0
    expect_out transform_identical_says_so '^f: preserved within k=2, L=12 \([0-9]+ inputs? checked\); the two functions are identical '
    run transform --json "$HD" "$HD"
    expect_out transform_identical_json '"verdict":"preserved",.*"identical":true'
    run transform --unbounded "$HD" "$HD"
    expect_out transform_identical_unbounded '^f: preserved \(proven for every L, .*\); the two functions are identical '
    run transform --pass simplifycfg "$HD"
    expect_out transform_identical_pass_unchanged '^f: unchanged '
  else fail transform_identical "opt-22's simplifycfg changed @f: not the case this tests"; fi
  run transform --pass instcombine "$HD"
  grep -q 'identical' "$OUT" && fail transform_changed_not_identical "$(head -1 "$OUT")"
  # the RUN line's -mtriple goes to opt (and --mtriple overrides it): a
  # triple opt-22 does not know makes it fail, and the error says where the
  # triple came from
  { printf '; RUN: opt -mtriple=nosucharch-unknown-unknown -passes=gvn -S < %%s\n'
    cat "$T/hoist-subgroupadd-divergent.before.ll"; } >"$TMPD/run-triple.ll"
  run transform --pass gvn "$TMPD/run-triple.ll"
  expect_rc transform_pass_run_triple_used 2
  expect_err transform_pass_run_triple_says 'nosucharch.*from the file.s RUN line'
  run transform --json --mtriple amdgcn-amd-amdhsa --pass gvn "$TMPD/run-triple.ll"
  expect_rc transform_pass_mtriple_overrides 0
  expect_out transform_pass_mtriple_json '"mtriple":"amdgcn-amd-amdhsa"'
  sed 's/nosucharch-unknown-unknown/nvptx64-nvidia-cuda/' "$TMPD/run-triple.ll" >"$TMPD/run-nvptx.ll"
  run transform --pass gvn "$TMPD/run-nvptx.ll"
  expect_out transform_pass_run_triple_note "note: opt-22 ran with -mtriple=nvptx64-nvidia-cuda .the file's RUN line."
  # instcombine rewrites `icmp slt %tid, 8` into `icmp ult %tid, 8`: different
  # terms, but with the thread id in its declared range(i32 0, 1024) no real
  # thread takes different branches (Z3, bit-vectors): preserved, and the
  # output says how many candidates were infeasible
  run transform --pass instcombine "$T/hoist-subgroupadd-divergent.before.ll"
  expect_rc transform_pass_instcombine_preserved 0
  expect_out transform_pass_instcombine_infeasible 'candidates no real values take .Z3, bit-vectors.'
  # inline: the callee's body (its entry token := the call site's token) is
  # what the call executes, so LLVM's inlining of convergence-inline.ll is
  # preserved; the recursive call is left as a call, and the output says so
  INL=$LLVM_TESTS/Transforms/Inline/convergence-inline.ll
  if need_llvm_tests "transform --pass inline on LLVM's convergence-inline.ll"; then
    run transform --function test_convergent_multiple --pass 'cgscc(inline)' "$INL"
    expect_rc transform_pass_inline_preserved 0
    run transform --function test_recursive_call --pass 'cgscc(inline)' "$INL"
    expect_out transform_pass_inline_recursive_note 'left as calls .BEFORE: @recurse: recursive'
  fi
  # --anchor maximal, the way out the behaviour limit's unknown names, is
  # one reading of an anchor among those [CO] "llvm.experimental.
  # convergence.anchor" allows (its threads are implementation-defined).
  # By hand: LoopUnroll/convergent.controlled.ll pragma_unroll_with_remainder,
  # thread 1 with n=1, thread 2 with n=2: BEFORE runs @f of the anchor's
  # token in l3 for both, and maximal converges their first iterations;
  # AFTER runs thread 1's in the remainder l3.epil, thread 2's in the
  # unrolled l3, different blocks, so apart: broken under maximal only (free
  # lets BEFORE's anchor keep them apart too).  A user took that broken for
  # a bug of the pass; the verdict line and the hint now say it is a
  # stricter reading (the base printed "broken (k=2, L=4)" alone)
  LU=$LLVM_TESTS/Transforms/LoopUnroll/convergent.controlled.ll
  if need_llvm_tests "transform --anchor maximal on LLVM's LoopUnroll/convergent.controlled.ll"; then
    run transform --no-db --anchor maximal --function pragma_unroll_with_remainder --pass loop-unroll "$LU"
    expect_rc transform_anchor_maximal_broken 1
    expect_out transform_anchor_maximal_verdict_says '^pragma_unroll_with_remainder: broken .k=2, L=4. under --anchor maximal, a reading stricter than the spec.s and LLVM.s .an anchor.s threads are implementation-defined.: not by itself a bug of the pass$'
    run transform --no-db --json --anchor maximal --function pragma_unroll_with_remainder --pass loop-unroll "$LU"
    expect_out transform_anchor_maximal_json '"anchors":"maximal, stricter than the spec"'
  fi
  run transform --pass no-such-pass "$T/seed003-ballot.before.ll"
  expect_rc transform_pass_bad_pipeline 2
  expect_err transform_pass_names_opt 'opt-22 -passes=no-such-pass failed'
  run transform --opt "$TMPD/no-opt" --pass instcombine "$T/seed003-ballot.before.ll"
  expect_rc transform_pass_missing_opt 2
  # InstCombine's fixpoint check stops opt-22 on this file (one iteration
  # leaves a second something to combine: opt's own LLVM ERROR): an error,
  # exit 2, and a note naming the pass without the check (docs/transforms.md
  # "instcombine and its fixpoint check"); --pipeline the same after its summary
  H="$TOP/tests/cli/transform_crosslane/alone-halving.before.ll"
  run transform --no-db --pass 'sroa,instcombine' "$H"
  expect_rc transform_pass_fixpoint_rc 2
  expect_err transform_pass_fixpoint_note "^convcheck: note: that is InstCombine's own fixpoint check, a debugging check of the pass, not of the IR .*: --pass 'sroa,instcombine<no-verify-fixpoint>' checks the pass as they run it"
  run transform --no-db --pipeline instcombine "$H"
  expect_rc transform_pipeline_fixpoint_rc 2
  expect_out transform_pipeline_fixpoint_note "^note: that is InstCombine's own fixpoint check, .*: --pipeline 'instcombine<no-verify-fixpoint>' checks the pass as they run it"
else
  fail transform_pass_opt_available "opt-22 not found"
fi

# .cfg programs: branch conditions are shared by block name and visit, so
# the same divergent branch in both programs reads the same input
printf 'function f\nEntry -> A, B divergent\nA -> C\nB -> C\nC\nA: @op()\nB: @op()\n' >"$TMPD/b.cfg"
printf 'function f\nEntry -> A, B divergent\nA -> C\nB -> C\nC\nEntry: @op()\n' >"$TMPD/a.cfg"
run transform "$TMPD/b.cfg" "$TMPD/a.cfg"
expect_rc transform_cfg_hoist_divergent_broken 1
sed 's/divergent/uniform/' "$TMPD/b.cfg" >"$TMPD/bu.cfg"; sed 's/divergent/uniform/' "$TMPD/a.cfg" >"$TMPD/au.cfg"
run transform "$TMPD/bu.cfg" "$TMPD/au.cfg"
expect_rc transform_cfg_hoist_uniform_preserved 0

# a realizable counterexample over differing conditions prints the values
run transform "$T/hoist-subgroupadd-divergent.before.ll" "$T/instcombine-wrong-bound.after.ll"
expect_out transform_values_witness 'thread 2: llvm.amdgcn.workitem.id.x = [4-7]$'
run transform --json "$T/hoist-subgroupadd-divergent.before.ll" "$T/instcombine-ult.after.ll"
expect_out transform_json_infeasible '"infeasible":[1-9]'

# an AFTER that LLVM's verifier rejects is the verdict "AFTER invalid" (exit
# 1) with the verifier's complaint; the same module as BEFORE is an input
# error (exit 2) at the phi.  The independent source: opt-22's own verifier
# (-passes=verify) rejects the file with the same message.
cat >"$TMPD/vb.ll" <<'IR'
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %j
a:
  br label %j
j:
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %p
}
IR
sed 's/, \[ 1, %a \]//' "$TMPD/vb.ll" >"$TMPD/va.ll"
if command -v opt-22 >/dev/null; then
  if opt-22 -passes=verify -disable-output "$TMPD/va.ll" 2>"$TMPD/verr"; then
    fail transform_after_rejected_by_opt "opt-22 accepts the invalid AFTER"
  else
    msg=$(grep -o 'PHINode should have one entry[^!]*' "$TMPD/verr" | head -1)
    run transform "$TMPD/vb.ll" "$TMPD/va.ll"
    expect_rc transform_after_rejected_verdict 1
    expect_out transform_after_rejected_text "^AFTER invalid: .*va.ll:7:3: .*$msg"
    run transform --json "$TMPD/vb.ll" "$TMPD/va.ll"
    expect_out transform_after_rejected_json '"verdict":"AFTER invalid","verifier":".*'"$msg"
    run transform "$TMPD/va.ll" "$TMPD/vb.ll"
    expect_rc transform_before_rejected_input_error 2
    expect_err transform_before_rejected_place "va.ll:7:3: error: .*$msg"
  fi
fi

# ... and an AFTER whose use its definition does not dominate (a rule our
# reader checks in the verifier's place): also "AFTER invalid", exit 1, not
# an input error (a new user's hand-made AFTER; opt-22's verifier rejects it
# with "Instruction does not dominate all uses!")
cat >"$TMPD/db.ll" <<'IR'
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  %v = add i32 %x, 1
  br label %j
b:
  %w = add i32 %v, 1
  br label %j
j:
  ret i32 0
}
IR
sed 's/%w = add i32 %v, 1/%w = add i32 %x, 1/' "$TMPD/db.ll" >"$TMPD/dbok.ll"
if command -v opt-22 >/dev/null; then
  if opt-22 -passes=verify -disable-output "$TMPD/db.ll" 2>"$TMPD/verr"; then
    fail transform_after_dominance_by_opt "opt-22 accepts the invalid AFTER"
  else
    grep -q 'Instruction does not dominate all uses' "$TMPD/verr" &&
      ok transform_after_dominance_by_opt || fail transform_after_dominance_by_opt "$(cat "$TMPD/verr")"
    run transform "$TMPD/dbok.ll" "$TMPD/db.ll"
    expect_rc transform_after_dominance_verdict 1
    expect_out transform_after_dominance_text '^AFTER invalid: .*db.ll:8:3: .*does not dominate'
    run transform "$TMPD/db.ll" "$TMPD/dbok.ll"
    expect_rc transform_before_dominance_input_error 2
  fi
fi

# the report shows a broken transform's counterexample as a picture, as it
# does an audit witness (issue: "audit findings get ... a picture, like
# transform's"): the RFC's ballot merge is broken (its .tcase), so the run
# records one picture, drawn with BEFORE and AFTER side by side; a preserved
# pair records none
if command -v dot >/dev/null 2>&1; then
  run transform --db "$TMPD/tpic.db" "$T/seed003-ballot.before.ll" "$T/seed003-ballot.after.ll"
  run transform --db "$TMPD/tpic.db" "$T/seed003-ballot.before.ll" "$T/seed003-ballot.before.ll"
  run results --db "$TMPD/tpic.db" report --html "$TMPD/tpic"
  expect_out transform_report_one_picture '; 1 picture rendered$'
  sed -n '/<section class="finding"[^>]*>/,/<\/section>/p' "$TMPD/tpic/run-1.html" >"$TMPD/tsec"
  if grep -q '<svg' "$TMPD/tsec" && grep -q '<title>cluster_f0_before' "$TMPD/tsec" &&
    grep -q '<title>cluster_f0_after' "$TMPD/tsec" && ! grep -Eq '<script|href=' "$TMPD/tsec"; then
    ok transform_report_picture
  else fail transform_report_picture "$(head -c 600 "$TMPD/tsec")"; fi
else
  skip "transform_report_picture: Graphviz's dot is not installed"
fi

# A ballot hoisted out of its loop onto the entry token (a new user's pair,
# tests/cli/transform_pairs/ballot-loop.*).  By hand: a thread with tid 2
# runs the loop twice, one with tid 0 once.  BEFORE: the second %b is the
# mask of the threads still looping (the first thread's bit alone), so the
# first thread stores both lanes' bits + its own bit; AFTER: every
# iteration reads the entry's mask, so it stores twice both lanes' bits.
# The communicating sets of the ballots AFTER keeps agree (the first
# iteration has every thread, as the entry does); the dropped instance's
# result is read, so the stores are compared as values (tv said
# "preserved" first, then "unknown"): broken, the store named with the two
# values, each one recomputed here from the witness's lanes.
TP="$TOP/tests/cli/transform_pairs"
run transform "$TP/ballot-loop.before.ll" "$TP/ballot-loop.hoisted.ll"
expect_rc transform_dropped_readnone_status 1
expect_out transform_dropped_readnone_broken '^tk: broken \(k=2, L=[0-9]+\)$'
expect_out transform_dropped_readnone_names '^  BEFORE.s %b = llvm.amdgcn.ballot.i64 runs more often than AFTER.s on some input'
awk '
  /^    thread [12]: lane = / { lane[$2 + 0] = $NF }
  /^    thread [12]: llvm.amdgcn.workitem.id.x = / { tid[$2 + 0] = $NF }
  /its effect 1: AFTER.s .store i64 %acc.next/ { split($0, w, " stores "); split(w[2], a, " ");
                                                split(w[3], b, " "); av = a[1]; bv = b[1] }
  END {
    two = tid[1] > tid[2] ? 1 : 2; both = 2 ^ lane[1] + 2 ^ lane[2]
    exit (tid[two] == 2 && av == 2 * both && bv == both + 2 ^ lane[two]) ? 0 : 1 }' "$OUT" &&
  ok transform_dropped_readnone_values ||
  fail transform_dropped_readnone_values "the stored values are not the hand derivation's" "$(head -c 1500 "$OUT")"
run transform -L 12 "$TP/ballot-loop.before.ll" "$TP/ballot-loop.hoisted.ll"
expect_out transform_dropped_readnone_bound '^tk: broken \(k=2, L=[0-9]+\)$'
run transform --unbounded "$TP/ballot-loop.before.ll" "$TP/ballot-loop.hoisted.ll"
expect_rc transform_dropped_readnone_unbounded_broken 1
# the same call dropped where nothing reads it on the thread's path stays
# preserved: the corpus's sink-anchor-*-both cases (the anchor and its calls
# sunk into the branch that uses them) above

# a function the deadline reaches before its check begins: unknown, exit 2
# (README "Exit status"), and the text says which options give it time (a
# new user read "0 of 0 inputs checked" and no option).  --timeout 1: the
# libraries' loading alone takes longer than 1 ms.
run transform --timeout 1 "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
expect_rc transform_late_function_rc 2
expect_out transform_late_function_says_option '^f: unknown within k=2, L=12: the time limit \(--timeout, in milliseconds\) passed before this function was checked, no input looked at: a larger --timeout'

# a counterexample's values include what the input gives through an opaque
# call (OpenCL's get_local_id without -nogpulib's library: a function of its
# operands, per thread) and a uniform argument, so a reader can replay it
# by hand (a new user saw only "lane" and %n).  The check replays it here:
# the thread whose trace takes %then has get_local_id(0) < %n, the other not.
# (a kernel of amdgcn: its arguments are the same in every thread)
for s in before after; do
  { echo 'target triple = "amdgcn-amd-amdhsa"'
    sed -e 's/declare i32 @llvm.amdgcn.workitem.id.x()/declare i64 @_Z12get_local_idj(i32) convergent memory(none)/' \
      -e 's/define i32 @f(i32 %x)/define amdgpu_kernel void @f(i32 %x, i64 %n)/' \
      -e 's/%tid = call i32 @llvm.amdgcn.workitem.id.x()/%tid = call i64 @_Z12get_local_idj(i32 0)/' \
      -e 's/%condition = icmp slt i32 %tid, 8/%condition = icmp ult i64 %tid, %n/' \
      -e 's/ret i32 \(%[a-z]*\)/call void @use(i32 \1, i32 0)\
  ret void/' "$T/hoist-subgroupadd-divergent.$s.ll"; } >"$TMPD/lid.$s.ll"
done
run transform "$TMPD/lid.before.ll" "$TMPD/lid.after.ll"
expect_rc transform_values_opaque_call_broken 1
python3 - "$OUT" >"$TMPD/why" <<'PY'
import re, sys
t = open(sys.argv[1]).read()
ids = {int(u): int(v) for u, v in re.findall(r"thread (\d): _Z12get_local_idj\(i32 0\) = (\d+)", t)}
n = re.search(r"^    every thread: %n = (\d+)", t, re.M)
then = [int(u) for u, tr in re.findall(r"Thread(\d): entry (\w+)", t.split("AFTER traces:")[0])]
tr = dict(re.findall(r"Thread(\d): entry (\w+)", t.split("AFTER traces:")[0]))
if len(ids) != 2 or not n: print("values missing:", ids, n); sys.exit(1)
for u, b in tr.items():
    if (ids[int(u)] < int(n.group(1))) != (b == "then"): print("thread", u, "takes", b, "with", ids[int(u)], "n", n.group(1)); sys.exit(1)
print("replayed")
PY
[ $? -eq 0 ] && ok transform_values_opaque_call_replay || fail transform_values_opaque_call_replay "$(cat "$TMPD/why")" "$(sed -n '/values/,$p' "$OUT")"
run transform --json "$TMPD/lid.before.ll" "$TMPD/lid.after.ll"
expect_out transform_values_json_uniform '\{"thread":null,"term":"%n","value":"[0-9][^"]*"\}'

# `noalias` is not in the memory model: LoopDistribute's convergent test
# (LLVM's Transforms/LoopDistribute/convergent-no-cross-partition-checks.ll,
# whose CHECK lines say the loop is distributed: legal because %c, %d, %e
# are noalias) got "not single-thread equivalent" from Z3 choosing
# %d = %a + 20 -- now no verdict, saying why; and it ends (it printed a
# term tree for minutes past --timeout before).  2 s on an idle machine;
# the 60 s limit leaves room for a loaded one (20 s ran out at load 12)
LD=$TOP/../shared/llvm-tests/Transforms/LoopDistribute/convergent-no-cross-partition-checks.ll
if [ -f "$LD" ] && command -v opt-22 >/dev/null; then
  run transform --unbounded --timeout 60000 --pass loop-distribute --opt-arg=-enable-loop-distribute "$LD"
  expect_rc transform_noalias_no_verdict 2
  expect_out transform_noalias_says_why '^f: unknown for every L: .*a noalias argument may keep apart'
else
  skip "transform on LoopDistribute's convergent test (../shared or opt-22 missing)"
fi

# the k threads of a counterexample are lanes of one sub-group
# (docs/sources.md): their x ids lie in one aligned block of 32 (a new
# user's counterexample had ids 454 and 998 "in one wave")
run transform "$T/hoist-subgroupadd-divergent.before.ll" "$T/hoist-subgroupadd-divergent.after.ll"
ids=$(sed -n 's/^    thread [12]: llvm.amdgcn.workitem.id.x = \([0-9]*\)$/\1/p' "$OUT" | tr '\n' ' ')
set -- $ids
if [ $# -eq 2 ] && [ "$1" != "$2" ] && [ $(( $1 / 32 )) -eq $(( $2 / 32 )) ]; then ok transform_values_one_wave
else fail transform_values_one_wave "ids: $ids"; fi

# ---- poison-generating flags (LangRef, "Poison Values") --------------------
# By hand (LangRef, "'trunc .. to' Instruction" and "Poison Values"): with
# nuw, `trunc nuw i64 %x to i32` is poison when a truncated bit is set, and
# a branch on poison is undefined behaviour; so where BEFORE is defined,
# trunc(%x) == 0 exactly when %x == 0, and AFTER (InstCombine's rewrite to
# `icmp eq i64 %x, 0`) is a legal refinement: preserved (x = 2^32, where
# the wrapped values differ, makes BEFORE undefined).
mkdir -p "$TMPD/nuw"
printf '%s\n' 'target triple = "amdgcn-amd-amdhsa"' 'declare void @ext(i32) convergent' \
  'define void @f(i64 %x) {' 'entry:' '  %t = trunc nuw i64 %x to i32' '  %c = icmp eq i32 %t, 0' \
  '  br i1 %c, label %then, label %end' 'then:' '  call void @ext(i32 1)' '  br label %end' \
  'end:' '  ret void' '}' >"$TMPD/nuw/b.ll"
grep -v 'trunc nuw' "$TMPD/nuw/b.ll" | sed 's/icmp eq i32 %t, 0/icmp eq i64 %x, 0/' >"$TMPD/nuw/a.ll"
run transform "$TMPD/nuw/b.ll" "$TMPD/nuw/a.ll"
expect_rc transform_poison_trunc_nuw_refined 0
expect_out transform_poison_trunc_nuw_words '^f: preserved within k=2, L=12 '
# the same truncation without the flag: x = 2^32 is a defined input where
# trunc(x) == 0 and x != 0, so one thread tells the programs apart
sed 's/trunc nuw/trunc/' "$TMPD/nuw/b.ll" >"$TMPD/nuw/b0.ll"
run transform "$TMPD/nuw/b0.ll" "$TMPD/nuw/a.ll"
expect_out transform_poison_trunc_no_flag_differs '^f: not single-thread equivalent'
# poison-nsw-icmp.tcase without its flags: x = -2^31 (x - 1 wraps to
# 2^31 - 1, greater than cols - 1 for cols < 2^31 - 1, while x > cols is
# false) tells the programs apart
sed 's/sub nsw/sub/' "$T/poison-nsw-icmp.before.ll" >"$TMPD/nuw/icmp0.ll"
run transform "$TMPD/nuw/icmp0.ll" "$T/poison-nsw-icmp.after.ll"
expect_out transform_poison_icmp_no_flag_differs '^f: not single-thread equivalent'
# poison-nsw-added.tcase's witness (hand derivation there): the thread's
# x = tid + %a is 2^31 - 1, where AFTER's add nsw is poison and its branch
# undefined; the report says so
run transform "$T/poison-nsw-added.before.ll" "$T/poison-nsw-added.after.ll"
tid=$(sed -n 's/^    thread 1: llvm.amdgcn.workitem.id.x = \([0-9]*\)$/\1/p' "$OUT")
a=$(sed -n 's/^    every thread: %a = \([0-9]*\)$/\1/p' "$OUT")
if [ -n "$tid" ] && [ -n "$a" ] && [ $(( (tid + a) % 4294967296 )) -eq 2147483647 ]; then
  ok transform_poison_added_witness_overflows
else fail transform_poison_added_witness_overflows "tid=$tid a=$a" "$(head -c 900 "$OUT")"; fi
expect_out transform_poison_added_says_undefined '^    thread 1: AFTER branches on poison at %entry \(undefined behaviour\)$'
# poison-real-broken.tcase: the witness is defined in BEFORE -- one thread
# has x + 1 = 5 (takes %left), the other not, and neither overflows
run transform "$T/poison-real-broken.before.ll" "$T/poison-real-broken.after.ll"
a=$(sed -n 's/^    every thread: %a = \([0-9]*\)$/\1/p' "$OUT")
ids=$(sed -n 's/^    thread [12]: llvm.amdgcn.workitem.id.x = \([0-9]*\)$/\1/p' "$OUT" | tr '\n' ' ')
set -- $ids
if [ $# -eq 2 ] && [ -n "$a" ]; then
  x1=$(( ($1 + a) % 4294967296 )); x2=$(( ($2 + a) % 4294967296 ))
  if { [ "$x1" -eq 4 ] || [ "$x2" -eq 4 ]; } && [ "$x1" -ne "$x2" ] && [ "$x1" -ne 2147483647 ] && [ "$x2" -ne 2147483647 ]
  then ok transform_poison_real_broken_witness_defined
  else fail transform_poison_real_broken_witness_defined "x = $x1, $x2"; fi
else fail transform_poison_real_broken_witness_defined "ids: $ids, a=$a" "$(head -c 900 "$OUT")"; fi

# a counterexample must be defined in BEFORE, and a branch on poison is not
# the only undefined behaviour there: poison-store-before.tcase (a store
# through a poison pointer, a new user's barrier_exit reduced) and
# poison-divisor-before.tcase (a division by zero) are preserved (tcases
# above, derivations there); their reports name no witness
for c in poison-store-before poison-divisor-before; do
  run transform "$T/$c.before.ll" "$T/$c.after.ll"
  if grep -q 'the input.s values\|branches on poison' "$OUT"; then
    fail "transform_${c}_no_witness" "$(head -c 600 "$OUT")"; else ok "transform_${c}_no_witness"; fi
done

# a flag the check cannot show never violated: tests/cli/transform/
# nneg_unproven (zext nneg of tid + 1, tid in [0, 1024): never poison by
# hand, but the check bounds no add).  The two programs' loop conditions
# differ as terms only by that flag, so the check pairs a BEFORE path of
# two iterations with an AFTER path of one: unknown, and the reason names
# the flag (before: "runs more often than AFTER's on some input", as if
# the calls differed), never preserved
run transform "$TOP/tests/cli/transform/nneg_unproven.before.ll" "$TOP/tests/cli/transform/nneg_unproven.after.ll"
expect_rc transform_flag_unproven_unknown 2
expect_out transform_flag_unproven_reason '^g: unknown within k=2, L=12: .* on a pair of paths that part where the programs. values differ only in poison-generating flags'
expect_out transform_flag_unproven_names_it "^  BEFORE's %r = llvm.amdgcn.readfirstlane.i32 runs more often than AFTER's on a pair of paths .*\(AFTER's zext i64\[nneg\]\(add i32\(llvm.amdgcn.workitem.id.x\(\), i32 1\)\)\), which the check could not show never poison$"

# The counts of a preserved round: "N inputs checked, M of them on their
# first L block executions" -- the cut ones are a part of the checked ones
# (a new user read "79 inputs checked, 87 of them ... cut" and could not
# tell which count to believe: inputs skipped later, unrealized or
# infeasible, were counted as cut).  The pair is a new user's HIP kernel
# (transform_counts/heavy.hip, clang-22 -O0 and -O2 for amdgcn as
# docs/sources.md says); whatever its verdict, M <= N.
run transform -L 7 "$TOP/tests/cli/transform_counts/heavy.O0.ll" "$TOP/tests/cli/transform_counts/heavy.O2.ll"
n=$(grep -o '([0-9]* inputs checked, [0-9]* of them' "$OUT" | head -1 | tr -dc '0-9 ' )
set -- $n
if [ $# -eq 2 ] && [ "$2" -le "$1" ]; then ok transform_cut_is_part_of_checked; else
  fail transform_cut_is_part_of_checked "counts: '$n'" "$(head -c 400 "$OUT")"; fi

# uniformity --unbounded on the same -O0 kernel: the reason of an unknown
# item names its cause (a stack slot's load in the entry block is no
# "value that changes with every iteration": the user had three causes in
# one sentence), and stores have no UNKNOWN line (two "%store" lines).
run uniformity --unbounded "$TOP/tests/cli/transform_counts/heavy.O0.ll"
expect_out unbounded_unknown_names_memory '^; UNKNOWN %in1 in entry: unknown for every L: outside the exact fragment: a value read from memory the product does not keep \(stack slots: `opt-22 -passes=sroa`'
if grep -q '^; UNKNOWN %store' "$OUT"; then fail unbounded_no_store_items "$(grep '^; UNKNOWN %store' "$OUT" | head -3)"; else ok unbounded_no_store_items; fi

# A function of local linkage rewritten for its callers' arguments
# (IPSCCP): no false "not single-thread equivalent" on it alone, and the
# caller that executes its body is preserved (hand derivation in the file).
run transform --pass ipsccp "$TOP/tests/cli/transform_local/ipsccp.ll"
expect_out transform_local_no_false_break '^vote: unknown within k=2, L=12: at L=1 the function has local linkage \(internal or private\)'
expect_out transform_local_caller_preserved '^k: preserved within k=2, L=12'
if grep -q 'not single-thread equivalent (k=\|broken (k=' "$OUT"; then
  fail transform_local_never_broken "$(head -c 400 "$OUT")"; else ok transform_local_never_broken; fi
run transform --pipeline ipsccp "$TOP/tests/cli/transform_local/ipsccp.ll"
if grep -q 'first pass that breaks' "$OUT"; then fail transform_local_pipeline_no_break "$(grep 'first pass' "$OUT")"; else ok transform_local_pipeline_no_break; fi

# --mtriple with BEFORE and AFTER: no opt runs, so it would change nothing;
# a new user read "note: opt-22 ran with -mtriple=..." there and guessed it
# changed the model.  A usage error that says what is read instead.
run transform --no-db --mtriple amdgcn-amd-amdhsa "$T/range-after-only.before.ll" "$T/range-after-only.after.ll"
expect_rc transform_pair_mtriple_rc 2
expect_err transform_pair_mtriple 'mtriple goes with --pass or --pipeline \(with BEFORE and AFTER, each file.s own target triple is read\)'

# --pass where opt changes no function of a file without a RUN line: a note
# points at --pipeline (a new user ran single passes on clang -O2 output and
# read only "unchanged"); an LLVM test (a RUN line) gets no such note.
cat >"$TMPD/plain.ll" <<'EOF2'
define void @plain(i32 %x) {
entry:
  ret void
}
EOF2
run transform --no-db --pass instcombine "$TMPD/plain.ll"
expect_out transform_pass_all_unchanged_note '^note: opt-22 changed no function: .*--pipeline checks each pass where a pipeline runs it'
# its reason only where it holds (user 13 read "a loop pass on -O0 IR" for
# simplifycfg on IR that was not -O0; the base printed it always).  By
# hand: plain.ll has no alloca, not -O0: the "optimized IR" reason, no
# loop-pass one; o0.ll counts its loop in an alloca'd i32 (clang -O0's
# form): loop-unroll, a loop pass, finds no trip count and gets the loop
# reason; simplifycfg, no loop pass, gets the -O0 one without it
run transform --no-db --pass simplifycfg "$TMPD/plain.ll"
expect_out transform_pass_unchanged_optimized_reason '^note: opt-22 changed no function: on optimized IR most passes find nothing left to do; '
if grep -q 'loop pass' "$OUT"; then fail transform_pass_unchanged_no_loop_reason "$(cat "$OUT")"
else ok transform_pass_unchanged_no_loop_reason; fi
cat >"$TMPD/o0.ll" <<'EOF2'
declare void @op() convergent
define void @f(i32 %n) {
entry:
  %i = alloca i32
  store i32 0, ptr %i
  br label %header
header:
  %v = load i32, ptr %i
  %c = icmp slt i32 %v, %n
  br i1 %c, label %body, label %exit
body:
  call void @op()
  %w = add i32 %v, 1
  store i32 %w, ptr %i
  br label %header
exit:
  ret void
}
EOF2
run transform --no-db --pass loop-unroll "$TMPD/o0.ll"
expect_out transform_pass_unchanged_loop_o0_reason '^note: opt-22 changed no function: a loop pass on -O0 IR finds its loops. values in memory'
run transform --no-db --pass simplifycfg "$TMPD/o0.ll"
expect_out transform_pass_unchanged_o0_reason '^note: opt-22 changed no function: the pass found nothing to do on this -O0 IR '
if grep -q 'loop pass' "$OUT"; then fail transform_pass_unchanged_o0_no_loop_reason "$(cat "$OUT")"
else ok transform_pass_unchanged_o0_no_loop_reason; fi
{ echo '; RUN: opt < %s -passes=instcombine -S'; cat "$TMPD/plain.ll"; } >"$TMPD/plain-test.ll"
run transform --no-db --pass instcombine "$TMPD/plain-test.ll"
if grep -q 'changed no function' "$OUT"; then fail transform_pass_unchanged_run_line_no_note "$(cat "$OUT")"
else ok transform_pass_unchanged_run_line_no_note; fi

# Pairing paths with convergent results shared (transform/values.c
# tfI_pair_feasible): InstCombine's rewrite of a ds.bpermute's address in a
# loop whose exit reads its result is preserved (lead: unknown, "runs more
# often in BEFORE"); a readfirstlane merged out of two arms whose result
# decides a branch stays broken on the readfirstlane's own instance; a
# flag that may make AFTER poison is still named (unknown, never
# preserved).  Hand derivations in the AFTER files.
T="$TOP/tests/cli/transform"
run transform --no-db "$T/bpermute_address.before.ll" "$T/bpermute_address.after.ll"
expect_rc transform_bpermute_address_status 0
expect_out transform_bpermute_address_verdict '^k: preserved within k=2, L=12 '
run transform --no-db "$T/rfl_decides.before.ll" "$T/rfl_decides.after.ll"
expect_rc transform_rfl_decides_status 1
expect_out transform_rfl_decides_verdict '^f: broken \(k=2, L=4\)$'
expect_out transform_rfl_decides_instance 'thread 2, @llvm.amdgcn.readfirstlane.i32\(.*\) occurrence 1: AFTER \{thread 1 \(occurrence 1\), thread 2 \(occurrence 1\)\}, BEFORE \{thread 2 \(occurrence 1\)\}'
run transform --no-db "$T/nneg_violable.before.ll" "$T/nneg_violable.after.ll"
expect_rc transform_nneg_violable_status 2
expect_out transform_nneg_violable_names_flag "^  BEFORE's %r = llvm.amdgcn.readfirstlane.i32 runs more often than AFTER's on a pair of paths .*\(AFTER's zext i64\[nneg\]\(add i32\(llvm.amdgcn.workitem.id.x\(\), i32 1\)\)\)"

# A counterexample is an execution BEFORE defines: a load stating `align 4`
# reads at a multiple of 4 (aligned_witness.after.ll's hand derivation;
# lead printed the load at 0xffffffffffffffff, a user's OpenCL kernel too)
run transform --no-db "$T/aligned_witness.before.ll" "$T/aligned_witness.after.ll"
expect_rc transform_aligned_witness_status 1
expect_out transform_aligned_witness_verdict '^f: broken \(k=2, L=3\)$'
n=$(grep -c '^    thread [12]: load i32 at 0x' "$OUT")
bad=$(grep '^    thread [12]: load i32 at 0x' "$OUT" | grep -vc '0x[0-9a-f]*[048c] = ')
if [ "$n" = 2 ] && [ "$bad" = 0 ]; then ok transform_aligned_witness_addresses
else fail transform_aligned_witness_addresses "$n loads, $bad off their alignment" "$(cat "$OUT")"; fi

# ---- an OpenCL kernel's two functions and --function --------------------------
# tests/cli/transform/ocl-body-edited.{before,after}.ll (their hand
# derivation): only the body @__clang_ocl_kern_imp_k differs.  --function k
# checks @k alone and a note says the body was not checked and differs;
# --function on the body names the kernel, without "differs"; without
# --function both are checked and no note is needed.
OB="$TOP/tests/cli/transform/ocl-body-edited.before.ll"; OA="$TOP/tests/cli/transform/ocl-body-edited.after.ll"
run transform --no-db --function k "$OB" "$OA"
expect_rc transform_ocl_function_kernel_rc 0
expect_out transform_ocl_function_kernel_note '^note: @__clang_ocl_kern_imp_k, clang-22.s copy of the kernel.s body, was not checked \(--function k\), and it differs between BEFORE and AFTER; without --function both are'
run transform --no-db --function __clang_ocl_kern_imp_k "$OB" "$OA"
expect_out transform_ocl_function_body_note '^note: @k, the OpenCL kernel of that body, was not checked \(--function __clang_ocl_kern_imp_k\); without --function both are'
run transform --no-db "$OB" "$OA"
if grep -q '^k: ' "$OUT" && grep -q '^__clang_ocl_kern_imp_k: ' "$OUT" && ! grep -q 'was not checked' "$OUT"
then ok transform_ocl_both_checked_no_note
else fail transform_ocl_both_checked_no_note "$(grep -v '^ ' "$OUT" | head -5)"; fi

# ---- an alloca's value in a counterexample, by its IR name ---------------------
# tests/cli/transform/alloca-names.{before,after}.ll (fresh user 11's
# waterfall at -O0 and -O2; the header derives each name): Z3's labels
# "[alloca i32, align 4,]#6" are printed as BEFORE names them, in text and
# JSON, with the line that says what such a value is.
AB="$TOP/tests/cli/transform/alloca-names.before.ll"; AA="$TOP/tests/cli/transform/alloca-names.after.ll"
run transform --no-db "$AB" "$AA"
expect_rc transform_alloca_names_broken 1
expect_out transform_alloca_names_t '^    every thread: alloca %t = '
expect_out transform_alloca_names_key '^    every thread: alloca %key = '
expect_out transform_alloca_names_x '^    every thread: alloca %x.addr.i13 = '
expect_out transform_alloca_names_note "^    \(an alloca's value is its address: the same in every thread, a new one per execution, the memory behind it each thread's own"
if grep -q '\[alloca' "$OUT"; then fail transform_alloca_names_no_label "$(grep '\[alloca' "$OUT" | head -2)"
else ok transform_alloca_names_no_label; fi
run transform --no-db --json "$AB" "$AA"
expect_out transform_alloca_names_json '"term":"alloca %first"'

# --mtriple that differs from the file's own triple: opt would give AFTER
# another target than BEFORE (a new user's amdgcn file with --mtriple
# nvptx64 read "unknown ... what other threads store"): an error, exit 2
run transform --no-db --pass instsimplify --mtriple nvptx64-nvidia-cuda "$T/rfl_decides.before.ll"
expect_rc transform_mtriple_differs_rc 2
expect_err transform_mtriple_differs_says "error: --mtriple nvptx64-nvidia-cuda differs from the file's target triple amdgcn-amd-amdhsa: opt would make AFTER a module of another target than BEFORE"
run transform --no-db --pass instsimplify --mtriple amdgcn-amd-amdhsa "$T/rfl_decides.before.ll"
expect_rc transform_mtriple_same_rc 0

# --anchors maximal is a reading ([CO] leaves an anchor's threads
# implementation-defined): a verdict on anchors read so names it (user 12
# found nothing saying so); the default (free) prints no such line
A="$TOP/corpus/transforms/hoist-anchors-acyclic"
run transform --no-db --anchor maximal "$A.before.ll" "$A.after.ll"
expect_out transform_anchors_maximal_named '^  \(convergence anchors read as maximal \(--anchor maximal\): '
run transform --no-db "$A.before.ll" "$A.after.ll"
if grep -q 'anchors read as maximal' "$OUT"; then fail transform_anchors_free_no_line "$(cat "$OUT")"
else ok transform_anchors_free_no_line; fi

# --unbounded's broken states the counterexample's bound, the shortest the
# bounded rounds found (as without --unbounded), not the L asked (user 12:
# L=12 against the bounded run's L=7); fix-irreducible's sweep finding is
# broken at L=5 (its .tcase)
S="$TOP/corpus/transforms/sweep-fix-irreducible-entries"
run transform --no-db --unbounded "$S.before.ll" "$S.after.ll"
expect_out transform_unbounded_broken_shortest '^s154_m7: broken \(k=2, L=5\): a counterexample on finite traces, so for every L$'

# "not single-thread equivalent" says why it is not "broken" (a new user
# hoisted a side-effect-free ballot out of a divergent branch and expected
# broken): transform/hoist-ballot.after.ll derives the verdict by hand, and
# the line under the verdict names the difference and the docs that
# define the words; docs/design.md section 12 says the same.
H="$TOP/tests/cli/transform/hoist-ballot"
run transform --no-db "$H.before.ll" "$H.after.ll"
expect_rc transform_nste_status 1
expect_out transform_nste_verdict '^f: not single-thread equivalent \(k=2, L=2\)$'
expect_out transform_nste_why_not_broken '^  \(why not "broken": this thread alone, whatever the other threads do, runs other convergent calls in AFTER than in BEFORE .*convergence is not judged here -- docs/design\.md §12, docs/transforms\.md "Verdicts and exit statuses"\)$'
expect_out transform_nste_added_call "AFTER executes @llvm.amdgcn.ballot.i64\(i1 true\) occurrence 1, which BEFORE does not execute for this input"
sed -n '/^## 12\. The words of a verdict/,$p' "$TOP/docs/design.md" | tr '\n' ' ' >"$TMPD/s12"
if grep -q 'not single-thread equivalent`: one thread alone, whatever the others do' "$TMPD/s12" &&
   grep -q 'convergence is not judged' "$TMPD/s12"; then ok transform_nste_design_words
else fail transform_nste_design_words "docs/design.md section 12 does not say why not broken"; fi
grep -q '^| `not single-thread equivalent (k=K, L=L)` | 1 | .*Why this word and not `broken`' "$TOP/docs/transforms.md" &&
  ok transform_nste_transforms_row || fail transform_nste_transforms_row
