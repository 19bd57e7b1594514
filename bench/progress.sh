#!/bin/sh
# bench/progress.sh -- how far off the "S s left" of the progress lines is
# (issue 28: "--progress estimates that are not 5x optimistic", and "far
# too pessimistic": a transform promised 334 s and ended in 9): one long
# command run with two binaries side by side, the base and the new one.
# For each progress line that says a time left, the end it predicts (its
# time + the time it says is left) against the real end -- the run's, or
# for a transform's "this stage: S s left" the stage's (the time of the
# first line of the next stage or round, PERIOD late at most) -- as two
# ratios real / predicted: of the ends, counted from the run's start (the
# rows of bench/README.md before 2026-11-29), and of the times left (1 is
# right, above 1 optimistic, 0.03 a promise of 334 s for 9).
#
# usage: bench/progress.sh BASE_CONVCHECK [NEW_CONVCHECK] [-- ARGS...]
#   NEW defaults to <repo>/convcheck; ARGS default to
#   sweep --no-db --blocks 5 --divergence each -L 6 (33,497 programs whose
#   cost grows with their size; about a minute and a half here).
# Output: per binary, the ratios at each line, then the first line's, the
# median and the extremes.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
[ $# -ge 1 ] || { sed -n '/^# usage:/,/^# median/p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
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
    # every line: its time and its count'"'"'s name (round and stage), to
    # find where a stage ends
    { k = $0; sub(/^[0-9.]+ /, "", k); sub(/ \([0-9]+ Z3 quer[a-z]*\).*/, "", k)
      sub(/: [0-9]+(\/[0-9]+| done) \(.*/, "", k); all++; at[all] = $1 - s; key[all] = k }
    # a time left: "S s left)" at the end, or followed by a condition
    # ("S s left unless ...)"), or a stage'"'"'s ("this stage: S s left")
    / s left( [^)]*)?\)$/ {
      m++; t[m] = $1 - s; line[m] = all
      x = $0; sub(/ s left.*/, "", x); sub(/.* /, "", x); left[m] = x
      stage[m] = ($0 ~ /this stage: [0-9]+ s left/)
    }
    END {
      n = 0
      for (i = 1; i <= m; i++) {
        j = line[i]; end = e - s
        if (stage[i]) for (q = j + 1; q <= all; q++) if (key[q] != key[j]) { end = at[q]; break }
        # (the time said is whole seconds: half a second added, so "0 s left" is no division by 0)
        pred = t[i] + left[i]; r = end / (pred + 1e-9); rl = (end - t[i]) / (left[i] + 0.5)
        printf "%s  at %6.1f s: predicts the %s at %6.1f s, real %6.1f s: ratio of the ends %.2f, of the times left %.2f\n", label, t[i], stage[i] ? "stage end" : "end", pred, end, r, rl
        rs[++n] = r; ls[n] = rl; if (n == 1) { first = r; lfirst = rl }
      }
      if (!n) { print label ": no progress line with a time left"; exit }
      lo = ls[1]; hi = ls[1]
      for (i = 2; i <= n; i++) { if (ls[i] < lo) lo = ls[i]; if (ls[i] > hi) hi = ls[i] }
      for (i = 2; i <= n; i++) for (j = i; j > 1 && rs[j-1] > rs[j]; j--) { x = rs[j]; rs[j] = rs[j-1]; rs[j-1] = x }
      for (i = 2; i <= n; i++) for (j = i; j > 1 && ls[j-1] > ls[j]; j--) { x = ls[j]; ls[j] = ls[j-1]; ls[j-1] = x }
      printf "%s: %d lines in a %.1f s run; real/predicted, of the ends: first line %.2f, median %.2f; of the times left: first line %.2f, median %.2f, lowest %.2f, highest %.2f\n", label, n, e - s, first, rs[int((n + 1) / 2)], lfirst, ls[int((n + 1) / 2)], lo, hi }' "$tmp/lines"
}
one base "$BASE" "$@"
one new "$NEW" "$@"
