# `convcheck audit`: verdict counts derived by hand (the derivations are
# cited or written next to each check), the rendering of .cfg files
# accepted by opt-22, the result store, JSON, and errors (exit status 2).
. "$TOP/tests/cli/lib.sh"
OPT=${OPT:-opt-22}
command -v "$OPT" >/dev/null 2>&1 || { fail audit_opt_available "$OPT not found"; exit 0; }
UA=$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU

# ---- LLVM's known unsound cycle-exit phi -------------------------------------
# corpus/llvm/divergent-cycle-exit-phi.divergent_cycle_exit_phi.case derives
# that %acc is divergent (witness at L = 8) while LLVM 22 calls it uniform;
# every other claim of LLVM's is right there: %tid, %div.cond and br body
# divergent, %iv, %exit.cond, %iv.next and br loop uniform.  8 claims
# (6 values, 2 branches): 1 unsound, 0 imprecise, 7 agree.
if need_llvm_tests "audit of divergent-cycle-exit-phi.ll"; then
run audit --no-db --analysis llvm -L 8 --function divergent_cycle_exit_phi "$UA/divergent-cycle-exit-phi.ll"
expect_rc audit_exit_phi_status 1
expect_out audit_exit_phi_counts '^  llvm 1 function, 8 claims: 1 unsound, 0 imprecise \(within the bounds\), 7 agree$'
expect_out audit_exit_phi_claim '^UNSOUND +llvm .*@divergent_cycle_exit_phi %acc: llvm says uniform'
expect_out audit_exit_phi_witness '%acc differs between them'
# the same file, both analyses: LLVM's line is the same whatever else runs
run audit --no-db -L 8 --function divergent_cycle_exit_phi "$UA/divergent-cycle-exit-phi.ll"
expect_out audit_exit_phi_both '^  llvm 1 function, 8 claims: 1 unsound, 0 imprecise \(within the bounds\), 7 agree$'
expect_out audit_exit_phi_both_ours '^  ours 1 function, 8 claims: '
# uniform_cycle_exit_phi (same file): both exit edges carry 7, so %acc is
# uniform; LLVM says uniform too.  No unsound claim: exit status 0.
run audit --no-db --analysis llvm -L 8 --function uniform_cycle_exit_phi "$UA/divergent-cycle-exit-phi.ll"
expect_rc audit_uniform_exit_phi_status 0
expect_out audit_uniform_exit_phi_counts '^  llvm 1 function, 8 claims: 0 unsound, 0 imprecise \(within the bounds\), 8 agree$'
fi

# ---- .cfg files: rendered, read back, audited ---------------------------------
# E -> A, B divergent; A, B -> J.  Rendered: %tid, %d.E, %c.E in E and the
# join witness %from.J in J (docs/audit.md "Rendering"): 4 values + br E =
# 5 claims.  All divergent in the reference (the threads that split at E
# meet at J, in no cycle, from different blocks) and for both analyses.
mkdir "$TMPD/dir"
printf 'E -> A, B divergent\nA -> J\nB -> J\nJ\n' >"$TMPD/dir/diamond.cfg"
run audit --no-db "$TMPD/dir/diamond.cfg"
expect_rc audit_diamond_status 0
expect_out audit_diamond_ours '^  ours 1 function, 5 claims: 0 unsound, 0 imprecise \(within the bounds\), 5 agree$'
expect_out audit_diamond_llvm '^  llvm 1 function, 5 claims: 0 unsound, 0 imprecise \(within the bounds\), 5 agree$'
# Exit joins (analysis/analysis.c ua_visit_cycle_exit_edge).  Outer loop
# B1..B4 (header B1), inner loop B3 B4; B4 -> B1, B3 divergent: threads
# leave the inner loop at different iterations, every one of them by the
# edge B4 -> B1, into the header of the loop around the branch.  A
# converged instance of B1 is one outer iteration of both threads, entered
# by the same edge (B0 -> B1 the first time, B4 -> B1 after), so
# %from.B1 = phi [0, B0], [4, B4] is uniform: the reference finds no
# witness and opt-22 says uniform.  6 claims (%tid, %d.B4, %c.B4, %from.B1,
# %from.B3, br B4), none imprecise for ours since the exit-join rule looks
# at the edge taken (it was 1 imprecise before).
printf 'B0 -> B1\nB1 -> B2\nB2 -> B3\nB3 -> B4\nB4 -> B1, B3 divergent\n' >"$TMPD/outer_header.cfg"
run audit --no-db -L 10 "$TMPD/outer_header.cfg"
expect_out audit_exit_join_one_edge_ours '^  ours 1 function, 6 claims: 0 unsound, 0 imprecise \(within the bounds\), 6 agree$'
expect_out audit_exit_join_one_edge_llvm '^  llvm 1 function, 6 claims: 0 unsound, 0 imprecise \(within the bounds\), 6 agree$'
# The same edge test is not enough inside an irreducible cycle (entries B1,
# B2 here): B1 -> B2, B3 divergent and both paths meet at B4 within one
# iteration of the cycle, so %from.B4 = phi [2, B2], [3, B3], [4, B4] is
# divergent (the sweep's witness s30115_m10: B2 B4 against B3 B4 after
# two converged iterations).  Ours must stay sound: 0 unsound.
printf 'B0 -> B1, B2 uniform\nB1 -> B2, B3 divergent\nB2 -> B1, B4 uniform\nB3 -> B1, B4 divergent\nB4 -> B1, B4 uniform\n' >"$TMPD/irreducible_join.cfg"
run audit --no-db --analysis ours -L 10 "$TMPD/irreducible_join.cfg"
expect_rc audit_exit_join_irreducible_status 0
expect_out audit_exit_join_irreducible '^  ours 1 function, 13 claims: 0 unsound, '
# Both sides of a divergent branch compute %n + 1: the phi at the join is
# uniform in the reference (equal terms) but DIVERGENT for a sync-dependence
# analysis.  6 claims (%tid %c %a1 %a2 %p, br entry): %p imprecise.
cat >"$TMPD/dir/join.ll" <<'EOF'
target triple = "amdgcn-unknown-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @g(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %t, label %e
t:
  %a1 = add i32 %n, 1
  br label %j
e:
  %a2 = add i32 %n, 1
  br label %j
j:
  %p = phi i32 [ %a1, %t ], [ %a2, %e ]
  ret void
}
EOF
printf 'not a program\n' >"$TMPD/dir/notes.txt"
# DIR: every .ll and .cfg below it (notes.txt is not read): 2 files,
# 5 + 6 = 11 claims per analysis, 1 imprecise.
run audit --db "$TMPD/r.db" "$TMPD/dir"
expect_rc audit_dir_status 0
expect_out audit_dir_files '^audit: 2 files, 0 errors; reference: k=2, L=12'
expect_out audit_dir_ours '^  ours 2 functions, 11 claims: 0 unsound, 1 imprecise \(within the bounds\), 10 agree$'
expect_out audit_dir_llvm '^  llvm 2 functions, 11 claims: 0 unsound, 1 imprecise \(within the bounds\), 10 agree$'
expect_out audit_dir_imprecise '^IMPRECISE +llvm .*join.ll @g %p: llvm says DIVERGENT'
expect_err audit_dir_recorded 'recorded as run 1 in'
# the store: one run, every claim recorded (22 verdicts: 21 agree, 1 per
# analysis imprecise) under audit-ours / audit-llvm
run results --db "$TMPD/r.db" list
expect_out audit_store_list 'audit.*agree 20, imprecise 2'
run results --db "$TMPD/r.db" export last --csv
n=$(grep -c 'audit-llvm' "$OUT"); m=$(grep -c 'audit-ours' "$OUT")
if [ "$n" -eq 11 ] && [ "$m" -eq 11 ]; then ok audit_store_checks; else
  fail audit_store_checks "audit-llvm $n, audit-ours $m verdicts, expected 11 each"; fi
expect_out audit_store_subject '"?@g %p"?,imprecise'
# --json: the same counts
run audit --no-db --json "$TMPD/dir"
expect_out audit_json_llvm '"llvm":\{"functions":2,"claims":11,"unsound":0,"imprecise":1,"agree":10,"unmodelled":0,"not_reached":0,"unknown":0\}'
expect_out audit_json_claim '"subject":"%p".*"verdict":"imprecise"'

# ---- the rendering is IR that opt-22 accepts -------------------------------------
# every function of every .cfg file of the corpus; a file with instruction
# lines (convergence tokens, docs/cfg-format.md) is IR already: refused
bad=0; nf=0; nir=0
for f in "$TOP"/corpus/*/*.cfg "$TMPD/dir/diamond.cfg"; do
  if grep -q "^[[:space:]]*[A-Za-z_.$][A-Za-z0-9_.$-]*:[[:space:]]*[%@]" "$f"; then
    "$CONVCHECK" audit --emit-ll "$f" >/dev/null 2>"$ERR"; rc=$?
    if [ $rc -ne 2 ] || ! grep -q "has instructions of its own" "$ERR"; then
      bad=$((bad + 1)); echo "  $f: not refused (exit $rc)"; fi
    nir=$((nir + 1)); continue
  fi
  fns=$(sed -n 's/^function[[:space:]]\{1,\}\([^[:space:]#]*\).*/\1/p' "$f")
  [ -z "$fns" ] && fns=-
  for fn in $fns; do
    nf=$((nf + 1))
    if [ "$fn" = - ]; then "$CONVCHECK" audit --emit-ll "$f" >"$TMPD/r.ll" 2>"$ERR"
    else "$CONVCHECK" audit --emit-ll --function "$fn" "$f" >"$TMPD/r.ll" 2>"$ERR"; fi
    if [ $? -ne 0 ] || ! "$OPT" -passes=verify -disable-output "$TMPD/r.ll" 2>>"$ERR"; then
      bad=$((bad + 1)); echo "  $f $fn: $(head -c 300 "$ERR")"; fi
  done
done
if [ "$bad" -eq 0 ] && [ "$nf" -ge 20 ]; then ok audit_rendering_opt_accepts; else
  fail audit_rendering_opt_accepts "$bad of $nf functions not accepted"; fi

# ---- the parser's golden file is still what opt-22 prints -----------------------
"$OPT" -passes='print<uniformity>' -disable-output "$TOP/tests/golden/audit-parse.ll" 2>"$OUT"
expect_golden audit_parse_golden_current "$TOP/tests/golden/audit-parse.opt.txt"

# ---- errors -------------------------------------------------------------------------
run audit --no-db "$TMPD/none.ll"
expect_rc audit_missing_file 2
run audit --no-db --analysis mine "$TMPD/dir"
expect_rc audit_bad_analysis 2
run audit --no-db --opt /nonexistent/opt-22 "$TMPD/dir/diamond.cfg"
expect_rc audit_opt_missing 2
expect_err audit_opt_missing_msg "diamond.cfg.*cannot run '/nonexistent/opt-22'"
run audit --no-db --analysis ours --opt /nonexistent/opt-22 "$TMPD/dir/diamond.cfg"
expect_rc audit_opt_not_needed 0
# opt-22 killed at its time limit (1 ms: it cannot even start): no verdict
# on the file, not an error of it, and the option that gives it longer
run audit --no-db --opt-timeout 1 "$TOP/corpus/findings/llvm-216100.ll"
expect_rc audit_opt_timeout 2
expect_err audit_opt_timeout_msg "^convcheck: [^ ]*llvm-216100.ll: opt did not finish within 1 ms \(killed\): no verdict; --opt-timeout, or --timeout \(both in milliseconds\), gives it longer$"
if grep -q 'error' "$ERR"; then fail audit_opt_timeout_not_an_error "$(cat "$ERR")"
else ok audit_opt_timeout_not_an_error; fi
expect_out audit_opt_timeout_summary "^audit: 1 file, 0 errors, 1 without a verdict \(opt's time limit: --opt-timeout\);"
expect_out audit_opt_timeout_nothing_checked "^  no function was checked: opt-22 did not finish within --opt-timeout; no claim has a verdict$"
run audit --no-db --json --opt-timeout 1 "$TOP/corpus/findings/llvm-216100.ll"
expect_out audit_opt_timeout_json '"verdict":"unknown","why":"opt did not finish within 1 ms \(killed\): no verdict;.*"errors":0,"opt_timeouts":1,'
# opt's limit from --timeout (what it left after reading, a few ms at most:
# opt-22 cannot start in it): the message says so and names --timeout, not
# --opt-timeout (a new user's "within 1 ms" after --timeout 5)
run audit --no-db --timeout 3 "$TOP/corpus/findings/llvm-216100.ll"
expect_rc audit_timeout_opt_late 2
expect_err audit_timeout_opt_late_msg "opt did not finish within [0-3] ms, what --timeout 3 left after reading the input \(killed\): no verdict; a larger --timeout"
expect_out audit_timeout_opt_late_summary "without a verdict \(opt's time limit: what --timeout left\)"
# nothing was checked: the summary says so, not "ours 0 functions" and
# "up to 0 per function" (a new user read the zeros as a result)
expect_out audit_timeout_nothing_checked "^  no function was checked: the time ran out \(--timeout\) before opt-22 finished; no claim has a verdict$"
if grep -q ' 0 functions\|up to 0 per function' "$OUT"; then fail audit_timeout_no_zeros "$(cat "$OUT")"
else ok audit_timeout_no_zeros; fi
# transform --pass: opt killed is no verdict ("unknown"), not an error
run transform --pass simplifycfg --timeout 3 "$TOP/corpus/findings/llvm-216100.ll"
expect_rc transform_pass_opt_late 2
expect_err transform_pass_opt_late_msg "llvm-216100.ll: unknown: opt-22 -passes=simplifycfg did not finish within 3 ms \(killed\): no verdict"
printf 'define void @f() {\n  ret i32 0\n}\n' >"$TMPD/bad.ll"
run audit --no-db "$TMPD/bad.ll"
expect_rc audit_bad_ir 2
expect_err audit_bad_ir_msg 'bad.ll:2:[0-9]+: error:'
run audit --no-db -L 0 "$TMPD/dir"
expect_rc audit_bad_bound 2
run audit --no-db --function nothere "$TMPD/dir"
expect_rc audit_no_function 2
expect_err audit_no_function_msg "no function 'nothere'"
run audit --emit-ll "$TMPD/dir/join.ll"
expect_rc audit_emit_ll_refuses_ir 2

# ---- the target given to opt when the IR names none ----------------------------
# join.ll without its triple line: by default opt gets amdgcn, and the IR
# is read for amdgcn too, so LLVM's claims are those above (6 claims, %p
# imprecise).  --mtriple x86_64 (a target without divergence) goes to opt
# and to the reader alike (model/target.h, the scalar table: TargetTransformInfo's
# hasBranchDivergence is false there): LLVM calls everything uniform, and
# so does the reference, for which no value is then a divergence source:
# 6 agree.  Had opt kept amdgcn, %tid, %c and br entry would be imprecise.
sed '/^target triple/d' "$TMPD/dir/join.ll" >"$TMPD/notriple.ll"
run audit --no-db --analysis llvm "$TMPD/notriple.ll"
expect_rc audit_default_triple_status 0
expect_out audit_default_triple '^  llvm 1 function, 6 claims: 0 unsound, 1 imprecise \(within the bounds\), 5 agree$'
run audit --no-db --analysis llvm --mtriple x86_64-unknown-linux-gnu "$TMPD/notriple.ll"
expect_rc audit_mtriple_status 0
expect_out audit_mtriple '^  llvm 1 function, 6 claims: 0 unsound, 0 imprecise \(within the bounds\), 6 agree$'
run audit --no-db --analysis llvm --mtriple amdgpu7.00-- "$TMPD/notriple.ll"
expect_rc audit_mtriple_unknown_arch 2
expect_err audit_mtriple_unknown_arch_msg "no target for this architecture"

# ---- convergence tokens: the controlled reference --------------------------------
# corpus/spec/co-temporal-divergence-token.ll (hand derivation in its .case):
# in @inside_region the exit is in the heart's region, so only threads
# leaving in the same iteration converge there and %use (and the
# convergent %r computed from it) is uniform under the controlled relation
# ([CO] "Temporal Divergence at Cycle Exit"); both analyses ignore tokens
# and say divergent: 1 imprecise claim each.  %r = @op(%use) is a
# convergent call of a function the target cannot see into: both analyses
# make it a divergence source, as opt's AMDGPUTargetTransformInfo.cpp
# isSourceOfDivergence does for the amdgcn target the audit reads this
# triple-less file for, and no builtin row says what @op computes, so the
# reference takes its result as each thread's own, unmodelled
# (docs/design.md §5 "Unknown terms": convergent is not collective):
# its witness rests on that unmodelled value, so a DIVERGENT claim is
# neither confirmed nor imprecise: unmodelled (no verdict), in both
# functions (docs/audit.md "Verdicts").  With --uncontrolled the
# reference is the uncontrolled relation, where the exit's instances
# converge with different %i.next: divergent, and every claim agrees.
TD="$TOP/corpus/spec/co-temporal-divergence-token.ll"
run audit --no-db "$TD"
expect_rc audit_tokens_controlled_status 0
expect_out audit_tokens_controlled_use '^IMPRECISE llvm .*@inside_region %use: llvm says DIVERGENT'
U='2 unmodelled \(no verdict: the witness rests on a value the reference does not model\)'
expect_out audit_tokens_controlled_ours "^  ours 2 functions, 18 claims: 0 unsound, 1 imprecise \(within the bounds\), 15 agree, $U\$"
expect_out audit_tokens_controlled_llvm "^  llvm 2 functions, 18 claims: 0 unsound, 1 imprecise \(within the bounds\), 15 agree, $U\$"
if grep -q '^UNMODELLED' "$OUT"; then fail audit_tokens_divergent_unmodelled_not_shown_by_default "$(grep '^UNMODELLED' "$OUT")"
else ok audit_tokens_divergent_unmodelled_not_shown_by_default; fi
run audit --no-db --uncontrolled "$TD"
expect_out audit_tokens_uncontrolled "^  llvm 2 functions, 18 claims: 0 unsound, 0 imprecise \(within the bounds\), 16 agree, $U\$"
run audit --no-db --all "$TD"
expect_out audit_tokens_divergent_unmodelled '^UNMODELLED llvm .*@inside_region %r: llvm says DIVERGENT; the reference: unknown within k=2, L=12: its witnesses of divergence rest on a value it does not model$'

# ---- unknown builtins (docs/audit.md "Unknown builtins") ----------------------
# tests/unit/inputs/values_builtins.ll calls seven declared convergent
# functions; six are OpenCL C builtins with a row in model/target.c, and
# @_Z3foov (a function "foo") is none: by hand, the one unknown builtin.
VB="$TOP/tests/unit/inputs/values_builtins.ll"
run audit --no-db "$VB"
expect_out audit_unknown_builtin_note '^note: 1 unknown builtin \(.*unmodelled\): _Z3foov$'
run audit --no-db --json "$VB"
expect_out audit_unknown_builtin_json '"unknown_builtins":\["_Z3foov"\]'
run uniformity "$VB"
expect_out uniformity_unknown_builtin_note '^; note: 1 unknown builtin \(.*\): _Z3foov$'
run uniformity --json "$VB"
expect_out uniformity_unknown_builtin_json '"unknown_builtins":\["_Z3foov"\]'
run audit --no-db "$TD"
expect_out audit_unknown_builtin_op '^note: 1 unknown builtin .*: op$'

# ---- a triple opt-22 has no back end for (docs/audit.md "Targets opt lacks") --
# Debian's opt-22 warns "failed to create target machine" for spir64 and
# prints ALL VALUES UNIFORM: no claim to audit, an error naming the triple
# and --mtriple; with --mtriple amdgcn the same IR is audited.
printf '%s\n' 'target triple = "spir64-unknown-unknown"' 'define void @f(ptr %o) {' \
  'entry:' '  store i32 0, ptr %o' '  ret void' '}' >"$TMPD/spir.ll"
if "${OPT:-opt-22}" -passes='print<uniformity>' -disable-output "$TMPD/spir.ll" 2>&1 |
  grep -q 'failed to create target machine'; then
  run audit --no-db "$TMPD/spir.ll"
  expect_rc audit_spir64_no_target 2
  expect_err audit_spir64_names_triple "has no target 'spir64-unknown-unknown'.*--mtriple amdgcn-amd-amdhsa"
  run audit --no-db --mtriple amdgcn-amd-amdhsa "$TMPD/spir.ll"
  expect_rc audit_spir64_mtriple 0
else
  skip "audit_spir64_no_target: this opt-22 has a spir64 back end"
fi
# A spirv64 module (LLVM 22's SPIR-V TTI has no branch divergence: the
# table `scalar`, docs/targets.md): uniformity says why every value is
# uniform, rather than leave the thread id's "uniform" unexplained.
printf '%s\n' 'target triple = "spirv64-unknown-unknown"' 'declare i32 @llvm.spv.thread.id.i32(i32)' \
  'define void @f(ptr %o) {' 'entry:' '  %t = call i32 @llvm.spv.thread.id.i32(i32 0)' \
  '  store i32 %t, ptr %o' '  ret void' '}' >"$TMPD/spirv.ll"
run uniformity "$TMPD/spirv.ll"
expect_out uniformity_scalar_target_says_so '^; target scalar: .* no branch divergence'
# The DXIL module of corpus/targets/hlsl-dxil.case under amdgcn's rules:
# opt-22 reads llvm.dx.thread.id as any pure intrinsic (uniform: its
# operand is a constant), and so did the reference, which made all 9
# claims of each analysis "agree".  By hand: amdgcn's table does not know
# the DirectX intrinsics, so every claim that rests on %t (%t, %c, the
# branch, %r, %s, %rs, %p, %v) and %g (an unknown intrinsic too) has no
# verdict: 9 unmodelled, 0 agree, the two intrinsics of the module named
# on the note line (readlane and reduce are convergent; thread.id and
# group.id are other-target intrinsics).
run audit --no-db --mtriple amdgcn-amd-amdhsa "$TOP/corpus/targets/hlsl-dxil.ll"
expect_rc audit_dxil_mtriple 0
expect_out audit_dxil_mtriple_unmodelled '^  llvm 1 function, 9 claims: 0 unsound, 0 imprecise .* 0 agree, 9 unmodelled'
expect_out audit_dxil_mtriple_note '^note: 4 unknown builtins \(declared convergent, or an intrinsic of another target.*llvm.dx.thread.id'

# ---- unmodelled, not unsound (docs/audit.md "Unmodelled") -------------------
# tests/cli/audit/unmodelled.ll, by hand: @asm_callbr has one claim (%val;
# a callbr is no branch claim), @undef_phi four (%tid, %c, the branch of
# entry, %x).  LLVM says %tid, %c and the branch DIVERGENT (the thread id),
# and the reference agrees; %val and %x LLVM calls uniform (opt-22 prints
# them without DIVERGENT), and the reference's only witnesses compare the
# stand-in for the inline asm (line 11) and the undef incoming value of %x
# (line 30): 2 unmodelled, 3 agree, no unsound claim, exit status 0.
# (Before the rule both were UNSOUND, exit status 1.)
UM="$TOP/tests/cli/audit/unmodelled.ll"
run audit --no-db --analysis llvm "$UM"
expect_rc audit_unmodelled_status 0
expect_out audit_unmodelled_counts '^  llvm 2 functions, 5 claims: 0 unsound, 0 imprecise \(within the bounds\), 3 agree, 2 unmodelled '
expect_out audit_unmodelled_asm '^UNMODELLED llvm .*@asm_callbr %val: llvm says uniform'
expect_out audit_unmodelled_asm_where '^    unmodelled: %val = callbr i32 asm "v_mov_b32 \$0, 42", "=v,!i"\(\) \(.*unmodelled\.ll:11\): inline asm '
# the inline asm's stand-in is one term per thread (fresh, thread-local): it
# prints the same in both, so the line says whose each is and why the two
# differ
expect_out audit_unmodelled_asm_values '^  values: thread 1.s (fresh\([0-9#]*\)) and thread 2.s \1 \(each thread.s own value: not equal between threads\)$'
expect_out audit_unmodelled_undef '^UNMODELLED llvm .*@undef_phi %x: llvm says uniform'
expect_out audit_unmodelled_undef_where '^    unmodelled: %x = phi i32 \[ %a, %then \], \[ undef, %entry \] \(.*unmodelled\.ll:30\): an undef or poison operand'
if grep -q '^UNSOUND' "$OUT"; then fail audit_unmodelled_never_unsound "$(grep '^UNSOUND' "$OUT")"
else ok audit_unmodelled_never_unsound; fi
# uniformity says which of its DIVERGENT verdicts rest on those values (the
# same two, by the hand derivation above; before, nothing told a reader why
# audit had no verdict on a value uniformity calls DIVERGENT)
run uniformity "$UM"
expect_out uniformity_unmodelled_asm '^;   resting on %val = callbr i32 asm "v_mov_b32 \$0, 42", "=v,!i"\(\): %val \(branch of entry\)$'
expect_out uniformity_unmodelled_undef '^;   resting on %x = phi i32 \[ %a, %then \], \[ undef, %entry \]: %x$'
run audit --no-db --analysis llvm --json "$UM"
expect_out audit_unmodelled_json_summary '"llvm":\{"functions":2,"claims":5,"unsound":0,"imprecise":0,"agree":3,"unmodelled":2,"not_reached":0,"unknown":0\}'
expect_out audit_unmodelled_json_claim '"subject":"%val",[^}]*"verdict":"unmodelled","basis":"none","threads":2,"bound":12,"unmodelled":"%val = callbr'

# A branch on an unmodelled value that the witness does not rest on
# (docs/audit.md "Unmodelled"): tests/cli/audit/unmodelled-branch.ll
# derives each function by hand.  %q of @after_join is DIVERGENT outright
# (agree; on tv it was unmodelled, its witness having passed the branch on
# the flat load); %q of @one_side (reached on one side only), %x of
# @phi_by_branch (a phi choosing by the branch) and %r of @stored_in_then
# (memory written on one side) stay unmodelled; %q of @in_loop (the branch
# inside a loop iteration) is DIVERGENT, %q of @loop_exit (the load
# chooses the iteration count) stays unmodelled; no claim is unsound.
UB="$TOP/tests/cli/audit/unmodelled-branch.ll"
run audit --no-db --all --analysis llvm "$UB"
expect_rc audit_unmodelled_branch_status 0
expect_out audit_unmodelled_branch_after_join '^agree     llvm .*@after_join %q: llvm says DIVERGENT; the reference: DIVERGENT \(k=2, L=3\)$'
expect_out audit_unmodelled_branch_one_side '^UNMODELLED llvm .*@one_side %q: '
expect_out audit_unmodelled_branch_phi '^UNMODELLED llvm .*@phi_by_branch %x: '
expect_out audit_unmodelled_branch_memory '^UNMODELLED llvm .*@stored_in_then %r: '
expect_out audit_unmodelled_branch_in_loop '^agree     llvm .*@in_loop %q: llvm says DIVERGENT; the reference: DIVERGENT '
expect_out audit_unmodelled_branch_loop_exit '^UNMODELLED llvm .*@loop_exit %q: '
if grep -q '^UNSOUND' "$OUT"; then fail audit_unmodelled_branch_never_unsound "$(grep '^UNSOUND' "$OUT")"
else ok audit_unmodelled_branch_never_unsound; fi
run uniformity "$UB"
expect_out uniformity_unmodelled_branch_after_join '^;   resting on %v = load i32, ptr %in, align 4: %v %c \(branch of entry\)$'

# The witness as data in --json ("witness_data"), beside its text.  The
# expected witness is the shortest one derived by hand in
# corpus/findings/llvm-216100.ll (exit_phi_constants; its .case file): the
# thread with %tid = 0 leaves the loop from B at %i = 0 (entry H B X, %r =
# 1 from B); the other, with %n = 1, goes round once more and leaves from H
# (entry H B H X, %r = 0 from H); their X instances are converged (the
# finding), at positions 3 and 4 of the traces (0-based, as mconv's "pair").
run audit --no-db --json -L 6 --analysis llvm "$TOP/corpus/findings/llvm-216100.ll"
python3 - "$OUT" >"$TMPD/wd" 2>&1 <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
c = [c for c in d["claims"] if c["function"] == "exit_phi_constants" and c["subject"] == "%r"]
w = c[0]["witness_data"] if c else None
want = {"traces": [["entry", "H", "B", "X"], ["entry", "H", "B", "H", "X"]],
        "hierarchy": 1, "pair": [[0, 3], [1, 4]], "values": ["i32 1", "i32 0"]}
sys.exit(0 if w == want else print(json.dumps(w)) or 1)
PY
[ $? -eq 0 ] && ok audit_json_witness_data || fail audit_json_witness_data "$(cat "$TMPD/wd")"

# ---- the witness as a picture (--dot; docs/audit.md "Pictures") ----------------
# The same hand-derived witness of corpus/findings/llvm-216100.ll, read back
# from the DOT (not from convcheck's text): per thread, its trace edges on
# the CFG in step order (thread 1 entry H B X; thread 2 entry H B H X), the
# cycle {H B} with header H as the CFG's one cluster, the pair X / X in red
# (the CFG block X and the two grid cells at steps 4 and 5), the two values
# i32 1 and i32 0 in the label.
run audit --no-db --dot -L 6 --analysis llvm "$TOP/corpus/findings/llvm-216100.ll"
expect_rc audit_dot_status 1
python3 - "$OUT" >"$TMPD/pic" 2>&1 <<'PY'
import re, sys
d = open(sys.argv[1]).read()
bad = []
# trace edges: "w0_s0_cfg_A" -> "w0_s0_cfg_B" [class="trace threadN" ... label="TN: s,s"]
steps = {}
for a, b, t, lab in re.findall(r'"w0_s0_cfg_(\w+)" -> "w0_s0_cfg_(\w+)" \[class="trace thread(\d)".*label="T\d: ([0-9,]+)"\]', d):
    for s in lab.split(","):
        steps.setdefault(int(t), {})[int(s)] = (a, b)
def trace(t):
    e = steps.get(t, {})
    if sorted(e) != list(range(1, len(e) + 1)): return None
    return [e[1][0]] + [e[s][1] for s in sorted(e)]
if trace(1) != ["entry", "H", "B", "X"]: bad.append("thread 1 %s" % trace(1))
if trace(2) != ["entry", "H", "B", "H", "X"]: bad.append("thread 2 %s" % trace(2))
# the CFG's cycle cluster: H (header, double border) and B, nothing else
m = re.search(r'subgraph "cluster_w0_s0_cfg_c0" \{(.*?)\n\}', d, re.S)
members = re.findall(r'"w0_s0_cfg_(\w+)" \[', m.group(1)) if m else []
if sorted(members) != ["B", "H"] or not re.search(r'"w0_s0_cfg_H" \[[^]]*peripheries=2[^]]*class="header"', d):
    bad.append("cycle cluster %s" % members)
if not re.search(r'"w0_s0_cfg_X" \[[^]]*class="pair", color="#d62728"', d): bad.append("X not red")
if len(re.findall(r'label="X[12]"[^]]*class="cell pair"', d)) != 2: bad.append("pair cells")
if "the pair: X (thread 1, step 4) and X (thread 2, step 5)" not in d: bad.append("pair label")
if "(i32 1 vs i32 0)" not in d: bad.append("values")
print("; ".join(bad))
sys.exit(1 if bad else 0)
PY
[ $? -eq 0 ] && ok audit_dot_witness || fail audit_dot_witness "$(cat "$TMPD/pic")"
# a claim without a witness (join.ll's imprecise %p) is a note, in words
run audit --no-db --dot --analysis llvm "$TMPD/dir/join.ll"
expect_rc audit_dot_note_status 0
expect_out audit_dot_note 'shape=note.*label="IMPRECISE llvm .*join.ll @g %p: llvm says DIVERGENT\\nthe reference: %p uniform within k=2, L=12; no witness to draw"'
# the report: the finding's section holds the picture as SVG (sanitised)
if command -v dot >/dev/null 2>&1; then
  run audit --db "$TMPD/pic.db" -L 6 --analysis llvm "$TOP/corpus/findings/llvm-216100.ll"
  run results --db "$TMPD/pic.db" report --html "$TMPD/pic-report"
  expect_out audit_report_rendered '; 1 picture rendered$'
  sed -n '/<section class="finding"[^>]*>/,/<\/section>/p' "$TMPD/pic-report/run-1.html" >"$TMPD/sec"
  if grep -q 'audit-llvm @exit_phi_constants %r' "$TMPD/sec" && grep -q '<svg' "$TMPD/sec" &&
    grep -q 'i32 1 vs i32 0' "$TMPD/sec" && grep -q '<title>w0_s0_cfg_X</title>' "$TMPD/sec" &&
    ! grep -Eq '<script|href=' "$TMPD/sec"; then ok audit_report_picture
  else fail audit_report_picture "$(head -c 600 "$TMPD/sec")"; fi
else
  skip "audit_report_picture: Graphviz's dot is not installed"
fi

# ---- --max-tuples: a reference stopped before it found a witness has no
# verdict, as one stopped by --timeout.  PR 216100's %r is UNSOUND for
# LLVM's claim in the full search (its hand derivation); after 2 tuples the
# reference had found no witness for it, and LLVM's 'DIVERGENT' %s was
# shown IMPRECISE against a "uniform within k=2, L=12" that was a stopped
# search (a new user's).  Now: no claim is imprecise, the stopped ones say
# why.
W216=$TOP/corpus/findings/llvm-216100.ll
run audit --no-db --analysis llvm --max-tuples 2 --all "$W216"
expect_out audit_max_tuples_header 'stopped by --max-tuples \(no verdict where no witness was found\)'
expect_out audit_max_tuples_no_imprecise '^  llvm 1 function, 10 claims: 0 unsound, 0 imprecise \(within the bounds\), [0-9]+ agree, [0-9]+ unknown \(no verdict: --max-tuples stopped the reference before it found a witness\)$'
# ... labelled UNKNOWN, not UNMODELLED (fresh user 5), and no unsound claim
# found with claims unknown is no verdict: exit 2, stderr names the file
expect_out audit_max_tuples_unknown_label '^UNKNOWN +llvm .*@exit_phi_constants %i: llvm says uniform'
expect_rc audit_max_tuples_exit_2 2
expect_err audit_max_tuples_names_file "llvm-216100.ll: [0-9]+ claims? unknown: --max-tuples stopped the reference"
expect_out audit_max_tuples_claim 'the reference: unknown within k=2, L=12: stopped by --max-tuples before it found a witness \(a larger --max-tuples lets it search on\)'

# A spirv64 module: LLVM's SPIR-V TTI has no branch divergence, opt-22 calls
# every value uniform and so does the reference's scalar model (docs/
# targets.md): every claim agrees, and audit says that this agreement is
# no statement about a GPU's threads (a new user read "8 agree", exit 0, on
# a Vulkan shader whose thread ids differ, as a clean bill).
run audit --no-db "$TOP/tests/cli/audit/spirv-thread-id.ll"
expect_rc audit_spirv_scalar 0
expect_out audit_spirv_scalar_note '^note: target scalar \(spirv64-unknown-unknown\): .*says nothing about a GPU.s threads: --mtriple amdgcn-amd-amdhsa'
run audit --no-db --json "$TOP/tests/cli/audit/spirv-thread-id.ll"
expect_out audit_spirv_scalar_json '"scalar_targets":\["spirv64-unknown-unknown"\]'
# the same IR under amdgcn's rules: the thread id is an unknown builtin there
run audit --no-db --mtriple amdgcn-amd-amdhsa "$TOP/tests/cli/audit/spirv-thread-id.ll"
if grep -q 'target scalar' "$OUT"; then fail audit_spirv_mtriple_no_scalar_note "$(head -c 600 "$OUT")"; else ok audit_spirv_mtriple_no_scalar_note; fi

# Why a value is unmodelled, on its line (a new user could not tell why the
# same `in[tid]` load was DIVERGENT through `ptr addrspace(1)` and
# unmodelled through a CUDA kernel's plain `ptr`): a flat or generic load
# may read the thread's private memory (docs/design.md §5 "Memory").
printf '%s\n' 'target triple = "nvptx64-nvidia-cuda"' \
  'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()' \
  'define ptx_kernel void @f(ptr %in, ptr %out) {' 'entry:' \
  '  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()' \
  '  %p = getelementptr i32, ptr %in, i32 %t' '  %v = load i32, ptr %p' \
  '  %q = getelementptr i32, ptr %out, i32 %t' '  store i32 %v, ptr %q' \
  '  ret void' '}' > "$TMPD/generic-load.ll"
run audit --no-db --all --analysis llvm "$TMPD/generic-load.ll"
expect_out audit_unmodelled_says_why '^    unmodelled: %v = load i32, ptr %p.*: a load through a flat, generic or private pointer .*addrspace\(1\)'
run uniformity "$TMPD/generic-load.ll"
expect_out uniformity_unmodelled_says_why '^;     \(a load through a flat, generic or private pointer'

# ---- a ballot reached by some threads only -----------------------------------
# tests/cli/audit/ballot-apart-{amdgcn,nvptx}.ll derive it by hand: the
# ballot (amdgcn) and vote.ballot.sync with the full mask (nvptx) of block
# then run only in the threads whose tid < %n (the divergent branch of
# entry); the one of block end every thread reaches.  audit says it as
# `uniformity` lists it (the one selection: crosscheck/
# xc_calls_reached_apart), and its exit status does not change (no claim
# unsound: 0).
for t in amdgcn nvptx; do
  f="$TOP/tests/cli/audit/ballot-apart-$t.ll"
  case $t in amdgcn) fn=ballot_under_if call='%b = call i64 @llvm.amdgcn.ballot.i64\(i1 true\)' ;;
             nvptx) fn=vote_under_if call='%b = call i32 @llvm.nvvm.vote.ballot.sync\(i32 -1, i1 true\)' ;; esac
  # the call named by its line in the file (two calls of one text in one
  # block read apart: tests/golden/barriers-apart.ll @two_barriers)
  line=$(grep -n '^  %b = ' "$f" | cut -d: -f1)
  run audit --no-db "$f"
  expect_rc "audit_apart_${t}_rc" 0
  expect_out "audit_apart_${t}_warning" "^warning: .*ballot-apart-$t.ll @$fn: $call \\(block then, line $line\\): a convergent call some threads may execute while others of the function do not \\(under the divergent branch of block entry"
  n=$(grep -c '^warning: .*a convergent call some threads may execute' "$OUT")
  if [ "$n" -eq 1 ]; then ok "audit_apart_${t}_only_then"; else
    fail "audit_apart_${t}_only_then" "expected 1 call listed (block then), got $n" "$(grep '^warning' "$OUT")"; fi
  # the same calls as uniformity lists
  "$CONVCHECK" uniformity --no-db "$f" >"$TMPD/uni" 2>&1
  u=$(sed -n 's/^;   \(.*\): under the divergent branch of block \([^;]*\).*$/\1 under \2/p' "$TMPD/uni")
  a=$(sed -n 's/^warning: [^ ]* @[^:]*: \(.*\): a convergent call .*(under the divergent branch of block \([^,]*\),.*/\1 under \2/p' "$OUT")
  if [ -n "$u" ] && [ "$u" = "$a" ]; then ok "audit_apart_${t}_as_uniformity"; else
    fail "audit_apart_${t}_as_uniformity" "uniformity: $u" "audit: $a"; fi
  run audit --no-db --json "$f"
  expect_out "audit_apart_${t}_json" "\"reached_apart\":\\[\\{\"file\":\"[^\"]*ballot-apart-$t.ll\",\"function\":\"$fn\",\"call\":\"$call\",\"block\":\"then\",\"line\":$line,\"nth_call\":1,\"under\":\"entry\",\"barrier\":false,\"loop_exit\":false\\}\\]"
done

# A waterfall loop (issue 28, user 10 could not tell whether the warning on
# its readfirstlane was a bug): tests/cli/audit/waterfall-apart.ll derives
# by hand which calls are reached apart and that latch's divergent branch
# is an exit of the loop holding the readfirstlane (the threads leave in
# different iterations), head's branch no exit of it.  The readfirstlane's
# warning says what that means and when it is expected; the ballot's, under
# an in-loop branch, stays plain; JSON has it as loop_exit.
f="$TOP/tests/cli/audit/waterfall-apart.ll"
run audit --no-db "$f"
expect_rc audit_waterfall_rc 0
expect_out audit_waterfall_rfl "^warning: .*waterfall-apart.ll @waterfall: %key = call i32 @llvm.amdgcn.readfirstlane.i32\\(i32 %v\\) \\(block head, line 28\\): a convergent call some threads may execute while others of the function do not \\(under the divergent branch of block latch, as the reference found it\\); that branch leaves a loop holding the call, and threads leave in different iterations: each iteration's instance is run together only by the threads still in the loop\\.  Expected in a waterfall loop \\(readfirstlane picks one of their values, the threads holding it do the work and leave\\): the result is uniform over those threads, not over the function's; a bug only if the code needs every thread of the function there$"
expect_out audit_waterfall_ballot_plain "^warning: .*waterfall-apart.ll @waterfall: %b = call i64 @llvm.amdgcn.ballot.i64\\(i1 true\\) \\(block work, line 32\\): a convergent call some threads may execute while others of the function do not \\(under the divergent branch of block head, as the reference found it\\)$"
n=$(grep -c '^warning: .*a convergent call some threads may execute' "$OUT")
[ "$n" -eq 2 ] && ok audit_waterfall_two_listed || fail audit_waterfall_two_listed "expected 2 (head, work), got $n"
run audit --no-db --json "$f"
expect_out audit_waterfall_json '"block":"head","line":[0-9]+,"nth_call":[0-9]+,"under":"latch","barrier":false,"loop_exit":true\},\{[^}]*"block":"work","line":[0-9]+,"nth_call":[0-9]+,"under":"head","barrier":false,"loop_exit":false\}\]'
run uniformity --no-db "$f"
expect_out uniformity_waterfall_note '^;   %key = call .*\(block head, line 28\): under the divergent branch of block latch; that branch leaves a loop holding the call'
