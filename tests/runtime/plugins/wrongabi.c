/* Built against a future ABI version. */
#define FIXTURE_ABI (CW_PLUGIN_ABI_VERSION + 41)
#define FIXTURE_NAME "wrongabi"
#define FIXTURE_COVERED 1
#include "fixture_common.h"
CW_PLUGIN_EXPORT int crosswarp_backend_score(char *reason, size_t n) {
  (void)reason, (void)n;
  return 5;
}
CW_PLUGIN_EXPORT const cw_backend_iface *crosswarp_backend_init(void) { return &fixture_iface; }
