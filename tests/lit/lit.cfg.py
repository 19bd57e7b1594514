# tests/lit/lit.cfg.py — LLVM's lit runs convcheck's own lit tests: files
# with RUN lines such as
#     ; RUN: convcheck analyze %s | FileCheck %s
# next to the IR (.ll) or CFG (.cfg) they check (docs/lit.md).
#   lit tests/lit                         convcheck from the source tree
#   lit --param convcheck=PATH tests/lit  another binary (or $CONVCHECK)
# convcheck, FileCheck, not and opt (LLVM 22) are found on PATH, which
# starts with their folders.  Temporary files go below
# $CONVCHECK_LIT_OUT (default: a folder in the system's temporary
# folder), never into the source tree.
import os
import subprocess
import tempfile

import lit.formats

config.name = "convcheck"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cfg"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.environ.get(
    "CONVCHECK_LIT_OUT", os.path.join(tempfile.gettempdir(), "convcheck-lit"))

top = os.path.dirname(os.path.dirname(config.test_source_root))
convcheck = (lit_config.params.get("convcheck") or os.environ.get("CONVCHECK")
             or os.path.join(top, "convcheck"))
if not os.access(convcheck, os.X_OK):
    lit_config.fatal("no convcheck binary at %s (build it, or pass --param convcheck=PATH)"
                     % convcheck)


def llvm_bindir():
    for cfg in ("llvm-config-22", "/usr/lib/llvm-22/bin/llvm-config"):
        try:
            return subprocess.check_output([cfg, "--bindir"], text=True).strip()
        except (OSError, subprocess.CalledProcessError):
            pass
    lit_config.fatal("LLVM 22 not found (Debian packages llvm-22, llvm-22-tools)")


bindir = llvm_bindir()
for tool in ("FileCheck", "not", "opt"):
    if not os.access(os.path.join(bindir, tool), os.X_OK):
        lit_config.fatal("%s not found in %s (Debian package llvm-22-tools)" % (tool, bindir))
config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(os.path.abspath(convcheck)), bindir, config.environment.get("PATH", "")])
