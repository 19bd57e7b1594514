// A loop with a divergent early exit and an atomic counter.
kernel void early_exit(global const int *in, global int *out, volatile global int *count, int n) {
  int id = get_global_id(0);
  int found = -1;
  for (int i = 0; i < n; i++) {
    if (in[i] == id) {
      found = i;
      break;
    }
  }
  if (found >= 0)
    out[id] = atomic_add(count, 1);
}
