#!/bin/bash
# Runs Debian 13's hipify-perl (in the HIP chroot, scripts/hip-chroot.sh) behind `crosswarp port`'s command line, so that
# bench/port/hipify_conformance.py can score hipify-perl on the same tests in the same run:
#   python3 bench/port/hipify_conformance.py TESTS bench/port/hipify_perl_port.sh
# Options hipify-perl has (-roc, -experimental, the kernel-launch syntaxes) are passed on, the others dropped;
# -p (compilation databases) is refused (exit 2), as hipify-perl has no such mode. Scoring only.
C=${CROSSWARP_HIP_CHROOT:-$HOME/.cache/crosswarp/rocm-trixie}
if [ "$2" = "--help" ]; then echo "usage"; exit 0; fi
shift  # port
opts=(-quiet-warnings); file=""; out=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift 2;;
    -p) exit 2;;
    --roc) opts+=(-roc); shift;;
    --hip-kernel-execution-syntax) opts+=(-hip-kernel-execution-syntax); shift;;
    --cuda-kernel-execution-syntax) opts+=(-cuda-kernel-execution-syntax); shift;;
    --experimental) opts+=(-experimental); shift;;
    --miopen|--use-hip-data-types|--amap|--skip-excluded-preprocessor-conditional-blocks|--default-preprocessor|--no-lint) shift;;
    -*) shift;;
    *) file="$1"; shift;;
  esac
done
mkdir -p "$C/tmp"; d=$(mktemp -d -p "$C/tmp"); b=$(basename "$file"); cp "$file" "$d/$b"
chroot $C hipify-perl "${opts[@]}" "/tmp/$(basename $d)/$b" > "$out" 2>/dev/null
rc=$?; rm -rf "$d"; [ $rc -eq 0 ] && exit 0 || exit 1
