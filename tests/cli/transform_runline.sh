# transform --pass P on an LLVM test: the options of the RUN line that runs
# opt -passes=P go to opt as the test passes them, and a note says so;
# --opt-arg replaces them, and the note says they were not passed
# (docs/transforms.md; the hand derivation is at the top of
# tests/cli/transform_runline/runtime.ll).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/transform_runline"
if ! command -v opt-22 >/dev/null 2>&1; then
  echo "skip transform_runline: no opt-22"
else
  run transform --no-db --pass loop-unroll "$D/runtime.ll"
  expect_rc runline_used_status 0
  expect_out runline_used_changed '^f: preserved within k=2, L=12 '
  expect_out runline_used_note "^note: opt-22 ran with the RUN line's options -unroll-runtime \(as the test runs it; --opt-arg gives opt's options instead\)$"

  run transform --no-db --json --pass loop-unroll "$D/runtime.ll"
  expect_out runline_used_json '"run_line_options":"-unroll-runtime","run_line_options_passed":true'

  run transform --no-db --pass loop-unroll --opt-arg=-verify-each "$D/runtime.ll"
  expect_rc runline_replaced_status 0
  expect_out runline_replaced_unchanged '^f: unchanged \(opt-22 did not change it\)$'
  expect_out runline_replaced_note "^note: opt-22 ran without the RUN line's options -unroll-runtime: --opt-arg gave its options \(add them as --opt-arg=\.\.\. to pass them\)$"

  # the note names only the RUN line's options no --opt-arg gave, and
  # opt's command line says what reached opt (issue 28: the base said
  # "ran without the RUN line's options -unroll-runtime -unroll-allow-partial"
  # though --opt-arg gave -unroll-runtime, and echoed no --opt-arg).  By
  # hand: RUN options {-unroll-runtime, -unroll-allow-partial} minus the
  # --opt-arg {-unroll-runtime} = -unroll-allow-partial; opt runs the
  # binary, the --opt-arg, -passes='loop-unroll', -S FILE
  sed '1s/-unroll-runtime/-unroll-runtime -unroll-allow-partial/' "$D/runtime.ll" >"$TMPD/two.ll"
  run transform --no-db --pass loop-unroll --opt-arg=-unroll-runtime "$TMPD/two.ll"
  expect_out runline_partly_missing "^note: opt-22 ran without the RUN line's options -unroll-allow-partial: --opt-arg gave its options"
  expect_out runline_opt_command "^note: opt's command line: opt-22 -unroll-runtime -passes='loop-unroll' -S .*two.ll$"
  run transform --no-db --json --pass loop-unroll --opt-arg=-unroll-runtime "$TMPD/two.ll"
  expect_out runline_missing_json '"run_line_options_missing":"-unroll-allow-partial"'
  # every RUN option given by --opt-arg ("--x" is opt's "-x" too): not "without"
  run transform --no-db --pass loop-unroll --opt-arg=--unroll-runtime "$D/runtime.ll"
  expect_out runline_all_given "^note: opt-22 ran with the RUN line's options -unroll-runtime \(given by --opt-arg\)$"
  # --pipeline: its header is opt's command line, the --opt-args in it
  run transform --no-db --pipeline loop-unroll --opt-arg=-unroll-runtime "$D/runtime.ll"
  expect_out runline_pipeline_header ": opt-22 -unroll-runtime -passes='loop-unroll': 1 pass execution"

  # another pass than the RUN line's: its options are not read, no note
  run transform --no-db --pass 'loop-unroll<O2>' "$D/runtime.ll"
  if grep -q "RUN line's options" "$OUT"; then fail runline_other_pass_no_note "a note for another pass" "$(cat "$OUT")"
  else ok runline_other_pass_no_note; fi
fi
