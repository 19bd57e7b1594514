; A compute shader's SPIR-V module (a fresh user's, shortened): the thread
; id picks the address of each thread's store and a lane test picks a
; branch.  Debian's LLVM 22 knows spirv64 and its TTI
; (SPIRVTargetTransformInfo.h) keeps TargetTransformInfo's default of no
; branch divergence, so `opt-22 -passes='print<uniformity>'` prints ALL
; VALUES UNIFORM, and the reference's `scalar` model agrees claim by claim:
; the agreement says nothing about a GPU's threads, and audit must say so
; (docs/audit.md "Targets without divergence").
target triple = "spirv64-unknown-unknown"
declare i32 @llvm.spv.thread.id(i32)
declare i32 @llvm.spv.wave.getlaneindex() convergent
define void @main(ptr %out) {
entry:
  %tid = call i32 @llvm.spv.thread.id(i32 0)
  %lane = call i32 @llvm.spv.wave.getlaneindex()
  %c = icmp ult i32 %lane, 8
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %v = phi i32 [ 1, %then ], [ 2, %entry ]
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %v, ptr %p
  ret void
}
