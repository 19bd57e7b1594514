# tests/lit/convcheck_lit.py — what the lit configurations of tests/lit
# and tests/lit-llvm share: LLVM 22's bin folder (FileCheck, not, opt).
import subprocess


def llvm_bindir(lit_config):
    for cfg in ("llvm-config-22", "/usr/lib/llvm-22/bin/llvm-config"):
        try:
            return subprocess.check_output([cfg, "--bindir"], text=True).strip()
        except (OSError, subprocess.CalledProcessError):
            pass
    lit_config.fatal("LLVM 22 not found (Debian packages llvm-22, llvm-22-tools)")
