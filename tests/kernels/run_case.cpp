// run_case: quantize, run the float64 reference and the backend, compare; sentinel guards around
// every device buffer, and every byte of a buffer that the op must not touch is checked unchanged
// (input buffers entirely; output buffers outside the output view, e.g. between strided rows).
#include "op_case.h"

#include "cpu/ops/convert.h"
#include "reference.h"
#include "runtime/ops.h"

#include <cmath>
#include <cstring>
#include <set>
#include <sstream>

namespace crosswarp::test {
namespace {

constexpr size_t kGuard = 256;            // bytes of sentinel before and after each buffer
constexpr unsigned char kSentinel = 0xA5;
constexpr unsigned char kUnwritten = 0xFF;  // output fill when the op must not read it: NaN in f32/f16/bf16

double quantize(double v, int32_t dtype) {
  const float f = static_cast<float>(v);
  switch (dtype) {
    case CW_F16: return cpu::half_to_float(cpu::float_to_half(f));
    case CW_BF16: return cpu::bf16_to_float(cpu::float_to_bf16(f));
    default: return f;
  }
}

void encode(double v, int32_t dtype, unsigned char* p) {
  const float f = static_cast<float>(v);
  if (dtype == CW_F32) {
    std::memcpy(p, &f, 4);
  } else {
    const uint16_t h = dtype == CW_F16 ? cpu::float_to_half(f) : cpu::float_to_bf16(f);
    std::memcpy(p, &h, 2);
  }
}

double decode(const unsigned char* p, int32_t dtype) {
  if (dtype == CW_F32) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  uint16_t h;
  std::memcpy(&h, p, 2);
  return dtype == CW_F16 ? cpu::half_to_float(h) : cpu::bf16_to_float(h);
}

cw_tensor describe(const View& v, void* base, int32_t dtype, size_t elem) {
  cw_tensor t{};
  t.dtype = dtype;
  t.ndim = static_cast<int32_t>(v.shape.size());
  for (size_t i = 0; i < v.shape.size(); ++i) t.shape[i] = v.shape[i];
  for (size_t i = 0; i < v.stride.size(); ++i) t.stride[i] = v.stride[i];
  t.data = base ? static_cast<unsigned char*>(base) + v.offset * elem : nullptr;
  return t;
}

// Element indices (within the buffer) that a view covers.
std::vector<int64_t> covered(const View& v) {
  cw_tensor t = describe(v, nullptr, CW_F32, 4);
  int64_t st[4];
  ops::effective_strides(t, st);
  std::vector<int64_t> idx;
  int64_t shape[4] = {1, 1, 1, 1}, s4[4] = {0, 0, 0, 0};
  const int n = t.ndim;
  for (int i = 0; i < n; ++i) shape[4 - n + i] = t.shape[i], s4[4 - n + i] = st[i];
  for (int64_t a = 0; a < shape[0]; ++a)
    for (int64_t b = 0; b < shape[1]; ++b)
      for (int64_t c = 0; c < shape[2]; ++c)
        for (int64_t d = 0; d < shape[3]; ++d) idx.push_back(v.offset + a * s4[0] + b * s4[1] + c * s4[2] + d * s4[3]);
  return idx;
}

struct DeviceBuffer {
  BackendUnderTest* backend;
  void* ptr = nullptr;
  std::vector<unsigned char> image;  // what was uploaded, guards included
  ~DeviceBuffer() {
    if (ptr) backend->release(ptr);
  }
};

}  // namespace

std::string run_case(BackendUnderTest& backend, uint32_t variant, int32_t dtype, OpCase c) {
  const size_t fsize = ops::dtype_size(dtype);
  for (Buffer& b : c.buffers)
    if (b.is_float)
      for (double& v : b.f) v = quantize(v, dtype);

  // float64 reference on host copies (outputs start from the same values the device sees).
  std::vector<Buffer> ref = c.buffers;
  cw_op_call host{};
  host.op = c.op;
  host.n_inputs = static_cast<int>(c.inputs.size());
  host.n_outputs = static_cast<int>(c.outputs.size());
  std::memcpy(host.fparams, c.fparams, sizeof host.fparams);
  std::memcpy(host.iparams, c.iparams, sizeof host.iparams);
  cw_op_call dev = host;
  dev.variant = variant;
  auto host_tensor = [&](const View& v) {
    if (v.buffer < 0) return cw_tensor{};
    Buffer& b = ref[v.buffer];
    return b.is_float ? describe(v, b.f.data(), CW_F64, 8) : describe(v, b.ints.data(), CW_I64, 8);
  };
  for (size_t i = 0; i < c.inputs.size(); ++i) host.inputs[i] = host_tensor(c.inputs[i]);
  for (size_t i = 0; i < c.outputs.size(); ++i) host.outputs[i] = host_tensor(c.outputs[i]);
  reference_run(host);

  // Device buffers with guards.
  std::vector<DeviceBuffer> bufs(c.buffers.size());
  for (size_t i = 0; i < c.buffers.size(); ++i) {
    const Buffer& b = c.buffers[i];
    const size_t elem = b.is_float ? fsize : ops::dtype_size(b.index_dtype);
    const size_t bytes = static_cast<size_t>(b.size()) * elem;
    DeviceBuffer& d = bufs[i];
    d.backend = &backend;
    d.image.assign(bytes + 2 * kGuard, kSentinel);
    unsigned char* body = d.image.data() + kGuard;
    bool read_by_op = c.reads_output;  // GEMM beta != 0, or an in-place op reading its output buffer
    for (const View& v : c.inputs) read_by_op = read_by_op || v.buffer == static_cast<int>(i);
    if (b.is_float && b.is_output && !read_by_op) {
      std::memset(body, kUnwritten, bytes);
    } else if (b.is_float) {
      for (int64_t k = 0; k < b.size(); ++k) encode(b.f[k], dtype, body + k * elem);
    } else {
      for (int64_t k = 0; k < b.size(); ++k) {
        const int64_t v = b.ints[k];
        if (b.index_dtype == CW_I64) std::memcpy(body + k * 8, &v, 8);
        else {
          const int32_t v32 = static_cast<int32_t>(v);
          std::memcpy(body + k * 4, &v32, 4);
        }
      }
    }
    d.ptr = backend.alloc(d.image.size());
    backend.to_device(d.ptr, d.image.data(), d.image.size());
  }
  auto dev_tensor = [&](const View& v) {
    if (v.buffer < 0) return cw_tensor{};
    const Buffer& b = c.buffers[v.buffer];
    void* base = static_cast<unsigned char*>(bufs[v.buffer].ptr) + kGuard;
    return b.is_float ? describe(v, base, dtype, fsize) : describe(v, base, b.index_dtype, ops::dtype_size(b.index_dtype));
  };
  for (size_t i = 0; i < c.inputs.size(); ++i) dev.inputs[i] = dev_tensor(c.inputs[i]);
  for (size_t i = 0; i < c.outputs.size(); ++i) dev.outputs[i] = dev_tensor(c.outputs[i]);

  std::string error;
  if (const int rc = backend.run(dev, error); rc != CW_OK)
    return c.name + ": op_run returned " + std::to_string(rc) + ": " + error;

  std::ostringstream fail;
  int failures = 0;
  const Tolerance tol = tolerance_for(c.op, dtype);
  for (size_t i = 0; i < c.buffers.size(); ++i) {
    const Buffer& b = c.buffers[i];
    DeviceBuffer& d = bufs[i];
    std::vector<unsigned char> back(d.image.size());
    backend.to_host(back.data(), d.ptr, back.size());
    for (size_t k = 0; k < kGuard; ++k)
      if (back[k] != kSentinel || back[back.size() - 1 - k] != kSentinel) {
        fail << "\n  buffer " << i << ": out-of-bounds write into the sentinel guard";
        ++failures;
        break;
      }
    const size_t elem = b.is_float ? fsize : ops::dtype_size(b.index_dtype);
    std::set<int64_t> checked;
    if (b.is_output) {
      for (const View& v : c.outputs)
        if (v.buffer == static_cast<int>(i))
          for (int64_t k : covered(v)) checked.insert(k);
      double maxref = 1.0;
      for (int64_t k : checked) maxref = std::max(maxref, std::fabs(ref[i].f[k]));
      for (int64_t k : checked) {
        const double got = decode(back.data() + kGuard + k * elem, dtype), want = ref[i].f[k];
        const double allowed = tol.atol * maxref + tol.rtol * std::fabs(want);
        if (!(std::fabs(got - want) <= allowed)) {
          if (++failures <= 8)
            fail << "\n  element " << k << ": got " << got << ", expected " << want << " (allowed error " << allowed << ")";
        }
      }
    }
    for (int64_t k = 0; k < b.size(); ++k) {
      if (checked.count(k)) continue;
      if (std::memcmp(back.data() + kGuard + k * elem, d.image.data() + kGuard + k * elem, elem) != 0) {
        if (++failures <= 8) fail << "\n  buffer " << i << " element " << k << ": written although outside the output";
      }
    }
  }
  if (failures == 0) return "";
  return c.name + ": " + std::to_string(failures) + " mismatches" + fail.str();
}

}  // namespace crosswarp::test
