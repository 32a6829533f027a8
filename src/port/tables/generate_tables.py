#!/usr/bin/env python3
"""Generates src/port/tables/<library>_table.inc from the real headers.

CUDA names come from the CUDA 13 headers (every identifier with the library's prefix that the headers
declare, outside comments). A HIP name is proposed by the library's naming rule (cudaX -> hipX,
cublasX -> hipblasX, CU_X_Y -> hipXY, ...) or by the hand-written list in overrides.py, and accepted
only if it appears in the HIP 5.7 headers of Debian 13 (the chroot made by scripts/hip-chroot.sh).
A CUDA name whose declaration carries a DEPRECATED marker is recorded as deprecated; one without a HIP
name is recorded as unsupported.

usage: generate_tables.py [--cuda /usr/local/cuda/include] [--hip CHROOT/usr/include] [--out DIR]
Re-run after changing overrides.py; the .inc files are committed so the build needs no headers.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import overrides  # noqa: E402

IDENT = re.compile(r"[A-Za-z_]\w*")
SUBST = re.compile(r'^\s*subst\("([^"]+)", "([^"]*)", "[a-z_]+"\);', re.M)


def perl_facts(path):
    """Mappings HIPIFY's hipify-perl (from the HIP chroot) knows: {section: {cuda: hip}}, plus its lists of
    deprecated/removed CUDA names and the HIP version of each experimentally supported one. Facts only: every
    HIP name is still checked against the HIP headers before it is used (versioned ones excepted)."""
    facts = dict(simple={}, roc={}, experimental={}, deprecated=set(), versions={})
    if not os.path.exists(path):
        print(f"warning: no hipify-perl at {path}: naming rules and overrides.py only", file=sys.stderr)
        return facts
    text = open(path, encoding="utf-8", errors="replace").read()
    for section, key in (("simpleSubstitutions", "simple"), ("rocSubstitutions", "roc"),
                         ("experimentalSubstitutions", "experimental")):
        start = text.find("sub " + section + " {")
        if start < 0:
            continue
        body = text[start:text.find("\n}\n", start)]
        for cuda, hip in SUBST.findall(body):
            facts[key].setdefault(cuda, hip)
    for table, key in (("deprecated_funcs", "deprecated"), ("removed_funcs", "deprecated"),
                       ("experimental_funcs", "versions")):
        start = text.find("my %" + table + " = (")
        if start < 0:
            continue
        body = text[start:text.find(");", start)]
        for cuda, ver in re.findall(r'"(\w+)" => "([\d.]+)"', body):
            if key == "versions":
                facts["versions"][cuda] = ver
            else:
                facts["deprecated"].add(cuda)
    return facts


def version_tuple(v):
    return tuple(int(x) for x in v.split(".") if x.isdigit())


def library_of(name):
    """Which of our tables a CUDA name from hipify-perl belongs to ("" for libraries we do not map)."""
    rules = [("blas", r"(cublas|CUBLAS_)(?!Lt|LT)"), ("rand", r"(curand|CURAND_)"), ("fft", r"(cufft|CUFFT_)"),
             ("sparse", r"(cusparse|CUSPARSE_)"), ("dnn", r"cudnn"), ("nccl", r"(nccl[A-Z]|NCCL_)"),
             ("solver", r"(cusolver|CUSOLVER_)"),
             ("runtime", r"(cuda[A-Z]|CUDART_|CUDA_R_|CUDA_C_|nvrtc[A-Z]|NVRTC_)"),
             ("driver", r"(cu[A-Z]|CU[a-z]|CU_|CUDA_|make_cu[A-Z])"),
             ("device", r"__[a-z]")]
    for lib, pat in rules:
        if re.match(pat, name):
            return lib
    return ""


def strip_comments(text):
    out = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    out = re.sub(r"//[^\n]*", " ", out)
    out = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', out)
    return out


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return strip_comments(f.read())


MAKE_VECTOR = re.compile(r"\bDECLOP_MAKE_(?:ONE|TWO|THREE|FOUR)_COMPONENT\(\s*[\w ]+,\s*(\w+)\s*\)")


def hip_identifiers(hip_root):
    """Every identifier in the HIP-side headers (excluding hip/nvidia_detail, which maps HIP to CUDA)."""
    names = set()
    for sub in ["hip", "hipblas", "hipcub", "hiprand", "rocrand", "rocblas", "rccl", "hipfft", "hipsparse",
                "rocsparse", "rocprim", "thrust", "hipsolver", "rocsolver", "miopen", "hipblaslt", "hiptensor",
                "roctracer"]:
        base = os.path.join(hip_root, sub)
        for dirpath, _, files in os.walk(base):
            if "nvidia_detail" in dirpath:
                continue
            for fn in files:
                if fn.endswith((".h", ".hpp", ".cuh", ".inl")) or "." not in fn:
                    text = read(os.path.join(dirpath, fn))
                    names.update(IDENT.findall(text))
                    # amd_hip_vector_types.h declares make_double4 & co. through a macro: make_##type
                    names.update("make_" + t for t in MAKE_VECTOR.findall(text))
    for fn in os.listdir(hip_root):
        if fn.startswith(("hip", "roc", "rccl")) and fn.endswith(".h"):
            names.update(IDENT.findall(read(os.path.join(hip_root, fn))))
    return names


def classify(text, name):
    """(kind, deprecated) of `name` from its first declaration in `text`."""
    if re.search(r"#\s*define\s+" + name + r"\b", text):
        return "Macro", False
    # the first use that is not the replacement another declaration's deprecation macro names
    # (cusparse.h: `CUSPARSE_DEPRECATED_REPLACE_WITH(cusparseSpMM)` before cusparseSbsrmm)
    for m in re.finditer(r"\b" + name + r"\b", text):
        if not re.search(r"DEPRECATED\w*\(\s*$", text[text.rfind("\n", 0, m.start()) + 1:m.start()]):
            break
    else:
        return "Type", False
    start = max(text.rfind(";", 0, m.start()), text.rfind("}", 0, m.start()), text.rfind("{", 0, m.start()))
    # the declaration's own text: preprocessor lines in between (#define __DEPRECATED__ ..., #if) are not part of it
    lines = [l for l in text[start + 1:m.start()].split("\n") if not l.lstrip().startswith("#")]
    # a previous declaration that ends without ';' (`... ) __DEF_IF_HOST`) ends where its line ends with ')'
    for k in range(len(lines) - 2, -1, -1):
        # (not a line that is only a deprecation macro: `CUSPARSE_DEPRECATED_REPLACE_WITH(cusparseSpMM)`)
        if re.search(r"\)\s*[A-Z_]*\s*$", lines[k]) and not re.match(r"\s*\w*DEPRECATED\w*\(.*\)\s*$", lines[k]):
            lines = lines[k + 1:]
            break
    before = "\n".join(lines)
    after = text[m.end():m.end() + 200]
    deprecated = "DEPRECATED" in before or "deprecated" in before
    # enumerator: inside an enum body, followed by '=' or ',' or '}'
    enum_open = text.rfind("enum", 0, m.start())
    if enum_open != -1 and text.find("}", enum_open) > m.start() and re.match(r"\s*[=,}]", after):
        return "Enum", deprecated
    if re.match(r"\s*\(", after) and "typedef" not in before:
        return "Function", deprecated
    return "Type", deprecated


def camel(words):
    return "".join(w[:1].upper() + w[1:].lower() for w in words.split("_") if w)


def collect(cuda_root, files, patterns):
    names = {}
    for rel in files:
        path = os.path.join(cuda_root, rel)
        if not os.path.exists(path):
            continue
        text = read(path)
        for pat in patterns:
            for m in re.finditer(r"\b(" + pat + r")\b", text):
                name = m.group(1)
                if name not in names:
                    names[name] = classify(text, name)
    return names


LIBRARIES = {
    "runtime": dict(
        files=["cuda_runtime_api.h", "driver_types.h", "cuda_runtime.h", "surface_types.h", "texture_types.h",
               "library_types.h", "cuda_device_runtime_api.h", "channel_descriptor.h", "cuda_texture_types.h",
               "cuda_surface_types.h", "math_constants.h", "nvrtc.h", "cuda_gl_interop.h"],
        patterns=[r"cuda[A-Z]\w*", r"CUDART_\w+", r"CUDA_R_\w+", r"CUDA_C_\w+", r"nvrtc[A-Z]\w*", r"NVRTC_\w+"],
    ),
    "driver": dict(
        files=["cuda.h", "cuComplex.h", "cudaGL.h"],
        patterns=[r"cu[A-Z]\w*", r"CU[a-z]\w*", r"CU_\w+", r"CUDA_\w+", r"make_cu[A-Z]\w*"],
    ),
    "device": dict(
        files=["sm_20_intrinsics.h", "sm_30_intrinsics.h", "sm_32_intrinsics.h", "sm_35_intrinsics.h",
               "sm_60_atomic_functions.h", "sm_61_intrinsics.h", "device_atomic_functions.h",
               "sm_20_atomic_functions.h", "sm_32_atomic_functions.h", "crt/sm_70_rt.h", "crt/sm_80_rt.h",
               "crt/sm_90_rt.h", "crt/device_functions.h", "crt/device_double_functions.h", "cuda_fp16.h",
               "cuda_bf16.h"],
        patterns=[r"__(?!nv_|cuda|internal|CUDA|DEVICE|SM_|device__|host__|global__|inline|forceinline)"
                  r"[a-z]\w*[a-z0-9](?<!__)"],
    ),
    "blas": dict(files=["cublas_api.h", "cublas_v2.h", "cublas.h"], patterns=[r"cublas[A-Z]\w*", r"CUBLAS_\w+"]),
    "rand": dict(files=["curand.h", "curand_kernel.h", "curand_discrete.h", "curand_discrete2.h",
                        "curand_normal.h", "curand_uniform.h", "curand_poisson.h", "curand_log_normal.h",
                        "curand_mtgp32_host.h", "curand_mtgp32_kernel.h", "curand_philox4x32_x.h",
                        "curand_mrg32k3a.h", "curand_precalc.h"],
                 patterns=[r"curand\w*", r"CURAND_\w+"]),
    "fft": dict(files=["cufft.h", "cufftXt.h"], patterns=[r"cufft\w+", r"CUFFT_\w+"]),
    "sparse": dict(files=["cusparse.h"], patterns=[r"cusparse\w+", r"CUSPARSE_\w+"]),
    "nccl": dict(files=["nccl.h"], patterns=[r"nccl[A-Z]\w*", r"NCCL_\w+"]),
    "dnn": dict(files=["cudnn_graph.h", "cudnn_ops.h", "cudnn_cnn.h", "cudnn_adv.h", "cudnn.h"],
                patterns=[r"cudnn[A-Z]\w*"]),
    "solver": dict(files=["cusolver_common.h", "cusolverDn.h", "cusolverSp.h", "cusolverRf.h",
                          "cusolverSp_LOWLEVEL_PREVIEW.h", "cusolverMg.h"],
                   patterns=[r"cusolver\w+", r"CUSOLVER_\w+", r"CUSOLVER(?:RF|DN)_\w*[A-Z0-9]\b"]),
    "blaslt": dict(files=["cublasLt.h"], patterns=[r"cublasLt\w+", r"CUBLASLT_\w+"]),
    "sparselt": dict(files=["cusparseLt.h"], patterns=[r"cusparseLt\w+", r"CUSPARSELT_\w+"]),
    "tensor": dict(files=["cutensor.h", "cutensor/types.h"], patterns=[r"cutensor\w+", r"CUTENSOR_\w+"]),
    # NVTX (header-only, in the toolkit's nvtx3/): its annotation calls map to roctx (roctracer's roctx.h)
    "nvtx": dict(files=["nvtx3/nvToolsExt.h", "nvtx3/nvToolsExtCuda.h", "nvtx3/nvToolsExtCudaRt.h"],
                 patterns=[r"nvtx[A-Z]\w*"]),
    # GPUDirect Storage: cufile.h is not part of every toolkit install (not of this one); overrides.py lists it
    "file": dict(files=["cufile.h"], patterns=[r"cuFile\w+", r"CUfile\w+", r"CU_FILE_\w+", r"CUFILE_\w+"]),
}


def candidates(lib, name):
    """HIP names the library's naming rules propose for `name`, most likely first."""
    base = re.sub(r"_v2$", "", name)
    c = []
    if lib == "runtime":
        if base.startswith("cuda"):
            c.append("hip" + base[4:])
        if base.startswith("CUDART_"):
            c.append("HIP_" + base[7:])  # hip_math_constants.h: CUDART_PI_F -> HIP_PI_F
            c.append("HIPRT_" + base[7:])
        if base.startswith("nvrtc"):
            c.append("hiprtc" + base[5:])
        if base.startswith("NVRTC_"):
            c.append("HIPRTC_" + base[6:])
        if base.startswith(("CUDA_R_", "CUDA_C_")):
            c.append("HIP_" + base[5:])
    elif lib == "driver":
        if re.match(r"cu[A-Z]", base):
            c.append("hip" + base[2:])
        if re.match(r"CU[a-z]", base):
            c.append("hip" + base[2:].capitalize() + "_t")
            c.append("hip" + base[2:] + "_t")
        if base.startswith("CUDA_ERROR_"):
            c.append("hipError" + camel(base[11:]))
        if base.startswith("CU_"):
            rest = base[3:]
            c.append("HIP_" + rest)
            c.append("hip" + camel(rest))
        if base.startswith("CUDA_"):
            c.append("HIP_" + base[5:])
        if base.startswith("make_cu"):
            c.append("make_hip" + base[7:])  # cuComplex.h: make_cuFloatComplex -> make_hipFloatComplex
    elif lib == "device":
        c.append(name)
    elif lib == "blas":
        c += [base.replace("cublas", "hipblas", 1), base.replace("CUBLAS_", "HIPBLAS_", 1)]
    elif lib == "rand":
        c += [base.replace("curand", "hiprand", 1), base.replace("CURAND_", "HIPRAND_", 1)]
    elif lib == "fft":
        c += [base.replace("cufft", "hipfft", 1), base.replace("CUFFT_", "HIPFFT_", 1)]
    elif lib == "sparse":
        c += [base.replace("cusparse", "hipsparse", 1), base.replace("CUSPARSE_", "HIPSPARSE_", 1)]
    elif lib == "solver":
        c += [base.replace("cusolver", "hipsolver", 1), base.replace("CUSOLVER_", "HIPSOLVER_", 1)]
    elif lib == "nccl":
        c.append(name)
    elif lib == "nvtx":
        c.append(name.replace("nvtx", "roctx", 1))  # nvtxRangePushA -> roctxRangePushA, nvtxMark -> roctxMark
    elif lib == "dnn":
        c.append(base.replace("cudnn", "miopen", 1))
    return [x for x in c if x != ""]


def snake(words):
    """cuSPARSE/cuRAND camel case -> the roc* libraries' snake case: ZgemviBufferSize -> zgemvi_buffer_size."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", words).lower()


def roc_candidates(name):
    base = re.sub(r"_v2$", "", name)
    if base.startswith("cublas"):
        rest = base[6:]
        return ["rocblas_" + rest[:1].lower() + rest[1:], "rocblas_" + rest.lower()]
    if base.startswith("CUBLAS_"):
        return ["rocblas_" + base[7:].lower()]
    if base.startswith("cusparse"):
        # cusparseZgemvi_bufferSize -> rocsparse_zgemvi_buffer_size; rocSPARSE drops the "2" of the csrsv2/csrsm2
        # (and csrilu02/bsric02) generation and the Ext of bufferSizeExt, and has no X prefix for the index-only routines
        rest = snake(base[8:].replace("_bufferSizeExt", "_bufferSize"))
        c = ["rocsparse_" + rest]
        m = re.match(r"(x?)([a-z]+?0?)2(_\w+)?$", rest)  # csrsv2 -> csrsv, csrilu02 -> csrilu0
        if m:
            c.append("rocsparse_" + m.group(2) + (m.group(3) or ""))
        return c
    if base.startswith("CUSPARSE_"):
        return ["rocsparse_" + base[9:].lower()]
    if base.startswith("curand_"):
        return ["rocrand_" + base[7:]]  # device functions: curand_normal -> rocrand_normal
    if base.startswith("curand"):
        return ["rocrand_" + snake(re.sub(r"_t$", "", base[6:]))]
    if base.startswith("CURAND_"):
        return ["ROCRAND_" + base[7:]]
    return []


# rocBLAS's ILP64 API (*_64), by the release that added it (rocBLAS's changelog): Level 1 and the Level 1
# extensions in rocBLAS 4.1 (ROCm 6.1), Level 2 and trsm in 4.2 (ROCm 6.2). Other Level 3 routines gained *_64
# later, in a release the changelog does not name: left unmapped (reported) rather than guessed.
ROCBLAS_ILP64 = [
    (r"rocblas_i?(s|d|c|z|cs|zd|sc|dz)?(amax|amin|asum|axpy|copy|dotc|dotu|dot|nrm2|rotg|rotmg|rotm|rot|scal|swap)"
     r"(_batched|_strided_batched)?", "6.1.0"),
    (r"rocblas_(axpy|dotc|dot|nrm2|rot|scal)(_batched|_strided_batched)?_ex", "6.1.0"),
    (r"rocblas_(s|d|c|z)(gbmv|gemv|gerc|geru|ger|hbmv|hemv|her2|her|hpmv|hpr2|hpr|sbmv|spmv|spr2|spr|symv|syr2|syr"
     r"|tbmv|tbsv|tpmv|tpsv|trmv|trsv|trsm)(_batched|_strided_batched)?", "6.2.0"),
]


def rocblas_ilp64_release(roc):
    """The ROCm release whose rocBLAS has `roc`'s *_64 form, or "" where none is established."""
    return next((release for pattern, release in ROCBLAS_ILP64 if re.fullmatch(pattern, roc or "")), "")


BUILTIN_TYPES = ("int", "unsigned", "long", "short", "char", "float", "double", "void", "bool")


def known(target, names):
    """Whether every identifier of `target` (a name, or a type such as ns::engine<false>) is in `names`."""
    return all(w in names or w in ("false", "true") or w in BUILTIN_TYPES for w in IDENT.findall(target)) and target != ""


def cstr(s):
    return '"' + s + '"'


HIPBLAS_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "port", "data",
                             "hipblas_hipify_table.txt")
NEWER_NAMES = os.path.join(os.path.dirname(HIPBLAS_TABLE), "hipify_newer_names.txt")


def fact_rows(path):
    """The whitespace-separated fields of each line of a fact file in tests/port/data (none if it is missing;
    blank lines and # comments skipped)."""
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                yield line.split()


def newer_names(lib, path=NEWER_NAMES):
    """{cuda: (hip, release)} for `lib` from tests/port/data/hipify_newer_names.txt (HIP releases after 5.7)."""
    return {cuda: (hip, release) for table, cuda, hip, release, *_ in fact_rows(path) if table == lib}


def hipblas_hipify(path=HIPBLAS_TABLE):
    """{cuda: (hip, added)} from HIPIFY's CUBLAS table (tests/port/data/hipblas_hipify_table.txt)."""
    return {cuda: (hip, "" if added == "-" else added) for cuda, hip, added, *_ in fact_rows(path)}


HIPBLAS_V2 = set()  # plain hipBLAS names whose hipBLAS 2.x (ROCm 6.x) spelling has _v2 (generate() fills it)


def generate(lib, cuda_root, hip_names, have_miopen, perl, have_hipblaslt=False):
    spec = LIBRARIES[lib]
    hipify_blas = hipblas_hipify() if lib == "blas" else {}
    newer = newer_names(lib)

    def roc_name(cuda):  # the roc* name of `cuda` that the 5.7 headers declare: hipify-perl's, else by the naming rule
        return next((h for h in [perl["roc"].get(cuda, "")] + roc_candidates(cuda) if known(h, hip_names)), "")

    names = collect(cuda_root, spec["files"], spec["patterns"])
    hand = overrides.MAPPINGS.get(lib, {})
    # CUDA names hipify-perl maps that CUDA 13's headers no longer declare (removed): kept, as deprecated, for
    # older code when their HIP name exists.
    removed = {n for n in perl["simple"] if library_of(n) == lib and n not in names and n not in hand}
    rows = []
    for name in sorted(set(names) | set(hand) | removed):
        if name in overrides.NOT_API:
            continue
        if lib == "device" and name.startswith(("__is_", "__builtin", "__attribute", "__declspec", "__alignof",
                                                "__int", "__typeof", "__has_")):
            continue  # compiler keywords and traits, not CUDA device functions
        kind, deprecated = names.get(name, ("Function", False))
        deprecated = deprecated or name in overrides.DEPRECATED or name in removed
        hip, version = "", ""
        if name in hand:
            entry = hand[name]
            hip, version = (entry, "") if isinstance(entry, str) else entry
            # libraries Debian 13 does not ship: their HIP names are checked where they are installed
            unverifiable = (lib == "dnn" and not have_miopen) or (lib == "blaslt" and not have_hipblaslt) or lib == "tensor"
            if hip and not version and not unverifiable and not known(hip, hip_names):
                print(f"warning: {lib}: override {name} -> {hip} not in HIP headers", file=sys.stderr)
                hip = ""
            if name in hipify_blas and hip and hipify_blas[name][0] == hip + "_v2":
                HIPBLAS_V2.add(hip)  # an override of a name whose hipBLAS 2.x spelling is *_v2 keeps that spelling
        elif name in hipify_blas and ("_v2" in hipify_blas[name][0] or name.endswith("_64")):
            # hipBLAS's hipComplex/hipDataType API (HIPIFY's table names its 2.x spelling, *_v2) and ILP64 *_64
            # functions: the table keeps 3.0's plain name (hipblasCaxpy_v2_64 -> hipblasCaxpy_64), with the release
            # that added it unless Debian's hipBLAS declares it; the translator spells it *_v2 for a 6.x target
            hip6, added = hipify_blas[name]
            hip = hip6.replace("_v2", "", 1)
            version = "" if hip in hip_names else added
            if "_v2" in hip6:
                HIPBLAS_V2.add(hip)
        else:
            proposed = ([perl["simple"][name]] if name in perl["simple"] else []) + candidates(lib, name)
            hip = next((h for h in proposed if h in hip_names), "")
            experimental = perl["experimental"].get(name, "")
            if not hip and experimental and version_tuple(perl["versions"].get(name, "0")) > (5, 7):
                hip, version = experimental, perl["versions"][name]  # experimental in HIPIFY, HIP version recorded
            if not hip and name in hipify_blas and version_tuple(hipify_blas[name][1] or "0") > (5, 7):
                # a hipBLAS name newer than Debian's hipBLAS (HIPIFY's CUBLAS table and its release): math modes,
                # newer enumerators and functions
                hip, version = hipify_blas[name]
            if not hip and name in newer:
                # a release after 5.7 (HIPIFY's tables); one recorded at 5.7 or before must be in the 5.7 headers
                later, release = newer[name]
                if version_tuple(release) > (5, 7):
                    hip, version = later, release
                elif later in hip_names:
                    hip = later
                else:
                    print(f"note: {lib}: {name} -> {later} ({release}) not in the 5.7 headers: left unsupported",
                          file=sys.stderr)
        if name in removed and not hip:
            continue  # removed from CUDA and no HIP name: nothing to translate
        roc, roc_ver = "", ""
        hand_roc = overrides.ROC.get(lib, {})
        if lib in ("blas", "sparse", "rand") or name in hand_roc:
            if name in hand_roc:
                roc, roc_version = (hand_roc[name], "") if isinstance(hand_roc[name], str) else hand_roc[name]
                if roc_version:
                    # a roc name newer than 5.7 records its own version where it differs from the HIP name's
                    # (rocRAND 6.2's rocrand_create_generator_host_blocking for hipRAND 5.7's hiprandCreateGeneratorHost,
                    # or a roc name with no HIP one): --hip-version gates the name --roc picks by its version
                    if roc_version != version:
                        roc_ver = roc_version
                elif roc and not known(roc, hip_names):
                    print(f"warning: {lib}: roc override {name} -> {roc} not in the 5.7 headers", file=sys.stderr)
                    roc = ""
            else:
                roc = roc_name(name)
                if not roc and lib == "blas" and name.endswith("_64"):
                    # cuBLAS's ILP64 *_64 functions: rocBLAS's own *_64 of the same routine, from the release that
                    # added that routine's ILP64 API (Debian's rocBLAS 3.0 has none of them)
                    base_roc = roc_name(name[:-3])
                    release = rocblas_ilp64_release(base_roc)
                    if release:
                        roc = base_roc + "_64"
                        if release != version:
                            roc_ver = release
        kind = overrides.KINDS.get(name, "DeviceFunction" if lib == "device" else kind)
        if hip or roc:
            status = "Deprecated" if deprecated else "Supported"
        else:
            # a name CUDA removed (overrides.DEPRECATED, not in the headers) with no HIP equivalent stays
            # deprecated: still named by older code (helper_cuda.h's "case CUFFT_LICENSE_ERROR:")
            status = "Deprecated" if name in overrides.DEPRECATED and name not in names else "Unsupported"
        rows.append(f"    {{{cstr(name)}, {cstr(hip)}, {cstr(roc)}, ApiKind::{kind}, ApiStatus::{status}, "
                    f"{cstr(version)}{', ' + cstr(roc_ver) if roc_ver else ''}}},")
    return rows


HIPDNN_NAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "port", "data",
                            "hipdnn_names.txt")
PERL_KINDS = {"library": "Function", "type": "Type", "numeric_literal": "Enum"}


def hipdnn_rows(perl_path, names_path=HIPDNN_NAMES):
    """cuDNN -> hipDNN, HIPIFY's default for cuDNN (without --miopen): the pairs hipify-perl's simpleSubstitutions
    map to a hipdnn*/HIPDNN_* name, each kept only if the archived hipDNN header declares it (the name list in
    tests/port/data/hipdnn_names.txt, transcribed from that header). hipDNN ships with no ROCm we target, so these
    names cannot be checked against installed headers; the translator reports every use it writes."""
    if not os.path.exists(perl_path):
        return []
    declared = set()
    for line in open(names_path, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            declared.add(line.split()[0])
    text = open(perl_path, encoding="utf-8", errors="replace").read()
    start = text.find("sub simpleSubstitutions {")
    body = text[start:text.find("\n}\n", start)]
    rows = {}
    for cuda, hip, kind in re.findall(r'^\s*subst\("(\w+)", "(\w+)", "([a-z_]+)"\);', body, re.M):
        if not cuda.lower().startswith("cudnn") or not hip.lower().startswith("hipdnn") or kind not in PERL_KINDS:
            continue
        if hip not in declared:
            print(f"note: hipdnn: {cuda} -> {hip} not in the hipDNN header: left unsupported", file=sys.stderr)
            continue
        rows.setdefault(cuda, f"    {{{cstr(cuda)}, {cstr(hip)}, \"\", ApiKind::{PERL_KINDS[kind]}, ApiStatus::Supported, \"\"}},")
    return [rows[k] for k in sorted(rows)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda", default="/usr/local/cuda/include")
    default_chroot = os.environ.get("CROSSWARP_HIP_CHROOT", os.path.expanduser("~/.cache/crosswarp/rocm-trixie"))
    ap.add_argument("--hip", default=os.path.join(default_chroot, "usr/include"))
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = ap.parse_args()
    hip_names = hip_identifiers(args.hip)
    perl = perl_facts(os.path.join(os.path.dirname(args.hip.rstrip("/")), "bin", "hipify-perl"))
    for lib in LIBRARIES:
        rows = generate(lib, args.cuda, hip_names, os.path.isdir(os.path.join(args.hip, "miopen")), perl,
                        os.path.isdir(os.path.join(args.hip, "hipblaslt")))
        path = os.path.join(args.out, f"{lib}_table.inc")
        with open(path + ".tmp", "w") as f:
            f.write(f"// Generated by generate_tables.py from the CUDA and HIP 5.7 headers: {len(rows)} entries.\n")
            f.write("// {cuda, hip, roc, kind, status, hip_version[, roc_version]}\n")
            f.write("\n".join(rows) + "\n")
        os.replace(path + ".tmp", path)
        print(f"{lib}: {len(rows)} entries, "
              f"{sum('Supported' in r for r in rows)} supported", file=sys.stderr)
    if HIPBLAS_V2:
        path = os.path.join(args.out, "hipblas_v2_table.inc")
        with open(path + ".tmp", "w") as f:
            f.write(f"// Generated by generate_tables.py from tests/port/data/hipblas_hipify_table.txt: {len(HIPBLAS_V2)} plain "
                    f"hipBLAS names\n// spelled *_v2 (before a _64) by hipBLAS 2.x, ROCm 6.0 to 6.4 (sorted).\n")
            f.write("".join(f"    {cstr(n)},\n" for n in sorted(HIPBLAS_V2)))
        os.replace(path + ".tmp", path)
        print(f"hipblas_v2: {len(HIPBLAS_V2)} names", file=sys.stderr)
    # HIPIFY's experimentally supported names (hipify-perl's %experimental_funcs, with the HIP version each is
    # experimental from): translated only with --experimental, as hipify-perl applies its experimentalSubstitutions
    # only with -experimental
    if perl["versions"]:
        path = os.path.join(args.out, "experimental_table.inc")
        with open(path + ".tmp", "w") as f:
            f.write(f"// Generated by generate_tables.py from hipify-perl's %experimental_funcs: {len(perl['versions'])} "
                    f"names HIPIFY translates only with --experimental.\n// {{cuda, HIP version it is experimental from}}\n")
            f.write("\n".join(f"    {{{cstr(n)}, {cstr(v)}}}," for n, v in sorted(perl["versions"].items())) + "\n")
        os.replace(path + ".tmp", path)
        print(f"experimental: {len(perl['versions'])} names", file=sys.stderr)
    rows = hipdnn_rows(os.path.join(os.path.dirname(args.hip.rstrip("/")), "bin", "hipify-perl"))
    if rows:
        path = os.path.join(args.out, "hipdnn_table.inc")
        with open(path + ".tmp", "w") as f:
            f.write(f"// Generated by generate_tables.py from hipify-perl's cuDNN -> hipDNN substitutions, each checked "
                    f"against\n// tests/port/data/hipdnn_names.txt (the archived hipDNN header's names): {len(rows)} entries.\n")
            f.write("// {cuda, hipdnn, roc (unused), kind, status, hip_version}\n")
            f.write("\n".join(rows) + "\n")
        os.replace(path + ".tmp", path)
        print(f"hipdnn: {len(rows)} entries", file=sys.stderr)


if __name__ == "__main__":
    main()
