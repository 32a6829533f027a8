/* Exports init() but not score(). */
#define FIXTURE_ABI CW_PLUGIN_ABI_VERSION
#define FIXTURE_NAME "missingscore"
#define FIXTURE_COVERED 1
#include "fixture_common.h"
CW_PLUGIN_EXPORT const cw_backend_iface *crosswarp_backend_init(void) { return &fixture_iface; }
