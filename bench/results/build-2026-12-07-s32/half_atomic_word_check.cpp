#include <cstdio>
#include <cstring>
typedef unsigned short H;
static unsigned atomicCAS(unsigned* w, unsigned cmp, unsigned v) { unsigned o = *w; if (o == cmp) *w = v; return o; }
static H __hadd(H a, H b) { return (H)(a + b); }
static H __ushort_as_half(unsigned short s) { return s; }
static unsigned short __half_as_ushort(H h) { return h; }
static H atomicAdd(H* address, H val) {
  unsigned int* word = reinterpret_cast<unsigned int*>(reinterpret_cast<unsigned long long>(address) & ~3ull);
  const unsigned int shift = (reinterpret_cast<unsigned long long>(address) & 2) ? 16 : 0;
  unsigned int old = *word, assumed;
  do {
    assumed = old;
    const H sum = __hadd(__ushort_as_half(static_cast<unsigned short>(assumed >> shift)), val);
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (static_cast<unsigned int>(__half_as_ushort(sum)) << shift));
  } while (old != assumed);
  return __ushort_as_half(static_cast<unsigned short>(old >> shift));
}
int main() { alignas(4) H a[4] = {10, 20, 30, 40}; H o0 = atomicAdd(&a[0], 5), o1 = atomicAdd(&a[1], 7), o3 = atomicAdd(&a[3], 1);
  printf("%u %u %u %u | %u %u %u\n", a[0], a[1], a[2], a[3], o0, o1, o3); return !(a[0]==15&&a[1]==27&&a[2]==30&&a[3]==41&&o0==10&&o1==20&&o3==40); }
