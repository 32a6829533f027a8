// The differential harness's float64 reference for every op in src/runtime/ops.h. It reads a
// cw_op_call whose float tensors hold double data (dtype CW_F64) and whose integer tensors hold
// int64 data (dtype CW_I64), with the call's shapes and strides, and writes the outputs the same way.
// Written from the op contract, not from any backend's code.
#pragma once

#include <crosswarp/plugin_abi.h>

namespace crosswarp::test {

void reference_run(const cw_op_call& call);

}  // namespace crosswarp::test
