# reduce and `transform --pipeline --reduce` on what reduce --broken cannot
# reduce (issue 28, user 13): a step that is not single-thread equivalent
# says what to do instead of "the finding does not hold" alone, and the
# options --reduce would have dropped (--anchor maximal, --opt-arg, ...) are
# refused by name.  On the base commit: "does not break any function's
# convergence" / "this step is not single-thread equivalent" with no next
# step, and --reduce ran with those options silently dropped.
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/reduce_refusals"
if ! command -v opt-22 >/dev/null 2>&1; then
  echo "skip reduce_refusals: no opt-22"
else
  # the step is not single-thread equivalent (derivation in the file):
  # --reduce says reduce has no kind for it and what to read instead
  run transform --no-db --pipeline globalopt --reduce "$D/globalopt-store-only.ll"
  expect_out reduce_nste_verdict '^g: not single-thread equivalent '
  expect_out reduce_nste_next_step "^reduce: not reduced: this step is not single-thread equivalent .*reduce has no kind for this one; the counterexample above names the calls that differ, and --keep-steps DIR writes the step's BEFORE and AFTER"

  # reduce --broken on the hand-made hoisted ballot (tests/cli/transform/
  # hoist-ballot.after.ll derives "not single-thread equivalent"), opt
  # replaced by a script that writes that AFTER: the reason names the verdict
  H="$TOP/tests/cli/transform/hoist-ballot"
  { echo '#!/bin/sh'
    echo 'out=""; while [ $# -gt 0 ]; do [ "$1" = -o ] && out=$2; shift; done'
    echo "[ -n \"\$out\" ] && cp '$H.after.ll' \"\$out\"; exit 0"; } >"$TMPD/fake-opt"
  chmod +x "$TMPD/fake-opt"
  run reduce --check --broken --pass instcombine --opt "$TMPD/fake-opt" "$H.before.ll"
  expect_rc reduce_check_nste_rc 1
  expect_out reduce_check_nste_says '^does not hold: transform --pass instcombine says @f is not single-thread equivalent .*not broken: --broken reduces a broken verdict only'

  # options reduce --broken does not take: refused, each named, exit 2
  F="$TOP/tests/cli/transform_runline/runtime.ll"
  run transform --no-db --pipeline loop-unroll --reduce --anchor maximal --opt-arg=-unroll-runtime "$F"
  expect_rc reduce_refuses_options_rc 2
  expect_err reduce_refuses_names "does not take --anchor maximal, --opt-arg: drop them"
  run transform --no-db --pipeline loop-unroll --reduce --uncontrolled control-dependence "$F"
  expect_err reduce_refuses_uncontrolled "does not take --uncontrolled control-dependence"
fi
