# `convcheck analyze` against opt-22 on IR a compiler produced, text and
# all: the kernels of kernels/ as `make` compiles them (clang-22, amdgcn
# and nvptx at -O0 and -O2: kernels/ll), and once more at -O2 -g (debug
# metadata: the instruction texts renumbered as opt prints them,
# front/ll_text.h).  Every function's DIVERGENT set and text must be
# opt's, but for the opt-22 bug listed in KNOWN below.  (tests/cli/kernels.sh checks the DIVERGENT sets against opt-22
# plus opt-22's bugs by hand; here the printed text is the point.)
. "$TOP/tests/cli/lib.sh"
CLANG=${CLANG:-clang-22}
BUILD=$(cd "$(dirname "$CONVCHECK")" && pwd)
KLL=${KERNELS_LL:-$BUILD/kernels/ll}
command -v "$CLANG" >/dev/null 2>&1 || { fail kernels_opt_available "$CLANG not found (Debian package clang-22)"; exit 0; }
command -v "${OPT:-opt-22}" >/dev/null 2>&1 || { fail kernels_opt_available "opt-22 not found"; exit 0; }
ls "$KLL"/*.ll >/dev/null 2>&1 || { fail kernels_opt_built "no compiled kernels in $KLL (make kernels)"; exit 0; }
mkdir -p "$TMPD/k"
cp "$KLL"/*.ll "$TMPD/k/"
n=0
for src in "$TOP"/kernels/*.c; do
  k=$(basename "$src" .c)
  for t in amdgcn-amd-amdhsa nvptx64-nvidia-cuda; do
    # the flags of Makefile.am's KERNEL_FLAGS, with -g
    if "$CLANG" -x c -std=c11 -nogpulib -fno-discard-value-names -S -emit-llvm -g \
         --target="$t" -O2 "$src" -o "$TMPD/k/$k.${t%%-*}.O2-g.ll" 2>"$ERR"; then
      n=$((n + 1))
    else
      fail "kernels_opt compile $k $t -O2 -g" "$(head -3 "$ERR")"
    fi
  done
done
[ $n -ge 20 ] && ok "kernels_opt compiled $n modules with -g" || fail "kernels_opt compiled too few modules with -g ($n)"
# Where analysis/ is sound and opt-22 is not (kernels/opt-bugs; LLVM PR
# 216100, docs/findings.md "Where LLVM 22 is wrong and convcheck does not
# copy it"): %hit.0 of exit_flag at -O2, with and without -g.
KNOWN="exit_flag.amdgcn.O2.ll:exit_flag
exit_flag.amdgcn.O2-g.ll:exit_flag"
opt_compare kernels_opt "$TMPD/k" "$KNOWN" 70
