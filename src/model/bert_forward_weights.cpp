#include "model/bert_forward_weights.h"

#include <crosswarp/transfer.h>

#include "cpu/ops/convert.h"
#include "cpu/ops/parallel.h"

#include <cstring>

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

DeviceBuffer::~DeviceBuffer() { release(); }

void DeviceBuffer::release() {
  if (ptr_) {
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

class Uploader {
 public:
  Uploader(const BertCheckpoint& ck, const std::shared_ptr<Backend>& b, int device, int32_t dtype,
           runtime::Monitor& m, TransferEngine& transfer)
      : ck_(ck), backend_(b), device_(device), dtype_(dtype), esize_(dtype == CW_F32 ? 4 : 2), monitor_(m),
        transfer_(transfer) {}

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
    if (views.size() == 1 && abi_dtype(views[0]->dtype) == dtype_) {
      // Same dtype: straight from the memory-mapped file, no staging copy.
      DeviceBuffer buf(backend_, device_, total * esize_, &monitor_, "weight " + names.front());
      transfer_.copy_to_device(buf.data(), views[0]->data, total * esize_);
      return buf;
    }
    staging_.resize(total * esize_);
    std::size_t at = 0;
    for (const TensorView* v : views) {
      convert_elements(v->data, abi_dtype(v->dtype), staging_.data() + at * esize_, dtype_, v->numel());
      at += v->numel();
    }
    DeviceBuffer buf(backend_, device_, staging_.size(), &monitor_, "weight " + names.front());
    transfer_.copy_to_device(buf.data(), staging_.data(), staging_.size());
    return buf;
  }
  DeviceBuffer operator()(const std::string& name) { return (*this)(std::vector<std::string>{name}); }

 private:
  const BertCheckpoint& ck_;
  std::shared_ptr<Backend> backend_;
  int device_;
  int32_t dtype_;
  std::size_t esize_;
  runtime::Monitor& monitor_;
  TransferEngine& transfer_;
  std::vector<std::byte> staging_;
};

}  // namespace

std::unique_ptr<BertDeviceWeights> upload_bert_weights(const BertCheckpoint& ck, const std::shared_ptr<Backend>& backend,
                                                       int device, int32_t dtype, runtime::Monitor& monitor,
                                                       TransferEngine& transfer) {
  Uploader up(ck, backend, device, dtype, monitor, transfer);
  auto w = std::make_unique<BertDeviceWeights>();
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
  return w;
}

}  // namespace crosswarp::model
