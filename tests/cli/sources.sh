# GPU source languages (docs/sources.md): every command of the doc's
# `console` blocks run as written (compile with clang-22, then convcheck,
# opt-22, diff), its output compared with the one the doc shows (times
# "0.19 s" aside); and the OpenCL builtin rows of model/target.c against
# what clang-22 emits (tests/cli/sources/opencl-builtins.cl calls every
# OpenCL function of the table).
. "$TOP/tests/cli/lib.sh"
CLANG=${CLANG:-clang-22}
for tool in "$CLANG" opt-22; do
  command -v "$tool" >/dev/null 2>&1 || { fail sources_tools "$tool not found (sh setup.sh installs it)"; end_here; }
done

# ---- the builtin rows' names ---------------------------------------------------
OB="$TOP/tests/cli/sources/opencl-builtins.cl"
if "$CLANG" -x cl -cl-std=CL3.0 -Xclang -finclude-default-header -nogpulib -S -emit-llvm \
     --target=spir64 -O0 "$OB" -o "$TMPD/ob.ll" 2>"$TMPD/cc.err"; then
  # the source names inside the manglings of the declared functions
  sed -n 's/^declare .*@_Z\([0-9][0-9]*\)\([A-Za-z_][A-Za-z0-9_]*\)(.*/\1 \2/p' "$TMPD/ob.ll" |
    awk '{ print substr($2, 1, $1) }' | sort -u >"$TMPD/emitted"
  # the OpenCL rows: X("name", true, KIND, ...) in TG_BUILTINS, and the math
  # functions M(X, "name", "intrinsic") of TG_MATH
  { sed -n 's/^ *X("\([A-Za-z_]*\)", true, .*/\1/p' "$TOP/model/target.c"
    sed -n '/^#define TG_MATH(X, M)/,/^#define/p' "$TOP/model/target.c" |
      grep -o 'M(X, "[a-z0-9_]*"' | sed 's/.*"\(.*\)"/\1/'; } | sort -u >"$TMPD/rows"
  missing=$(while read -r r; do
      case $r in
        *_) grep -q "^$r" "$TMPD/emitted" || echo "$r" ;;
        *) grep -qx "$r" "$TMPD/emitted" || echo "$r" ;;
      esac
    done <"$TMPD/rows")
  if [ -s "$TMPD/rows" ] && [ -z "$missing" ]; then ok "sources: every OpenCL row names a function clang-22 emits ($(wc -l <"$TMPD/rows") rows)"
  else fail "sources: every OpenCL row names a function clang-22 emits" "rows clang-22 does not emit: $missing"; fi
  run uniformity "$TMPD/ob.ll"
  if [ "$RC" -le 1 ] && ! grep -q '^; note:' "$OUT" && grep -q "^UniformityInfo for function 'all_builtins'" "$OUT"; then
    ok "sources: no unknown builtin among the $(wc -l <"$TMPD/emitted") OpenCL functions called"
  else
    fail "sources: no unknown builtin among the OpenCL functions called" "exit $RC" "$(grep '^; note' "$OUT")" "$(head -3 "$ERR")"
  fi
else
  fail "sources: compile opencl-builtins.cl" "$(head -3 "$TMPD/cc.err")"
fi

# ---- the worked examples of docs/sources.md ---------------------------------------
# Each "$ COMMAND" line of a ```console block and its output, compared by
# tests/tools/doc_console.py (as tests/cli/docs_output.sh does for the
# other documents).  Run in a scratch directory holding `kernels` (the
# tree's), with convcheck first on the PATH.
DOC="$TOP/docs/sources.md"
W="$TMPD/work"; mkdir -p "$W/bin"
ln -s "$TOP/kernels" "$W/kernels"
ln -s "$CONVCHECK" "$W/bin/convcheck"
python3 "$TOP/tests/tools/doc_console.py" "$DOC" "$W" | sed 's/^\(ok  \|FAIL\) /\1 sources: /' >"$TMPD/doc"
cat "$TMPD/doc"
count=$(grep -c 'sources: ' "$TMPD/doc")
[ "$count" -ge 8 ] || fail "sources: docs/sources.md shows its commands" "only $count commands found"

# ---- one OpenCL kernel, two functions (docs/sources.md) ----------------------------
# amdgcn inlines __clang_ocl_kern_imp_barrier_loop into the kernel: its
# findings are said in one line, not listed (--all lists them; the counts
# keep them); nvptx at -O0 calls it: the body's findings are listed.
CLF="-x cl -cl-std=CL2.0 -Xclang -finclude-default-header -nogpulib -fno-discard-value-names -Xclang -disable-O0-optnone -O0 -S -emit-llvm"
# shellcheck disable=SC2086
if "$CLANG" $CLF --target=amdgcn-amd-amdhsa "$TOP/kernels/barrier_loop.cl" -o "$TMPD/bla.ll" 2>"$TMPD/cc.err" &&
   "$CLANG" $CLF --target=nvptx64-nvidia-cuda "$TOP/kernels/barrier_loop.cl" -o "$TMPD/bln.ll" 2>>"$TMPD/cc.err"; then
  run audit --no-db --analysis llvm "$TMPD/bla.ll"
  nk=$(grep -c '^IMPRECISE llvm .* @barrier_loop ' "$OUT"); nb=$(grep -c '^IMPRECISE llvm .* @__clang_ocl_kern_imp_' "$OUT")
  if [ "$nk" -gt 0 ] && [ "$nb" -eq 0 ] &&
     grep -q "^(@__clang_ocl_kern_imp_barrier_loop: clang-22's copy of the body of kernel @barrier_loop, which inlines it: .*; llvm [1-9][0-9]* findings not listed: --all lists them)$" "$OUT" &&
     grep -q '^  llvm 2 functions, ' "$OUT"
  then ok "sources: an inlined OpenCL body's findings said once ($nk of the kernel listed)"
  else fail "sources: an inlined OpenCL body's findings said once" "kernel $nk, body $nb lines" "$(grep -v '^ ' "$OUT" | tail -4)"; fi
  run audit --no-db --analysis llvm --all "$TMPD/bla.ll"
  if grep -q '^IMPRECISE llvm .* @__clang_ocl_kern_imp_barrier_loop ' "$OUT" && ! grep -q '^(@__clang_ocl' "$OUT"
  then ok "sources: --all lists the inlined body's findings"
  else fail "sources: --all lists the inlined body's findings" "$(grep -v '^ ' "$OUT" | tail -3)"; fi
  run audit --no-db --analysis llvm "$TMPD/bln.ll"
  if grep -q '^IMPRECISE llvm .* @__clang_ocl_kern_imp_barrier_loop ' "$OUT" && ! grep -q '^(@__clang_ocl' "$OUT"
  then ok "sources: a body the kernel calls (nvptx -O0) is listed as any function"
  else fail "sources: a body the kernel calls (nvptx -O0) is listed as any function" "$(grep -v '^ ' "$OUT" | tail -3)"; fi
else
  fail "sources: compile barrier_loop.cl" "$(head -3 "$TMPD/cc.err")"
fi

# ---- kernels/hip.h's bit counts (a new user's HIP waterfall needed __popcll) ----
cat >"$TMPD/popc.hip" <<'HIP'
__global__ void k(int *out) {
  unsigned long long b = __ballot(threadIdx.x & 1);
  out[threadIdx.x] = __popcll(b) + __ffsll((long long)b) + __clzll((long long)b) + __popc((unsigned)b);
}
HIP
if "$CLANG" -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a -include "$TOP/kernels/hip.h" \
     -S -emit-llvm -O2 "$TMPD/popc.hip" -o "$TMPD/popc.ll" 2>"$TMPD/popc.err" &&
   grep -q 'llvm.ctpop.i64' "$TMPD/popc.ll" && grep -q 'llvm.cttz.i64' "$TMPD/popc.ll"; then
  ok "sources: kernels/hip.h gives __popc, __popcll, __ffsll, __clzll"
else fail "sources: kernels/hip.h gives __popc, __popcll, __ffsll, __clzll" "$(head -3 "$TMPD/popc.err")"; fi

# ---- kernels/cuda.h's __syncwarp (a new user guessed __nvvm_bar_warp_sync) ----
cat >"$TMPD/syncwarp.cu" <<'CU'
__global__ void k(int *out) {
  int v = threadIdx.x;
  __syncwarp();
  v += __shfl_down_sync(0xffffffff, v, 1);
  __syncwarp(0xffff);
  out[threadIdx.x] = v;
}
CU
if "$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -include "$TOP/kernels/cuda.h" \
     -S -emit-llvm -O2 "$TMPD/syncwarp.cu" -o "$TMPD/syncwarp.ll" 2>"$TMPD/syncwarp.err" &&
   grep -q 'call void @llvm.nvvm.bar.warp.sync(i32 -1)' "$TMPD/syncwarp.ll" &&
   grep -q 'call void @llvm.nvvm.bar.warp.sync(i32 65535)' "$TMPD/syncwarp.ll"; then
  ok "sources: kernels/cuda.h gives __syncwarp (all lanes by default, or a mask)"
else fail "sources: kernels/cuda.h gives __syncwarp" "$(grep -v warning "$TMPD/syncwarp.err" | head -3)"; fi

# ---- which front end's IR to check (docs/sources.md) ----------------------------------
# The section exists, is pointed at from the flags' paragraph and from
# docs/kernels.md, and shows both front ends' cycles (its commands ran
# above, their outputs compared): by hand, clang's -O0 IR branches from
# the ballot's arm straight out of the loop (if.then outside the cycle),
# the -O2 front end's through cleanup (if.then inside).
D="$TOP/docs/sources.md"
if grep -q '^## Which front end.s IR to check$' "$D" && grep -q '"Which front end.s IR to check" below' "$D" &&
   grep -q 'docs/sources.md "Which front end.s IR to check"' "$TOP/docs/kernels.md" &&
   grep -q '^\$ convcheck cycles waterfall_rfl.O0.ll$' "$D" && grep -q '^\$ convcheck cycles waterfall_rfl.fe.ll$' "$D"
then ok "sources: the -O0 / -O2 front-end advice is there and pointed at"
else fail "sources: the -O0 / -O2 front-end advice is there and pointed at"; fi
