// crosswarp run MODEL_DIR: BERT inference on text (--text) or on id tensors (--input), on the
// backend asked for (or the best one here), with the variants and fallbacks it used.
#include "command.h"
#include "model_report.h"

#include "model/safetensors.h"
#include "model/tokenizer.h"

#include <crosswarp/crosswarp.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>

namespace {

using crosswarp::Batch;
using crosswarp::input_error;
namespace model = crosswarp::model;

// Reads an integer tensor [batch, seq] from an --input file (any integer dtype).
std::vector<std::int64_t> read_ids(const model::SafetensorsFile& f, const std::string& name, std::int64_t* batch,
                                   std::int64_t* seq) {
  const model::TensorView& t = f.at(name);
  if (t.shape.size() != 2)
    throw input_error(f.path(), name + " has shape " + model::shape_string(t.shape) + ", expected [batch, seq]");
  const auto b = static_cast<std::int64_t>(t.shape[0]), s = static_cast<std::int64_t>(t.shape[1]);
  if (*batch >= 0 && (b != *batch || s != *seq))
    throw input_error(f.path(), name + " has shape " + model::shape_string(t.shape) + ", expected [" +
                                    std::to_string(*batch) + ", " + std::to_string(*seq) + "] like input_ids");
  *batch = b;
  *seq = s;
  std::vector<std::int64_t> out(t.numel());
  const std::size_t w = model::dtype_bits(t.dtype) / 8;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const std::byte* p = t.data + i * w;
    switch (t.dtype) {
      case model::Dtype::I64: { std::int64_t v; std::memcpy(&v, p, 8); out[i] = v; break; }
      case model::Dtype::I32: { std::int32_t v; std::memcpy(&v, p, 4); out[i] = v; break; }
      case model::Dtype::I16: { std::int16_t v; std::memcpy(&v, p, 2); out[i] = v; break; }
      case model::Dtype::I8: out[i] = static_cast<std::int8_t>(*p); break;
      case model::Dtype::U8: case model::Dtype::BOOL: out[i] = static_cast<std::uint8_t>(*p); break;
      case model::Dtype::U16: { std::uint16_t v; std::memcpy(&v, p, 2); out[i] = v; break; }
      case model::Dtype::U32: { std::uint32_t v; std::memcpy(&v, p, 4); out[i] = v; break; }
      default:
        throw input_error(f.path(), name + " has dtype " + std::string(model::dtype_name(t.dtype)) +
                                        ", expected an integer type (I64, I32, ...)");
    }
  }
  return out;
}

Batch batch_from_file(const std::string& path) {
  model::SafetensorsFile f(path);
  Batch b;
  b.source = path;
  b.batch = -1;
  b.input_ids = read_ids(f, "input_ids", &b.batch, &b.seq);
  if (f.find("token_type_ids")) b.token_type_ids = read_ids(f, "token_type_ids", &b.batch, &b.seq);
  if (f.find("attention_mask")) b.attention_mask = read_ids(f, "attention_mask", &b.batch, &b.seq);
  return b;
}

Batch batch_from_text(const std::string& dir, const std::vector<std::string>& texts,
                      const std::vector<std::string>& pairs_in, std::int64_t max_positions) {
  const model::BertTokenizer tok = model::load_tokenizer(dir);
  std::vector<std::string> pairs = pairs_in;
  if (pairs.size() == 1 && texts.size() > 1) pairs.assign(texts.size(), pairs_in[0]);
  if (!pairs.empty() && pairs.size() != texts.size())
    throw crosswarp::Error(crosswarp::ErrorKind::Usage, "give one --text-pair, or one per --text (" +
                                                            std::to_string(texts.size()) + " texts, " +
                                                            std::to_string(pairs.size()) + " pairs)");
  const model::BatchEncoding e = tok.encode_batch(texts, pairs, static_cast<std::size_t>(max_positions));
  Batch b;
  b.source = "--text";
  b.batch = static_cast<std::int64_t>(e.batch);
  b.seq = static_cast<std::int64_t>(e.seq);
  b.input_ids.assign(e.input_ids.begin(), e.input_ids.end());
  b.token_type_ids.assign(e.token_type_ids.begin(), e.token_type_ids.end());
  b.attention_mask.assign(e.attention_mask.begin(), e.attention_mask.end());
  return b;
}

void write_output(const std::string& path, const crosswarp::InferOutputs& out, const crosswarp::ModelInfo& info) {
  auto shape = [](const crosswarp::HostTensor& t) {
    std::vector<std::uint64_t> s;
    for (auto d : t.shape) s.push_back(static_cast<std::uint64_t>(d));
    return s;
  };
  std::vector<model::TensorToWrite> tensors{
      {"last_hidden_state", model::Dtype::F32, shape(out.last_hidden_state), out.last_hidden_state.data.data()}};
  if (!out.pooler_output.empty())
    tensors.push_back({"pooler_output", model::Dtype::F32, shape(out.pooler_output), out.pooler_output.data.data()});
  model::write_safetensors(path, tensors, {{"backend", info.backend}, {"dtype", info.dtype}, {"model", info.model_dir}});
}

int run_run(int argc, char** argv) {
  CLI::App app{"BERT inference on a Hugging Face model directory. Input is text (--text, tokenized with the\n"
               "model's WordPiece tokenizer, several texts padded into one batch) or a safetensors file\n"
               "(--input: input_ids and optional token_type_ids / attention_mask, integer [batch, seq]).\n"
               "--output writes last_hidden_state [batch, seq, hidden] and pooler_output [batch, hidden] as F32.\n"
               "A backend that cannot run here falls back to the CPU (reported under fallbacks) unless --strict.",
               argv[0]};
  std::string dir, input, output;
  std::vector<std::string> texts, pairs;
  bool json = false;
  crosswarp::cli::ModelRunOptions run_options;
  app.add_option("MODEL_DIR", dir, "Hugging Face BERT directory (config.json, model.safetensors, vocab.txt)")->required();
  run_options.add_to(app);
  app.add_option("--text", texts, "text to encode (repeat for a batch)");
  app.add_option("--text-pair", pairs, "second text of a pair: one for all texts, or one per --text");
  app.add_option("--input", input, "safetensors with input_ids [, token_type_ids, attention_mask] [batch, seq]");
  app.add_option("--output", output, "write last_hidden_state and pooler_output (F32 safetensors)");
  app.add_flag("--json", json, "print one JSON object (backend, device, dtype, shapes, latency, variants, fallbacks)");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    if (texts.empty() == input.empty())
      throw crosswarp::Error(crosswarp::ErrorKind::Usage, "give either --text (one or more) or --input FILE");
    if (!pairs.empty() && texts.empty())
      throw crosswarp::Error(crosswarp::ErrorKind::Usage, "--text-pair needs --text");
    Batch batch;
    if (!input.empty()) batch = batch_from_file(input);  // bad input files fail before the model loads
    auto model = crosswarp::ModelDispatcher::load_model(dir, run_options.load_options());
    if (!texts.empty()) batch = batch_from_text(dir, texts, pairs, model->info().max_positions);
    const crosswarp::InferOutputs out = model->infer_step(batch);
    if (!output.empty()) write_output(output, out, model->info());
    const crosswarp::Metrics m = model->metrics();
    const auto& h = out.last_hidden_state;
    std::vector<float> first(h.data.begin(), h.data.begin() + std::min<std::size_t>(8, h.data.size()));
    if (json) {
      nlohmann::json j = crosswarp::cli::model_json(*model);
      j["batch"] = batch.batch;
      j["seq"] = batch.seq;
      j["latency_ms"] = out.latency_ms;
      j["packed"] = out.packed;
      j["padding_fraction"] = batch.padding_fraction();
      j["last_hidden_state_shape"] = h.shape;
      j["pooler_output_shape"] = out.pooler_output.empty() ? nlohmann::json(nullptr) : nlohmann::json(out.pooler_output.shape);
      j["first_values"] = first;
      j["variants"] = crosswarp::cli::variants_json(m);
      j["fallbacks"] = crosswarp::cli::fallbacks_json(m);
      j["peak_device_bytes"] = m.peak_device_bytes;
      j["output"] = output.empty() ? nlohmann::json(nullptr) : nlohmann::json(output);
      std::cout << j.dump() << "\n";
      return 0;
    }
    const auto& i = model->info();
    std::printf("backend %s | device %s | %s\n", i.backend.c_str(), i.device.c_str(), i.dtype.c_str());
    std::printf("batch %lld x seq %lld -> last_hidden_state [%lld, %lld, %lld]%s\n", (long long)batch.batch,
                (long long)batch.seq, (long long)h.shape[0], (long long)h.shape[1], (long long)h.shape[2],
                out.pooler_output.empty() ? "" : ", pooler_output present");
    std::printf("latency %.3f ms%s\n", out.latency_ms, out.packed ? " (packed: padding removed)" : "");
    std::printf("first values:");
    for (float v : first) std::printf(" %.5f", v);
    std::printf("\n");
    for (const auto& f : m.fallbacks)
      std::printf("fallback: %s from %s to %s (%s)\n", f.op.c_str(), f.from.c_str(), f.to.c_str(), f.reason.c_str());
    if (!output.empty()) std::printf("wrote %s\n", output.c_str());
    return 0;
  });
}

}  // namespace

CW_COMMAND("run", "BERT inference on text or id tensors, on the best backend here", run_run);
