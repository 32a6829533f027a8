#!/usr/bin/env python3
"""Scores `crosswarp port` against HIPIFY's lit unit tests (tests/unit_tests of ROCm/HIPIFY).

usage: bench/port/hipify_conformance.py TEST_DIR CROSSWARP [--only SUBSTR] [--show-failures N] [--json OUT]
                                        [--port-args "OPTIONS"]

TEST_DIR is a copy of HIPIFY's tests/unit_tests (kept outside this repository); CROSSWARP is the built
binary (build/bin/crosswarp). Example, from the repository root:

    python3 bench/port/hipify_conformance.py /tmp/hipify-tests build/bin/crosswarp

A test is a file with a `// RUN:` line and CHECK lines. Each is run the way HIPIFY's tests/run_test.sh
runs hipify-clang: the options after `%hipify_args N` (N of them) become `crosswarp port` options, -D/-I
clang arguments are passed on, and a folder holding compile_commands.json.in is ported with -p. The
output goes through run_test.sh's `sed -Ee 's|//.+|// |g'` (so the CHECK comments themselves never
match) and the CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT and CHECK-DAG lines are checked FileCheck-style:
in order, horizontal whitespace canonicalised, {{regex}} blocks as regular expressions. FileCheck stops at
the first failure; to count lines, a failed check here is recorded and the next one searched from the
same place. Prints each file's result and the totals: check lines passed/total and files fully passing.
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

SUFFIXES = ('.cu', '.cuh', '.cpp', '.c', '.hpp', '.h')
DIRECTIVE = re.compile(r'\b(CHECK(?:-NEXT|-SAME|-NOT|-DAG|-EMPTY|-LABEL)?):(.*)$')
# Options of hipify-clang that `crosswarp port` accepts under the same name.
PASSED_OPTIONS = {
    '--roc', '--miopen', '--use-hip-data-types', '--hip-kernel-execution-syntax',
    '--cuda-kernel-execution-syntax', '--experimental', '--skip-excluded-preprocessor-conditional-blocks',
    '--default-preprocessor', '--amap',
}


def parse_run(text):
    """(hipify options, clang args) from the file's RUN lines, or None when there is no RUN line."""
    runs = []
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        m = re.search(r'RUN:(.*)$', lines[i])
        if m and lines[i].lstrip().startswith('//'):
            cmd = m.group(1).rstrip()
            while cmd.endswith('\\') and i + 1 < len(lines):
                i += 1
                nxt = re.search(r'RUN:(.*)$', lines[i])
                cmd = cmd[:-1] + ' ' + (nxt.group(1) if nxt else lines[i]).rstrip()
            runs.append(cmd)
        i += 1
    if not runs:
        return None
    try:
        tokens = shlex.split(runs[0])
    except ValueError:
        tokens = runs[0].split()
    opts, clang = [], []
    if '%hipify_args' in tokens:
        k = tokens.index('%hipify_args') + 1
        if k < len(tokens) and tokens[k].isdigit():
            n = int(tokens[k])
            opts = tokens[k + 1:k + 1 + n]
            k += 1 + n
        clang = [t for t in tokens[k:] if t != '%clang_args']
    return opts, clang


def parse_checks(text):
    checks = []
    for lineno, line in enumerate(text.split('\n'), 1):
        m = DIRECTIVE.search(line)
        if m and '//' in line[:m.start()]:
            checks.append((m.group(1), m.group(2).strip(), lineno))
    return checks


def pattern_regex(pattern):
    """FileCheck pattern -> Python regex: literal text (whitespace runs match any horizontal whitespace),
    {{...}} as regex; [[VAR:...]] captures treated as their regex, [[VAR]] uses as any text."""
    out = []
    pos = 0
    while pos < len(pattern):
        if pattern.startswith('{{', pos):
            end = pattern.find('}}', pos + 2)
            if end < 0:
                end = len(pattern)
            out.append('(?:' + pattern[pos + 2:end] + ')')
            pos = end + 2
            continue
        if pattern.startswith('[[', pos):
            end = pattern.find(']]', pos + 2)
            if end >= 0:
                inner = pattern[pos + 2:end]
                out.append('(?:' + inner.split(':', 1)[1] + ')' if ':' in inner else '.*?')
                pos = end + 2
                continue
        m = re.match(r'[ \t]+', pattern[pos:])
        if m:
            out.append('[ \t]+')
            pos += m.end()
            continue
        out.append(re.escape(pattern[pos]))
        pos += 1
    return ''.join(out)


def run_checks(checks, output):
    """Returns the list of (check, passed) in order."""
    line_starts = [0]
    for i, ch in enumerate(output):
        if ch == '\n':
            line_starts.append(i + 1)

    def line_of(offset):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo

    results = []
    pos = 0
    last_line = -1
    pending_not = []
    for kind, pattern, lineno in checks:
        if kind == 'CHECK-NOT':
            pending_not.append((kind, pattern, lineno))
            continue
        try:
            rx = re.compile(pattern_regex(pattern))
        except re.error:
            results.append(((kind, pattern, lineno), False))
            continue
        if kind == 'CHECK-EMPTY':
            start = line_starts[last_line + 1] if last_line + 1 < len(line_starts) else len(output)
            ok = output[start:start + 1] in ('\n', '')
            m = None
            end = start
        elif kind in ('CHECK-NEXT', 'CHECK-SAME'):
            target = last_line + 1 if kind == 'CHECK-NEXT' else last_line
            m = rx.search(output, pos)
            ok = m is not None and line_of(m.start()) == target
            end = m.end() if m else pos
        else:
            m = rx.search(output, pos)
            ok = m is not None
            end = m.end() if m else pos
        region_end = m.start() if (ok and m) else len(output)
        for nk, npat, nline in pending_not:
            try:
                nrx = re.compile(pattern_regex(npat))
                results.append(((nk, npat, nline), nrx.search(output, pos, region_end) is None))
            except re.error:
                results.append(((nk, npat, nline), False))
        pending_not = []
        results.append(((kind, pattern, lineno), ok))
        if ok:
            pos = end
            last_line = line_of(end if end == 0 or output[end - 1] != '\n' else end - 1)
    for nk, npat, nline in pending_not:
        nrx = re.compile(pattern_regex(npat))
        results.append(((nk, npat, nline), nrx.search(output, pos) is None))
    return results


_DEFINES_SUPPORTED = {}


EXTRA_ARGS = []  # --port-args: options given to every crosswarp port run (e.g. "--hip-version 6.4")


def supports_defines(crosswarp):
    """Whether this crosswarp port takes -D/-I (clang arguments for the preprocessor conditions)."""
    if crosswarp not in _DEFINES_SUPPORTED:
        help_text = subprocess.run([crosswarp, 'port', '--help'], capture_output=True, text=True).stdout
        _DEFINES_SUPPORTED[crosswarp] = re.search(r'^\s*-D\b', help_text, re.M) is not None
    return _DEFINES_SUPPORTED[crosswarp]


def port_file(crosswarp, path, opts, clang, workdir):
    """Runs crosswarp port on one test; returns (output text or None, error message)."""
    args = [crosswarp, 'port', '--no-lint'] + EXTRA_ARGS
    for o in opts:
        if o.startswith('-') and not o.startswith('--'):
            o = '-' + o  # hipify-clang (LLVM cl::opt) takes -roc for --roc
        if o in PASSED_OPTIONS:
            args.append(o)
    defines = []
    it = iter(range(len(clang)))
    for i in it:
        t = clang[i]
        if t in ('-D', '-I') and i + 1 < len(clang):
            defines.append(t + clang[i + 1])
            next(it, None)
        elif t.startswith('-D') or t.startswith('-I'):
            defines.append(t)
    if supports_defines(crosswarp):
        args += defines
    db = os.path.join(os.path.dirname(path), 'compile_commands.json.in')
    out = os.path.join(workdir, 'out')
    if os.path.exists(db):
        with open(db) as f:
            text = f.read().replace('<test dir>', os.path.dirname(path)).replace('<CUDA dir>', '/usr/local/cuda')
        real_db = os.path.join(workdir, 'compile_commands.json')
        with open(real_db, 'w') as f:
            f.write(text)
        args += ['-p', real_db, '-o', out]
        target = None
    else:
        args += [path, '-o', out]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if proc.returncode not in (0, 1):
        return None, (proc.stderr.strip().splitlines() or ['exit %d' % proc.returncode])[-1]
    if os.path.isdir(out):
        # -p: the ported file mirrors the source's name (foo.cu -> foo.hip).
        base = os.path.splitext(os.path.basename(path))[0]
        for root, _, files in os.walk(out):
            for name in files:
                if os.path.splitext(name)[0] == base:
                    with open(os.path.join(root, name), errors='replace') as f:
                        return f.read(), ''
        return None, 'no output for ' + path
    with open(out, errors='replace') as f:
        return f.read(), ''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('test_dir')
    ap.add_argument('crosswarp')
    ap.add_argument('--only', default='', help='score only files whose path contains this')
    ap.add_argument('--show-failures', type=int, default=3, help='failed checks to print per file')
    ap.add_argument('--json', default='', help='write per-file results to this file')
    ap.add_argument('--port-args', default='', help='options for every crosswarp port run, e.g. "--hip-version 6.4"')
    a = ap.parse_args()
    EXTRA_ARGS.extend(shlex.split(a.port_args))
    if not os.path.isdir(a.test_dir):
        print('%s: not a directory' % a.test_dir, file=sys.stderr)
        return 2
    if not os.access(a.crosswarp, os.X_OK):
        print('%s: not an executable' % a.crosswarp, file=sys.stderr)
        return 2
    tests = []
    for root, _, files in os.walk(a.test_dir):
        for name in sorted(files):
            if name.endswith(SUFFIXES):
                tests.append(os.path.join(root, name))
    tests.sort()
    total_lines = passed_lines = files_total = files_passed = 0
    per_file = []
    for path in tests:
        if a.only and a.only not in path:
            continue
        with open(path, errors='replace') as f:
            text = f.read()
        run = parse_run(text)
        checks = parse_checks(text)
        if run is None or not checks:
            continue
        opts, clang = run
        with tempfile.TemporaryDirectory() as work:
            output, err = port_file(os.path.abspath(a.crosswarp), os.path.abspath(path), opts, clang, work)
        if output is None:
            results = [(c, False) for c in checks]
        else:
            filtered = '\n'.join(re.sub(r'//.+', '// ', line) for line in output.split('\n'))
            results = run_checks(checks, filtered)
        ok = sum(1 for _, r in results if r)
        rel = os.path.relpath(path, a.test_dir)
        files_total += 1
        total_lines += len(results)
        passed_lines += ok
        full = ok == len(results)
        files_passed += full
        print('%-4s %4d/%-4d %s%s' % ('PASS' if full else 'FAIL', ok, len(results), rel,
                                     ('  (' + err + ')') if err else ''))
        shown = 0
        for (kind, pattern, lineno), r in results:
            if not r and shown < a.show_failures:
                print('       line %d %s: %s' % (lineno, kind, pattern[:160]))
                shown += 1
        per_file.append({'file': rel, 'checks': len(results), 'passed': ok, 'options': opts,
                         'error': err})
    pct = 100.0 * passed_lines / total_lines if total_lines else 0.0
    print('\nCHECK lines: %d/%d passed (%.2f%%)' % (passed_lines, total_lines, pct))
    print('files: %d/%d fully passing' % (files_passed, files_total))
    if a.json:
        with open(a.json, 'w') as f:
            json.dump({'lines_passed': passed_lines, 'lines_total': total_lines, 'files_passed': files_passed,
                       'files_total': files_total, 'files': per_file}, f, indent=1)
    return 0


if __name__ == '__main__':
    sys.exit(main())
