; corpus/findings/anchor-in-irreducible-cycle.cfg as a function with values
; (tests/cli/smt_uni_tokens.sh): CycleTerminology.rst's "irreducible cycle
; enclosing natural loops" (entry -> a, b; a -> a, c; b -> b, c;
; c -> a, b, exit), every branch on a fresh atomic value (divergent), an
; entry token in `entry` and an anchor in `c` used by convergent calls.
; Two DFS-realizable cycle hierarchies, so `uniformity --engine both`
; compares the controlled relations and their consistency across them.
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare i32 @op(i32) convergent
declare i32 @op2(i32) convergent

define void @irreducible(ptr %p, ptr %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %x = call i32 @op(i32 7) [ "convergencectrl"(token %e) ]
  %c0 = atomicrmw add ptr %p, i32 1 seq_cst
  %d0 = icmp eq i32 %c0, 0
  br i1 %d0, label %a, label %b

a:
  %ca = atomicrmw add ptr %p, i32 1 seq_cst
  %da = icmp eq i32 %ca, 0
  br i1 %da, label %a, label %c

b:
  %cb = atomicrmw add ptr %p, i32 1 seq_cst
  %db = icmp eq i32 %cb, 0
  br i1 %db, label %b, label %c

c:
  %t = call token @llvm.experimental.convergence.anchor()
  %y = call i32 @op2(i32 %x) [ "convergencectrl"(token %t) ]
  %z = add i32 %y, %x
  %cc = atomicrmw add ptr %p, i32 1 seq_cst
  switch i32 %cc, label %exit [ i32 0, label %a
                                i32 1, label %b ]

exit:
  store i32 %z, ptr %out
  ret void
}
