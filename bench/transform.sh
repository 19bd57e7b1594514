#!/bin/sh
# bench/transform.sh — the time of `convcheck transform` per corpus case
# (corpus/transforms/*.tcase) at k=2 with L=8 and L=12 and k=3 with L=8 and
# L=12 (issue 7, "Speed").  Target: every case under 10 s at k=2, L=12.
# Usage: bench/transform.sh [--timeout SEC] [--config K:L ...]
# Environment: CONVCHECK (default ./convcheck).  Report on stdout: one row
# per case, wall seconds per configuration ("T/O" past the limit), the
# verdict of the last configuration and the .tcase's expectation (at its
# own k and L; "!" marks a difference), then one line for the target.
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
# the verdict word of `transform` output's first line, as the .tcase writes it
word() {
  sed -n '1s/^[^:]*: //p' | sed -e 's/^preserved.*/preserved/' -e 's/^broken.*/broken/' \
    -e 's/^after is invalid.*/invalid/' -e 's/^not single-thread.*/not-equivalent/' -e 's/^unknown.*/unknown/'
}
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
