// Backend choice for a run: explicit, from CROSSWARP_BACKEND, or auto; a fallback is an event.
#include "runtime/log.h"

#include <crosswarp/runtime.h>

#include <cstdlib>
#include <cstring>

namespace crosswarp {

bool strict_from_environment() {
  const char* v = std::getenv("CROSSWARP_STRICT");
  return v && (!std::strcmp(v, "1") || !std::strcmp(v, "true") || !std::strcmp(v, "yes") || !std::strcmp(v, "on"));
}

BackendChoice choose_backend(const PluginRegistry& registry, std::string_view requested, bool strict) {
  std::string want(requested);
  if (want.empty()) {
    const char* env = std::getenv("CROSSWARP_BACKEND");
    want = env && *env ? env : "auto";
  }
  strict = strict || strict_from_environment();
  BackendChoice choice;
  if (want == "auto") {
    // A real GPU when one is usable (highest plugin score), else the CPU. simt is an emulator:
    // it runs only when asked for by name.
    const BackendStatus* best = nullptr;
    for (const auto& s : registry.backends())
      if (s.available && (s.name == "cuda" || s.name == "hip") && (!best || s.score > best->score)) best = &s;
    choice.backend = best ? best->backend : registry.backend("cpu");
    return choice;
  }
  bool known = false;
  for (const char* k : kKnownBackends) known = known || want == k;
  if (!known && !registry.status(want))
    throw Error(ErrorKind::Usage, "unknown backend '" + want + "' (expected auto, cpu, cuda, hip or simt)");
  if (auto b = registry.backend(want)) {
    choice.backend = b;
    return choice;
  }
  const BackendStatus* s = registry.status(want);
  std::string reason = s ? s->reason : "not found";
  if (strict)
    throw Error(ErrorKind::Strict, "backend '" + want + "' is unavailable (" + reason +
                                       ") and strict mode forbids falling back to the CPU");
  choice.fallbacks.push_back({"backend unavailable: " + reason, "backend", want, "cpu"});
  log::once(log::Level::Warn, "fallback:backend:" + want,
            "backend '" + want + "' is unavailable (" + reason + "); running on the CPU instead");
  choice.backend = registry.backend("cpu");
  return choice;
}

}  // namespace crosswarp
