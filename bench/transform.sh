#!/bin/sh
# bench/transform.sh — the time of `convcheck transform` per corpus case
# (corpus/transforms/*.tcase) at k=2 with L=8 and L=12 and k=3 with L=8 and
# L=12.  Target: every case under 10 s at k=2, L=12.
# Usage: bench/transform.sh [--timeout SEC] [--config K:L ...]
# Environment: CONVCHECK (default ./convcheck).  Report on stdout: one row
# per case, seconds per configuration ("T/O" past the limit), the verdict.
CONVCHECK=${CONVCHECK:-./convcheck}
TIMEOUT=60
CONFIGS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) TIMEOUT=$2; shift 2 ;;
    --config) CONFIGS="$CONFIGS $2"; shift 2 ;;
    *) echo "usage: bench/transform.sh [--timeout SEC] [--config K:L ...]" >&2; exit 2 ;;
  esac
done
[ -n "$CONFIGS" ] || CONFIGS="2:8 2:12 3:8 3:12"
DIR=corpus/transforms
now() { date +%s.%N; }
printf '%-32s' case
for c in $CONFIGS; do printf ' %9s' "k=${c%%:*},L=${c##*:}"; done
printf '  verdict (last configuration)\n'
for t in "$DIR"/*.tcase; do
  name=$(basename "$t" .tcase)
  field() { sed -n "s/^$1 //p" "$t" | head -1; }
  b=$DIR/$(field before); a=$DIR/$(field after); f=$(field function)
  printf '%-32s' "$name"
  v=""
  for c in $CONFIGS; do
    k=${c%%:*}; L=${c##*:}
    t0=$(now)
    out=$(timeout "$TIMEOUT" "$CONVCHECK" transform -k "$k" -L "$L" --function "$f" "$b" "$a" 2>&1)
    rc=$?
    t1=$(now)
    if [ $rc -eq 124 ]; then printf ' %9s' "T/O"; v="timeout"; continue; fi
    printf ' %9.3f' "$(echo "$t0 $t1" | awk '{ print $2 - $1 }')"
    v=$(printf '%s\n' "$out" | sed -n '1s/^[^:]*: //p' | sed 's/ (.*//; s/ within.*//')
  done
  printf '  %s\n' "$v"
done
