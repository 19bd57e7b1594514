#!/bin/sh
# tests/run.sh — the whole test suite, bottom-up: unit tests (model before
# engines before front ends), then the command line, then the comparisons
# with LLVM 22's opt.  An optional argument filters tests by name.
# Last line: "N passed, N failed" (totals over the whole suite).
TOP=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${BUILD:-$TOP}
CONVCHECK=${CONVCHECK:-$BUILD/convcheck}
SHARED=${CONVCHECK_SHARED:-$TOP/../shared}
export TOP CONVCHECK SHARED
# The SMT engine's cross-check over every CFG of up to 4 blocks runs at
# L = 4 in the suite (about 25 s); run tests/unit_tests smt_ alone for the
# default L = 6.
export CONVCHECK_SMT_BOUND=${CONVCHECK_SMT_BOUND:-4}
export CONVCHECK_SHARED=$SHARED
FILTER=${1:-}
LOG=$(mktemp "${TMPDIR:-/tmp}/convcheck-log.XXXXXX")

if [ ! -x "$BUILD/tests/unit_tests" ] || [ ! -x "$CONVCHECK" ]; then
  (cd "$BUILD" && make -s -j2 convcheck tests/unit_tests) >&2 || {
    echo "build failed"; echo "0 passed, 1 failed"; exit 1; }
fi

"$BUILD/tests/unit_tests" $FILTER | grep -v '^[0-9]* passed, [0-9]* failed$' | tee -a "$LOG"
for t in "$TOP"/tests/cli/*.sh; do
  case "$t" in */lib.sh) continue ;; esac
  name=$(basename "$t" .sh)
  if [ -n "$FILTER" ] && ! echo "$name" | grep -q -- "$FILTER"; then continue; fi
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
rm -f "$LOG"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
