# transform --pipeline --keep-steps DIR: each step that changed the module
# as DIR/NNN.before.ll and DIR/NNN.after.ll (docs/transforms.md, "A
# pipeline, pass by pass"), so a step is looked at without rebuilding it
# with opt's -print-before-pass-number.
#
# Hand derivation: on tests/cli/transform_runline/runtime.ll, simplifycfg
# runs once (pass 1, on @f, the only definition) and folds the two empty
# blocks `preheader` and `done` into their neighbours: one step, number 1,
# so DIR holds 001.before.ll (with both blocks) and 001.after.ll (with
# neither), and `transform` on the two gives the step's verdict (preserved).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/transform_runline"
if ! command -v opt-22 >/dev/null 2>&1; then
  echo "skip transform_keep_steps: no opt-22"
else
  K="$TMPD/steps"
  run transform --no-db --pipeline simplifycfg --keep-steps "$K" "$D/runtime.ll"
  expect_rc keep_steps_status 0
  expect_out keep_steps_row '^ +1  SimplifyCFGPass  f +preserved '
  expect_out keep_steps_note "^note: --keep-steps wrote BEFORE and AFTER of 1 step to $K \(NNN.before.ll, NNN.after.ll; NNN the step\)$"
  files=$(cd "$K" 2>/dev/null && ls | tr '\n' ' ')
  [ "$files" = "001.after.ll 001.before.ll " ] && ok keep_steps_files || fail keep_steps_files "files: '$files'"
  b=$(grep -c '^preheader:\|^done:' "$K/001.before.ll"); a=$(grep -c '^preheader:\|^done:' "$K/001.after.ll")
  [ "$b" = 2 ] && [ "$a" = 0 ] && ok keep_steps_contents || fail keep_steps_contents "before $b, after $a of the two empty blocks"
  run transform --no-db "$K/001.before.ll" "$K/001.after.ll"
  expect_rc keep_steps_recheck_status 0
  expect_out keep_steps_recheck '^f: preserved'

  # never over an existing folder; only with --pipeline
  run transform --no-db --pipeline simplifycfg --keep-steps "$K" "$D/runtime.ll"
  expect_rc keep_steps_exists_status 2
  expect_err keep_steps_exists "$K: error: already exists"
  run transform --no-db --pass simplifycfg --keep-steps "$TMPD/other" "$D/runtime.ll"
  expect_rc keep_steps_needs_pipeline_status 2
  expect_err keep_steps_needs_pipeline '--keep-steps goes with --pipeline'
fi
