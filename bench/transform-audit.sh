#!/bin/sh
# bench/transform-audit.sh — the LLVM pass audit (docs/transform-audit.md):
# for each test of LLVM's llvm/test/Transforms (bench/llvm-tests.sh), the first RUN line's
# pipeline (and its opt options) through `convcheck transform --pass`, one
# row per function with the verdict.  Usage: bench/transform-audit.sh
# [-k K] [-L L] [--timeout MS] [--unbounded] (every trace length:
# docs/unbounded.md "Transforms").  Output: a Markdown table on stdout.
CONVCHECK=${CONVCHECK:-./convcheck}
. "$(dirname "$0")/llvm-tests.sh"
K=2; L=12; TMO=20000; UB=""
while [ $# -gt 0 ]; do
  case "$1" in
    -k) K=$2; shift 2 ;; -L) L=$2; shift 2 ;; --timeout) TMO=$2; shift 2 ;;
    --unbounded) UB=--unbounded; shift ;;
    *) echo "usage: bench/transform-audit.sh [-k K] [-L L] [--timeout MS] [--unbounded]" >&2; exit 2 ;;
  esac
done
echo "| test | pipeline (opt options) | function | verdict |"
echo "|---|---|---|---|"
. "$(dirname "$0")/run-line.sh"
find "$LLVM_TESTS/Transforms" -name '*.ll' | sort | while read -r f; do
  rel=${f#"$LLVM_TESTS/"}
  run_line "$f"
  pipe=$RL_PIPE; run=$RL_RUN; opts=$RL_OPTS
  if [ -z "$pipe" ]; then
    echo "| $rel | \`$run\` | - | not run: no pass of the RUN line is a pass of opt-22 |"; continue
  fi
  [ -n "$RL_LEGACY" ] && opts="$opts(legacy \`$RL_LEGACY\`) "
  # shellcheck disable=SC2086
  set -- $RL_ARGS
  out=$("$CONVCHECK" transform -k "$K" -L "$L" --timeout "$TMO" $UB "$@" --pass "$pipe" "$f" 2>&1)
  rc=$?
  # a RUN line triple opt-22 does not know (amdgpu7.01-...): the target it
  # names, amdgcn, with a note
  bad=$(printf '%s\n' "$out" | sed -n "s/.*unrecognized architecture '\(amdgpu[^']*\)'.*/\1/p" | head -1)
  if [ -n "$bad" ]; then
    out=$("$CONVCHECK" transform -k "$K" -L "$L" --timeout "$TMO" $UB "$@" --mtriple amdgcn-amd-amdhsa --pass "$pipe" "$f" 2>&1)
    rc=$?
    opts="$opts(the RUN line's \`$bad\` is no architecture of opt-22: --mtriple amdgcn-amd-amdhsa) "
  fi
  tr=$(printf '%s\n' "$out" | sed -n "s/^note: .* ran with -mtriple=\([^ ]*\) (the file's RUN line)/\1/p")
  [ -n "$tr" ] && opts="$opts-mtriple=$tr "
  if [ $rc -eq 2 ] && ! printf '%s\n' "$out" | grep -q '^[A-Za-z_.0-9]*: unknown'; then
    msg=$(printf '%s\n' "$out" | grep 'error' | head -1 | sed "s|$LLVM_TESTS/||g; s/|/\\\\|/g")
    echo "| $rel | \`$pipe\` $opts | - | error: $msg |"; continue
  fi
  # a verdict line, with the note line that may follow it (calls left as calls)
  printf '%s\n' "$out" | awk '/^[A-Za-z_.0-9$-]+: (preserved|unchanged|broken|not single|AFTER invalid|unknown)/ { if (l != "") print l; l = $0; next }
    /^  note: / { sub(/^  note: /, ""); l = l " [note: " $0 "]" } END { if (l != "") print l }' |
  while IFS= read -r line; do
    fn=${line%%:*}; v=${line#*: }
    v=$(printf '%s' "$v" | sed 's/|/\\|/g')
    echo "| $rel | \`$pipe\` $opts | $fn | $v |"
  done
done
