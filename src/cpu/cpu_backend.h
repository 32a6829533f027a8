// The built-in CPU backend: the same ABI table the plugins export, implemented in-process.
// "Device" memory is host memory; streams run their work at once (the CPU ops use threads inside).
#pragma once

#include <crosswarp/plugin_abi.h>

namespace crosswarp::cpu {

const cw_backend_iface* backend_iface();

}  // namespace crosswarp::cpu
