; LLVM issue 170048 (closed): "[AMDGPU][Uniformity Analysis] Assertion
; `Cycle->getHeader() == JoinBlock' failed" -- opt crashed (in builds with
; assertions) on a function whose CFG nests a reducible cycle {bb.3, bb.4}
; inside an irreducible one, with a divergent branch (bb.5) in the outer
; cycle.  While collecting the join blocks of that branch the analysis
; walked into the reducible cycle instead of jumping from its header to its
; exits, found joins inside it that are not its header, and tripped the
; assertion.  PR 174117 removed the assertion and was reverted; PR 174938
; ("Jump over reducible cycles when locating join blocks") fixed the
; traversal and added incorrect-assertion-issue-170048.ll, which
; corpus/llvm/incorrect-assertion-issue-170048.uniformity_analysis_crash.case
; already covers (there the branches are `br i1 false`: the divergent
; branch is dead code and every value is vacuously uniform).
;
; What is new here: the same CFG (opt-22 -passes='print<cycles>' prints
; the same three nested cycles as for LLVM's test: entries (S H), (M H),
; (H); LLVM's bb.1..bb.8 are P H L D A C M S) with live branches: the
; `br i1 false` become a uniform kernel argument %u and a uniform loop test
; %h < %x, so the divergent branch in D really runs and its paths
; (A S M and C M) really meet.
;
; LLVM 22 (llvm-170048.opt.txt): no crash.  This says little by itself:
; the Debian/Ubuntu LLVM 22 build has assertions off (llvm-config-22
; --assertion-mode prints OFF), so the assertion could not fire anyway.
; The installed GenericUniformityImpl.h does contain PR 174938's change
; (a reducible cycle's header sends its label to the cycle's exits, as a
; plain edge when the branch is outside the cycle).  LLVM 22 marks the
; whole outer cycle divergent ("CYCLES ASSUMED DIVERGENT": its two entries
; S and H are both reached by diverged paths), so every value in it is
; DIVERGENT, including %h, %more, %l, %h.next and H's branch.
;
; The reference: %m (and its store) DIVERGENT, everything else in the
; cycle uniform; see llvm-170048.joins_around_inner_cycle.case.  LLVM 22
; is sound here (it only loses precision on %h .. %h.next).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @joins_around_inner_cycle(i1 %u, i32 %x, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp ult i32 %tid, 8
  br i1 %u, label %P, label %S

P:
  br label %H

H:
  %h = phi i32 [ 0, %P ], [ %h.next, %L ], [ 5, %M ]
  %more = icmp slt i32 %h, %x
  br i1 %more, label %L, label %D

L:
  %l = phi i32 [ %h, %H ]
  %h.next = add i32 %l, 1
  br label %H

D:
  br i1 %d, label %A, label %C

A:
  br label %S

C:
  br label %M

S:
  br label %M

M:
  %m = phi i32 [ 1, %S ], [ 2, %C ]
  store i32 %m, ptr addrspace(1) %out
  br label %H
}

declare i32 @llvm.amdgcn.workitem.id.x()
