# fuzz: the AFL++ harness of the readers and the store (tests/fuzz) builds,
# replays its seeds, and a short run of each target (FUZZ_SECONDS, 60 by
# default; fixed seed corpora and afl-fuzz -s 1) finds no crash and no
# hang.  The hour-long runs are bench/README.md's.  Skipped, saying so,
# when Debian's afl++ is not installed (sh setup.sh installs it).
. "$TOP/tests/cli/lib.sh"
if ! command -v afl-fuzz >/dev/null 2>&1 || ! { command -v afl-clang-fast || command -v afl-gcc-fast; } >/dev/null 2>&1; then
  skip "fuzz: AFL++ is not installed (Debian package afl++; sh setup.sh installs it)"
  end_here
fi
if sh "$TOP/tests/fuzz/build.sh" "$TMPD/fz" >"$TMPD/build.log" 2>&1; then ok fuzz_build
else fail fuzz_build "$(tail -20 "$TMPD/build.log" "$TMPD/fz/make.log" 2>/dev/null)"; end_here; fi
SECS=${FUZZ_SECONDS:-60}
for t in ll cfg case store; do
  # every seed replays without a crash (the harness without AFL: one input)
  CONVCHECK="$CONVCHECK" sh "$TOP/tests/fuzz/seeds.sh" "$t" "$TMPD/seeds-$t" >/dev/null 2>&1
  bad=""
  for s in "$TMPD/seeds-$t"/*; do
    timeout 20 "$TMPD/fz/fuzz" "$t" "$s" >/dev/null 2>&1 || bad="$bad $(basename "$s")($?)"
  done
  [ -z "$bad" ] && ok "fuzz_${t}_seeds" || fail "fuzz_${t}_seeds" "$bad"
  if CONVCHECK="$CONVCHECK" sh "$TOP/tests/fuzz/run.sh" "$TMPD/fz/fuzz" "$t" "$SECS" "$TMPD/run-$t" >"$TMPD/run-$t.txt" 2>&1; then
    ok "fuzz_${t}: $(cat "$TMPD/run-$t.txt")"
  else
    fail "fuzz_${t}" "$(cat "$TMPD/run-$t.txt")" "$(ls "$TMPD/run-$t/afl/default/crashes" "$TMPD/run-$t/afl/default/hangs" 2>/dev/null | head)"
  fi
done
