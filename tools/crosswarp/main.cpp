// crosswarp: the command-line tool. Each subcommand lives in its own cmd_<name>.cpp.
#include "command.h"

#include <crosswarp/error.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace crosswarp::cli {

std::vector<Command>& commands() {
  static std::vector<Command> all;
  return all;
}

void print_error(const std::string& message) { std::fprintf(stderr, "crosswarp: error: %s\n", message.c_str()); }

int run_command(CLI::App& app, int argc, char** argv, const std::function<int()>& body) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::ParseError& e) {
    print_error(std::string(e.what()) + " (see '" + app.get_name() + " --help')");
    return 2;
  }
  try {
    return body();
  } catch (const Error& e) {
    print_error(e.what());
    return e.exit_code();
  } catch (const std::exception& e) {
    print_error(std::string("internal error: ") + e.what());
    return 1;
  }
}

}  // namespace crosswarp::cli

namespace {

void print_usage() {
  auto cmds = crosswarp::cli::commands();
  std::sort(cmds.begin(), cmds.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  std::printf(
      "crosswarp %s - port CUDA ML code to AMD HIP and run it on CUDA, HIP or the CPU\n\n"
      "usage: crosswarp <command> [options]   (crosswarp <command> --help for each)\n\n"
      "commands:\n",
      CROSSWARP_VERSION);
  for (const auto& c : cmds) std::printf("  %-12s %s\n", c.name.c_str(), c.summary.c_str());
  std::printf(
      "\noptions:\n  -h, --help     this help\n  --version      print the version\n\n"
      "exit codes: 0 success, 1 findings or failed checks, 2 bad usage or bad input\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "--help") ||
      !std::strcmp(argv[1], "help")) {
    print_usage();
    return argc < 2 ? 2 : 0;
  }
  if (!std::strcmp(argv[1], "--version") || !std::strcmp(argv[1], "version")) {
    std::printf("crosswarp %s\n", CROSSWARP_VERSION);
    return 0;
  }
  for (const auto& c : crosswarp::cli::commands()) {
    if (c.name == argv[1]) {
      std::string prog = std::string("crosswarp ") + argv[1];
      argv[1] = prog.data();
      return c.run(argc - 1, argv + 1);
    }
  }
  crosswarp::cli::print_error(std::string("unknown command '") + argv[1] + "' (see 'crosswarp --help')");
  return 2;
}
