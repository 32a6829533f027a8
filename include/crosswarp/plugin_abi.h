/* crosswarp backend plugin ABI: a versioned C table of functions.
 *
 * In the spirit of ggml-backend: registry -> device -> stream -> buffer, each level a group of
 * function pointers over opaque handles. A plugin is a shared object that exports exactly two
 * symbols:
 *
 *   int crosswarp_backend_score(char *reason, size_t reason_size);
 *       0 = cannot run here (reason says why, in words a user can act on); >0 = usable, higher wins.
 *   const cw_backend_iface *crosswarp_backend_init(void);
 *       the function table; abi_version must equal CW_PLUGIN_ABI_VERSION.
 *
 * Every function returns 0 (CW_OK) on success or a negative CW_E* code; the plugin's last_error()
 * then describes the failure for the calling thread. Members marked (optional) may be NULL; the
 * loader fills defaults in one place (src/runtime/plugin_registry.cpp).
 *
 * Changing a struct layout or a function's meaning bumps CW_PLUGIN_ABI_VERSION.
 */
#ifndef CROSSWARP_PLUGIN_ABI_H
#define CROSSWARP_PLUGIN_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CW_PLUGIN_ABI_VERSION 1

#define CW_PLUGIN_INIT_SYMBOL "crosswarp_backend_init"
#define CW_PLUGIN_SCORE_SYMBOL "crosswarp_backend_score"

#if defined(_WIN32)
#define CW_PLUGIN_EXPORT __declspec(dllexport)
#else
#define CW_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

enum cw_status {
  CW_OK = 0,
  CW_E_INVALID = -1,     /* bad argument */
  CW_E_NO_DEVICE = -2,   /* device index out of range / no device */
  CW_E_OOM = -3,         /* out of device or pinned memory */
  CW_E_UNSUPPORTED = -4, /* op, dtype or variant not supported by this backend */
  CW_E_RUNTIME = -5,     /* the vendor runtime reported an error (see last_error) */
  CW_E_WARP_MISUSE = -6, /* simt: a kernel misused warp-level operations (see last_error) */
  CW_E_NOT_READY = -7    /* event_query: the work before the event has not finished */
};

enum cw_dtype { CW_F32 = 0, CW_F16 = 1, CW_BF16 = 2, CW_F64 = 3, CW_I32 = 4, CW_I64 = 5, CW_U8 = 6 };

enum cw_memcpy_kind { CW_H2D = 0, CW_D2H = 1, CW_D2D = 2, CW_H2H = 3 };

typedef struct cw_device_info {
  char name[128];         /* "NVIDIA H200", "crosswarp-simt (CPU, wave64)" */
  char arch[32];          /* "sm_90", "gfx942", "x86_64" */
  int32_t wavefront_size; /* 32 on NVIDIA and RDNA, 64 on CDNA, 32 or 64 on simt */
  int32_t compute_units;  /* SMs, CUs, or CPU worker threads */
  uint64_t memory_total;  /* bytes */
  uint64_t memory_free;   /* bytes */
  int32_t arch_covered;   /* 1 when the plugin carries code for this arch (SASS, PTX or code object) */
  char driver_version[64];  /* "CUDA driver 13.0" */
  char runtime_version[64]; /* "CUDA runtime 13.0" */
  char bus_id[32];          /* PCI bus id where there is one */
} cw_device_info;

typedef struct cw_stream_s *cw_stream; /* opaque, per device */
typedef struct cw_event_s *cw_event;   /* opaque, per device */
typedef struct cw_graph_s *cw_graph;   /* opaque: a captured, instantiated stream graph */

/* Statistics of a device's stream-ordered memory pool (bytes). */
typedef struct cw_mempool_stats {
  uint64_t reserved_current;
  uint64_t reserved_high;
  uint64_t used_current;
  uint64_t used_high;
} cw_mempool_stats;

/* A tensor passed to an op: device pointer, dtype, row-major shape, element strides (0 = dense). */
typedef struct cw_tensor {
  void *data;
  int32_t dtype;
  int32_t ndim;
  int64_t shape[4];
  int64_t stride[4];
} cw_tensor;

#define CW_OP_MAX_INPUTS 8
#define CW_OP_MAX_OUTPUTS 4
#define CW_OP_MAX_PARAMS 8

/* One op invocation. `op` is a CW_OP_* id (src/runtime/ops.h defines them and their parameters);
 * `variant` indexes the list returned by op_variants for that op. */
typedef struct cw_op_call {
  uint32_t op;
  uint32_t variant;
  int32_t n_inputs;
  int32_t n_outputs;
  cw_tensor inputs[CW_OP_MAX_INPUTS];
  cw_tensor outputs[CW_OP_MAX_OUTPUTS];
  double fparams[CW_OP_MAX_PARAMS];
  int64_t iparams[CW_OP_MAX_PARAMS];
  void *workspace; /* device scratch the caller provides (optional) */
  size_t workspace_size;
} cw_op_call;

typedef struct cw_variant_info {
  char name[48];          /* "softmax.w32", "gemm.cublaslt" */
  int32_t warp_width;     /* 0 = not warp-width specific, else 32 or 64 */
  char description[160];  /* what the variant changes, as llm.c's numbered kernels say */
} cw_variant_info;

typedef struct cw_backend_iface {
  uint32_t abi_version; /* CW_PLUGIN_ABI_VERSION */
  const char *name;     /* "cuda", "hip", "simt" */
  const char *build_info;     /* toolkit and compiler: "nvcc 13.0" */
  const char *compiled_archs; /* comma separated: "sm_80,sm_90,compute_90" */

  /* registry level */
  const char *(*last_error)(void); /* thread-local description of the last failure */
  int (*device_count)(int *count);
  int (*device_info)(int device, cw_device_info *info);

  /* device level: memory */
  int (*malloc_device)(int device, size_t bytes, void **ptr);
  int (*free_device)(int device, void *ptr);
  int (*malloc_host_pinned)(size_t bytes, void **ptr); /* (optional) page-locked host memory */
  int (*free_host_pinned)(void *ptr);                  /* (optional) */
  int (*pointer_is_pinned)(const void *ptr, int *pinned); /* (optional) pointer attributes */
  int (*malloc_async)(cw_stream stream, size_t bytes, void **ptr); /* (optional) stream-ordered pool */
  int (*free_async)(cw_stream stream, void *ptr);                  /* (optional) */

  /* stream level */
  /* stream_create makes a non-blocking stream: it does not wait for the legacy default stream.
     memcpy_sync has hipMemcpy/cudaMemcpy's semantics: a host->device copy from pageable memory may
     return before its DMA has landed (it stays queued on the legacy stream), so work on a stream of
     stream_create may start before the data is there. Upload with memcpy_async on that stream, or
     order the stream after the legacy stream (event_record(event, NULL) + stream_wait_event). */
  int (*stream_create)(int device, cw_stream *stream);
  int (*stream_destroy)(cw_stream stream);
  int (*stream_synchronize)(cw_stream stream);
  int (*memcpy_sync)(int device, void *dst, const void *src, size_t bytes, int kind);
  int (*memcpy_async)(cw_stream stream, void *dst, const void *src, size_t bytes, int kind);
  int (*memset_async)(cw_stream stream, void *dst, int value, size_t bytes);
  int (*event_create)(int device, cw_event *event);
  int (*event_destroy)(cw_event event);
  int (*event_record)(cw_event event, cw_stream stream);
  int (*event_synchronize)(cw_event event);
  int (*event_elapsed_ms)(cw_event start, cw_event stop, float *ms);
  int (*stream_wait_event)(cw_stream stream, cw_event event); /* (optional) */

  /* ops */
  int (*op_variants)(int device, uint32_t op, cw_variant_info *out, int capacity, int *count);
  int (*op_run)(cw_stream stream, const cw_op_call *call);
  int (*set_warp_size)(int warp); /* (optional) simt only: 32 or 64, before first use */

  /* stream-ordered pool of the device (optional): release threshold and statistics */
  int (*mempool_set_release_threshold)(int device, uint64_t bytes);
  int (*mempool_stats)(int device, cw_mempool_stats *stats);
  /* page-lock existing host memory, e.g. a memory-mapped checkpoint (optional) */
  int (*host_register)(void *ptr, size_t bytes);
  int (*host_unregister)(void *ptr);
  /* CW_OK when the event's work is done, CW_E_NOT_READY while it is pending (optional) */
  int (*event_query)(cw_event event);

  /* graphs (optional): record the work enqueued on a stream between begin and end, then replay it
   * with one launch. Nothing enqueued while capturing runs until graph_launch; timing events and
   * synchronization are not allowed while capturing. */
  int (*graph_capture_begin)(cw_stream stream);
  int (*graph_capture_end)(cw_stream stream, cw_graph *graph);
  int (*graph_launch)(cw_graph graph, cw_stream stream);
  int (*graph_destroy)(cw_graph graph);
} cw_backend_iface;

typedef const cw_backend_iface *(*cw_backend_init_fn)(void);
typedef int (*cw_backend_score_fn)(char *reason, size_t reason_size);

#ifdef __cplusplus
}
#endif

#endif /* CROSSWARP_PLUGIN_ABI_H */
