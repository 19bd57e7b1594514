# reduce: `convcheck reduce` (docs/reduce.md) -- its errors, the --check
# mode (the interestingness test), the report folders of the known findings
# under corpus/findings/reduced/ (their lit tests fail on opt-22 for the
# reason docs/findings.md documents, and their reduced programs still show
# the finding), one whole reduction, and a small `sweep --reduce`.
. "$TOP/tests/cli/lib.sh"
F=$TOP/corpus/findings
T=$TOP/corpus/transforms
LIT=${LIT:-/usr/lib/llvm-22/bin/lit}

# ---- usage and input errors: exit 2, nothing written -----------------------------
run reduce --unsound llvm %r --broken "$F/llvm-216100.ll"
expect_rc reduce_two_findings 2
run reduce --unsound foo %r "$F/llvm-216100.ll"
expect_rc reduce_bad_analysis 2
run reduce --broken "$F/llvm-216100.ll"
expect_rc reduce_broken_needs_pass 2
run reduce --unsound llvm %r "$TMPD/missing.ll"
expect_rc reduce_missing_file 2
expect_err reduce_missing_file_says 'missing.ll.*cannot read'
printf 'define void @f( {\n' >bad.ll
run reduce --not-mconverged B bad.ll --report "$TMPD/r-bad"
expect_rc reduce_bad_ir 2
expect_err reduce_bad_ir_says 'bad.ll.*opt-22 rejects it'
[ ! -e "$TMPD/r-bad" ] && ok reduce_bad_ir_writes_nothing || fail reduce_bad_ir_writes_nothing
# the finding must hold on FILE: exit 1 (llvm-216100.ll: LLVM 22 marks %s DIVERGENT)
run reduce --unsound llvm %s "$F/llvm-216100.ll"
expect_rc reduce_finding_absent 1
expect_err reduce_finding_absent_says 'does not hold'

# ---- --check: exit 0 exactly when the finding holds with the kind given ---------
# Sources: llvm-216100.ll's hand derivation (%r: LLVM uniform, witness 1 vs 0);
# docs/findings.md "Transforms" 5 (loop-simplify, broken at L=10), 6 (the
# fix-irreducible abort and its message).
run reduce --check --unsound llvm %r "$F/llvm-216100.ll"
expect_rc reduce_check_unsound 0
run reduce --check --unsound llvm %r --kind 'unsound llvm %r (add): something else' "$F/llvm-216100.ll"
expect_rc reduce_check_other_kind 1
run reduce --check --opt-fails --pass fix-irreducible --message 'PHINode should have one entry' \
  "$F/llvm-fix-irreducible-self-loop.ll"
expect_rc reduce_check_opt_fails 0
run reduce --check --opt-fails --pass loop-simplify "$F/llvm-fix-irreducible-self-loop.ll"
expect_rc reduce_check_opt_succeeds 1
run reduce --check --broken --pass loop-simplify -L 10 "$T/sweep-loop-simplify-irreducible.before.ll"
expect_rc reduce_check_broken_loop_simplify 0
# Through --pass (what --broken runs) fix-irreducible's guard tests
# `xor i1 %c.B0, true`, a condition only AFTER tests, computed from BEFORE's
# %c.B0 (a load): decided on values (the load a function of its address),
# broken, with the threads the case derives by hand
# (corpus/transforms/sweep-fix-irreducible-entries.tcase: B0 B1 B2 B4 B1 B3
# and B0 B4 B2 B4 B1 B3), on their prefixes (the shortest bound that shows
# it: both B2s before either thread's exit), and the values replayed.
run reduce --check --broken --pass fix-irreducible -L 8 "$T/sweep-fix-irreducible-entries.before.ll"
expect_rc reduce_check_broken_fix_irreducible 0
run transform --pass fix-irreducible -L 8 "$T/sweep-fix-irreducible-entries.before.ll"
expect_out reduce_fix_irreducible_thread1 '^    Thread1: B0 B1 B2 B4 B1 '
expect_out reduce_fix_irreducible_thread2 '^    Thread2: B0 B4 B2 B4 B1 '
expect_out reduce_fix_irreducible_inputs 'the input.s values \(found by Z3; both programs replayed on them\)'
# a finding that rests only on reading `icmp ult %tid, 0` as a term is not one
# (hand derivation in the file); with `ult %tid, 5` threads enter at x and y
run reduce --check --not-mconverged x "$TOP/tests/cli/reduce/terms-only-mconv.ll"
expect_rc reduce_check_mconv_terms_only 1
expect_out reduce_check_mconv_terms_only_says 'only with branch conditions read as terms'
sed 's/icmp ult i32 %tid, 0/icmp ult i32 %tid, 5/' "$TOP/tests/cli/reduce/terms-only-mconv.ll" >"$TMPD/mconv5.ll"
run reduce --check --not-mconverged x "$TMPD/mconv5.ll"
expect_rc reduce_check_mconv_real 0
# H, the loop header of llvm-216100.ll, is in a natural loop: one hierarchy, m-converged
run reduce --check --not-mconverged H "$F/llvm-216100.ll"
expect_rc reduce_check_mconverged 1
# a reduction keeps the original's way out of the function (finding.txt
# `exits`): irr2.ll returns, and a new user's reduction of it had no `ret`
# (irr2-no-exit.ll), later ones kept Exit only behind `switch i32 0`
# (irr2-switch0.ll) or a switch on `xor i32 0, 0` (irr2-xor.ll): the
# finding does not hold on any of them (their comments)
R2=$TOP/tests/cli/reduce
run reduce --check --finding "$R2/irr2.finding.txt" "$R2/irr2.ll"
expect_rc reduce_check_exits_rc 0
for f in irr2-no-exit irr2-switch0 irr2-xor; do
  run reduce --check --finding "$R2/irr2.finding.txt" "$R2/$f.ll"
  expect_rc "reduce_check_no_exit_rc_$f" 1
  expect_out "reduce_check_no_exit_$f" '^does not hold: no thread can leave the function any more'
done
# without the finding's `exits` (an older finding.txt, or the flags): either
run reduce --check --not-mconverged B "$R2/irr2-no-exit.ll"
expect_rc reduce_check_exits_either 0

# ---- the report folders of the known findings ------------------------------------
# NAME|what lit's output must contain (the documented reason, docs/findings.md)
if [ ! -x "$LIT" ]; then
  fail reduce_lit_available "$LIT not found (Debian package llvm-22-tools)"
else
  while IFS='|' read -r name reason; do
    d=$F/reduced/$name
    if [ ! -d "$d" ]; then fail "reduce_report $name" "no folder $d"; continue; fi
    CONVCHECK_LIT_OUT="$TMPD/lit-$name" "$LIT" -v "$d" >"$TMPD/lit-$name.log" 2>&1
    lrc=$?
    if [ "$lrc" -ne 0 ] && grep -q '^FAIL: ' "$TMPD/lit-$name.log" && grep -Eq -- "$reason" "$TMPD/lit-$name.log"; then
      ok "reduce_report $name: lit fails on opt-22 as documented"
    else
      fail "reduce_report $name: lit fails on opt-22 as documented" "lit exit $lrc" "$(tail -15 "$TMPD/lit-$name.log")"
    fi
    CONVCHECK="$CONVCHECK" sh "$d/interesting.sh" "$d/reduced.ll" >"$OUT" 2>"$ERR"
    RC=$?
    expect_rc "reduce_report $name: the reduced program still shows the finding" 0
  done <<'TABLE'
irreducible-header-choice|CHECK: DIVERGENT: %from.B1 = phi
irreducible-child-header|CHECK: DIVERGENT: %from.B1 = phi
pr216100-exit-phi|CHECK: DIVERGENT: %r = phi
fix-irreducible-abort|PHINode should have one entry for each predecessor of its parent basic block
loop-simplify-irreducible|CHECK: br i1 %c.B0, label %B1, label %B2
fix-irreducible-entries|CHECK: br i1 %c.B0, label %B1, label %B4
pr204958-thread-loop-header|CHECK: br i1 %c, label %side, label %head
TABLE
fi
# The broken transforms' lit tests pin the control flow: they must pass on
# the program unchanged (opt -passes=verify prints it back), so that they
# fail on LLVM 22 because of the pass and not because they cannot pass.
FILECHECK=${FILECHECK:-/usr/lib/llvm-22/bin/FileCheck}
for name in loop-simplify-irreducible fix-irreducible-entries pr204958-thread-loop-header; do
  t=$(ls "$F/reduced/$name"/*.test.ll 2>/dev/null | head -1)
  if [ -z "$t" ] || [ ! -x "$FILECHECK" ]; then fail "reduce_report $name: passes unchanged" "no test or FileCheck"; continue; fi
  if opt-22 -passes=verify -S "$t" | "$FILECHECK" "$t" >"$TMPD/fc.log" 2>&1; then
    ok "reduce_report $name: the lit test passes on the program unchanged"
  else
    fail "reduce_report $name: the lit test passes on the program unchanged" "$(head -5 "$TMPD/fc.log")"
  fi
done

# ---- one whole reduction: the fix-irreducible abort (opt only, quick) -------------
run reduce --opt-fails --pass fix-irreducible "$F/llvm-fix-irreducible-self-loop.ll" \
  --report "$TMPD/rep" --timeout 240000
expect_rc reduce_run_opt_fails 0
expect_out reduce_run_opt_fails_says '^finding: opt-22 -passes=fix-irreducible exits with an error: PHINode should have one entry'
# no larger than the program reduced by hand: 3 blocks (entry, H, X) and 6
# instructions (two phis, the add, three terminators), counted in the file
blk=$(sed -n 's/^reduced: .* to \([0-9]*\) blocks, \([0-9]*\) instructions.*/\1 \2/p' "$OUT")
set -- $blk
[ "${1:-9}" -le 3 ] && [ "${2:-9}" -le 6 ] && ok reduce_run_no_larger_than_by_hand ||
  fail reduce_run_no_larger_than_by_hand "got: $blk"
for f in reduced.ll witness.txt REPORT.md interesting.sh lit.cfg.py f.test.ll; do
  [ -s "$TMPD/rep/$f" ] || fail "reduce_report_has $f"
done
ok reduce_report_files
if [ -x "$LIT" ]; then
  CONVCHECK_LIT_OUT="$TMPD/lit-rep" "$LIT" -v "$TMPD/rep" >"$TMPD/lit-rep.log" 2>&1
  [ $? -ne 0 ] && grep -q 'PHINode should have one entry' "$TMPD/lit-rep.log" &&
    ok reduce_run_lit_fails || fail reduce_run_lit_fails "$(tail -10 "$TMPD/lit-rep.log")"
fi
run reduce --opt-fails --pass fix-irreducible "$F/llvm-fix-irreducible-self-loop.ll" --report "$TMPD/rep"
expect_rc reduce_report_exists 2
expect_err reduce_report_exists_says 'rep: error: already exists'

# ---- the engines' L, each its own witness's ----------------------------------------
# mconv5.ll (above): entry branches on tid < 5 to x or y, x -> y, y -> x: a
# cycle {x, y} entered at both, so two hierarchies (header x, header y).  By
# hand, threads entry x y and entry y x (3 blocks each) meet x once each and
# header x relates the two x's as converged, header y not: the explicit
# engine's witness, L=3.  The unbounded engine states its own witness's L
# (`mconv --unbounded`: entry x y x and entry y x y, L=4), so the lines
# differ in L, and a new user read 3 and 4 with no word of why: the output
# says it (reduce/ rx_recheck_bounds_note), and REPORT.md too.
run reduce --not-mconverged x "$TMPD/mconv5.ll" --report "$TMPD/mc5" --timeout 240000
expect_rc reduce_run_mconv_rc 0
expect_out reduce_run_mconv_explicit_L3 '^  explicit  confirms: block x is NOT m-converged \(k=2, L=3\)'
uL=$(sed -n 's/^  unbounded confirms: NOT m-converged (k=2, L=\([0-9]*\);.*/\1/p' "$OUT")
if [ -z "$uL" ]; then fail reduce_run_mconv_unbounded_L "$(grep unbounded "$OUT")"
elif [ "$uL" = 3 ]; then
  grep -q "^  (the engines' L differ" "$OUT" && fail reduce_run_mconv_no_note_when_alike "$(grep differ "$OUT")" ||
    ok "reduce_run_mconv_L (the engines agree on L=3, no note)"
else
  expect_out reduce_run_mconv_L_differ_said "^  \(the engines' L differ: each is the longest trace of that engine's own witness, not a bound it searched"
  grep -q "^(the engines' L differ: " "$TMPD/mc5/REPORT.md" && ok reduce_run_mconv_L_in_report ||
    fail reduce_run_mconv_L_in_report "$(sed -n '/Re-checked/,$p' "$TMPD/mc5/REPORT.md")"
fi

# ---- the clean-up, the title, the known finding ------------------------------------
# tests/cli/reduce/pr216100-before-cleanup.ll: llvm-reduce's output as it
# was before the clean-up step (its comment).  By hand: the increment folds
# (instsimplify: 0 + 1 = 1) and is then dead, %i's phi takes 1 from B; the
# intrinsic is declared bare (the reader adds its attributes back); the
# title says UniformityAnalysis once; the finding is PR 216100's
# (docs/findings.md "Known LLVM reports": a cycle-exit phi choosing by the
# exit edge).
run reduce --unsound llvm %r "$TOP/tests/cli/reduce/pr216100-before-cleanup.ll" \
  --report "$TMPD/clean" --timeout 240000
expect_rc reduce_cleanup_rc 0
expect_out reduce_cleanup_says 'cleaned up in [0-9.]+ s'
expect_out reduce_cleanup_known '^known: LLVM PR 216100 '
R=$TMPD/clean/reduced.ll
if [ -f "$R" ] && ! grep -q 'add i32 0, 1' "$R" && grep -q '%i = phi i32 \[ 0, %entry \], \[ 1, %B \]' "$R"; then
  ok reduce_cleanup_folds_dead_arithmetic
else fail reduce_cleanup_folds_dead_arithmetic "$(cat "$R" 2>/dev/null | head -20)"; fi
if [ -f "$R" ] && grep -qx 'declare i32 @llvm.amdgcn.workitem.id.x()' "$R" && ! grep -q '^attributes #' "$R" &&
   ! grep -q 'Function Attrs' "$R"; then
  ok reduce_cleanup_bare_intrinsic
else fail reduce_cleanup_bare_intrinsic "$(grep -E 'declare|attributes' "$R" 2>/dev/null)"; fi
if head -1 "$TMPD/clean/REPORT.md" 2>/dev/null | grep -qx '# \[UniformityAnalysis\] a divergent value reported uniform'; then
  ok reduce_report_title_once
else fail reduce_report_title_once "$(head -1 "$TMPD/clean/REPORT.md" 2>/dev/null)"; fi
grep -q '^A known finding: LLVM PR 216100 ' "$TMPD/clean/REPORT.md" 2>/dev/null &&
  ok reduce_report_known_finding || fail reduce_report_known_finding "$(head -8 "$TMPD/clean/REPORT.md" 2>/dev/null)"
# the names of the values are kept
grep -q '%leave = icmp eq i32 %tid, 0' "$R" 2>/dev/null && ok reduce_cleanup_names_kept ||
  fail reduce_cleanup_names_kept "$(cat "$R" 2>/dev/null | head -20)"

# ---- sweep --reduce on a small sample ----------------------------------------------
# docs/findings.md "Sweep": up to 4 blocks every unsound claim is a phi at an
# entry of an irreducible cycle; the smallest (s44_m2) has 3 blocks.
run sweep --blocks 3 --divergence each -L 6 --analysis llvm --reduce --db "$TMPD/sw.db"
expect_rc sweep_reduce 1
expect_out sweep_reduce_one_group '^groups of unsound claims \(by cause\): 1$'
expect_out sweep_reduce_cause '^  llvm: phi at an entry of an irreducible cycle at depth 1$'
expect_out sweep_reduce_representative 'representative s44_m2 %from.B1; 3 -> [1-3] blocks'
run results --db "$TMPD/sw.db" export last --json
expect_out sweep_reduce_recorded '"reduce-llvm"'
