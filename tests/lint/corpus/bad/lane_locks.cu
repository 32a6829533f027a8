// Per-lane spin locks: a global best-result lock taken by every thread, a lock() helper around
// per-bucket counters, and a lock released within the iteration that took it (which hipcc turns into
// the first form). All hang on AMD wavefronts (lockstep), as they did on NVIDIA before Volta.
// expect: lane-spin-lock, lane-spin-lock, lane-spin-lock
__device__ int best_lock;
__device__ float best_score;
__device__ int best_index;

__device__ void lock(int* mutex) {
  while (atomicCAS(mutex, 0, 1) != 0) {
    // spin
  }
}

__device__ void unlock(int* mutex) {
  atomicExch(mutex, 0);
}

__global__ void keep_best(const float* score, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || score[i] >= best_score) return;
  while (atomicExch(&best_lock, 1) != 0) {
    __nanosleep(32);
  }
  __threadfence();
  if (score[i] < best_score) {
    best_score = score[i];
    best_index = i;
  }
  __threadfence();
  atomicExch(&best_lock, 0);
}

__global__ void count_buckets(const int* keys, int n, int* bucket_lock, int* count, int buckets) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = keys[i] % buckets;
  lock(&bucket_lock[b]);
  count[b] += 1;
  __threadfence();
  unlock(&bucket_lock[b]);
}

__global__ void total_in_loop(const float* x, int n, int* total_lock, float* total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  bool done = false;
  while (!done) {
    if (atomicCAS(total_lock, 0, 1) == 0) {
      *total += x[i];
      __threadfence();
      atomicExch(total_lock, 0);
      done = true;
    }
  }
}
