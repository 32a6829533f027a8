// Shared by the crosswarp-simt tests: a fixture that runs each test under a 32- and a 64-lane
// wavefront, and small device-buffer helpers.
#pragma once

#include <hip/hip_runtime.h>
#include <crosswarp_simt.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#define HIP_OK(expr) ASSERT_EQ((expr), hipSuccess) << #expr

class WarpSizes : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    setenv("CROSSWARP_SIMT_QUIET", "1", 1);
    crosswarp::simt::set_warp_size(GetParam());
    crosswarp::simt::clear_diagnostics();
    (void)hipGetLastError();
    (void)hipDeviceSynchronize();
  }
  int W() const { return GetParam(); }
};

inline std::string wave_name(const ::testing::TestParamInfo<int>& info) { return "wave" + std::to_string(info.param); }
#define CW_BOTH_WAVES(Suite) INSTANTIATE_TEST_SUITE_P(Waves, Suite, ::testing::Values(32, 64), wave_name)

// A device buffer of n T, filled from/copied to a host vector.
template <class T>
struct DeviceBuffer {
  T* ptr = nullptr;
  size_t n = 0;
  explicit DeviceBuffer(size_t count, int fill_byte = 0) : n(count) {
    EXPECT_EQ(hipMalloc(&ptr, n * sizeof(T)), hipSuccess);
    EXPECT_EQ(hipMemset(ptr, fill_byte, n * sizeof(T)), hipSuccess);
  }
  explicit DeviceBuffer(const std::vector<T>& host) : DeviceBuffer(host.size()) {
    EXPECT_EQ(hipMemcpy(ptr, host.data(), n * sizeof(T), hipMemcpyHostToDevice), hipSuccess);
  }
  ~DeviceBuffer() { (void)hipFree(ptr); }
  std::vector<T> host() const {
    std::vector<T> h(n);
    EXPECT_EQ(hipMemcpy(h.data(), ptr, n * sizeof(T), hipMemcpyDeviceToHost), hipSuccess);
    return h;
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
};
