// crosswarp-simt: HIP's device-side language on the host compiler. Qualifiers become nothing (or
// per-block storage for __shared__), the built-in variables read the running GPU thread's state, and
// every warp collective suspends the calling lane (a fiber) until the lanes of its warp meet; the
// scheduler in libcrosswarp-simt then computes the result and checks for warp-level misuse.
#pragma once

#include <cstdint>
#include <cstring>
#include <ctime>
#include <tuple>
#include <type_traits>
#include <utility>

#include "detail.h"

#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __forceinline__ inline __attribute__((always_inline))
// __noinline__ is left alone: libstdc++ spells its own attribute __attribute__((__noinline__)).
// Write __attribute__((noinline)) instead.
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
// One OS thread runs one block at a time, its GPU threads as fibers: a thread_local static is
// per-block shared memory, even with blocks running in parallel on several cores.
#define __shared__ static thread_local
// HIP's spelling of `extern __shared__ T name[]`: the block's dynamic shared memory. Each worker OS
// thread has one fixed buffer for it, so a thread_local pointer works at function and namespace
// scope alike (CUDA code often declares `extern __shared__` at file scope).
#define HIP_DYNAMIC_SHARED(type, name) \
  static thread_local type* const name = static_cast<type*>(::crosswarp::simt::detail::dynamic_shared_base());
#define HIP_DYNAMIC_SHARED_ATTRIBUTE
#define HIP_KERNEL_NAME(...) __VA_ARGS__

#define threadIdx (static_cast<const ::uint3&>(::crosswarp::simt::detail::tl_thread->thread_idx))
#define blockIdx (static_cast<const ::uint3&>(::crosswarp::simt::detail::tl_thread->block_idx))
#define blockDim (static_cast<const ::dim3&>(::crosswarp::simt::detail::tl_thread->block_dim))
#define gridDim (static_cast<const ::dim3&>(::crosswarp::simt::detail::tl_thread->grid_dim))

namespace crosswarp::simt::detail {
// warpSize is a run-time value (as in ROCm 7), never a compile-time constant.
struct WarpSizeValue {
  operator int() const { return tl_thread ? tl_thread->warp_size : host_warp_size(); }
};
}  // namespace crosswarp::simt::detail
inline constexpr ::crosswarp::simt::detail::WarpSizeValue warpSize{};

namespace crosswarp::simt::detail {
// Where a collective was called from. std::source_location needs clang 15 or newer with libstdc++
// 12 (clang 14, Debian 12's, rejects it); the builtins behind it work on GCC and on clang 14, and
// as default arguments they give the caller's file and line.
struct SourceLocation {
  static constexpr SourceLocation current(const char* file = __builtin_FILE(), unsigned line = __builtin_LINE(),
                                          const char* function = __builtin_FUNCTION()) noexcept {
    return SourceLocation{file, line, function};
  }
  constexpr const char* file_name() const noexcept { return file_; }
  constexpr unsigned line() const noexcept { return line_; }
  constexpr const char* function_name() const noexcept { return function_; }
  const char* file_;
  unsigned line_;
  const char* function_;
};
}  // namespace crosswarp::simt::detail

#define CW_SIMT_LOC \
  const ::crosswarp::simt::detail::SourceLocation& cw_loc = ::crosswarp::simt::detail::SourceLocation::current()

namespace crosswarp::simt::detail {

inline void fill_site(WarpOp& op, const SourceLocation& loc) {
  op.file = loc.file_name();
  op.line = loc.line();
  op.function = loc.function_name();
}

template <class T>
T shuffle(OpKind kind, bool sync, std::uint64_t mask, const T& var, int arg, int width,
          const SourceLocation& loc) {
  static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= 16, "shuffled values: trivially copyable, at most 16 bytes");
  WarpOp op{};
  op.kind = kind;
  op.sync = sync;
  op.mask = mask;
  op.arg = arg;
  op.width = width;
  op.value_size = sizeof(T);
  std::memcpy(op.value, &var, sizeof(T));
  fill_site(op, loc);
  warp_collective(op);
  T out;
  std::memcpy(static_cast<void*>(&out), op.result, sizeof(T));
  return out;
}

inline std::uint64_t vote(OpKind kind, bool sync, std::uint64_t mask, int predicate, const SourceLocation& loc) {
  WarpOp op{};
  op.kind = kind;
  op.sync = sync;
  op.mask = mask;
  op.arg = predicate != 0;
  op.width = 0;
  fill_site(op, loc);
  warp_collective(op);
  return op.result_mask;
}

template <class T>
std::uint64_t match(OpKind kind, std::uint64_t mask, const T& value, int* pred, const SourceLocation& loc) {
  static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= 8, "__match_*_sync: values of at most 8 bytes");
  WarpOp op{};
  op.kind = kind;
  op.sync = true;
  op.mask = mask;
  op.value_size = sizeof(T);
  std::memcpy(op.value, &value, sizeof(T));
  fill_site(op, loc);
  warp_collective(op);
  if (pred) *pred = op.result[0];
  return op.result_mask;
}

}  // namespace crosswarp::simt::detail

// ---- shuffles (HIP names; width defaults to the wavefront) ----
template <class T>
T __shfl(T var, int src_lane, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::Shfl, false, 0, var, src_lane, width, cw_loc);
}
template <class T>
T __shfl_up(T var, unsigned delta, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::ShflUp, false, 0, var, int(delta), width, cw_loc);
}
template <class T>
T __shfl_down(T var, unsigned delta, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::ShflDown, false, 0, var, int(delta), width, cw_loc);
}
template <class T>
T __shfl_xor(T var, int lane_mask, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::ShflXor, false, 0, var, lane_mask, width, cw_loc);
}
// The *_sync forms (CUDA's, in HIP since 6.2) with 64-bit masks: mask names the lanes taking part.
template <class T>
T __shfl_sync(unsigned long long mask, T var, int src_lane, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::Shfl, true, mask, var, src_lane, width, cw_loc);
}
template <class T>
T __shfl_up_sync(unsigned long long mask, T var, unsigned delta, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::ShflUp, true, mask, var, int(delta), width, cw_loc);
}
template <class T>
T __shfl_down_sync(unsigned long long mask, T var, unsigned delta, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::ShflDown, true, mask, var, int(delta), width, cw_loc);
}
template <class T>
T __shfl_xor_sync(unsigned long long mask, T var, int lane_mask, int width = warpSize, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::shuffle(::crosswarp::simt::detail::OpKind::ShflXor, true, mask, var, lane_mask, width, cw_loc);
}

// ---- votes ----
inline unsigned long long __ballot(int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::Ballot, false, 0, predicate, cw_loc);
}
inline int __any(int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::Any, false, 0, predicate, cw_loc) != 0;
}
inline int __all(int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::All, false, 0, predicate, cw_loc) != 0;
}
inline unsigned long long __activemask(CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::ActiveMask, false, 0, 1, cw_loc);
}
inline unsigned long long __ballot_sync(unsigned long long mask, int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::Ballot, true, mask, predicate, cw_loc);
}
inline int __any_sync(unsigned long long mask, int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::Any, true, mask, predicate, cw_loc) != 0;
}
inline int __all_sync(unsigned long long mask, int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::All, true, mask, predicate, cw_loc) != 0;
}
inline void __syncwarp(unsigned long long mask = ~0ull, CW_SIMT_LOC) {
  ::crosswarp::simt::detail::vote(::crosswarp::simt::detail::OpKind::SyncWarp, true, mask, 1, cw_loc);
}
template <class T>
unsigned long long __match_any_sync(unsigned long long mask, T value, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::match(::crosswarp::simt::detail::OpKind::MatchAny, mask, value, nullptr, cw_loc);
}
template <class T>
unsigned long long __match_all_sync(unsigned long long mask, T value, int* pred, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::match(::crosswarp::simt::detail::OpKind::MatchAll, mask, value, pred, cw_loc);
}

// ---- block barriers ----
inline void __syncthreads(CW_SIMT_LOC) {
  ::crosswarp::simt::detail::block_barrier(::crosswarp::simt::detail::BarrierKind::Plain, 1, cw_loc.file_name(),
                                           cw_loc.line(), cw_loc.function_name());
}
inline int __syncthreads_count(int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::block_barrier(::crosswarp::simt::detail::BarrierKind::Count, predicate,
                                                  cw_loc.file_name(), cw_loc.line(), cw_loc.function_name());
}
inline int __syncthreads_and(int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::block_barrier(::crosswarp::simt::detail::BarrierKind::And, predicate,
                                                  cw_loc.file_name(), cw_loc.line(), cw_loc.function_name());
}
inline int __syncthreads_or(int predicate, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::block_barrier(::crosswarp::simt::detail::BarrierKind::Or, predicate,
                                                  cw_loc.file_name(), cw_loc.line(), cw_loc.function_name());
}

// CUDA's __nanosleep (the port writes crosswarpNanosleep, which is this off AMD GPUs): no time passes here,
// but the thread lets the others of its block run first. Fibers switch only at such points, at warp
// collectives and at barriers, so a thread spinning on a flag another thread sets completes when its loop
// sleeps; a spin-wait that nothing releases is reported (see the README).
inline void __nanosleep(unsigned int ns, CW_SIMT_LOC) {
  (void)ns;
  ::crosswarp::simt::detail::thread_yield("__nanosleep", cw_loc.file_name(), cw_loc.line());
}

// Lane index within the wavefront.
inline unsigned __lane_id() { return unsigned(::crosswarp::simt::detail::tl_thread->lane); }

// HIP's __smid(): the compute unit running the wave. Here the worker thread running the block, one of
// hipDeviceAttributeMultiprocessorCount.
inline unsigned __smid() {
  return ::crosswarp::simt::detail::worker_id();
}

// Clocks. clock64() counts at hipDeviceAttributeClockRate and wall_clock64() at
// hipDeviceAttributeWallClockRate, both 1 GHz here: nanoseconds of the host's steady clock. clock() is
// the C library's, which device code calling clock() compiles to on the CPU.
inline long long clock64() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return static_cast<long long>(t.tv_sec) * 1000000000LL + t.tv_nsec;
}
inline long long __clock64() {
  return clock64();
}
inline long long wall_clock64() {
  return clock64();
}

// ---- shared-window addresses ----
// CUDA's __cvta_generic_to_shared and back: ported code calls them through the port's crosswarpCvta* names,
// and the addresses of PTX's .shared instructions (cp.async's, ld.shared's) are such addresses. On a GPU an
// address in the block's shared memory is its offset there. Here a block's shared memory is this OS thread's
// thread_local statics (static __shared__) and its dynamic buffer, so an address is encoded as 0x40000000
// plus its offset from an anchor among the statics, or 0xc0000000 plus its offset in the dynamic buffer. Both
// bases are 4 KiB aligned, so an address keeps its low 12 bits (swizzled layouts XOR them), and arithmetic on
// an encoded address moves the pointer it decodes to. An address in neither (CUDA leaves the result
// undefined) is reported and ends the GPU thread.
namespace crosswarp::simt::detail {
alignas(4096) inline thread_local unsigned char shared_anchor;
std::size_t generic_to_shared(const void* p, const void* anchor, const char* file, unsigned line);
void* shared_to_generic(std::size_t address, void* anchor);
}  // namespace crosswarp::simt::detail
inline std::size_t __cvta_generic_to_shared(const void* p, CW_SIMT_LOC) {
  return ::crosswarp::simt::detail::generic_to_shared(p, &::crosswarp::simt::detail::shared_anchor,
                                                      cw_loc.file_name(), cw_loc.line());
}
inline void* __cvta_shared_to_generic(std::size_t address) {
  return ::crosswarp::simt::detail::shared_to_generic(address, &::crosswarp::simt::detail::shared_anchor);
}
// A global address is the generic one.
inline std::size_t __cvta_generic_to_global(const void* p) {
  return reinterpret_cast<std::size_t>(p);
}
inline void* __cvta_global_to_generic(std::size_t address) {
  return reinterpret_cast<void*>(address);
}

#undef CW_SIMT_LOC

// ---- launch ----
namespace crosswarp::simt::detail {

// The tuple of the first of Tuple's element types, as many as the index sequence has (declared only).
template <class Tuple, std::size_t... I>
std::tuple<std::tuple_element_t<I, Tuple>...> first_types(std::index_sequence<I...>);

// The kernel is called through its pointer with every argument, or, when the launch leaves out parameters with
// default arguments (as a <<<>>> launch may), by name through `call`. The arguments given are stored converted
// to the types of the parameters they stand for; each GPU thread gets its own copies of them.
template <class Call, class... Params, class... Args>
int launch(const char* name, void (*kernel)(Params...), Call call, dim3 grid, dim3 block, std::size_t shmem,
           void* stream, const char* file, unsigned line, Args&&... args) {
  static_assert(sizeof...(Args) <= sizeof...(Params), "hipLaunchKernelGGL: more arguments than the kernel has");
  using Given =
      decltype(first_types<std::tuple<std::decay_t<Params>...>>(std::make_index_sequence<sizeof...(Args)>{}));
  auto callee = [&] {
    if constexpr (sizeof...(Args) == sizeof...(Params))
      return kernel;
    else
      return call;
  }();
  struct Closure {
    decltype(callee) f;
    Given params;
  };
  Closure closure{callee, Given(std::forward<Args>(args)...)};
  auto invoke = [](void* c) {
    auto* cl = static_cast<Closure*>(c);
    std::apply(cl->f, cl->params);
  };
  return launch_kernel(LaunchConfig{name, grid, block, shmem, stream, file, line}, invoke, &closure);
}

}  // namespace crosswarp::simt::detail

#define hipLaunchKernelGGL(kernel, grid, block, shmem, stream, ...)                              \
  ((void)::crosswarp::simt::detail::launch(                                                      \
      #kernel, kernel, [&](auto&... cw_args) { (kernel)(cw_args...); }, dim3(grid), dim3(block), \
      std::size_t(shmem), static_cast<void*>(stream), __FILE__, __LINE__ __VA_OPT__(, ) __VA_ARGS__))
