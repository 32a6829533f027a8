#include <cuda_runtime.h>
template <typename T> __global__ void k(T* x) { extern __shared__ float s[]; }
int main() { k<float><<<dim3(1), 2, 0, 0>>>(nullptr); cudaDeviceSynchronize(); }
