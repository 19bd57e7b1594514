; A new user's irreducible program (rendered by convcheck from a CFG shape,
; docs/audit.md): Entry branches to A or B, A to B or X, X to A, and B to
; itself, A or Exit.  B is NOT m-converged: threads Entry A B and Entry B A
; enter the cycle {A, B, X} at A and at B, and the two hierarchies (header
; A, header B) relate the two threads' instances of B differently
; (ConvergenceAndUniformity.rst, "m-converged static instances"); no tuple
; shows it in fewer than 3 blocks (B must be reached once through A).
; `reduce --not-mconverged B` reduced it to a function without `ret` (no
; thread ever left), and later to one whose `switch i32 0` never takes the
; case to Exit: tests/cli/reduce.sh, irr2.finding.txt.
target triple = "amdgcn-unknown-amdhsa"

@convcheck.counter = addrspace(1) global i32 0

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @irr2() {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d.Entry = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.Entry = icmp ult i32 %d.Entry, %tid
  br i1 %c.Entry, label %A, label %B

A:
  %from.A = phi i32 [ 0, %Entry ], [ 2, %B ], [ 3, %X ]
  %d.A = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.A = icmp ult i32 %d.A, %tid
  br i1 %c.A, label %B, label %X

B:
  %from.B = phi i32 [ 0, %Entry ], [ 1, %A ], [ 2, %B ]
  %d.B = atomicrmw add ptr addrspace(1) @convcheck.counter, i32 1 monotonic
  %c.B = xor i32 %d.B, %tid
  switch i32 %c.B, label %B [
    i32 1, label %A
    i32 2, label %Exit
  ]

X:
  br label %A

Exit:
  ret void
}
