#!/bin/sh
# tests/fuzz/run.sh FUZZ TARGET SECONDS OUT — one AFL++ run of the harness
# FUZZ (tests/fuzz/build.sh) on TARGET (ll, cfg, case, store) for SECONDS,
# with a fixed seed (-s 1) and the seed corpus made by tests/fuzz/seeds.sh
# in OUT/seeds; findings in OUT/afl.  Prints one line:
#   TARGET: N executions, C crashes, H hangs, SECONDS s
# and exits 1 when AFL++ found a crash or a hang (their files are in
# OUT/afl/default/crashes and hangs), 3 when afl-fuzz is missing.
set -u
FUZZ=${1:?usage: run.sh FUZZ TARGET SECONDS OUT} TARGET=${2:?} SECONDS_=${3:?} OUT=${4:?}
HERE=$(cd "$(dirname "$0")" && pwd)
command -v afl-fuzz >/dev/null 2>&1 || { echo "run.sh: afl-fuzz is not installed (Debian package afl++)" >&2; exit 3; }
mkdir -p "$OUT"
sh "$HERE/seeds.sh" "$TARGET" "$OUT/seeds" || exit 2
rm -rf "$OUT/afl"
# no CPU governor or core_pattern changes asked of the machine; no UI
AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 \
AFL_SKIP_BIN_CHECK=0 AFL_QUIET=1 AFL_NO_WARN_INSTABILITY=1 \
  afl-fuzz -s 1 -V "$SECONDS_" -t 5000 -m none -i "$OUT/seeds" -o "$OUT/afl" -- "$FUZZ" "$TARGET" \
  >"$OUT/afl.log" 2>&1
st=$?
stats="$OUT/afl/default/fuzzer_stats"
if [ ! -f "$stats" ]; then
  echo "$TARGET: afl-fuzz did not run (exit $st): $(tail -5 "$OUT/afl.log" | tr '\n' ' ')"
  exit 2
fi
val() { sed -n "s/^$1 *: *//p" "$stats"; }
crashes=$(ls "$OUT/afl/default/crashes" 2>/dev/null | grep -vc README)
hangs=$(ls "$OUT/afl/default/hangs" 2>/dev/null | grep -vc README)
echo "$TARGET: $(val execs_done) executions, $crashes crashes, $hangs hangs, $(val run_time) s (corpus $(val corpus_count) inputs, $(val bitmap_cvg) of the map)"
[ "$crashes" -eq 0 ] && [ "$hangs" -eq 0 ]
