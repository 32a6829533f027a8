// crosswarp-simt: HIP's atomics. Blocks run in parallel on several OS threads, so these are real
// atomics (std::atomic_ref); the value's type is taken from the pointer, as HIP's overloads do.
#pragma once

#include <atomic>
#include <cstring>
#include <type_traits>

namespace crosswarp::simt::detail {
template <class T>
using plain = std::type_identity_t<T>;
template <class T, class F>
T atomic_update(T* address, F f) {
  std::atomic_ref<T> ref(*address);
  T old = ref.load(std::memory_order_relaxed);
  while (!ref.compare_exchange_weak(old, f(old), std::memory_order_relaxed)) {
  }
  return old;
}
}  // namespace crosswarp::simt::detail

// The caller's file and line (device.h's SourceLocation), for the report of a spin that nothing releases.
#define CW_SIMT_ATOMIC_LOC                                  \
  const ::crosswarp::simt::detail::SourceLocation& cw_loc = \
      ::crosswarp::simt::detail::SourceLocation::current()

template <class T>
T atomicAdd(T* address, ::crosswarp::simt::detail::plain<T> val) {
  if constexpr (std::is_integral_v<T> || std::is_floating_point_v<T>)
    return std::atomic_ref<T>(*address).fetch_add(val, std::memory_order_relaxed);
  else
    return ::crosswarp::simt::detail::atomic_update(address, [&](T old) { return T(old + val); });
}
template <class T>
T atomicSub(T* address, ::crosswarp::simt::detail::plain<T> val) {
  return std::atomic_ref<T>(*address).fetch_sub(val, std::memory_order_relaxed);
}
// An exchange that finds the value it writes, or a compare-and-swap that fails, is how a spin lock finds its
// lock taken: the thread lets the others of its block run first (detail::thread_yield), so the holder can
// release it. Without that, a fiber spinning on a lock its block's other thread holds would never give way.
template <class T>
T atomicExch(T* address, ::crosswarp::simt::detail::plain<T> val, CW_SIMT_ATOMIC_LOC) {
  T old = std::atomic_ref<T>(*address).exchange(val, std::memory_order_relaxed);
  if (std::memcmp(&old, &val, sizeof(T)) == 0)
    ::crosswarp::simt::detail::thread_yield("atomicExch", cw_loc.file_name(), cw_loc.line());
  return old;
}
template <class T>
T atomicCAS(T* address, ::crosswarp::simt::detail::plain<T> compare, ::crosswarp::simt::detail::plain<T> val,
            CW_SIMT_ATOMIC_LOC) {
  if (!std::atomic_ref<T>(*address).compare_exchange_strong(compare, val, std::memory_order_relaxed))
    ::crosswarp::simt::detail::thread_yield("atomicCAS", cw_loc.file_name(), cw_loc.line());
  return compare;  // the old value, whether or not the swap happened
}
template <class T>
T atomicMax(T* address, ::crosswarp::simt::detail::plain<T> val) {
  return ::crosswarp::simt::detail::atomic_update(address, [&](T old) { return old < val ? val : old; });
}
template <class T>
T atomicMin(T* address, ::crosswarp::simt::detail::plain<T> val) {
  return ::crosswarp::simt::detail::atomic_update(address, [&](T old) { return val < old ? val : old; });
}
template <class T>
T atomicAnd(T* address, ::crosswarp::simt::detail::plain<T> val) {
  return std::atomic_ref<T>(*address).fetch_and(val, std::memory_order_relaxed);
}
template <class T>
T atomicOr(T* address, ::crosswarp::simt::detail::plain<T> val) {
  return std::atomic_ref<T>(*address).fetch_or(val, std::memory_order_relaxed);
}
template <class T>
T atomicXor(T* address, ::crosswarp::simt::detail::plain<T> val) {
  return std::atomic_ref<T>(*address).fetch_xor(val, std::memory_order_relaxed);
}
// ((old >= val) ? 0 : (old + 1)) and (((old == 0) || (old > val)) ? val : (old - 1)), as in CUDA.
inline unsigned atomicInc(unsigned* address, unsigned val) {
  return ::crosswarp::simt::detail::atomic_update(address, [&](unsigned old) { return old >= val ? 0u : old + 1; });
}
inline unsigned atomicDec(unsigned* address, unsigned val) {
  return ::crosswarp::simt::detail::atomic_update(
      address, [&](unsigned old) { return (old == 0 || old > val) ? val : old - 1; });
}
#define CW_SIMT_ATOMIC_ALIAS(name)                                                   \
  template <class T>                                                                  \
  T name##_system(T* a, ::crosswarp::simt::detail::plain<T> v) { return name(a, v); } \
  template <class T>                                                                  \
  T name##_block(T* a, ::crosswarp::simt::detail::plain<T> v) { return name(a, v); }
CW_SIMT_ATOMIC_ALIAS(atomicAdd)
CW_SIMT_ATOMIC_ALIAS(atomicSub)
CW_SIMT_ATOMIC_ALIAS(atomicMax)
CW_SIMT_ATOMIC_ALIAS(atomicMin)
CW_SIMT_ATOMIC_ALIAS(atomicAnd)
CW_SIMT_ATOMIC_ALIAS(atomicOr)
CW_SIMT_ATOMIC_ALIAS(atomicXor)
#undef CW_SIMT_ATOMIC_ALIAS
template <class T>
T atomicExch_system(T* a, ::crosswarp::simt::detail::plain<T> v, CW_SIMT_ATOMIC_LOC) {
  return atomicExch(a, v, cw_loc);
}
template <class T>
T atomicExch_block(T* a, ::crosswarp::simt::detail::plain<T> v, CW_SIMT_ATOMIC_LOC) {
  return atomicExch(a, v, cw_loc);
}
template <class T>
T atomicCAS_system(T* a, ::crosswarp::simt::detail::plain<T> c, ::crosswarp::simt::detail::plain<T> v,
                   CW_SIMT_ATOMIC_LOC) {
  return atomicCAS(a, c, v, cw_loc);
}
template <class T>
T atomicCAS_block(T* a, ::crosswarp::simt::detail::plain<T> c, ::crosswarp::simt::detail::plain<T> v,
                  CW_SIMT_ATOMIC_LOC) {
  return atomicCAS(a, c, v, cw_loc);
}
#undef CW_SIMT_ATOMIC_LOC
template <class T>
T unsafeAtomicAdd(T* a, ::crosswarp::simt::detail::plain<T> v) {
  return atomicAdd(a, v);
}

inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void __threadfence_block() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void __threadfence_system() { std::atomic_thread_fence(std::memory_order_seq_cst); }
