# `convcheck analyze` against LLVM 22's own analysis
# (`opt-22 -passes='print<uniformity>'`, run live) on every function of
# LLVM's UniformityAnalysis tests (AMDGPU, AMDGPU/irreducible, NVPTX):
# the printed text must be identical, whitespace aside, function by
# function.  The functions where the two differ for a reason written in
# docs/findings.md ("The fast analysis against LLVM 22") are listed in
# KNOWN below by file:function; any other difference fails, and so does a
# listed function that has become identical (the list must be kept exact).
. "$TOP/tests/cli/lib.sh"
OPT=${OPT:-opt-22}
command -v "$OPT" >/dev/null 2>&1 || { fail analyze_opt_available "$OPT not found"; exit 0; }
need_llvm_tests analyze_opt || end_here

KNOWN=$(sed -n '/^# KNOWN-BEGIN/,/^# KNOWN-END/p' "$0" | grep -v '^# KNOWN' | sed 's/^# *//')
# KNOWN-BEGIN
# AMDGPU/b42473-r1-crash.ll:tw1
# NVPTX/alloca-tid-load.ll:alloca_tid_load
# NVPTX/generic-load-divergence.ll:uniform_generic_ptr_phi_load
# KNOWN-END

squash() { sed -e "s/[[:space:]]\{1,\}/ /g" -e "s/^ //" -e "s/ $//" | grep -v "^$" | sort_sets; }
# sort_sets: the lines of the DIVERGENT ARGUMENTS, CYCLES ASSUMED DIVERGENT
# and CYCLES WITH DIVERGENT EXIT sections in sorted order.  opt-22 lists
# them in the iteration order of pointer-keyed sets (DenseSet of values),
# which changes from one run of opt to the next on the same file
# (docs/findings.md); as sets they must be equal.
sort_sets() {
  awk '
    function flush(  i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && L[j-1] > L[j]; j--) { t = L[j]; L[j] = L[j-1]; L[j-1] = t }
      for (i = 1; i <= n; i++) print L[i]
      n = 0
    }
    /^(DIVERGENT ARGUMENTS|CYCLES ASSUMED DIVERGENT|CYCLES WITH DIVERGENT EXIT):$/ { flush(); print; inset = 1; next }
    inset && /^(DIVERGENT: |depth=)/ { L[++n] = $0; next }
    { flush(); inset = 0; print }
    END { flush() }'
}
# split FILE DIR: one file per function, named by the function
split_functions() {
  awk -v dir="$2" '
    /^UniformityInfo for function / { f = $0; sub(/^UniformityInfo for function .?/, "", f); sub(/.:$/, "", f); out = dir "/" f }
    out != "" { print > out }' "$1"
}

# The triple of the file's RUN line (the AMDGPU tests give none in the
# module); triples opt-22 no longer accepts (amdgpu7.00--, amdgpu-amd-amdhsa)
# become amdgcn-amd-amdhsa.
triple_of() {
  t=$(grep -m1 'RUN:' "$1" | sed -n 's/.*-mtriple[= ]\([^ ]*\).*/\1/p')
  echo "$t"
}

files=$(find "$LLVM_TESTS/Analysis/UniformityAnalysis" -name '*.ll' | sort)
nfun=0; nsame=0; nknown=0; nbad=0
for f in $files; do
  rel=${f#$LLVM_TESTS/Analysis/UniformityAnalysis/}
  t=$(triple_of "$f")
  set -- -disable-output -passes='print<uniformity>'
  [ -n "$t" ] && set -- "$@" -mtriple "$t"
  if ! "$OPT" "$@" "$f" >/dev/null 2>"$TMPD/opt.txt"; then
    set -- -disable-output -passes='print<uniformity>' -mtriple amdgcn-amd-amdhsa
    "$OPT" "$@" "$f" >/dev/null 2>"$TMPD/opt.txt" ||
      "$OPT" "$@" -disable-verify "$f" >/dev/null 2>"$TMPD/opt.txt" ||
      { fail "analyze_opt $rel" "opt-22 cannot analyse it: $(head -3 "$TMPD/opt.txt")"; nbad=$((nbad+1)); continue; }
  fi
  "$CONVCHECK" analyze "$f" >"$TMPD/ours.txt" 2>"$TMPD/ours.err" ||
    { fail "analyze_opt $rel" "convcheck: $(head -3 "$TMPD/ours.err")"; nbad=$((nbad+1)); continue; }
  rm -rf "$TMPD/o" "$TMPD/c"; mkdir "$TMPD/o" "$TMPD/c"
  split_functions "$TMPD/opt.txt" "$TMPD/o"
  split_functions "$TMPD/ours.txt" "$TMPD/c"
  for of in "$TMPD"/o/*; do
    [ -e "$of" ] || continue
    fn=${of##*/}; nfun=$((nfun+1))
    key="$rel:$fn"
    known=no; printf '%s\n' "$KNOWN" | grep -qxF "$key" && known=yes
    if [ -e "$TMPD/c/$fn" ] && [ "$(squash <"$of")" = "$(squash <"$TMPD/c/$fn")" ]; then
      nsame=$((nsame+1))
      if [ $known = yes ]; then fail "analyze_opt $key" "listed as a known difference but now identical: update KNOWN and docs/findings.md"
      else ok "analyze_opt $key"; fi
    elif [ $known = yes ]; then
      nknown=$((nknown+1)); ok "analyze_opt $key (known difference, docs/findings.md)"
    else
      nbad=$((nbad+1))
      squash <"$of" >"$TMPD/a"; [ -e "$TMPD/c/$fn" ] && squash <"$TMPD/c/$fn" >"$TMPD/b" || : >"$TMPD/b"
      fail "analyze_opt $key" "$(diff "$TMPD/a" "$TMPD/b" | head -20)"
    fi
  done
done
echo "analyze_opt: $nfun functions; identical: $nsame; known differences: $nknown; unexpected: $nbad"
[ $nfun -gt 50 ] && ok "analyze_opt covers $nfun functions" || fail "analyze_opt covers too few functions ($nfun)"
