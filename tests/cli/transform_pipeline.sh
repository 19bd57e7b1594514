# transform --pipeline (docs/transforms.md "A pipeline, pass by pass"):
# the table's steps against opt-22's own -print-changed list of the passes
# that changed the module and its -print-pass-numbers numbering (both
# independent of convcheck's dump reader), on our kernels and LLVM's tests;
# the first breaking pass against a hand derivation (a corpus case) and
# against opt-22's own verifier (-verify-each names the pass); input
# errors; the store; and the lit wrapper tools/convcheck-opt on LLVM's tests
# and on a test whose pass breaks convergence.
. "$TOP/tests/cli/lib.sh"
KLL=${KERNELS_LL:-$BUILD/kernels/ll}
OPT=opt-22
LIT=${LIT:-/usr/lib/llvm-22/bin/lit}

# steps_match NAME FILE PIPELINE TRIPLE : convcheck's steps (--json) are
# exactly the passes opt-22 -print-changed says changed the module, in
# order, and each step's number is opt-22's -print-pass-numbers number of
# that pass; steps opt printed no module after (invalidated) are only
# checked for their number.
steps_match() {
  name=$1 file=$2 pipeline=$3 triple=$4
  targ=; [ -n "$triple" ] && targ="-mtriple=$triple"
  run transform --json --timeout 120000 --pipeline "$pipeline" ${triple:+--mtriple "$triple"} "$file"
  if [ "$RC" -gt 2 ] || ! python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$OUT" 2>/dev/null; then
    fail "$name: runs" "exit status $RC" "$(head -c 600 "$ERR")"; return; fi
  $OPT $targ -passes="$pipeline" -print-changed -disable-output "$file" 2>&1 |
    sed -n 's/^\*\*\* IR Dump After \(.*\) on \(.*\) \*\*\*$/\1|\2/p' |
    grep -v 'omitted because no change$\|filtered out$' >"$TMPD/opt-steps"
  $OPT $targ -passes="$pipeline" -print-pass-numbers -disable-output "$file" 2>&1 |
    sed -n 's/^ Running pass \([0-9]*\) \(.*\) on \(.*\)$/\1|\2|\3/p' >"$TMPD/opt-numbers"
  python3 - "$OUT" "$TMPD/opt-steps" "$TMPD/opt-numbers" >"$TMPD/why" <<'EOF'
import json, sys
res = json.load(open(sys.argv[1]))
seen, ours, numbered = set(), [], []
for s in res["steps"]:
    if s["step"] in seen: continue
    seen.add(s["step"])
    numbered.append((s["step"], s["pass"].split("+")[0]))
    if not s["invalidated"]: ours.append("%s|%s" % (s["pass"], s["target"]))
opt = [l.rstrip("\n") for l in open(sys.argv[2])]
nums = {}
for l in open(sys.argv[3]):
    n, p, _ = l.rstrip("\n").split("|", 2)
    nums[int(n)] = p
bad = []
if ours != opt:
    bad.append("steps differ: convcheck %s, opt %s" % (ours, opt))
for n, p in numbered:
    if nums.get(n) != p:
        bad.append("step %d is %s, opt's pass %d is %s" % (n, p, n, nums.get(n)))
if not opt:
    bad.append("opt changed nothing: not a check")
print("; ".join(bad[:3]) if bad else "%d steps" % len(ours))
sys.exit(1 if bad else 0)
EOF
  if [ $? -eq 0 ]; then ok "$name: the steps are opt-22's ($(cat "$TMPD/why"))"
  else fail "$name: the steps are opt-22's" "$(cat "$TMPD/why")"; fi
}

# ---- our kernels, default<O2> and default<O3> from -O0 ------------------------------
if [ -f "$KLL/waterfall.amdgcn.O0.ll" ]; then
  steps_match "kernels waterfall amdgcn O3" "$KLL/waterfall.amdgcn.O0.ll" 'default<O3>' ""
  steps_match "kernels early_exit nvptx O2" "$KLL/early_exit.nvptx.O0.ll" 'default<O2>' ""
  steps_match "kernels ballot_compact amdgcn O2" "$KLL/ballot_compact.amdgcn.O0.ll" 'default<O2>' ""
else
  skip "transform --pipeline on kernels/ll (not built: make kernels)"
fi

# SROA on the -O0 readfirstlane waterfall: it was unknown in pair mode and
# in the table ("a convergent call without side effects runs more often in
# BEFORE", the loads' addresses two terms); it is a correct transform
# (tests/cli/transform_waterfall/waterfall-o0-sroa.tcase: the hand
# derivation on this kernel reduced), decided alike in both.  That a row
# has nothing "below" it where the reason is that unknown: the unit test
# pipeline_row_dropped_call_named_in_the_row (tests/unit/test_pipeline.c).
if [ -f "$KLL/waterfall_rfl.amdgcn.O0.ll" ]; then
  $OPT -S -passes=sroa "$KLL/waterfall_rfl.amdgcn.O0.ll" -o "$TMPD/rfl.sroa.ll"
  run transform "$KLL/waterfall_rfl.amdgcn.O0.ll" "$TMPD/rfl.sroa.ll"
  expect_out "pipeline: the -O0 waterfall's SROA, pair mode" '^_Z13waterfall_rflPKiPi: preserved within k=2, L=12 '
  run transform --pipeline sroa "$KLL/waterfall_rfl.amdgcn.O0.ll"
  expect_out "pipeline: the -O0 waterfall's SROA, its row" '^ +1 +SROAPass +_Z13waterfall_rflPKiPi +preserved '
fi

# A step's "check" is the object `transform --json` prints for the same
# pair (one renderer): SROA after SimplifyCFG on the readfirstlane
# waterfall, whose first round (L=4) was unknown, checked as a pair on
# opt-22's own outputs of the two passes.  Both must say the bound asked
# (-L 12), where the rounds stopped ("unknown_at") and what held below it
# ("preserved_within", null here: the first round stopped); a script read
# "bound": 4 and no unknown_at in the step where -L 12 was asked.
if [ -f "$KLL/waterfall_rfl.amdgcn.O0.ll" ]; then
  $OPT -S -passes=simplifycfg "$KLL/waterfall_rfl.amdgcn.O0.ll" -o "$TMPD/rfl.cfg.ll"
  $OPT -S -passes=sroa "$TMPD/rfl.cfg.ll" -o "$TMPD/rfl.cfg.sroa.ll"
  run transform --json -L 12 "$TMPD/rfl.cfg.ll" "$TMPD/rfl.cfg.sroa.ll"
  cp "$OUT" "$TMPD/rfl.pair.json"
  run transform --json -L 12 --pipeline 'simplifycfg,sroa' "$KLL/waterfall_rfl.amdgcn.O0.ll"
  if python3 - "$TMPD/rfl.pair.json" "$OUT" <<'EOF' >"$TMPD/why"
import json, sys
pair = json.load(open(sys.argv[1]))["functions"][0]
steps = [s for s in json.load(open(sys.argv[2]))["steps"] if s["pass"] == "SROAPass"]
step = steps[0]["check"] if steps else {}
for o in (pair, step):
    o.pop("seconds", None)
# (the step became preserved when the values took the pointer casts'
# sources, h29a; an unknown one must say where the rounds stopped)
ok = (step == pair and step.get("bound") == 12 and step.get("verdict") in ("preserved", "unknown")
      and (step.get("verdict") != "unknown" or
           ("preserved_within" in step and 0 < step.get("unknown_at", 0) <= 12)))
print({k: step.get(k) for k in ("verdict", "bound", "preserved_within", "unknown_at")},
      "" if step == pair else "pair: %s" % {k: pair.get(k) for k in ("verdict", "bound", "unknown_at")})
sys.exit(0 if ok else 1)
EOF
  then ok "pipeline --json: a step's check is the pair's object, at the bound asked ($(cat "$TMPD/why"))"
  else fail "pipeline --json: a step's check is the pair's object, at the bound asked" "$(cat "$TMPD/why")"; fi
fi

# ---- the rules first (bounded mode, docs/transforms.md "A pipeline, pass by pass") ------
# A step the lockstep or simulation rule proves (docs/unbounded.md) is
# preserved for every L and every k without its rounds.  waterfall's SROA
# step: the same CFG, the slots' loads and stores values -- the lockstep
# rule; the rounds alone (pair mode, which does not try the rules) say
# preserved within k=2, L=12 on the same step, so the two agree.  Its
# SimplifyCFG step changes the CFG: the simulation rule, but not under
# --uncontrolled control-dependence (its argument is maximal
# convergence's), where the rounds decide the step.
if [ -f "$KLL/waterfall.amdgcn.O0.ll" ]; then
  wf=$KLL/waterfall.amdgcn.O0.ll
  $OPT -S -passes=sroa "$wf" -o "$TMPD/wf.sroa.ll"
  run transform "$wf" "$TMPD/wf.sroa.ll"
  expect_out "rules first: the rounds alone on waterfall's SROA step" '^waterfall: preserved within k=2, L=12 '
  run transform --json --pipeline sroa "$wf"
  if python3 - "$OUT" <<'EOF' >"$TMPD/why"
import json, sys
s = json.load(open(sys.argv[1]))["steps"][0]
c = s["check"]
ok = (s["verdict"] == "preserved" and c.get("rule") == "lockstep"
      and s["reason"].startswith("for every L, all k: the lockstep rule")
      and c["basis"] == "proven" and c.get("scope") == "every L, all k" and c["inputs"] == 0
      and not {"every_L", "all_threads", "rule", "basis", "scope"} & set(s))
print(s["reason"][:200], c["basis"], c.get("scope"), c["inputs"])
sys.exit(0 if ok else 1)
EOF
  then ok "rules first: --pipeline sroa on waterfall is proven by the lockstep rule, no round run"
  else fail "rules first: --pipeline sroa on waterfall is proven by the lockstep rule" "$(cat "$TMPD/why")"; fi
  run transform --pipeline simplifycfg "$wf"
  expect_out "rules first: SimplifyCFG on waterfall by the simulation rule" \
    '^ +1  SimplifyCFGPass +waterfall +preserved .* for every L, all k: the simulation rule, '
  expect_out "rules first: the summary counts it" \
    '^for every L and every k: 1 of 1 check proven by a rule before the bounded check, 0 by the lockstep rule, 1 by the simulation rule'
  run transform --uncontrolled control-dependence --pipeline simplifycfg "$wf"
  expect_out "rules first: not the simulation rule under control-dependence" \
    '^ +1  SimplifyCFGPass +waterfall +preserved .* within L=12: '
  expect_out "rules first: the rounds' verdict is decided within the bounds" \
    "; asked k=2, L=12: 1 check decided within these bounds\$"
fi

# ---- a callee's step shown on its caller, said under the titles -----------
# kernels/barrier_loop.cl for nvptx at -O0: the kernel barrier_loop calls
# its body __clang_ocl_kern_imp_barrier_loop (docs/sources.md), so a
# function pass's step on the body shows on the kernel's row too, checked
# with the body expanded; a user read such a row as a change of the kernel
bl=$KLL/barrier_loop.nvptx.O0.ll
if [ -f "$bl" ]; then
  run transform --no-db --pipeline 'function(simplifycfg)' "$bl"
  expect_out "pipeline: a callee's step on its caller's row" '^ +[0-9]+  SimplifyCFGPass +barrier_loop +preserved '
  expect_out "pipeline: the legend says why" "^       \\(a function pass's step shows on each function that calls the one it changed: a function is checked with its callees expanded"
  run transform --no-db --pipeline 'function(simplifycfg)' "$TOP/tests/cli/transform_pipeline/loopform.ll"
  if grep -q "a function pass's step shows" "$OUT"; then
    fail "pipeline: no caller legend where every row is its step's own function" "$(head -4 "$OUT")"
  else ok "pipeline: no caller legend where every row is its step's own function"; fi
else skip "pipeline: a callee's step on its caller's row (kernels/ll not built: make kernels)"; fi

# ---- a pass that breaks convergence: the corpus case's hand derivation -------------------
# corpus/transforms/sweep-loop-simplify-irreducible.tcase derives by hand
# that loop-simplify breaks this function (expect broken).
case_ll=$TOP/corpus/transforms/sweep-loop-simplify-irreducible.before.ll
run transform --pipeline loop-simplify "$case_ll"
expect_rc "pipeline loop-simplify: exit 1 (broken)" 1
expect_out "pipeline loop-simplify: the table's row" '^ +1  LoopSimplifyPass +s753_m3 +broken '
expect_out "pipeline loop-simplify: names the first breaking pass" \
  '^the first pass that breaks convergence: LoopSimplifyPass \(pass 1, on s753_m3\)$'
expect_out "pipeline loop-simplify: with transform's counterexample" '^  communicating sets that differ:$'
# the bound the verdict rests on is the counterexample's, the one
# `transform --pass` states for the same step (a user read "broken (k=2,
# L=12)" in the pipeline and "(k=2, L=4)" from --pass); the hand
# derivation's witness has at most 10 blocks, so it is at most 10
pl_line=$(grep '^s753_m3: broken (k=2, L=' "$OUT")
run transform --pass loop-simplify "$case_ll"
pass_line=$(grep '^s753_m3: broken (k=2, L=' "$OUT")
pl_L=$(echo "$pl_line" | sed -n 's/.*L=\([0-9]*\)).*/\1/p')
if [ -n "$pl_line" ] && [ "$pl_line" = "$pass_line" ] && [ "${pl_L:-99}" -le 10 ]; then
  ok "pipeline loop-simplify: the counterexample's own bound, as --pass"
else
  fail "pipeline loop-simplify: the counterexample's own bound, as --pass" "pipeline: $pl_line" "--pass: $pass_line"
fi
steps_match "pipeline loop-simplify" "$case_ll" loop-simplify ""

# --reduce: the broken step handed to reduce/ (llvm-reduce), the finding
# confirmed on the reduced program, and reduce's report folder
if [ -n "$(command -v llvm-reduce-22 || ls /usr/lib/llvm-22/bin/llvm-reduce 2>/dev/null)" ]; then
  run transform --pipeline loop-simplify --reduce --report "$TMPD/rep" "$case_ll"
  expect_rc "pipeline --reduce: exit 1 (the step is broken)" 1
  expect_out "pipeline --reduce: the finding" '^reduce: broken by loop-simplify: '
  expect_out "pipeline --reduce: confirmed on the reduced program" '^  explicit  confirms: broken'
  expect_out "pipeline --reduce: the reduced program follows" '^define amdgpu_kernel void @s753_m3'
  [ -f "$TMPD/rep/REPORT.md" ] && [ -f "$TMPD/rep/reduced.ll" ] && ok "pipeline --reduce --report: the folder" ||
    fail "pipeline --reduce --report: the folder" "$(ls "$TMPD/rep" 2>&1)"
else
  skip "pipeline --reduce (no llvm-reduce-22)"
fi

# ---- what the verdicts rest on ----------------------------------------------------------
# A step whose rounds stopped below the bound asked: the anchor sunk into
# the loop (corpus/transforms/sink-anchor-into-loop.after.ll) plus an
# empty block after the entry that simplifycfg merges (it also folds the
# counter's start into a select); with --max-behaviours 2 the pair check
# (transform BEFORE AFTER, independent of the table) stops at some L above
# a preserved one.  (A change of values only, a dead add instsimplify
# removes, is proven for every L by the lockstep rule, which a pipeline
# tries first; a CFG change on a program with tokens is left to the
# rounds: the lockstep rule needs one shape, the simulation rule refuses
# tokens.)  The header and the summary must say the bound asked, that one
# check stopped lower, and at the L the pair check gives (a user read
# "checked within k=2, L=12" above such a step).
sed 's/^  %c = icmp slt i32 %tid, 8/  br label %A2\nA2:\n&/' \
  "$TOP/corpus/transforms/sink-anchor-into-loop.after.ll" >"$TMPD/sunk.ll"
$OPT -S -passes=simplifycfg "$TMPD/sunk.ll" -o "$TMPD/sunk.after.ll"
run transform -L 12 --max-behaviours 2 "$TMPD/sunk.ll" "$TMPD/sunk.after.ll"
lo=$(sed -n 's/.*preserved within L=\([0-9]*\) only.*/\1/p' "$OUT" | head -1)
run transform --pipeline simplifycfg -L 12 --max-behaviours 2 "$TMPD/sunk.ll"
expect_rc pipeline_stopped_lower_unknown 2
if [ -z "$lo" ]; then fail "pipeline: the header says a step stopped lower" "the pair check stopped nowhere"
else
  expect_out pipeline_stopped_lower_header "^[^ ]*sunk.ll: opt-22 -passes='simplifycfg': .*; asked k=2, L=12: 0 checks decided within these bounds, 1 unknown \\(preserved within L=$lo only: see its reason\\)\$"
  expect_out pipeline_stopped_lower_summary "^what the verdicts rest on: asked k=2, L=12: 0 checks decided within these bounds, 1 unknown \\(preserved within L="
fi
grep -q 'checked within' "$OUT" && fail "pipeline: no 'checked within' header" "$(head -1 "$OUT")"
run transform --json --pipeline simplifycfg -L 12 --max-behaviours 2 "$TMPD/sunk.ll"
expect_out pipeline_stopped_lower_json "\"decided\":0,\"stopped_lower\":1,\"lowest_preserved_within\":${lo:-none},\"undecided\":0,"
# a check proven for every L is counted apart from those decided within
# the bounds (a user read "38 checks decided within these bounds" above
# "every check is proven for every L"): the same function without the
# sunk anchor and a dead add instsimplify removes, which the lockstep rule
# proves (the pair check with --unbounded proves it for every L too, its
# paths ending within 12 blocks)
sed 's/^  %c = icmp slt i32 %tid, 8/  %dead = add i32 %tid, 1\n&/' \
  "$TOP/corpus/transforms/sink-anchor-into-loop.before.ll" >"$TMPD/anchor.ll"
$OPT -S -passes=instsimplify "$TMPD/anchor.ll" -o "$TMPD/anchor.after.ll"
run transform --unbounded "$TMPD/anchor.ll" "$TMPD/anchor.after.ll"
expect_out pipeline_proven_pair '^f: preserved \(proven for every L, '
run transform --pipeline instsimplify "$TMPD/anchor.ll"
expect_out pipeline_proven_header "; asked k=2, L=12: 1 check proven for every L\$"
expect_out pipeline_proven_summary "^what the verdicts rest on: asked k=2, L=12: 1 check proven for every L\$"
expect_out pipeline_proven_last '^no pass breaks convergence: every check is proven for every L$'
grep -q 'decided within' "$OUT" && fail "pipeline: a proven check is not 'decided within these bounds'" "$(head -1 "$OUT")"
run transform --json --pipeline instsimplify "$TMPD/anchor.ll"
expect_out pipeline_proven_json '"proven_every_L":1,"decided":0,"stopped_lower":0,'
# The function column in brackets: opt's own -print-changed banner names a
# call-graph pass's unit "(g)" (an SCC); the table explains the brackets
# once, under the column titles, before the first such row.
printf 'define i32 @g(i32 %%x) {\n  ret i32 %%x\n}\n' >>"$TMPD/anchor.ll"
if $OPT -passes='cgscc(function-attrs)' -print-changed -disable-output "$TMPD/anchor.ll" 2>&1 |
    grep -q 'IR Dump After PostOrderFunctionAttrsPass on (g) \*\*\*$'; then
  run transform --pipeline 'cgscc(function-attrs),instsimplify' "$TMPD/anchor.ll"
  legend=$(grep -n '^ *(function in brackets: the step as a whole, what the pass ran on: (f, g) a call-graph pass on the functions named' "$OUT" | cut -d: -f1)
  row=$(grep -n '^ *[0-9]*  PostOrderFunctionAttrsPass  (g) ' "$OUT" | cut -d: -f1)
  if [ -n "$legend" ] && [ -n "$row" ] && [ "$legend" -eq 3 ] && [ "$legend" -lt "$row" ]; then
    ok "pipeline: the brackets of the function column are explained"
  else fail "pipeline: the brackets of the function column are explained" "$(head -5 "$OUT")"; fi
else fail "pipeline: function-attrs changes @g (opt-22's banner)" "not on (g)"; fi

# ---- the store --------------------------------------------------------------------------
run transform --pipeline loop-simplify --db "$TMPD/t.db" "$case_ll"
run results --db "$TMPD/t.db" export last
if grep -q 'transform --pipeline' "$OUT" && grep -q 'pass 1 LoopSimplifyPass on s753_m3' "$OUT" &&
   grep -q 'broken' "$OUT"; then ok "pipeline --db: the step is recorded"
else fail "pipeline --db: the step is recorded" "$(head -c 600 "$OUT")"; fi

# ---- input errors -----------------------------------------------------------------------
run transform --pipeline 'no-such-pass' "$case_ll"
expect_rc "pipeline: an unknown pass is an error" 2
expect_err "pipeline: opt's complaint is shown" "opt-22 -passes=no-such-pass failed .*unknown pass name"
run transform --pipeline loop-simplify "$TMPD/missing.ll"
expect_rc "pipeline: a missing file is an error" 2
run transform --pipeline loop-simplify "$case_ll" "$case_ll"
expect_rc "pipeline: one FILE" 2
printf 'define void @f() {\nentry:\n  ret i32 0\n}\n' >"$TMPD/bad.ll"
run transform --pipeline loop-simplify "$TMPD/bad.ll"
expect_rc "pipeline: a file the reader refuses is an input error" 2
expect_err "pipeline: the error names the place" 'bad\.ll:3:[0-9]+: error'
# LLVM's verifier rejects the input (a target's rule): the reader runs it
# before opt does, and names the place and the verifier's own reason (the
# same text opt-22 prints before its "input module is broken!" line)
printf 'target triple = "amdgcn-amd-amdhsa"\ndefine void @f() {\n  %%p = alloca i32\n  ret void\n}\n' \
  >"$TMPD/alloca.ll"
run transform --pipeline sroa "$TMPD/alloca.ll"
expect_rc "pipeline: an input opt's verifier rejects is an error" 2
expect_err "pipeline: with the verifier's reason" \
  'alloca.ll:3:3: error: .*alloca on amdgpu must be in addrspace\(5\)'
run transform --pipeline loop-simplify --pass loop-simplify "$case_ll"
expect_rc "pipeline: --pass and --pipeline exclude each other" 2

# ---- LLVM's tests ------------------------------------------------------------------------
if need_llvm_tests "transform --pipeline on LLVM's tests"; then
  cu=$LLVM_TESTS/Transforms/LoopUnroll/convergent.controlled.ll
  # opt-22 -verify-each names the pass after which the IR is invalid
  # (an inner shell reports opt's abort into the file, not the log)
  sh -c '"$@"; exit 0' sh "$OPT" -passes='default<O3>' -verify-each -disable-output "$cu" \
    >"$TMPD/verify.txt" 2>&1
  pass=$(sed -n 's/^LLVM ERROR: Broken function found after pass "\(.*\)", compilation aborted!$/\1/p' \
    "$TMPD/verify.txt")
  run transform --pipeline 'default<O3>' --timeout 120000 "$cu"
  expect_rc "LoopUnroll/convergent.controlled.ll default<O3>: exit 1" 1
  if [ -n "$pass" ] && grep -q "^the first pass that breaks convergence: $pass " "$OUT" &&
     grep -q "AFTER invalid: LLVM's verifier" "$OUT"; then
    ok "LoopUnroll/convergent.controlled.ll: the first break is $pass, AFTER invalid, as opt's verifier says"
  else
    fail "LoopUnroll/convergent.controlled.ll: the first break is opt's verifier's pass ($pass)" \
      "$(grep -A3 'first pass' "$OUT" | head -5)"
  fi
  steps_match "Inline/convergence-inline.ll cgscc(inline)" \
    "$LLVM_TESTS/Transforms/Inline/convergence-inline.ll" 'cgscc(inline)' ""
  steps_match "LICM/convergent.ll licm" "$LLVM_TESTS/Transforms/LICM/convergent.ll" licm ""
  steps_match "JumpThreading/skip-merging-duplicate-convergence-intrinsics.ll jump-threading" \
    "$LLVM_TESTS/Transforms/JumpThreading/skip-merging-duplicate-convergence-intrinsics.ll" \
    jump-threading ""
fi

# ---- the lit wrapper -----------------------------------------------------------------------
if [ ! -x "$LIT" ]; then
  skip "convcheck-opt under lit ($LIT not found: Debian package llvm-22-tools)"
else
  export CONVCHECK_LIT_OUT="$TMPD/lit-out"
  # a test whose pass breaks convergence: its RUN line fails with the
  # wrapper, passes with opt-22 alone and in report mode (which says fail)
  mkdir -p "$TMPD/llvm/Transforms/Mine"
  { printf '; RUN: opt -S -passes=loop-simplify < %%s | FileCheck %%s\n; CHECK: define\n'
    cat "$case_ll"; } >"$TMPD/llvm/Transforms/Mine/broken.ll"
  lit_run() { # MODE ARGS...: lit on the folder, its log in $TMPD/lit.log
    mode=$1; shift
    CONVCHECK="$CONVCHECK" CONVCHECK_OPT_MODE=$mode CONVCHECK_OPT_REPORT="$TMPD/report.tsv" \
      "$LIT" -v "$@" >"$TMPD/lit.log" 2>&1; }
  lit_run fail --param llvm_tests="$TMPD/llvm" "$TOP/tests/lit-llvm/Transforms/Mine"
  if grep -q '^PASS: .*Transforms/Mine/broken.ll' "$TMPD/lit.log"; then
    ok "convcheck-opt: the test passes with opt-22 alone"
  else fail "convcheck-opt: the test passes with opt-22 alone" "$(tail -20 "$TMPD/lit.log")"; fi
  lit_run fail --param llvm_tests="$TMPD/llvm" -Dopt="$TOP/tools/convcheck-opt" \
    "$TOP/tests/lit-llvm/Transforms/Mine"
  if grep -q '^FAIL: .*Transforms/Mine/broken.ll' "$TMPD/lit.log" &&
     grep -q "breaks convergence: pass 1 LoopSimplifyPass on s753_m3: broken" "$TMPD/lit.log"; then
    ok "convcheck-opt: a broken pass fails its RUN line"
  else fail "convcheck-opt: a broken pass fails its RUN line" "$(tail -20 "$TMPD/lit.log")"; fi
  rm -f "$TMPD/report.tsv"
  lit_run report --param llvm_tests="$TMPD/llvm" -Dopt="$TOP/tools/convcheck-opt" \
    "$TOP/tests/lit-llvm/Transforms/Mine"
  if grep -q '^PASS: .*Transforms/Mine/broken.ll' "$TMPD/lit.log" &&
     grep -q "broken.ll	loop-simplify	fail	pass 1 LoopSimplifyPass" "$TMPD/report.tsv"; then
    ok "convcheck-opt: report mode passes the RUN line and reports the break"
  else fail "convcheck-opt: report mode" "$(tail -5 "$TMPD/lit.log")" "$(cat "$TMPD/report.tsv" 2>&1)"; fi
  if need_llvm_tests "convcheck-opt on LLVM's tests"; then
    # tests whose CHECK lines pass with opt-22 and whose passes keep
    # convergence within the bounds: the same lit verdict with the wrapper
    for t in SimplifyCFG/convergent.ll LoopSimplify/convergent.ll Sink/convergent.ll; do
      rm -f "$TMPD/report.tsv"
      lit_run fail --param llvm_tests="$LLVM_TESTS" -Dopt="$TOP/tools/convcheck-opt" \
        "$TOP/tests/lit-llvm/Transforms/$t"
      if grep -q "^PASS: .*Transforms/$t" "$TMPD/lit.log" && [ -s "$TMPD/report.tsv" ] &&
         ! grep -q '	fail	' "$TMPD/report.tsv"; then
        ok "convcheck-opt: lit passes $t ($(cut -f3 "$TMPD/report.tsv" | sort | uniq -c | tr -s ' \n' ' '))"
      else fail "convcheck-opt: lit on $t" "$(tail -8 "$TMPD/lit.log")" "$(cat "$TMPD/report.tsv" 2>&1)"; fi
    done
  fi
fi

# --timeout 1: opt gets what the command's limit left after reading the
# input (at most 1 ms) and is killed; the message says where that 1 ms
# comes from (a new user read "within 1 ms" after --timeout 50 as the
# option not honoured)
run transform --timeout 1 --pipeline 'default<O2>' "$KLL/warp_sum.nvptx.O0.ll"
expect_rc pipeline_timeout_rc 2
expect_err pipeline_timeout_says_left 'did not finish within [01] ms \(what --timeout left after reading the input\) \(killed\): no verdict; --timeout \(in milliseconds\) gives it longer'

# every check proven for every L (SROA and EarlyCSE on ballot_join at -O0:
# the lockstep rule, docs/unbounded.md): the last line says so, not "within
# the bounds" (a new user's --unbounded run read as bounded)
run transform --no-db --pipeline 'sroa,early-cse' "$TOP/kernels/ll/ballot_join.nvptx.O0.ll"
expect_out pipeline_all_proven_says_every_L '^no pass breaks convergence: every check is proven for every L$'

# --unbounded: a step neither rule decides (SROA on block_sum at -O0: its
# loop's trip count open, the shapes differ) ends its reason with what to
# do next, as `transform --unbounded` does: -L extends the bounded check
# (tests/cli/transform_simulate.sh checks that it does), no option decides
# every L (docs/unbounded.md "What stays unknown")
run transform --no-db --unbounded --pipeline 'sroa' "$KLL/block_sum.amdgcn.O0.ll"
expect_rc pipeline_unbounded_unknown_rc 2
expect_out pipeline_unbounded_unknown_next '^ +1  SROAPass +_Z9block_sumPKiPi +unknown .*for every L: .*; what to do next: a larger -L extends the bounded check \(now L=12\) to longer paths; no option decides every L here \(docs/unbounded.md "What stays unknown": the rules it would need\)$'
expect_out pipeline_unbounded_unknown_summary '; the unknown step is not decided \(its reason says why and, where it can, what to do next\)'

# --unbounded: the summary's count by what each proof rests on (a new user
# read "for every L and every k ... by a rule before the bounded check" above
# rows that each say "for every L, k=2: every path ... ends within 5
# blocks": the bounded mode's sentence, chosen because the first row was an
# unchanged step).  transform_pipeline/sgred.cl is that user's OpenCL
# kernel, sgred.O0.ll its clang-22 -O0 IR (docs/sources.md's flags); no
# loop, so every check is proven because every path ends.
run transform --no-db --unbounded --pipeline 'default<O2>' "$TOP/tests/cli/transform_pipeline/sgred.O0.ll"
expect_out pipeline_unbounded_summary_by_basis '^for every L \(--unbounded\): ([0-9]+) of \1 checks preserved for every trip count: 0 by the lockstep rule and 0 by the simulation rule \(all k\), \1 because every path ends within a bound \(the bounded check there, k=2\)'
if grep -q 'before the bounded check' "$OUT"; then fail pipeline_unbounded_not_bounded_sentence "$(grep 'before the bounded' "$OUT")"; else ok pipeline_unbounded_not_bounded_sentence; fi

# --pass with several passes is one step: where it is unknown, the exit-2
# line points at --pipeline (a new user read `--pass 'default<O2>'`
# unknown where --pipeline proved every step).  The input:
# transform_crosslane/float-arg.after.ll, whose `fadd float 1.0, %x`
# InstCombine writes `fadd float %x, 1.0` (constants to the right): floats
# are uninterpreted, so the call's argument is not known equal, unknown at
# L=12.  (It was the user 7 kernel of transform_counts/, sroa,early-cse,
# instcombine, until h31x decided it: preserved -- the same blocks and
# calls, `(i & 63) << 2` as `(i << 2) & 252`, BEFORE's convergent results
# no longer free in the one-thread query.)
run transform --no-db --pass 'early-cse,instcombine' "$TOP/tests/cli/transform_crosslane/float-arg.after.ll"
expect_rc pass_several_unknown 2
expect_err pass_several_points_at_pipeline "checks the passes' whole output at once: \`--pipeline 'early-cse,instcombine'\` checks each pass's step apart"

# --step-timeout: each step's rounds at most MS after the rules' attempt,
# so a step that cannot be decided fast is unknown for its own limit and
# the next one starts (Rodinia's pathfinder: four steps used the whole
# --timeout 300000 and 56 checks never ran).  On heavy.O0.ll (above) with
# 1 ms no round of InstCombine's check (Z3's questions on its path pairs)
# ends within it: unknown, exit 2, the rounds stopped; EarlyCSE is a value-only
# step the lockstep rule proves before any round (its limit untouched);
# the reason names the step's limit, not --timeout's.
run transform --no-db --step-timeout 1 --pipeline 'sroa,early-cse,instcombine' "$TOP/tests/cli/transform_counts/heavy.O0.ll"
expect_rc step_timeout_unknown_rc 2
expect_out step_timeout_row '^ +3  InstCombinePass +_Z5heavyPKiPii +unknown +[0-9.]+s  at L=[0-9]+ the step.s time limit \(--step-timeout 1 ms\) stopped the search: a larger one, or a smaller -L, decides more'
expect_out step_timeout_rule_first '^ +2  EarlyCSEPass +_Z5heavyPKiPii +preserved +[0-9.]+s  for every L, all k: the lockstep rule'
run transform --no-db --step-timeout 1000 "$TOP/tests/cli/transform_counts/heavy.O0.ll" "$TOP/tests/cli/transform_counts/heavy.O0.ll"
expect_rc step_timeout_without_pipeline_rc 2
expect_err step_timeout_without_pipeline '^convcheck transform: --step-timeout goes with --pipeline$'

# ---- a step that changes the loop form only ------------------------------------------
# transform_pipeline/loopform.ll derives each function's step by hand: @f's
# LoopUnrollPass step adds a preheader, an exit block and an LCSSA phi and
# unrolls nothing (the reason says so first); @g's unrolls its loop fully
# (no such words).  Under loop-mssa(licm) LoopSimplifyPass and LCSSAPass
# are steps of their own, whose names say it: no such words either.
LF=$TOP/tests/cli/transform_pipeline/loopform.ll
run transform --no-db --pipeline loop-unroll "$LF"
expect_rc loop_form_rc 0
expect_out loop_form_row '^ +1  LoopUnrollPass +f +preserved +[0-9.]+s  loop-simplify form only \(a preheader added, an exit block added, an LCSSA phi added; nothing else changed\): for every L'
expect_out loop_form_unrolled_row '^ +2  LoopUnrollPass +g +preserved +[0-9.]+s  for every L'
if grep -q '^ *2 .*loop-simplify form only' "$OUT"; then fail loop_form_not_unrolled "$(grep '^ *2 ' "$OUT")"; else ok loop_form_not_unrolled; fi
run transform --no-db --pipeline 'loop-mssa(licm)' "$LF"
expect_out loop_form_own_pass '^ +1  LoopSimplifyPass +f +preserved'
if grep -q 'loop-simplify form only' "$OUT"; then fail loop_form_own_pass_plain "$(grep 'form only' "$OUT")"; else ok loop_form_own_pass_plain; fi
# the JSON row's reason is the same words
run transform --no-db --json --pipeline loop-unroll "$LF"
expect_out loop_form_json '"reason": ?"loop-simplify form only \(a preheader added'

# --function F: a step that changed another function but not F is "not
# checked", its reason naming that function (user 13 read "unchanged ...
# attributes, metadata, globals or declarations only" for a step that
# rewrote another function).  By hand: instsimplify folds @g's `add %x, 0`
# into %x and leaves @f (no instruction to simplify): one step, the 2nd pass execution (on @g);
# with --function f it is not checked; without, @g's step is checked
cat >"$TMPD/two.ll" <<'EOF2'
define i32 @f(i32 %x) {
entry:
  ret i32 %x
}
define i32 @g(i32 %x) {
entry:
  %y = add i32 %x, 0
  ret i32 %y
}
EOF2
run transform --no-db --pipeline instsimplify --function f "$TMPD/two.ll"
expect_out function_other_not_checked '^ +2  InstSimplifyPass +g +not checked +[0-9.]+s  --function f: the step changed @g, not @f$'
if grep -q 'attributes, metadata' "$OUT"; then fail function_other_not_unchanged "$(cat "$OUT")"; else ok function_other_not_unchanged; fi
run transform --no-db --pipeline instsimplify "$TMPD/two.ll"
expect_out function_all_checked '^ +2  InstSimplifyPass +g +preserved '
