#!/bin/sh
# bench/counting_random.sh — random loops around the counting-phi rule
# (docs/unbounded.md, "Counting phis"), cross-checked with the bounded
# engine: a value the rule proves must never be divergent there, and every
# witness must replay (bench/unbounded_bench cross).
#   bench/counting_random.sh [SEED [N [L]]]     (default 1 30 10)
# Two families of N functions each, drawn with awk's rand() from SEED:
#   f*: a natural loop H -> B -> C with two back edges (B, C) and an exit X,
#       the phi %p's entry value, its steps on the two back edges (equal or
#       not), and the branch conditions of B and C drawn from uniform,
#       thread-invariant divergent and per-iteration divergent ones;
#   n*: a loop S, then a loop H1 with an inner loop H2, the inner phi %j's
#       entry value drawn from the outer counter, S's counter (uniform but
#       not stable), the thread id, constants and arguments;
#   l*: a loop H -> B -> (T ->) L -> H before rotation, the step computed in
#       the latch L from %i and one of: constants, arguments, the thread id,
#       a value of B (%k = 3 * %i), a phi of L after B's branch; exits from
#       H and L, conditions uniform, divergent or per iteration.
# Prints the cross-check's summary and how many %p / %j / %i the rule proved.
TOP=$(cd "$(dirname "$0")/.." && pwd)
SEED=${1:-1} N=${2:-30} L=${3:-10}
T=$(mktemp -d "${TMPDIR:-/tmp}/counting.XXXXXX")
trap 'rm -rf "$T"' EXIT
# one of the words of s, uniformly (awk's rand(), seeded per family)
PICK='function pick(s,   a, k) { k = split(s, a, " "); return a[int(rand() * k) + 1] }'
awk -v seed="$SEED" -v n="$N" "$PICK"'
BEGIN {
  srand(seed)
  print "declare i32 @llvm.amdgcn.workitem.id.x()"
  for (k = 0; k < n; k++) {
    init = pick("0 %a %tid %e"); s1 = pick("1 %a %tid %q %e")
    same = rand() < 0.6; s2 = same ? s1 : pick("1 %a %tid %q %e")
    cb = pick("%div %uni %cu %cd"); cc = pick("%div %uni %cu %cd"); qi = pick("0 %tid")
    printf "\ndefine amdgpu_kernel void @f%d(i32 %%a, i32 %%n) {\nentry:\n", k
    print "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %div = icmp slt i32 %tid, 0"
    print "  %uni = icmp slt i32 %a, 0\n  %e = add i32 %a, 3\n  br label %H\nH:"
    printf "  %%p = phi i32 [ %s, %%entry ], [ %%w1, %%B ], [ %s, %%C ]\n", init, same ? "%w1" : "%w2"
    printf "  %%q = phi i32 [ %s, %%entry ], [ %%q1, %%B ], [ %%q1, %%C ]\n  %%q1 = add i32 %%q, 1\n", qi
    printf "  %%w1 = add i32 %%p, %s\n  %%w2 = add i32 %%p, %s\n", s1, s2
    print "  %cu = icmp slt i32 %w1, %n\n  %cd = icmp ult i32 %w1, %tid\n  %m = mul i32 %p, 2\n  br label %B"
    printf "B:\n  br i1 %s, label %%C, label %%H\nC:\n  br i1 %s, label %%X, label %%H\n", cb, cc
    print "X:\n  %user = add i32 %w1, 0\n  ret void\n}"
  }
}' >"$T/loops.ll"
awk -v seed="$SEED" -v n="$N" "$PICK"'
BEGIN {
  srand(seed + 7919)
  print "declare i32 @llvm.amdgcn.workitem.id.x()"
  for (k = 0; k < n; k++) {
    ji = pick("%i %i.next %s.inc %tid 0 %a"); js = pick("1 %a %i %tid %s.inc")
    is = pick("1 %a %tid"); c2 = pick("%c2u %c2d %div"); c1 = pick("%div %uni %c1u %c1d")
    cs = pick("%csd %uni %div")
    printf "\ndefine amdgpu_kernel void @n%d(i32 %%a, i32 %%n) {\nentry:\n", k
    print "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %div = icmp slt i32 %tid, 0"
    print "  %uni = icmp slt i32 %a, 0\n  br label %S\nS:\n  %s = phi i32 [ 0, %entry ], [ %s.inc, %S ]"
    printf "  %%s.inc = add i32 %%s, 1\n  %%csd = icmp ult i32 %%s.inc, %%tid\n  br i1 %s, label %%S, label %%H1\n", cs
    printf "H1:\n  %%i = phi i32 [ 0, %%S ], [ %%i.next, %%L1 ]\n  %%i.next = add i32 %%i, %s\n", is
    print "  %c1u = icmp slt i32 %i.next, %n\n  %c1d = icmp ult i32 %i.next, %tid\n  br label %H2"
    printf "H2:\n  %%j = phi i32 [ %s, %%H1 ], [ %%j.next, %%H2 ]\n  %%j.next = add i32 %%j, %s\n", ji, js
    print "  %c2u = icmp slt i32 %j.next, %n\n  %c2d = icmp ult i32 %j.next, %tid"
    printf "  br i1 %s, label %%H2, label %%L1\nL1:\n  %%after = add i32 %%j.next, 0\n", c2
    printf "  br i1 %s, label %%H1, label %%X\nX:\n  ret void\n}\n", c1
  }
}' >"$T/nested.ll"
awk -v seed="$SEED" -v n="$N" "$PICK"'
BEGIN {
  srand(seed + 104729)
  print "declare i32 @llvm.amdgcn.workitem.id.x()"
  for (k = 0; k < n; k++) {
    init = pick("0 %a %tid %e"); step = pick("1 %a %tid %d %e %k"); d2 = pick("1 2")
    ch = pick("%cu %cd %uni"); cb = pick("%div %uni %kd"); cl = pick("%cl %uni %div")
    printf "\ndefine amdgpu_kernel void @l%d(i32 %%a, i32 %%n) {\nentry:\n", k
    print "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %div = icmp slt i32 %tid, 0"
    print "  %uni = icmp slt i32 %a, 0\n  %e = add i32 %a, 3\n  br label %H\nH:"
    printf "  %%i = phi i32 [ %s, %%entry ], [ %%w, %%L ]\n", init
    print "  %cu = icmp slt i32 %i, %n\n  %cd = icmp ult i32 %i, %tid"
    printf "  br i1 %s, label %%B, label %%X\nB:\n  %%k = mul i32 %%i, 3\n", ch
    printf "  %%kd = icmp ult i32 %%k, %%tid\n  br i1 %s, label %%T, label %%L\n", cb
    print "T:\n  %t = add i32 %k, %n\n  br label %L\nL:"
    printf "  %%d = phi i32 [ 1, %%T ], [ %s, %%B ]\n  %%w = add i32 %%i, %s\n", d2, step
    printf "  %%cl = icmp slt i32 %%w, %%n\n  br i1 %s, label %%H, label %%X\n", cl
    print "X:\n  ret void\n}"
  }
}' >"$T/latch.ll"
"$TOP/bench/unbounded_bench" cross -L "$L" --values "$T/loops.ll" "$T/nested.ll" "$T/latch.ll" || exit 2
for f in loops:f:%p nested:n:%j latch:l:%i; do
  file=${f%%:*} rest=${f#*:} pre=${rest%%:*} v=${rest#*:} c=0 k=0
  while [ "$k" -lt "$N" ]; do
    "$TOP/convcheck" uniformity --no-db --unbounded --function "$pre$k" --why "$v" "$T/$file.ll" 2>/dev/null |
      grep -q 'counting phi' && c=$((c + 1))
    k=$((k + 1))
  done
  echo "$file: $v proven by the counting-phi rule in $c of $N functions"
done
