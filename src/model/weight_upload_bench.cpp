#include "model/weight_upload_bench.h"

#include "model/bert_forward_weights.h"
#include "model/checkpoint.h"
#include "runtime/monitor.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22  // Linux 5.14
#endif

namespace crosswarp::model {

using nlohmann::json;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

json gbps(double bytes, double s) { return s > 0 ? json(bytes / s / 1e9) : json(nullptr); }

// Reads every file of the checkpoint once (into the page cache); returns bytes read.
uint64_t read_files(const BertCheckpoint& ck) {
  std::vector<char> buf(size_t(16) << 20);
  uint64_t total = 0;
  for (const auto& f : ck.files) {
    int fd = ::open(f->path().c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw Error(ErrorKind::Input, f->path() + ": cannot open: " + std::strerror(errno));
    for (;;) {
      ssize_t r = ::read(fd, buf.data(), buf.size());
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) break;
      total += uint64_t(r);
    }
    ::close(fd);
  }
  return total;
}

struct DeviceArena {
  const Backend& b;
  int device;
  void* ptr = nullptr;
  DeviceArena(const Backend& backend, int d, size_t bytes) : b(backend), device(d) {
    b.check(b.api().malloc_device(d, std::max<size_t>(bytes, 1), &ptr), "malloc_device (weight upload bench)");
  }
  ~DeviceArena() { b.api().free_device(device, ptr); }
};

// Every tensor of the checkpoint's files, in file order, as upload items into one arena.
std::vector<UploadItem> items_into(const BertCheckpoint& ck, char* arena, uint64_t* bytes) {
  std::vector<UploadItem> items;
  uint64_t off = 0;
  for (const auto& f : ck.files)
    for (const TensorView& t : f->tensors()) {
      if (!t.nbytes) continue;
      items.push_back({arena + off, t.data, size_t(t.nbytes)});
      off += t.nbytes;
    }
  *bytes = off;
  return items;
}

}  // namespace

json bench_weight_upload(const std::shared_ptr<Backend>& backend, int device, const std::string& dir,
                         const WeightUploadBenchOptions& options) {
  const auto& api = backend->api();
  const int reps = std::max(1, options.reps);
  json r = {{"model_dir", dir}, {"backend", backend->name()}, {"reps", reps}};
  uint64_t file_bytes = 0, tensor_bytes = 0;
  size_t tensors = 0;
  {
    BertCheckpoint ck = load_bert_checkpoint(dir);
    auto t0 = Clock::now();
    file_bytes = read_files(ck);
    r["page_cache_warmup_read_gbps"] = gbps(double(file_bytes), seconds_since(t0));
    for (const auto& f : ck.files) {
      for (const TensorView& t : f->tensors()) tensor_bytes += t.nbytes;
      tensors += f->tensors().size();
    }
  }
  r["file_bytes"] = file_bytes;
  r["tensor_bytes"] = tensor_bytes;
  r["tensors"] = tensors;

  TransferEngine engine(backend, device, options.engine);
  auto t_cal = Clock::now();
  engine.policy(CopyDirection::HostToDevice);
  r["calibration_ms"] = seconds_since(t_cal) * 1e3;

  // The link: the same byte count from pinned memory, one memcpy_async.
  r["pinned_link_gbps"] = nullptr;
  double link = 0;
  if (api.malloc_host_pinned && api.free_host_pinned) {
    void* pinned = nullptr;
    if (api.malloc_host_pinned(tensor_bytes, &pinned) == CW_OK && pinned) {
      std::memset(pinned, 1, tensor_bytes);
      DeviceArena arena(*backend, device, tensor_bytes);
      cw_stream s = nullptr;
      backend->check(api.stream_create(device, &s), "stream_create (weight upload bench)");
      std::vector<double> t;
      for (int i = 0; i <= reps; ++i) {
        auto t0 = Clock::now();
        backend->check(api.memcpy_async(s, arena.ptr, pinned, tensor_bytes, CW_H2D), "memcpy_async (bench)");
        backend->check(api.stream_synchronize(s), "stream_synchronize (bench)");
        if (i) t.push_back(seconds_since(t0));
      }
      api.stream_destroy(s);
      api.free_host_pinned(pinned);
      link = double(tensor_bytes) / median(t) / 1e9;
      r["pinned_link_gbps"] = link;
    }
  }

  // Variants, each from a checkpoint loaded (mapped) afresh.
  std::vector<double> t_loader, t_loader_alloc, t_loader_map, t_loader_map_alloc, t_per_tensor, t_many, t_populate,
      t_populate_only;
  uint64_t loader_bytes = 0;
  std::string populate_error;
  // The weights report their frees to the monitor they were uploaded with, so it outlives every
  // upload below.
  runtime::Monitor monitor;
  // The loader on a checkpoint mapped afresh, one way: its total and its allocation's seconds.
  auto time_loader = [&](bool read_files, std::vector<double>& total, std::vector<double>& allocate) {
    BertCheckpoint ck = load_bert_checkpoint(dir);
    WeightUploadTimes times;
    auto t0 = Clock::now();
    auto w = upload_bert_weights(ck, backend, device, CW_F32, monitor, engine, {.read_files = read_files}, &times);
    total.push_back(seconds_since(t0));
    allocate.push_back(times.allocate_seconds);
    return w;
  };
  for (int rep = 0; rep < reps; ++rep) {
    {
      auto w = time_loader(true, t_loader, t_loader_alloc);
      if (!rep) {
        loader_bytes = engine.metrics().file_bytes;
        if (!loader_bytes)  // no file reads (a backend without pinned memory still reads files)
          for (const DeviceBuffer* d : weight_buffers(*w)) loader_bytes += d->bytes();
      }
    }
    // the loader as it runs by default, copying out of the memory map instead of reading the files
    time_loader(false, t_loader_map, t_loader_map_alloc);
    DeviceArena arena(*backend, device, tensor_bytes);
    uint64_t n = 0;
    {
      BertCheckpoint ck = load_bert_checkpoint(dir);
      auto items = items_into(ck, static_cast<char*>(arena.ptr), &n);
      auto t0 = Clock::now();
      for (const UploadItem& it : items) engine.copy_to_device(it.dst, it.src, it.bytes);
      t_per_tensor.push_back(seconds_since(t0));
    }
    {
      BertCheckpoint ck = load_bert_checkpoint(dir);
      auto items = items_into(ck, static_cast<char*>(arena.ptr), &n);
      auto t0 = Clock::now();
      engine.upload_many(items, nullptr, /*one_allocation=*/true);
      t_many.push_back(seconds_since(t0));
    }
    {
      BertCheckpoint ck = load_bert_checkpoint(dir);
      auto items = items_into(ck, static_cast<char*>(arena.ptr), &n);
      auto t0 = Clock::now();
      for (const auto& f : ck.files) {
        const long page = ::sysconf(_SC_PAGESIZE);
        auto base = reinterpret_cast<uintptr_t>(f->data()) & ~uintptr_t(page - 1);
        size_t len = f->size() + (reinterpret_cast<uintptr_t>(f->data()) - base);
        if (::madvise(reinterpret_cast<void*>(base), len, MADV_POPULATE_READ) != 0 && populate_error.empty())
          populate_error = std::strerror(errno);
      }
      t_populate_only.push_back(seconds_since(t0));
      engine.upload_many(items, nullptr, /*one_allocation=*/true);
      t_populate.push_back(seconds_since(t0));
    }
  }
  auto variant = [&](const char* what, double bytes, const std::vector<double>& t) {
    double s = median(t);
    json v = {{"what", what}, {"bytes", bytes}, {"seconds", s}, {"gbps", gbps(bytes, s)},
              {"vs_link", link > 0 && s > 0 ? json(bytes / s / 1e9 / link) : json(nullptr)}, {"all_seconds", t}};
    return v;
  };
  r["loader"] = variant("loader with read_files: upload_bert_weights (file ranges pread into the pinned ring, one pipeline)",
                        double(loader_bytes), t_loader);
  r["loader"]["allocate_seconds"] = median(t_loader_alloc);
  r["loader_map"] = variant("loader from the memory map: upload_bert_weights as it runs by default (upload_many)",
                            double(loader_bytes), t_loader_map);
  r["loader_map"]["allocate_seconds"] = median(t_loader_map_alloc);
  r["mmap_per_tensor"] = variant("a blocking copy_to_device per tensor from a fresh memory map (the old loader)",
                                 double(tensor_bytes), t_per_tensor);
  r["mmap_upload_many"] = variant("one upload_many from a fresh memory map", double(tensor_bytes), t_many);
  r["mmap_populate_upload_many"] =
      variant("MADV_POPULATE_READ on the fresh map, then upload_many (timed together)", double(tensor_bytes), t_populate);
  r["mmap_populate_upload_many"]["populate_seconds"] = median(t_populate_only);
  if (!populate_error.empty()) r["mmap_populate_upload_many"]["populate_error"] = populate_error;
  r["metrics"] = json::parse(engine.metrics().to_json());
  return r;
}

std::string weight_upload_text(const json& r) {
  std::string out;
  char line[512];
  auto num = [](const json& v, const char* fmt = "%.2f") -> std::string {
    if (v.is_null()) return "n/a";
    char b[32];
    std::snprintf(b, sizeof b, fmt, v.get<double>());
    return b;
  };
  std::snprintf(line, sizeof line,
                "weights of %s (%zu tensors, %.2f GB): pinned link %s GB/s; page cache warm-up read %s GB/s; "
                "engine calibration %s ms; median of %d\n",
                r["model_dir"].get<std::string>().c_str(), r["tensors"].get<size_t>(),
                r["tensor_bytes"].get<double>() / 1e9, num(r["pinned_link_gbps"]).c_str(),
                num(r["page_cache_warmup_read_gbps"]).c_str(), num(r["calibration_ms"], "%.0f").c_str(),
                r["reps"].get<int>());
  out += line;
  for (const char* k : {"loader", "loader_map", "mmap_per_tensor", "mmap_upload_many", "mmap_populate_upload_many"}) {
    const json& v = r[k];
    std::snprintf(line, sizeof line, "  %-26s %8s GB/s  %6s of link  %s\n", k, num(v["gbps"]).c_str(),
                  num(v["vs_link"]).c_str(), v["what"].get<std::string>().c_str());
    out += line;
    if (v.contains("allocate_seconds")) {
      std::snprintf(line, sizeof line, "  %-26s (of which the weights' one device allocation %.2f ms)\n", "",
                    v["allocate_seconds"].get<double>() * 1e3);
      out += line;
    }
  }
  if (r["mmap_populate_upload_many"].contains("populate_seconds")) {
    std::snprintf(line, sizeof line, "  (MADV_POPULATE_READ alone: %.1f ms%s)\n",
                  r["mmap_populate_upload_many"]["populate_seconds"].get<double>() * 1e3,
                  r["mmap_populate_upload_many"].contains("populate_error")
                      ? (", failed: " + r["mmap_populate_upload_many"]["populate_error"].get<std::string>()).c_str()
                      : "");
    out += line;
  }
  for (const json& f : r["metrics"]["fallbacks"])
    out += "  fallback: " + f["from"].get<std::string>() + " -> " + f["to"].get<std::string>() + ": " +
           f["reason"].get<std::string>() + "\n";
  for (const json& n : r["metrics"]["notes"]) out += "  note: " + n.get<std::string>() + "\n";
  return out;
}

}  // namespace crosswarp::model
