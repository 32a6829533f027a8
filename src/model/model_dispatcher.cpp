// ModelDispatcher: load a BERT directory onto a backend and run it (include/crosswarp/crosswarp.h).
#include "model/bert_forward.h"
#include "model/checkpoint.h"
#include "runtime/dispatch/op_dispatcher.h"
#include "runtime/log.h"
#include "runtime/monitor.h"

#include <crosswarp/crosswarp.h>

#include <chrono>
#include <cstdlib>
#include <mutex>

namespace crosswarp {

Batch Batch::from_rows(const std::vector<std::vector<std::int64_t>>& rows, const std::string& source,
                       std::int64_t pad_id) {
  Batch b;
  b.source = source;
  b.batch = static_cast<std::int64_t>(rows.size());
  for (const auto& r : rows) b.seq = std::max<std::int64_t>(b.seq, static_cast<std::int64_t>(r.size()));
  const auto n = static_cast<std::size_t>(b.batch * b.seq);
  b.input_ids.assign(n, pad_id);
  b.token_type_ids.assign(n, 0);
  b.attention_mask.assign(n, 0);
  for (std::size_t i = 0; i < rows.size(); ++i)
    for (std::size_t s = 0; s < rows[i].size(); ++s) {
      b.input_ids[i * static_cast<std::size_t>(b.seq) + s] = rows[i][s];
      b.attention_mask[i * static_cast<std::size_t>(b.seq) + s] = 1;
    }
  return b;
}

double Batch::padding_fraction() const {
  if (attention_mask.empty()) return 0.0;
  std::size_t pad = 0;
  for (auto m : attention_mask) pad += m == 0;
  return static_cast<double>(pad) / static_cast<double>(attention_mask.size());
}

double default_packed_threshold(const std::string& backend) { return backend == "cpu" ? 0.10 : 0.30; }

struct ModelDispatcher::Impl {
  LoadOptions options;
  ModelInfo info;
  std::shared_ptr<Backend> backend;
  cw_stream stream = nullptr;
  runtime::Monitor monitor;
  std::unique_ptr<dispatch::OpDispatcher> dispatch;
  std::unique_ptr<model::BertForward> forward;
  mutable std::mutex mutex;  // serializes device work (one stream)

  ~Impl() {
    forward.reset();
    dispatch.reset();
    if (stream) backend->api().stream_destroy(stream);
  }

  void validate(const Batch& b) const {
    const std::string& src = b.source.empty() ? std::string("batch") : b.source;
    auto bad = [&](const std::string& what) { return input_error(src, what); };
    if (b.batch <= 0 || b.seq <= 0)
      throw bad("empty batch (batch " + std::to_string(b.batch) + ", seq " + std::to_string(b.seq) + ")");
    const auto n = static_cast<std::size_t>(b.batch * b.seq);
    if (b.input_ids.size() != n)
      throw bad("input_ids has " + std::to_string(b.input_ids.size()) + " values, expected batch " +
                std::to_string(b.batch) + " x seq " + std::to_string(b.seq));
    if (!b.token_type_ids.empty() && b.token_type_ids.size() != n)
      throw bad("token_type_ids has " + std::to_string(b.token_type_ids.size()) + " values, expected " + std::to_string(n) +
                " (the shape of input_ids)");
    if (!b.attention_mask.empty() && b.attention_mask.size() != n)
      throw bad("attention_mask has " + std::to_string(b.attention_mask.size()) + " values, expected " +
                std::to_string(n) + " (the shape of input_ids)");
    if (b.seq > info.max_positions)
      throw bad("sequence length " + std::to_string(b.seq) + " exceeds the model's max_position_embeddings " +
                std::to_string(info.max_positions));
    auto where = [&](std::size_t i) {
      std::string w = "[";
      w += std::to_string(i / static_cast<std::size_t>(b.seq));
      w += "][";
      w += std::to_string(i % static_cast<std::size_t>(b.seq));
      w += ']';
      return w;
    };
    for (std::size_t i = 0; i < n; ++i)
      if (b.input_ids[i] < 0 || b.input_ids[i] >= info.vocab_size)
        throw bad("input_ids" + where(i) + " = " + std::to_string(b.input_ids[i]) + " is out of the vocabulary (size " +
                  std::to_string(info.vocab_size) + ")");
    const std::int64_t types = forward->config().type_vocab_size;
    for (std::size_t i = 0; i < b.token_type_ids.size(); ++i)
      if (b.token_type_ids[i] < 0 || b.token_type_ids[i] >= types)
        throw bad("token_type_ids" + where(i) + " = " + std::to_string(b.token_type_ids[i]) +
                  " is out of range (type_vocab_size " + std::to_string(types) + ")");
    for (std::size_t i = 0; i < b.attention_mask.size(); ++i)
      if (b.attention_mask[i] != 0 && b.attention_mask[i] != 1)
        throw bad("attention_mask" + where(i) + " = " + std::to_string(b.attention_mask[i]) + " (expected 0 or 1)");
  }
};

ModelDispatcher::ModelDispatcher(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ModelDispatcher::~ModelDispatcher() = default;

std::unique_ptr<ModelDispatcher> ModelDispatcher::load_model(const std::string& dir, const LoadOptions& options) {
  auto impl = std::make_unique<Impl>();
  impl->options = options;
  const int32_t dtype = model::parse_compute_dtype(options.dtype);
  const bool strict = options.strict || strict_from_environment();
  model::BertCheckpoint ck = model::load_bert_checkpoint(dir);

  BackendChoice choice = choose_backend(PluginRegistry::instance(), options.backend, strict);
  for (const auto& f : choice.fallbacks) impl->monitor.fallback(f);
  impl->backend = choice.backend;
  const cw_backend_iface& api = impl->backend->api();
  int count = 0;
  impl->backend->check(api.device_count(&count), "device_count");
  if (options.device < 0 || options.device >= count)
    throw Error(ErrorKind::Usage, "device " + std::to_string(options.device) + " does not exist on backend " +
                                      impl->backend->name() + " (" + std::to_string(count) + " device(s))");
  cw_device_info dev{};
  impl->backend->check(api.device_info(options.device, &dev), "device_info");
  impl->backend->check(api.stream_create(options.device, &impl->stream), "stream_create");

  ModelInfo& info = impl->info;
  info.backend = impl->backend->name();
  info.device = dev.name;
  info.arch = dev.arch;
  info.wavefront_size = dev.wavefront_size;
  info.dtype = model::compute_dtype_name(dtype);
  info.model_dir = dir;
  info.hidden_size = ck.config.hidden_size;
  info.num_layers = ck.config.num_hidden_layers;
  info.num_heads = ck.config.num_attention_heads;
  info.vocab_size = ck.config.vocab_size;
  info.max_positions = ck.config.max_position_embeddings;
  info.has_pooler = ck.has_pooler;

  dispatch::DispatchOptions d;
  d.tune = options.tune;
  d.use_cache = options.use_cache;
  d.cache_dir = options.cache_dir;
  d.strict = strict;
  d.recheck_interval = options.recheck_interval;
  d.force_variant = options.force_variant;
  impl->dispatch = std::make_unique<dispatch::OpDispatcher>(impl->backend, options.device, impl->stream, impl->monitor, d);
  const auto t0 = std::chrono::steady_clock::now();
  const char* graphs_env = std::getenv("CROSSWARP_GRAPHS");
  const bool graphs = options.graphs && !(graphs_env && std::string(graphs_env) == "0");
  impl->forward = std::make_unique<model::BertForward>(ck, impl->backend, options.device, impl->stream, dtype,
                                                       *impl->dispatch, impl->monitor, graphs);
  impl->monitor.span("load weights", "model", t0);
  return std::unique_ptr<ModelDispatcher>(new ModelDispatcher(std::move(impl)));
}

namespace {

// Runs one validated step under the dispatcher's lock: `body(packed)` does the work; errors get
// the model and backend as context; metrics and the trace span are recorded. Returns the latency.
template <class Body>
double run_step(ModelDispatcher::Impl& impl, const Batch& batch, const char* what, Body&& body) {
  impl.validate(batch);
  std::lock_guard lock(impl.mutex);
  const auto t0 = std::chrono::steady_clock::now();
  const double threshold = impl.options.packed_threshold.value_or(default_packed_threshold(impl.info.backend));
  const bool packed = threshold >= 0 && batch.padding_fraction() > threshold && model::BertForward::can_pack(batch);
  try {
    body(packed);
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::Input || e.kind() == ErrorKind::Usage) throw;
    throw Error(e.kind(), std::string(e.what()) + " (model " + impl.info.model_dir + ", backend " +
                              impl.info.backend + ")");
  }
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  impl.monitor.count("infer_steps");
  impl.monitor.count(packed ? "infer_steps_packed" : "infer_steps_padded");
  impl.monitor.count("sequences", batch.batch);
  impl.monitor.infer_latency(ms);
  impl.monitor.span(what, "model", t0,
                    "{\"batch\":" + std::to_string(batch.batch) + ",\"seq\":" + std::to_string(batch.seq) +
                        ",\"packed\":" + (packed ? "true" : "false") + "}");
  return ms;
}

}  // namespace

InferOutputs ModelDispatcher::infer_step(const Batch& batch) {
  InferOutputs out;
  infer_step(batch, out);
  return out;
}

void ModelDispatcher::infer_step(const Batch& batch, InferOutputs& out) {
  out.latency_ms = run_step(*impl_, batch, "infer_step", [&](bool packed) { impl_->forward->forward(batch, packed, out); });
}

DeviceOutputs ModelDispatcher::infer_step_on_device(const Batch& batch) {
  DeviceOutputs out;
  out.latency_ms = run_step(*impl_, batch, "infer_step_on_device", [&](bool packed) {
    out = impl_->forward->forward_on_device(batch, packed);
  });
  out.backend = impl_->info.backend;
  out.device = impl_->options.device;
  return out;
}

const ModelInfo& ModelDispatcher::info() const { return impl_->info; }
Metrics ModelDispatcher::metrics() const { return impl_->monitor.snapshot(); }
void ModelDispatcher::flush_trace() const { impl_->monitor.write_trace(); }

}  // namespace crosswarp
