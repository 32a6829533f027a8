// An error check as CUDA programs write them, found through an include folder.
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                             \
  do {                                                                                          \
    cudaError_t check_error = (call);                                                           \
    if (check_error != cudaSuccess) {                                                           \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(check_error)); \
      std::exit(3);                                                                             \
    }                                                                                           \
  } while (0)
