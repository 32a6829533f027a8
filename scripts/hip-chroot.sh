#!/usr/bin/env bash
# Makes (once) and reuses a Debian 13 (trixie) chroot holding ROCm 5.7's hipcc (clang 17) and
# Debian 13's rocBLAS, hipBLAS, hipCUB, rocPRIM, hipRAND, RCCL and the hip*/roc* sparse, solver and FFT
# headers (rocSPARSE, rocSOLVER, rocFFT too, for what `crosswarp port --roc` writes). It stands in for a
# machine with a real ROCm install: the HIP build inside it is the ordinary CMake build a ROCm user runs.
# Debian 12's own ROCm (hipcc 5.2) has no gfx942 and no rocBLAS/hipBLAS/RCCL (ARCHITECTURE.md).
#
#   scripts/hip-chroot.sh ensure          make the chroot if missing; print its path
#   scripts/hip-chroot.sh build SRC OUT   build the HIP plugin from SRC inside it, copy artifacts to OUT
#
# The chroot lives outside the clone: $CROSSWARP_HIP_CHROOT, default ~/.cache/crosswarp/rocm-trixie.
set -euo pipefail

CHROOT=${CROSSWARP_HIP_CHROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/crosswarp/rocm-trixie}
PACKAGES="hipcc librocblas-dev libhipblas-dev librccl-dev libhipcub-dev librocprim-dev libhiprand-dev libhipsparse-dev libhipfft-dev librocthrust-dev libhipsolver-dev hipify-perl \
librocrand-dev librocsparse-dev librocsolver-dev librocfft-dev libroctx-dev cmake ninja-build g++ file binutils"
STAMP_VERSION=5   # bump when PACKAGES changes so existing chroots are completed

log() { echo "hip-chroot: $*" >&2; }

# The mirror comes from this machine's own apt configuration (never hard-coded in the repository).
mirror_uri() {
  local uri=""
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    uri=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources)
  fi
  if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
    uri=$(awk '$1=="deb" && $0 !~ /security/ {for(i=2;i<=NF;i++) if ($i ~ /^(https?|file):/) {print $i; exit}}' /etc/apt/sources.list)
  fi
  [ -n "$uri" ] || { log "cannot find a Debian mirror in /etc/apt/sources.list*"; exit 2; }
  echo "$uri"
}

ensure() {
  if [ -f "$CHROOT/.crosswarp-ready-$STAMP_VERSION" ]; then echo "$CHROOT"; return; fi
  command -v debootstrap >/dev/null || { log "debootstrap is not installed (apt-get install debootstrap)"; exit 2; }
  local uri; uri=$(mirror_uri)
  if [ ! -x "$CHROOT/usr/bin/apt-get" ]; then
    log "debootstrap trixie into $CHROOT (about 40 s)"
    rm -rf "$CHROOT"; mkdir -p "$(dirname "$CHROOT")"
    debootstrap --variant=minbase trixie "$CHROOT" "$uri" >"$CHROOT.debootstrap.log" 2>&1 \
      || { log "debootstrap failed; see $CHROOT.debootstrap.log"; tail -5 "$CHROOT.debootstrap.log" >&2; exit 1; }
  fi
  cp /etc/resolv.conf "$CHROOT/etc/resolv.conf" 2>/dev/null || true
  log "installing ROCm packages in the chroot (about 70 s)"
  chroot "$CHROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $PACKAGES" \
    >"$CHROOT.apt.log" 2>&1 || { log "package install failed; see $CHROOT.apt.log"; tail -5 "$CHROOT.apt.log" >&2; exit 1; }
  touch "$CHROOT/.crosswarp-ready-$STAMP_VERSION"
  echo "$CHROOT"
}

build() {
  local src=$1 out=$2
  ensure >/dev/null
  local inside=/tmp/crosswarp-src
  rm -rf "$CHROOT$inside"; mkdir -p "$CHROOT$inside"
  # Copy (not bind-mount) the sources: no mount privileges are needed and the host tree stays untouched.
  tar -C "$src" --exclude=./build --exclude='./build-*' --exclude=./.git -cf - . | tar -C "$CHROOT$inside" -xf -
  chroot "$CHROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    sh -c "cd $inside && sh scripts/hip-build-inside.sh"
  mkdir -p "$out"
  cp -a "$CHROOT$inside/build-hip/out/." "$out/"
}

case "${1:-}" in
  ensure) ensure ;;
  build) [ $# -eq 3 ] || { log "usage: $0 build SRC OUT"; exit 2; }; build "$2" "$3" ;;
  *) echo "usage: $0 ensure | build SRC OUT" >&2; exit 2 ;;
esac
