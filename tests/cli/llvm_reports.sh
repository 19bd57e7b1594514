# The known LLVM reports about its uniformity analysis, reproduced in
# corpus/findings/llvm-NNNNN.ll (docs/findings.md, "Known LLVM reports"):
#   1. what LLVM 22 prints for each program still equals the golden file
#      next to it (llvm-NNNNN.opt.txt; for 60638 also the GlobalISel
#      machine analysis, llvm-60638.mir-uniformity.txt), so that a change
#      in LLVM is noticed;
#   2. every report has its program, its golden and at least one case, and
#      the cases' expectations hold (convcheck corpus), with the expected
#      number of cases;
#   3. where LLVM 22 and the reference disagree, instruction by
#      instruction, is exactly llvm-reports.disagreements.txt (each line is
#      derived by hand in a .case file or the .ll comments).
. "$TOP/tests/cli/lib.sh"
OPT=${OPT:-opt-22}
LLC=${LLC:-llc-22}
F="$TOP/corpus/findings"
REPORTS="137277 206435 170048 60638 216100"
NCASES=6

# --- 1. LLVM 22's output against the goldens ---------------------------
if command -v "$OPT" >/dev/null 2>&1; then
  for n in $REPORTS; do
    "$OPT" -mtriple amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output \
      "$F/llvm-$n.ll" 2>"$OUT" >/dev/null
    if [ $? -ne 0 ]; then fail "llvm_reports opt $n" "opt-22 failed: $(head -c 300 "$OUT")"
    else expect_golden "llvm_reports opt $n" "$F/llvm-$n.opt.txt"; fi
  done
else
  fail llvm_reports_opt_available "$OPT not found"
fi
if command -v "$LLC" >/dev/null 2>&1; then
  "$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -global-isel -stop-after=irtranslator \
    "$F/llvm-60638.ll" -o "$TMPD/60638.mir" 2>"$ERR" &&
  "$LLC" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -run-pass=print-machine-uniformity \
    -x mir "$TMPD/60638.mir" -o /dev/null 2>"$OUT"
  if [ $? -ne 0 ]; then fail "llvm_reports llc 60638" "llc-22 failed: $(head -c 300 "$ERR" "$OUT")"
  else expect_golden "llvm_reports llc 60638" "$F/llvm-60638.mir-uniformity.txt"; fi
else
  fail llvm_reports_llc_available "$LLC not found"
fi

# --- 2. every report is reproduced; the cases hold ----------------------
for n in $REPORTS; do
  if [ -f "$F/llvm-$n.ll" ] && [ -f "$F/llvm-$n.opt.txt" ] &&
     ls "$F/llvm-$n".*.case >/dev/null 2>&1; then ok "llvm_reports files $n"
  else fail "llvm_reports files $n" "missing llvm-$n.ll, llvm-$n.opt.txt or a llvm-$n.*.case"; fi
done
run corpus --no-db "$F"/llvm-*.case
expect_rc "llvm_reports corpus" 0
expect_out "llvm_reports corpus count" "^corpus: $NCASES cases, $NCASES passed, 0 failed, 0 errors"

# --- 3. where LLVM 22 and the reference disagree -------------------------
# verdicts: "function<TAB>instruction<TAB>D|U" for every instruction line
# of a print<uniformity> layout (both tools print the same layout).
verdicts() {
  awk '/^UniformityInfo for function/ { f = $4; gsub(/[\047:]/, "", f); next }
       /^BLOCK / { inb = 1; next }  /^END BLOCK/ { inb = 0; next }
       inb && !/^(DEFINITIONS|TERMINATORS)$/ {
         d = ($0 ~ /^  DIVERGENT:/) ? "D" : "U"
         s = $0; sub(/^  DIVERGENT: */, "", s); sub(/^ */, "", s)
         print f "\t" s "\t" d }'
}
: >"$TMPD/dis"
for n in $REPORTS; do
  verdicts <"$F/llvm-$n.opt.txt" >"$TMPD/o"
  "$CONVCHECK" uniformity -L 12 "$F/llvm-$n.ll" >"$TMPD/r.txt" 2>"$ERR"
  verdicts <"$TMPD/r.txt" >"$TMPD/r"
  if [ "$(cut -f1,2 "$TMPD/o")" != "$(cut -f1,2 "$TMPD/r")" ]; then
    fail "llvm_reports layout $n" "the two outputs do not list the same instructions"; continue
  fi
  paste "$TMPD/o" "$TMPD/r" |
    awk -F'\t' -v n="$n" '$3 != $6 { print "llvm-" n " " $1 ": " $2 ": LLVM " ($3 == "D" ? "divergent" : "uniform") ", reference " ($6 == "D" ? "divergent" : "uniform") }' >>"$TMPD/dis"
done
grep -v '^#' "$F/llvm-reports.disagreements.txt" >"$TMPD/expected"
if diff -u "$TMPD/expected" "$TMPD/dis" >"$TMPD/diff"; then ok "llvm_reports disagreements"
else fail "llvm_reports disagreements" "$(head -30 "$TMPD/diff")"; fi
