__device__ void f(unsigned d, const int* s, int n, unsigned long long pol, unsigned long long* w) {
  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(s));
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16;" ::"r"(d), "l"(s));
  asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 8, %2, %3;" ::"r"(d), "l"(s), "r"(n),
               "l"(pol));
  asm volatile("cp.async.commit_group;\n" ::);
  asm volatile("cp.async.wait_group %0;\n" ::"n"(1));
  asm volatile("cvta.to.shared.u64 %0, %1;" : "=l"(w) : "l"(s));
  asm volatile("ld.volatile.shared.v2.u64 {%0,%1}, [%2];" : "=l"(w[0]), "=l"(w[1]) : "l"(w));
  asm("st.shared.b32 [%0], %1;" ::"r"(a), "r"(n));
}
