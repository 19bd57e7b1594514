# tests/lit-llvm/lit.cfg.py — LLVM's own tests (llvm/test, or the copy in
# ../shared/llvm-tests) run by lit from here, with `opt` replaced by what
# `-Dopt=` names, as an LLVM build's llvm-lit does (docs/lit.md):
#
#   lit -Dopt=$PWD/tools/convcheck-opt tests/lit-llvm/Transforms/SimplifyCFG
#
# The path after tests/lit-llvm/ is a path below LLVM's llvm/test: this
# file's folder stands for it (lit reads no config in the copy of LLVM's
# tests, which has none, and nothing is written there).  LLVM's tests come
# from --param llvm_tests=DIR, else $CONVCHECK_LLVM_TESTS, else
# ../shared/llvm-tests beside the source tree (llvm/test of a checkout, its
# llvm/ or the checkout itself).  FileCheck, not, count and opt are LLVM
# 22's (Debian package llvm-22-tools); `REQUIRES: X-registered-target`
# holds for the targets opt-22 was built with.  lit's temporary files go
# below $CONVCHECK_LIT_OUT (default: a folder in the system's temporary
# folder).
import os
import sys
import re
import subprocess
import tempfile

import lit.formats

sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lit"))
from convcheck_lit import llvm_bindir  # noqa: E402
from lit.llvm.subst import FindTool, ToolSubst

config.name = "llvm-tests (opt: %s)" % (lit_config.params.get("opt") or "opt-22")
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.dirname(os.path.dirname(here))


def llvm_tests_dir():
    given = lit_config.params.get("llvm_tests") or os.environ.get("CONVCHECK_LLVM_TESTS")
    cand = given or os.path.join(os.path.dirname(top), "shared", "llvm-tests")
    for sub in ("", "test", os.path.join("llvm", "test")):
        d = os.path.join(cand, sub)
        if os.path.isdir(os.path.join(d, "Transforms")):
            return os.path.abspath(d)
    lit_config.fatal("LLVM's tests not found at %s (--param llvm_tests=DIR: llvm/test of an "
                     "llvm-project checkout)" % cand)


config.test_source_root = llvm_tests_dir()
config.test_exec_root = os.path.join(
    os.environ.get("CONVCHECK_LIT_OUT", os.path.join(tempfile.gettempdir(), "convcheck-lit")),
    "llvm-tests")


bindir = llvm_bindir(lit_config)
config.environment["PATH"] = os.pathsep.join([bindir, config.environment.get("PATH", "")])
for name in ("CONVCHECK", "CONVCHECK_OPT_MODE", "CONVCHECK_OPT_REPORT", "CONVCHECK_OPT_TIMEOUT",
             "CONVCHECK_OPT_REAL"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

# opt: -Dopt=... (lit.llvm's FindTool reads the parameter first), else
# LLVM 22's.  convcheck-opt also learns the test's name (its report).
class _Shim:  # what lit.llvm's ToolSubst and FindTool read (LLVMConfig's fields)
    pass


shim = _Shim()
shim.lit_config = lit_config
subst = ToolSubst("opt", command=FindTool("opt"), unresolved="ignore").resolve(shim, bindir)
if subst is None:
    lit_config.fatal("opt not found in %s" % bindir)
regex, pipe, command = subst
if os.path.basename(command.split()[0]).startswith("convcheck-opt"):
    command = "env CONVCHECK_OPT_INPUT_NAME=%s " + command
config.substitutions.append((regex, pipe + command))

# REQUIRES: <target>-registered-target, for the targets opt-22 has
targets = {"amdgcn": "amdgpu", "r600": "amdgpu", "nvptx": "nvptx", "nvptx64": "nvptx",
           "x86": "x86", "x86-64": "x86", "aarch64": "aarch64", "arm": "arm",
           "riscv64": "riscv", "riscv32": "riscv", "spirv": "spirv", "spirv64": "spirv",
           "wasm32": "webassembly", "wasm64": "webassembly", "systemz": "systemz",
           "ppc64": "powerpc", "ppc64le": "powerpc", "mips": "mips", "hexagon": "hexagon"}
version = subprocess.run([os.path.join(bindir, "opt"), "--version"], capture_output=True,
                         text=True).stdout
for m in re.finditer(r"^\s+(\S+)\s+- ", version, re.M):
    if m.group(1) in targets:
        config.available_features.add(targets[m.group(1)] + "-registered-target")
