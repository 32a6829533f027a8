/* Links a library that is not on the loader's path, so dlopen fails. */
#define FIXTURE_ABI CW_PLUGIN_ABI_VERSION
#define FIXTURE_NAME "needsdep"
#define FIXTURE_COVERED 1
#include "fixture_common.h"
extern int cw_fixture_missing_dependency(void);
CW_PLUGIN_EXPORT int crosswarp_backend_score(char *reason, size_t n) {
  (void)reason, (void)n;
  return cw_fixture_missing_dependency();
}
CW_PLUGIN_EXPORT const cw_backend_iface *crosswarp_backend_init(void) { return &fixture_iface; }
