// The op calls the kernel benchmark times: BERT-base and BERT-large encoder shapes, each with the
// bytes it must move and the FLOPs it must do (the minimum, for achieved-rate figures).
#pragma once

#include <crosswarp/plugin_abi.h>

#include <cstdint>
#include <string>
#include <vector>

namespace crosswarp::bench {

struct Model {
  std::string name;
  int64_t hidden, heads, ffn, vocab;
};

// A buffer of the call, by role; the benchmark allocates and fills it on the device.
struct BufferSpec {
  int32_t dtype;
  int64_t elements;
  int64_t index_limit = 0;  // integer buffers: values in [0, index_limit); 0 = a 0/1 mask
};

struct TensorRef {
  int buffer = -1;
  int64_t offset = 0;
  std::vector<int64_t> shape, stride;
};

struct BenchCase {
  std::string label;  // "bert-base qkv-proj"
  uint32_t op = 0;
  std::vector<BufferSpec> buffers;
  std::vector<TensorRef> inputs, outputs;
  double fparams[CW_OP_MAX_PARAMS] = {};
  int64_t iparams[CW_OP_MAX_PARAMS] = {};
  double bytes = 0;  // minimum memory traffic (read + write)
  double flops = 0;  // 0 for memory-bound ops
};

std::vector<Model> bert_models();
std::vector<BenchCase> bench_cases(const Model& m, int64_t batch, int64_t seq, int32_t dtype);

}  // namespace crosswarp::bench
