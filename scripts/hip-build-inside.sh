#!/bin/sh
# Runs inside the ROCm chroot (scripts/hip-chroot.sh build): the ordinary CMake build a ROCm user
# runs, plugins only, then the HIP build's own checks: it links, it exports only the two plugin
# symbols, and it carries a code object for every target architecture.
set -eu
ARCHS="gfx90a;gfx942;gfx1100"
cmake -S . -B build-hip -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCROSSWARP_CORE=OFF -DCROSSWARP_SIMT=OFF -DCROSSWARP_CUDA=OFF -DCROSSWARP_HIP=ON \
  -DCMAKE_HIP_COMPILER=/usr/bin/clang++-17 -DCMAKE_HIP_ARCHITECTURES="$ARCHS" >build-hip.configure.log 2>&1 \
  || { cat build-hip.configure.log; exit 1; }
ninja -C build-hip
plugin=build-hip/lib/crosswarp/libcrosswarp-backend-hip.so
mkdir -p build-hip/out
{
  echo "plugin: libcrosswarp-backend-hip.so"
  echo "hipcc: $(hipcc --version 2>/dev/null | grep -m1 'HIP version')"
  echo "clang: $(clang++-17 --version | head -1)"
  echo "exported symbols:"
  nm -D --defined-only "$plugin" | awk '$2 ~ /^[TDB]$/ {print "  " $3}'
  echo "needed libraries:"
  objdump -p "$plugin" | awk '/NEEDED/ {print "  " $2}'
  echo "code objects:"
  # The device code sits in the .hip_fatbin section as a clang offload bundle.
  objcopy --dump-section .hip_fatbin=build-hip/fatbin.bin "$plugin" 2>/dev/null \
    && clang-offload-bundler-17 --list --type=o --input=build-hip/fatbin.bin | sed 's/^/  /'
} > build-hip/out/hip-build-report.txt
cp "$plugin" build-hip/out/
# Checks: exactly the two plugin symbols are exported; every architecture has a code object.
exported=$(nm -D --defined-only "$plugin" | awk '$2 ~ /^[TDB]$/ {print $3}' | sort | tr '\n' ' ')
[ "$exported" = "crosswarp_backend_init crosswarp_backend_score " ] || { echo "unexpected exports: $exported"; exit 1; }
for a in gfx90a gfx942 gfx1100; do
  grep -q "hipv4-amdgcn-amd-amdhsa--$a" build-hip/out/hip-build-report.txt \
    || { echo "no code object for $a"; cat build-hip/out/hip-build-report.txt; exit 1; }
done
cat build-hip/out/hip-build-report.txt
