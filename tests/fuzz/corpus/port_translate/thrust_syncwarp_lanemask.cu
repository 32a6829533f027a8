// Seed: session 32's forms -- Thrust's CUDA system, __syncwarp/__activemask before 6.2, a vote mask macro,
// lane-mask PTX (single '%'), bf16 pair conversions and __ldg, cg::reduce on a struct, host __half in a template.
#include <thrust/system/cuda/execution_policy.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#define FULL_MASK 0xffffffff
#undef FULL_MASK
#define FULL_MASK 0xffffffffu
#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA
#endif
namespace cg = cooperative_groups;
typedef __half Half;
using H2 = __half;
struct __align__(8) SumMax { float m, s; };
__device__ unsigned lt() { unsigned m; asm("mov.u32 %0, %lanemask_lt;" : "=r"(m)); asm("mov.u32 %0, %%lanemask_ge;" : "=r"(m)); return m; }
__global__ void k(const __nv_bfloat16* in, __nv_bfloat162* out, SumMax* r, float f) {
  __syncwarp(); __syncwarp(FULL_MASK); unsigned long long a = __activemask();
  out[0] = __float2bfloat162_rn(f); out[1] = __floats2bfloat162_rn(f, -f); __nv_bfloat16 b = __ldg(in);
  auto t = cg::tiled_partition<32>(cg::this_thread_block());
  r[0] = cg::reduce(t, SumMax{f, 1.f}, [](SumMax x, SumMax y) { return x; });
  if (__any_sync(FULL_MASK, a) && __all_sync(FULL_MASK, 1)) r[1].s = __ballot_sync(FULL_MASK, 1);
}
template <typename T> T mul(T x, T y) { return x * y; }
template <class T, int N> void run(int n) { T v = T(n); v *= T(2); }
int main() { Half x = __float2half(1.f); mul<Half>(x, x); run<H2, 4>(3); run<half, 1>(1);
  cudaStream_t s; auto p = thrust::cuda::par_nosync.on(s); auto q = ::thrust::system::cuda::par.on(s);
  using namespace thrust::cuda; thrust::cuda_cub::pointer<int> ptr; }
