/* Every OpenCL C function with a row in model/target.c's builtin table,
 * called once (tests/cli/sources.sh compiles it with clang-22 for spir64,
 * whose OpenCL headers declare every extension's functions, and checks
 * that each row names a function clang emits and that convcheck knows
 * every function called here).  The prefix rows are called with one of
 * their operations. */
__kernel void all_builtins(__global int *out, __global uint4 *o4) {
  int x = (int)get_local_id(0);
  size_t s = get_global_id(0) + get_global_linear_id() + get_local_linear_id() +
             get_work_dim() + get_global_size(0) + get_local_size(0) +
             get_enqueued_local_size(0) + get_num_groups(0) + get_group_id(0) +
             get_global_offset(0);
  uint sg = get_sub_group_local_id() + get_sub_group_size() + get_max_sub_group_size() +
            get_num_sub_groups() + get_enqueued_num_sub_groups() + get_sub_group_id();
  uint4 m = get_sub_group_eq_mask() + get_sub_group_ge_mask() + get_sub_group_gt_mask() +
            get_sub_group_le_mask() + get_sub_group_lt_mask();
  int c = sub_group_all(x) + sub_group_any(x) + sub_group_broadcast(x, 0) +
          sub_group_reduce_add(x) + sub_group_reduce_min(x) + sub_group_reduce_max(x) +
          work_group_all(x) + work_group_any(x) + work_group_broadcast(x, 0) +
          work_group_reduce_add(x) + work_group_reduce_min(x) + work_group_reduce_max(x) +
          sub_group_non_uniform_all(x) + sub_group_non_uniform_any(x) +
          sub_group_non_uniform_all_equal(x) + sub_group_non_uniform_broadcast(x, 0) +
          sub_group_broadcast_first(x) + sub_group_non_uniform_reduce_add(x);
  uint4 b = sub_group_ballot(x > 0);
  int sh = sub_group_shuffle(x, 1) + sub_group_shuffle_xor(x, 1) + sub_group_shuffle_up(x, 1) +
           sub_group_shuffle_down(x, 1) + sub_group_rotate(x, 1) +
           sub_group_clustered_rotate(x, 1, 4) + sub_group_clustered_reduce_add(x, 4) +
           sub_group_ballot_bit_extract(b, 1) + sub_group_ballot_bit_count(b) +
           sub_group_ballot_find_lsb(b) + sub_group_ballot_find_msb(b);
  int l = sub_group_scan_exclusive_add(x) + sub_group_scan_inclusive_add(x) +
          work_group_scan_exclusive_add(x) + work_group_scan_inclusive_add(x) +
          sub_group_non_uniform_scan_inclusive_add(x) + sub_group_elect() +
          sub_group_inverse_ballot(b) + sub_group_ballot_inclusive_scan(b) +
          sub_group_ballot_exclusive_scan(b);
  barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_LOCAL_MEM_FENCE);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  /* the math functions (TG_MATH): one float argument, or two, or three */
  float f = (float)x, g = f + 1.0f;
  int n = x + 1;
  float mf = sqrt(f) + fabs(f) + fma(f, g, f) + mad(f, g, f) + fmin(f, g) + fmax(f, g) +
             floor(f) + ceil(f) + trunc(f) + rint(f) + round(f) + copysign(f, g) + exp(f) +
             exp2(f) + exp10(f) + log(f) + log2(f) + log10(f) + sin(f) + cos(f) + tan(f) +
             pow(f, g) + ldexp(f, n) + acos(f) + asin(f) + atan(f) + atan2(f, g) + sinh(f) +
             cosh(f) + tanh(f) + acosh(f) + asinh(f) + atanh(f) + cbrt(f) + erf(f) + erfc(f) +
             expm1(f) + fdim(f, g) + fmod(f, g) + hypot(f, g) + (float)ilogb(f) + lgamma(f) +
             log1p(f) + logb(f) + maxmag(f, g) + minmag(f, g) + nextafter(f, g) + pown(f, n) +
             powr(f, g) + remainder(f, g) + rootn(f, n) + rsqrt(f) + sinpi(f) + cospi(f) +
             tanpi(f) + tgamma(f) + acospi(f) + asinpi(f) + atanpi(f) + atan2pi(f, g) +
             native_sqrt(f) + half_exp(f);
  out[x] = (int)s + (int)sg + c + sh + l + (int)mf;
  o4[x] = m + b;
}
