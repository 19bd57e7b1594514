#!/bin/sh
# bench/progress.sh -- how far off the "S s left" of the progress lines is
# (issue 28: "--progress estimates that are not 5x optimistic"): one long
# command run with two binaries side by side, the base (time left = items
# left at the average rate so far) and the new one (base/ cc_eta: the cost
# of an item fitted as a line in its index).  For each progress line, the
# end it predicts (its time + the time it says is left) against the run's
# real end: the ratio real / predicted (1 is right, above 1 optimistic).
#
# usage: bench/progress.sh BASE_CONVCHECK [NEW_CONVCHECK] [-- ARGS...]
#   NEW defaults to <repo>/convcheck; ARGS default to
#   sweep --no-db --blocks 5 --divergence each -L 6 (33,497 programs whose
#   cost grows with their size; about a minute and a half here).
# Output: per binary, the ratio at each line, then the first line's and
# the median's.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
[ $# -ge 1 ] || { sed -n '/^# usage:/,/^# the median/p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
BASE=$1; shift
NEW=$root/convcheck
if [ $# -gt 0 ] && [ "$1" != "--" ]; then NEW=$1; shift; fi
[ "${1:-}" = "--" ] && shift
[ $# -gt 0 ] || set -- sweep --no-db --blocks 5 --divergence each -L 6
for b in "$BASE" "$NEW"; do [ -x "$b" ] || { echo "bench/progress.sh: $b not built" >&2; exit 2; }; done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/progress.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

one() { # LABEL BIN: stamps each progress line with the seconds since the start
  label=$1 bin=$2
  shift 2
  s=$(date +%s.%N)
  CONVCHECK_PROGRESS_PERIOD=${PERIOD:-5} "$bin" "$@" --progress 2>&1 >/dev/null |
    while IFS= read -r l; do echo "$(date +%s.%N) $l"; done >"$tmp/lines"
  e=$(date +%s.%N)
  awk -v s="$s" -v e="$e" -v label="$label" '
    / s left\)$/ { t = $1 - s; left = $(NF-2); sub(/^\(/, "", left); pred = t + left
                   r = (e - s) / pred; printf "%s  at %6.1f s: predicts the end at %6.1f s, real %6.1f s: ratio %.2f\n", label, t, pred, e - s, r
                   rs[++n] = r }
    END { if (!n) { print label ": no progress line"; exit }
          for (i = 2; i <= n; i++) for (j = i; j > 1 && rs[j-1] > rs[j]; j--) { x = rs[j]; rs[j] = rs[j-1]; rs[j-1] = x }
          printf "%s: %d lines, ratio real/predicted: first line %.2f, median %.2f\n", label, n, first, rs[int((n + 1) / 2)] }
    / s left\)$/ && n == 1 { first = r }' "$tmp/lines"
}
one base "$BASE" "$@"
one new "$NEW" "$@"
