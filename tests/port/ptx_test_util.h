// What the PTX tests of crosswarp port share (ptx_half_test, ptx_video_block_test, ptx_shared_async_test): a
// .cu file ported for HIP 5.7, whether a rule was reported, and how often a text occurs in the output.
#pragma once

#include <crosswarp/port.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace ptx_test {

inline crosswarp::port::TranslateResult port(std::string_view src) {
  crosswarp::port::TranslateOptions o;
  o.hip_version = "5.7";
  return crosswarp::port::translate_source(src, "x.cu", o);
}

inline bool reported(const crosswarp::port::TranslateResult& r, std::string_view rule) {
  for (const crosswarp::port::Diagnostic& d : r.diagnostics)
    if (d.rule == rule) return true;
  return false;
}

inline std::size_t count(const std::string& text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace ptx_test
