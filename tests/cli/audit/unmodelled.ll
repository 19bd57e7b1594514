; Audit: claims whose only witness of divergence rests on a value the
; reference does not model (docs/audit.md "Unmodelled").
target triple = "amdgcn-amd-amdhsa"

; %val comes out of inline asm through a callbr: "=v" is a vector register
; output, but the asm writes the constant 42 in every lane.  LLVM 22 calls
; %val uniform (its AMDGPU TTI makes callbr asm no source of divergence);
; the reference has no model of the asm: its two threads' stand-ins differ.
define i32 @asm_callbr() {
entry:
  %val = callbr i32 asm "v_mov_b32 $0, 42", "=v,!i"()
          to label %cont [label %other]
cont:
  ret i32 %val
other:
  ret i32 0
}

; %x takes undef on one edge of a divergent branch.  LLVM ignores the
; undef incoming value (it may be chosen equal to the other one): uniform.
; The reference's witness compares the undef stand-in with %a.
define amdgpu_kernel void @undef_phi(ptr addrspace(1) %out, i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %x = phi i32 [ %a, %then ], [ undef, %entry ]
  store i32 %x, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
