#include "model/bert_forward_weights.h"

#include <crosswarp/transfer.h>

#include "cpu/ops/convert.h"
#include "cpu/ops/parallel.h"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <map>

namespace crosswarp::model {

DeviceBuffer::DeviceBuffer(std::shared_ptr<Backend> backend, int device, std::size_t bytes,
                           runtime::Monitor* monitor, const std::string& what)
    : backend_(std::move(backend)), device_(device), bytes_(bytes), monitor_(monitor) {
  const int rc = backend_->api().malloc_device(device_, bytes ? bytes : 1, &ptr_);
  if (rc != CW_OK) {
    ptr_ = nullptr;
    backend_->check(rc, "allocating " + std::to_string(bytes) + " bytes of device memory for " + what);
  }
  if (monitor_) monitor_->device_bytes(static_cast<std::int64_t>(bytes_));
}

DeviceBuffer::DeviceBuffer(std::shared_ptr<const DeviceBuffer> arena, std::size_t offset, std::size_t bytes)
    : arena_(std::move(arena)), bytes_(bytes) {
  if (!arena_ || offset + bytes > arena_->bytes())
    throw Error(ErrorKind::Internal, "DeviceBuffer: a view past the end of its arena");
  ptr_ = static_cast<char*>(arena_->data()) + offset;
}

DeviceBuffer::~DeviceBuffer() { release(); }

void DeviceBuffer::release() {
  if (arena_) {
    arena_.reset();
  } else if (ptr_) {
    backend_->api().free_device(device_, ptr_);
    if (monitor_) monitor_->device_bytes(-static_cast<std::int64_t>(bytes_));
  }
  ptr_ = nullptr;
  bytes_ = 0;
}

DeviceBuffer::DeviceBuffer(DeviceBuffer&& o) noexcept { *this = std::move(o); }

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& o) noexcept {
  if (this != &o) {
    release();
    arena_ = std::move(o.arena_);
    backend_ = std::move(o.backend_);
    device_ = o.device_;
    ptr_ = o.ptr_;
    bytes_ = o.bytes_;
    monitor_ = o.monitor_;
    o.ptr_ = nullptr;
    o.bytes_ = 0;
  }
  return *this;
}

int32_t parse_compute_dtype(const std::string& name) {
  if (name == "fp32" || name == "float32" || name.empty()) return CW_F32;
  if (name == "fp16" || name == "float16") return CW_F16;
  if (name == "bf16" || name == "bfloat16") return CW_BF16;
  throw Error(ErrorKind::Usage, "unknown dtype '" + name + "' (expected fp32, fp16 or bf16)");
}

const char* compute_dtype_name(int32_t dtype) {
  return dtype == CW_F16 ? "fp16" : dtype == CW_BF16 ? "bf16" : "fp32";
}

namespace {

float read_element(const std::byte* p, int32_t dtype) {
  if (dtype == CW_F32) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  std::uint16_t h;
  std::memcpy(&h, p, 2);
  return dtype == CW_F16 ? cpu::half_to_float(h) : cpu::bf16_to_float(h);
}

int32_t abi_dtype(Dtype d) {
  switch (d) {
    case Dtype::F32: return CW_F32;
    case Dtype::F16: return CW_F16;
    case Dtype::BF16: return CW_BF16;
    default: return -1;
  }
}

}  // namespace

void convert_elements(const std::byte* src, int32_t src_dtype, void* dst, int32_t dst_dtype, std::size_t count) {
  const std::size_t in = src_dtype == CW_F32 ? 4 : 2;
  if (src_dtype == dst_dtype) {
    std::memcpy(dst, src, count * in);
    return;
  }
  for (std::size_t i = 0; i < count; ++i) {
    const float v = read_element(src + i * in, src_dtype);
    if (dst_dtype == CW_F32)
      static_cast<float*>(dst)[i] = v;
    else
      static_cast<std::uint16_t*>(dst)[i] = dst_dtype == CW_F16 ? cpu::float_to_half(v) : cpu::float_to_bf16(v);
  }
}

void to_float(const void* src, int32_t dtype, float* dst, std::size_t count) {
  // Outputs are large (BERT-large, 128 x 384 tokens: 50 M values): converted on every core.
  // Measured on the H200 host, bench 128x384 bf16: infer_step spent ~300 ms outside the device
  // ops, most of it in this loop on one thread.
  const std::size_t esize = dtype == CW_F32 ? 4 : 2;
  const auto* bytes = static_cast<const std::byte*>(src);
  cpu::parallel_for(static_cast<int64_t>(count), int64_t{1} << 16, [&](int64_t begin, int64_t end) {
    convert_elements(bytes + static_cast<std::size_t>(begin) * esize, dtype, dst + begin, CW_F32,
                     static_cast<std::size_t>(end - begin));
  });
}

namespace {

// Asked for every weight twice: a sizing pass (no arena yet: names and dtypes checked, bytes summed),
// then, after allocate_arena(), a pass that hands out views into the one allocation and queues each
// upload; flush() then moves them all in one go. Tensors already in the compute dtype are copied out
// of the checkpoint's memory map by the transfer engine's copy threads, one upload_many for the whole
// checkpoint (or, with read_files, read from their files into the pinned ring: upload_from_file, the
// copy threads pread them from the page cache). BERT-large's fp32 weights on the H200, map vs file
// reads in the same runs (`bench-copy --model`), as fractions of the link: 0.84 / 0.77 (session 13;
// the map as one upload_many), 0.76 / 0.67 and 0.83 / 0.91 (session 14, both through the loader):
// the host side varies more from run to run than the two ways differ; the map won two of three and
// is the default. Before either, each tensor was a blocking copy out of the map: every tensor
// paid the pipeline's fill and drain (0.41-0.44 of the link). Tensors that need converting are
// converted on the host and go through upload_many, a few hundred MB at a time.
class Uploader {
 public:
  Uploader(const BertCheckpoint& ck, const std::shared_ptr<Backend>& b, int device, int32_t dtype,
           runtime::Monitor& m, TransferEngine& transfer, bool read_files)
      : ck_(ck), backend_(b), device_(device), dtype_(dtype), esize_(dtype == CW_F32 ? 4 : 2), monitor_(m),
        transfer_(transfer), read_files_(read_files) {}
  ~Uploader() {
    for (auto& [file, fd] : fds_)
      if (fd >= 0) ::close(fd);
  }

  // One tensor, or several stacked along the first dim (QKV).
  DeviceBuffer operator()(const std::vector<std::string>& names) {
    std::size_t total = 0;
    std::vector<const TensorView*> views;
    for (const auto& n : names) {
      const TensorView& v = ck_.at(n);
      if (abi_dtype(v.dtype) < 0)
        throw input_error(ck_.source.count(n) ? ck_.source.at(n) : ck_.dir,
                          "tensor " + n + " has dtype " + std::string(dtype_name(v.dtype)) + " (expected F32, F16 or BF16)");
      views.push_back(&v);
      total += v.numel();
    }
    const std::size_t bytes = total * esize_, span = (bytes + kAlign - 1) / kAlign * kAlign;
    if (!arena_) {  // the sizing pass
      planned_ += span;
      return DeviceBuffer();
    }
    DeviceBuffer buf(arena_, offset_, bytes);
    offset_ += span;
    char* dst = static_cast<char*>(buf.data());
    bool same = true;
    for (const TensorView* v : views) same = same && abi_dtype(v->dtype) == dtype_;
    if (same) {
      // Straight from the checkpoint: a file range when the view lies in a mapped file, else (or
      // when the file cannot be opened again) the view's memory.
      for (const TensorView* v : views) {
        const std::size_t n = v->numel() * esize_;
        if (n) queue_view(dst, v->data, n);
        dst += n;
      }
      return buf;
    }
    std::vector<std::byte> host(bytes);
    std::size_t at = 0;
    for (const TensorView* v : views) {
      convert_elements(v->data, abi_dtype(v->dtype), host.data() + at * esize_, dtype_, v->numel());
      at += v->numel();
    }
    converted_bytes_ += host.size();
    converted_.push_back(std::move(host));
    if (!converted_.back().empty()) memory_.push_back({dst, converted_.back().data(), converted_.back().size()});
    if (converted_bytes_ >= kConvertedBatch) flush_memory();
    return buf;
  }
  DeviceBuffer operator()(const std::string& name) { return (*this)(std::vector<std::string>{name}); }

  // After the sizing pass (every weight asked for once with no arena): one device allocation for
  // all of them, which the weights' buffers then view. One cudaMalloc instead of ~400 (each costs
  // tens of microseconds, a large share of a 1.3 GB upload at link rate), and since every
  // destination lies in it, adjacent tensors may share a DMA.
  void allocate_arena() {
    arena_ = std::make_shared<DeviceBuffer>(backend_, device_, std::max<std::size_t>(planned_, kAlign), &monitor_,
                                            "the weights of " + ck_.dir);
    offset_ = 0;
  }

  // Uploads what is queued and waits for it.
  void flush() {
    try {
      transfer_.upload_from_file(files_, nullptr, /*one_allocation=*/true);
    } catch (const Error& e) {
      throw Error(e.kind(), std::string(e.what()) + " (uploading the weights of " + ck_.dir + " from " +
                                (ck_.files.size() == 1 ? ck_.files[0]->path() : std::string("its shards")) + ")");
    }
    files_.clear();
    flush_memory();
    transfer_.synchronize();
  }

 private:
  // Converted tensors wait on the host until this many bytes are queued.
  static constexpr std::size_t kConvertedBatch = std::size_t(256) << 20;
  // Every weight starts on a 256-byte boundary of the arena, as a cudaMalloc'd buffer would.
  static constexpr std::size_t kAlign = 256;

  void queue_view(char* dst, const std::byte* src, std::size_t n) {
    for (const auto& f : ck_.files) {
      if (!read_files_ || !f->holds(src, n)) continue;
      int fd = fd_for(f->path());
      if (fd < 0) break;
      files_.push_back({dst, fd, static_cast<std::uint64_t>(src - f->data()), n});
      return;
    }
    memory_.push_back({dst, src, n});  // from the memory map (or memory the view points at)
  }

  int fd_for(const std::string& path) {
    auto it = fds_.find(path);
    if (it != fds_.end()) return it->second;
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    fds_[path] = fd;
    return fd;
  }

  void flush_memory() {
    if (!memory_.empty()) transfer_.upload_many(memory_, nullptr, /*one_allocation=*/true);
    memory_.clear();
    converted_.clear();
    converted_bytes_ = 0;
  }

  const BertCheckpoint& ck_;
  std::shared_ptr<Backend> backend_;
  int device_;
  int32_t dtype_;
  std::size_t esize_;
  runtime::Monitor& monitor_;
  TransferEngine& transfer_;
  bool read_files_;
  std::shared_ptr<const DeviceBuffer> arena_;
  std::size_t planned_ = 0, offset_ = 0;
  std::map<std::string, int> fds_;
  std::vector<FileUploadItem> files_;
  std::vector<UploadItem> memory_;
  std::vector<std::vector<std::byte>> converted_;
  std::size_t converted_bytes_ = 0;
};

}  // namespace

std::vector<const DeviceBuffer*> weight_buffers(const BertDeviceWeights& w) {
  std::vector<const DeviceBuffer*> all = {&w.word, &w.position, &w.token_type, &w.emb_g, &w.emb_b,
                                          &w.pooler_w, &w.pooler_b};
  for (const auto& L : w.layers)
    for (const DeviceBuffer* d : {&L.qkv_w, &L.qkv_b, &L.o_w, &L.o_b, &L.ln1_g, &L.ln1_b, &L.i_w, &L.i_b, &L.out_w,
                                  &L.out_b, &L.ln2_g, &L.ln2_b})
      all.push_back(d);
  return all;
}

std::unique_ptr<BertDeviceWeights> upload_bert_weights(const BertCheckpoint& ck, const std::shared_ptr<Backend>& backend,
                                                       int device, int32_t dtype, runtime::Monitor& monitor,
                                                       TransferEngine& transfer, const WeightUploadOptions& options,
                                                       WeightUploadTimes* times) {
  Uploader up(ck, backend, device, dtype, monitor, transfer, options.read_files);
  auto assign = [&](BertDeviceWeights* w) {
    w->word = up("embeddings.word_embeddings.weight");
    w->position = up("embeddings.position_embeddings.weight");
    w->token_type = up("embeddings.token_type_embeddings.weight");
    w->emb_g = up("embeddings.LayerNorm.weight");
    w->emb_b = up("embeddings.LayerNorm.bias");
    for (std::int64_t l = 0; l < ck.config.num_hidden_layers; ++l) {
      const std::string p = "encoder.layer." + std::to_string(l) + ".";
      BertLayerWeights L;
      L.qkv_w = up({p + "attention.self.query.weight", p + "attention.self.key.weight", p + "attention.self.value.weight"});
      L.qkv_b = up({p + "attention.self.query.bias", p + "attention.self.key.bias", p + "attention.self.value.bias"});
      L.o_w = up(p + "attention.output.dense.weight");
      L.o_b = up(p + "attention.output.dense.bias");
      L.ln1_g = up(p + "attention.output.LayerNorm.weight");
      L.ln1_b = up(p + "attention.output.LayerNorm.bias");
      L.i_w = up(p + "intermediate.dense.weight");
      L.i_b = up(p + "intermediate.dense.bias");
      L.out_w = up(p + "output.dense.weight");
      L.out_b = up(p + "output.dense.bias");
      L.ln2_g = up(p + "output.LayerNorm.weight");
      L.ln2_b = up(p + "output.LayerNorm.bias");
      w->layers.push_back(std::move(L));
    }
    if (ck.has_pooler) {
      w->pooler_w = up("pooler.dense.weight");
      w->pooler_b = up("pooler.dense.bias");
    }
  };
  {
    BertDeviceWeights sizes;  // the sizing pass: names and dtypes checked, bytes summed
    assign(&sizes);
  }
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  up.allocate_arena();
  const auto t1 = Clock::now();
  auto w = std::make_unique<BertDeviceWeights>();
  assign(w.get());
  up.flush();
  if (times) {
    times->allocate_seconds = std::chrono::duration<double>(t1 - t0).count();
    times->upload_seconds = std::chrono::duration<double>(Clock::now() - t1).count();
  }
  return w;
}

}  // namespace crosswarp::model
