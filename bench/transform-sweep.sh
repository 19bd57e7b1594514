#!/bin/sh
# bench/transform-sweep.sh — LLVM's CFG-changing passes on the sweep's
# programs (docs/transform-audit.md "The sweep's CFGs"): every program of
# the family (`convcheck sweep --emit-ll`, a convergent call in every block;
# with --tokens, controlled by convergence tokens), every pass of the list:
# opt-22 runs the pass once; a program whose skeleton (blocks, edges,
# convergent calls; bench/cfg-skeleton.awk) the pass leaves alone is counted
# as unchanged and not checked; otherwise `convcheck transform BEFORE AFTER`
# on opt's output (what `transform --pass PASS` does, without running opt
# a second time; branches on negated conditions rewritten as branches on
# the conditions, successors exchanged: bench/uninvert.awk) gives the verdict.
#
# Usage: bench/transform-sweep.sh [--blocks N] [--divergence all|each]
#          [--tokens] [--seed S --random C] [-k K] [-L L] [--timeout MS]
#          [--passes "P1 P2 ..."] [--jobs J] [--keep DIR]
# Output (stdout): a Markdown table per pass; --keep DIR keeps the
# programs, opt's outputs and every row (DIR/rows.tsv), and copies each
# broken pair to DIR/broken/.
CONVCHECK=${CONVCHECK:-./convcheck}
OPT=${OPT:-opt-22}
HERE=$(cd "$(dirname "$0")" && pwd)
BLOCKS=4; DIV=each; TOKENS=; K=2; L=12; TMO=20000; JOBS=2; KEEP=; RANDOM_ARGS=
PASSES="simplifycfg jump-threading dfa-jump-threading loop-simplify loop-rotate licm loop-unroll simple-loop-unswitch loop-simplifycfg structurizecfg fix-irreducible unify-loop-exits fix-irreducible,unify-loop-exits,structurizecfg amdgpu-unify-divergent-exit-nodes break-crit-edges sink gvn-hoist gvn-sink"
usage() {
  echo "usage: bench/transform-sweep.sh [--blocks N] [--divergence all|each] [--tokens] [--seed S --random C] [-k K] [-L L] [--timeout MS] [--passes LIST] [--jobs J] [--keep DIR]" >&2
  exit 2
}
# one check: FILE PASS (run by parallel); prints one row
if [ "$1" = "--one" ]; then
  f=$2; p=$3; K=$4; L=$5; TMO=$6; D=$7
  base=$(basename "$f" .ll)
  tag=$(printf '%s' "$p" | tr -c 'A-Za-z0-9_\n-' '_')
  out=$D/after/$base.$tag.ll
  opt_args=
  case "$p" in loop-unroll) opt_args="-unroll-runtime -unroll-allow-partial" ;; esac
  if ! err=$($OPT $opt_args -passes="$p" -S "$f" -o "$out" 2>&1); then
    msg=$(printf '%s\n' "$err" | grep -m1 -i 'error\|assert\|PHINode\|broken' | tr '\t|' '  ')
    printf '%s\t%s\topt error\t%s\n' "$base" "$p" "${msg:-opt failed}"; exit 0
  fi
  $OPT -passes=verify -S "$f" -o "$D/after/$base.$tag.before.ll" 2>/dev/null
  if awk -f "$HERE/cfg-skeleton.awk" "$D/after/$base.$tag.before.ll" >"$D/after/$base.$tag.s1" &&
     awk -f "$HERE/cfg-skeleton.awk" "$out" >"$D/after/$base.$tag.s2" &&
     cmp -s "$D/after/$base.$tag.s1" "$D/after/$base.$tag.s2"; then
    rm -f "$out" "$D/after/$base.$tag."*
    printf '%s\t%s\tunchanged\t\n' "$base" "$p"; exit 0
  fi
  rm -f "$D/after/$base.$tag.s1" "$D/after/$base.$tag.s2" "$D/after/$base.$tag.before.ll"
  # a branch on a negated condition (structurizecfg, fix-irreducible)
  # branches on the condition, successors exchanged: the same program
  awk -f "$HERE/uninvert.awk" "$out" >"$out.tmp" && mv "$out.tmp" "$out"
  res=$($CONVCHECK transform -k "$K" -L "$L" --timeout "$TMO" "$f" "$out" 2>&1)
  line=$(printf '%s\n' "$res" | grep -m1 -E "^$base: ")
  v=${line#"$base: "}
  case "$v" in
    preserved*) cat=preserved ;;
    broken*) cat=broken; mkdir -p "$D/broken"; cp "$f" "$D/broken/$base.$tag.before.ll"; cp "$out" "$D/broken/$base.$tag.after.ll"; printf '%s\n' "$res" >"$D/broken/$base.$tag.txt" ;;
    "not single-thread"*) cat="not single-thread equivalent"; mkdir -p "$D/nse"; cp "$f" "$D/nse/$base.$tag.before.ll"; cp "$out" "$D/nse/$base.$tag.after.ll"; printf '%s\n' "$res" >"$D/nse/$base.$tag.txt" ;;
    "AFTER invalid"*) cat=invalid ;;
    unknown*) cat=unknown ;;
    *) cat=error; v=$(printf '%s\n' "$res" | grep -m1 error) ;;
  esac
  why=
  if [ "$cat" = unknown ]; then
    why=$(printf '%s' "$v" | sed 's/^unknown within k=[0-9]*, L=[0-9]*: //; s/ ([0-9]* of [0-9]* inputs checked)$//; s/; see below$//')
  elif [ "$cat" = preserved ]; then
    case "$v" in *"cut by the bound"*) why="some inputs cut" ;; esac
  fi
  printf '%s\t%s\t%s\t%s\n' "$base" "$p" "$cat" "$why"
  exit 0
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --blocks) BLOCKS=$2; shift 2 ;; --divergence) DIV=$2; shift 2 ;;
    --tokens) TOKENS=--tokens; shift ;; --seed) RANDOM_ARGS="$RANDOM_ARGS --seed $2"; shift 2 ;;
    --random) RANDOM_ARGS="$RANDOM_ARGS --random $2"; shift 2 ;;
    -k) K=$2; shift 2 ;; -L) L=$2; shift 2 ;; --timeout) TMO=$2; shift 2 ;;
    --passes) PASSES=$2; shift 2 ;; --jobs) JOBS=$2; shift 2 ;; --keep) KEEP=$2; shift 2 ;;
    *) usage ;;
  esac
done
if [ -n "$KEEP" ]; then D=$KEEP; mkdir -p "$D"; else D=$(mktemp -d); trap 'rm -rf "$D"' EXIT; fi
mkdir -p "$D/progs" "$D/after"
t0=$(date +%s)
# shellcheck disable=SC2086
$CONVCHECK sweep --blocks "$BLOCKS" --divergence "$DIV" $RANDOM_ARGS $TOKENS --emit-ll "$D/progs" >"$D/emit.txt" || exit 2
# programs that cannot end (no block without successors) are not run:
# every input would be cut by L
: >"$D/run.list"; noexit=0
for f in "$D"/progs/*.ll; do
  if awk '/^;   / && !/->/ { e = 1 } END { exit !e }' "$f"; then echo "$f" >>"$D/run.list"; else noexit=$((noexit + 1)); fi
done
nprog=$(wc -l <"$D/run.list")
for p in $PASSES; do
  while read -r f; do printf '%s\t%s\n' "$f" "$p"; done <"$D/run.list"
done | parallel -j"$JOBS" --colsep '\t' sh "$0" --one {1} {2} "$K" "$L" "$TMO" "$D" >"$D/rows.tsv"
secs=$(( $(date +%s) - t0 ))
echo "Family: \`convcheck sweep --blocks $BLOCKS --divergence $DIV$RANDOM_ARGS $TOKENS --emit-ll\`: $(sed 's/.*(family: \([0-9]*\) programs).*/\1/' "$D/emit.txt") programs, $noexit without an exit (not run), $nprog run; k=$K, L=$L, $TMO ms per check; $secs s."
echo
echo "| pass | changed | preserved | broken | not single-thread equivalent | invalid | unknown | opt error | unchanged |"
echo "|---|---|---|---|---|---|---|---|---|"
awk -F'\t' -v passes="$PASSES" '
  { n[$2, $3]++; if ($3 != "unchanged" && $3 != "opt error") ch[$2]++
    if ($3 == "unknown") why[$4]++
    if ($3 == "opt error") oe[$4]++ }
  END {
    np = split(passes, P, " ")
    for (i = 1; i <= np; i++) {
      p = P[i]
      printf "| %s | %d | %d | %d | %d | %d | %d | %d | %d |\n", p, ch[p], n[p, "preserved"], n[p, "broken"],
        n[p, "not single-thread equivalent"], n[p, "invalid"], n[p, "unknown"], n[p, "opt error"], n[p, "unchanged"]
      for (c in T) ; 
      tc += ch[p]; tp += n[p, "preserved"]; tb += n[p, "broken"]; tn += n[p, "not single-thread equivalent"]
      ti += n[p, "invalid"]; tu += n[p, "unknown"]; to += n[p, "opt error"]; tx += n[p, "unchanged"]
    }
    printf "| **total** | %d | %d | %d | %d | %d | %d | %d | %d |\n", tc, tp, tb, tn, ti, tu, to, tx
    print ""
    for (w in why) printf "- unknown (%d): %s\n", why[w], w
    for (w in oe) printf "- opt error (%d): %s\n", oe[w], w
    e = 0; for (k in n) { split(k, q, SUBSEP); if (q[2] == "error") e += n[k] }
    if (e) printf "- convcheck errors: %d\n", e
  }' "$D/rows.tsv"
