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

# Convergent calls reached under a divergent branch: what the language asks
# of each (a new user got no word on an OpenCL work_group_reduce_add under
# `if (lid < i)`, and a __syncwarp(mask) flagged with no hint that a mask
# naming exactly the threads that reach it is legal).  OpenCL C 3.0
# "Work-group Collective Functions"; PTX ISA bar.warp.sync.
printf '%s\n' 'target triple = "amdgcn-amd-amdhsa"' \
  'declare i32 @llvm.amdgcn.workitem.id.x()' \
  'declare i32 @_Z21work_group_reduce_addi(i32) convergent' \
  'define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %o) {' 'entry:' \
  '  %t = call i32 @llvm.amdgcn.workitem.id.x()' '  %c = icmp ult i32 %t, %n' \
  '  br i1 %c, label %then, label %end' 'then:' \
  '  %r = call i32 @_Z21work_group_reduce_addi(i32 %t)' \
  '  store i32 %r, ptr addrspace(1) %o' '  br label %end' 'end:' '  ret void' '}' >"$TMPD/wg.ll"
run uniformity "$TMPD/wg.ll"
expect_out apart_work_group_function '^;   %r = call i32 @_Z21work_group_reduce_addi\(i32 %t\) \(block then, line 10\): under the divergent branch of block entry; an OpenCL work-group function: every work-item of the work-group must reach it, or none$'
printf '%s\n' 'target triple = "nvptx64-nvidia-cuda"' \
  'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()' 'declare void @llvm.nvvm.bar.warp.sync(i32) convergent' \
  'define ptx_kernel void @k() {' 'entry:' '  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()' \
  '  %l = and i32 %t, 31' '  %c = icmp ult i32 %l, 16' '  br i1 %c, label %then, label %end' 'then:' \
  '  call void @llvm.nvvm.bar.warp.sync(i32 65535)' '  br label %end' 'end:' '  ret void' '}' >"$TMPD/sw.ll"
run uniformity "$TMPD/sw.ll"
expect_out apart_warp_sync_mask '^;   call void @llvm.nvvm.bar.warp.sync\(i32 65535\) \(block then, line 11\): under the divergent branch of block entry; a warp-synchronous operation with a mask: legal only if the mask names exactly the threads that reach it'
sed 's/_Z21work_group_reduce_addi/_Z20sub_group_reduce_addi/g' "$TMPD/wg.ll" >"$TMPD/sg.ll"
run uniformity "$TMPD/sg.ll"
expect_out apart_sub_group_function '^;   %r = call i32 @_Z20sub_group_reduce_addi\(i32 %t\) \(block then, line 10\): under the divergent branch of block entry; an OpenCL sub-group function: every work-item of the sub-group must reach it, or none'
sed 's/_Z21work_group_reduce_addi/_Z32sub_group_non_uniform_reduce_addi/g' "$TMPD/wg.ll" >"$TMPD/sgn.ll"
run uniformity "$TMPD/sgn.ll"
if grep -q 'must reach it' "$OUT"; then fail apart_non_uniform_no_requirement "$(grep 'must reach' "$OUT")"; else ok apart_non_uniform_no_requirement; fi
