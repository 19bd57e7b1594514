#!/bin/sh
# tests/run.sh — the whole test suite, bottom-up: unit tests (model before
# engines before front ends), then the command line, then the comparisons
# with LLVM 22's opt.  An optional argument filters tests by name.
# BUILD: the build tree (default: the source tree).
# Last line: "N passed, N failed" (totals over the whole suite); the line
# before it counts what was skipped and says why.
TOP=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$TOP}
CONVCHECK=${CONVCHECK:-$BUILD/convcheck}
SHARED=${CONVCHECK_SHARED:-$TOP/../shared}
# LLVM's own tests (llvm/test of llvm-project) are not in the repository:
# CONVCHECK_LLVM_TESTS names them (llvm/test, or an llvm-project checkout),
# else ../shared/llvm-tests beside the tree when it is there.  Without them
# the parts that read them print "skip NAME" and are counted apart.
LLVM_TESTS=""; llvm_tests_given=${CONVCHECK_LLVM_TESTS:-}
d=${llvm_tests_given:-$SHARED/llvm-tests}
for t in "$d" "$d/llvm/test" "$d/test"; do
  [ -d "$t/Analysis" ] && { LLVM_TESTS=$(cd "$t" && pwd); break; }
done
CONVCHECK_LLVM_TESTS=$LLVM_TESTS
export TOP BUILD CONVCHECK SHARED LLVM_TESTS CONVCHECK_LLVM_TESTS
# The SMT engine's cross-check over every CFG of up to 4 blocks runs at
# L = 4 in the suite (about 25 s); run tests/unit_tests smt_ alone for the
# default L = 6.
export CONVCHECK_SMT_BOUND=${CONVCHECK_SMT_BOUND:-4}
FILTER=${1:-}
LOG=$(mktemp "${TMPDIR:-/tmp}/convcheck-log.XXXXXX")
[ -n "$LLVM_TESTS" ] || [ -z "$llvm_tests_given" ] ||
  echo "FAIL llvm_tests: CONVCHECK_LLVM_TESTS=$llvm_tests_given is not llvm/test (no Analysis/)" | tee -a "$LOG"

if [ ! -x "$BUILD/tests/unit_tests" ] || [ ! -x "$CONVCHECK" ]; then
  (cd "$BUILD" && make -s -j2 convcheck tests/unit_tests) >&2 || {
    echo "build failed"; echo "0 passed, 1 failed"; exit 1; }
fi

# The unit tests' own status goes through a file (a pipeline keeps only
# its last command's): a crash after some "ok" lines (a signal, no summary
# line) is a FAIL, not a pass of the tests that ran before it.
{ "$BUILD/tests/unit_tests" $FILTER; echo "$?" >"$LOG.rc"; } | tee "$LOG.unit" |
  grep -v '^[0-9]* passed, [0-9]* failed$' | tee -a "$LOG"
unit_rc=$(cat "$LOG.rc" 2>/dev/null || echo 127)
if ! tail -n 1 "$LOG.unit" | grep -q '^[0-9]* passed, [0-9]* failed$' || [ "$unit_rc" -gt 1 ]; then
  echo "FAIL unit_tests: exit status $unit_rc before its summary line (a crash?) after: $(tail -n 1 "$LOG.unit")" |
    tee -a "$LOG"
fi
rm -f "$LOG.rc" "$LOG.unit"
for t in "$TOP"/tests/cli/*.sh; do
  case "$t" in */lib.sh) continue ;; esac
  name=$(basename "$t" .sh)
  if [ -n "$FILTER" ] && ! echo "$name" | grep -q -E -- "$FILTER"; then continue; fi
  echo "== $name"
  # The script is sourced with a last line added: a script that exits
  # before its end (exit N, a failed `cd ... || exit 0`, a crash of the
  # shell) misses it and counts as one FAIL (lib.sh: end_here ends early
  # on purpose).
  CONVCHECK_TEST_END="== end of $name"; export CONVCHECK_TEST_END
  sh -c '. "$0"; echo "$CONVCHECK_TEST_END"' "$t" 2>&1 | tee "$LOG.one" | grep -vxF -- "$CONVCHECK_TEST_END"
  cat "$LOG.one" >>"$LOG"
  grep -qxF -- "$CONVCHECK_TEST_END" "$LOG.one" ||
    echo "FAIL $name: the script ended before its last line" | tee -a "$LOG"
done
rm -f "$LOG.one"
passed=$(grep -c '^ok ' "$LOG")
failed=$(grep -c '^FAIL ' "$LOG")
skipped=$(grep -c '^skip ' "$LOG")
llvm_skipped=$(grep -c "^skip .*(needs LLVM's tests)" "$LOG")
other_skips=$(grep '^skip ' "$LOG" | grep -v "(needs LLVM's tests)")
rm -f "$LOG"
if [ $((passed + failed + skipped)) -eq 0 ]; then
  echo "FAIL nothing ran (filter '$FILTER')"; failed=1
fi
if [ "$llvm_skipped" -gt 0 ]; then
  echo "$llvm_skipped skipped: they read LLVM's own tests (llvm/test of llvm-project), not found;" \
    "set CONVCHECK_LLVM_TESTS (README, \"LLVM's tests\")"
fi
if [ -n "$other_skips" ]; then # a tool a part needs is missing, or a case is pending (each says why)
  echo "$((skipped - llvm_skipped)) skipped (each says why):"
  printf '%s\n' "$other_skips" | sed 's/^skip /  /'
fi
if [ "$skipped" -eq 0 ]; then
  echo "0 skipped"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
