# Included by src/runtime/CMakeLists.txt (CMAKE_CURRENT_SOURCE_DIR is src/runtime there).
# Variant dispatch (rules, tuning, disk cache, re-check and demotion, fallback) and the monitor.
target_sources(cw_runtime PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/dispatch/variant_cache.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/dispatch/op_dispatcher.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/monitor.cpp
)
