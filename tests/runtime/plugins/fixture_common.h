/* Test fixtures for the plugin registry: small plugins, some deliberately broken. Each .c file is
 * built as libcrosswarp-backend-<name>.so by tests/runtime/CMakeLists.txt. */
#include <crosswarp/plugin_abi.h>
#include <stdio.h>
#include <string.h>

static const char *fixture_last_error(void) { return "fixture error"; }
static int fixture_device_count(int *count) {
  *count = 1;
  return CW_OK;
}
static int fixture_device_info(int device, cw_device_info *info) {
  if (device != 0) return CW_E_NO_DEVICE;
  memset(info, 0, sizeof(*info));
  snprintf(info->name, sizeof(info->name), "Fixture GPU");
  snprintf(info->arch, sizeof(info->arch), "gfx942");
  info->wavefront_size = 64;
  info->compute_units = 304;
  info->memory_total = 192ull << 30;
  info->memory_free = 190ull << 30;
  info->arch_covered = FIXTURE_COVERED;
  return CW_OK;
}
static cw_backend_iface fixture_iface = {
    FIXTURE_ABI, FIXTURE_NAME, "fixture build", "gfx942", fixture_last_error, fixture_device_count,
    fixture_device_info};
