#!/usr/bin/env bash
# Packs what the GPU machine needs to run this build: the executables (CLI, tests, benchmarks),
# libcrosswarp, the plugins, and the Debian 12 shared libraries they link that an Ubuntu image
# lacks (OpenBLAS, utf8proc, Boost.Context, gfortran). Run there with
#   LD_LIBRARY_PATH=$DIST/lib:$DIST/lib/deps $DIST/bin/crosswarp doctor
#   usage: scripts/device-dist.sh BUILD_DIR DIST_DIR [EXECUTABLE_NAME...]
set -euo pipefail
build=$1 dist=$2; shift 2
rm -rf "$dist"; mkdir -p "$dist/bin" "$dist/lib/crosswarp" "$dist/lib/deps"
if [ $# -gt 0 ]; then
  for exe in "$@"; do cp "$build/bin/$exe" "$dist/bin/"; done
else
  cp "$build"/bin/* "$dist/bin/"
fi
cp -P "$build"/lib/libcrosswarp*.so* "$dist/lib/"
cp "$build"/lib/crosswarp/libcrosswarp-backend-{cuda,simt}.so "$dist/lib/crosswarp/" 2>/dev/null || true
# OpenBLAS is not linked (the CPU backend dlopens libopenblas.so.0 on first use, src/cpu/ops/blas.cpp),
# so ldd does not list it: the library the dynamic linker resolves that name to goes in too.
openblas=$(ldconfig -p | awk '$1 == "libopenblas.so.0" && !f {print $NF; f = 1}')
[ -n "$openblas" ] && { cp -L "$openblas" "$dist/lib/deps/libopenblas.so.0"; }
for f in "$dist"/bin/* "$dist"/lib/*.so* "$dist"/lib/crosswarp/*.so ${openblas:+"$openblas"}; do
  ldd "$f" 2>/dev/null | awk '/=>/ {print $3}'
done | sort -u | grep -E 'openblas|utf8proc|boost_context|gfortran|quadmath' | while read -r lib; do
  cp -L "$lib" "$dist/lib/deps/"
done
strip --strip-unneeded "$dist"/bin/* "$dist"/lib/*.so* "$dist"/lib/crosswarp/*.so 2>/dev/null || true
du -sh "$dist"
