; A static rule of convergence control tokens: an anchor's token used in a
; loop that does not contain the anchor.
;
; ConvergentOperations.rst, "Static Rules", "Closed Paths", rule 1: every
; closed path that contains a use of a token T other than by
; llvm.experimental.convergence.loop must also contain T's definition.  The
; closed path body -> body uses %anchor (defined in entry) in @op.  LLVM 22's
; verifier rejects it too (the second RUN line, its message from
; opt-22 -passes=verify on this file).
;
; RUN: not convcheck verify %s | FileCheck %s --check-prefix=OURS
; RUN: not opt -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM

; OURS:      error: [closed-path-1] call @op uses the token %anchor on a closed path
; OURS-NEXT: in @anchor_before_loop, block body:
; OURS:      closed path: body -> body
; OURS:      1 of 1 function breaks the static rules
; LLVM:      Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.

define void @anchor_before_loop(i1 %c) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %body
body:
  call void @op() [ "convergencectrl"(token %anchor) ]
  br i1 %c, label %body, label %exit
exit:
  ret void
}

declare void @op() convergent
declare token @llvm.experimental.convergence.anchor()
