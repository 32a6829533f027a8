// The op contract's validator and helpers (src/runtime/ops.cpp), compiled into each GPU plugin:
// the plugins do not link libcrosswarp, and one definition keeps them checking exactly what the
// CPU backend checks.
#include "runtime/ops.cpp"
