// The memory API: device, managed and pinned host allocations are ordinary host memory, but each is
// recorded so that hipPointerGetAttributes answers like HIP and copies whose direction does not
// match the memory (a host pointer passed as device memory) fail as they would on a GPU.
#include "internal.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <map>

namespace crosswarp::simt::rt {
namespace {

struct Allocation {
  std::size_t size;
  hipMemoryType type;
  bool registered;  // hipHostRegister: not ours to free
};
std::mutex alloc_mutex;
std::map<std::uintptr_t, Allocation> allocations;
std::size_t device_bytes = 0;

// The allocation holding [p, p + n), or null.
const Allocation* find(const void* p, std::size_t n, std::uintptr_t* base = nullptr) {
  auto a = reinterpret_cast<std::uintptr_t>(p);
  auto it = allocations.upper_bound(a);
  if (it == allocations.begin()) return nullptr;
  --it;
  if (a + n > it->first + std::max<std::size_t>(it->second.size, 1)) return nullptr;
  if (base) *base = it->first;
  return &it->second;
}

hipError_t allocate(void** ptr, std::size_t size, hipMemoryType type) {
  if (!ptr) return fail(hipErrorInvalidValue);
  *ptr = nullptr;
  if (size == 0) return hipSuccess;
  void* p = std::aligned_alloc(256, (size + 255) / 256 * 256);
  if (!p) return fail(hipErrorOutOfMemory);
  std::lock_guard<std::mutex> lock(alloc_mutex);
  allocations[reinterpret_cast<std::uintptr_t>(p)] = Allocation{size, type, false};
  if (type != hipMemoryTypeHost) device_bytes += size;
  *ptr = p;
  return hipSuccess;
}

hipError_t release(void* p, bool host) {
  if (!p) return hipSuccess;
  std::lock_guard<std::mutex> lock(alloc_mutex);
  auto it = allocations.find(reinterpret_cast<std::uintptr_t>(p));
  if (it == allocations.end() || it->second.registered || (it->second.type == hipMemoryTypeHost) != host)
    return fail(host ? hipErrorInvalidValue : hipErrorInvalidDevicePointer);
  if (!host) device_bytes -= it->second.size;
  allocations.erase(it);
  std::free(p);
  return hipSuccess;
}

bool is_device(const void* p, std::size_t n) {
  const Allocation* a = find(p, n);
  return a != nullptr;  // pinned host memory is mapped into the device too
}

}  // namespace

hipError_t copy(void* dst, const void* src, std::size_t n, hipMemcpyKind kind) {
  if (n == 0) return hipSuccess;
  if (!dst || !src) return fail(hipErrorInvalidValue);
  if (int(kind) < 0 || int(kind) > 4) return fail(hipErrorInvalidMemcpyDirection);
  {
    std::lock_guard<std::mutex> lock(alloc_mutex);
    bool dst_dev = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
    bool src_dev = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
    if ((dst_dev && !is_device(dst, n)) || (src_dev && !is_device(src, n))) return fail(hipErrorInvalidValue);
  }
  std::memmove(dst, src, n);
  return hipSuccess;
}

std::size_t allocated_device_bytes() {
  std::lock_guard<std::mutex> lock(alloc_mutex);
  return device_bytes;
}

}  // namespace crosswarp::simt::rt

namespace crosswarp::simt::detail {
void register_symbol(const void* address, size_t size) {
  std::lock_guard<std::mutex> lock(rt::alloc_mutex);
  if (rt::find(address, size)) return;
  rt::allocations[reinterpret_cast<std::uintptr_t>(address)] =
      rt::Allocation{size, hipMemoryTypeDevice, true};
}
}  // namespace crosswarp::simt::detail

using namespace crosswarp::simt;

hipError_t hipMalloc(void** ptr, size_t size) { return rt::allocate(ptr, size, hipMemoryTypeDevice); }
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned) { return rt::allocate(ptr, size, hipMemoryTypeManaged); }
hipError_t hipMallocAsync(void** ptr, size_t size, hipStream_t) { return hipMalloc(ptr, size); }
hipError_t hipHostMalloc(void** ptr, size_t size, unsigned) { return rt::allocate(ptr, size, hipMemoryTypeHost); }
hipError_t hipMallocHost(void** ptr, size_t size) { return hipHostMalloc(ptr, size, 0); }
hipError_t hipFree(void* ptr) { return rt::release(ptr, false); }
hipError_t hipFreeAsync(void* ptr, hipStream_t) { return hipFree(ptr); }
hipError_t hipHostFree(void* ptr) { return rt::release(ptr, true); }
hipError_t hipFreeHost(void* ptr) { return hipHostFree(ptr); }

hipError_t hipHostRegister(void* ptr, size_t size, unsigned) {
  if (!ptr || !size) return rt::fail(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(rt::alloc_mutex);
  rt::allocations[reinterpret_cast<std::uintptr_t>(ptr)] = rt::Allocation{size, hipMemoryTypeHost, true};
  return hipSuccess;
}
hipError_t hipHostUnregister(void* ptr) {
  std::lock_guard<std::mutex> lock(rt::alloc_mutex);
  auto it = rt::allocations.find(reinterpret_cast<std::uintptr_t>(ptr));
  if (it == rt::allocations.end() || !it->second.registered) return rt::fail(hipErrorInvalidValue);
  rt::allocations.erase(it);
  return hipSuccess;
}
hipError_t hipHostGetDevicePointer(void** device_ptr, void* host_ptr, unsigned) {
  if (!device_ptr) return rt::fail(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(rt::alloc_mutex);
  const rt::Allocation* a = rt::find(host_ptr, 1);
  if (!a || a->type != hipMemoryTypeHost) return rt::fail(hipErrorInvalidValue);
  *device_ptr = host_ptr;
  return hipSuccess;
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attr, const void* ptr) {
  if (!attr) return rt::fail(hipErrorInvalidValue);
  std::memset(static_cast<void*>(attr), 0, sizeof *attr);
  std::lock_guard<std::mutex> lock(rt::alloc_mutex);
  std::uintptr_t base = 0;
  const rt::Allocation* a = rt::find(ptr, 1, &base);
  if (!a) {
    // HIP 6: unknown (pageable) host memory is "unregistered", not an error.
    attr->type = hipMemoryTypeUnregistered;
    attr->device = -1;
    attr->hostPointer = const_cast<void*>(ptr);
    return hipSuccess;
  }
  attr->type = a->type;
  attr->device = 0;
  attr->devicePointer = const_cast<void*>(ptr);
  attr->hostPointer = a->type == hipMemoryTypeDevice ? nullptr : const_cast<void*>(ptr);
  attr->isManaged = a->type == hipMemoryTypeManaged;
  return hipSuccess;
}

hipError_t hipMemcpy(void* dst, const void* src, size_t size, hipMemcpyKind kind) {
  return rt::copy(dst, src, size, kind);
}
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t size, hipMemcpyKind kind, hipStream_t) {
  return rt::copy(dst, src, size, kind);
}
hipError_t hipMemcpyHtoD(void* dst, const void* src, size_t size) { return rt::copy(dst, src, size, hipMemcpyHostToDevice); }
hipError_t hipMemcpyDtoH(void* dst, const void* src, size_t size) { return rt::copy(dst, src, size, hipMemcpyDeviceToHost); }
hipError_t hipMemcpyDtoD(void* dst, const void* src, size_t size) { return rt::copy(dst, src, size, hipMemcpyDeviceToDevice); }
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       hipMemcpyKind kind) {
  if (width > dpitch || width > spitch) return rt::fail(hipErrorInvalidValue);
  for (size_t r = 0; r < height; ++r) {
    hipError_t e = rt::copy(static_cast<char*>(dst) + r * dpitch, static_cast<const char*>(src) + r * spitch, width, kind);
    if (e != hipSuccess) return e;
  }
  return hipSuccess;
}
hipError_t hipMemset(void* dst, int value, size_t size) {
  if (size == 0) return hipSuccess;
  {
    std::lock_guard<std::mutex> lock(rt::alloc_mutex);
    if (!dst || !rt::find(dst, size)) return rt::fail(hipErrorInvalidValue);
  }
  std::memset(dst, value, size);
  return hipSuccess;
}
hipError_t hipMemsetAsync(void* dst, int value, size_t size, hipStream_t) { return hipMemset(dst, value, size); }
hipError_t hipMemsetD32(void* dst, int value, size_t count) {
  {
    std::lock_guard<std::mutex> lock(rt::alloc_mutex);
    if (!dst || !rt::find(dst, count * 4)) return rt::fail(hipErrorInvalidValue);
  }
  auto* p = static_cast<int*>(dst);
  for (size_t i = 0; i < count; ++i) p[i] = value;
  return hipSuccess;
}

hipError_t hipMemGetInfo(size_t* free_bytes, size_t* total_bytes) {
  if (!free_bytes || !total_bytes) return rt::fail(hipErrorInvalidValue);
  size_t total = size_t(sysconf(_SC_PHYS_PAGES)) * size_t(sysconf(_SC_PAGE_SIZE));
  size_t avail = size_t(sysconf(_SC_AVPHYS_PAGES)) * size_t(sysconf(_SC_PAGE_SIZE));
  *total_bytes = total;
  *free_bytes = avail;
  return hipSuccess;
}
