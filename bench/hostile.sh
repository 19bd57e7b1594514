#!/bin/sh
# bench/hostile.sh — the hostile shapes of issue 26: CFGs where the number
# of depth-first search orders explodes while the hierarchies do not (or
# are few), timed for `cycles --all`, `mconv` and `uniformity`, with this
# tree's binary and a baseline side by side (the ratio base/new), and the
# outputs compared (stdout, the engine's own "; N s" masked, and what only
# says how many tuples were examined: "N admissible tuples examined" and
# the note of a run whose verdicts rest on the signatures, issue 26).
#
#   bench/hostile.sh                      # CONVCHECK=./convcheck, no baseline
#   BASE=/work/perf-base/convcheck bench/hostile.sh --timeout 20 --repeat 3
#
# Shapes (written by the script, LLVM IR verified by opt-22 when found):
#   switch12     an acyclic 12-way switch (553 bytes)
#   ifs22        22 nested ifs
#   dag6         the complete acyclic graph on 6 blocks (switches)
#   complete6    the complete graph on 6 blocks, self-loops too (120
#                hierarchies; the traces of a divergent switch explode)
#   switches6    six sequential 4-way switches around a loop
#   ...k         the same as an amdgcn kernel: the switch value, a kernel
#                argument, is uniform
#   chain        a chain of 100,000 blocks (.cfg and .ll), run under
#                `ulimit -s 1024` (a 1 MB stack: no recursion per block)
# Options: --timeout SEC (per run, default 20), --only SUBSTRING, --repeat N
# (each run N times, the smallest time kept: the machine is shared).
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
cd "$TOP" || exit 2
CONVCHECK=${CONVCHECK:-./convcheck}
BASE=${BASE:-}
LIMIT=20
ONLY=""
REPEAT=1
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) LIMIT=$2; shift ;;
    --only) ONLY=$2; shift ;;
    --repeat) REPEAT=$2; shift ;;
    *) echo "usage: bench/hostile.sh [--timeout SEC] [--only SUBSTRING] [--repeat N]" >&2; exit 2 ;;
  esac
  shift
done
. "$TOP/bench/common.sh"
bench_need_convcheck
[ -x /usr/bin/time ] || { echo "bench/hostile.sh: /usr/bin/time (GNU time) not found" >&2; exit 2; }
bench_scratch hostile
if [ -n "$BASE" ]; then
  [ -x "$BASE" ] || { echo "bench/hostile.sh: no executable BASE=$BASE" >&2; exit 2; }
  cp "$BASE" "$tmp/base" || exit 2
fi
now() { date +%s.%N 2>/dev/null || date +%s; }

# ---- the shapes --------------------------------------------------------------
kernel() { # FILE: the same function as an amdgcn kernel
  { echo 'target triple = "amdgcn-amd-amdhsa"'; sed 's/^define void @/define amdgpu_kernel void @/' "$1"; }
}
{
  echo 'define void @switch12(i32 %x) {'
  echo 'entry:'
  printf '  switch i32 %%x, label %%exit ['
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do printf ' i32 %d, label %%c%d' $i $i; done; echo ' ]'
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do printf 'c%d:\n  br label %%exit\n' $i; done
  printf 'exit:\n  ret void\n}\n'
} >"$tmp/switch12.ll"
awk 'BEGIN {
  print "define void @ifs22(i32 %x) {"; print "entry:"; print "  br label %b0"
  for (i = 0; i < 22; i++)
    printf "b%d:\n  %%c%d = icmp sgt i32 %%x, %d\n  br i1 %%c%d, label %%b%d, label %%j%d\n", i, i, i, i, i + 1, i
  print "b22:"; print "  br label %j21"
  for (i = 21; i > 0; i--) printf "j%d:\n  br label %%j%d\n", i, i - 1
  print "j0:"; print "  ret void"; print "}" }' >"$tmp/ifs22.ll"
complete() { # NAME FIRST: every block b0..b5 switches to b<FIRST>..b5 (else exit)
  awk -v name="$1" -v first="$2" 'BEGIN {
    printf "define void @%s(i32 %%x) {\nentry:\n  br label %%b0\n", name
    for (i = 0; i < 6; i++) {
      printf "b%d:\n  switch i32 %%x, label %%exit [", i
      for (j = (first < 0 ? i + 1 : first); j < 6; j++) printf " i32 %d, label %%b%d", j, j
      print " ]"
    }
    print "exit:"; print "  ret void"; print "}" }'
}
complete dag6 -1 >"$tmp/dag6.ll"
complete complete6 0 >"$tmp/complete6.ll"
awk 'BEGIN {
  print "define void @switches6(i32 %x, i32 %n) {"; print "entry:"; print "  br label %h"
  print "h:"; print "  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]"; print "  br label %s0"
  for (k = 0; k < 6; k++) {
    printf "s%d:\n  switch i32 %%x, label %%s%dc3 [ i32 0, label %%s%dc0 i32 1, label %%s%dc1 i32 2, label %%s%dc2 ]\n", k, k, k, k, k
    nxt = k < 5 ? "s" (k + 1) : "latch"
    for (c = 0; c < 4; c++) printf "s%dc%d:\n  br label %%%s\n", k, c, nxt
  }
  print "latch:"; print "  %i1 = add i32 %i, 1"; print "  %d = icmp slt i32 %i1, %n"
  print "  br i1 %d, label %h, label %exit"; print "exit:"; print "  ret void"; print "}" }' >"$tmp/switches6.ll"
for f in switch12 ifs22 dag6 complete6 switches6; do kernel "$tmp/$f.ll" >"$tmp/${f}k.ll"; done
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "B%d -> B%d\n", i, i + 1; print "B100000" }' >"$tmp/chain.cfg"
awk 'BEGIN { print "define void @chain() {"; print "entry:"; print "  br label %b0"
  for (i = 0; i < 100000; i++) printf "b%d:\n  br label %%b%d\n", i, i + 1
  print "b100000:"; print "  ret void"; print "}" }' >"$tmp/chain.ll"
if command -v opt-22 >/dev/null 2>&1; then
  for f in "$tmp"/*.ll; do
    opt-22 -passes=verify -disable-output "$f" 2>/dev/null ||
      { echo "bench/hostile.sh: opt-22 rejects $(basename "$f")" >&2; exit 2; }
  done
fi

# ---- the runs -------------------------------------------------------------------
# run BIN CMD FILE OUT: prints "CPU WALL EXIT" (CPU: user + system seconds,
# GNU time; EXIT 124: the wall time limit), the run of smallest CPU time
# of REPEAT (one only when it hits the limit)
run() {
  best="" i=0
  while [ $i -lt "$REPEAT" ]; do
    i=$((i + 1))
    /usr/bin/time -f '%U %S %e' -o "$4.time" \
      sh -c "ulimit -s 1024; exec timeout $LIMIT $1 $2 $3" >"$4" 2>"$4.err"
    rc=$?
    t=$(tail -1 "$4.time" | awk '{ printf "%.2f %.2f", $1 + $2, $3 }')
    best=$(awk -v a="$best" -v b="$t" 'BEGIN { split(a, x, " "); split(b, y, " ")
      print (a == "" || y[1] < x[1]) ? b : a }')
    [ $rc = 124 ] && break
  done
  echo "$best $rc"
}
show() { # SECONDS EXIT
  if [ "$2" = 124 ]; then printf '>%s' "$LIMIT"; elif [ "$2" -gt 2 ]; then printf 'exit %s' "$2"; else printf '%s' "$1"; fi
}
echo "(CPU seconds, user + system, of the command; the new binary's wall time beside; a"
echo " ratio of CPU times, or at least the limit over the new wall time when the baseline hits it)"
printf '%-14s %-14s %10s %10s %8s %9s  %s\n' shape command base new ratio "new wall" output
for f in switch12 ifs22 dag6 complete6 switches6 switch12k ifs22k dag6k complete6k switches6k chain; do
  case "$f" in *"$ONLY"*) ;; *) continue ;; esac
  for file in "$tmp/$f.ll" "$tmp/$f.cfg"; do
    [ -f "$file" ] || continue
    for cmd in "cycles --all" mconv uniformity; do
      set -- $(run "$tmp/convcheck" "$cmd" "$file" "$tmp/new.out")
      nt=$1 nw=$2 nr=$3
      bt=- br=- ratio=- same=-
      if [ -n "$BASE" ]; then
        set -- $(run "$tmp/base" "$cmd" "$file" "$tmp/base.out")
        bt=$1 br=$3
        # CPU over CPU; a baseline stopped by the (wall) limit: at least the
        # limit over the new wall time
        ratio=$(awk -v b="$bt" -v n="$nt" -v w="$nw" -v br="$br" -v nr="$nr" -v L="$LIMIT" 'BEGIN {
          if (n <= 0) n = 0.01
          if (br > 2 && br != 124 || nr == 124) printf "-"
          else if (br == 124) printf ">%.0f", L / (w > 0 ? w : 0.01)
          else printf "%.1f", b / n }')
        if [ "$br" = 124 ] || [ "$nr" = 124 ]; then same="(time limit)"
        else
          for o in base new; do
            sed -e 's/; [0-9.]* s$//' -e 's/[0-9]* admissible tuples\{0,1\} examined/N admissible tuples examined/' \
              -e "s/ (the tuples not examined settled by their traces' signatures: docs\/unbounded.md, the signature theorem)//" \
              "$tmp/$o.out" >"$tmp/$o.masked"
          done
          if [ "$br" = "$nr" ] && cmp -s "$tmp/base.masked" "$tmp/new.masked"; then same=same
          else same="DIFFERENT (exit $br vs $nr)"; fi
        fi
      fi
      printf '%-14s %-14s %10s %10s %8s %9s  %s\n' "$(basename "$file")" "$cmd" \
        "$(if [ "$bt" = - ]; then echo -; else show "$bt" "$br"; fi)" "$(show "$nt" "$nr")" "$ratio" \
        "$(show "$nw" "$nr")" "$same"
    done
  done
done
