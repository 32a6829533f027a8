// Host code with arrays of 32 entries, bit tricks and memcpy in loops: nothing GPU-related.
#include <cstdint>
#include <cstring>
#include <vector>

struct Packet {
  std::uint32_t flags = 0xffffffff;
  char name[32];
};

int popcount_all(const std::vector<std::uint32_t>& words) {
  int n = 0;
  for (std::uint32_t w : words) n += __builtin_popcount(w & 0xffffffffu);
  return n;
}

void copy_names(Packet* dst, const Packet* src, int count) {
  for (int i = 0; i < count; ++i) std::memcpy(dst[i].name, src[i].name, 32);
  for (int i = 0; i < count; ++i) dst[i].flags = src[i].flags >> 5;
}
