; NVVM's warp-level intrinsics as clang-22 emits them for CUDA's
; __ballot_sync, __any_sync, __reduce_add_sync, __shfl_sync,
; __shfl_down_sync, __match_any_sync and __activemask (nvptx64).  What the
; reference makes of each comes from its row in model/target.c, i.e. from
; the PTX ISA, "Parallel Synchronization and Communication Instructions"
; (tests/unit/test_values.c, values_nvvm_warp_by_their_rows): vote, redux
; and activemask give every thread of the warp one result; a shuffle reads
; another lane's operand; match.any gives each thread the mask of the
; threads that hold its value (the whole warp's when the value is uniform).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @warp(ptr %o, i32 %u) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = icmp ult i32 %tid, 7
  %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)
  %sum = call i32 @llvm.nvvm.redux.sync.add(i32 %tid, i32 -1)
  %mask = call i32 @llvm.nvvm.activemask()
  %bcast = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %u, i32 0, i32 31)
  %down = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %tid, i32 1, i32 31)
  %match = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %u)
  %groups = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %tid)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #0
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #0
declare i32 @llvm.nvvm.activemask() #0
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #0
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #0
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #0
declare void @llvm.nvvm.bar.warp.sync(i32) #0

attributes #0 = { convergent nounwind }
