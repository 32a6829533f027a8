// Helpers for the BERT tests: goldens as Batches and host tensors, comparisons.
#pragma once

#include "model/safetensors.h"

#include <crosswarp/crosswarp.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace bert_test {

inline std::string goldens() { return CROSSWARP_GOLDENS; }

inline std::vector<float> floats(const crosswarp::model::TensorView& t) {
  std::vector<float> v(t.numel());
  std::memcpy(v.data(), t.data, v.size() * 4);
  return v;
}

inline std::vector<std::int64_t> longs(const crosswarp::model::TensorView& t) {
  std::vector<std::int64_t> v(t.numel());
  std::memcpy(v.data(), t.data, v.size() * 8);
  return v;
}

inline crosswarp::Batch batch_from(const crosswarp::model::SafetensorsFile& f) {
  crosswarp::Batch b;
  const auto& ids = f.at("input_ids");
  b.batch = static_cast<std::int64_t>(ids.shape[0]);
  b.seq = static_cast<std::int64_t>(ids.shape[1]);
  b.input_ids = longs(ids);
  b.token_type_ids = longs(f.at("token_type_ids"));
  b.attention_mask = longs(f.at("attention_mask"));
  b.source = f.path();
  return b;
}

// max |a - ref| over positions whose mask is 1 (a, ref: [B, S, H]; mask: [B, S]).
inline double max_diff_masked(const std::vector<float>& a, const std::vector<float>& ref,
                              const std::vector<std::int64_t>& mask, std::size_t H) {
  double m = 0;
  for (std::size_t p = 0; p < mask.size(); ++p)
    if (mask[p])
      for (std::size_t h = 0; h < H; ++h) m = std::max(m, std::abs(double(a[p * H + h]) - ref[p * H + h]));
  return m;
}

// ||a - ref|| / ||ref|| over positions whose mask is 1 (mask empty: everything).
inline double rel_norm_masked(const std::vector<float>& a, const std::vector<float>& ref,
                              const std::vector<std::int64_t>& mask, std::size_t H) {
  double num = 0, den = 0;
  for (std::size_t i = 0; i < ref.size(); ++i) {
    if (!mask.empty() && !mask[i / H]) continue;
    num += (double(a[i]) - ref[i]) * (double(a[i]) - ref[i]);
    den += double(ref[i]) * ref[i];
  }
  return std::sqrt(num / den);
}

}  // namespace bert_test
