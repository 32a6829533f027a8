// crosswarp::Error: errors are values with context (file, tensor, op, backend, device).
// The CLI maps ErrorKind to its exit code: Usage and Input -> 2, everything else -> 1.
#pragma once

#include <stdexcept>
#include <string>

namespace crosswarp {

enum class ErrorKind {
  Usage,        // bad command line or API arguments
  Input,        // bad user input: a malformed file, an id out of range, a shape mismatch
  Unavailable,  // a backend or device asked for cannot be used here
  Unsupported,  // an op, dtype or variant a backend does not have
  Strict,       // a fallback happened under --strict / CROSSWARP_STRICT=1
  Runtime,      // the vendor runtime or the OS failed
  Internal,     // a bug in crosswarp
};

class Error : public std::runtime_error {
 public:
  Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
  ErrorKind kind() const noexcept { return kind_; }
  // Exit code for the command line: 2 for bad usage or bad input, 1 otherwise.
  int exit_code() const noexcept {
    return kind_ == ErrorKind::Usage || kind_ == ErrorKind::Input ? 2 : 1;
  }

 private:
  ErrorKind kind_;
};

// "<file>: <problem>" — the one-line form for bad input.
inline Error input_error(const std::string& file, const std::string& problem) {
  return Error(ErrorKind::Input, file.empty() ? problem : file + ": " + problem);
}

}  // namespace crosswarp
