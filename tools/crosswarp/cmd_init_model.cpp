// crosswarp init-model --config tiny|bert-base|bert-large DIR [--seed N]: a BERT checkpoint in
// Hugging Face layout with seeded random weights (no trained weights can be downloaded here).
#include "command.h"

#include "model/init_model.h"

#include <cstdio>
#include <iostream>

namespace {

int run_init_model(int argc, char** argv) {
  CLI::App app{
      "Write a BERT checkpoint in Hugging Face layout (config.json, model.safetensors, vocab.txt,\n"
      "tokenizer_config.json) with seeded random weights. Same seed, same bytes.\n"
      "  tiny:       hidden 128, 2 layers, 2 heads, intermediate 512, vocab 8192 (~5 MB)\n"
      "  bert-base:  hidden 768, 12 layers, 12 heads, intermediate 3072, vocab 30522 (~440 MB)\n"
      "  bert-large: hidden 1024, 24 layers, 16 heads, intermediate 4096, vocab 30522 (~1.3 GB)",
      argv[0]};
  std::string preset, dir;
  std::uint64_t seed = 0;
  bool force = false, quiet = false;
  app.add_option("--config", preset, "model shape")
      ->required()
      ->check(CLI::IsMember({"tiny", "bert-base", "bert-large"}));
  app.add_option("DIR", dir, "directory to create (must not exist, or be empty)")->required();
  app.add_option("--seed", seed, "random seed (default 0)");
  app.add_flag("--force", force, "replace DIR if it exists");
  app.add_flag("-q,--quiet", quiet, "no progress on stderr");
  return crosswarp::cli::run_command(app, argc, argv, [&] {
    using namespace crosswarp::model;
    const BertConfig config = preset_config(preset);
    InitModelOptions options;
    options.seed = seed;
    options.force = force;
    if (!quiet)
      options.progress = [&](std::uint64_t done, std::uint64_t total) {
        if (total < (std::uint64_t{64} << 20)) return;  // the tiny model is done before anyone looks
        std::fprintf(stderr, "init-model: %s: %3d%% of %llu MB\n", dir.c_str(),
                     static_cast<int>(100 * done / total), static_cast<unsigned long long>(total >> 20));
      };
    init_model(dir, config, options);
    std::cout << "wrote " << preset << " BERT (seed " << seed << ") to " << dir << "\n";
    return 0;
  });
}

}  // namespace

CW_COMMAND("init-model", "write a BERT checkpoint in Hugging Face layout with seeded random weights",
           run_init_model);
