// `crosswarp doctor --json`: its shape, and what it says with and without each plugin present.
#include "cpu/ops/blas.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <dlfcn.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

namespace fs = std::filesystem;

namespace {

struct Result {
  int exit_code;
  std::string out;
};

Result run(const std::string& command) {
  Result r{-1, {}};
  FILE* p = popen(command.c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf{};
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

nlohmann::json doctor_json(const std::string& env) {
  Result r = run(env + " " CROSSWARP_CLI " doctor --json 2>/dev/null");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  return nlohmann::json::parse(r.out);
}

const nlohmann::json* find_backend(const nlohmann::json& doc, const std::string& name) {
  for (const auto& b : doc["backends"])
    if (b["name"] == name) return &b;
  return nullptr;
}

}  // namespace

TEST(Doctor, JsonShape) {
  auto doc = doctor_json("CROSSWARP_PLUGIN_PATH_ONLY=1 CROSSWARP_PLUGIN_PATH=" CW_FIXTURE_DIR);
  ASSERT_TRUE(doc.contains("backends"));
  ASSERT_TRUE(doc.contains("environment"));
  for (const char* name : {"cpu", "cuda", "hip", "simt"}) {
    const auto* b = find_backend(doc, name);
    ASSERT_NE(b, nullptr) << name;
    for (const char* key : {"name", "status", "reason", "devices"}) EXPECT_TRUE(b->contains(key)) << name << key;
    EXPECT_TRUE((*b)["status"] == "ok" || (*b)["status"] == "unavailable");
    if ((*b)["status"] == "unavailable") {
      EXPECT_FALSE((*b)["reason"].get<std::string>().empty());
    }
  }
  const auto* cpu = find_backend(doc, "cpu");
  EXPECT_EQ((*cpu)["status"], "ok");
  ASSERT_EQ((*cpu)["devices"].size(), 1u);
  for (const char* key : {"name", "arch", "wavefront_size", "compute_units", "memory_total", "memory_free"})
    EXPECT_TRUE((*cpu)["devices"][0].contains(key)) << key;
  for (const char* var : {"CUDA_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
                          "HSA_OVERRIDE_GFX_VERSION", "CROSSWARP_BACKEND"})
    EXPECT_TRUE(doc["environment"].contains(var)) << var;
}

// The CPU backend's BLAS: opened by doctor and named with its build configuration (CI installs
// libopenblas0-pthread, so it must be there).
TEST(Doctor, NamesTheCpuBackendsBlas) {
  auto doc = doctor_json("CROSSWARP_PLUGIN_PATH_ONLY=1");
  const auto* cpu = find_backend(doc, "cpu");
  ASSERT_NE(cpu, nullptr);
  ASSERT_TRUE(cpu->contains("blas")) << cpu->dump();
  EXPECT_EQ((*cpu)["blas"]["ok"], true) << cpu->dump();
  EXPECT_NE((*cpu)["blas"]["library"].get<std::string>().find("libopenblas"), std::string::npos) << cpu->dump();
  EXPECT_NE((*cpu)["blas"]["library"].get<std::string>().find("OpenBLAS"), std::string::npos) << cpu->dump();
  Result text = run("CROSSWARP_PLUGIN_PATH_ONLY=1 " CROSSWARP_CLI " doctor 2>/dev/null");
  EXPECT_NE(text.out.find("BLAS: /"), std::string::npos) << text.out;
}

// What doctor and a model run say when OpenBLAS is missing or is not OpenBLAS.
TEST(Doctor, MissingOrWrongBlasIsNamed) {
  std::string missing = crosswarp::cpu::blas::probe({"/nonexistent-crosswarp/libopenblas.so.0"});
  EXPECT_NE(missing.find("cannot open OpenBLAS"), std::string::npos) << missing;
  EXPECT_NE(missing.find("/nonexistent-crosswarp/libopenblas.so.0"), std::string::npos) << missing;
  EXPECT_NE(missing.find("install libopenblas0"), std::string::npos) << missing;
  std::string wrong = crosswarp::cpu::blas::probe({"libc.so.6"});
  EXPECT_NE(wrong.find("not OpenBLAS"), std::string::npos) << wrong;
  EXPECT_EQ(crosswarp::cpu::blas::probe({"/nonexistent-crosswarp/x.so", "libopenblas.so.0"}), "");
}

// Opened while the process has one thread, OpenBLAS starts no workers of its own (they would poll
// for ~0.1 s on cores our pool needs), and the environment is as it was. ctest runs each test in a
// process of its own; in a run of the whole binary another test may have opened it first.
TEST(Doctor, OpenBlasStartsNoThreadsOfItsOwn) {
  if (void* h = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_NOLOAD)) {
    dlclose(h);
    GTEST_SKIP() << "OpenBLAS was opened by an earlier test in this process (ctest runs this test alone)";
  }
  auto threads = [] {
    int n = 0;
    for (const auto& e : std::filesystem::directory_iterator("/proc/self/task")) n += e.is_directory() ? 1 : 0;
    return n;
  };
  ASSERT_EQ(threads(), 1) << "the test itself must start single-threaded";
  if (std::getenv("OPENBLAS_NUM_THREADS"))
    GTEST_SKIP() << "OPENBLAS_NUM_THREADS is set here, and a user's own setting is kept: nothing to check";
  ASSERT_TRUE(crosswarp::cpu::blas::load()) << crosswarp::cpu::blas::error();
  EXPECT_EQ(threads(), 1);
  EXPECT_EQ(std::getenv("OPENBLAS_NUM_THREADS"), nullptr);
}

// What doctor says of OpenBLAS's kernels: who chose them, and a hint when OPENBLAS_CORETYPE forces
// kernels that leave out the CPU's AVX-512 (the build machine's environment sets Haswell on a Zen 5).
TEST(OpenBlasKernels, DescribesWhoChoseThemAndWhatTheyLeaveOut) {
  using crosswarp::cpu::blas::CpuFeatures;
  using crosswarp::cpu::blas::describe_kernels;
  CpuFeatures avx512_cpu{.avx512 = true, .os_saves_zmm = true};
  EXPECT_EQ(describe_kernels("Cooperlake", nullptr, avx512_cpu), "kernels Cooperlake (OpenBLAS's choice for this CPU)");
  std::string forced = describe_kernels("Haswell", "Haswell", avx512_cpu);
  EXPECT_EQ(forced.rfind("kernels Haswell (OPENBLAS_CORETYPE=Haswell); this CPU has AVX-512", 0), 0u) << forced;
  EXPECT_NE(forced.find("unset OPENBLAS_CORETYPE"), std::string::npos) << forced;
  EXPECT_EQ(describe_kernels("SkylakeX", "SkylakeX", avx512_cpu), "kernels SkylakeX (OPENBLAS_CORETYPE=SkylakeX)");
  CpuFeatures no_os_state = avx512_cpu;
  no_os_state.os_saves_zmm = false;  // a kernel or hypervisor that does not save ZMM state: nothing to gain
  EXPECT_EQ(describe_kernels("Haswell", "Haswell", no_os_state), "kernels Haswell (OPENBLAS_CORETYPE=Haswell)");
  CpuFeatures avx2_cpu{.avx512 = false, .os_saves_zmm = true};
  EXPECT_EQ(describe_kernels("Zen", "Zen", avx2_cpu), "kernels Zen (OPENBLAS_CORETYPE=Zen)");
  EXPECT_EQ(describe_kernels(nullptr, nullptr, avx2_cpu), "kernels unknown (OpenBLAS's choice for this CPU)");
}

// doctor runs OpenBLAS's kernel choice past the user: named, and a user's OPENBLAS_CORETYPE is what runs.
TEST(Doctor, NamesOpenBlasKernels) {
  auto library = [](const std::string& env) {
    auto doc = doctor_json("CROSSWARP_PLUGIN_PATH_ONLY=1 " + env);
    const auto* cpu = find_backend(doc, "cpu");
    return cpu ? (*cpu)["blas"].value("library", std::string()) : std::string();
  };
  std::string forced = library("OPENBLAS_CORETYPE=Sandybridge");
  EXPECT_NE(forced.find("kernels Sandybridge (OPENBLAS_CORETYPE=Sandybridge)"), std::string::npos) << forced;
  std::string chosen = library("env -u OPENBLAS_CORETYPE");
  EXPECT_NE(chosen.find("(OpenBLAS's choice for this CPU)"), std::string::npos) << chosen;
}

TEST(Doctor, ReportsEnvironmentValues) {
  auto doc = doctor_json("CROSSWARP_PLUGIN_PATH_ONLY=1 HIP_VISIBLE_DEVICES=3 HSA_OVERRIDE_GFX_VERSION=9.4.2");
  EXPECT_EQ(doc["environment"]["HIP_VISIBLE_DEVICES"], "3");
  EXPECT_EQ(doc["environment"]["HSA_OVERRIDE_GFX_VERSION"], "9.4.2");
  EXPECT_TRUE(doc["environment"]["CUDA_VISIBLE_DEVICES"].is_null());
}

TEST(Doctor, WithoutPluginsEachGpuBackendIsNotFound) {
  auto doc = doctor_json("CROSSWARP_PLUGIN_PATH_ONLY=1 CROSSWARP_PLUGIN_PATH=/nonexistent-crosswarp-dir");
  for (const char* name : {"cuda", "hip", "simt"}) {
    const auto* b = find_backend(doc, name);
    ASSERT_NE(b, nullptr);
    EXPECT_EQ((*b)["status"], "unavailable");
    EXPECT_NE((*b)["reason"].get<std::string>().find("not found"), std::string::npos) << name;
  }
  EXPECT_EQ(doc["auto_backend"], "cpu");
}

// With the real plugins of this build present: each is found, and says why it can or cannot run.
TEST(Doctor, WithTheBuiltPluginsPresent) {
  fs::path plugins = fs::path(CROSSWARP_BINARY_DIR) / "lib" / "crosswarp";
  auto doc = doctor_json("CROSSWARP_PLUGIN_PATH_ONLY=1 CROSSWARP_PLUGIN_PATH=" + plugins.string());
  int present = 0;
  for (const char* name : {"cuda", "hip", "simt"}) {
    fs::path lib = plugins / (std::string("libcrosswarp-backend-") + name + ".so");
    const auto* b = find_backend(doc, name);
    ASSERT_NE(b, nullptr);
    if (!fs::exists(lib)) continue;
    ++present;
    EXPECT_EQ((*b)["library"], lib.string()) << name;
    if ((*b)["status"] == "unavailable") {
      std::string reason = (*b)["reason"];
      EXPECT_EQ(reason.find("not found (looked in"), std::string::npos) << name << ": " << reason;
    }
  }
  if (fs::exists(plugins / "libcrosswarp-backend-simt.so")) {
    const auto* simt = find_backend(doc, "simt");
    EXPECT_EQ((*simt)["status"], "ok") << (*simt)["reason"];
    ASSERT_FALSE((*simt)["devices"].empty());
    int wave = (*simt)["devices"][0]["wavefront_size"];
    EXPECT_TRUE(wave == 32 || wave == 64);
  }
  if (present == 0) GTEST_SKIP() << "no GPU plugin was built in " << plugins;
}

TEST(Doctor, SimtWavefrontFollowsTheEnvironment) {
  fs::path plugins = fs::path(CROSSWARP_BINARY_DIR) / "lib" / "crosswarp";
  if (!fs::exists(plugins / "libcrosswarp-backend-simt.so")) GTEST_SKIP() << "simt plugin not built";
  for (int wave : {32, 64}) {
    auto doc = doctor_json("CROSSWARP_SIMT_WARP=" + std::to_string(wave) +
                           " CROSSWARP_PLUGIN_PATH_ONLY=1 CROSSWARP_PLUGIN_PATH=" + plugins.string());
    const auto* simt = find_backend(doc, "simt");
    ASSERT_EQ((*simt)["status"], "ok");
    EXPECT_EQ((*simt)["devices"][0]["wavefront_size"], wave);
  }
}

TEST(Doctor, HelpAndBadOptions) {
  EXPECT_EQ(run(CROSSWARP_CLI " doctor --help").exit_code, 0);
  Result bad = run(CROSSWARP_CLI " doctor --bogus 2>&1");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.out.find("crosswarp: error:"), std::string::npos) << bad.out;
  EXPECT_EQ(run(CROSSWARP_CLI " --version").exit_code, 0);
  EXPECT_EQ(run(CROSSWARP_CLI " no-such-command 2>/dev/null").exit_code, 2);
}
