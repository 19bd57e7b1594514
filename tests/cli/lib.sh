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

# transform_verdict : the verdict word of the first line of $OUT (a
# `convcheck transform` run), as .tcase files write it: preserved | unchanged
# | broken | invalid | not-equivalent | unknown
transform_verdict() {
  sed -n 1p "$OUT" | sed -e 's/^[^:]*: //' -e 's/^preserved within.*/preserved/' \
    -e 's/^unchanged.*/unchanged/' -e 's/^broken (.*/broken/' -e 's/^AFTER invalid.*/invalid/' \
    -e 's/^not single-thread equivalent.*/not-equivalent/' -e 's/^unknown.*/unknown/'
}
# transform_status VERDICT : the exit status `convcheck transform` gives it
transform_status() {
  case "$1" in preserved|unchanged) echo 0 ;; unknown) echo 2 ;; *) echo 1 ;; esac
}

# tcases DIR PREFIX : every DIR/*.tcase (before, after, function, threads,
# bound, expect: the verdict its source gives) checked as `convcheck
# transform` decides it, the verdict word and the exit status, one test
# named PREFIX_CASE each
tcases() {
  for c in "$1"/*.tcase; do
    name=$2_$(basename "$c" .tcase)
    field() { sed -n "s/^$1 //p" "$c" | head -1; }
    before=$(field before); after=$(field after); fn=$(field function)
    k=$(field threads); L=$(field bound); want=$(field expect)
    run transform -k "$k" -L "$L" --function "$fn" "$1/$before" "$1/$after"
    got=$(transform_verdict)
    if [ "$got" = "$want" ] && [ "$RC" -eq "$(transform_status "$want")" ]; then ok "$name"; else
      fail "$name" "expected $want, got '$got' (exit $RC)" "$(head -c 600 "$ERR")"; fi
  done
}

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

# opt_compare NAME DIR KNOWN MIN : `convcheck analyze` against opt-22 on
# every .ll below DIR (tests/tools/uniformity_vs_opt.sh).  KNOWN lists, one
# per line, the FILE:FUNCTION whose DIVERGENT set or text differs for a
# reason written in docs/findings.md; any other difference fails, and so
# does a listed one that has become identical.  MIN: functions at least.
opt_compare() {
  _name=$1 _dir=$2 _known=$3 _min=$4
  CONVCHECK="$CONVCHECK" OPT="${OPT:-opt-22}" sh "$TOP/tests/tools/uniformity_vs_opt.sh" -v "$_dir" >"$TMPD/report" 2>&1
  cat "$TMPD/report"
  grep -E '^(set|text)-differs ' "$TMPD/report" | sed 's/^[a-z]*-differs //' | sort -u >"$TMPD/differs"
  printf '%s\n' "$_known" | grep -v '^$' | sort -u >"$TMPD/known"
  while read -r key; do
    if grep -qxF "$key" "$TMPD/known"; then ok "$_name $key (known difference, docs/findings.md)"
    else fail "$_name $key" "$(grep -F "$key" "$TMPD/report")"; fi
  done <"$TMPD/differs"
  while read -r key; do
    grep -qxF "$key" "$TMPD/differs" || fail "$_name $key" "listed as a known difference but now identical: update the list and docs/findings.md"
  done <"$TMPD/known"
  grep -E '^(opt-refuses|convcheck-fails) ' "$TMPD/report" | while read -r line; do fail "$_name ${line%%:*}" "$line"; done
  _total=$(grep '^TOTAL:' "$TMPD/report")
  _nfun=$(echo "$_total" | sed -n 's/.*functions \([0-9]*\),.*/\1/p')
  _ntext=$(echo "$_total" | sed -n 's/.*same text \([0-9]*\)$/\1/p')
  _nknown=$(grep -c . "$TMPD/known")
  if [ -n "$_nfun" ] && [ "$_nfun" -ge "$_min" ]; then ok "$_name covers $_nfun functions"
  else fail "$_name covers too few functions" "$_total"; fi
  if [ -n "$_ntext" ] && [ $((_ntext + _nknown)) -eq "$_nfun" ]; then ok "$_name identical to opt-22 on $_ntext of $_nfun functions"
  else fail "$_name identical text" "$_total"; fi
}
