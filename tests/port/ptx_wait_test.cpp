// Spin-wait back-offs (CUDA's __nanosleep, PTX's nanosleep.u32) and inline PTX whose operands' constraints
// come from a function-like macro of the file (msieve's PTR_CONSTRAINT). Their behaviour is checked
// elsewhere: the simt test ports and runs tests/simt/emulate_inputs/ptx_nanosleep.cu under both wavefront
// sizes.
#include "ptx_test_util.h"

#include <crosswarp/port.h>

#include <gtest/gtest.h>

#include <string>

using namespace crosswarp::port;
using namespace ptx_test;

// __nanosleep has no HIP equivalent: crosswarpNanosleep, defined once in the file (s_sleep until the shader
// clock has counted the nanoseconds on AMD GPUs, CUDA's __nanosleep elsewhere), with a note; nanosleep.u32 on
// a register, an "n" operand or a literal becomes the same call.
TEST(PortNanosleep, CudaFunctionAndPtxBecomeTheFilesDefinition) {
  TranslateResult r = port(
      "__device__ void f(volatile int* flag, unsigned ns) {\n"
      "  while (*flag == 0) __nanosleep(ns);\n"
      "  asm volatile(\"nanosleep.u32 %0;\" ::\"r\"(ns * 2));\n"
      "  asm volatile(\"nanosleep.u32 %0;\" ::\"n\"(64));\n"
      "  asm volatile(\"nanosleep.u32 0x100;\");\n}\n");
  EXPECT_TRUE(r.ok());
  EXPECT_NE(r.text.find("while (*flag == 0) crosswarpNanosleep(ns);"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(ns * 2);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(64);\n"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("  crosswarpNanosleep(0x100);\n"), std::string::npos) << r.text;
  EXPECT_EQ(count(r.text, "#define CROSSWARP_NANOSLEEP"), 1u) << r.text;
  EXPECT_NE(r.text.find("while (clock64() - start < (long long int)ns) __builtin_amdgcn_s_sleep(1);"),
            std::string::npos)
      << r.text;
  EXPECT_NE(r.text.find("#define crosswarpNanosleep __nanosleep"), std::string::npos) << r.text;
  EXPECT_FALSE(reported(r, "unsupported-api"));
  EXPECT_FALSE(reported(r, "inline-asm"));
  EXPECT_TRUE(reported(r, "emulated-api"));
  // the output ported again is the output, without a report on the definition's own CUDA name
  TranslateResult again = port(r.text);
  EXPECT_EQ(again.text, r.text);
  EXPECT_FALSE(reported(again, "unsupported-api"));
  // a declaration is no call; an output operand, a 64-bit one or another type is not the instruction
  r = port("__device__ void __nanosleep(unsigned int ns);\n");
  EXPECT_EQ(r.text.find("crosswarpNanosleep"), std::string::npos) << r.text;
  for (std::string_view src : {
           "__device__ void f(unsigned long long ns) { asm volatile(\"nanosleep.u32 %0;\" ::\"l\"(ns)); }\n",
           "__device__ void f(unsigned ns) { asm volatile(\"nanosleep.u32 %0;\" : \"+r\"(ns)); }\n",
           "__device__ void f(unsigned ns) { asm volatile(\"nanosleep.u64 %0;\" ::\"r\"(ns)); }\n",
       }) {
    TranslateResult k = port(src);
    EXPECT_NE(k.text.find("asm volatile("), std::string::npos) << k.text;
    EXPECT_TRUE(reported(k, "inline-asm")) << src;
  }
}
