// A fault in one of our guard pages (dynamic shared memory out of bounds, a GPU thread's stack
// overflow) is a bug in the kernel, not in the emulator: say which kernel, block and thread did it,
// append it to $CROSSWARP_SIMT_REPORT, then let the fault take its previous action (by default the
// process dies with SIGSEGV). Other faults pass straight to the previous handler. Not installed
// under AddressSanitizer, which reports faults itself.
#include "block_scheduler.h"
#include "internal.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <mutex>

#if defined(__SANITIZE_ADDRESS__)
#define CW_SIMT_NO_FAULT_HANDLER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CW_SIMT_NO_FAULT_HANDLER 1
#endif
#endif

namespace crosswarp::simt::rt {
#ifndef CW_SIMT_NO_FAULT_HANDLER
namespace {

struct sigaction previous_segv, previous_bus;

void write_all(int fd, const char* s, std::size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, s, n);
    if (w <= 0) return;
    s += w;
    n -= std::size_t(w);
  }
}

void on_fault(int sig, siginfo_t* info, void*) {
  char msg[768];
  if (explain_fault(info->si_addr, msg, sizeof msg)) {
    std::size_t n = std::strlen(msg);
    write_all(2, msg, n);
    if (const char* path = std::getenv("CROSSWARP_SIMT_REPORT")) {
      int fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
      if (fd >= 0) {
        write_all(fd, msg + std::strlen("crosswarp-simt: "), n - std::strlen("crosswarp-simt: "));
        close(fd);
      }
    }
  }
  // Back to the previous action; returning re-runs the faulting access, which now takes it.
  sigaction(sig, sig == SIGSEGV ? &previous_segv : &previous_bus, nullptr);
}

}  // namespace
#endif

void ensure_fault_handler() {
#ifndef CW_SIMT_NO_FAULT_HANDLER
  static std::once_flag installed;
  std::call_once(installed, [] {
    struct sigaction sa {};
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &previous_segv);
    sigaction(SIGBUS, &sa, &previous_bus);
  });
  // A stack overflow leaves no stack to handle it on: each OS thread running blocks gets an
  // alternate signal stack, unless it has one already.
  thread_local bool has_alt_stack = false;
  if (!has_alt_stack) {
    has_alt_stack = true;
    stack_t current{};
    if (sigaltstack(nullptr, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
      constexpr std::size_t kSize = 64 * 1024;
      void* mem = mmap(nullptr, kSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (mem != MAP_FAILED) {
        stack_t alt{};
        alt.ss_sp = mem;
        alt.ss_size = kSize;
        sigaltstack(&alt, nullptr);  // kept for the thread's life
      }
    }
  }
#endif
}

}  // namespace crosswarp::simt::rt
