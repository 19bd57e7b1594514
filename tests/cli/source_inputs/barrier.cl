// An OpenCL C kernel given where LLVM IR is expected: refused by its
// name (.cl), for every command that reads a program.
kernel void k(global int *out) {
  if (get_local_id(0) < 4) barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = 1;
}
