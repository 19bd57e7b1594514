# tests/cli/lib.sh — sourced by every CLI test script.  Each check prints
# "ok   NAME" or "FAIL NAME", and a part that cannot run here "skip NAME";
# tests/run.sh counts them.
#   CONVCHECK   the binary          TOP    the source tree
#   BUILD       the build tree      TMPD   a scratch directory for this script
#   LLVM_TESTS  LLVM's llvm/test (tests/run.sh), empty when not there: guard
#               every use with need_llvm_tests
set -u
: "${CONVCHECK:?}" "${TOP:?}"
BUILD=${BUILD:-$TOP}
LLVM_TESTS=${LLVM_TESTS:-}
TMPD=$(mktemp -d "${TMPDIR:-/tmp}/convcheck-test.XXXXXX")
trap 'rm -rf "$TMPD"' EXIT
OUT="$TMPD/out"; ERR="$TMPD/err"
# Runs start in the scratch directory, so that nothing a command writes
# lands in the tree the suite was started from; and a result store named
# by the environment is not written to (commands record with --db only).
cd "$TMPD" || exit 1
unset CONVCHECK_DB

# end_here: ends the script early on purpose (what could not be checked
# was reported); tests/run.sh counts any other exit before the script's
# last line as a FAIL.
end_here() { [ -n "${CONVCHECK_TEST_END:-}" ] && printf '%s\n' "$CONVCHECK_TEST_END"; exit 0; }
ok()   { printf 'ok   %s\n' "$1"; }
skip() { printf 'skip %s\n' "$1"; }
# need_llvm_tests NAME : true when LLVM's tests are there; else reports the
# part NAME as skipped (tests/run.sh says once how to get them) and is false.
need_llvm_tests() {
  [ -n "$LLVM_TESTS" ] && return 0
  skip "$1 (needs LLVM's tests)"
  return 1
}
fail() { printf 'FAIL %s\n' "$1"; shift; [ $# -gt 0 ] && printf '  %s\n' "$@"; return 0; }

# run ARGS... : runs convcheck, leaves stdout in $OUT, stderr in $ERR, status in $RC
run() { "$CONVCHECK" "$@" >"$OUT" 2>"$ERR"; RC=$?; }

# expect_rc NAME STATUS : the last run exited with STATUS
expect_rc() {
  if [ "$RC" -eq "$2" ]; then ok "$1"; else
    fail "$1" "exit status $RC, expected $2" "stderr: $(head -c 600 "$ERR")"; fi
}
# expect_err NAME REGEX : stderr matches (grep -E)
expect_err() {
  if grep -Eq -- "$2" "$ERR"; then ok "$1"; else
    fail "$1" "stderr does not match /$2/:" "$(head -c 600 "$ERR")"; fi
}
# expect_out NAME REGEX : stdout matches (grep -E)
expect_out() {
  if grep -Eq -- "$2" "$OUT"; then ok "$1"; else
    fail "$1" "stdout does not match /$2/:" "$(head -c 600 "$OUT")"; fi
}
# expect_golden NAME FILE : stdout equals FILE
expect_golden() {
  if diff -u "$2" "$OUT" >"$TMPD/diff"; then ok "$1"; else
    fail "$1" "$(head -40 "$TMPD/diff")"; fi
}
