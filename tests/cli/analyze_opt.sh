# `convcheck analyze` against LLVM 22's own analysis
# (`opt-22 -passes='print<uniformity>'`, run live) on every function of
# LLVM's UniformityAnalysis tests in ../shared (AMDGPU, AMDGPU/irreducible,
# NVPTX), each for the target of its RUN line (tests/tools/uniformity_vs_opt.sh):
# the DIVERGENT set must be opt's on every function, and the printed text
# identical, whitespace aside, with the sections opt prints in a set's order
# compared as sets (docs/findings.md "The fast analysis against LLVM 22").
# The functions where the two differ for a reason written in docs/findings.md
# would be listed in KNOWN by file:function; a listed function that has
# become identical fails too (the list must be kept exact).  Today it is
# empty.
. "$TOP/tests/cli/lib.sh"
OPT=${OPT:-opt-22}
command -v "$OPT" >/dev/null 2>&1 || { fail analyze_opt_available "$OPT not found"; exit 0; }

KNOWN=$(sed -n '/^# KNOWN-BEGIN/,/^# KNOWN-END/p' "$0" | grep -v '^# KNOWN' | sed 's/^# *//')
# KNOWN-BEGIN
# KNOWN-END

DIR="$SHARED/llvm-tests/Analysis/UniformityAnalysis"
CONVCHECK="$CONVCHECK" OPT="$OPT" sh "$TOP/tests/tools/uniformity_vs_opt.sh" -v "$DIR" >"$TMPD/report" 2>&1
rc=$?
cat "$TMPD/report"
grep -E '^(set|text)-differs ' "$TMPD/report" | sed 's/^[a-z]*-differs //' | sort -u >"$TMPD/differs"
printf '%s\n' "$KNOWN" | grep -v '^$' | sort -u >"$TMPD/known"
while read -r key; do
  if grep -qxF "$key" "$TMPD/known"; then ok "analyze_opt $key (known difference, docs/findings.md)"
  else fail "analyze_opt $key" "$(grep -F "$key" "$TMPD/report")"; fi
done <"$TMPD/differs"
while read -r key; do
  grep -qxF "$key" "$TMPD/differs" || fail "analyze_opt $key" "listed as a known difference but now identical: update KNOWN and docs/findings.md"
done <"$TMPD/known"
for what in opt-refuses convcheck-fails; do
  grep "^$what " "$TMPD/report" | while read -r line; do fail "analyze_opt ${line%%:*}" "$line"; done
done
total=$(grep '^TOTAL:' "$TMPD/report")
nfun=$(echo "$total" | sed -n 's/.*functions \([0-9]*\),.*/\1/p')
ntext=$(echo "$total" | sed -n 's/.*same text \([0-9]*\)$/\1/p')
[ -n "$nfun" ] && [ "$nfun" -gt 80 ] && ok "analyze_opt covers $nfun functions" || fail "analyze_opt covers too few functions" "$total"
[ -n "$ntext" ] && [ "$ntext" -eq "$nfun" ] && ok "analyze_opt every function identical to opt-22 ($ntext of $nfun)" ||
  fail "analyze_opt identical text" "$total"
[ $rc -eq 0 ] && ok "analyze_opt every DIVERGENT set is opt-22's" || fail "analyze_opt DIVERGENT sets" "exit status $rc"
