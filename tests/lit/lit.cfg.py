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
import sys
import subprocess
import tempfile

import lit.formats

sys.dont_write_bytecode = True  # nothing written into the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convcheck_lit import llvm_bindir  # noqa: E402

config.name = "convcheck"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cfg"]
# Inputs/ folders hold files that tests read, not tests (LLVM's convention)
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.environ.get(
    "CONVCHECK_LIT_OUT", os.path.join(tempfile.gettempdir(), "convcheck-lit"))

top = os.path.dirname(os.path.dirname(config.test_source_root))
convcheck = (lit_config.params.get("convcheck") or os.environ.get("CONVCHECK")
             or os.path.join(top, "convcheck"))
if not os.access(convcheck, os.X_OK):
    lit_config.fatal("no convcheck binary at %s (build it, or pass --param convcheck=PATH)"
                     % convcheck)


bindir = llvm_bindir(lit_config)
for tool in ("FileCheck", "not", "opt"):
    if not os.access(os.path.join(bindir, tool), os.X_OK):
        lit_config.fatal("%s not found in %s (Debian package llvm-22-tools)" % (tool, bindir))
config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(os.path.abspath(convcheck)), bindir, config.environment.get("PATH", "")])
