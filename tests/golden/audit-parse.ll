; Input of the print<uniformity> parser test (tests/unit/test_audit.c):
; audit-parse.opt.txt is what `opt-22 -passes='print<uniformity>'
; -disable-output` prints for it (tests/cli/audit.sh checks that it still
; does).  It exercises every part of the layout the parser reads: DIVERGENT
; ARGUMENTS, CYCLES WITH DIVERGENT EXIT, TEMPORAL DIVERGENCE LIST, a switch
; printed on several lines, unnamed values and blocks, a quoted name, and
; ALL VALUES UNIFORM.
target triple = "amdgcn-unknown-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

; A kernel: arguments uniform.  %t divergent (a thread id), %s uniform,
; the switch on %t divergent, %"odd name" divergent (it depends on %t),
; %0 uniform, block 1 (unnamed) holds %2 = add of %t: divergent.
define amdgpu_kernel void @kern(i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %s = add i32 %n, 1
  switch i32 %t, label %a [
    i32 1, label %b
    i32 2, label %c
  ]
a:
  %"odd name" = mul i32 %t, 3
  %0 = add i32 %n, 2
  br label %c
b:
  br label %1
1:
  %2 = add i32 %t, 5
  br label %c
c:
  ret void
}

; Not a kernel: its arguments are divergent for AMDGPU.  The loop's exit
; is divergent (%x is an argument), so %i.next, uniform in the loop, is
; temporally divergent at its use %out after the loop.
define void @callee(i32 %x, i32 inreg %y) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, %y
  %done = icmp eq i32 %i.next, %x
  br i1 %done, label %exit, label %loop
exit:
  %out = add i32 %i.next, 1
  ret void
}

; Nothing divergent at all.
define amdgpu_kernel void @plain(i32 %n) {
entry:
  %m = add i32 %n, %n
  ret void
}
