# The suite's sanitizer pass: a scratch copy of the tree configured with
# --enable-sanitizers (AddressSanitizer + UBSan, leaks included); the unit
# tests and the corpus must run clean under it.
. "$TOP/tests/cli/lib.sh"
SRC="$TMPD/src"
mkdir -p "$SRC"
# the files of the tree: git's list in a clone, everything in a tarball's tree
# (which may sit inside another clone: make distcheck's)
if [ "$(git -C "$TOP" rev-parse --show-toplevel 2>/dev/null)" = "$(cd "$TOP" && pwd -P)" ]; then
  (cd "$TOP" && git ls-files -co --exclude-standard -z | xargs -0 tar cf - 2>/dev/null)
else
  (cd "$TOP" && tar cf - --exclude=./_build --exclude=./_inst .)
fi | (cd "$SRC" && tar xf - && chmod -R u+w .)
if (cd "$SRC" && autoreconf -fi >/dev/null 2>&1 && ./configure -q --enable-sanitizers >"$TMPD/conf.log" 2>&1 &&
    make -s -j2 convcheck tests/unit_tests >"$TMPD/make.log" 2>&1) &&
   ldd "$SRC/tests/unit_tests" | grep -q libasan && ldd "$SRC/convcheck" | grep -q libubsan; then
  ok asan_build
else
  fail asan_build "$(tail -20 "$TMPD/make.log" "$TMPD/conf.log" 2>/dev/null)"
  exit 0
fi
export CONVCHECK_PROPERTY_BOUND=4  # the property sweep, smaller under the sanitizers
export CONVCHECK_SMT_BOUND=3       # and the SMT engine's cross-check
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=66
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
if "$SRC/tests/unit_tests" >"$TMPD/unit.log" 2>&1; then ok asan_unit_tests; else
  fail asan_unit_tests "$(grep -E 'FAIL|ERROR|runtime error|Sanitizer' "$TMPD/unit.log" | head -20)"
fi
if (cd "$TOP" && "$SRC/convcheck" corpus --no-db --quiet corpus >"$TMPD/corpus.log" 2>&1); [ $? -ne 66 ] &&
   ! grep -q -E 'runtime error|Sanitizer' "$TMPD/corpus.log"; then
  ok asan_corpus
else
  fail asan_corpus "$(grep -E 'runtime error|Sanitizer|ERROR' "$TMPD/corpus.log" | head -20)"
fi
# corpus and audit on an empty directory (qsort was handed NULL)
mkdir -p "$TMPD/empty"
"$SRC/convcheck" corpus --no-db "$TMPD/empty" >"$TMPD/empty.log" 2>&1; rc1=$?
"$SRC/convcheck" audit --no-db "$TMPD/empty" >>"$TMPD/empty.log" 2>&1; rc2=$?
if [ $rc1 -eq 2 ] && [ $rc2 -eq 2 ] && ! grep -q -E 'runtime error|Sanitizer' "$TMPD/empty.log"; then
  ok asan_empty_directory
else
  fail asan_empty_directory "exit $rc1, $rc2" "$(head -5 "$TMPD/empty.log")"
fi
# LLVM's tests read below, when they are there
UA_FILES=""; UA_EXIT_PHI=""; VERIFIER_INVALID=""; INLINE_TEST=""
if need_llvm_tests "asan runs on LLVM's tests"; then
  UA_FILES=$(find "$LLVM_TESTS/Analysis/UniformityAnalysis" -name '*.ll' | sort)
  UA_EXIT_PHI=$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU/divergent-cycle-exit-phi.ll
  VERIFIER_INVALID=$LLVM_TESTS/Verifier/convergencectrl-invalid.ll
  INLINE_TEST=$LLVM_TESTS/Transforms/Inline/convergence-inline.ll
fi
# the static analysis on LLVM's UniformityAnalysis tests and the shapes
bad=""
for f in $UA_FILES "$TOP/tests/cli/analyze/shapes4-masks.ll" \
         "$TOP/tests/cli/analyze/loop-exit.cfg" "$TOP/tests/cli/analyze/irreducible-entry.cfg"; do
  "$SRC/convcheck" analyze "$f" >/dev/null 2>"$TMPD/analyze.log"; rc=$?
  if [ $rc -ne 0 ] || grep -q -E 'runtime error|Sanitizer' "$TMPD/analyze.log"; then bad="$bad ${f##*/}($rc)"; fi
done
[ -z "$bad" ] && ok asan_analyze || fail asan_analyze "$bad"
# the audit: opt run as a child, its output parsed, .cfg files rendered
rc1=0; rc2=0
(cd "$TOP" && "$SRC/convcheck" audit --no-db -L 8 corpus/analysis) >"$TMPD/audit.log" 2>&1 || rc1=$?
[ -z "$UA_EXIT_PHI" ] ||
  "$SRC/convcheck" audit --no-db -L 8 "$UA_EXIT_PHI" >>"$TMPD/audit.log" 2>&1 || rc2=$?
# each audit ends with its summary of LLVM's claims (divergent-cycle-exit-phi.ll:
# 4 functions)
naudits=1; [ -z "$UA_EXIT_PHI" ] || naudits=2
if [ $rc1 -ne 66 ] && [ $rc2 -ne 66 ] &&
   [ "$(grep -c '^  llvm [0-9]* functions' "$TMPD/audit.log")" -eq "$naudits" ] &&
   { [ -z "$UA_EXIT_PHI" ] || grep -q '^  llvm 4 functions' "$TMPD/audit.log"; } &&
   ! grep -q -E 'runtime error|Sanitizer' "$TMPD/audit.log"; then
  ok asan_audit
else
  fail asan_audit "$(grep -E 'runtime error|Sanitizer|ERROR' "$TMPD/audit.log" | head -20)"
fi
# A sweep: families, batches of functions in one module, opt-22, the store.
"$SRC/convcheck" sweep --blocks 3 --divergence each -L 4 --shard 1/2 \
  --db "$TMPD/asan-sweep.db" >"$TMPD/sweep.log" 2>&1
rc=$?
if [ "$rc" -le 1 ] && grep -q '^convcheck: recorded as run 1' "$TMPD/sweep.log" &&
   ! grep -q -E 'runtime error|Sanitizer' "$TMPD/sweep.log"; then
  ok asan_sweep
else
  fail asan_sweep "exit status $rc" "$(grep -E 'runtime error|Sanitizer|ERROR|error' "$TMPD/sweep.log" | head -20)"
fi
# sweep --emit-ll: the rendering for transform checks, with and without tokens
mkdir -p "$TMPD/emit" "$TMPD/emit-tok"
"$SRC/convcheck" sweep --blocks 4 --divergence each --emit-ll "$TMPD/emit" >"$TMPD/emit.log" 2>&1; rc1=$?
"$SRC/convcheck" sweep --blocks 4 --emit-ll "$TMPD/emit-tok" --tokens >>"$TMPD/emit.log" 2>&1; rc2=$?
if [ $rc1 -eq 0 ] && [ $rc2 -eq 0 ] && grep -q '^wrote 1102 programs' "$TMPD/emit.log" &&
   ! grep -q -E 'runtime error|Sanitizer' "$TMPD/emit.log"; then
  ok asan_sweep_emit_ll
else
  fail asan_sweep_emit_ll "exit status $rc1 $rc2" "$(grep -E 'runtime error|Sanitizer|ERROR|error' "$TMPD/emit.log" | head -20)"
fi
# convcheck verify on every rule of corpus/rules and LLVM's invalid-token test
: >"$TMPD/verify.log"
for f in "$TOP"/corpus/rules/*.ll $VERIFIER_INVALID; do
  "$SRC/convcheck" verify --json "$f" >/dev/null 2>>"$TMPD/verify.log"
  [ $? -eq 66 ] && echo "exit 66: $f" >>"$TMPD/verify.log"
done
if grep -q -E 'runtime error|Sanitizer|exit 66' "$TMPD/verify.log"; then
  fail asan_verify "$(grep -E 'runtime error|Sanitizer|ERROR|exit 66' "$TMPD/verify.log" | head -20)"
else
  ok asan_verify
fi
# convcheck transform on every corpus/transforms case (calls expanded, the
# bit-vector step) and the inliner's LLVM test through opt-22
: >"$TMPD/transform.log"
for t in "$TOP"/corpus/transforms/*.tcase; do
  d=$(dirname "$t")
  b=$(sed -n 's/^before //p' "$t"); a=$(sed -n 's/^after //p' "$t"); fn=$(sed -n 's/^function //p' "$t")
  "$SRC/convcheck" transform --function "$fn" "$d/$b" "$d/$a" >/dev/null 2>>"$TMPD/transform.log"
  [ $? -eq 66 ] && echo "exit 66: $t" >>"$TMPD/transform.log"
done
if [ -n "$INLINE_TEST" ]; then
  "$SRC/convcheck" transform --pass 'cgscc(inline)' "$INLINE_TEST" >/dev/null 2>>"$TMPD/transform.log"
  [ $? -eq 66 ] && echo "exit 66: inline" >>"$TMPD/transform.log"
fi
if grep -q -E 'runtime error|Sanitizer|exit 66' "$TMPD/transform.log"; then
  fail asan_transform "$(grep -E 'runtime error|Sanitizer|ERROR|exit 66' "$TMPD/transform.log" | head -20)"
else
  ok asan_transform
fi
# the SMT engine's uniformity under convergence tokens (encode/smt_values.c
# with smtT_build): both anchor modes, two hierarchies, a witness printed
# with the controlled behaviour
: >"$TMPD/unitok.log"
for an in free maximal; do
  for f in "$TOP/corpus/spec/co-temporal-divergence-token.ll" "$TOP/tests/cli/smt_uni_tokens/anchor-irreducible.ll"; do
    "$SRC/convcheck" uniformity --engine both -k 2 -L 4 --anchor "$an" "$f" >/dev/null 2>>"$TMPD/unitok.log"
    [ $? -eq 66 ] && echo "exit 66: $f $an" >>"$TMPD/unitok.log"
  done
done
"$SRC/convcheck" uniformity --engine smt -k 2 -L 5 --function outside_region --why %use \
  "$TOP/corpus/spec/co-temporal-divergence-token.ll" >/dev/null 2>>"$TMPD/unitok.log"
[ $? -eq 66 ] && echo "exit 66: why" >>"$TMPD/unitok.log"
if grep -q -E 'runtime error|Sanitizer|exit 66|DISAGREE' "$TMPD/unitok.log"; then
  fail asan_smt_uni_tokens "$(grep -E 'runtime error|Sanitizer|ERROR|exit 66|DISAGREE' "$TMPD/unitok.log" | head -20)"
else
  ok asan_smt_uni_tokens
fi
# the pictures (render/): every --dot, the store's pictures, the HTML report
: >"$TMPD/pictures.log"
S=$TOP/corpus/spec
for args in "cycles --all --dot $S/cu-diverged-entry-header-p.cfg" "converge --dot $S/cu-natural-loop.cfg" \
  "mconv -L 8 --dot $S/cu-diverged-entry-header-p.cfg" \
  "uniformity --why %x --dot $TOP/corpus/analysis/rfc-temporal-divergence.ll" \
  "verify --dot $TOP/corpus/rules/closed-path-4.ll" "verify --dot $TOP/corpus/rules/region-nesting.ll" \
  "transform --dot $TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll $TOP/corpus/transforms/hoist-subgroupadd-divergent.after.ll" \
  "mconv -L 8 --db $TMPD/pic.db $S/cu-diverged-entry-header-p.cfg" "converge --db $TMPD/pic.db $S/cu-natural-loop.cfg" \
  "results --db $TMPD/pic.db report --html $TMPD/pic-report"; do
  # shellcheck disable=SC2086
  "$SRC/convcheck" $args >/dev/null 2>>"$TMPD/pictures.log"
  [ $? -eq 66 ] && echo "exit 66: $args" >>"$TMPD/pictures.log"
done
if grep -q -E 'runtime error|Sanitizer|exit 66' "$TMPD/pictures.log"; then
  fail asan_pictures "$(grep -E 'runtime error|Sanitizer|ERROR|exit 66' "$TMPD/pictures.log" | head -20)"
else
  ok asan_pictures
fi
