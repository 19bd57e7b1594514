# `convcheck analyze` against opt-22 on IR a compiler produced: the OpenCL C
# kernels of tests/cli/kernels/ compiled by clang-22 for amdgcn-amd-amdhsa and
# nvptx64-nvidia-cuda at -O0 (every local in private memory: loads of
# stack slots, addrspacecasts) and -O2, and once with -g (debug metadata:
# the instruction texts renumbered as opt prints them, front/ll_text.h).
# Every function's DIVERGENT set and text must be opt's.
. "$TOP/tests/cli/lib.sh"
CLANG=${CLANG:-clang-22}
command -v "$CLANG" >/dev/null 2>&1 || { fail kernels_opt_available "$CLANG not found (Debian package clang-22)"; exit 0; }
command -v "${OPT:-opt-22}" >/dev/null 2>&1 || { fail kernels_opt_available "opt-22 not found"; exit 0; }
mkdir -p "$TMPD/k"
n=0
for src in "$TOP"/tests/cli/kernels/*.cl; do
  k=$(basename "$src" .cl)
  for t in amdgcn-amd-amdhsa nvptx64-nvidia-cuda; do
    for o in O0 O2; do
      if "$CLANG" -cl-std=CL2.0 -nogpulib -target "$t" -$o -S -emit-llvm "$src" -o "$TMPD/k/$k-$t-$o.ll" 2>"$ERR"; then
        n=$((n + 1))
      else
        fail "kernels_opt compile $k $t -$o" "$(head -3 "$ERR")"
      fi
    done
    "$CLANG" -cl-std=CL2.0 -nogpulib -target "$t" -O2 -g -S -emit-llvm "$src" -o "$TMPD/k/$k-$t-O2-g.ll" 2>"$ERR" &&
      n=$((n + 1)) || fail "kernels_opt compile $k $t -O2 -g" "$(head -3 "$ERR")"
  done
done
[ $n -ge 18 ] && ok "kernels_opt compiled $n modules" || fail "kernels_opt compiled too few modules ($n)"
opt_compare kernels_opt "$TMPD/k" "" 30
