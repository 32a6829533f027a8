// cudaDeviceProp fields missing from HIP 5.7's hipDeviceProp_t (see device_prop.h).
#include "port/device_prop.h"

#include <array>
#include <utility>

namespace crosswarp::port {

namespace {

// CUDA 12's cudaDeviceProp fields that HIP 5.7's hipDeviceProp_t lacks, with the HIP 5.7 member of the same
// meaning where there is one.
constexpr std::array<std::pair<std::string_view, std::string_view>, 50> kMissing{{
    {"uuid", ""}, {"luid", ""}, {"luidDeviceNodeMask", ""}, {"deviceOverlap", ""},
    {"maxTexture1DMipmap", ""}, {"maxTexture2DMipmap", ""}, {"maxTexture2DLinear", ""},
    {"maxTexture2DGather", ""}, {"maxTexture3DAlt", ""}, {"maxTextureCubemap", ""},
    {"maxTexture1DLayered", ""}, {"maxTexture2DLayered", ""}, {"maxTextureCubemapLayered", ""},
    {"maxSurface1D", ""}, {"maxSurface2D", ""}, {"maxSurface3D", ""}, {"maxSurface1DLayered", ""},
    {"maxSurface2DLayered", ""}, {"maxSurfaceCubemap", ""}, {"maxSurfaceCubemapLayered", ""},
    {"surfaceAlignment", ""}, {"asyncEngineCount", ""}, {"unifiedAddressing", ""},
    {"persistingL2CacheMaxSize", ""}, {"streamPrioritiesSupported", ""}, {"globalL1CacheSupported", ""},
    {"localL1CacheSupported", ""}, {"sharedMemPerMultiprocessor", "maxSharedMemoryPerMultiProcessor"},
    {"regsPerMultiprocessor", ""}, {"multiGpuBoardGroupID", ""}, {"hostNativeAtomicSupported", ""},
    {"singleToDoublePrecisionPerfRatio", ""}, {"computePreemptionSupported", ""},
    {"canUseHostPointerForRegisteredMem", ""}, {"sharedMemPerBlockOptin", ""},
    {"maxBlocksPerMultiProcessor", ""}, {"accessPolicyMaxWindowSize", ""}, {"reservedSharedMemPerBlock", ""},
    {"hostRegisterSupported", ""}, {"sparseCudaArraySupported", ""}, {"hostRegisterReadOnlySupported", ""},
    {"timelineSemaphoreInteropSupported", ""}, {"memoryPoolsSupported", ""}, {"gpuDirectRDMASupported", ""},
    {"gpuDirectRDMAFlushWritesOptions", ""}, {"gpuDirectRDMAWritesOrdering", ""},
    {"memoryPoolSupportedHandleTypes", ""}, {"deferredMappingCudaArraySupported", ""},
    {"ipcEventSupported", ""}, {"clusterLaunch", ""},
}};

}  // namespace

bool device_prop_missing_in_hip57(std::string_view field, std::string_view& hip57) {
  for (const auto& [cuda, hip] : kMissing)
    if (cuda == field) {
      hip57 = hip;
      return true;
    }
  return false;
}

}  // namespace crosswarp::port
