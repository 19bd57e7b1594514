#!/usr/bin/env python3
"""tests/lit/llvm-uniformity.py — LLVM's own UniformityAnalysis tests with
`convcheck analyze` in place of opt's print<uniformity>.

For every .ll file below LLVM_TESTS/Analysis/UniformityAnalysis, each RUN
line that pipes `opt ... -passes='print<uniformity>' ...` into FileCheck is
run with `convcheck analyze FILE` instead of the opt command (the rest of
the pipeline, FileCheck and its prefixes, unchanged); RUN lines of other
tools (llc on MIR, other passes), and those whose opt prints the module
(-S: their CHECK lines are on the IR, which convcheck analyze does not
print), are counted and left out.  The same RUN line is also run as
written, with opt-22: CHECK lines that fail there too are not convcheck's
(a test written for another LLVM than 22, a typo in a CHECK line).  For
opt-22, triples it no longer accepts (amdgpu7.00--, amdgpu-amd-amdhsa, as
some stored tests name them) become amdgcn-amd-amdhsa, as
tests/cli/analyze_opt.sh does.

FileCheck stops at the first failing directive of each CHECK-LABEL block,
so a failing directive is taken out (its line blanked, numbering kept) and
FileCheck run again, until it passes: a CHECK-LABEL that fails takes its
whole block with it.  What is left passes; what was taken out fails.  The
count is of CHECK lines (directives of the RUN line's prefixes), per file
and in total.  docs/lit.md has the figures and the causes of failures.

usage: llvm-uniformity.py [--llvm-tests DIR] [--convcheck BIN] [--opt BIN]
                          [--filecheck BIN] [--verbose] [--json]
LLVM_TESTS defaults to $CONVCHECK_LLVM_TESTS; exit status 0 when the count
was made (whatever it is), 2 when it could not be (no tests, no tools).
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

SUFFIXES = r"(?:-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?"


def run_lines(text):
    """The RUN lines of a test, continuation lines joined."""
    runs, cur = [], None
    for line in text.splitlines():
        m = re.search(r"\bRUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).strip()
        if cur is not None:
            part = cur + " " + part
        if part.endswith("\\"):
            cur = part[:-1].strip()
            continue
        cur = None
        runs.append(part)
    return runs


def prefixes_of(filecheck_args):
    """The check prefixes a FileCheck command line selects."""
    out, it = [], iter(filecheck_args)
    for a in it:
        m = re.match(r"--?check-prefix(es)?(?:=(.*))?$", a)
        if m:
            val = m.group(2) if m.group(2) is not None else next(it, "")
            out += [p for p in val.split(",") if p]
    return out or ["CHECK"]


def directive_lines(text, prefixes):
    """Line numbers (1-based) of the directives of these prefixes, and for
    each the kind (LABEL or other)."""
    alt = "|".join(re.escape(p) for p in prefixes)
    pat = re.compile(r"(?<![A-Za-z0-9_-])(" + alt + r")(" + SUFFIXES + r"):")
    found = {}
    for n, line in enumerate(text.splitlines(), 1):
        m = pat.search(line)
        if m:
            found[n] = "LABEL" if m.group(2) == "-LABEL" else "OTHER"
    return found


def filecheck_errors(filecheck, check_file, input_file, args):
    """Runs FileCheck; returns (passed, the check-file lines it reports
    errors at, its messages)."""
    p = subprocess.run([filecheck, check_file, "--input-file", input_file] + args,
                       capture_output=True, text=True)
    if p.returncode == 0:
        return True, set(), ""
    lines = set()
    for m in re.finditer(re.escape(check_file) + r":(\d+):\d+: error:", p.stderr):
        lines.add(int(m.group(1)))
    return False, lines, p.stderr


def count_run(path, text, fc_args, output, filecheck, workdir):
    """CHECK lines of one RUN line that pass against output: (total, failed
    line numbers)."""
    prefixes = prefixes_of(fc_args)
    dirs = directive_lines(text, prefixes)
    keep = [a for a in fc_args if a != "%s"]
    lines = text.splitlines()
    failed = set()
    inp = os.path.join(workdir, "output.txt")
    with open(inp, "w") as f:
        f.write(output)
    chk = os.path.join(workdir, "check.ll")
    labels = sorted(n for n, k in dirs.items() if k == "LABEL")
    for _ in range(len(dirs) + 1):
        live = [n for n in dirs if n not in failed]
        if not live:
            break
        with open(chk, "w") as f:
            f.write("\n".join("" if (i + 1) in failed else l for i, l in enumerate(lines)) + "\n")
        ok, at, msg = filecheck_errors(filecheck, chk, inp, keep)
        if ok:
            break
        at = {n for n in at if n in dirs and n not in failed}
        if not at:  # an error that names no directive: count them all failed
            failed.update(live)
            break
        for n in at:
            if dirs[n] == "LABEL":  # the label's block goes with it
                nxt = next((m for m in labels if m > n), len(lines) + 1)
                failed.update(m for m in dirs if n <= m < nxt)
            else:
                failed.add(n)
    return len(dirs), failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--llvm-tests", default=os.environ.get("CONVCHECK_LLVM_TESTS", ""))
    top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--convcheck", default=os.environ.get("CONVCHECK", os.path.join(top, "convcheck")))
    ap.add_argument("--filecheck", default=shutil.which("FileCheck-22") or "/usr/lib/llvm-22/bin/FileCheck")
    ap.add_argument("--opt", default=shutil.which("opt-22") or "/usr/lib/llvm-22/bin/opt")
    ap.add_argument("--verbose", action="store_true", help="print every failing CHECK line")
    ap.add_argument("--json", action="store_true", help="print the counts as JSON")
    a = ap.parse_args()
    root = None
    for sub in ("", "llvm/test", "test"):
        d = os.path.join(a.llvm_tests, sub, "Analysis", "UniformityAnalysis") if a.llvm_tests else ""
        if d and os.path.isdir(d):
            root = d
            break
    if not root:
        print("llvm-uniformity: no Analysis/UniformityAnalysis below --llvm-tests '%s' "
              "(LLVM's llvm/test; README, \"LLVM's tests\")" % a.llvm_tests, file=sys.stderr)
        return 2
    for tool in (a.convcheck, a.filecheck, a.opt):
        if not os.access(tool, os.X_OK):
            print("llvm-uniformity: %s is not an executable" % tool, file=sys.stderr)
            return 2
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".ll"))
    results, total, passed, opt_passed, other_runs, ir_runs = [], 0, 0, 0, 0, 0
    with tempfile.TemporaryDirectory(prefix="convcheck-llvm-uni.") as work:
        for path in files:
            text = open(path, encoding="utf-8", errors="replace").read()
            rel = os.path.relpath(path, root)
            for run in run_lines(text):
                if "print<uniformity>" not in run or "|" not in run:
                    other_runs += 1
                    continue
                opt_cmd, fc_cmd = run.split("|", 1)
                fc = shlex.split(fc_cmd)
                if not fc or os.path.basename(fc[0]) != "FileCheck":
                    other_runs += 1
                    continue
                if "-S" in shlex.split(opt_cmd):
                    ir_runs += 1
                    continue
                # the RUN line's target, as opt takes it: -mtriple (LLVM 22
                # reads the old amdgpu* spellings as amdgcn-amd-amdhsa)
                m = re.search(r"-mtriple[= ](\S+)", opt_cmd)
                triple = m.group(1) if m else None
                if triple and triple.startswith("amdgpu"):
                    triple = "amdgcn-amd-amdhsa"
                p = subprocess.run([a.convcheck, "analyze"] + (["--mtriple", triple] if triple else [])
                                   + [path], capture_output=True, text=True)
                output = p.stdout + p.stderr
                n, failed = count_run(path, text, fc[1:], output, a.filecheck, work)
                if p.returncode != 0:
                    failed = set(directive_lines(text, prefixes_of(fc[1:])))
                # the RUN line as written, opt being LLVM 22's
                cmd = re.sub(r"^\s*opt\b", lambda m: shlex.quote(a.opt), opt_cmd)
                cmd = cmd.replace("%s", shlex.quote(path))
                cmd = re.sub(r"-mtriple[= ]amdgpu[^ ]*", "-mtriple=amdgcn-amd-amdhsa", cmd)
                o = subprocess.run(["sh", "-c", cmd], capture_output=True, text=True)
                _, opt_failed = count_run(path, text, fc[1:], o.stdout, a.filecheck, work)
                lines = text.splitlines()
                results.append({
                    "file": rel, "run": run, "checks": n, "passed": n - len(failed),
                    "opt_passed": n - len(opt_failed), "exit": p.returncode,
                    "failed": [{"line": m, "text": lines[m - 1].strip(), "opt_fails": m in opt_failed}
                               for m in sorted(failed)],
                    # lines LLVM 22 fails and convcheck passes
                    "opt_only_failed": [{"line": m, "text": lines[m - 1].strip()}
                                        for m in sorted(opt_failed - failed)],
                })
                total += n
                passed += n - len(failed)
                opt_passed += n - len(opt_failed)
    if a.json:
        json.dump({"root": root, "checks": total, "passed": passed, "opt_passed": opt_passed,
                   "other_runs": other_runs, "ir_runs": ir_runs, "runs": results},
                  sys.stdout, indent=1)
        print()
        return 0
    for r in results:
        word = "PASS" if r["passed"] == r["checks"] else "PART" if r["passed"] else "FAIL"
        note = "" if r["exit"] == 0 else "  (convcheck analyze exit %d)" % r["exit"]
        print("%-4s %s: %d of %d CHECK lines (opt-22: %d)%s"
              % (word, r["file"], r["passed"], r["checks"], r["opt_passed"], note))
        if a.verbose:
            for f in r["failed"]:
                print("       %d: %s%s" % (f["line"], f["text"],
                                           "   [fails with opt-22 too]" if f["opt_fails"] else ""))
    print("left out: %d RUN lines checking the module opt prints (-S), %d RUN lines of other tools"
          % (ir_runs, other_runs))
    print("LLVM's UniformityAnalysis tests with convcheck analyze: %d of %d CHECK lines pass "
          "(opt-22: %d; %d files, %d RUN lines)"
          % (passed, total, opt_passed, len(files), len(results)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
