"""Hand-written CUDA -> HIP mappings that the libraries' naming rules do not produce.

Each value is the HIP name, or (HIP name, "HIP version that introduced it") for names newer than
HIP 5.7 (those are not checked against the 5.7 headers), or "" to record "no HIP equivalent" even
though a same-named HIP symbol exists (a different meaning or signature).
Sources: the CUDA Driver API / HIP Module API reference pages and the HIP headers themselves.
"""

# cuSPARSE's analysis-info types that cusparse.h declares without its prefix (csrilu02Info_t, ...), besides the
# csrsv2/csrsm2/csrgemm2 ones CUDA 13 removed.
INFO_TYPES = ("csrilu02", "csric02", "bsrilu02", "bsric02", "bsrsv2", "bsrsm2", "prune")
# CUDA 12's const sparse descriptors: cuSPARSE's name part -> rocSPARSE's (cusparseCreateConstCoo ->
# rocsparse_create_const_coo_descr, cusparseConstBlockedEllGet -> rocsparse_const_bell_get)
CONST_DESCRIPTORS = {"SpVec": "spvec", "Coo": "coo", "Csr": "csr", "Csc": "csc", "BlockedEll": "bell",
                     "DnVec": "dnvec", "DnMat": "dnmat"}
# ... those with a cusparseConst<X>GetValues (SpMat's covers every sparse-matrix format)
CONST_VALUE_DESCRIPTORS = {"SpVec": "spvec", "DnVec": "dnvec", "DnMat": "dnmat", "SpMat": "spmat"}

MAPPINGS = {
    "driver": {
        # CUDA's deprecated alias of CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED (both 102 in cuda.h)
        "CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED": "hipDeviceAttributeVirtualMemoryManagementSupported",
        # HIP 6.1.0 (HIPIFY's CUDA_Driver_API_functions_supported_by_HIP table)
        "CUgraphNodeParams": ("hipGraphNodeParams", "6.1.0"),
        "CUgraphNodeParams_st": ("hipGraphNodeParams", "6.1.0"),
        "CUgraphInstantiateResult": ("hipGraphInstantiateResult", "6.1.0"),
        "CUgraphInstantiateResult_enum": ("hipGraphInstantiateResult", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_SUCCESS": ("hipGraphInstantiateSuccess", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_ERROR": ("hipGraphInstantiateError", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE": ("hipGraphInstantiateInvalidStructure", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED": ("hipGraphInstantiateNodeOperationNotSupported", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED": ("hipGraphInstantiateMultipleDevicesNotSupported", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_PARAMS": ("hipGraphInstantiateParams", "6.1.0"),
        "CUDA_GRAPH_INSTANTIATE_PARAMS_st": ("hipGraphInstantiateParams", "6.1.0"),
        "CUDA_MEMCPY_NODE_PARAMS": ("hipMemcpyNodeParams", "6.1.0"),
        "CUDA_MEMCPY_NODE_PARAMS_st": ("hipMemcpyNodeParams", "6.1.0"),
        "CUDA_CHILD_GRAPH_NODE_PARAMS": ("hipChildGraphNodeParams", "6.1.0"),
        "CUDA_CHILD_GRAPH_NODE_PARAMS_st": ("hipChildGraphNodeParams", "6.1.0"),
        "CUDA_MEM_FREE_NODE_PARAMS": ("hipMemFreeNodeParams", "6.1.0"),
        "CUDA_MEM_FREE_NODE_PARAMS_st": ("hipMemFreeNodeParams", "6.1.0"),
        "CUDA_EVENT_RECORD_NODE_PARAMS": ("hipEventRecordNodeParams", "6.1.0"),
        "CUDA_EVENT_RECORD_NODE_PARAMS_st": ("hipEventRecordNodeParams", "6.1.0"),
        "CUDA_EVENT_WAIT_NODE_PARAMS": ("hipEventWaitNodeParams", "6.1.0"),
        "CUDA_EVENT_WAIT_NODE_PARAMS_st": ("hipEventWaitNodeParams", "6.1.0"),
        "CUflushGPUDirectRDMAWritesOptions": ("hipFlushGPUDirectRDMAWritesOptions", "6.1.0"),
        "CUflushGPUDirectRDMAWritesOptions_enum": ("hipFlushGPUDirectRDMAWritesOptions", "6.1.0"),
        "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST": ("hipFlushGPUDirectRDMAWritesOptionHost", "6.1.0"),
        "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS": ("hipFlushGPUDirectRDMAWritesOptionMemOps", "6.1.0"),
        "CUGPUDirectRDMAWritesOrdering": ("hipGPUDirectRDMAWritesOrdering", "6.1.0"),
        "CUGPUDirectRDMAWritesOrdering_enum": ("hipGPUDirectRDMAWritesOrdering", "6.1.0"),
        "CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE": ("hipGPUDirectRDMAWritesOrderingNone", "6.1.0"),
        "CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER": ("hipGPUDirectRDMAWritesOrderingOwner", "6.1.0"),
        "CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES": ("hipGPUDirectRDMAWritesOrderingAllDevices", "6.1.0"),
        "CUdriverProcAddressQueryResult": ("hipDriverProcAddressQueryResult", "6.1.0"),
        "CUdriverProcAddressQueryResult_enum": ("hipDriverProcAddressQueryResult", "6.1.0"),
        "CU_GET_PROC_ADDRESS_SUCCESS": ("HIP_GET_PROC_ADDRESS_SUCCESS", "6.1.0"),
        "CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND": ("HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND", "6.1.0"),
        "CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT": ("HIP_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT", "6.1.0"),
        # newer HIP functions (HIPIFY's CUDA_Driver_API_functions_supported_by_HIP table, newest version)
        **{n: ("hipMemcpyAtoA", "6.2.0") for n in ("cuMemcpyAtoA", "cuMemcpyAtoA_v2")},
        **{n: ("hipMemcpyAtoD", "6.2.0") for n in ("cuMemcpyAtoD", "cuMemcpyAtoD_v2")},
        **{n: ("hipMemcpyDtoA", "6.2.0") for n in ("cuMemcpyDtoA", "cuMemcpyDtoA_v2")},
        **{n: ("hipMemcpyAtoHAsync", "6.2.0") for n in ("cuMemcpyAtoHAsync", "cuMemcpyAtoHAsync_v2")},
        **{n: ("hipMemcpyHtoAAsync", "6.2.0") for n in ("cuMemcpyHtoAAsync", "cuMemcpyHtoAAsync_v2")},
        "cuTexRefGetBorderColor": ("hipTexRefGetBorderColor", "6.1.0"),
        "cuEventRecordWithFlags": ("hipEventRecordWithFlags", "6.4.0"),
        "cuStreamBatchMemOp": ("hipStreamBatchMemOp", "6.4.0"),
        "cuStreamBatchMemOp_v2": ("hipStreamBatchMemOp", "6.4.0"),
        "cuGraphAddBatchMemOpNode": ("hipGraphAddBatchMemOpNode", "6.4.0"),
        "cuGraphBatchMemOpNodeGetParams": ("hipGraphBatchMemOpNodeGetParams", "6.4.0"),
        "cuGraphBatchMemOpNodeSetParams": ("hipGraphBatchMemOpNodeSetParams", "6.4.0"),
        "cuGraphExecBatchMemOpNodeSetParams": ("hipGraphExecBatchMemOpNodeSetParams", "6.4.0"),
        "cuStreamBeginCaptureToGraph": ("hipStreamBeginCaptureToGraph", "6.2.0"),
        "cuGraphAddNode": ("hipGraphAddNode", "6.2.0"),
        "cuGraphInstantiateWithParams": ("hipGraphInstantiateWithParams", "6.2.0"),
        "cuGraphExecGetFlags": ("hipGraphExecGetFlags", "6.3.0"),
        "cuGraphNodeSetParams": ("hipGraphNodeSetParams", "6.3.0"),
        "cuGraphExecNodeSetParams": ("hipGraphExecNodeSetParams", "6.3.0"),
        "cuGetProcAddress": ("hipGetProcAddress", "6.2.0"),
        # stream batch memory operations: HIP 6.4.0's types for the functions above (HIPIFY's
        # CUDA_Driver_API_functions_supported_by_HIP table)
        **{n: ("hipStreamBatchMemOpParams", "6.4.0") for n in ("CUstreamBatchMemOpParams", "CUstreamBatchMemOpParams_v1")},
        "CUstreamBatchMemOpParams_union": ("hipStreamBatchMemOpParams_union", "6.4.0"),
        **{n: ("hipStreamBatchMemOpType", "6.4.0") for n in ("CUstreamBatchMemOpType", "CUstreamBatchMemOpType_enum")},
        "CU_STREAM_MEM_OP_WAIT_VALUE_32": ("hipStreamMemOpWaitValue32", "6.4.0"),
        "CU_STREAM_MEM_OP_WRITE_VALUE_32": ("hipStreamMemOpWriteValue32", "6.4.0"),
        "CU_STREAM_MEM_OP_WAIT_VALUE_64": ("hipStreamMemOpWaitValue64", "6.4.0"),
        "CU_STREAM_MEM_OP_WRITE_VALUE_64": ("hipStreamMemOpWriteValue64", "6.4.0"),
        "CU_STREAM_MEM_OP_BARRIER": ("hipStreamMemOpBarrier", "6.4.0"),
        "CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES": ("hipStreamMemOpFlushRemoteWrites", "6.4.0"),
        **{n: ("hipBatchMemOpNodeParams", "6.4.0") for n in (
            "CUDA_BATCH_MEM_OP_NODE_PARAMS", "CUDA_BATCH_MEM_OP_NODE_PARAMS_v1", "CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st",
            "CUDA_BATCH_MEM_OP_NODE_PARAMS_v2", "CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st")},
        "CU_GRAPH_NODE_TYPE_BATCH_MEM_OP": ("hipGraphNodeTypeBatchMemOp", "6.4.0"),
        # graph edge data (HIP 6.2.0), address-range handles and cuLaunchKernelEx's launch config (HIP 7.0.0):
        # same table. hipDrvLaunchKernelEx takes cuLaunchKernelEx's arguments (config, function, params, extra)
        **{n: ("hipGraphEdgeData", "6.2.0") for n in ("CUgraphEdgeData", "CUgraphEdgeData_st")},
        **{n: ("hipMemRangeHandleType", "7.0.0") for n in ("CUmemRangeHandleType", "CUmemRangeHandleType_enum")},
        "CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD": ("hipMemRangeHandleTypeDmaBufFd", "7.0.0"),
        "CU_MEM_RANGE_HANDLE_TYPE_MAX": ("hipMemRangeHandleTypeMax", "7.0.0"),
        "cuMemGetHandleForAddressRange": ("hipMemGetHandleForAddressRange", "7.0.0"),
        "CUlaunchConfig": ("HIP_LAUNCH_CONFIG", "7.0.0"),
        "CUlaunchConfig_st": ("HIP_LAUNCH_CONFIG_st", "7.0.0"),
        "cuLaunchKernelEx": ("hipDrvLaunchKernelEx", "7.0.0"),
        # libraries (same table): the handle types are HIP 7.1.0's, hipLibraryEnumerateKernels 7.2.0's
        "CUlibrary": ("hipLibrary_t", "7.1.0"),
        "CUkernel": ("hipKernel_t", "7.1.0"),
        "cuLibraryEnumerateKernels": ("hipLibraryEnumerateKernels", "7.2.0"),
        # deprecated texture-reference API: hipTexRefGetArray is not declared in HIP 5.7's headers; HIPIFY's
        # table records it deprecated in HIP 6.1.0, and HIP 6.1's reference (Texture Management [Deprecated])
        # declares hipTexRefGetArray(hipArray_t*, const textureReference*)
        "cuTexRefGetArray": ("hipTexRefGetArray", "6.1.0"),
        # the driver API's memcpy/memset graph nodes take CUDA_MEMCPY3D / CUDA_MEMSET_NODE_PARAMS and a context:
        # HIP's hipDrvGraph* functions (the rule's hipGraphAddMemcpyNode & co. are the runtime's, which take a
        # hipMemcpy3DParms and no context)
        "cuGraphAddMemcpyNode": ("hipDrvGraphAddMemcpyNode", "6.0.0"),
        "cuGraphAddMemsetNode": ("hipDrvGraphAddMemsetNode", "6.1.0"),
        "cuGraphMemcpyNodeGetParams": ("hipDrvGraphMemcpyNodeGetParams", "6.3.0"),
        "cuGraphMemcpyNodeSetParams": ("hipDrvGraphMemcpyNodeSetParams", "6.3.0"),
        "cuGraphExecMemcpyNodeSetParams": ("hipDrvGraphExecMemcpyNodeSetParams", "6.3.0"),
        "cuGraphExecMemsetNodeSetParams": ("hipDrvGraphExecMemsetNodeSetParams", "6.3.0"),
        # in HIP 5.7 under a spelling the naming rule misses ("MultiProcessor", "GroupID")
        "CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR": "hipDeviceAttributeMaxBlocksPerMultiProcessor",
        "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID": "hipDeviceAttributeMultiGpuBoardGroupID",
        # cudaGL.h (OpenGL interop): HIP 5.7's hip_gl_interop.h
        "CUGLDeviceList": "hipGLDeviceList",
        "CUGLDeviceList_enum": "hipGLDeviceList",
        # the blockSizeToDynamicSMemSize callback type: HIP's occupancy functions take none (the argument is
        # dropped, calls.cpp), so a variable kept for it is left as an untyped pointer, as HIPIFY does
        "CUoccupancyB2DSize": "void*",
        # handles and types
        "CUresult": "hipError_t",
        "CUdevice": "hipDevice_t",
        "CUdevice_v1": "hipDevice_t",
        "CUcontext": "hipCtx_t",
        "CUmodule": "hipModule_t",
        "CUfunction": "hipFunction_t",
        "CUstream": "hipStream_t",
        "CUevent": "hipEvent_t",
        "CUdeviceptr": "hipDeviceptr_t",
        "CUdeviceptr_v2": "hipDeviceptr_t",
        "CUarray": "hipArray_t",
        "CUgraph": "hipGraph_t",
        "CUgraphExec": "hipGraphExec_t",
        "CUgraphNode": "hipGraphNode_t",
        "CUjit_option": "hipJitOption",
        # CUjit_option's values are hipJitOption's (HIP 5.7 declares the first 17, in CUDA's order), so an options
        # array compiles for hipModuleLoadDataEx: hipify-perl's HIPRTC_JIT_* are hiprtcJIT_option, another enum type
        # a hipJitOption array cannot hold. cuLink* -> hiprtcLink* take hiprtcJIT_option*, and calls.cpp casts the
        # options array there (both enums keep CUDA's numbering). The input types (CU_JIT_INPUT_*) stay HIPRTC_*,
        # which hiprtcLinkAddData takes.
        **{f"CU_JIT_{c}": f"hipJitOption{h}" for c, h in (
            ("MAX_REGISTERS", "MaxRegisters"), ("THREADS_PER_BLOCK", "ThreadsPerBlock"), ("WALL_TIME", "WallTime"),
            ("INFO_LOG_BUFFER", "InfoLogBuffer"), ("INFO_LOG_BUFFER_SIZE_BYTES", "InfoLogBufferSizeBytes"),
            ("ERROR_LOG_BUFFER", "ErrorLogBuffer"), ("ERROR_LOG_BUFFER_SIZE_BYTES", "ErrorLogBufferSizeBytes"),
            ("OPTIMIZATION_LEVEL", "OptimizationLevel"), ("TARGET_FROM_CUCONTEXT", "TargetFromContext"),
            ("TARGET", "Target"), ("FALLBACK_STRATEGY", "FallbackStrategy"), ("GENERATE_DEBUG_INFO", "GenerateDebugInfo"),
            ("LOG_VERBOSE", "LogVerbose"), ("GENERATE_LINE_INFO", "GenerateLineInfo"), ("CACHE_MODE", "CacheMode"),
            ("NEW_SM3X_OPT", "Sm3xOpt"), ("FAST_COMPILE", "FastCompile"), ("NUM_OPTIONS", "NumOptions"))},
        "CUdevice_attribute": "hipDeviceAttribute_t",
        "CUfunction_attribute": "hipFunction_attribute",
        "CUstreamCaptureMode": "hipStreamCaptureMode",
        "CUmemorytype": "hipMemoryType",
        "CUDA_SUCCESS": "hipSuccess",
        # functions whose HIP name differs
        "cuMemAlloc": "hipMalloc",
        "cuMemAlloc_v2": "hipMalloc",
        "cuMemFree": "hipFree",
        "cuMemFree_v2": "hipFree",
        "cuMemAllocHost": "hipHostMalloc",
        "cuMemAllocHost_v2": "hipHostMalloc",
        "cuMemFreeHost": "hipHostFree",
        "cuMemHostAlloc": "hipHostMalloc",
        "cuMemAllocManaged": "hipMallocManaged",
        "cuMemAllocPitch": "hipMemAllocPitch",
        "cuMemAllocPitch_v2": "hipMemAllocPitch",
        "cuLaunchKernel": "hipModuleLaunchKernel",
        "cuLaunchCooperativeKernel": "hipModuleLaunchCooperativeKernel",
        "cuStreamCreate": "hipStreamCreateWithFlags",
        "cuStreamDestroy": "hipStreamDestroy",
        "cuStreamDestroy_v2": "hipStreamDestroy",
        "cuEventDestroy": "hipEventDestroy",
        "cuEventDestroy_v2": "hipEventDestroy",
        "cuEventCreate": "hipEventCreateWithFlags",
        "cuMemsetD8": "hipMemsetD8",
        "cuMemsetD8_v2": "hipMemsetD8",
        "cuMemsetD32": "hipMemsetD32",
        "cuMemsetD32_v2": "hipMemsetD32",
        "cuMemcpyHtoD": "hipMemcpyHtoD",
        "cuMemcpyHtoD_v2": "hipMemcpyHtoD",
        "cuMemcpyDtoH": "hipMemcpyDtoH",
        "cuMemcpyDtoH_v2": "hipMemcpyDtoH",
        "cuMemcpyDtoD": "hipMemcpyDtoD",
        "cuMemcpyDtoD_v2": "hipMemcpyDtoD",
        "cuMemcpyHtoDAsync": "hipMemcpyHtoDAsync",
        "cuMemcpyHtoDAsync_v2": "hipMemcpyHtoDAsync",
        "cuMemcpyDtoHAsync": "hipMemcpyDtoHAsync",
        "cuMemcpyDtoHAsync_v2": "hipMemcpyDtoHAsync",
        "cuMemGetInfo": "hipMemGetInfo",
        "cuMemGetInfo_v2": "hipMemGetInfo",
        "cuCtxCreate": "hipCtxCreate",
        "cuCtxCreate_v2": "hipCtxCreate",
        "cuCtxDestroy": "hipCtxDestroy",
        "cuCtxDestroy_v2": "hipCtxDestroy",
        "cuDeviceTotalMem": "hipDeviceTotalMem",
        "cuDeviceTotalMem_v2": "hipDeviceTotalMem",
        "cuModuleGetGlobal": "hipModuleGetGlobal",
        "cuModuleGetGlobal_v2": "hipModuleGetGlobal",
        "cuDevicePrimaryCtxRelease": "hipDevicePrimaryCtxRelease",
        "cuDevicePrimaryCtxRelease_v2": "hipDevicePrimaryCtxRelease",
        "cuDevicePrimaryCtxReset": "hipDevicePrimaryCtxReset",
        "cuDevicePrimaryCtxReset_v2": "hipDevicePrimaryCtxReset",
        "cuDevicePrimaryCtxSetFlags": "hipDevicePrimaryCtxSetFlags",
        "cuDevicePrimaryCtxSetFlags_v2": "hipDevicePrimaryCtxSetFlags",
        "cuGetErrorName": "hipDrvGetErrorName",
        "cuGetErrorString": "hipDrvGetErrorString",
    },
    "runtime": {
        # CUDA's library_types.h data types: HIP 5.7 has hipDataType in hip/library_types.h
        "cudaDataType": "hipDataType",
        "cudaDataType_t": "hipDataType",
        # library_types.h's libraryPropertyType (the argument of the libraries' *GetProperty): HIP 5.7's
        # hip/library_types.h. Its enumerators (MAJOR_VERSION, ...) are too generic to rename everywhere.
        "libraryPropertyType": "hipLibraryPropertyType",
        "libraryPropertyType_t": "hipLibraryPropertyType",
        "cudaLaunchKernel": "hipLaunchKernel",
        "cudaProfilerStart": "hipProfilerStart",
        "cudaProfilerStop": "hipProfilerStop",
        # the texture-reference API was removed in CUDA 12; still mapped for older code
        "cudaBindTexture": "hipBindTexture",
        # removed from CUDA 13's headers (deprecated since CUDA 4), still common in older code
        "cudaThreadSynchronize": "hipDeviceSynchronize",
        "cudaThreadExit": "hipDeviceReset",
        "cudaThreadGetLimit": "hipDeviceGetLimit",
        "cudaThreadSetLimit": "hipDeviceSetLimit",
        "cudaThreadGetCacheConfig": "hipDeviceGetCacheConfig",
        "cudaThreadSetCacheConfig": "hipDeviceSetCacheConfig",
        # CUDA 12 graph API: HIP 6.1.0 added these (HIPIFY's CUDA_Runtime_API_functions_supported_by_HIP table)
        "cudaGraphInstantiateParams": ("hipGraphInstantiateParams", "6.1.0"),
        "cudaGraphInstantiateParams_st": ("hipGraphInstantiateParams", "6.1.0"),
        "cudaGraphInstantiateResult": ("hipGraphInstantiateResult", "6.1.0"),
        "cudaGraphInstantiateSuccess": ("hipGraphInstantiateSuccess", "6.1.0"),
        "cudaGraphInstantiateError": ("hipGraphInstantiateError", "6.1.0"),
        "cudaGraphInstantiateInvalidStructure": ("hipGraphInstantiateInvalidStructure", "6.1.0"),
        "cudaGraphInstantiateNodeOperationNotSupported": ("hipGraphInstantiateNodeOperationNotSupported", "6.1.0"),
        "cudaGraphInstantiateMultipleDevicesNotSupported": ("hipGraphInstantiateMultipleDevicesNotSupported", "6.1.0"),
        "cudaGraphNodeParams": ("hipGraphNodeParams", "6.1.0"),
        "cudaMemFreeNodeParams": ("hipMemFreeNodeParams", "6.1.0"),
        "cudaMemcpyNodeParams": ("hipMemcpyNodeParams", "6.1.0"),
        "cudaChildGraphNodeParams": ("hipChildGraphNodeParams", "6.1.0"),
        # in HIP 5.7 as "MultiProcessor" (HIPIFY writes "Multiprocessor", which HIP does not declare)
        "cudaDevAttrMaxBlocksPerMultiprocessor": "hipDeviceAttributeMaxBlocksPerMultiProcessor",
        # newer HIP functions (HIPIFY's CUDA_Runtime_API_functions_supported_by_HIP table, newest version)
        "cudaStreamBeginCaptureToGraph": ("hipStreamBeginCaptureToGraph", "6.2.0"),
        "cudaEventRecordWithFlags": ("hipEventRecordWithFlags", "6.4.0"),
        "cudaMemcpy2DArrayToArray": ("hipMemcpy2DArrayToArray", "6.2.0"),
        "cudaGraphAddNode": ("hipGraphAddNode", "6.2.0"),
        "cudaGraphInstantiateWithParams": ("hipGraphInstantiateWithParams", "6.2.0"),
        "cudaGraphExecGetFlags": ("hipGraphExecGetFlags", "6.3.0"),
        "cudaGraphNodeSetParams": ("hipGraphNodeSetParams", "6.3.0"),
        "cudaGraphExecNodeSetParams": ("hipGraphExecNodeSetParams", "6.3.0"),
        # the runtime's names for the driver's graph edge data, library and kernel handles (driver_types.h:
        # cudaLibrary_t is CUlib_st*, as CUlibrary; cudaKernel_t CUkern_st*): the same HIP types and versions
        **{n: ("hipGraphEdgeData", "6.2.0") for n in ("cudaGraphEdgeData", "cudaGraphEdgeData_st")},
        "cudaLibrary_t": ("hipLibrary_t", "7.1.0"),
        "cudaKernel_t": ("hipKernel_t", "7.1.0"),
        "cudaLibraryEnumerateKernels": ("hipLibraryEnumerateKernels", "7.2.0"),
        "cudaGetFuncBySymbol": ("hipGetFuncBySymbol", "6.2.0"),
        "cudaEventRecordNodeParams": ("hipEventRecordNodeParams", "6.1.0"),
        "cudaEventWaitNodeParams": ("hipEventWaitNodeParams", "6.1.0"),
        "cudaFlushGPUDirectRDMAWritesOptions": ("hipFlushGPUDirectRDMAWritesOptions", "6.1.0"),
        "cudaFlushGPUDirectRDMAWritesOptionHost": ("hipFlushGPUDirectRDMAWritesOptionHost", "6.1.0"),
        "cudaFlushGPUDirectRDMAWritesOptionMemOps": ("hipFlushGPUDirectRDMAWritesOptionMemOps", "6.1.0"),
        "cudaGPUDirectRDMAWritesOrdering": ("hipGPUDirectRDMAWritesOrdering", "6.1.0"),
        "cudaGPUDirectRDMAWritesOrderingNone": ("hipGPUDirectRDMAWritesOrderingNone", "6.1.0"),
        "cudaGPUDirectRDMAWritesOrderingOwner": ("hipGPUDirectRDMAWritesOrderingOwner", "6.1.0"),
        "cudaGPUDirectRDMAWritesOrderingAllDevices": ("hipGPUDirectRDMAWritesOrderingAllDevices", "6.1.0"),
        "cudaUnbindTexture": "hipUnbindTexture",
        # hipHostAlloc is deprecated in HIP and, unlike CUDA's cudaHostAlloc, has no T** template overload
        # (cudaHostAlloc(&intPtr, ...) would not compile); hipHostMalloc takes the same flags (hipHostMalloc*)
        "cudaHostAlloc": "hipHostMalloc",
        # driver_functions.h (included by cuda_runtime.h), not scanned: HIP has them in driver_types.h
        "make_cudaExtent": "make_hipExtent",
        "make_cudaPitchedPtr": "make_hipPitchedPtr",
        "make_cudaPos": "make_hipPos",
        # CUDA headers' include guards, tested by code that adapts to what was included (the CUDA samples'
        # helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__): each becomes the guard of the
        # HIP header the CUDA header is translated to, so the same test sees the translated include.
        "__DRIVER_TYPES_H__": "HIP_INCLUDE_HIP_DRIVER_TYPES_H",
        "__CUDA_RUNTIME_H__": "HIP_INCLUDE_HIP_HIP_RUNTIME_H",
        "__CUDA_RUNTIME_API_H__": "HIP_INCLUDE_HIP_HIP_RUNTIME_API_H",
        "__VECTOR_TYPES_H__": "HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H",
        "__CHANNEL_DESCRIPTOR_H__": "HIP_INCLUDE_HIP_CHANNEL_DESCRIPTOR_H",
        "__TEXTURE_TYPES_H__": "HIP_INCLUDE_HIP_TEXTURE_TYPES_H",
        "__SURFACE_TYPES_H__": "HIP_INCLUDE_HIP_SURFACE_TYPES_H",
        "__LIBRARY_TYPES_H__": "HIP_INCLUDE_HIP_LIBRARY_TYPES_H",
        "__CUDA_FP16_H__": "HIP_INCLUDE_HIP_HIP_FP16_H",
        "__CUDA_BF16_H__": "HIP_INCLUDE_HIP_HIP_BF16_H",
        "__MATH_CONSTANTS_H__": "HIP_MATH_CONSTANTS_H",
        "CU_COMPLEX_H_": "HIP_INCLUDE_HIP_HIP_COMPLEX_H",
        "_COOPERATIVE_GROUPS_H_": "HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUP_H",
        # nvcc defines __CUDACC__ for CUDA sources; hipcc (clang -x hip) defines __HIPCC__ (as hipify-perl maps it)
        "__CUDACC__": "__HIPCC__",
        # runtime version tests ("#if CUDART_VERSION >= 4000" guards APIs HIP has): HIP's version, as CUDA_VERSION
        "CUDART_VERSION": "HIP_VERSION",
    },
    "blas": {
        "cublasHandle_t": "hipblasHandle_t",
        # hipBLAS 6.0's compute types, 6.1's math modes (HIPIFY's CUBLAS_API_supported_by_HIP table)
        "cublasComputeType_t": ("hipblasComputeType_t", "6.0.0"),
        **{f"CUBLAS_COMPUTE_{n}": (f"HIPBLAS_COMPUTE_{n}", "6.0.0") for n in (
            "16F", "16F_PEDANTIC", "32F", "32F_FAST_16BF", "32F_FAST_16F", "32F_FAST_TF32", "32F_PEDANTIC", "32I",
            "32I_PEDANTIC", "64F", "64F_PEDANTIC")},
        "CUBLAS_DEFAULT_MATH": ("HIPBLAS_DEFAULT_MATH", "6.1.0"),
        # cuBLAS's trmm is out of place (C, ldc: 14 arguments); hipBLAS's was BLAS's in-place one (12) until hipBLAS
        # 2.0 (ROCm 6.0) replaced it (deprecated in 1.0, ROCm 5.6; its deprecation notes), so earlier targets leave
        # the call reported instead of writing one with two arguments too many (the chroot's hipBLAS 0.54 rejects it)
        **{f"cublas{p}trmm{v}": (f"hipblas{p}trmm", "6.0.0") for p in "SDCZ" for v in ("", "_v2")},
        # cuBLAS's status text (cublasGetStatusString: a description; cublasGetStatusName: the enumerator's name):
        # hipBLAS has one function, hipblasStatusToString, which returns the enumerator's name (hipblas.h of
        # ROCm 5.5; HIPIFY's table leaves both unmapped for hipBLAS, and maps cublasGetStatusString to rocBLAS's)
        "cublasGetStatusString": "hipblasStatusToString",
        "cublasGetStatusName": "hipblasStatusToString",
        # cuBLAS's deprecated tensor-op default (cublas_api.h: CUBLAS_GEMM_DFALT_TENSOR_OP = 99, "deprecated" in the
        # cuBLAS documentation since CUDA 11): the default algorithm that may also down-convert FP32 to FP16 inputs.
        # hipBLAS has one algorithm value; its default never down-converts, so results can only be more precise.
        # Recorded as deprecated, so each use is reported with what it became. The explicit CUBLAS_GEMM_ALGO<n>
        # choices stay reported (no counterpart).
        "CUBLAS_GEMM_DEFAULT_TENSOR_OP": "HIPBLAS_GEMM_DEFAULT",
        "CUBLAS_GEMM_DFALT_TENSOR_OP": "HIPBLAS_GEMM_DEFAULT",
        # include guards (see "runtime")
        "CUBLAS_API_H_": "HIPBLAS_H",
        "CUBLAS_V2_H_": "HIPBLAS_H",
        "CUBLAS_H_": "HIPBLAS_H",
    },
    "rand": {
        "CURAND_KERNEL_H_": "HIPRAND_KERNEL_H_",
        # the enum's tag, as curandStatus is (hipRAND: typedef enum hiprandStatus {...} hiprandStatus_t)
        "curandStatus": "hiprandStatus",
        # newer than hipRAND 5.7 (HIPIFY's CURAND_API_supported_by_HIP table: the HIP/ROCm release adding each)
        "curandDirectionVectorSet": ("hiprandDirectionVectorSet_t", "6.0.0"),
        "curandDirectionVectorSet_t": ("hiprandDirectionVectorSet_t", "6.0.0"),
        "CURAND_DIRECTION_VECTORS_32_JOEKUO6": ("HIPRAND_DIRECTION_VECTORS_32_JOEKUO6", "6.0.0"),
        "CURAND_DIRECTION_VECTORS_64_JOEKUO6": ("HIPRAND_DIRECTION_VECTORS_64_JOEKUO6", "6.0.0"),
        "CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6": ("HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6", "6.0.0"),
        "CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6": ("HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6", "6.0.0"),
        "curandGetDirectionVectors32": ("hiprandGetDirectionVectors32", "6.0.0"),
        "curandGetDirectionVectors64": ("hiprandGetDirectionVectors64", "6.0.0"),
        "curandGetScrambleConstants32": ("hiprandGetScrambleConstants32", "6.0.0"),
        "curandGetScrambleConstants64": ("hiprandGetScrambleConstants64", "6.0.0"),
        "curandOrdering": ("hiprandOrdering", "6.2.0"),
        "curandOrdering_t": ("hiprandOrdering_t", "6.2.0"),
        "curandSetGeneratorOrdering": ("hiprandSetGeneratorOrdering", "6.2.0"),
        "CURAND_ORDERING_PSEUDO_BEST": ("HIPRAND_ORDERING_PSEUDO_BEST", "6.2.0"),
        "CURAND_ORDERING_PSEUDO_DEFAULT": ("HIPRAND_ORDERING_PSEUDO_DEFAULT", "6.2.0"),
        "CURAND_ORDERING_PSEUDO_DYNAMIC": ("HIPRAND_ORDERING_PSEUDO_DYNAMIC", "6.2.0"),
        "CURAND_ORDERING_PSEUDO_LEGACY": ("HIPRAND_ORDERING_PSEUDO_LEGACY", "6.2.0"),
        "CURAND_ORDERING_PSEUDO_SEEDED": ("HIPRAND_ORDERING_PSEUDO_SEEDED", "6.2.0"),
        "CURAND_ORDERING_QUASI_DEFAULT": ("HIPRAND_ORDERING_QUASI_DEFAULT", "6.2.0"),
    },
    "fft": {
        # removed from CUDA 13's cufft.h, still in older code (helper_cuda.h's error strings); hipFFT has none
        "CUFFT_LICENSE_ERROR": "",
        "_CUFFT_H_": "HIPFFT_H_",
        "_CUFFTXT_H_": "HIPFFTXT_H_",
    },
    "solver": {
        # cusolver_common.h's include guard, tested as "was a cuSOLVER header included" (helper_cuda.h's
        # error-string overload for cusolverStatus_t, hipsolverStatus_t then). Under --roc it stays reported:
        # cuSOLVER's status becomes rocBLAS's, whose overload the cuBLAS block already defines.
        "CUSOLVER_COMMON_H_": "HIPSOLVER_H",
        # hipSOLVER's regular API (hipsolver-functions.h) for the handle and its stream, as HIPIFY writes them;
        # hipsolver-compat.h's hipsolverDnHandle_t is a typedef of the same handle
        "cusolverDnHandle_t": "hipsolverHandle_t",
        "cusolverDnSetStream": "hipsolverSetStream",
        "cusolverDnGetStream": "hipsolverGetStream",
        # the Jacobi info types, declared in cusolverDn.h without the cusolver prefix the header scan looks for
        "syevjInfo_t": "hipsolverSyevjInfo_t",
        "gesvdjInfo_t": "hipsolverGesvdjInfo_t",
        "cusolver_int_t": "int",
        # hipSOLVER releases after Debian 13's 1.7 (ROCm 5.5), as HIPIFY's CUSOLVER_API_supported_by_HIP_and_ROC
        # table records them: the refactorization API (5.6), the sparse solver (6.1-7.0), the 64-bit generic
        # API with its params object (6.2-6.3) and the determinism controls (6.3)
        **{f"cusolverRf{n}": (f"hipsolverRf{n}", "5.6.0") for n in (
            "AccessBundledFactorsDevice", "Analyze", "BatchAnalyze", "BatchRefactor", "BatchResetValues",
            "BatchSetupHost", "BatchSolve", "BatchZeroPivot", "Create", "Destroy", "ExtractBundledFactorsHost",
            "ExtractSplitFactorsHost", "Factorization_t", "GetMatrixFormat", "GetNumericBoostReport",
            "GetNumericProperties", "GetResetValuesFastMode", "Handle_t", "MatrixFormat_t", "NumericBoostReport_t",
            "Refactor", "ResetValues", "ResetValuesFastMode_t", "SetAlgs", "SetMatrixFormat", "SetNumericProperties",
            "SetResetValuesFastMode", "SetupDevice", "SetupHost", "Solve", "TriangularSolve_t", "UnitDiagonal_t")},
        **{f"CUSOLVERRF_{n}": (f"HIPSOLVERRF_{n}", "5.6.0") for n in (
            "RESET_VALUES_FAST_MODE_OFF", "RESET_VALUES_FAST_MODE_ON", "MATRIX_FORMAT_CSR", "MATRIX_FORMAT_CSC",
            "UNIT_DIAGONAL_STORED_L", "UNIT_DIAGONAL_STORED_U", "UNIT_DIAGONAL_ASSUMED_L", "UNIT_DIAGONAL_ASSUMED_U",
            "FACTORIZATION_ALG0", "FACTORIZATION_ALG1", "FACTORIZATION_ALG2", "TRIANGULAR_SOLVE_ALG1",
            "TRIANGULAR_SOLVE_ALG2", "TRIANGULAR_SOLVE_ALG3", "NUMERIC_BOOST_NOT_USED", "NUMERIC_BOOST_USED")},
        "CUSOLVERDN_GETRF": ("HIPSOLVERDN_GETRF", "6.2.0"),
        **{f"cusolverSp{n}": (f"hipsolverSp{n}", "6.1.0") for n in (
            "Create", "Destroy", "Handle_t", "SetStream", "Scsrlsvchol", "Dcsrlsvchol", "ScsrlsvcholHost",
            "DcsrlsvcholHost")},
        **{f"cusolverSp{p}csrlsvqr": (f"hipsolverSp{p}csrlsvqr", v) for p, v in (
            ("S", "6.4.0"), ("D", "6.4.0"), ("C", "7.0.0"), ("Z", "7.0.0"))},
        **{f"cusolverDn{n}": (f"hipsolverDn{n}", "6.2.0") for n in (
            "CreateParams", "DestroyParams", "Params_t", "SetAdvOptions", "Function_t", "Xgetrf", "Xgetrf_bufferSize",
            "Xgetrs")},
        **{f"cusolverDn{n}": (f"hipsolverDn{n}", "6.3.0") for n in (
            "Xgeqrf", "Xgeqrf_bufferSize", "Xpotrf", "Xpotrf_bufferSize", "Xpotrs", "GetDeterministicMode",
            "SetDeterministicMode")},
        "cusolverAlgMode_t": ("hipsolverAlgMode_t", "6.2.0"),
        "CUSOLVER_ALG_0": ("HIPSOLVER_ALG_0", "6.2.0"),
        "CUSOLVER_ALG_1": ("HIPSOLVER_ALG_1", "6.2.0"),
        "cusolverDeterministicMode_t": ("hipsolverDeterministicMode_t", "6.3.0"),
        "CUSOLVER_DETERMINISTIC_RESULTS": ("HIPSOLVER_DETERMINISTIC_RESULTS", "6.3.0"),
        "CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS": ("HIPSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS", "6.3.0"),
        "CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED": ("HIPSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED", "6.1.0"),
        # cuSOLVER's iterative-refinement statuses: hipSOLVER reports the general ones (HIPIFY's CUSOLVER table)
        "CUSOLVER_STATUS_IRS_PARAMS_INVALID": "HIPSOLVER_STATUS_INVALID_VALUE",
        "CUSOLVER_STATUS_IRS_INTERNAL_ERROR": "HIPSOLVER_STATUS_INTERNAL_ERROR",
        "CUSOLVER_STATUS_IRS_NOT_SUPPORTED": "HIPSOLVER_STATUS_NOT_SUPPORTED",
        # hipSOLVER of ROCm 5.6 (HIPIFY's CUSOLVER table); Debian 13's hipSOLVER 1.7 (ROCm 5.5) predates it
        "CUSOLVER_STATUS_ZERO_PIVOT": ("HIPSOLVER_STATUS_ZERO_PIVOT", "5.6.0"),
    },
    "sparse": {
        "CUSPARSE_H_": "HIPSPARSE_H",
        # cusparse.h's declaration macro, also tested as "was cusparse.h included" (helper_cuda.h)
        "CUSPARSEAPI": "HIPSPARSE_EXPORT",
        # the analysis-info types of the routines CUDA 12 removed: hipSPARSE keeps them under the same names
        **{f"{n}Info_t": f"{n}Info_t" for n in ("csrsv2", "csrsm2", "csrgemm2")},
        # cusparse.h's other analysis-info types (named without the cusparse prefix the header scan looks for):
        # hipSPARSE declares them under the same names
        **{f"{n}Info_t": f"{n}Info_t" for n in INFO_TYPES},
        # CUDA 12's const descriptors: hipSPARSE 6.0 (HIPIFY's CUSPARSE_API_supported_by_HIP table)
        "cusparseConstSpMatDescr_t": ("hipsparseConstSpMatDescr_t", "6.0.0"),
        "cusparseConstDnMatDescr_t": ("hipsparseConstDnMatDescr_t", "6.0.0"),
        "cusparseConstSpVecDescr_t": ("hipsparseConstSpVecDescr_t", "6.0.0"),
        "cusparseConstDnVecDescr_t": ("hipsparseConstDnVecDescr_t", "6.0.0"),
        # ... and their functions (same table: hipSPARSE 6.0, ConstCscGet 6.1)
        **{f"cusparseCreateConst{n}": (f"hipsparseCreateConst{n}", "6.0.0") for n in CONST_DESCRIPTORS},
        **{f"cusparseConst{n}Get": (f"hipsparseConst{n}Get", "6.1.0" if n == "Csc" else "6.0.0")
           for n in CONST_DESCRIPTORS},
        **{f"cusparseConst{n}GetValues": (f"hipsparseConst{n}GetValues", "6.0.0") for n in CONST_VALUE_DESCRIPTORS},
        "cusparseCscGet": ("hipsparseCscGet", "6.2.0"),
        # hipSPARSE 3.0 (ROCm 6.0) added them (its CHANGELOG; HIPIFY's table)
        "cusparseGetErrorName": ("hipsparseGetErrorName", "6.0.0"),
        "cusparseGetErrorString": ("hipsparseGetErrorString", "6.0.0"),
        # CUDA 11 removed the HYB format; older code names the struct behind cusparseHybMat_t. hipSPARSE's handle
        # is a void*, so only --roc has a name for it (rocSPARSE's struct)
        "cusparseHybMat": "",
    },
    # RCCL keeps NCCL's names; what the Debian 13 chroot's RCCL (5.4.3: NCCL 2.13.4's API) lacks came with the RCCL
    # release compatible with the NCCL that added it (RCCL's CHANGELOG: NCCL 2.15.5 for ROCm 5.5, 2.18.3 for 6.0,
    # 2.19.4/2.20.5 for 6.2)
    "nccl": {
        # NCCL 2.14: non-blocking communicators with a config, finalize
        **{n: (n, "5.5.0") for n in ("ncclConfig_t", "NCCL_CONFIG_INITIALIZER", "NCCL_CONFIG_UNDEF_INT",
                                     "NCCL_CONFIG_UNDEF_PTR", "ncclCommInitRankConfig", "ncclCommFinalize",
                                     "ncclInProgress")},
        # NCCL 2.18: communicator split
        **{n: (n, "6.0.0") for n in ("ncclCommSplit", "NCCL_SPLIT_NOCOLOR")},
        # NCCL 2.19: user buffer registration and NCCL's allocator
        **{n: (n, "6.2.0") for n in ("ncclCommRegister", "ncclCommDeregister", "ncclMemAlloc", "ncclMemFree")},
        # NCCL 2.28's all-to-all is RCCL's ncclAllToAll (RCCL since ROCm 3.7, "Added gather, scatter and all-to-all
        # collectives"): the same parameters (sendbuff, recvbuff, count, datatype, comm, stream)
        "ncclAlltoAll": "ncclAllToAll",
    },
    # HIP 6.2 added the CUDA warp-synchronous builtins under the same names (64-bit masks on AMD; in 6.2-6.x
    # they need HIP_ENABLE_WARP_SYNC_BUILTINS, on by default from 7.0). Not in the 5.7 headers.
    # For an older --hip-version, the translator falls back to the mask-less form where the mask is provably full.
    "device": {n: (n, "6.2.0") for n in (
        "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync", "__any_sync",
        "__all_sync", "__activemask", "__syncwarp", "__match_any_sync", "__match_all_sync")} | {
        # system-scope increment/decrement: HIP has the other *_system atomics (same names) but not these
        "atomicInc_system": "", "atomicDec_system": ""} | {
        # crt/math_functions.h's integer min/max (device only): HIP has none of these names, only its min/max
        # templates (calls.cpp's min_max_call writes min<unsigned int>(a, b), ...)
        n: "" for n in ("umin", "umax", "llmin", "llmax", "ullmin", "ullmax")} | {
        # cuda_bf16.h's types: hip_bf16.h's (HIPIFY's CUDA_Device_API_supported_by_HIP table). cuda_bf16.h's
        # nv_bfloat16 is a typedef of __nv_bfloat16, so it is __hip_bfloat16 too: HIPIFY writes hip_bfloat16, the other,
        # rocBLAS-style struct of hip_bfloat16.h, a distinct type, which breaks code that mixes the two spellings
        # (llm.c's dtype_of(nv_bfloat16*) called with its __nv_bfloat16 floatX)
        "__nv_bfloat16": "__hip_bfloat16",
        "__nv_bfloat162": "__hip_bfloat162",
        "nv_bfloat16": "__hip_bfloat16",
        "nv_bfloat162": "__hip_bfloat162",
        "__nv_bfloat16_raw": ("__hip_bfloat16_raw", "6.2.0"),
        # cuda_bf16.h's round-to-nearest-even float -> bf16: HIP's __float2bfloat16 rounds to nearest even (its
        # amd_hip_bf16.h says so and does it, 5.7 on); HIPIFY leaves the _rn name, which no HIP declares
        "__float2bfloat16_rn": "__float2bfloat16",
        "__nv_bfloat162_raw": ("__hip_bfloat162_raw", "6.2.0"),
        # cuda_fp8.h's types: HIP 6.2's hip_fp8.h, whose FP8 formats are the FNUZ variants
        "__nv_fp8_e4m3": ("__hip_fp8_e4m3_fnuz", "6.2.0"),
        "__nv_fp8_e5m2": ("__hip_fp8_e5m2_fnuz", "6.2.0"),
        "__nv_fp8x2_e4m3": ("__hip_fp8x2_e4m3_fnuz", "6.2.0"),
        "__nv_fp8x2_e5m2": ("__hip_fp8x2_e5m2_fnuz", "6.2.0"),
        "__nv_fp8x4_e4m3": ("__hip_fp8x4_e4m3_fnuz", "6.2.0"),
        "__nv_fp8x4_e5m2": ("__hip_fp8x4_e5m2_fnuz", "6.2.0"),
        "__nv_fp8_storage_t": ("__hip_fp8_storage_t", "6.2.0"),
        "__nv_fp8x2_storage_t": ("__hip_fp8x2_storage_t", "6.2.0"),
        "__nv_fp8x4_storage_t": ("__hip_fp8x4_storage_t", "6.2.0"),
        "__nv_fp8_interpretation_t": ("__hip_fp8_interpretation_t", "6.2.0"),
        "__nv_saturation_t": ("__hip_saturation_t", "6.2.0"),
        "__NV_E4M3": ("__HIP_E4M3_FNUZ", "6.2.0"),
        "__NV_E5M2": ("__HIP_E5M2_FNUZ", "6.2.0"),
        "__NV_NOSAT": ("__HIP_NOSAT", "6.2.0"),
        "__NV_SATFINITE": ("__HIP_SATFINITE", "6.2.0")} | {
        # cuda_fp8.h's conversions: hip_fp8.h's (amd_hip_fp8.h of HIP 6.2, same arguments)
        f"__nv_cvt_{n}": (f"__hip_cvt_{n}", "6.2.0") for n in (
            "double_to_fp8", "double2_to_fp8x2", "float_to_fp8", "float2_to_fp8x2", "halfraw_to_fp8",
            "halfraw2_to_fp8x2", "bfloat16raw_to_fp8", "bfloat16raw2_to_fp8x2", "fp8_to_halfraw",
            "fp8x2_to_halfraw2")} | {
        # cuda_fp4.h (CUDA 12.8): HIP 7.0's hip_fp4.h (E2M1; its conversions take hipRoundMode, HIP 7.0's
        # amd_hip_mx_common.h, for CUDA's cudaRoundMode of device_types.h)
        "__nv_fp4_storage_t": ("__hip_fp4_storage_t", "7.0.0"),
        "__nv_fp4x2_storage_t": ("__hip_fp4x2_storage_t", "7.0.0"),
        "__nv_fp4x4_storage_t": ("__hip_fp4x4_storage_t", "7.0.0"),
        "__nv_fp4_interpretation_t": ("__hip_fp4_interpretation_t", "7.0.0"),
        "__NV_E2M1": ("__HIP_E2M1", "7.0.0"),
        "__nv_fp4_e2m1": ("__hip_fp4_e2m1", "7.0.0"),
        "__nv_fp4x2_e2m1": ("__hip_fp4x2_e2m1", "7.0.0"),
        "__nv_fp4x4_e2m1": ("__hip_fp4x4_e2m1", "7.0.0"),
        "cudaRoundMode": ("hipRoundMode", "7.0.0"),
        # CUDA 13 deprecated the 4-vectors of 8-byte elements (16-byte aligned) for explicitly aligned ones
        # (vector_types.h: double4_16a/_32a, ...; vector_functions.h: make_double4_16a, ...). HIP has one of
        # each, 32-byte aligned (alignof(double4) == 32 with hipcc 5.7, host and device): the _32a layout, and
        # what every port of CUDA 12's 16-byte aligned double4 already gets
        **{f"{t}4_{a}": f"{t}4" for t in ("double", "long", "ulong", "longlong", "ulonglong") for a in ("16a", "32a")},
        **{f"make_{t}4_{a}": f"make_{t}4" for t in ("double", "long", "ulong") for a in ("16a", "32a")},
        "cudaRoundNearest": ("hipRoundNearest", "7.0.0"),
        "cudaRoundZero": ("hipRoundZero", "7.0.0"),
        "cudaRoundPosInf": ("hipRoundPosInf", "7.0.0"),
        "cudaRoundMinInf": ("hipRoundMinInf", "7.0.0")} | {
        f"__nv_cvt_{n}": (f"__hip_cvt_{n}", "7.0.0") for n in (
            "double_to_fp4", "double2_to_fp4x2", "float_to_fp4", "float2_to_fp4x2", "halfraw_to_fp4",
            "halfraw2_to_fp4x2", "bfloat16raw_to_fp4", "bfloat16raw2_to_fp4x2", "fp4_to_halfraw",
            "fp4x2_to_halfraw2")},
    # cuDNN -> MIOpen (--miopen). Debian 13 ships no MIOpen headers, so these are checked only where
    # MIOpen is installed; only the mappings whose meaning matches are listed (the rest is unsupported).
    "dnn": {
        "cudnnHandle_t": "miopenHandle_t",
        "cudnnStatus_t": "miopenStatus_t",
        "cudnnCreate": "miopenCreate",
        "cudnnDestroy": "miopenDestroy",
        "cudnnSetStream": "miopenSetStream",
        "cudnnGetStream": "miopenGetStream",
        "cudnnTensorDescriptor_t": "miopenTensorDescriptor_t",
        "cudnnCreateTensorDescriptor": "miopenCreateTensorDescriptor",
        "cudnnDestroyTensorDescriptor": "miopenDestroyTensorDescriptor",
        "cudnnFilterDescriptor_t": "miopenTensorDescriptor_t",
        "cudnnConvolutionDescriptor_t": "miopenConvolutionDescriptor_t",
        "cudnnCreateConvolutionDescriptor": "miopenCreateConvolutionDescriptor",
        "cudnnDestroyConvolutionDescriptor": "miopenDestroyConvolutionDescriptor",
        "cudnnPoolingDescriptor_t": "miopenPoolingDescriptor_t",
        "cudnnCreatePoolingDescriptor": "miopenCreatePoolingDescriptor",
        "cudnnDestroyPoolingDescriptor": "miopenDestroyPoolingDescriptor",
        "cudnnActivationDescriptor_t": "miopenActivationDescriptor_t",
        "cudnnCreateActivationDescriptor": "miopenCreateActivationDescriptor",
        "cudnnDestroyActivationDescriptor": "miopenDestroyActivationDescriptor",
        "cudnnLRNDescriptor_t": "miopenLRNDescriptor_t",
        "cudnnCreateLRNDescriptor": "miopenCreateLRNDescriptor",
        "cudnnDestroyLRNDescriptor": "miopenDestroyLRNDescriptor",
        "cudnnGetErrorString": "miopenGetErrorString",
        "CUDNN_STATUS_SUCCESS": "miopenStatusSuccess",
        "CUDNN_STATUS_NOT_INITIALIZED": "miopenStatusNotInitialized",
        "CUDNN_STATUS_ALLOC_FAILED": "miopenStatusAllocFailed",
        "CUDNN_STATUS_BAD_PARAM": "miopenStatusBadParm",
        "CUDNN_STATUS_INTERNAL_ERROR": "miopenStatusInternalError",
        "CUDNN_STATUS_NOT_SUPPORTED": "miopenStatusUnsupportedOp",
        "CUDNN_DATA_FLOAT": "miopenFloat",
        "CUDNN_DATA_HALF": "miopenHalf",
        "CUDNN_DATA_INT8": "miopenInt8",
        "CUDNN_DATA_INT32": "miopenInt32",
        "CUDNN_DATA_BFLOAT16": "miopenBFloat16",
        "CUDNN_POOLING_MAX": "miopenPoolingMax",
        "CUDNN_ACTIVATION_RELU": "miopenActivationRELU",
        "CUDNN_ACTIVATION_TANH": "miopenActivationTANH",
        "CUDNN_ACTIVATION_ELU": "miopenActivationELU",
        # MIOpen's miopenConvolution is cross-correlation ("Cross-Correlation convolution", miopen.h), which is
        # cuDNN's CUDNN_CROSS_CORRELATION; cuDNN's CUDNN_CONVOLUTION flips the filter, which MIOpen cannot do, so
        # it is left and reported (HIPIFY sends both to miopenConvolution: a different result, and duplicate case
        # labels in a switch over the modes)
        "CUDNN_CROSS_CORRELATION": "miopenConvolution",
        "CUDNN_CONVOLUTION": "",
        "cudnnDataType_t": "miopenDataType_t",
        "CUDNN_DATA_DOUBLE": "miopenDouble",
        "CUDNN_STATUS_INVALID_VALUE": "miopenStatusInvalidValue",
        "cudnnContext": "miopenHandle",  # the struct cudnnHandle_t points to (MIOPEN_DECLARE_OBJECT(miopenHandle))
        "cudnnCTCLossDescriptor_t": "miopenCTCLossDescriptor_t",
        "cudnnReduceTensorDescriptor_t": "miopenReduceTensorDescriptor_t",
        "cudnnTensorFormat_t": "miopenTensorLayout_t",
        "CUDNN_TENSOR_NCHW": "miopenTensorNCHW",
        "CUDNN_TENSOR_NHWC": "miopenTensorNHWC",
        "cudnnOpTensorOp_t": "miopenTensorOp_t",
        "CUDNN_OP_TENSOR_ADD": "miopenTensorOpAdd",
        "CUDNN_OP_TENSOR_MUL": "miopenTensorOpMul",
        "CUDNN_OP_TENSOR_MIN": "miopenTensorOpMin",
        "CUDNN_OP_TENSOR_MAX": "miopenTensorOpMax",
        "cudnnConvolutionMode_t": "miopenConvolutionMode_t",
        "cudnnPoolingMode_t": "miopenPoolingMode_t",
        "cudnnLRNMode_t": "miopenLRNMode_t",
        "CUDNN_LRN_CROSS_CHANNEL_DIM1": "miopenLRNCrossChannel",
        "cudnnBatchNormMode_t": "miopenBatchNormMode_t",
        "CUDNN_BATCHNORM_PER_ACTIVATION": "miopenBNPerActivation",
        "CUDNN_BATCHNORM_SPATIAL": "miopenBNSpatial",
        "cudnnActivationMode_t": "miopenActivationMode_t",
        "CUDNN_ACTIVATION_SIGMOID": "miopenActivationLOGISTIC",
        "cudnnSoftmaxAlgorithm_t": "miopenSoftmaxAlgorithm_t",
        "CUDNN_SOFTMAX_FAST": "MIOPEN_SOFTMAX_FAST",
        "CUDNN_SOFTMAX_ACCURATE": "MIOPEN_SOFTMAX_ACCURATE",
        "CUDNN_SOFTMAX_LOG": "MIOPEN_SOFTMAX_LOG",
        "cudnnSoftmaxMode_t": "miopenSoftmaxMode_t",
        "CUDNN_SOFTMAX_MODE_INSTANCE": "MIOPEN_SOFTMAX_MODE_INSTANCE",
        "CUDNN_SOFTMAX_MODE_CHANNEL": "MIOPEN_SOFTMAX_MODE_CHANNEL",
        # Checked argument by argument against MIOpen's miopen.h (ROCm/MIOpen 003eaf53, the same signatures in
        # rocm-libraries 01d724c5; tests/port/data/miopen_names.txt): the same parameters in the same order
        "cudnnSetTensor4dDescriptorEx": "miopenSet4dTensorDescriptorEx",
        "cudnnGetTensor4dDescriptor": "miopenGet4dTensorDescriptor",
        "cudnnSetTensor": "miopenSetTensor",
        "cudnnScaleTensor": "miopenScaleTensor",
        "cudnnTransformTensor": "miopenTransformTensor",
        "cudnnSetConvolutionGroupCount": "miopenSetConvolutionGroupCount",
        "cudnnGetConvolution2dForwardOutputDim": "miopenGetConvolutionForwardOutputDim",
        "cudnnGetPooling2dForwardOutputDim": "miopenGetPoolingForwardOutputDim",
        "cudnnGetPoolingNdForwardOutputDim": "miopenGetPoolingNdForwardOutputDim",
        "cudnnDeriveBNTensorDescriptor": "miopenDeriveBNTensorDescriptor",
        "cudnnBatchNormalizationForwardTraining": "miopenBatchNormalizationForwardTraining",
        "cudnnBatchNormalizationForwardInference": "miopenBatchNormalizationForwardInference",
        "cudnnBatchNormalizationBackward": "miopenBatchNormalizationBackward",
        # ... and those whose arguments src/port/calls.cpp rewrites (MIOpen pooling has no NaN option, LRN takes
        # its mode, Find takes exhaustiveSearch, the convolutions take the workspace last and the descriptors in
        # another order). cudnnConvolutionBackwardBias is left: the newest MIOpen deprecates
        # miopenConvolutionBackwardBias and has it return miopenStatusNotImplemented.
        "cudnnSetPooling2dDescriptor": "miopenSet2dPoolingDescriptor",
        "cudnnGetPooling2dDescriptor": "miopenGet2dPoolingDescriptor",
        "cudnnSetPoolingNdDescriptor": "miopenSetNdPoolingDescriptor",
        "cudnnGetPoolingNdDescriptor": "miopenGetNdPoolingDescriptor",
        "cudnnSetLRNDescriptor": "miopenSetLRNDescriptor",
        "cudnnFindConvolutionForwardAlgorithmEx": "miopenFindConvolutionForwardAlgorithm",
        "cudnnGetConvolutionForwardWorkspaceSize": "miopenConvolutionForwardGetWorkSpaceSize",
        "cudnnConvolutionForward": "miopenConvolutionForward",
        "cudnnGetConvolutionBackwardDataWorkspaceSize": "miopenConvolutionBackwardDataGetWorkSpaceSize",
        "cudnnConvolutionBackwardData": "miopenConvolutionBackwardData",
        "cudnnReduceTensorOp_t": "miopenReduceTensorOp_t",
        **{f"CUDNN_REDUCE_TENSOR_{n}": f"MIOPEN_REDUCE_TENSOR_{n}" for n in (
            "ADD", "MUL", "MIN", "MAX", "AMAX", "AVG", "NORM1", "NORM2")},
        "cudnnNanPropagation_t": "miopenNanPropagation_t",
        "CUDNN_NOT_PROPAGATE_NAN": "MIOPEN_NOT_PROPAGATE_NAN",
        "CUDNN_PROPAGATE_NAN": "MIOPEN_PROPAGATE_NAN",
        "CUDNN_ACTIVATION_CLIPPED_RELU": "miopenActivationCLIPPEDRELU",
        "CUDNN_ACTIVATION_IDENTITY": "miopenActivationPASTHRU",
        # cuDNN's INCLUDE_PADDING average is MIOpen's inclusive one, EXCLUDE_PADDING its plain average
        "CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING": "miopenPoolingAverageInclusive",
        "CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING": "miopenPoolingAverage",
        "cudnnConvolutionFwdAlgo_t": "miopenConvFwdAlgorithm_t",
        "CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM": "miopenConvolutionFwdAlgoImplicitGEMM",
        "CUDNN_CONVOLUTION_FWD_ALGO_GEMM": "miopenConvolutionFwdAlgoGEMM",
        "CUDNN_CONVOLUTION_FWD_ALGO_DIRECT": "miopenConvolutionFwdAlgoDirect",
        "CUDNN_CONVOLUTION_FWD_ALGO_FFT": "miopenConvolutionFwdAlgoFFT",
        "CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD": "miopenConvolutionFwdAlgoWinograd",
        "cudnnConvolutionBwdDataAlgo_t": "miopenConvBwdDataAlgorithm_t",
        "CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT": "miopenConvolutionBwdDataAlgoFFT",
        "CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD": "miopenConvolutionBwdDataAlgoWinograd",
        "cudnnConvolutionFwdAlgoPerf_t": "miopenConvAlgoPerf_t",
        "cudnnConvolutionFwdAlgoPerfStruct": "miopenConvAlgoPerf_t",
        "cudnnConvolutionBwdDataAlgoPerf_t": "miopenConvAlgoPerf_t",
        "cudnnConvolutionBwdDataAlgoPerfStruct": "miopenConvAlgoPerf_t",
        "cudnnReduceTensorIndices_t": "miopenReduceTensorIndices_t",
        "CUDNN_REDUCE_TENSOR_NO_INDICES": "MIOPEN_REDUCE_TENSOR_NO_INDICES",
        "CUDNN_REDUCE_TENSOR_FLATTENED_INDICES": "MIOPEN_REDUCE_TENSOR_FLATTENED_INDICES",
        "cudnnIndicesType_t": "miopenIndicesType_t",
        "CUDNN_32BIT_INDICES": "MIOPEN_32BIT_INDICES",
        "CUDNN_64BIT_INDICES": "MIOPEN_64BIT_INDICES",
        "CUDNN_16BIT_INDICES": "MIOPEN_16BIT_INDICES",
        "CUDNN_8BIT_INDICES": "MIOPEN_8BIT_INDICES",
        "cudnnCTCLossAlgo_t": "miopenCTCLossAlgo_t",
        "CUDNN_CTC_LOSS_ALGO_DETERMINISTIC": "MIOPEN_CTC_LOSS_ALGO_DETERMINISTIC",
        "cudnnRNNBiasMode_t": "miopenRNNBiasMode_t",
        "CUDNN_RNN_NO_BIAS": "miopenRNNNoBias",
        # cuDNN's three bias layouts have one MIOpen counterpart (miopenRNNwithBias): left and reported
        "CUDNN_RNN_SINGLE_INP_BIAS": "", "CUDNN_RNN_DOUBLE_BIAS": "", "CUDNN_RNN_SINGLE_REC_BIAS": "",
        # dropout and RNN (MIOpen's miopen.h: same enumerations, its own names; calls.cpp adds the arguments
        # miopenSetDropoutDescriptor takes in addition and reorders miopenRNNBackwardWeights')
        "cudnnDropoutDescriptor_t": "miopenDropoutDescriptor_t",
        "cudnnCreateDropoutDescriptor": "miopenCreateDropoutDescriptor",
        "cudnnDestroyDropoutDescriptor": "miopenDestroyDropoutDescriptor",
        "cudnnDropoutGetStatesSize": "miopenDropoutGetStatesSize",
        "cudnnSetDropoutDescriptor": "miopenSetDropoutDescriptor",
        "cudnnRNNDescriptor_t": "miopenRNNDescriptor_t",
        "cudnnCreateRNNDescriptor": "miopenCreateRNNDescriptor",
        "cudnnDestroyRNNDescriptor": "miopenDestroyRNNDescriptor",
        "cudnnRNNMode_t": "miopenRNNMode_t",
        "CUDNN_RNN_RELU": "miopenRNNRELU",
        "CUDNN_RNN_TANH": "miopenRNNTANH",
        "CUDNN_LSTM": "miopenLSTM",
        "CUDNN_GRU": "miopenGRU",
        "cudnnRNNInputMode_t": "miopenRNNInputMode_t",
        "CUDNN_LINEAR_INPUT": "miopenRNNlinear",
        "CUDNN_SKIP_INPUT": "miopenRNNskip",
        "cudnnDirectionMode_t": "miopenRNNDirectionMode_t",
        "CUDNN_UNIDIRECTIONAL": "miopenRNNunidirection",
        "CUDNN_BIDIRECTIONAL": "miopenRNNbidirection",
        "cudnnRNNAlgo_t": "miopenRNNAlgo_t",
        "CUDNN_RNN_ALGO_STANDARD": "miopenRNNdefault",
        "cudnnRNNBackwardWeights": "miopenRNNBackwardWeights",  # cuDNN 8's (removed in 9)
        # the rest of cuDNN 8's RNN API (removed in 9): MIOpen's functions take the same arguments in the same order
        "cudnnGetRNNWorkspaceSize": "miopenGetRNNWorkspaceSize",
        "cudnnGetRNNTrainingReserveSize": "miopenGetRNNTrainingReserveSize",
        "cudnnGetRNNParamsSize": "miopenGetRNNParamsSize",
        "cudnnRNNForwardTraining": "miopenRNNForwardTraining",
        "cudnnRNNForwardInference": "miopenRNNForwardInference",
        "cudnnRNNBackwardData": "miopenRNNBackwardData",
        # same arguments, same order (miopen.h)
        "cudnnActivationForward": "miopenActivationForward",
        "cudnnActivationBackward": "miopenActivationBackward",
        "cudnnConvolutionBiasActivationForward": "miopenConvolutionBiasActivationForward",
        "cudnnDropoutGetReserveSpaceSize": "miopenDropoutGetReserveSpaceSize",
        "cudnnCreateCTCLossDescriptor": "miopenCreateCTCLossDescriptor",
        "cudnnDestroyCTCLossDescriptor": "miopenDestroyCTCLossDescriptor",
        "cudnnGetCTCLossWorkspaceSize": "miopenGetCTCLossWorkspaceSize",
        "cudnnCTCLoss": "miopenCTCLoss",
        "cudnnCreateReduceTensorDescriptor": "miopenCreateReduceTensorDescriptor",
        "cudnnDestroyReduceTensorDescriptor": "miopenDestroyReduceTensorDescriptor",
        "cudnnSetReduceTensorDescriptor": "miopenSetReduceTensorDescriptor",
        "cudnnGetReduceTensorDescriptor": "miopenGetReduceTensorDescriptor",
        "cudnnGetReductionIndicesSize": "miopenGetReductionIndicesSize",
        "cudnnGetReductionWorkspaceSize": "miopenGetReductionWorkspaceSize",
        "cudnnReduceTensor": "miopenReduceTensor",
        # (cudnnConvolutionBackwardBias stays: the newest MIOpen's miopenConvolutionBackwardBias returns
        # miopenStatusNotImplemented.) Arguments reordered or added by calls.cpp: softmax's algorithm and mode go last (MIOpen's _V2 calls);
        # the dropout calls take a noise-shape descriptor before the input's (a placeholder in MIOpen: the input's
        # own descriptor is passed); miopenRestoreDropoutDescriptor takes the three arguments miopenSetDropout-
        # Descriptor does. Left unsupported: the LRN, CTC-loss and dropout getters and the CTC setter (MIOpen's
        # take more outputs or settings than cuDNN's), and cuDNN's RNN descriptor setters (MIOpen's need a bias mode)
        "cudnnSoftmaxForward": "miopenSoftmaxForward_V2",
        "cudnnSoftmaxBackward": "miopenSoftmaxBackward_V2",
        "cudnnDropoutForward": "miopenDropoutForward",
        "cudnnDropoutBackward": "miopenDropoutBackward",
        "cudnnRestoreDropoutDescriptor": "miopenRestoreDropoutDescriptor",
    },
}

# rocBLAS names (--roc) that do not follow cublasXxx -> rocblas_xxx.
ROCBLAS = {
    # as for hipBLAS (MAPPINGS["blas"]): rocBLAS's status text is the enumerator's name, its standard algorithm
    "cublasGetStatusName": "rocblas_status_to_string",
    "CUBLAS_GEMM_DEFAULT_TENSOR_OP": "rocblas_gemm_algo_standard",
    "CUBLAS_GEMM_DFALT_TENSOR_OP": "rocblas_gemm_algo_standard",
    "cublasHandle_t": "rocblas_handle",
    "cublasStatus_t": "rocblas_status",
    "cublasOperation_t": "rocblas_operation",
    "cublasFillMode_t": "rocblas_fill",
    "cublasDiagType_t": "rocblas_diagonal",
    "cublasSideMode_t": "rocblas_side",
    "cublasPointerMode_t": "rocblas_pointer_mode",
    "cublasCreate": "rocblas_create_handle",
    "cublasCreate_v2": "rocblas_create_handle",
    "cublasDestroy": "rocblas_destroy_handle",
    "cublasDestroy_v2": "rocblas_destroy_handle",
    "cublasSetStream": "rocblas_set_stream",
    "cublasSetStream_v2": "rocblas_set_stream",
    "cublasGetStream": "rocblas_get_stream",
    "cublasGetStream_v2": "rocblas_get_stream",
    "CUBLAS_OP_N": "rocblas_operation_none",
    "CUBLAS_OP_T": "rocblas_operation_transpose",
    "CUBLAS_OP_C": "rocblas_operation_conjugate_transpose",
    "CUBLAS_FILL_MODE_LOWER": "rocblas_fill_lower",
    "CUBLAS_FILL_MODE_UPPER": "rocblas_fill_upper",
    "CUBLAS_FILL_MODE_FULL": "rocblas_fill_full",
    "CUBLAS_DIAG_NON_UNIT": "rocblas_diagonal_non_unit",
    "CUBLAS_DIAG_UNIT": "rocblas_diagonal_unit",
    "CUBLAS_SIDE_LEFT": "rocblas_side_left",
    "CUBLAS_SIDE_RIGHT": "rocblas_side_right",
    "CUBLAS_POINTER_MODE_HOST": "rocblas_pointer_mode_host",
    "CUBLAS_POINTER_MODE_DEVICE": "rocblas_pointer_mode_device",
    "CUBLAS_STATUS_SUCCESS": "rocblas_status_success",
    "CUBLAS_STATUS_INVALID_VALUE": "rocblas_status_invalid_value",
    "CUBLAS_STATUS_INTERNAL_ERROR": "rocblas_status_internal_error",
    # The other cuBLAS statuses take HIPIFY's current rocBLAS names (ALLOC_FAILED -> not_implemented, MAPPING_ERROR
    # -> invalid_size, EXECUTION_FAILED -> memory_error, NOT_SUPPORTED -> perf_degraded): one rocblas_status each,
    # so a switch over cuBLAS's statuses still compiles (tables_test's DistinctStatusCodesStayDistinct). Overriding
    # ALLOC_FAILED to memory_error, nearer its meaning, gave two cases of memory_error.
    "CUBLAS_API_H_": "ROCBLAS_H",
    "CUBLAS_V2_H_": "ROCBLAS_H",
    "CUBLAS_H_": "ROCBLAS_H",
    # cublasCsyrkEx (complex-float computation, A and C of their own types): rocBLAS 5.2.0's syrk_ex, released with
    # ROCm 7.2 (rocBLAS's CHANGELOG), which also takes the execution type (calls.cpp appends rocBLAS's f32_c);
    # hipBLAS has no counterpart in HIPIFY's tables, so without --roc the call stays and is reported
    "cublasCsyrkEx": ("rocblas_syrk_ex", "7.2.0"),
    # rocBLAS of ROCm 5.7 (HIPIFY's CUBLAS_API_supported_by_ROC table); Debian 13's rocBLAS 2.47 (ROCm 5.5) predates
    # it, where the entry used to fall back to size_query_mismatch
    "CUBLAS_STATUS_ARCH_MISMATCH": ("rocblas_status_arch_mismatch", "5.7.0"),
    # rocBLAS's trmm took cuBLAS's out-of-place form (C, ldc) in rocBLAS 4.0 (ROCm 6.0; before, rocblas_Xtrmm was
    # in place and the out-of-place one was rocblas_Xtrmm_outofplace), as hipBLAS's did
    **{f"cublas{p}trmm{v}": (f"rocblas_{p.lower()}trmm", "6.0.0") for p in "SDCZ" for v in ("", "_v2")},
    # The math mode of a handle: rocBLAS of ROCm 5.7 as well (same table). Only the default mode has a counterpart;
    # rocBLAS's other mode, rocblas_xf32_xdl_math_op, is xf32, not cuBLAS's TF32, so CUBLAS_TF32_TENSOR_OP_MATH and
    # the rest stay reported.
    "cublasMath_t": ("rocblas_math_mode", "5.7.0"),
    "CUBLAS_DEFAULT_MATH": ("rocblas_default_math", "5.7.0"),
    "cublasGetMathMode": ("rocblas_get_math_mode", "5.7.0"),
    "cublasSetMathMode": ("rocblas_set_math_mode", "5.7.0"),
    # gemv (batched, strided batched) with f16/bf16 input and output and f32 computation: rocBLAS 4.0 of ROCm 6.0
    # ("f16_r/bf16_r input/output and f32_r execution for Level 2 gemv_batched and gemv_strided_batched", its
    # changelog), named rocblas_{hsh,hss,tst,tss}gemv_*; cuBLAS's arguments, in cuBLAS's order
    **{f"cublas{p}gemv{b}Batched": (f"rocblas_{p.lower()}gemv{'_strided' if b else ''}_batched", "6.0.0")
       for p in ("HSH", "HSS", "TST", "TSS") for b in ("", "Strided")},
}

# Deprecated names the header scan cannot see: removed from CUDA 13's headers, or declared __CUDA_DEPRECATED after a
# per-thread-stream #define of the same name (cuda_runtime_api.h) or a macro the scan takes for the declaration.
DEPRECATED = {"cudaMemcpyToArray", "cudaMemcpyFromArray", "cudaGetDriverEntryPoint",
              "cuTexRefGetAddress", "cuTexRefSetAddress", "cuTexRefSetAddress2D",
              "cudaThreadSynchronize", "cudaThreadExit", "cudaThreadGetLimit", "cudaThreadSetLimit",
              "cudaThreadGetCacheConfig", "cudaThreadSetCacheConfig", "cudaBindTexture", "cudaUnbindTexture",
              "CUFFT_LICENSE_ERROR", "cusparseHybMat", "csrsv2Info_t", "csrsm2Info_t", "csrgemm2Info_t", "cudnnRNNBackwardWeights",
              # cuDNN 8's legacy RNN calls (removed in cuDNN 9)
              "cudnnGetRNNWorkspaceSize", "cudnnGetRNNTrainingReserveSize", "cudnnGetRNNParamsSize",
              "cudnnRNNForwardTraining", "cudnnRNNForwardInference", "cudnnRNNBackwardData"}

# Identifiers the header scan picks up that are not API names: parameter names (cuda_gl_interop.h's
# cudaGLGetDevices(..., unsigned int cudaDeviceCount, ...)). A user's variable of that name stays as it is.
NOT_API = {"cudaDeviceCount"}

# Kinds the header scan cannot tell.
KINDS = {n: "Macro" for n in (
    "__DRIVER_TYPES_H__", "__CUDA_RUNTIME_H__", "__CUDA_RUNTIME_API_H__", "__VECTOR_TYPES_H__",
    "__CHANNEL_DESCRIPTOR_H__", "__TEXTURE_TYPES_H__", "__SURFACE_TYPES_H__", "__LIBRARY_TYPES_H__",
    "__CUDA_FP16_H__", "__CUDA_BF16_H__", "__MATH_CONSTANTS_H__", "CU_COMPLEX_H_", "_COOPERATIVE_GROUPS_H_",
    "__CUDACC__", "CUDART_VERSION", "CUBLAS_API_H_", "CUBLAS_V2_H_", "CUBLAS_H_", "CURAND_KERNEL_H_",
    "_CUFFT_H_", "_CUFFTXT_H_", "CUSPARSE_H_", "CUSPARSEAPI")}
KINDS["CUFFT_LICENSE_ERROR"] = "Enum"
KINDS.update({n: "Type" for n in (
    "__nv_bfloat16", "__nv_bfloat162", "nv_bfloat16", "nv_bfloat162", "__nv_bfloat16_raw", "__nv_bfloat162_raw", "__nv_fp8_e4m3",
    "__nv_fp8_e5m2", "__nv_fp8x2_e4m3", "__nv_fp8x2_e5m2", "__nv_fp8x4_e4m3", "__nv_fp8x4_e5m2", "__nv_fp8_storage_t",
    "__nv_fp8x2_storage_t", "__nv_fp8x4_storage_t", "__nv_fp8_interpretation_t", "__nv_saturation_t")})
KINDS.update({n: "Type" for n in (
    "__nv_fp4_storage_t", "__nv_fp4x2_storage_t", "__nv_fp4x4_storage_t", "__nv_fp4_interpretation_t", "__nv_fp4_e2m1",
    "__nv_fp4x2_e2m1", "__nv_fp4x4_e2m1", "cudaRoundMode")})
KINDS.update({n: "Enum" for n in MAPPINGS["dnn"] if n.startswith("CUDNN_")})  # cuDNN's enumerators (hand-mapped)
KINDS.update({n: "Enum" for n in ("__NV_E4M3", "__NV_E5M2", "__NV_NOSAT", "__NV_SATFINITE", "__NV_E2M1", "cudaRoundNearest",
                                  "cudaRoundZero", "cudaRoundPosInf", "cudaRoundMinInf")})
KINDS.update({f"{n}Info_t": "Type" for n in INFO_TYPES})
KINDS.update({"syevjInfo_t": "Type", "gesvdjInfo_t": "Type"})
KINDS.update({n: "Type" for n in ("csrsv2Info_t", "csrsm2Info_t", "csrgemm2Info_t", "CUGLDeviceList", "CUGLDeviceList_enum", "CUGPUDirectRDMAWritesOrdering",
                                  "CUGPUDirectRDMAWritesOrdering_enum")})
KINDS.update({"libraryPropertyType": "Type", "libraryPropertyType_t": "Type"})  # library_types.h
KINDS["cusparseHybMat"] = "Type"

# rocRAND names (--roc) that do not follow curandXxxYyy -> rocrand_xxx_yyy (source: HIPIFY's
# CURAND_API_supported_by_ROC table; every name is checked against the 5.7 rocRAND headers). cuRAND's state
# structs are rocRAND's engine classes; the *_t typedefs are rocRAND's C state types.
ROCRAND = {
    "CURAND_STATUS_NOT_INITIALIZED": "ROCRAND_STATUS_NOT_CREATED",
    "curandGenerator_st": "rocrand_generator_base_type",
    "curandStateMRG32k3a": "rocrand_device::mrg32k3a_engine",
    "curandStateMRG32k3a_t": "rocrand_state_mrg32k3a",
    "curandStateMtgp32": "rocrand_device::mtgp32_engine",
    "curandStatePhilox4_32_10": "rocrand_device::philox4x32_10_engine",
    "curandStatePhilox4_32_10_t": "rocrand_state_philox4x32_10",
    "curandStateSobol32": "rocrand_device::sobol32_engine<false>",
    "curandStateSobol64": "rocrand_device::sobol64_engine<false>",
    "curandStateScrambledSobol32": "rocrand_device::scrambled_sobol32_engine<false>",
    "curandStateScrambledSobol64": "rocrand_device::scrambled_sobol64_engine<false>",
    "curandDestroyDistribution": "rocrand_destroy_discrete_distribution",
    "curandGenerateSeeds": "rocrand_initialize_generator",
    "curandMakeMTGP32Constants": "rocrand_make_constant",
    "curandMakeMTGP32KernelState": "rocrand_make_state_mtgp32",
    "curandSetGeneratorOffset": "rocrand_set_offset",
    # rocRAND has had the ordering API since before ROCm 5.5 (the chroot's rocrand.h, the oldest release checked);
    # hipRAND only from 6.2
    "curandSetGeneratorOrdering": ("rocrand_set_ordering", "5.5.0"),
    "curandOrdering_t": ("rocrand_ordering", "5.5.0"),
    "curandOrdering": ("rocrand_ordering", "5.5.0"),
    **{f"CURAND_ORDERING_{n}": (f"ROCRAND_ORDERING_{n}", "5.5.0") for n in (
        "PSEUDO_BEST", "PSEUDO_DEFAULT", "PSEUDO_SEEDED", "PSEUDO_LEGACY", "PSEUDO_DYNAMIC", "QUASI_DEFAULT")},
    "curandSetPseudoRandomGeneratorSeed": "rocrand_set_seed",
    "curand": "rocrand",
    "curand_log_normal2_double": "rocrand_log_normal_double2",
    "curand_log_normal4_double": "rocrand_log_normal_double4",
    "curand_normal2_double": "rocrand_normal_double2",
    "curand_normal4_double": "rocrand_normal_double4",
    "curand_uniform2_double": "rocrand_uniform_double2",
    "curand_uniform4_double": "rocrand_uniform_double4",
    # newer than rocRAND 5.7, the same release as the hipRAND names (HIPIFY's CURAND_API_supported_by_ROC table)
    "curandDirectionVectorSet": ("rocrand_direction_vector_set", "6.0.0"),
    "curandDirectionVectorSet_t": ("rocrand_direction_vector_set", "6.0.0"),
    "CURAND_DIRECTION_VECTORS_32_JOEKUO6": ("ROCRAND_DIRECTION_VECTORS_32_JOEKUO6", "6.0.0"),
    "CURAND_DIRECTION_VECTORS_64_JOEKUO6": ("ROCRAND_DIRECTION_VECTORS_64_JOEKUO6", "6.0.0"),
    "CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6": ("ROCRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6", "6.0.0"),
    "CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6": ("ROCRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6", "6.0.0"),
    "curandGetDirectionVectors32": ("rocrand_get_direction_vectors32", "6.0.0"),
    "curandGetDirectionVectors64": ("rocrand_get_direction_vectors64", "6.0.0"),
    "curandGetScrambleConstants32": ("rocrand_get_scramble_constants32", "6.0.0"),
    "curandGetScrambleConstants64": ("rocrand_get_scramble_constants64", "6.0.0"),
    # cuRAND's host generator returns once the results are written: rocRAND's blocking host generator, first in
    # ROCm 6.2.0 (HIPIFY's CURAND_API_supported_by_HIP_and_ROC table; hipRAND's hiprandCreateGeneratorHost is 5.7's)
    "curandCreateGeneratorHost": ("rocrand_create_generator_host_blocking", "6.2.0"),
}

# rocSPARSE names (--roc) that neither hipify-perl's list nor cusparseXxx -> rocsparse_xxx gives.
ROCSPARSE = {
    # cusparse.h's include guard and declaration macro, also tested as "was cusparse.h included" (helper_cuda.h's
    # error-string overload for cusparseStatus_t, rocsparse_status then: a type of its own)
    "CUSPARSE_H_": "_ROCSPARSE_H_",
    "CUSPARSEAPI": "ROCSPARSE_EXPORT",
    # rocSPARSE keeps the analysis of csrsv/csrsm/csrgemm/ilu0/ic0/bsrsv/bsrsm and pruning in one rocsparse_mat_info
    **{f"cusparseCreate{n[0].upper() + n[1:]}Info": "rocsparse_create_mat_info"
       for n in ("csrsv2", "csrsm2", "csrgemm2") + INFO_TYPES},
    **{f"cusparseDestroy{n[0].upper() + n[1:]}Info": "rocsparse_destroy_mat_info"
       for n in ("csrsv2", "csrsm2", "csrgemm2") + INFO_TYPES},
    **{f"{n}Info_t": "rocsparse_mat_info" for n in ("csrsv2", "csrsm2", "csrgemm2") + INFO_TYPES},
    # the CSR->CSC buffer size (its arguments are rearranged in calls.cpp)
    "cusparseCsr2cscEx2_bufferSize": "rocsparse_csr2csc_buffer_size",
    # the generic API's stages and buffer queries: one rocSPARSE function each (arguments in calls.cpp)
    "cusparseSparseToDense_bufferSize": "rocsparse_sparse_to_dense",
    **{f"cusparseDenseToSparse_{s}": "rocsparse_dense_to_sparse" for s in ("bufferSize", "analysis", "convert")},
    "cusparseSpVV": "rocsparse_spvv", "cusparseSpVV_bufferSize": "rocsparse_spvv",
    **{f"cusparseSpMM{s}": "rocsparse_spmm" for s in ("", "_bufferSize", "_preprocess")},
    # SpMV: rocSPARSE 3.0 (ROCm 6.0) gave rocsparse_spmv the stage argument; before it, rocSPARSE 2.x (Debian 13's
    # 2.5) has the staged form as rocsparse_spmv_ex and rocsparse_spmv without a stage (the translator picks
    # rocsparse_spmv_ex below --hip-version 6.0; calls.cpp inserts the stage)
    **{f"cusparseSpMV{s}": "rocsparse_spmv" for s in ("", "_bufferSize", "_preprocess")},
    **{f"cusparseSpSV_{s}": "rocsparse_spsv" for s in ("bufferSize", "analysis", "solve")},
    **{f"cusparseSpSM_{s}": "rocsparse_spsm" for s in ("bufferSize", "analysis", "solve")},
    # (SpSV/SpSM keep their analysis in a descriptor, rocSPARSE in the buffer the compute stage is given again: the
    # descriptor becomes an unused pointer whose create/destroy calls do nothing, translator.cpp, and the solve
    # gets the analysis call's buffer, calls.cpp)
    # CUDA 12's const descriptors: rocSPARSE 6.0 (HIPIFY's CUSPARSE_API_supported_by_HIP_and_ROC table)
    "cusparseConstSpMatDescr_t": ("rocsparse_const_spmat_descr", "6.0.0"),
    "cusparseConstDnMatDescr_t": ("rocsparse_const_dnmat_descr", "6.0.0"),
    "cusparseConstSpVecDescr_t": ("rocsparse_const_spvec_descr", "6.0.0"),
    "cusparseConstDnVecDescr_t": ("rocsparse_const_dnvec_descr", "6.0.0"),
    # ... and their functions (same table): rocsparse_create_const_<x>_descr, rocsparse_const_<x>_get[_values]
    **{f"cusparseCreateConst{n}": (f"rocsparse_create_const_{r}_descr", "6.0.0") for n, r in CONST_DESCRIPTORS.items()},
    **{f"cusparseConst{n}Get": (f"rocsparse_const_{r}_get", "6.0.0") for n, r in CONST_DESCRIPTORS.items()},
    **{f"cusparseConst{n}GetValues": (f"rocsparse_const_{r}_get_values", "6.0.0")
       for n, r in CONST_VALUE_DESCRIPTORS.items()},
    "cusparseHybMat": "_rocsparse_hyb_mat",
    # CUDA 10's csrgeam nnz step has rocsparse_csrgeam_nnz's arguments exactly (csrgeam2Nnz adds a workspace)
    "cusparseXcsrgeamNnz": "rocsparse_csrgeam_nnz",
    "cusparseGetErrorName": ("rocsparse_get_status_name", "6.0.0"),
    "cusparseGetErrorString": ("rocsparse_get_status_description", "6.0.0"),
    # (HIPIFY's CUSPARSE table) the non-const CSC getter in rocSPARSE of ROCm 6.1; sliced ELL is rocSPARSE's own
    # format from ROCm 7.2 (rocsparse_format_ell, the plain ELL the naming rule found, is a different layout)
    "cusparseCscGet": ("rocsparse_csc_get", "6.1.0"),
    "CUSPARSE_FORMAT_SLICED_ELLPACK": ("rocsparse_format_sell", "7.2.0"),
}

# cuComplex.h's types under --roc: rocBLAS' complex types, which the roc* libraries' complex arguments take
# (HIPIFY does the same; hipFloatComplex is a different C++ type from rocblas_float_complex). rocSPARSE has
# its own rocsparse_float_complex, also a distinct type: a cuSPARSE-only file needs a cast there.
ROCCOMPLEX = {"cuComplex": "rocblas_float_complex", "cuFloatComplex": "rocblas_float_complex",
              "cuDoubleComplex": "rocblas_double_complex"}

# rocSOLVER names (--roc). rocSOLVER works on rocBLAS' handle, stream, status and enums (rocsolver-types.h
# and rocblas-types.h); its LAPACK routines allocate their workspace through the rocBLAS handle, so cuSOLVER's
# workspace arguments go (calls.cpp). rocblas_status_arch_mismatch is not in rocBLAS 5.7 (and the release that
# added it is not known here), so ARCH_MISMATCH is left, as are the cuSOLVER statuses with no rocBLAS
# counterpart (MAPPING_ERROR, EXECUTION_FAILED, ZERO_PIVOT): HIPIFY sends them all to rocblas_status_not_implemented,
# which NOT_SUPPORTED already is, so a switch over the statuses would get duplicate case labels.
ROCSOLVER = {
    "cusolverDnHandle_t": "rocblas_handle",
    "cusolverStatus_t": "rocblas_status",
    "cusolver_int_t": "rocblas_int",
    "CUSOLVER_STATUS_SUCCESS": "rocblas_status_success",
    "CUSOLVER_STATUS_NOT_INITIALIZED": "rocblas_status_invalid_handle",
    "CUSOLVER_STATUS_ALLOC_FAILED": "rocblas_status_memory_error",
    "CUSOLVER_STATUS_INVALID_VALUE": "rocblas_status_invalid_value",
    "CUSOLVER_STATUS_INTERNAL_ERROR": "rocblas_status_internal_error",
    "CUSOLVER_STATUS_NOT_SUPPORTED": "rocblas_status_not_implemented",
    "CUSOLVER_STATUS_ARCH_MISMATCH": ("rocblas_status_arch_mismatch", "5.7.0"),  # as CUBLAS_STATUS_ARCH_MISMATCH
    "cusolverDnCreate": "rocblas_create_handle",
    "cusolverDnDestroy": "rocblas_destroy_handle",
    "cusolverDnSetStream": "rocblas_set_stream",
    "cusolverDnGetStream": "rocblas_get_stream",
    "cusolverEigType_t": "rocblas_eform",
    "CUSOLVER_EIG_TYPE_1": "rocblas_eform_ax",
    "CUSOLVER_EIG_TYPE_2": "rocblas_eform_abx",
    "CUSOLVER_EIG_TYPE_3": "rocblas_eform_bax",
    "cusolverEigMode_t": "rocblas_evect",
    "CUSOLVER_EIG_MODE_NOVECTOR": "rocblas_evect_none",
    "CUSOLVER_EIG_MODE_VECTOR": "rocblas_evect_original",
    "cusolverEigRange_t": "rocblas_erange",
    "CUSOLVER_EIG_RANGE_ALL": "rocblas_erange_all",
    "CUSOLVER_EIG_RANGE_I": "rocblas_erange_index",
    "CUSOLVER_EIG_RANGE_V": "rocblas_erange_value",
    # Cholesky: rocsolver_<t>potrf(handle, uplo, n, A, lda, info)
    **{f"cusolverDn{t}potrf": f"rocsolver_{t.lower()}potrf" for t in "SDCZ"},
}

ROC = {"blas": ROCBLAS, "sparse": ROCSPARSE, "rand": ROCRAND, "driver": ROCCOMPLEX, "solver": ROCSOLVER}

# cuFile (GPUDirect Storage, cufile.h) -> hipFile (hipfile.h), all first in HIP/ROCm 7.2.0 (HIPIFY's
# cuFile_API_supported_by_HIP table). Neither header is installed here, so these are not checked against
# headers (tables_test skips cuFile's CUDA names when cufile.h is absent). The struct and enum tags
# (CUfileDrvProps for CUfileDrvProps_t) follow their typedefs, as both libraries' headers name them.
_CUFILE_TYPES = {
    "CUfileBatchHandle_t": "hipFileBatchHandle_t", "CUfileBatchMode_t": "hipFileBatchMode_t",
    "CUfileDescr_t": "hipFileDescr_t", "CUfileDriverControlFlags_t": "hipFileDriverControlFlags_t",
    "CUfileDriverStatusFlags_t": "hipFileDriverStatusFlags_t", "CUfileDrvProps_t": "hipFileDriverProps_t",
    "CUfileError_t": "hipFileError_t", "CUfileFSOps_t": "hipFileFSOps_t",
    "CUfileFeatureFlags_t": "hipFileFeatureFlags_t", "CUfileHandle_t": "hipFileHandle_t",
    "CUfileIOEvents_t": "hipFileIOEvents_t", "CUfileIOParams_t": "hipFileIOParams_t",
    "CUfileOpcode_t": "hipFileOpcode_t", "CUfileStatus_t": "hipFileStatus_t", "cufileRDMAInfo_t": "hipFileRDMAInfo_t",
    "CUFileBoolConfigParameter_t": "hipFileBoolConfigParameter_t",
    "CUFileSizeTConfigParameter_t": "hipFileSizeTConfigParameter_t",
    "CUFileStringConfigParameter_t": "hipFileStringConfigParameter_t",
    "CUfileOpError": "hipFileOpError_t", "CUfileFileHandleType": "hipFileFileHandleType",
}
_CUFILE_TAGS = {c[:-2]: h[:-2] for c, h in _CUFILE_TYPES.items()
                if c[:-2] in ("CUfileDrvProps", "CUfileError", "CUfileFSOps", "cufileRDMAInfo", "CUfileDriverStatusFlags",
                              "CUfileDriverControlFlags", "CUfileFeatureFlags", "CUfileIOEvents", "CUfileIOParams",
                              "CUfileOpcode")}
_CUFILE_TAGS["cufileBatchMode"] = "hipFileBatchMode"
_CUFILE_TAGS["CUFILEStatus_enum"] = "hipFileStatus"  # the tag of CUfileStatus_t / hipFileStatus_t
# Not mapped: cufile.h's sockaddr_t (its typedef of POSIX's struct sockaddr, which hipfile.h names directly). HIPIFY
# maps it to sockaddr, but the name is common outside cuFile (networking code typedefs its own), where rewriting
# and reporting it would be wrong; a cuFile user's sockaddr_t is left as it is.
_CUFILE_MACROS = {
    "CUFILE_ERRSTR": "HIPFILE_ERRSTR", "IS_CUFILE_ERR": "IS_HIPFILE_ERR", "IS_CUDA_ERR": "IS_HIP_DRV_ERR",
    "CUDA_DRV_ERR": "HIP_DRV_ERR", "CU_FILE_CUDA_ERR": "HIP_DRV_ERR", "CU_FILE_RDMA_REGISTER": "HIPFILE_RDMA_REGISTER",
    "CU_FILE_RDMA_RELAXED_ORDERING": "HIPFILE_RDMA_RELAXED_ORDERING",
    "CU_FILE_STREAM_FIXED_BUF_OFFSET": "HIPFILE_STREAM_FIXED_BUF_OFFSET",
    "CU_FILE_STREAM_FIXED_FILE_OFFSET": "HIPFILE_STREAM_FIXED_FILE_OFFSET",
    "CU_FILE_STREAM_FIXED_FILE_SIZE": "HIPFILE_STREAM_FIXED_FILE_SIZE",
    "CU_FILE_STREAM_PAGE_ALIGNED_INPUTS": "HIPFILE_STREAM_PAGE_ALIGNED_INPUTS",
}
_CUFILE_ENUMS = {
    "CUFILE_BATCH": "hipFileBatch", "CUFILE_CANCELED": "hipFileCanceled", "CUFILE_COMPLETE": "hipFileComplete",
    "CUFILE_FAILED": "hipFileFailed", "CUFILE_INVALID": "hipFileInvalid", "CUFILE_PENDING": "hipFilePending",
    "CUFILE_READ": "hipFileBatchRead", "CUFILE_TIMEOUT": "hipFileTimeout", "CUFILE_WAITING": "hipFileWaiting",
    "CUFILE_WRITE": "hipFileBatchWrite",
    "CU_FILE_ALLOW_COMPAT_MODE": "hipFileAllowCompatMode", "CU_FILE_ASYNC_NOT_SUPPORTED": "hipFileAsyncNotSupported",
    "CU_FILE_BATCH_FULL": "hipFileBatchFull", "CU_FILE_BATCH_IO_SUPPORTED": "hipFileBatchIOSupported",
    "CU_FILE_BATCH_SUBMIT_FAILED": "hipFileBatchSubmitFailed", "CU_FILE_BEEGFS_SUPPORTED": "hipFileBEEGFSSupported",
    "CU_FILE_CUDA_CONTEXT_MISMATCH": "hipFileHipContextMismatch", "CU_FILE_CUDA_DRIVER_ERROR": "hipFileHipDriverError",
    "CU_FILE_CUDA_MEMORY_TYPE_INVALID": "hipFileHipMemoryTypeInvalid",
    "CU_FILE_CUDA_POINTER_INVALID": "hipFileHipPointerInvalid",
    "CU_FILE_CUDA_POINTER_RANGE_ERROR": "hipFileHipPointerRangeError",
    "CU_FILE_DEVICE_NOT_FOUND": "hipFileDeviceNotFound", "CU_FILE_DEVICE_NOT_SUPPORTED": "hipFileDeviceNotSupported",
    "CU_FILE_DIO_NOT_SET": "hipFileDIONotSet", "CU_FILE_DRIVER_ALREADY_OPEN": "hipFileDriverAlreadyOpen",
    "CU_FILE_DRIVER_CLOSING": "hipFileDriverClosing", "CU_FILE_DRIVER_INVALID_PROPS": "hipFileDriverInvalidProps",
    "CU_FILE_DRIVER_NOT_INITIALIZED": "hipFileDriverNotInitialized",
    "CU_FILE_DRIVER_UNSUPPORTED_LIMIT": "hipFileDriverUnsupportedLimit",
    "CU_FILE_DRIVER_VERSION_MISMATCH": "hipFileDriverVersionMismatch",
    "CU_FILE_DRIVER_VERSION_READ_ERROR": "hipFileDriverVersionReadError",
    "CU_FILE_DYN_ROUTING_SUPPORTED": "hipFileDynRoutingSupported", "CU_FILE_GETNEWFD_FAILED": "hipFileGetNewFDFailed",
    "CU_FILE_GPFS_SUPPORTED": "hipFileGPFSSupported", "CU_FILE_GPU_MEMORY_PINNING_FAILED": "hipFileGPUMemoryPinningFailed",
    "CU_FILE_HANDLE_ALREADY_REGISTERED": "hipFileHandleAlreadyRegistered",
    "CU_FILE_HANDLE_NOT_REGISTERED": "hipFileHandleNotRegistered",
    "CU_FILE_HANDLE_TYPE_OPAQUE_FD": "hipFileHandleTypeOpaqueFD",
    "CU_FILE_HANDLE_TYPE_OPAQUE_WIN32": "hipFileHandleTypeOpaqueWin32",
    "CU_FILE_HANDLE_TYPE_USERSPACE_FS": "hipFileHandleTypeUserspaceFS", "CU_FILE_INTERNAL_ERROR": "hipFileInternalError",
    "CU_FILE_INVALID_FILE_OPEN_FLAG": "hipFileInvalidFileOpenFlag", "CU_FILE_INVALID_FILE_TYPE": "hipFileInvalidFileType",
    "CU_FILE_INVALID_MAPPING_RANGE": "hipFileInvalidMappingRange",
    "CU_FILE_INVALID_MAPPING_SIZE": "hipFileInvalidMappingSize", "CU_FILE_INVALID_VALUE": "hipFileInvalidValue",
    "CU_FILE_IO_DISABLED": "hipFileIODisabled", "CU_FILE_IO_MAX_ERROR": "hipFileIOMaxError",
    "CU_FILE_IO_NOT_SUPPORTED": "hipFileIONotSupported", "CU_FILE_LUSTRE_SUPPORTED": "hipFileLustreSupported",
    "CU_FILE_MEMORY_ALREADY_REGISTERED": "hipFileMemoryAlreadyRegistered",
    "CU_FILE_MEMORY_NOT_REGISTERED": "hipFileMemoryNotRegistered", "CU_FILE_NFS_SUPPORTED": "hipFileNFSSupported",
    "CU_FILE_NVFS_DRIVER_ERROR": "hipFileDriverError", "CU_FILE_NVFS_SETUP_ERROR": "hipFileDriverSetupError",
    "CU_FILE_NVMEOF_SUPPORTED": "hipFileNVMeoFSupported", "CU_FILE_NVMESH_SUPPORTED": "hipFileNVMeshSupported",
    # the table's "hipFileNVMeP2PSsupported" is a typo: hipfile.h declares hipFileNVMeP2PSupported
    "CU_FILE_NVME_P2P_SUPPORTED": "hipFileNVMeP2PSupported", "CU_FILE_NVME_SUPPORTED": "hipFileNVMeSupported",
    "CU_FILE_PARALLEL_IO_SUPPORTED": "hipFileParallelIOSupported", "CU_FILE_PERMISSION_DENIED": "hipFilePermissionDenied",
    "CU_FILE_PLATFORM_NOT_SUPPORTED": "hipFilePlatformNotSupported",
    "CU_FILE_SCALEFLUX_CSD_SUPPORTED": "hipFileScaleFluxCSDSupported", "CU_FILE_SCSI_SUPPORTED": "hipFileSCSISupported",
    "CU_FILE_STREAMS_SUPPORTED": "hipFileStreamsSupported", "CU_FILE_SUCCESS": "hipFileSuccess",
    "CU_FILE_USE_POLL_MODE": "hipFileUsePollMode", "CU_FILE_WEKAFS_SUPPORTED": "hipFileWekaFSSupported",
    **{"CUFILE_PARAM_" + k: "hipFileParam" + v for k, v in {
        "ENV_LOGFILE_PATH": "EnvLogfilePath", "EXECUTION_MAX_IO_QUEUE_DEPTH": "ExecutionMaxIOQueueDepth",
        "EXECUTION_MAX_IO_THREADS": "ExecutionMaxIOThreads",
        "EXECUTION_MAX_REQUEST_PARALLELISM": "ExecutionMaxRequestParallelism",
        "EXECUTION_MIN_IO_THRESHOLD_SIZE_KB": "ExecutionMinIOThresholdSizeKB", "EXECUTION_PARALLEL_IO": "ExecutionParallelIO",
        "FORCE_COMPAT_MODE": "ForceCompatMode", "FORCE_ODIRECT_MODE": "ForceOdirectMode",
        "FS_MISC_API_CHECK_AGGRESSIVE": "FsMiscApiCheckAggressive", "LOGGING_LEVEL": "LoggingLevel", "LOG_DIR": "LogDir",
        "POLLTHRESHOLD_SIZE_KB": "PollthresholdSizeKB", "PREFER_IO_URING": "PreferIOUring", "PROFILE_NVTX": "ProfileNvtx",
        "PROFILE_STATS": "ProfileStats", "PROPERTIES_ALLOW_COMPAT_MODE": "PropertiesAllowCompatMode",
        "PROPERTIES_ALLOW_SYSTEM_MEMORY": "PropertiesAllowSystemMemory",
        "PROPERTIES_BATCH_IO_TIMEOUT_MS": "PropertiesBatchIOTimeoutMs", "PROPERTIES_IO_BATCHSIZE": "PropertiesIOBatchsize",
        "PROPERTIES_MAX_DEVICE_CACHE_SIZE_KB": "PropertiesMaxDeviceCacheSizeKB",
        "PROPERTIES_MAX_DEVICE_PINNED_MEM_SIZE_KB": "PropertiesMaxDevicePinnedMemSizeKB",
        "PROPERTIES_MAX_DIRECT_IO_SIZE_KB": "PropertiesMaxDirectIOSizeKB",
        "PROPERTIES_PER_BUFFER_CACHE_SIZE_KB": "PropertiesPerBufferCacheSizeKB",
        "PROPERTIES_USE_POLL_MODE": "PropertiesUsePollMode", "SKIP_TOPOLOGY_DETECTION": "SkipTopologyDetection",
        "STREAM_MEMOPS_BYPASS": "StreamMemopsBypass", "USE_PCIP2PDMA": "UsePcip2pdma"}.items()},
}
_CUFILE_FUNCTIONS = {"cuFile" + n: "hipFile" + n for n in (
    "BatchIOCancel", "BatchIODestroy", "BatchIOGetStatus", "BatchIOSetUp", "BatchIOSubmit", "BufDeregister",
    "BufRegister", "DriverClose", "DriverGetProperties", "DriverOpen", "DriverSetMaxCacheSize",
    "DriverSetMaxDirectIOSize", "DriverSetMaxPinnedMemSize", "DriverSetPollMode", "GetParameterBool",
    "GetParameterSizeT", "GetParameterString", "HandleDeregister", "HandleRegister", "Read", "ReadAsync",
    "SetParameterBool", "SetParameterSizeT", "SetParameterString", "StreamDeregister", "StreamRegister", "UseCount",
    "Write", "WriteAsync")} | {"cuFileDriverClose_v2": "hipFileDriverClose", "cufileop_status_error": "hipFileOpStatusError"}
MAPPINGS["file"] = {c: (h, "7.2.0") for c, h in
                    (_CUFILE_TYPES | _CUFILE_TAGS | _CUFILE_MACROS | _CUFILE_ENUMS | _CUFILE_FUNCTIONS).items()}
KINDS.update({n: "Type" for n in _CUFILE_TYPES | _CUFILE_TAGS})
KINDS.update({n: "Macro" for n in _CUFILE_MACROS})
KINDS.update({n: "Enum" for n in _CUFILE_ENUMS})

# cuBLASLt (cublasLt.h) -> hipBLASLt (hipblaslt.h), from HIPIFY's CUBLAS_API_supported_by_HIP table (BLASLt
# sections). Debian 13 ships no hipBLASLt, so these are checked only where hipBLASLt is installed (as MIOpen's);
# names that came after HIP/ROCm 5.7 record their version.
_LT_55 = ("5.5.0",)
_BLASLT = {
    **{f"cublasLt{n}": (f"hipblasLt{n}", "") for n in (
        "Create", "Destroy", "Matmul", "MatmulAlgoGetHeuristic", "MatmulDescCreate", "MatmulDescDestroy",
        "MatmulDescGetAttribute", "MatmulDescSetAttribute", "MatmulPreferenceCreate", "MatmulPreferenceDestroy",
        "MatmulPreferenceGetAttribute", "MatmulPreferenceSetAttribute", "MatrixLayoutCreate", "MatrixLayoutDestroy",
        "MatrixLayoutGetAttribute", "MatrixLayoutSetAttribute",
        "Epilogue_t", "Handle_t", "MatmulAlgo_t", "MatmulDescAttributes_t", "MatmulDescOpaque_t", "MatmulDesc_t",
        "MatmulHeuristicResult_t", "MatmulPreferenceAttributes_t", "MatmulPreferenceOpaque_t", "MatmulPreference_t",
        "MatrixLayoutAttribute_t", "MatrixLayoutOpaque_t", "MatrixLayout_t")},
    "cublasLtMatrixLayoutStruct": ("hipblasLtMatrixLayoutOpaque_t", ""),
    **{f"cublasLt{n}": (f"hipblasLt{n}", "6.0.0") for n in (
        "MatrixTransform", "MatrixTransformDescCreate", "MatrixTransformDescDestroy", "MatrixTransformDescGetAttribute",
        "MatrixTransformDescSetAttribute", "MatrixTransformDescAttributes_t", "MatrixTransformDescOpaque_t",
        "MatrixTransformDesc_t", "Order_t", "PointerMode_t")},
    **{f"CUBLASLT_{n}": (f"HIPBLASLT_{n}", "") for n in (
        "EPILOGUE_BGRADA", "EPILOGUE_BGRADB", "EPILOGUE_BIAS", "EPILOGUE_DEFAULT", "EPILOGUE_DGELU",
        "EPILOGUE_DGELU_BGRAD", "EPILOGUE_GELU", "EPILOGUE_GELU_AUX", "EPILOGUE_GELU_AUX_BIAS", "EPILOGUE_GELU_BIAS",
        "EPILOGUE_RELU", "EPILOGUE_RELU_BIAS", "MATMUL_DESC_BIAS_DATA_TYPE", "MATMUL_DESC_BIAS_POINTER",
        "MATMUL_DESC_D_SCALE_POINTER", "MATMUL_DESC_EPILOGUE", "MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE",
        "MATMUL_DESC_EPILOGUE_AUX_LD", "MATMUL_DESC_EPILOGUE_AUX_POINTER", "MATMUL_DESC_TRANSA", "MATMUL_DESC_TRANSB",
        "MATMUL_PREF_MAX_WORKSPACE_BYTES", "MATMUL_PREF_SEARCH_MODE", "MATRIX_LAYOUT_BATCH_COUNT",
        "MATRIX_LAYOUT_STRIDED_BATCH_OFFSET")},
    **{f"CUBLASLT_{n}": (f"HIPBLASLT_{n}", "6.0.0") for n in (
        "MATMUL_DESC_A_SCALE_POINTER", "MATMUL_DESC_B_SCALE_POINTER", "MATMUL_DESC_C_SCALE_POINTER",
        "MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER", "MATMUL_DESC_POINTER_MODE", "MATRIX_LAYOUT_COLS", "MATRIX_LAYOUT_LD",
        "MATRIX_LAYOUT_ORDER", "MATRIX_LAYOUT_ROWS", "MATRIX_LAYOUT_TYPE", "MATRIX_TRANSFORM_DESC_POINTER_MODE",
        "MATRIX_TRANSFORM_DESC_SCALE_TYPE", "MATRIX_TRANSFORM_DESC_TRANSA", "MATRIX_TRANSFORM_DESC_TRANSB",
        "ORDER_COL", "ORDER_ROW", "POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST", "POINTER_MODE_HOST")},
    "CUBLASLT_POINTER_MODE_DEVICE": ("HIPBLASLT_POINTER_MODE_DEVICE", "6.1.0"),
    "CUBLASLT_MATMUL_DESC_AMAX_D_POINTER": ("HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER", "6.2.0"),
}
MAPPINGS["blaslt"] = {c: (h if not v else (h, v)) for c, (h, v) in _BLASLT.items()}
DEPRECATED.update({"CUBLAS_GEMM_DEFAULT_TENSOR_OP", "CUBLAS_GEMM_DFALT_TENSOR_OP"})  # see MAPPINGS["blas"]
DEPRECATED.add("cublasLtMatrixLayoutStruct")  # removed in CUDA 10.2
DEPRECATED.add("CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED")  # cuda.h: "Deprecated, Use ..._MEMORY_..."
KINDS["cublasLtMatrixLayoutStruct"] = "Type"

# cuSPARSELt (cusparseLt.h) -> hipSPARSELt (hipsparselt.h), all at HIP/ROCm 7.10.0 in HIPIFY's
# CUSPARSELT_API_supported_by_HIP table. cusparseLt.h is not part of the toolkit (tables_test skips its CUDA
# names where it is not installed); hipSPARSELt is not in Debian 13.
_SPARSELT = {
    **{f"cusparseLt{n}": f"hipsparseLt{n}" for n in (
        "Handle_t", "MatDescAttribute_t", "MatDescriptor_t", "MatmulAlgAttribute_t", "MatmulAlgSelection_t",
        "MatmulAlg_t", "MatmulDescAttribute_t", "MatmulDescriptor_t", "MatmulPlan_t", "PruneAlg_t", "Sparsity_t",
        "SplitKMode_t", "DenseDescriptorInit", "Destroy", "Init", "MatDescGetAttribute", "MatDescSetAttribute",
        "MatDescriptorDestroy", "Matmul", "MatmulAlgGetAttribute", "MatmulAlgSelectionInit", "MatmulAlgSetAttribute",
        "MatmulDescGetAttribute", "MatmulDescSetAttribute", "MatmulDescriptorInit", "MatmulGetWorkspace",
        "MatmulPlanDestroy", "MatmulPlanInit", "MatmulSearch", "SpMMACompress", "SpMMACompress2",
        "SpMMACompressedSize", "SpMMACompressedSize2", "SpMMAPrune", "SpMMAPrune2", "SpMMAPruneCheck",
        "SpMMAPruneCheck2", "StructuredDescriptorInit")},
    **{f"CUSPARSELT_{n}": f"HIPSPARSELT_{n}" for n in (
        "MATMUL_ACTIVATION_GELU", "MATMUL_ACTIVATION_GELU_SCALING", "MATMUL_ACTIVATION_RELU",
        "MATMUL_ACTIVATION_RELU_THRESHOLD", "MATMUL_ACTIVATION_RELU_UPPERBOUND", "MATMUL_ALG_CONFIG_ID",
        "MATMUL_ALG_CONFIG_MAX_ID", "MATMUL_ALG_DEFAULT", "MATMUL_ALPHA_VECTOR_SCALING", "MATMUL_BETA_VECTOR_SCALING",
        "MATMUL_BIAS_POINTER", "MATMUL_BIAS_STRIDE", "MATMUL_SEARCH_ITERATIONS", "MATMUL_SPLIT_K",
        "MATMUL_SPLIT_K_BUFFERS", "MATMUL_SPLIT_K_MODE", "MAT_BATCH_STRIDE", "MAT_NUM_BATCHES", "PRUNE_SPMMA_STRIP",
        "PRUNE_SPMMA_TILE", "SPARSITY_50_PERCENT", "SPLIT_K_MODE_ONE_KERNEL", "SPLIT_K_MODE_TWO_KERNELS")},
    **{f"CUSPARSE_COMPUTE_{n}": f"HIPSPARSELT_COMPUTE_{n}" for n in ("16F", "32I", "TF32", "TF32_FAST")},
    "cusparseComputeType": "hipsparseLtComputetype_t",
}
MAPPINGS["sparselt"] = {c: (h, "7.10.0") for c, h in _SPARSELT.items()}
KINDS.update({n: "Type" for n in _SPARSELT if n.endswith("_t") or n == "cusparseComputeType"})
KINDS.update({n: "Enum" for n in _SPARSELT if n.isupper()})

# cuTENSOR (cutensor.h) -> hipTensor, from HIPIFY's CUTENSOR_API_supported_by_HIP table (the revision that maps
# cuTENSOR 2.x); names after 5.7 record their version. hipTensor 2.0 (ROCm 7.0) took over cuTENSOR 2.x's API
# (plans, plan preferences, operation descriptors, hiptensorDataType_t); every name recorded at 7.0.0 is in
# tests/port/data/hiptensor_names.txt, transcribed from hipTensor 2.x's headers, and tables_test checks it there.
# cuTENSOR 1.x names keep their hipTensor 1.x names (5.7-6.4), as HIPIFY does. Neither library is installed here.
_TENSOR = {
    **{f"CUTENSOR_{n}": f"HIPTENSOR_{n}" for n in (
        "ALGO_DEFAULT", "ALGO_DEFAULT_PATIENT", "OP_IDENTITY", "OP_UNKNOWN", "STATUS_ALLOC_FAILED",
        "STATUS_ARCH_MISMATCH", "STATUS_EXECUTION_FAILED", "STATUS_INSUFFICIENT_DRIVER",
        "STATUS_INSUFFICIENT_WORKSPACE", "STATUS_INTERNAL_ERROR", "STATUS_INVALID_VALUE", "STATUS_IO_ERROR",
        "STATUS_NOT_INITIALIZED", "STATUS_NOT_SUPPORTED", "STATUS_SUCCESS", "WORKSPACE_MAX", "WORKSPACE_MIN",
        "WORKSPACE_RECOMMENDED")},
    **{f"cutensor{n}": f"hiptensor{n}" for n in (
        "Algo_t", "ContractionPlan_t", "Handle_t", "LoggerCallback_t", "Operator_t", "Status_t",
        "TensorDescriptor_t", "WorksizePreference_t", "Create", "Destroy", "GetErrorString", "InitTensorDescriptor",
        "LoggerForceDisable", "LoggerOpenFile", "LoggerSetCallback", "LoggerSetFile", "LoggerSetLevel",
        "LoggerSetMask")},
    "cutensorGetCudartVersion": "hiptensorGetHiprtVersion",
    "cutensorContraction": ("hiptensorContraction", "6.1.0"),
    "cutensorPermutation": ("hiptensorPermutation", "6.1.0"),
    "CUTENSOR_OP_SQRT": ("HIPTENSOR_OP_SQRT", "6.2.0"),
    **{f"CUTENSOR_OP_{n}": (f"HIPTENSOR_OP_{n}", "6.3.0") for n in ("ADD", "MAX", "MIN", "MUL")},
    "cutensorReduction": ("hiptensorReduction", "6.3.0"),
    # hipTensor 2.0 (ROCm 7.0): the cuTENSOR 2.x API
    **{f"CUTENSOR_{n}": (f"HIPTENSOR_{n}", "7.0.0") for n in (
        "AUTOTUNE_MODE_INCREMENTAL", "AUTOTUNE_MODE_NONE", "CACHE_MODE_NONE", "CACHE_MODE_PEDANTIC",
        "COMPUTE_DESC_16BF", "COMPUTE_DESC_16F", "COMPUTE_DESC_32F", "COMPUTE_DESC_64F", "JIT_MODE_DEFAULT",
        "JIT_MODE_NONE", "OPERATION_DESCRIPTOR_FLOPS", "OPERATION_DESCRIPTOR_MOVED_BYTES",
        "OPERATION_DESCRIPTOR_PADDING_LEFT", "OPERATION_DESCRIPTOR_PADDING_RIGHT", "OPERATION_DESCRIPTOR_PADDING_VALUE",
        "OPERATION_DESCRIPTOR_SCALAR_TYPE", "OPERATION_DESCRIPTOR_TAG", "PLAN_PREFERENCE_ALGO",
        "PLAN_PREFERENCE_AUTOTUNE_MODE", "PLAN_PREFERENCE_CACHE_MODE", "PLAN_PREFERENCE_INCREMENTAL_COUNT",
        "PLAN_PREFERENCE_JIT", "PLAN_PREFERENCE_KERNEL_RANK", "PLAN_REQUIRED_WORKSPACE", "WORKSPACE_DEFAULT")},
    **{f"CUTENSOR_OP_{n}": (f"HIPTENSOR_OP_{n}", "7.0.0") for n in (
        "ABS", "ACOS", "ACOSH", "ASIN", "ASINH", "ATAN", "ATANH", "CEIL", "CONJ", "COS", "COSH", "EXP", "FLOOR",
        "LOG", "NEG", "RCP", "RELU", "SIGMOID", "SIN", "SINH", "TAN", "TANH")},
    **{f"CUTENSOR_{rc}_{t}": (f"HIPTENSOR_{rc}_{t}", "7.0.0") for rc in ("R", "C") for t in (
        "16BF", "16F", "16I", "16U", "32F", "32I", "32U", "4I", "4U", "64F", "64I", "64U", "8I", "8U")},
    # cuTENSOR 1.x compute types and autotune names, which 2.x renamed: hipTensor 2.0's names
    **{f"CUTENSOR_COMPUTE_{t}": (f"HIPTENSOR_COMPUTE_DESC_{t}", "7.0.0") for t in (
        "16BF", "16F", "32F", "32I", "32U", "64F", "8I", "8U")},
    "CUTENSOR_AUTOTUNE_INCREMENTAL": ("HIPTENSOR_AUTOTUNE_MODE_INCREMENTAL", "7.0.0"),
    "CUTENSOR_AUTOTUNE_NONE": ("HIPTENSOR_AUTOTUNE_MODE_NONE", "7.0.0"),
    "cutensorComputeType_t": ("hiptensorComputeDescriptor_t", "7.0.0"),
    "cutensorDataType_t": ("hiptensorDataType_t", "7.0.0"),
    "cutensorPlan_t": ("hiptensorPlan_t", "7.0.0"),
    **{f"cutensor{n}": (f"hiptensor{n}", "7.0.0") for n in (
        "AutotuneMode_t", "CacheMode_t", "ComputeDescriptor_t", "Handle", "JitMode_t", "OperationDescriptor",
        "OperationDescriptorAttribute_t", "OperationDescriptor_t", "Plan", "PlanAttribute_t", "PlanPreference",
        "PlanPreferenceAttribute_t", "PlanPreference_t", "TensorDescriptor", "Contract", "CreateContraction",
        "CreateElementwiseBinary", "CreateElementwiseTrinary", "CreatePermutation", "CreatePlan",
        "CreatePlanPreference", "CreateReduction", "CreateTensorDescriptor", "DestroyOperationDescriptor",
        "DestroyPlan", "DestroyPlanPreference", "DestroyTensorDescriptor", "ElementwiseBinaryExecute",
        "ElementwiseTrinaryExecute", "EstimateWorkspaceSize", "HandleReadPlanCacheFromFile", "HandleResizePlanCache",
        "HandleWritePlanCacheToFile", "OperationDescriptorGetAttribute", "OperationDescriptorSetAttribute",
        "Permute", "PlanGetAttribute", "PlanPreferenceSetAttribute", "ReadKernelCacheFromFile", "Reduce",
        "WriteKernelCacheToFile")},
}
MAPPINGS["tensor"] = _TENSOR
KINDS.update({n: "Type" for n in _TENSOR if n.endswith("_t") or n in (
    "cutensorHandle", "cutensorOperationDescriptor", "cutensorPlan", "cutensorPlanPreference",
    "cutensorTensorDescriptor")})
KINDS.update({n: "Enum" for n in _TENSOR if n.isupper() or n.startswith("CUTENSOR_")})
# cuTENSOR 1.x names that cuTENSOR 2.0 removed (HIPIFY's table, column R): reported as deprecated where used
DEPRECATED.update({f"CUTENSOR_COMPUTE_{t}" for t in ("16BF", "16F", "32F", "32I", "32U", "64F", "8I", "8U")} | {
    "CUTENSOR_AUTOTUNE_INCREMENTAL", "CUTENSOR_AUTOTUNE_NONE", "CUTENSOR_WORKSPACE_RECOMMENDED",
    "cutensorContractionPlan_t", "cutensorContraction", "cutensorInitTensorDescriptor", "cutensorPermutation",
    "cutensorReduction"})

# CUDA 12.x launch attributes, batched copies, kernel handles and graph ports: the HIP release that first declares
# each name, established from HIP's headers at tagged releases (machine-generated bindings of HIP 6.4, 7.1.52801
# and 7.2.53210), HIPIFY's runtime/driver type maps and HIP's CHANGELOG. Not mapped for want of an established
# release: hipArrayMemoryRequirements, hipMemFabricHandle_t. HIPIFY's lower-case
# hipDeviceAttributeMaxBlocksPerMultiprocessor is in no HIP header (HIP has ...MultiProcessor), so not followed.
MAPPINGS["driver"].update({
    "CUDA_BATCH_MEM_OP_NODE_PARAMS_st": ("hipBatchMemOpNodeParams", "6.4.0"),
    **{f"CUDA_MEMCPY3D_BATCH_OP{s}": ("hipMemcpy3DBatchOp", "7.1.0") for s in ("", "_st", "_v1")},
    "CUkern_st": ("ihipKernel_t", "7.1.0"),
    "CUlaunchAttribute": ("hipLaunchAttribute", "7.0.0"),
    "CUlaunchAttribute_st": ("hipLaunchAttribute_st", "7.0.0"),
    "CUlaunchAttributeValue": ("hipLaunchAttributeValue", "6.2.0"),
    "CUlaunchAttributeValue_union": ("hipLaunchAttributeValue", "6.2.0"),
    "CUlaunchMemSyncDomainMap": ("hipLaunchMemSyncDomainMap", "7.1.0"),
    "CUlaunchMemSyncDomainMap_st": ("hipLaunchMemSyncDomainMap", "7.1.0"),
    **{f"CUmemcpy3DOperand{s}": ("hipMemcpy3DOperand", "7.1.0") for s in ("", "_st", "_v1")},
    **{f"CUmemcpyAttributes{s}": ("hipMemcpyAttributes", "7.1.0") for s in ("", "_st", "_v1")},
    **{f"CUoffset3D{s}": ("hipOffset3D", "7.1.0") for s in ("", "_st", "_v1")},
})
MAPPINGS["runtime"].update({
    "cudaLaunchAttribute": ("hipLaunchAttribute", "7.0.0"),
    "cudaLaunchAttribute_st": ("hipLaunchAttribute_st", "7.0.0"),
    "cudaLaunchAttributeValue": ("hipLaunchAttributeValue", "6.2.0"),
    "cudaLaunchMemSyncDomainMap": ("hipLaunchMemSyncDomainMap", "7.1.0"),
    "cudaLaunchMemSyncDomainMap_st": ("hipLaunchMemSyncDomainMap", "7.1.0"),
    "cudaMemcpy3DBatchOp": ("hipMemcpy3DBatchOp", "7.1.0"),
    "cudaMemcpy3DOperand": ("hipMemcpy3DOperand", "7.1.0"),
    "cudaMemcpyAttributes": ("hipMemcpyAttributes", "7.1.0"),
    "cudaOffset3D": ("hipOffset3D", "7.1.0"),
    "cudaDevAttrHostNumaId": ("hipDeviceAttributeHostNumaId", "7.2.0"),
    "cudaGraphKernelNodePortDefault": ("hipGraphKernelNodePortDefault", "6.2.0"),
    "cudaGraphKernelNodePortLaunchCompletion": ("hipGraphKernelNodePortLaunchCompletion", "6.2.0"),
    "cudaGraphKernelNodePortProgrammatic": ("hipGraphKernelNodePortProgrammatic", "6.2.0"),
    # ((hipStream_t)1), as CUDA's ((cudaStream_t)0x1); 6.2.0 per rocPRIM's "supported in HIP >= 6.2.0" guard
    "cudaStreamLegacy": ("hipStreamLegacy", "6.2.0"),
    # HIP 7.1's hipGetDriverEntryPoint takes CUDA's four arguments (newest HIPIFY: a 1:1 mapping), with its own
    # query-result type and flags
    "cudaGetDriverEntryPoint": ("hipGetDriverEntryPoint", "7.1.0"),
    "cudaDriverEntryPointQueryResult": ("hipDriverEntryPointQueryResult", "7.1.0"),
    "cudaDriverEntryPointSuccess": ("hipDriverEntryPointSuccess", "7.1.0"),
    "cudaDriverEntryPointSymbolNotFound": ("hipDriverEntryPointSymbolNotFound", "7.1.0"),
    "cudaDriverEntryPointVersionNotSufficent": ("hipDriverEntryPointVersionNotSufficent", "7.1.0"),
    "cudaEnableDefault": ("hipEnableDefault", "7.1.0"),
    "cudaEnableLegacyStream": ("hipEnableLegacyStream", "7.1.0"),
    "cudaEnablePerThreadDefaultStream": ("hipEnablePerThreadDefaultStream", "7.1.0"),
})
# Functions whose signature changed between CUDA releases (signatures.cpp tells the forms apart by the call's
# arguments and writes HIP's function for each): the names, with the HIP release of the function the table names.
# HIP 7.1 (its CHANGELOG: "hipMemcpyBatchAsync", "hipMemcpy3DBatchAsync", "hipMemPrefetchAsync_v2",
# "hipMemAdvise_v2") takes CUDA 12.8's batched copies, with failIdx; HIP 7.0 added hipLaunchKernelEx, the template
# that takes cudaLaunchKernelEx's (config, kernel, args...) (cuda_runtime.h's template, not a declared function).
MAPPINGS["runtime"].update({
    "cudaLaunchKernelEx": ("hipLaunchKernelEx", "7.0.0"),
    "cudaMemcpyBatchAsync": ("hipMemcpyBatchAsync", "7.1.0"),
    "cudaMemcpy3DBatchAsync": ("hipMemcpy3DBatchAsync", "7.1.0"),
    # CUDA 12's names that CUDA 13 removed (its plain names took their signatures): HIP's function of that form
    "cudaStreamGetCaptureInfo_v2": "hipStreamGetCaptureInfo_v2",
    "cudaStreamGetCaptureInfo_v3": "hipStreamGetCaptureInfo_v2",
    "cudaStreamUpdateCaptureDependencies_v2": "hipStreamUpdateCaptureDependencies",
    "cudaGraphAddNode_v2": ("hipGraphAddNode", "6.2.0"),
    "cudaGraphGetEdges_v2": "hipGraphGetEdges",
    "cudaGraphNodeGetDependencies_v2": "hipGraphNodeGetDependencies",
    "cudaGraphNodeGetDependentNodes_v2": "hipGraphNodeGetDependentNodes",
    "cudaGraphAddDependencies_v2": "hipGraphAddDependencies",
    "cudaGraphRemoveDependencies_v2": "hipGraphRemoveDependencies",
    "cudaMemPrefetchAsync_v2": ("hipMemPrefetchAsync_v2", "7.1.0"),
    "cudaMemAdvise_v2": ("hipMemAdvise_v2", "7.1.0"),
})
DEPRECATED.update({"cudaStreamGetCaptureInfo_v2", "cudaStreamGetCaptureInfo_v3", "cudaStreamUpdateCaptureDependencies_v2",
                   "cudaGraphAddNode_v2", "cudaGraphGetEdges_v2", "cudaGraphNodeGetDependencies_v2",
                   "cudaGraphNodeGetDependentNodes_v2", "cudaGraphAddDependencies_v2", "cudaGraphRemoveDependencies_v2",
                   "cudaMemPrefetchAsync_v2", "cudaMemAdvise_v2"})
MAPPINGS["driver"].update({
    # CUDA 13's cuda.h defines the plain names as these (cuMemPrefetchAsync -> cuMemPrefetchAsync_v2, ...), which
    # take a CUmemLocation, edge data or CUctxCreateParams: HIP's function of that form
    **{n: ("hipMemcpyBatchAsync", "7.1.0") for n in ("cuMemcpyBatchAsync", "cuMemcpyBatchAsync_v2")},
    **{n: ("hipMemcpy3DBatchAsync", "7.1.0") for n in ("cuMemcpy3DBatchAsync", "cuMemcpy3DBatchAsync_v2")},
    "cuMemPrefetchAsync_v2": ("hipMemPrefetchAsync_v2", "7.1.0"),
    "cuMemAdvise_v2": ("hipMemAdvise_v2", "7.1.0"),
    "cuStreamGetCaptureInfo_v3": "hipStreamGetCaptureInfo_v2",
    "cuGraphAddNode_v2": ("hipGraphAddNode", "6.2.0"),
    "cuCtxCreate_v4": "hipCtxCreate",
})

KINDS.update({f"{t}4_{a}": "Type" for t in ("double", "long", "ulong", "longlong", "ulonglong") for a in ("16a", "32a")})
# CUDA 12.0-12.2's tag, renamed CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st in later headers
DEPRECATED.add("CUDA_BATCH_MEM_OP_NODE_PARAMS_st")
KINDS["CUDA_BATCH_MEM_OP_NODE_PARAMS_st"] = "Type"

# NVTX -> roctx (roctracer's <roctracer/roctx.h>, ROCm 5.7 in Debian 13's libroctx-dev): the naming rule (nvtx -> roctx)
# finds roctxMarkA, roctxRangePushA, roctxRangePop, roctxRangeStartA and the macros roctxMark, roctxRangePush,
# roctxRangeStart; these two differ in name. roctx has no domains, payloads, categories, event attributes (the *Ex
# calls), wide-character (W) variants or resource naming (nvtxName*): those stay unsupported.
MAPPINGS["nvtx"] = {
    "nvtxRangeEnd": "roctxRangeStop",
    "nvtxRangeId_t": "roctx_range_id_t",
}
