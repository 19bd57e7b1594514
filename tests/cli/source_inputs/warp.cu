// CUDA, by its name (.cu).
__global__ void w(int *out) { __syncthreads(); out[threadIdx.x] = 0; }
