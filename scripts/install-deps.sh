#!/usr/bin/env bash
# Installs what crosswarp needs on Debian 12 (run as root; apt must be reachable). Idempotent:
# packages already present are not fetched again.
set -euo pipefail
PACKAGES=(
  build-essential cmake ninja-build pkg-config ccache git
  nlohmann-json3-dev libcli11-dev libutf8proc-dev libopenblas-dev libboost-context-dev
  libgtest-dev libbenchmark-dev
  clang libclang-rt-14-dev   # libFuzzer and the sanitizers' runtime for the fuzz build
  debootstrap               # the Debian 13 chroot that builds the HIP plugin (scripts/hip-chroot.sh)
  python3
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
