# The transfer engine (include/crosswarp/transfer.h): pinned staging ring, copy policy,
# calibration with an on-disk cache, re-check, metrics, stream-ordered device pool.
target_sources(cw_runtime PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/calibration.cpp
  ${CMAKE_CURRENT_LIST_DIR}/calibration_cache.cpp
  ${CMAKE_CURRENT_LIST_DIR}/copy_bench.cpp
  ${CMAKE_CURRENT_LIST_DIR}/copy_diag.cpp
  ${CMAKE_CURRENT_LIST_DIR}/copy_sweep.cpp
  ${CMAKE_CURRENT_LIST_DIR}/copy_policy.cpp
  ${CMAKE_CURRENT_LIST_DIR}/device_pool.cpp
  ${CMAKE_CURRENT_LIST_DIR}/host_copier.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pinned_ring.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pipeline_trace.cpp
  ${CMAKE_CURRENT_LIST_DIR}/staged_copy.cpp
  ${CMAKE_CURRENT_LIST_DIR}/streaming_copy.cpp
  ${CMAKE_CURRENT_LIST_DIR}/transfer_engine.cpp
  ${CMAKE_CURRENT_LIST_DIR}/transfer_metrics.cpp
)
