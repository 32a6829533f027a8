#if defined(_WIN64) || defined(__LP64__)
#define PTR_CONSTRAINT(x) "l"(x)
#else
#define PTR_CONSTRAINT(x) "r"(x)
#endif
__device__ unsigned long long ld(unsigned long long* a) {
  unsigned long long r;
  asm("ld.global.cg.u64 %0, [%1]; \n\t" : "=l"(r) : PTR_CONSTRAINT(a));
  asm("ld.volatile.sys.global.u64 %0, [%1]; membar.gl;" : "=l"(r) : "l"(a));
  asm volatile("membar.sys; st.volatile.global.u64 [%0], %1;" ::"l"(a), "l"(r) : "memory");
  return r;
}
__device__ void tma(unsigned long long* bar, float* s, const float* g, unsigned parity, unsigned ns) {
  unsigned b = static_cast<unsigned>(__cvta_generic_to_shared(bar)), d = static_cast<unsigned>(__cvta_generic_to_shared(s));
  asm volatile("mbarrier.init.shared::cta.b64 [%1], %0;" ::"r"(128u), "r"(b));
  asm volatile("fence.mbarrier_init.release.cluster; \n" ::);
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n" ::"r"(d), "l"(g), "r"(1024), "r"(b) : "memory");
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%1], %0; \n\t" ::"r"(1024), "r"(b));
  asm volatile("{\n\t.reg .pred P1; \n\tLAB_WAIT: \n\tmbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1, %2; \n\t@P1 bra DONE; \n\tbra LAB_WAIT; \n\tDONE: \n\t}" ::"r"(b), "r"(parity), "r"(0x989680));
  asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;\n" ::"l"(g), "r"(d), "r"(1024) : "memory");
  asm volatile("cp.async.bulk.commit_group;");
  asm volatile("cp.async.bulk.wait_group.read %0;" ::"n"(0) : "memory");
  asm volatile("fence.proxy.async.shared::cta;");
  asm volatile("nanosleep.u32 %0;" ::"r"(ns));
  __nanosleep(ns);
  unsigned pred = 0; int lane = 0;
  asm volatile("{\n.reg .b32 %%rx;\n.reg .pred %%px;\n elect.sync %%rx|%%px, %2;\n@%%px mov.s32 %1, 1;\n mov.s32 %0, %%rx;\n}\n" : "+r"(lane), "+r"(pred) : "r"(0xffffffff));
  unsigned res;
  asm volatile("{\n\t .reg .f16x2 sela;\n\t set.gtu.u32.f16x2 sela, %1, %2;\n\t and.b32 %0, sela, %1;\n}\n" : "=r"(res) : "r"(pred), "r"(0u));
}
