#!/bin/sh
# bench/transform.sh — the time of `convcheck transform`:
#  1. per corpus case (corpus/transforms/*.tcase) at k=2 with L=8 and L=12
#     and k=3 with L=8 and L=12 (issue 7, "Speed").  Target: every case
#     under 10 s at k=2, L=12.
#  2. per LLVM Transforms test with the pipeline of its RUN line (--pass,
#     k=2, L=12, --timeout 10000; issue 17).  Target: every file under 10 s.
#  3. --timeout against the wall time of checks that need longer (issue 17).
#     Target: within 10 %.
#  4. the anchors' search: choices evaluated and time, pruning on (issue 17).
# Usage: bench/transform.sh [--timeout SEC] [--config K:L ...] [--only cases|llvm|timeouts|anchors]
# Environment: CONVCHECK (default ./convcheck), CONVCHECK_OLD (another build
# timed side by side in part 2), LLVM_TESTS (default /work/shared/llvm-tests).
# Report on stdout: for part 1 one row per case, wall seconds per
# configuration ("T/O" past the limit), the verdict of the last
# configuration and the .tcase's expectation (at its own k and L; "!" marks
# a difference); each part ends with one line for its target.
CONVCHECK=${CONVCHECK:-./convcheck}
LLVM_TESTS=${LLVM_TESTS:-/work/shared/llvm-tests}
TIMEOUT=60
CONFIGS=""
ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) TIMEOUT=$2; shift 2 ;;
    --config) CONFIGS="$CONFIGS $2"; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    *) echo "usage: bench/transform.sh [--timeout SEC] [--config K:L ...] [--only cases|llvm|timeouts|anchors]" >&2; exit 2 ;;
  esac
done
[ -n "$CONFIGS" ] || CONFIGS="2:8 2:12 3:8 3:12"
DIR=corpus/transforms
now() { date +%s.%N; }
# the verdict word of `transform` output's first line, as the .tcase writes it
word() {
  sed -n '1s/^[^:]*: //p' | sed -e 's/^preserved.*/preserved/' -e 's/^broken.*/broken/' \
    -e 's/^AFTER invalid.*/invalid/' -e 's/^not single-thread.*/not-equivalent/' -e 's/^unknown.*/unknown/'
}

# ---- LLVM's Transforms tests through --pass (issue 17) ----------------------
# Per file: the first RUN line's pipeline and options (bench/run-line.sh; the
# RUN line's -mtriple read by transform itself; an amdgpu triple opt-22 does
# not know retried as amdgcn, as the audit does), `transform -k 2 -L 12
# --timeout 10000 --pass`, wall time of the process and its verdicts.  With
# CONVCHECK_OLD (another build, e.g. main's), its time on the same file in
# the same run, side by side.  Target: every file under 10 s.
llvm_section() {
  . "$(dirname "$0")/run-line.sh"
  printf '\n%-70s %8s' "LLVM test (transform --pass, k=2, L=12, --timeout 10000)" "seconds"
  [ -n "${CONVCHECK_OLD:-}" ] && printf ' %8s %7s' "old (s)" "ratio"
  printf '  verdicts\n'
  lworst=0; lworst_f=""; lover=0
  for f in $(find "$LLVM_TESTS/Transforms" -name '*.ll' | sort); do
    rel=${f#"$LLVM_TESTS/"}
    run_line "$f"
    [ -n "$RL_PIPE" ] || { printf '%-70s %8s  not run (no pass of opt-22)\n' "$rel" "-"; continue; }
    # shellcheck disable=SC2086
    set -- $RL_ARGS
    t0=$(now)
    out=$(timeout 60 "$CONVCHECK" transform -k 2 -L 12 --timeout 10000 "$@" --pass "$RL_PIPE" "$f" 2>&1)
    if printf '%s\n' "$out" | grep -q "unrecognized architecture 'amdgpu"; then
      t0=$(now)
      out=$(timeout 60 "$CONVCHECK" transform -k 2 -L 12 --timeout 10000 "$@" --mtriple amdgcn-amd-amdhsa --pass "$RL_PIPE" "$f" 2>&1)
    fi
    t1=$(now)
    s=$(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }')
    printf '%-70s %8s' "$rel" "$s"
    if [ -n "${CONVCHECK_OLD:-}" ]; then
      o0=$(now)
      timeout 300 "$CONVCHECK_OLD" transform -k 2 -L 12 --timeout 10000 "$@" --pass "$RL_PIPE" "$f" >/dev/null 2>&1
      o1=$(now)
      os=$(echo "$o0 $o1" | awk '{ printf "%.2f", $2 - $1 }')
      printf ' %8s %7s' "$os" "$(echo "$os $s" | awk '{ printf "%.1fx", $1 / ($2 > 0 ? $2 : 0.01) }')"
    fi
    printf '  %s\n' "$(printf '%s\n' "$out" | sed -n 's/^[^ :]*: \(preserved\|unchanged\|broken\|not single\|AFTER invalid\|unknown\).*/\1/p' |
      sort | uniq -c | awk '{ printf "%s%d %s", (NR > 1 ? ", " : ""), $1, $2 } END { if (!NR) printf "error" }')"
    if awk -v s="$s" -v w="$lworst" 'BEGIN { exit !(s > w) }'; then lworst=$s; lworst_f=$rel; fi
    awk -v s="$s" 'BEGIN { exit !(s >= 10) }' && lover=$((lover + 1))
  done
  if [ "$lover" -eq 0 ]; then echo "target (every LLVM Transforms file under 10 s with --timeout 10000): met; slowest $lworst s ($lworst_f)"
  else echo "target (every LLVM Transforms file under 10 s with --timeout 10000): NOT met; $lover files at 10 s or more"; fi
}

# ---- --timeout is honoured (issue 17: within 10 %) ---------------------------
# Checks that take longer than their limit: the wall time of the whole
# process (start, opt, the check, the output) against --timeout, for
# limits of 2, 5 and 10 s.  The check: LoopUnroll's
# pragma_unroll_with_remainder against itself with --max-behaviours 1048576
# (it needs ~15 s of CPU), and the whole file through --pass.
timeout_section() {
  f=$LLVM_TESTS/Transforms/LoopUnroll/convergent.controlled.ll
  [ -f "$f" ] || { echo "(timeouts: $f missing, skipped)"; return; }
  printf '\n%-62s %9s %9s %7s\n' "command (--timeout T)" "T (s)" "wall (s)" "ratio"
  tworst=0
  for ms in 2000 5000 10000; do
    for what in self pass; do
      t0=$(now)
      if [ "$what" = self ]; then
        timeout 120 "$CONVCHECK" transform --timeout "$ms" --max-behaviours 1048576 \
          --function pragma_unroll_with_remainder "$f" "$f" >/dev/null 2>&1
        label="transform F F (pragma_unroll_with_remainder)"
      else
        timeout 120 "$CONVCHECK" transform --timeout "$ms" --max-behaviours 1048576 \
          --opt-arg -unroll-runtime --opt-arg -unroll-allow-partial --pass loop-unroll "$f" >/dev/null 2>&1
        label="transform --pass loop-unroll convergent.controlled.ll"
      fi
      t1=$(now)
      w=$(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }')
      r=$(echo "$w $ms" | awk '{ printf "%.3f", $1 * 1000 / $2 }')
      printf '%-62s %9s %9s %7s\n' "$label" "$(echo "$ms" | awk '{ printf "%.0f", $1 / 1000 }')" "$w" "$r"
      if awk -v r="$r" -v w="$tworst" 'BEGIN { exit !(r > w) }'; then tworst=$r; fi
    done
  done
  if awk -v w="$tworst" 'BEGIN { exit !(w <= 1.10) }'; then echo "target (--timeout honoured within 10 %): met; largest ratio $tworst"
  else echo "target (--timeout honoured within 10 %): NOT met; largest ratio $tworst"; fi
}

# ---- the anchors' search (issue 17): pruning ---------------------------------
# `convcheck converge` on a loop whose body holds an anchor used by a
# convergent operation, two threads with a and a iterations: every
# order-preserving matching of their anchors' instances is a behaviour,
# C(2a, a); the other choices close a cycle of convergence-before.  The
# time of the process and the choices it evaluated ("N consistent behaviours
# of M choices"), with CONVCHECK_OLD side by side.
anchors_section() {
  cfg=$(mktemp "${TMPDIR:-/tmp}/convcheck-bench.XXXXXX.cfg")
  printf 'function f\nE -> L\nL -> L, X divergent\nX\nL: %%t = anchor\nL: @f(%%t)\n' >"$cfg"
  printf '\n%-12s %12s %9s' "iterations" "behaviours" "seconds"
  [ -n "${CONVCHECK_OLD:-}" ] && printf ' %12s %9s %7s' "old choices" "old (s)" "ratio"
  printf '  choices evaluated\n'
  for a in 4 5 6 7; do
    tr="E"; i=0; while [ $i -lt $a ]; do tr="$tr L"; i=$((i + 1)); done; tr="$tr X"
    t0=$(now)
    out=$("$CONVCHECK" converge --no-db "$cfg" --trace "$tr" --trace "$tr" 2>&1)
    t1=$(now)
    s=$(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }')
    nb=$(printf '%s\n' "$out" | sed -n 's/^\([0-9]*\) consistent behaviours* of \([0-9]*\) choices.*/\1/p')
    nc=$(printf '%s\n' "$out" | sed -n 's/^\([0-9]*\) consistent behaviours* of \([0-9]*\) choices.*/\2/p')
    printf '%-12s %12s %9s' "$a and $a" "$nb" "$s"
    if [ -n "${CONVCHECK_OLD:-}" ]; then
      o0=$(now)
      oout=$("$CONVCHECK_OLD" converge --no-db "$cfg" --trace "$tr" --trace "$tr" 2>&1)
      o1=$(now)
      os=$(echo "$o0 $o1" | awk '{ printf "%.2f", $2 - $1 }')
      oc=$(printf '%s\n' "$oout" | sed -n 's/^[0-9]* consistent behaviours* of \([0-9]*\) choices.*/\1/p')
      printf ' %12s %9s %7s' "$oc" "$os" "$(echo "$os $s" | awk '{ printf "%.1fx", $1 / ($2 > 0 ? $2 : 0.01) }')"
    fi
    printf '  %s\n' "$nc"
  done
  rm -f "$cfg"
}

cases_section() {
printf '%-30s' case
for c in $CONFIGS; do printf ' %9s' "k=${c%%:*},L=${c##*:}"; done
printf '  verdict (last)  expected\n'
worst=0; worst_case=""; timeouts=0
for t in "$DIR"/*.tcase; do
  name=$(basename "$t" .tcase)
  field() { sed -n "s/^$1 //p" "$t" | head -1; }
  b=$DIR/$(field before); a=$DIR/$(field after); f=$(field function)
  printf '%-30s' "$name"
  v=""
  for c in $CONFIGS; do
    k=${c%%:*}; L=${c##*:}
    t0=$(now)
    out=$(timeout "$TIMEOUT" "$CONVCHECK" transform -k "$k" -L "$L" --function "$f" "$b" "$a" 2>&1)
    rc=$?
    t1=$(now)
    if [ $rc -eq 124 ]; then
      printf ' %9s' "T/O"; v="timeout"
      [ "$c" = 2:12 ] && timeouts=$((timeouts + 1))
      continue
    fi
    s=$(echo "$t0 $t1" | awk '{ printf "%.3f", $2 - $1 }')
    printf ' %9s' "$s"
    if [ "$c" = 2:12 ]; then
      if awk -v s="$s" -v w="$worst" 'BEGIN { exit !(s > w) }'; then worst=$s; worst_case=$name; fi
    fi
    v=$(printf '%s\n' "$out" | word)
  done
  # the expectation holds at the .tcase's own bounds
  want=$(field expect)
  got=$("$CONVCHECK" transform -k "$(field threads)" -L "$(field bound)" --function "$f" "$b" "$a" 2>&1 | word)
  mark=""; [ "$got" = "$want" ] || mark=" ! got $got"
  printf '  %-14s  %s%s\n' "$v" "$want" "$mark"
done
case " $CONFIGS " in
  *" 2:12 "*)
    if [ "$timeouts" -eq 0 ] && awk -v w="$worst" 'BEGIN { exit !(w < 10) }'; then
      echo "target (every case under 10 s at k=2, L=12): met; slowest $worst s ($worst_case)"
    else
      echo "target (every case under 10 s at k=2, L=12): NOT met; slowest $worst s ($worst_case), $timeouts timeouts"
    fi ;;
esac
}

case "$ONLY" in
  cases) cases_section ;;
  llvm) [ -d "$LLVM_TESTS" ] && llvm_section ;;
  timeouts) timeout_section ;;
  anchors) anchors_section ;;
  *) cases_section; [ -d "$LLVM_TESTS" ] && llvm_section; timeout_section; anchors_section ;;
esac
