#define CHECK(x) \
  do { cudaError_t e = (x); } while (0)
#if 0
cudaFree(p);
#endif
const char* s = R"d(cudaMalloc)d"; /* open