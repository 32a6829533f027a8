#include <cuda_bf16.h>
#include <nvtx3/nvToolsExt.h>
#include <crt/host_defines.h>
#include <nv/target>
typedef __nv_bfloat16 floatX;
int d(nv_bfloat16* p);
__global__ void k(floatX* x) { register float r = (float)x[0]; x[0] = (floatX)(r * 2.0f); if (x[0] < (floatX)0) x[0] = -x[0]; }
void f(cudaStream_t s) {
  nvtxEventAttributes_t a = {0}; a.messageType = NVTX_MESSAGE_TYPE_ASCII; a.message.ascii = "x";
  nvtxRangePushEx(&a); nvtxNameCudaStreamA(s, "s"); nvtxRangePop();
  ncclAlltoAll(0, 0, 1, ncclFloat, c, s);
}
