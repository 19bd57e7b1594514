#!/bin/sh
# tests/fuzz/build.sh OUT — builds the fuzz harness (tests/fuzz/fuzz.c) with
# AFL++'s compiler (Debian's afl++: afl-clang-fast, else afl-gcc-fast) in a
# scratch copy of the tree below OUT; the binary is OUT/fuzz.  Exit 3 when
# AFL++ is not installed (callers skip and say so).
set -eu
OUT=${1:?usage: build.sh OUT}
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AFLCC=${AFLCC:-}
if [ -z "$AFLCC" ]; then
  for c in afl-clang-fast afl-gcc-fast; do
    if command -v "$c" >/dev/null 2>&1; then AFLCC=$c; break; fi
  done
fi
[ -n "$AFLCC" ] || { echo "build.sh: AFL++ is not installed (Debian package afl++)" >&2; exit 3; }
mkdir -p "$OUT/src"
SRC=$(cd "$OUT/src" && pwd)
if [ "$(git -C "$TOP" rev-parse --show-toplevel 2>/dev/null)" = "$(cd "$TOP" && pwd -P)" ]; then
  (cd "$TOP" && git ls-files -co --exclude-standard -z | xargs -0 tar cf - 2>/dev/null)
else
  (cd "$TOP" && tar cf - --exclude=./_build --exclude=./_inst .)
fi | (cd "$SRC" && tar xf - && chmod -R u+w .)
cd "$SRC"
# AFL's compilers say what they instrument on every file: quiet
export AFL_QUIET=1
autoreconf -fi >/dev/null 2>&1
./configure -q CC="$AFLCC" >"$OUT/configure.log" 2>&1
make -s -j2 libconvcheck.a >"$OUT/make.log" 2>&1
libs=$(sed -n 's/^LLVM_LIBS = //p; s/^Z3_LIBS = //p; s/^SQLITE_LIBS = //p' Makefile | tr '\n' ' ')
cppflags=$(sed -n 's/^LLVM_CPPFLAGS = //p' Makefile)
# shellcheck disable=SC2086
"$AFLCC" -std=c11 -D_POSIX_C_SOURCE=200809L -g -O2 -I. $cppflags tests/fuzz/fuzz.c \
  libconvcheck.a $libs -lm -lpthread -o "$OUT/fuzz" >>"$OUT/make.log" 2>&1
echo "$OUT/fuzz ($AFLCC)"
