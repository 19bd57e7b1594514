; Convergent calls reached under divergent branches (uniformity's
; "reached under a divergent branch" lines, crosscheck xc_reached_apart).
; NVPTX, as clang-22 emits CUDA's __syncthreads (llvm.nvvm.barrier.cta.
; sync.aligned.all) and threadIdx.x (sreg.tid.x, each thread's own).
;
; Hand derivation, per barrier (a call is listed when some divergent
; branch D reaches its block on some of D's paths only):
;   @div_if:   if (tid < n) { barrier }   -- entry's branch is divergent
;              (tid), %then is reached on one side only: listed, under entry.
;   @after_join: if (tid < n) {..}; barrier at %join -- %join post-dominates
;              both sides of entry: every thread reaches it: not listed.
;   @uniform_if: if (n > 0) { barrier } -- n is a kernel argument (uniform
;              on nvptx): no divergent branch: not listed.
;   @loop_exit: do { barrier } while (i++ < tid) -- %loop's own branch is
;              divergent and exits the cycle: a thread that leaves does
;              not execute the next iteration's barrier while another
;              does: listed, under loop (the b = D case).
;   @loop_inner: for (i < n) { if (tid & 1) x(); barrier } with the
;              barrier at %latch, which post-dominates both sides of the
;              divergent branch in %body: not listed; the __syncwarp in %oddb
;              (bar.warp.sync, convergent, no barrier by name) is listed under body.
;   @two_barriers: if (tid < n) { barrier; barrier } -- as @div_if, twice
;              in one block: both listed under entry, each with its own
;              line (the first barrier's line, and the next line), so the
;              two lines of one text read apart.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent
declare void @llvm.nvvm.bar.warp.sync(i32) convergent

define ptx_kernel void @div_if(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %exit
then:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
exit:
  ret void
}

define ptx_kernel void @after_join(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

define ptx_kernel void @uniform_if(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %exit
then:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
exit:
  ret void
}

define ptx_kernel void @loop_exit() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i, %tid
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @loop_inner(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %isodd, label %oddb, label %latch
oddb:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %latch
latch:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret void
}

define ptx_kernel void @two_barriers(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %exit
then:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %exit
exit:
  ret void
}
