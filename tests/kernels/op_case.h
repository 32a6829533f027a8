// One differential test case: buffers (host values kept in double / int64), views of them as the
// op's inputs and outputs, and the op's parameters. run_case() quantizes the inputs to the dtype
// under test, runs the float64 reference and the backend, and compares, with sentinel guards
// around every device buffer.
#pragma once

#include "backend_under_test.h"

#include <crosswarp/plugin_abi.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace crosswarp::test {

struct Buffer {
  bool is_float = true;     // float buffers take the dtype under test
  int32_t index_dtype = CW_I32;  // for integer buffers: I32 or I64 on the device
  std::vector<double> f;    // float values (quantized to the dtype before use)
  std::vector<int64_t> ints;
  bool is_output = false;
  int64_t size() const { return is_float ? static_cast<int64_t>(f.size()) : static_cast<int64_t>(ints.size()); }
};

struct View {
  int buffer = -1;  // -1 = absent optional input
  int64_t offset = 0;
  std::vector<int64_t> shape;
  std::vector<int64_t> stride;  // empty = dense
};

struct OpCase {
  std::string name;
  uint32_t op = 0;
  std::vector<Buffer> buffers;
  std::vector<View> inputs, outputs;
  double fparams[CW_OP_MAX_PARAMS] = {};
  int64_t iparams[CW_OP_MAX_PARAMS] = {};
  bool reads_output = false;  // GEMM with beta != 0
};

struct Tolerance {
  double atol, rtol;  // |got - ref| <= atol * max(1, max|ref|) + rtol * |ref|
};

Tolerance tolerance_for(uint32_t op, int32_t dtype);

// The cases for one op (shapes chosen to be nasty: odd sizes, not multiples of 32/64, batch 1,
// long rows, fully padded rows). Random contents from rng.
std::vector<OpCase> make_cases(uint32_t op, std::mt19937_64& rng);

// Runs one case on one backend variant in `dtype`. Returns "" on success, else a description of
// the first failures.
std::string run_case(BackendUnderTest& backend, uint32_t variant, int32_t dtype, OpCase c);

}  // namespace crosswarp::test
