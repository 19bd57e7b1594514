#!/bin/sh
# bench/reduce.sh — `convcheck reduce` on the known findings of
# docs/findings.md (docs/reduce.md): one report folder each under OUT
# (default /tmp/convcheck-reduce-bench), the sizes before and after and the
# seconds of each reduction (wall clock and CPU) on stdout.
#   sh bench/reduce.sh [OUT [NAME...]]     (NAMEs: only those findings)
# Run from the top of the tree after `make`.
set -u
OUT=${1:-/tmp/convcheck-reduce-bench}
[ $# -gt 0 ] && shift
ONLY=" $* "
CC=${CONVCHECK:-./convcheck}
mkdir -p "$OUT"
load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "load average (1, 5, 15 min) at the start: $(load)"
one() { # NAME ARGS...
  name=$1; shift
  [ "$ONLY" = "  " ] || case "$ONLY" in *" $name "*) ;; *) return 0 ;; esac
  rm -rf "$OUT/$name"
  start=$(date +%s.%N)
  /usr/bin/time -f '%U %S' -o "$OUT/$name.cpu" "$CC" reduce "$@" --report "$OUT/$name" \
    >"$OUT/$name.out" 2>"$OUT/$name.err"
  rc=$?
  end=$(date +%s.%N)
  cpu=$(tail -1 "$OUT/$name.cpu" | awk '{print $1 + $2}')
  printf '%-28s exit %d  %6.1f s wall  %5.1f s cpu  %s\n' "$name" "$rc" \
    "$(echo "$end - $start" | bc)" "$cpu" "$(grep '^reduced:' "$OUT/$name.out" | cut -c10-)"
  [ "$rc" = 0 ] || sed 's/^/    /' "$OUT/$name.err"
}
one irreducible-header-choice --unsound llvm %from.B1 -L 6 corpus/findings/sweep-irreducible-header-choice.ll
one irreducible-child-header --unsound llvm %from.B1 -L 6 corpus/findings/sweep-irreducible-child-header-choice.ll
one pr216100-exit-phi --unsound llvm %r corpus/findings/llvm-216100.ll
one fix-irreducible-abort --opt-fails --pass fix-irreducible corpus/findings/llvm-fix-irreducible-self-loop.ll
one loop-simplify-irreducible --broken --pass loop-simplify -L 10 corpus/transforms/sweep-loop-simplify-irreducible.before.ll
one fix-irreducible-entries --broken --pass fix-irreducible -L 8 corpus/transforms/sweep-fix-irreducible-entries.before.ll
one pr204958-thread-loop-header --broken --pass 'simplifycfg<no-keep-loops>' -L 8 corpus/transforms/fixes/simplifycfg-thread-loop-header.before.ll
echo "load average at the end: $(load)"
