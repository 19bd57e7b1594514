; An HLSL compute shader as clang-22 emits it for DirectX (-T cs_6_5, the
; intrinsics of IntrinsicsDirectX.td), written by hand in that form:
;
;   RWStructuredBuffer<uint> Out;
;   [numthreads(64,1,1)] void main(uint3 tid : SV_DispatchThreadID,
;                                  uint3 gid : SV_GroupID) {
;     uint v = 0;
;     if (tid.x < 5) v = WaveReadLaneAt(tid.x, 0) + WaveActiveSum(tid.x);
;     Out[tid.x] = v + gid.x;
;   }
;
; Debian's LLVM 22 has no DirectX target: convcheck reads a dxil-* module
; with its generic model (docs/targets.md), where the DirectX intrinsics
; have builtin rows (model/target.c, from IntrinsicsDirectX.td and HLSL's
; semantics of each system value and wave intrinsic).
target triple = "dxil-pc-shadermodel6.5-compute"

declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.group.id(i32)
declare i32 @llvm.dx.wave.readlane.i32(i32, i32) convergent
declare i32 @llvm.dx.wave.reduce.usum.i32(i32) convergent

define void @main(ptr %out) {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %g = call i32 @llvm.dx.group.id(i32 0)
  %c = icmp ult i32 %t, 5
  br i1 %c, label %a, label %b
a:
  %r = call i32 @llvm.dx.wave.readlane.i32(i32 %t, i32 0)
  %s = call i32 @llvm.dx.wave.reduce.usum.i32(i32 %t)
  %rs = add i32 %r, %s
  br label %b
b:
  %p = phi i32 [ %rs, %a ], [ 0, %entry ]
  %v = add i32 %p, %g
  store i32 %v, ptr %out
  ret void
}
