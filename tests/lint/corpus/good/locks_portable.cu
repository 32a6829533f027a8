// Locks and compare-and-swap loops that run on lockstep wavefronts: a lock taken by one lane of the
// wavefront at a time (the lowest lane left of a lane mask), by one lane (inside `if (lane == 0)`, after an
// early return, through a helper whose callers guard it), a CAS update loop, a read-only wait, and a hash
// probe that moves on.
__device__ void lock(int* m) {
  while (atomicCAS(m, 0, 1) != 0) {
  }
}
__device__ void unlock(int* m) {
  atomicExch(m, 0);
}

__global__ void one_lane_at_a_time(int* m, float* total, const float* x) {
  const int lane = threadIdx.x % warpSize;
  const float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (unsigned long long todo = __activemask(); todo; todo &= todo - 1) {
    if (lane == __ffsll(todo) - 1) {
      while (atomicCAS(m, 0, 1) != 0) {
      }
      *total += v;
      __threadfence();
      atomicExch(m, 0);
    }
  }
}

__global__ void one_lane_per_wave(int* m, float* total, const float* x) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_xor(v, o);
  int lane = threadIdx.x % warpSize;
  if (lane == 0) {
    while (atomicExch(m, 1) != 0) {
    }
    *total += v;
    __threadfence();
    atomicExch(m, 0);
  }
}

__global__ void one_thread_per_block(int* m, int* c) {
  if (threadIdx.x != 0) return;
  lock(m);
  c[0] += 1;
  unlock(m);
}

__global__ void guarded_helper(int* m, int* c) {
  if (threadIdx.x == 0 && threadIdx.y == 0) lock(m);
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    c[0] += 1;
    unlock(m);
  }
}

__global__ void float_max(float* out, const float* x) {
  int* p = reinterpret_cast<int*>(out);
  float v = x[threadIdx.x];
  int old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __float_as_int(fmaxf(v, __int_as_float(assumed))));
  } while (assumed != old);
}

__global__ void wait_for_flag(int* flag) {
  while (atomicCAS(flag, 0, 0) == 0) continue;
}

__global__ void insert(int* occupied, int* keys, int size, const int* in) {
  int key = in[threadIdx.x];
  int h = key % size;
  while (atomicCAS(&occupied[h], 0, 1)) {
    h = (h + 1) % size;
  }
  keys[h] = key;
}
