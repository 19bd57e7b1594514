; An irreducible cycle {A, B} entered at A or B (two DFS-realizable
; hierarchies) whose convergent calls' results decide the branches: the
; results, and so the traces and their admissibility, depend on the
; hierarchy (one SMT value encoding per hierarchy).  Used by
; tests/cli/smt_values.sh to cross-check the engines.
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @reduce(i32) #0

define void @irreducible_convergent() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %tid, 2
  br i1 %d, label %A, label %B
A:
  %a = call i32 @reduce(i32 %tid) #0
  %ca = icmp eq i32 %a, 0
  br i1 %ca, label %B, label %X
B:
  %b = call i32 @reduce(i32 1) #0
  %cb = icmp eq i32 %b, 0
  br i1 %cb, label %A, label %X
X:
  %x = phi i32 [ %a, %A ], [ %b, %B ]
  ret void
}

attributes #0 = { convergent }
