#include "model/init_model.h"

#include "model/checkpoint.h"
#include "model/safetensors.h"
#include "model/vocab_gen.h"

#include <crosswarp/error.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>

#include <unistd.h>

namespace crosswarp::model {
namespace fs = std::filesystem;
namespace {

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

std::uint64_t name_key(std::uint64_t seed, std::string_view name) {
  std::uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a
  for (unsigned char c : name) h = (h ^ c) * 0x100000001B3ull;
  return splitmix64(seed ^ splitmix64(h));
}

// How a tensor is initialised: Normal(mean, std), with an optional zero row (the [PAD] embedding).
struct InitRule {
  double mean = 0, std = 0.02;
  std::int64_t zero_row = -1, row_size = 0;
};

InitRule rule_for(const std::string& name, const BertConfig& c) {
  InitRule r;
  const bool layer_norm = name.find("LayerNorm") != std::string::npos;
  const bool bias = name.size() > 5 && name.compare(name.size() - 5, 5, ".bias") == 0;
  if (layer_norm)
    r = {bias ? 0.0 : 1.0, 0.01};
  else if (bias)
    r = {0.0, 0.01};
  if (name == "embeddings.word_embeddings.weight" && c.pad_token_id >= 0) {
    r.zero_row = c.pad_token_id;
    r.row_size = c.hidden_size;
  }
  return r;
}

// Standard normal number `index` of the stream `key`: Box–Muller on the pair index / 2.
double normal(std::uint64_t key, std::uint64_t index) {
  const std::uint64_t pair = index / 2;
  const std::uint64_t a = splitmix64(key + 2 * pair), b = splitmix64(key + 2 * pair + 1);
  const double u1 = (static_cast<double>(a >> 11) + 1.0) * 0x1.0p-53;  // (0, 1]
  const double u2 = static_cast<double>(b >> 11) * 0x1.0p-53;          // [0, 1)
  const double r = std::sqrt(-2.0 * std::log(u1)), t = 2.0 * M_PI * u2;
  return index % 2 == 0 ? r * std::cos(t) : r * std::sin(t);
}

void fill(std::uint64_t key, const InitRule& r, std::uint64_t first, float* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t idx = first + i;
    if (r.zero_row >= 0 &&
        idx / static_cast<std::uint64_t>(r.row_size) == static_cast<std::uint64_t>(r.zero_row)) {
      out[i] = 0.0f;
      continue;
    }
    out[i] = static_cast<float>(r.mean + r.std * normal(key, idx));
  }
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.flush();
  if (!out) throw Error(ErrorKind::Runtime, path.string() + ": write failed");
}

}  // namespace

std::vector<std::string> preset_names() {
  return {"tiny", "bert-base", "bert-large"};
}

BertConfig preset_config(std::string_view name) {
  BertConfig c;
  c.torch_dtype = "float32";
  if (name == "tiny") {
    c.hidden_size = 128, c.num_hidden_layers = 2, c.num_attention_heads = 2, c.intermediate_size = 512;
    c.vocab_size = 8192;
  } else if (name == "bert-base") {
    // BertConfig's defaults are bert-base's shapes.
  } else if (name == "bert-large") {
    c.hidden_size = 1024, c.num_hidden_layers = 24, c.num_attention_heads = 16, c.intermediate_size = 4096;
  } else {
    throw Error(ErrorKind::Usage,
                "unknown model config \"" + std::string(name) + "\" (tiny, bert-base or bert-large)");
  }
  return c;
}

float init_weight_value(std::uint64_t seed, std::string_view name, std::uint64_t index) {
  // Only the rule needs a config; the word-embedding pad row is the one case that depends on it.
  BertConfig c;
  c.pad_token_id = -1;
  float v;
  fill(name_key(seed, name), rule_for(std::string(name), c), index, &v, 1);
  return v;
}

void init_model(const std::string& dir, const BertConfig& config, const InitModelOptions& options) {
  const fs::path target = fs::absolute(fs::path(dir)).lexically_normal();
  const fs::path final_path = target.has_filename() ? target : target.parent_path();
  if (fs::exists(final_path) && !(fs::is_directory(final_path) && fs::is_empty(final_path)) && !options.force)
    throw input_error(dir, "exists and is not an empty directory (use --force to replace it)");
  std::error_code ec;
  fs::create_directories(final_path.parent_path(), ec);
  if (!fs::is_directory(final_path.parent_path()))
    throw input_error(dir, "cannot create parent directory " + final_path.parent_path().string() +
                               (ec ? ": " + ec.message() : std::string()));

  std::string tmpl = final_path.string() + ".tmp.XXXXXX";
  if (!::mkdtemp(tmpl.data()))
    throw Error(ErrorKind::Runtime, dir + ": cannot create a temporary directory: " + std::strerror(errno));
  const fs::path tmp(tmpl);
  try {
    fs::permissions(tmp, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                             fs::perms::others_read | fs::perms::others_exec);
    write_text(tmp / "config.json", bert_config_to_json(config).dump(2) + "\n");
    const auto vocab = generate_vocab(static_cast<std::size_t>(config.vocab_size));
    std::string vocab_text;
    for (const auto& t : vocab) vocab_text += t + "\n";
    write_text(tmp / "vocab.txt", vocab_text);
    const nlohmann::json tok = {{"do_lower_case", true},
                                {"model_max_length", config.max_position_embeddings},
                                {"tokenizer_class", "BertTokenizer"},
                                {"unk_token", "[UNK]"},
                                {"cls_token", "[CLS]"},
                                {"sep_token", "[SEP]"},
                                {"pad_token", "[PAD]"},
                                {"mask_token", "[MASK]"},
                                {"strip_accents", nullptr},
                                {"tokenize_chinese_chars", true}};
    write_text(tmp / "tokenizer_config.json", tok.dump(2) + "\n");

    std::vector<TensorToWrite> tensors;
    std::vector<std::uint64_t> keys;
    std::vector<InitRule> rules;
    std::uint64_t total = 0, done = 0, last_report = 0;
    for (const auto& e : expected_bert_tensors(config, true)) {
      tensors.push_back({e.name, Dtype::F32, e.shape, nullptr});
      keys.push_back(name_key(options.seed, e.name));
      rules.push_back(rule_for(e.name, config));
      total += tensor_bytes(Dtype::F32, e.shape).value_or(0);
    }
    const unsigned threads = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    auto producer = [&](std::size_t i, std::uint64_t offset, std::span<std::byte> out) {
      // Chunks are whole floats: the writer's chunk size and every tensor size are multiples of 4.
      const std::uint64_t first = offset / 4;
      const std::size_t n = out.size() / 4;
      std::vector<float> vals(n);
      const std::size_t per = (n + threads - 1) / threads;
      std::vector<std::thread> pool;
      for (unsigned t = 1; t < threads && t * per < n; ++t)
        pool.emplace_back([&, t] {
          fill(keys[i], rules[i], first + t * per, vals.data() + t * per, std::min(per, n - t * per));
        });
      fill(keys[i], rules[i], first, vals.data(), std::min(per, n));
      for (auto& th : pool) th.join();
      std::memcpy(out.data(), vals.data(), n * 4);  // little-endian hosts only (x86-64, aarch64)
      done += out.size();
      if (options.progress && (done - last_report >= total / 20 || done == total)) {
        last_report = done;
        options.progress(done, total);
      }
    };
    write_safetensors((tmp / "model.safetensors").string(), tensors, {{"format", "pt"}}, producer);

    if (fs::exists(final_path)) {
      const fs::path old = final_path.string() + ".old." + std::to_string(::getpid());
      fs::rename(final_path, old);
      fs::rename(tmp, final_path);
      fs::remove_all(old);
    } else {
      fs::rename(tmp, final_path);
    }
  } catch (...) {
    std::error_code ec;
    fs::remove_all(tmp, ec);
    throw;
  }
}

}  // namespace crosswarp::model
