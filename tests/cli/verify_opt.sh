#!/bin/sh
# tests/cli/verify_opt.sh — `convcheck verify` against LLVM 22's verifier
# (`opt-22 -passes=verify`), function by function:
#   1. every function of the LLVM test files that use convergence control
#      intrinsics, and of corpus/rules, alone in a module (tests/ll_mutate
#      split);
#   2. mutants of the functions of the files LLVM accepts (tests/ll_mutate
#      mutate): bundles dropped, duplicated, retargeted, intrinsics swapped,
#      moved, added.  The suite keeps every STRIDE-th mutant of each
#      function (VERIFY_OPT_STRIDE, default 8; 1 = all of them).
# Verdicts are compared: ours (exit 0 valid / 1 invalid) and opt's (0 / 1).
# A difference fails unless its id is listed in docs/findings.md, section
# "verify against LLVM 22", with the reason.  Exit 2 from either side, or
# an opt message outside the convergence rules, fails too.
# VERIFY_OPT_OUT=DIR keeps the per-module results (ID, ours, opt, what).
. "$(dirname "$0")/lib.sh"
MUTATE=${MUTATE:-$BUILD/tests/ll_mutate}
STRIDE=${VERIFY_OPT_STRIDE:-8}
FINDINGS=$TOP/docs/findings.md
if ! command -v opt-22 >/dev/null 2>&1; then fail verify_opt_setup "opt-22 not found"; exit 0; fi
if [ ! -x "$MUTATE" ]; then
  (cd "$BUILD" && make -s tests/ll_mutate) >/dev/null 2>&1 || { fail verify_opt_setup "cannot build tests/ll_mutate"; exit 0; }
fi
mkdir -p "$TMPD/split" "$TMPD/mut"
: >"$TMPD/split.tsv"
: >"$TMPD/mut.tsv"
# LLVM's files when they are there (MIN_MUTANTS: what each set gives at
# least, at the default stride)
llvm_files=""; MIN_MUTANTS=${VERIFY_OPT_MIN_MUTANTS:-30}
if need_llvm_tests "verify_opt on LLVM's tests (corpus/rules only)"; then
  llvm_files=$(grep -rlE 'llvm\.experimental\.convergence\.(entry|anchor|loop)' "$LLVM_TESTS" | sort)
  MIN_MUTANTS=${VERIFY_OPT_MIN_MUTANTS:-200}
fi
for f in $llvm_files "$TOP"/corpus/rules/*.ll; do
  nfiles=$((nfiles + 1))
  "$MUTATE" split "$f" "$TMPD/split" >>"$TMPD/split.tsv" 2>>"$TMPD/mutate.err"
  if opt-22 -passes=verify -disable-output "$f" >/dev/null 2>&1; then
    "$MUTATE" mutate "$f" "$TMPD/mut" "$STRIDE" >>"$TMPD/mut.tsv" 2>>"$TMPD/mutate.err"
  fi
done
if [ -s "$TMPD/mutate.err" ]; then fail verify_opt_mutate "$(head -5 "$TMPD/mutate.err")"; fi

# The messages of LLVM's convergence verifier (and its dominance checks);
# any other message means the module broke a rule outside this comparison.
KNOWN="$TMPD/known"
cat >"$KNOWN" <<'KNOWN_EOF'
Entry or anchor intrinsic cannot have a convergencectrl token operand.
Loop intrinsic must have a convergencectrl token operand.
Convergence control tokens can only be produced by calls to the convergence control intrinsics.
The 'convergencectrl' bundle requires exactly one token use.
The 'convergencectrl' bundle can occur at most once on a call
Cannot mix controlled and uncontrolled convergence in the same function.
Convergence region is not well-nested.
Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
Entry intrinsic can occur only in a convergent function.
Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
Entry intrinsic can occur only in the entry block.
Two static convergence token uses in a cycle that does not contain either token's definition.
Cycle heart must dominate all blocks in the cycle.
Instruction does not dominate all uses!
Convergence control token must dominate all its uses.
Convergence control token can only be used in a convergent call.
Function returns a token but isn't an intrinsic
PHI nodes cannot have token type!
KNOWN_EOF

# compare MANIFEST KIND: one line per module in $TMPD/KIND.res
compare() {
  while IFS="$(printf '\t')" read -r path fn id what; do
    "$CONVCHECK" verify --function "$fn" "$path" >"$TMPD/ours" 2>&1; rc=$?
    opt-22 -passes=verify -disable-output "$path" 2>"$TMPD/opt"; orc=$?
    case $rc in 0) ours=valid ;; 1) ours=invalid ;; *) ours="error($rc)" ;; esac
    case $orc in 0) llvm=valid ;; 1) llvm=invalid ;; *) llvm="error($orc)" ;; esac
    # opt's messages: the lines that are not printed values or cycles
    other=$(grep -v '^ \|^opt-22: \|^label \|^depth=\|^token \|^ptr ' "$TMPD/opt" | grep -vxF -f "$KNOWN" | head -1)
    [ -n "$other" ] && llvm="other: $other"
    printf '%s\t%s\t%s\t%s\n' "$id" "$ours" "$llvm" "$what"
  done <"$1" >"$TMPD/$2.res"
}
compare "$TMPD/split.tsv" split
compare "$TMPD/mut.tsv" mut

report() { # KIND LABEL
  total=$(wc -l <"$TMPD/$1.res")
  agree=$(awk -F'\t' '$2 == $3' "$TMPD/$1.res" | wc -l)
  inv=$(awk -F'\t' '$2 == $3 && $2 == "invalid"' "$TMPD/$1.res" | wc -l)
  awk -F'\t' '$2 != $3' "$TMPD/$1.res" >"$TMPD/$1.diff"
  differ=$(wc -l <"$TMPD/$1.diff")
  unlisted=0
  : >"$TMPD/$1.unlisted"
  while IFS="$(printf '\t')" read -r id ours llvm what; do
    if ! grep -qF -- "\`$id\`" "$FINDINGS"; then
      unlisted=$((unlisted + 1))
      printf '%s: ours %s, opt-22 %s (%s)\n' "$id" "$ours" "$llvm" "$what" >>"$TMPD/$1.unlisted"
    fi
  done <"$TMPD/$1.diff"
  echo "  $2: $total modules, agree $agree ($inv invalid for both), differ $differ ($unlisted not listed in docs/findings.md)"
  if [ "$unlisted" -eq 0 ]; then ok "verify_opt_$1"; else fail "verify_opt_$1" "$(head -20 "$TMPD/$1.unlisted")"; fi
}
if [ -n "${VERIFY_OPT_OUT:-}" ]; then mkdir -p "$VERIFY_OPT_OUT" && cp "$TMPD"/*.res "$VERIFY_OPT_OUT"/; fi
echo "  files: $nfiles files (LLVM test files with convergence control intrinsics, corpus/rules); mutant stride $STRIDE"
report split "functions alone"
report mut "mutants"
if [ "$(wc -l <"$TMPD/mut.res")" -ge "$MIN_MUTANTS" ]; then ok verify_opt_enough_mutants; else
  fail verify_opt_enough_mutants "only $(wc -l <"$TMPD/mut.res") mutants"; fi
