#!/bin/sh
# bench/rodinia_steps.sh -- `convcheck transform` on the two slowest steps
# of Rodinia's pathfinder kernel at -O0 (issue 27, "Speed"): SimplifyCFG
# and EarlyCSE of `default<O2>`, each BEFORE -> AFTER as opt-22 makes it
# (pathfinder's steps 8 and 10: SimplifyCFG on the -O0 IR; EarlyCSE after
# SimplifyCFG and SROA), function dynproc_kernel, k=2, L=12 or -L's.
# The kernel: yuhc/gpu-rodinia opencl/pathfinder/kernels.cl compiled as
# docs/sources.md says for OpenCL C (amdgcn, -O0, -nogpulib, BLOCK_SIZE
# as the benchmark's Makefile sets it); DIR holds pathfinder.amdgcn.O0.ll.
# Usage: bench/rodinia_steps.sh [--dir DIR] [--timeout SEC] [-L BOUND] [--step NAME]
# (--step SimplifyCFG or EarlyCSE: that step alone)
# Environment: CONVCHECK (default ./convcheck), CONVCHECK_OLD (another build
# timed side by side: its seconds and the ratio old/new), OPT (opt-22).
# Report: one row per step: the wall seconds and the verdict of each build.
CONVCHECK=${CONVCHECK:-./convcheck}
OPT=${OPT:-opt-22}
DIR=/tmp/rp
TIMEOUT=300
BOUND=12
ONLY=
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR=$2; shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    -L) BOUND=$2; shift 2 ;;
    --step) ONLY=$2; shift 2 ;;
    *) echo "usage: bench/rodinia_steps.sh [--dir DIR] [--timeout SEC] [-L BOUND] [--step NAME]" >&2; exit 2 ;;
  esac
done
F=$DIR/pathfinder.amdgcn.O0.ll
[ -f "$F" ] || { echo "no $F (compile it as docs/sources.md says)" >&2; exit 2; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/convcheck-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
now() { date +%s.%N; }
# the steps as default<O2> runs them (its SimplifyCFG's options give the
# same output as plain simplifycfg on this file)
"$OPT" -passes='simplifycfg' -S "$F" -o "$TMP/scfg.ll" &&
  "$OPT" -passes='sroa<modify-cfg>' -S "$TMP/scfg.ll" -o "$TMP/sroa.ll" &&
  "$OPT" -passes='early-cse<>' -S "$TMP/sroa.ll" -o "$TMP/ecse.ll" || exit 2

run() { # BUILD BEFORE AFTER -> "seconds<TAB>verdict line"
  t0=$(now)
  "$1" transform -L "$BOUND" --timeout $((TIMEOUT * 1000)) --function dynproc_kernel "$2" "$3" \
    >"$TMP/out" 2>&1
  t1=$(now)
  printf '%.2f\t%s\n' "$(echo "$t1 - $t0" | bc)" \
    "$(grep -m1 '^dynproc_kernel: ' "$TMP/out" | sed 's/^dynproc_kernel: //' | cut -c1-90)"
}
printf '%-28s %8s  %s\n' "step (pathfinder, -O0)" "seconds" "verdict"
for step in "SimplifyCFG:$F:$TMP/scfg.ll" "EarlyCSE:$TMP/sroa.ll:$TMP/ecse.ll"; do
  name=${step%%:*}; rest=${step#*:}; b=${rest%%:*}; a=${rest#*:}
  [ -n "$ONLY" ] && [ "$ONLY" != "$name" ] && continue
  new=$(run "$CONVCHECK" "$b" "$a")
  printf '%-28s %8s  %s\n' "$name" "${new%%	*}" "${new#*	}"
  if [ -n "${CONVCHECK_OLD:-}" ]; then
    old=$(run "$CONVCHECK_OLD" "$b" "$a")
    printf '%-28s %8s  %s  (ratio old/new %.1f)\n' "  old build" "${old%%	*}" "${old#*	}" \
      "$(echo "${old%%	*} / ${new%%	*}" | bc -l)"
  fi
done
