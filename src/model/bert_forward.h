// BertForward: the BERT encoder (and pooler) over the op ABI, on one backend device.
//
// Weights are converted to the compute dtype (fp32, fp16 or bf16; the ops accumulate in fp32) and
// uploaded once. HF's query/key/value weights are stacked into one [3H, H] matrix (and their biases
// into [3H]) so that one GEMM makes the packed QKV buffer the attention ops take.
//
// One layer, T tokens (llm.c style: every step explicit):
//   qkv   = gemm(x, Wqkv^T) + bqkv                  [T, 3H]
//   ctx   = attention(qkv, mask)                    [T, H]   fused op, or gemm+softmax+gemm
//   a     = gemm(ctx, Wo^T)                         [T, H]
//   h1    = LayerNorm(a + x + bo)                   [T, H]   (bias and residual fused into LN)
//   inter = act(gemm(h1, Wi^T) + bi)                [T, I]   (bias and GELU in the GEMM epilogue)
//   o     = gemm(inter, Wout^T)                     [T, H]
//   x     = LayerNorm(o + h1 + bout)                [T, H]
// Pooler: tanh(gemm(x[:, 0], Wp^T) + bp); the GEMM runs on the device, tanh on the host (the op
// ABI has no tanh activation, and the result is only [B, H]).
//
// Attention path: the dispatcher chooses between the backend's fused attention variants and the
// unfused path (scores GEMM on strided Q/K views of qkv, masked softmax, context GEMM into a
// strided view of ctx) by rule and measurement (op "attention").
//
// Padding-aware execution ("packed"): when a right-padded batch has more padding than the
// threshold, padding tokens are removed: embeddings and attention run per sequence (position ids
// start at 0 for each), every other op runs on the T real tokens only. Padded positions of the
// output are then zero.
#pragma once

#include "model/checkpoint.h"
#include "runtime/dispatch/op_dispatcher.h"
#include "runtime/monitor.h"

#include <crosswarp/crosswarp.h>
#include <crosswarp/runtime.h>

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

namespace crosswarp {
class TransferEngine;
}  // namespace crosswarp

namespace crosswarp::model {

// Device memory owned by one buffer (counted in the Monitor), or a view of `bytes` at `offset` into
// another buffer (the weights' arena), which the view keeps alive.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  DeviceBuffer(std::shared_ptr<Backend> backend, int device, std::size_t bytes, runtime::Monitor* monitor,
               const std::string& what);
  DeviceBuffer(std::shared_ptr<const DeviceBuffer> arena, std::size_t offset, std::size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer&& o) noexcept;
  DeviceBuffer& operator=(DeviceBuffer&& o) noexcept;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  void* data() const { return ptr_; }
  std::size_t bytes() const { return bytes_; }

 private:
  void release();
  std::shared_ptr<const DeviceBuffer> arena_;  // set for a view
  std::shared_ptr<Backend> backend_;
  int device_ = 0;
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
  runtime::Monitor* monitor_ = nullptr;
};

// "fp32" -> CW_F32, "fp16" -> CW_F16, "bf16" -> CW_BF16; Usage error otherwise.
int32_t parse_compute_dtype(const std::string& name);
const char* compute_dtype_name(int32_t dtype);

// Converts `count` elements from `src` (F32/F16/BF16 bytes, any alignment) to `dst_dtype` into dst.
void convert_elements(const std::byte* src, int32_t src_dtype, void* dst, int32_t dst_dtype, std::size_t count);
// Converts `count` elements of a F32/F16/BF16 buffer to floats.
void to_float(const void* src, int32_t dtype, float* dst, std::size_t count);

struct BertDeviceWeights;  // bert_forward_weights.cpp

class BertForward {
 public:
  BertForward(const BertCheckpoint& checkpoint, std::shared_ptr<Backend> backend, int device, cw_stream stream,
              int32_t dtype, dispatch::OpDispatcher& dispatcher, runtime::Monitor& monitor, bool graphs = false);
  ~BertForward();

  // Runs a validated batch. `packed`: drop padding (the batch must be right-padded with every
  // sequence at least one token long; see can_pack).
  void forward(const Batch& batch, bool packed, InferOutputs& out);  // outputs to the host as F32
  DeviceOutputs forward_on_device(const Batch& batch, bool packed);  // outputs left on the device
  static bool can_pack(const Batch& batch);

  const BertConfig& config() const { return config_; }
  bool has_pooler() const { return has_pooler_; }

 private:
  struct Layout {  // where the tokens of each sequence are
    int64_t B = 0, S = 0, T = 0;
    bool packed = false;
    std::vector<int64_t> length, start;  // packed: tokens of sequence b are rows [start[b], start[b] + length[b])
  };
  Layout run(const Batch& batch, bool packed);  // the device work of a step, synchronized
  // A page-locked host buffer kept across steps (pageable when the backend cannot pin).
  struct HostBuffer {
    void* ptr = nullptr;
    std::size_t bytes = 0;
    bool pinned = false;
  };
  void* host_buffer(HostBuffer& b, std::size_t bytes);
  void release(HostBuffer& b);
  void* scratch(int slot, std::size_t bytes);
  void download(void* dst, const void* src, std::size_t bytes);
  void embed(const Layout& lay, void* ids, void* types, void* out);
  void attention(const Layout& lay, void* qkv, void* mask, void* ctx, void* starts);
  void attention_call(void* qkv, void* mask, void* ctx, int64_t b, int64_t s);
  void attention_unfused(void* qkv, void* mask, void* ctx, int64_t b, int64_t s);
  void gemm(void* a, int64_t m, int64_t k, int64_t lda, void* w, void* bias, int64_t n, void* c, int64_t epilogue);
  void layernorm(void* x, void* residual, void* bias, void* gamma, void* beta, int64_t rows, void* y);
  // The device work of one forward (embeddings through the pooler's GEMM), enqueued on stream_.
  void enqueue(const Layout& lay, void* ids, void* types, void* mask, void* starts);
  // Runs enqueue() eagerly, or as a captured graph once the shape's variants are chosen.
  void run_device(const Layout& lay, void* ids, void* types, void* mask, void* starts);
  void drop_graphs();
  bool varlen_attention_available();

  BertConfig config_;
  bool has_pooler_ = false;
  std::shared_ptr<Backend> backend_;
  int device_;
  cw_stream stream_;
  int32_t dtype_;
  std::size_t esize_;
  dispatch::OpDispatcher& dispatch_;
  runtime::Monitor& monitor_;
  // Weights (at load) and outputs (per step, into a page-locked buffer) go through the transfer
  // engine; the step's few KB of input ids go straight from a page-locked buffer on the stream.
  std::unique_ptr<TransferEngine> transfer_;
  std::unique_ptr<BertDeviceWeights> w_;
  std::vector<DeviceBuffer> scratch_;
  uint64_t scratch_generation_ = 0;  // bumped when a scratch buffer moves (graphs hold addresses)
  // Device graphs of the padded forward, per (batch, seq, has token types, has mask).
  struct GraphEntry {
    cw_graph graph = nullptr;
    int eager_steps = 0;            // steps run eagerly since the last capture
    uint64_t scratch_generation = 0, dispatch_generation = 0;  // what the graph was captured under
    bool unusable = false;          // capture failed once for this shape: stay eager
  };
  bool graphs_ = false;
  std::map<std::tuple<int64_t, int64_t, bool, bool>, GraphEntry> graph_cache_;
  int varlen_ = -1;  // -1 unknown, 0/1: the backend lists kAttentionVarlen variants
  HostBuffer host_outputs_, host_inputs_;
};

}  // namespace crosswarp::model
