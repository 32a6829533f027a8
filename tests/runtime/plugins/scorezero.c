/* score() says it cannot run here, with a reason. */
#define FIXTURE_ABI CW_PLUGIN_ABI_VERSION
#define FIXTURE_NAME "scorezero"
#define FIXTURE_COVERED 1
#include "fixture_common.h"
CW_PLUGIN_EXPORT int crosswarp_backend_score(char *reason, size_t n) {
  snprintf(reason, n, "fixture: no device of this kind here");
  return 0;
}
CW_PLUGIN_EXPORT const cw_backend_iface *crosswarp_backend_init(void) { return &fixture_iface; }
