// The thread id stored to a stack slot and loaded back (at -O0 every local
// lives in private memory): the loaded value is per thread.
kernel void private_slot(global int *out, int n) {
  int id = get_local_id(0);
  int acc = 0;
  for (int i = id; i < n; i += 64)
    acc += i;
  if (id < 32)
    out[id] = acc;
  else
    out[id] = -acc;
}
