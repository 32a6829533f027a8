// The CLI's subcommands register themselves: one file per subcommand (cmd_<name>.cpp), each ending in
//   CW_COMMAND("name", "one-line summary", run_function);
// main.cpp dispatches `crosswarp <name> ...` and lists the summaries in `crosswarp --help`.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace crosswarp::cli {

using CommandFn = int (*)(int argc, char** argv);  // argv[0] is "crosswarp <name>"

struct Command {
  std::string name;
  std::string summary;
  CommandFn run;
};

std::vector<Command>& commands();

struct CommandRegistrar {
  CommandRegistrar(std::string name, std::string summary, CommandFn run) {
    commands().push_back({std::move(name), std::move(summary), run});
  }
};

// Parses argv with a CLI11 app, then runs body(). Maps outcomes to exit codes:
// --help -> 0; a parse error -> one line on stderr, 2; crosswarp::Error -> its exit_code();
// any other exception -> "internal error", 1.
int run_command(CLI::App& app, int argc, char** argv, const std::function<int()>& body);

// Prints "crosswarp: error: <message>" on stderr.
void print_error(const std::string& message);

}  // namespace crosswarp::cli

#define CW_COMMAND_CONCAT2(a, b) a##b
#define CW_COMMAND_CONCAT(a, b) CW_COMMAND_CONCAT2(a, b)
#define CW_COMMAND(name, summary, fn) \
  static ::crosswarp::cli::CommandRegistrar CW_COMMAND_CONCAT(cw_command_, __LINE__){name, summary, fn}
