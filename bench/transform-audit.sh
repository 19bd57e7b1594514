#!/bin/sh
# bench/transform-audit.sh — the LLVM pass audit (docs/transform-audit.md):
# for each test of LLVM's llvm/test/Transforms (bench/llvm-tests.sh), the first RUN line's
# pipeline (and its opt options) through `convcheck transform --pass`, one
# row per function with the verdict.  Usage: bench/transform-audit.sh
# [-k K] [-L L] [--timeout MS].  Output: a Markdown table on stdout.
CONVCHECK=${CONVCHECK:-./convcheck}
. "$(dirname "$0")/llvm-tests.sh"
K=2; L=12; TMO=20000
while [ $# -gt 0 ]; do
  case "$1" in
    -k) K=$2; shift 2 ;; -L) L=$2; shift 2 ;; --timeout) TMO=$2; shift 2 ;;
    *) echo "usage: bench/transform-audit.sh [-k K] [-L L] [--timeout MS]" >&2; exit 2 ;;
  esac
done
echo "| test | pipeline (opt options) | function | verdict |"
echo "|---|---|---|---|"
find "$LLVM_TESTS/Transforms" -name '*.ll' | sort | while read -r f; do
  rel=${f#"$LLVM_TESTS/"}
  # the first RUN line, continuations joined
  run=$(sed -n 's/^; RUN: *//p' "$f" | awk '{ if (sub(/\\$/, "")) { printf "%s ", $0 } else { print; exit } }')
  run=${run%%|*}
  pipe=$(printf '%s\n' "$run" | tr ' ' '\n' | sed -n "s/^-passes=//p" | head -1 | tr -d "'\"")
  if [ -z "$pipe" ]; then
    echo "| $rel | \`$run\` | - | not run: legacy pass syntax |"; continue
  fi
  set --
  for w in $(printf '%s\n' "$run" | tr ' ' '\n' | grep '^-' | grep -v -e '^-passes=' -e '^-S$' -e '^-$' -e '^-o$' -e '^-verify' -e '^-disable-output' -e '^-check-prefix' -e '^-enable-var-scope'); do
    set -- "$@" --opt-arg "$w"
  done
  opts=$(printf '%s\n' "$run" | tr ' ' '\n' | grep '^-' | grep -v -e '^-passes=' -e '^-S$' -e '^-$' -e '^-o$' -e '^-verify' -e '^-check-prefix' -e '^-enable-var-scope' | tr '\n' ' ')
  out=$("$CONVCHECK" transform -k "$K" -L "$L" --timeout "$TMO" "$@" --pass "$pipe" "$f" 2>&1)
  rc=$?
  if [ $rc -eq 2 ] && ! printf '%s\n' "$out" | grep -q '^[A-Za-z_.0-9]*: unknown'; then
    msg=$(printf '%s\n' "$out" | grep 'error' | head -1 | sed "s|$LLVM_TESTS/||g; s/|/\\\\|/g")
    echo "| $rel | \`$pipe\` $opts | - | error: $msg |"; continue
  fi
  # a verdict line, with the note line that may follow it (calls left as calls)
  printf '%s\n' "$out" | awk '/^[A-Za-z_.0-9$-]+: (preserved|broken|not single|after is invalid|unknown)/ { if (l != "") print l; l = $0; next }
    /^  note: / { sub(/^  note: /, ""); l = l " [note: " $0 "]" } END { if (l != "") print l }' |
  while IFS= read -r line; do
    fn=${line%%:*}; v=${line#*: }
    v=$(printf '%s' "$v" | sed 's/|/\\|/g')
    echo "| $rel | \`$pipe\` $opts | $fn | $v |"
  done
done
