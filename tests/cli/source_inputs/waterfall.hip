// HIP, by its name (.hip).
__global__ void wf(int *out) { out[threadIdx.x] = 0; }
