#!/bin/sh
# tests/tools/uniformity_vs_opt.sh — `convcheck analyze` against
# `opt-22 -passes='print<uniformity>'` on every .ll file below a directory
# (LLVM's llvm/test/Analysis/UniformityAnalysis, or a copy of part of it).
#
#   sh tests/tools/uniformity_vs_opt.sh [-v] DIR
#
# Each file is analysed for the target of its first RUN line's -mtriple (as
# LLVM's lit would run it), by opt and by `convcheck analyze --mtriple`;
# a file whose RUN line names none is analysed for the triple in the module.
# RUN lines of older LLVM spell the architecture amdgpuN.NN (amdgpu7.00--),
# which opt-22 refuses ("unrecognized architecture"); they are respelled
# amdgcn (the same target) and counted.  -mcpu and other options of the RUN
# line are not passed (the processor is the default one).
#
# For every function opt prints, two comparisons:
#   set   the DIVERGENT lines (arguments and instructions) as a set,
#         whitespace aside;
#   text  the whole output line for line, byte for byte (what `diff`
#         compares), except where opt-22's own order changes from run to
#         run (docs/findings.md "Order of the lists opt-22 prints"): the
#         lines of DIVERGENT ARGUMENTS, CYCLES ASSUMED DIVERGENT and CYCLES
#         WITH DIVERGENT EXIT compared as sets, and the TEMPORAL DIVERGENCE
#         LIST's entries of one cycle in their order, the cycles' groups as
#         a set.
# Output: one summary line per folder and a TOTAL line,
#   FOLDER: files F, opt accepts A (R respelled, U only with -disable-verify),
#           functions N, same DIVERGENT set S, same text T
# (a module LLVM's verifier rejects but its parser reads is analysed with
# -disable-verify, as opt allows, and counted as U).
# With -v, before them, one line per function that differs
#   set-differs FOLDER/FILE:FUNCTION   (or text-differs; the set is the same)
# and one per file opt refuses or convcheck fails on:
#   opt-refuses FOLDER/FILE: first line of opt's message
#   convcheck-fails FOLDER/FILE: first line of the error
# Exit status: 0 when every function opt accepts has the same DIVERGENT
# set, 1 otherwise, 2 on bad usage.  Environment: CONVCHECK (default
# ./convcheck), OPT (default opt-22).
#
#   sh tests/tools/uniformity_vs_opt.sh --outputs OPT.txt OURS.txt
# compares two outputs already made (opt's, ours) the same way and prints
# "functions N, same DIVERGENT set S, same text T" (bench/analyze-scale.sh).
set -u
verbose=no
[ "${1:-}" = "-v" ] && { verbose=yes; shift; }
outputs=no
[ "${1:-}" = "--outputs" ] && [ $# -eq 3 ] && outputs=yes
[ $outputs = yes ] || { [ $# -eq 1 ] && [ -d "$1" ]; } ||
  { echo "usage: sh tests/tools/uniformity_vs_opt.sh [-v] DIR | --outputs OPT.txt OURS.txt" >&2; exit 2; }
DIR=${1%/}
CONVCHECK=${CONVCHECK:-./convcheck}
OPT=${OPT:-opt-22}
T=$(mktemp -d "${TMPDIR:-/tmp}/uniformity-vs-opt.XXXXXX")
trap 'rm -rf "$T"' EXIT

# compare OPT.txt OURS.txt LABEL: sets nf, nset, ntext; false if a set
# differs.  One awk pass over both outputs: per function, its DIVERGENT
# lines as a sorted set, and its text with the sections above sorted.
compare() {
  awk -v label="$3" -v verbose="$verbose" -v out="$T/cmp" '
    function norm(s) { gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s); return s }
    function sortarr(a, n,   i, j, t) { for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t } }
    function flush(   i, s) { sortarr(setl, nsetl); for (i = 1; i <= nsetl; i++) text[side, fn] = text[side, fn] "\n" setl[i]; nsetl = 0 }
    function endfn(   i, s) {
      if (fn == "") return
      flush()
      sortarr(dv, ndv); s = ""
      for (i = 1; i <= ndv; i++) if (i == 1 || dv[i] != dv[i-1]) s = s "\n" dv[i]
      div[side, fn] = s; ndv = 0
      if (side == 1) order[++nfn] = fn
      fn = ""
    }
    FNR == 1 { endfn(); side = (FILENAME == ARGV[1]) ? 1 : 2; inset = 0; blank = 0 }
    /^UniformityInfo for function / {
      endfn(); fn = $0; sub(/^UniformityInfo for function ./, "", fn); sub(/.:$/, "", fn)
      text[side, fn] = ""; seen[side, fn] = 1; inset = 0; next
    }
    fn == "" { next }
    {
      l = $0
      if (l ~ /DIVERGENT:/) dv[++ndv] = norm(l)
      if (l ~ /^(DIVERGENT ARGUMENTS|CYCLES ASSUMED DIVERGENT|CYCLES WITH DIVERGENT EXIT):$/) { flush(); text[side, fn] = text[side, fn] "\n" l; inset = 1; next }
      if (inset == 1 && l ~ /^  (DIVERGENT: |depth=)/) { setl[++nsetl] = l; next }
      # the temporal divergence list: an entry is three lines and a blank
      # one; the entries of one cycle in their order, the cycles as a set
      if (l == "TEMPORAL DIVERGENCE LIST:") { flush(); text[side, fn] = text[side, fn] "\n" l; inset = 2; ng = 0; cur = ""; next }
      if (inset == 2 && l ~ /^(Value         |Used by       ):/) { cur = cur "\n" l; next }
      if (inset == 2 && l ~ /^Outside cycle :/) {
        if (!((side, fn, l) in gi)) { gi[side, fn, l] = ++ng; gs[ng] = "" }
        g = gi[side, fn, l]; gs[g] = gs[g] cur "\n" l; cur = ""; blank = g; next
      }
      if (inset == 2 && l == "" && blank) { gs[blank] = gs[blank] "\n"; blank = 0; next }
      if (inset == 2) { for (i = 1; i <= ng; i++) setl[++nsetl] = gs[i]; ng = 0; if (cur != "") setl[++nsetl] = cur; cur = "" }
      flush(); inset = 0; text[side, fn] = text[side, fn] "\n" l
    }
    END {
      endfn(); nf = nset = ntext = 0; st = 0
      for (k = 1; k <= nfn; k++) {
        f = order[k]; nf++
        if (div[1, f] == div[2, f] && seen[2, f]) {
          nset++
          if (text[1, f] == text[2, f]) ntext++
          else if (verbose == "yes") print "text-differs " label ":" f
        } else { st = 1; if (verbose == "yes") print "set-differs " label ":" f }
      }
      print nf, nset, ntext, st > out
    }' "$1" "$2"
  read -r nf nset ntext _st <"$T/cmp"
  return "$_st"
}

if [ $outputs = yes ]; then
  compare "$2" "$3" output; st=$?
  echo "functions $nf, same DIVERGENT set $nset, same text $ntext"
  exit $st
fi
command -v "$OPT" >/dev/null 2>&1 || { echo "uniformity_vs_opt: $OPT not found" >&2; exit 2; }
[ -x "$CONVCHECK" ] || { echo "uniformity_vs_opt: $CONVCHECK not built" >&2; exit 2; }

# triple of the first RUN line with -mtriple, respelled when needed
triple_of() {
  grep -m1 'RUN:.*-mtriple' "$1" | sed -n 's/.*-mtriple[= ]\([^ ]*\).*/\1/p'
}

: >"$T/summary"
status=0
find "$DIR" -name '*.ll' | sort >"$T/files"
while read -r f; do
  rel=${f#$DIR/}
  folder=$(dirname "$rel")
  t=$(triple_of "$f")
  respelled=0
  case $t in amdgpu*) t=amdgcn-${t#*-}; respelled=1 ;; esac
  set -- -disable-output -passes='print<uniformity>'
  [ -n "$t" ] && set -- "$@" -mtriple "$t"
  unverified=0
  if ! "$OPT" "$@" "$f" >/dev/null 2>"$T/opt.txt" || ! grep -q '^UniformityInfo for function' "$T/opt.txt"; then
    # a module LLVM's verifier rejects (but its parser reads): opt analyses
    # it with -disable-verify
    if grep -q 'error: input module is broken' "$T/opt.txt" &&
       "$OPT" "$@" -disable-verify "$f" >/dev/null 2>"$T/opt2.txt" &&
       grep -q '^UniformityInfo for function' "$T/opt2.txt"; then
      mv "$T/opt2.txt" "$T/opt.txt"
      unverified=1
    else
      echo "$folder refused 0 0 0 0 0" >>"$T/summary"
      [ $verbose = yes ] && echo "opt-refuses $rel: $(grep -m1 -v '^$' "$T/opt.txt")"
      continue
    fi
  fi
  if [ -n "$t" ]; then set -- analyze --mtriple "$t" "$f"; else set -- analyze "$f"; fi
  if ! "$CONVCHECK" "$@" >"$T/ours.txt" 2>"$T/ours.err"; then
    echo "$folder accepted $respelled 0 0 0 $unverified" >>"$T/summary"
    [ $verbose = yes ] && echo "convcheck-fails $rel: $(head -1 "$T/ours.err")"
    status=1
    continue
  fi
  compare "$T/opt.txt" "$T/ours.txt" "$rel" || status=1
  echo "$folder accepted $respelled $nf $nset $ntext $unverified" >>"$T/summary"
done <"$T/files"

awk '
  { k = $1; if (!(k in files)) order[++n] = k
    files[k]++; F++
    if ($2 == "accepted") { acc[k]++; A++ }
    resp[k] += $3; R += $3; fun[k] += $4; N += $4; same[k] += $5; S += $5; text[k] += $6; X += $6
    unv[k] += $7; U += $7 }
  END {
    for (i = 1; i <= n; i++) { k = order[i]
      printf "%s: files %d, opt accepts %d (%d respelled, %d only with -disable-verify), functions %d, same DIVERGENT set %d, same text %d\n",
        k, files[k], acc[k], resp[k], unv[k], fun[k], same[k], text[k] }
    printf "TOTAL: files %d, opt accepts %d (%d respelled, %d only with -disable-verify), functions %d, same DIVERGENT set %d, same text %d\n", F, A, R, U, N, S, X
  }' "$T/summary"
exit $status
