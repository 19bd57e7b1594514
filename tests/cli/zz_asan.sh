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
# asan_run LOG LABEL COMMAND...: COMMAND's stderr appended to LOG (stdout
# dropped); a sanitizer's exit status (66) noted in LOG as "exit 66: LABEL".
asan_run() {
  asan_log=$1 asan_label=$2
  shift 2
  "$@" >/dev/null 2>>"$asan_log"
  if [ $? -eq 66 ]; then echo "exit 66: $asan_label" >>"$asan_log"; fi
}
# asan_judge NAME LOG [PATTERN]: NAME fails with LOG's report lines when
# LOG holds a sanitizer's report, an exit 66 or a line matching PATTERN.
asan_judge() {
  asan_pat="runtime error|Sanitizer|exit 66${3:+|$3}"
  if grep -q -E "$asan_pat" "$2"; then
    fail "$1" "$(grep -E "$asan_pat|ERROR" "$2" | head -20)"
  else
    ok "$1"
  fi
}
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
  asan_run "$TMPD/verify.log" "$f" "$SRC/convcheck" verify --json "$f"
done
asan_judge asan_verify "$TMPD/verify.log"
# convcheck transform on every corpus/transforms case (calls expanded, the
# bit-vector step) and the inliner's LLVM test through opt-22
: >"$TMPD/transform.log"
for t in "$TOP"/corpus/transforms/*.tcase; do
  d=$(dirname "$t")
  b=$(sed -n 's/^before //p' "$t"); a=$(sed -n 's/^after //p' "$t"); fn=$(sed -n 's/^function //p' "$t")
  asan_run "$TMPD/transform.log" "$t" "$SRC/convcheck" transform --function "$fn" "$d/$b" "$d/$a"
done
if [ -n "$INLINE_TEST" ]; then
  asan_run "$TMPD/transform.log" inline "$SRC/convcheck" transform --pass 'cgscc(inline)' "$INLINE_TEST"
  asan_run "$TMPD/transform.log" pipeline-inline "$SRC/convcheck" transform --json \
    --pipeline 'cgscc(inline)' "$INLINE_TEST"
fi
# --pipeline: a broken step with its counterexample, recorded; opt's
# verifier stopping the pipeline (AFTER invalid)
asan_run "$TMPD/transform.log" pipeline-broken "$SRC/convcheck" transform --db "$TMPD/asan-pl.db" \
  --pipeline loop-simplify "$TOP/corpus/transforms/sweep-loop-simplify-irreducible.before.ll"
asan_run "$TMPD/transform.log" pipeline-invalid "$SRC/convcheck" transform --pipeline gvn \
  "$TOP/tests/unit/inputs/pipeline/gvn_merge.ll"
asan_judge asan_transform "$TMPD/transform.log"
# the SMT engine's uniformity under convergence tokens (encode/smt_values.c
# with smtT_build): both anchor modes, two hierarchies, a witness printed
# with the controlled behaviour
: >"$TMPD/unitok.log"
for an in free maximal; do
  for f in "$TOP/corpus/spec/co-temporal-divergence-token.ll" "$TOP/tests/cli/smt_uni_tokens/anchor-irreducible.ll"; do
    asan_run "$TMPD/unitok.log" "$f $an" "$SRC/convcheck" uniformity --engine both -k 2 -L 4 --anchor "$an" "$f"
  done
done
asan_run "$TMPD/unitok.log" why "$SRC/convcheck" uniformity --engine smt -k 2 -L 5 \
  --function outside_region --why %use "$TOP/corpus/spec/co-temporal-divergence-token.ll"
asan_judge asan_smt_uni_tokens "$TMPD/unitok.log" DISAGREE
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
  asan_run "$TMPD/pictures.log" "$args" "$SRC/convcheck" $args
done
asan_judge asan_pictures "$TMPD/pictures.log"
# every command on every hostile file (tests/cli/hostile.sh): sanitizer-clean,
# exit 0/1/2; the time checks are the normal build's (the sanitizers cost)
CONVCHECK="$SRC/convcheck" HOSTILE_TAG=asan_hostile HOSTILE_TIMING=0 HOSTILE_TIMEOUT_MS=2000 \
  sh -c '. "$0"' "$TOP/tests/cli/hostile.sh" 2>&1 | grep -v '^== end of' || true
