#include "runtime/transfer/streaming_copy.h"

#include <cstdint>
#include <cstring>

#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>
#define CW_STREAMING_X86 1
#else
#define CW_STREAMING_X86 0
#endif

namespace crosswarp::transfer {

namespace {

#if CW_STREAMING_X86

// Bytes to copy with memcpy before `dst` reaches `align`.
inline size_t head_bytes(const void* dst, size_t align) {
  return (align - (reinterpret_cast<uintptr_t>(dst) & (align - 1))) & (align - 1);
}

__attribute__((target("avx2"))) void stream_avx2(char* dst, const char* src, size_t n) {
  size_t head = head_bytes(dst, 32);
  std::memcpy(dst, src, head);
  dst += head, src += head, n -= head;
  size_t blocks = n / 128;
  for (size_t i = 0; i < blocks; ++i, dst += 128, src += 128) {
    __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src));
    __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + 32));
    __m256i c = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + 64));
    __m256i d = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + 96));
    _mm256_stream_si256(reinterpret_cast<__m256i*>(dst), a);
    _mm256_stream_si256(reinterpret_cast<__m256i*>(dst + 32), b);
    _mm256_stream_si256(reinterpret_cast<__m256i*>(dst + 64), c);
    _mm256_stream_si256(reinterpret_cast<__m256i*>(dst + 96), d);
  }
  n -= blocks * 128;
  for (; n >= 32; n -= 32, dst += 32, src += 32)
    _mm256_stream_si256(reinterpret_cast<__m256i*>(dst), _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src)));
  _mm_sfence();
  std::memcpy(dst, src, n);
}

void stream_sse2(char* dst, const char* src, size_t n) {
  size_t head = head_bytes(dst, 16);
  std::memcpy(dst, src, head);
  dst += head, src += head, n -= head;
  size_t blocks = n / 64;
  for (size_t i = 0; i < blocks; ++i, dst += 64, src += 64) {
    __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src));
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + 16));
    __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + 32));
    __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + 48));
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst), a);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + 16), b);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + 32), c);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + 48), d);
  }
  n -= blocks * 64;
  for (; n >= 16; n -= 16, dst += 16, src += 16)
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst), _mm_loadu_si128(reinterpret_cast<const __m128i*>(src)));
  _mm_sfence();
  std::memcpy(dst, src, n);
}

enum class Isa { None, Sse2, Avx2 };

Isa detect() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2")) return Isa::Avx2;
  if (__builtin_cpu_supports("sse2")) return Isa::Sse2;
  return Isa::None;
}

Isa isa() {
  static const Isa value = detect();
  return value;
}

#endif

}  // namespace

const char* streaming_isa() {
#if CW_STREAMING_X86
  switch (isa()) {
    case Isa::Avx2: return "avx2";
    case Isa::Sse2: return "sse2";
    case Isa::None: break;
  }
#endif
  return "none";
}

bool streaming_supported() { return std::strcmp(streaming_isa(), "none") != 0; }

void copy_bytes(void* dst, const void* src, size_t bytes, bool streaming) {
  if (!bytes) return;  // a zero-byte piece may carry null pointers
#if CW_STREAMING_X86
  if (streaming && bytes >= kStreamingMinBytes) {
    switch (isa()) {
      case Isa::Avx2: return stream_avx2(static_cast<char*>(dst), static_cast<const char*>(src), bytes);
      case Isa::Sse2: return stream_sse2(static_cast<char*>(dst), static_cast<const char*>(src), bytes);
      case Isa::None: break;
    }
  }
#else
  (void)streaming;
#endif
  std::memcpy(dst, src, bytes);
}

}  // namespace crosswarp::transfer
