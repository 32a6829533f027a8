// crosswarp: the public C++ API of the hybrid dispatcher.
//
//   #include <crosswarp/crosswarp.h>
//
//   crosswarp::LoadOptions opt;            // backend "auto", device 0, fp32
//   opt.dtype = "bf16";
//   auto model = crosswarp::ModelDispatcher::load_model("bert-base/", opt);
//   crosswarp::Batch batch = crosswarp::Batch::from_rows({{2, 1037, 3}}, "example");
//   crosswarp::InferOutputs out = model->infer_step(batch);
//   // out.last_hidden_state: [1, 3, 768] F32 on the host; out.pooler_output: [1, 768]
//
// A model directory is a Hugging Face BERT directory (config.json, model.safetensors or a sharded
// index, vocab.txt / tokenizer.json). The weights are converted to the compute dtype and uploaded
// to the chosen backend's device memory once, at load time.
//
// Backend choice follows crosswarp/runtime.h: "auto" takes the best usable GPU backend (cuda, hip)
// and else the CPU; a named backend that cannot run here falls back to the CPU with a FallbackEvent
// unless `strict` (or CROSSWARP_STRICT=1), which makes that an Error(ErrorKind::Strict).
//
// Kernel variants are chosen per op and shape bucket: static rules first (wavefront size, shape,
// dtype), then by timing the candidates on first use; the winner is cached on disk
// (CROSSWARP_CACHE_DIR, default $XDG_CACHE_HOME/crosswarp or ~/.cache/crosswarp), a sample of later
// launches is re-timed, and a variant that falls below 90% of the best known speed is demoted.
// Every choice is reported in Metrics::variants.
//
// Thread safety: load_model may be called from any thread; infer_step, metrics() and info() are
// safe to call from several threads on one ModelDispatcher. Device work is serialized by a mutex
// inside the dispatcher (one stream per model), so concurrent calls queue rather than overlap.
#pragma once

#include <crosswarp/error.h>
#include <crosswarp/runtime.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace crosswarp {

// The packing threshold a backend gets when LoadOptions::packed_threshold is unset. cpu: 0.10 —
// on the CPU the packed path saves GEMM work in proportion and its per-sequence attention costs
// nothing extra (bench/model/bert_cpu.sh's padding sweep: packed was faster from 10% padding on).
// GPU backends: 0.30, the seed's value, until the H200 sweep in bench/device/bert_h200.sh sets it
// (per-sequence attention launches cost there).
double default_packed_threshold(const std::string& backend);

struct LoadOptions {
  std::string backend = "auto";  // auto | cpu | cuda | hip | simt ("" = CROSSWARP_BACKEND or auto)
  int device = 0;                // device index on that backend
  std::string dtype = "fp32";    // compute and weight dtype: fp32 | fp16 | bf16 (fp32 accumulation)
  bool strict = false;           // every fallback is an error (also CROSSWARP_STRICT=1)
  // Padding-aware execution: when the share of padding tokens in a batch is above this, the batch
  // runs packed (padding removed, per-sequence attention). < 0 disables packing; 0 packs whenever
  // there is padding (right-padded batches only). Unset: the backend's default,
  // default_packed_threshold().
  std::optional<double> packed_threshold;
  bool tune = true;          // time candidate variants on first use (false: static rules only)
  std::string cache_dir;     // tuning cache; "" = CROSSWARP_CACHE_DIR or the XDG default
  bool use_cache = true;     // read and write the tuning cache
  int recheck_interval = 64; // re-time one launch in this many per (op, shape bucket); 0 = never
  // Pin an op to a variant whenever that variant is a candidate, e.g. {"attention",
  // "attention.unfused"} (the unfused GEMM+softmax+GEMM path) — for tests and benchmarks.
  std::map<std::string, std::string> force_variant;
  // Replay the steady state as a device graph (CUDA/HIP graphs) where the backend has them: after
  // a shape's first (tuning) step, its padded forward is captured once and then launched as one
  // graph. Also off with CROSSWARP_GRAPHS=0.
  bool graphs = true;
};

// Integer inputs, row-major [batch, seq]. token_type_ids and attention_mask may be empty (all 0 /
// all 1). `source` names where the inputs came from (a file, "--text") in error messages.
struct Batch {
  std::int64_t batch = 0;
  std::int64_t seq = 0;
  std::vector<std::int64_t> input_ids;
  std::vector<std::int64_t> token_type_ids;
  std::vector<std::int64_t> attention_mask;
  std::string source;

  // Right-pads rows of different lengths with `pad_id` (mask 0 there).
  static Batch from_rows(const std::vector<std::vector<std::int64_t>>& rows, const std::string& source,
                         std::int64_t pad_id = 0);
  double padding_fraction() const;  // share of positions whose mask is 0
};

// A dense F32 tensor on the host.
struct HostTensor {
  std::vector<std::int64_t> shape;
  std::vector<float> data;
  bool empty() const { return data.empty(); }
};

struct InferOutputs {
  HostTensor last_hidden_state;  // [batch, seq, hidden]; padded positions are unspecified (zero when packed)
  HostTensor pooler_output;      // [batch, hidden]; empty when the model has no pooler
  double latency_ms = 0;         // wall time of this infer_step, device work and copies included
  bool packed = false;           // ran padding-free
};

// The results of ModelDispatcher::infer_step_on_device, left on the backend's device: valid until
// the next step on the same ModelDispatcher. last_hidden_state is [rows, hidden] in the compute
// dtype: padded batches have rows = batch * seq; packed ones only the real tokens, sequence b at
// rows [row_starts[b], row_starts[b + 1]). The pooler's output is not kept on the device (its
// tanh runs on the host).
struct DeviceOutputs {
  const void* last_hidden_state = nullptr;
  std::string backend;
  int device = 0;
  std::string dtype;  // fp32 | fp16 | bf16
  std::int64_t rows = 0, hidden = 0;
  bool packed = false;
  std::vector<std::int64_t> row_starts;  // packed only: batch + 1 entries
  double latency_ms = 0;
};

// One variant choice: {"op", "variant", "source": "rule" | "tuned" | "cache" | "demoted"}.
struct VariantChoice {
  std::string op;       // op name ("gemm", "attention", ...)
  std::string bucket;   // shape bucket the choice is for
  std::string variant;  // variant name ("gemm.openblas", "attention.unfused", ...)
  std::string source;
};

struct LatencyStats {
  std::int64_t count = 0;
  double mean_ms = 0, p50_ms = 0, p90_ms = 0, p99_ms = 0, min_ms = 0, max_ms = 0;
};

struct Metrics {
  std::map<std::string, std::int64_t> counters;  // "infer_steps", "op_launches", "fallbacks", ...
  std::vector<VariantChoice> variants;           // one per (op, bucket), latest choice
  std::vector<FallbackEvent> fallbacks;          // every distinct fallback (counted in counters)
  LatencyStats infer_latency;                    // over infer_step calls so far
  std::uint64_t device_bytes_in_use = 0;         // what this model holds on the device
  std::uint64_t peak_device_bytes = 0;           // high-water mark of the above
};

struct ModelInfo {
  std::string backend;  // the backend that runs the model
  std::string device;   // device name
  std::string arch;
  int wavefront_size = 0;
  std::string dtype;    // fp32 | fp16 | bf16
  std::string model_dir;
  std::int64_t hidden_size = 0, num_layers = 0, num_heads = 0, vocab_size = 0, max_positions = 0;
  bool has_pooler = false;
};

class ModelDispatcher {
 public:
  // Loads a BERT directory and uploads its weights. Input errors name the file and the tensor;
  // backend errors name the backend and what failed.
  static std::unique_ptr<ModelDispatcher> load_model(const std::string& dir, const LoadOptions& options = {});

  ~ModelDispatcher();
  ModelDispatcher(const ModelDispatcher&) = delete;
  ModelDispatcher& operator=(const ModelDispatcher&) = delete;

  // Runs the encoder (and the pooler when present). Validates the batch first: shapes, ids within
  // the vocabulary, token types within type_vocab_size, seq <= max_position_embeddings, mask 0/1
  // (Input errors naming batch.source).
  InferOutputs infer_step(const Batch& batch);
  // The same, writing into `out` and reusing its storage: a steady loop that keeps one
  // InferOutputs allocates (and page-faults) its 100s of MB of F32 outputs once, not every step.
  void infer_step(const Batch& batch, InferOutputs& out);
  // The same computation with the outputs left on the device (no copy back, no F32 conversion):
  // for pipelines whose next stage runs on the same device, and to time the device work alone.
  DeviceOutputs infer_step_on_device(const Batch& batch);

  const ModelInfo& info() const;
  Metrics metrics() const;
  // Writes the trace collected so far (Chrome/Perfetto JSON) when CROSSWARP_TRACE=FILE was set.
  void flush_trace() const;

  struct Impl;

 private:
  explicit ModelDispatcher(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace crosswarp
