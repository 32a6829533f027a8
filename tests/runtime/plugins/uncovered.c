/* Loads and has a device, but carries no code for the device's architecture. */
#define FIXTURE_ABI CW_PLUGIN_ABI_VERSION
#define FIXTURE_NAME "uncovered"
#define FIXTURE_COVERED 0
#include "fixture_common.h"
CW_PLUGIN_EXPORT int crosswarp_backend_score(char *reason, size_t n) {
  (void)reason, (void)n;
  return 5;
}
CW_PLUGIN_EXPORT const cw_backend_iface *crosswarp_backend_init(void) { return &fixture_iface; }
