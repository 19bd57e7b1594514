; The amdgcn target: inline asm outputs in scalar registers are uniform
; (s, r, {sN}, {vcc}, {exec}, {m0}, {ttmpN}, s[a:b]), in vector ones, of an
; unknown class, indirect (=*m) or i1 divergent; extractvalue of one output.
; Written for convcheck; compared with opt-22 by tests/cli/target_opt.sh.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %n) {
entry:
  %a1 = call i1 asm "", "=r"()
  %a2 = call i1 asm "", "={s0}"()
  %a3 = call i1 asm "", "={vcc}"()
  %a4 = call i16 asm "", "=s"()
  %a5 = call i64 asm "", "=r"()
  %a6 = call float asm "", "=s"()
  %a7 = call <2 x i32> asm "", "=s"()
  %a9 = call i32 asm "", "={scc}"()
  %a10 = call i32 asm "", "={vcc_lo}"()
  %a11 = call i32 asm "", "=x"()
  %a12 = call i32 asm "", "={a0}"()
  %a13 = call i32 asm "", "=q"()
  %a14 = call i32 asm "", "=VA"()
  %a15 = call i32 asm "", "={ttmp0}"()
  %a16 = call i64 asm "", "={s[2:3]}"()
  %a17 = call i8 asm "", "=v"()
  %a18 = call {i32, i32} asm "", "=s,=s"()
  %a18x = extractvalue {i32, i32} %a18, 1
  %a19 = call {i32, i32} asm "", "=v,=s"()
  %a19x = extractvalue {i32, i32} %a19, 0
  %a19y = extractvalue {i32, i32} %a19, 1
  %a21 = call i32 asm "", "=s,~{v0}"()
  %a22 = call i32 asm "", "=s,=*m"(ptr elementtype(i32) null)
  %a23 = call i32 asm "", "=*m,=s"(ptr elementtype(i32) null)
  %a24 = call i32 asm "", "=&v"()
  %a25 = call i32 asm "", "=s,0"(i32 %n)
  ret void
}
