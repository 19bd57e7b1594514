__global__ void heavy(const int *in, int *out, int n) {
  int t = threadIdx.x;
  int acc = 0;
  for (int i = 0; i < n; i++) {
    int v = in[t + i];
    if (v & 1) acc += __ballot(v > 2);
    else if (v & 2) acc ^= __shfl(acc, i);
    if (acc > 100) break;
  }
  out[t] = acc;
}
