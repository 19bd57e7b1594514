# convcheck transform on LLVM's convergence fixes (issue 27): each case of
# corpus/transforms/fixes/ is a function of a test that an LLVM fix added (or
# the pattern an LLVM issue describes), written anew, with opt-22's output
# as AFTER where the .tcase says `# opt-22: ARGS` (else a hand-written
# AFTER, said in its file); `expect` is the verdict derived by hand in the
# .tcase (reading inferred-tokens, the default), `expect
# uncontrolled=control-dependence VERDICT` the one under LangRef's reading
# (--uncontrolled control-dependence).  The table is in docs/transform-audit.md, "LLVM's
# convergence fixes".  Checked here:
#  - an opt-22 AFTER is exactly what opt-22 prints for BEFORE with ARGS
#    (so it is opt's output, an independent source, not edited);
#  - opt-22's verifier accepts both programs, and rejects AFTER where the
#    hand verdict is "invalid";
#  - the tool's verdict (and exit status) is the hand verdict, except for
#    the cases listed in tests/cli/transform_fixes.pending, reported as skip
#    while the tool still gives the listed verdict.
. "$TOP/tests/cli/lib.sh"
F="$TOP/corpus/transforms/fixes"
PENDING="$TOP/tests/cli/transform_fixes.pending"
OPT=${OPT:-opt-22}
have_opt=yes; command -v "$OPT" >/dev/null 2>&1 || have_opt=
have_python=yes; command -v python3 >/dev/null 2>&1 || have_python=
[ -n "$have_python" ] || skip "transform_fixes_converge_replays (no python3: counterexamples not replayed by converge)"
[ -n "$have_opt" ] || skip "transform_fixes_opt (no $OPT: AFTER not regenerated, verifier not run)"

# opt_matches ARGS... : opt-22 -S ARGS $before, run in $F as the files were
# made, prints exactly $after
opt_matches() {
  (cd "$F" && "$OPT" -S "$@" "$before" -o "$TMPD/regen.ll" 2>"$TMPD/opt.err" </dev/null) &&
    cmp -s "$TMPD/regen.ll" "$F/$after"
}

ncase=0; nok=0; npending=0
for c in "$F"/*.tcase; do
  case_=$(basename "$c" .tcase); name=transform_fixes_$case_
  field() { sed -n "s/^$1 //p" "$c" | head -1; }
  before=$(field before); after=$(field after); fn=$(field function)
  k=$(field threads); L=$(field bound); want=$(field expect)
  ncase=$((ncase + 1))
  want_cd=$(sed -n 's/^expect uncontrolled=control-dependence //p' "$c")
  case "$want_cd" in preserved|broken|invalid) ;;
    *) fail "${name}_control_dependence" "no 'expect uncontrolled=control-dependence VERDICT' line" ;; esac
  optargs=$(sed -n 's/^# opt-22: //p' "$c")
  if [ -n "$have_opt" ]; then
    if [ -n "$optargs" ]; then
      set -f; set -- $optargs; set +f
      if opt_matches "$@"; then ok "${name}_after_is_opt_output"; else
        fail "${name}_after_is_opt_output" "$OPT -S $optargs $before differs from $after" \
          "$(head -c 300 "$TMPD/opt.err")"; fi
    fi
    "$OPT" -passes=verify -disable-output "$F/$before" 2>/dev/null </dev/null ||
      fail "${name}_before_verifies" "$OPT -passes=verify rejects $before"
    if "$OPT" -passes=verify -disable-output "$F/$after" 2>/dev/null </dev/null; then
      [ "$want" != invalid ] || fail "${name}_after_rejected" "$OPT -passes=verify accepts $after"
    else
      [ "$want" = invalid ] || fail "${name}_after_verifies" "$OPT -passes=verify rejects $after"
    fi
  fi
  # the other reading: decided as by hand, or the case fails
  run transform -k "$k" -L "$L" --uncontrolled control-dependence --function "$fn" "$F/$before" "$F/$after"
  got=$(transform_verdict)
  if [ "$got" = "$want_cd" ] && [ "$RC" -eq "$(transform_status "$want_cd")" ]; then
    ok "${name}_control_dependence"
  else fail "${name}_control_dependence" "expected $want_cd (hand derivation), got '$got' (exit $RC)" \
    "$(head -c 600 "$OUT")"; fi
  # --both-readings: the default reading's verdict, and a line with the
  # other reading's, which says whether the two differ (as the .tcase's two
  # hand-derived verdicts do)
  run transform --both-readings -k "$k" -L "$L" --function "$fn" "$F/$before" "$F/$after"
  got=$(transform_verdict)
  # (controlled programs have one semantics: no second check, no line, and
  # the two hand verdicts agree)
  if ! grep -q '^  (uncontrolled convergent operations read as' "$OUT"; then
    if [ "$want" = "$want_cd" ] && ! grep -q '^  (read as' "$OUT"; then ok "${name}_both_readings"
    else fail "${name}_both_readings" "controlled: expected one semantics" "$(grep '^  (read as' "$OUT")"; fi
  elif [ "$want" != invalid ]; then
    if [ "$want_cd" = "$want" ]; then other="read as control-dependence: $want_cd, the same"
    else other="read as control-dependence: $want_cd; the readings differ here"; fi
    if grep -q "^  ($other)" "$OUT"; then ok "${name}_both_readings"
    else fail "${name}_both_readings" "expected the line '  ($other)'" "$(grep '^  (read as' "$OUT")"; fi
  fi
  listed=$(grep -v '^#' "$PENDING" | awk -v c="$case_" '$1 == c { print $2 " " $3 }')
  if [ -n "$listed" ]; then
    tool=${listed% *}; hand=${listed#* }
    [ "$hand" = "$want" ] || fail "${name}_pending_list" "the list says hand verdict $hand, the .tcase $want"
    if [ "$got" = "$tool" ]; then npending=$((npending + 1)); skip "$name (pending: the tool says $got, the hand derivation $want)"
    elif [ "$got" = "$want" ] && [ "$RC" -eq "$(transform_status "$want")" ]; then
      fail "$name" "now decided as the hand says ($want): remove it from $PENDING"
    else fail "$name" "listed as '$tool' today, now '$got' (exit $RC), hand: $want: update $PENDING" \
      "$(head -c 600 "$OUT")"; fi
  elif [ "$got" = "$want" ] && [ "$RC" -eq "$(transform_status "$want")" ]; then
    nok=$((nok + 1)); ok "$name"
    # a broken verdict's grouping of AFTER, recomputed by `convcheck converge`
    # on the counterexample's traces and hierarchy (independent of the check)
    if [ "$want" = broken ] && [ -n "$have_python" ]; then
      run transform --json -k "$k" -L "$L" --function "$fn" "$F/$before" "$F/$after"
      if python3 "$TOP/tests/cli/transform_fixes/replay_cex.py" "$CONVCHECK" "$F/$after" <"$OUT" >"$TMPD/replay" 2>&1
      then ok "${name}_converge_replays"
      else fail "${name}_converge_replays" "$(head -3 "$TMPD/replay")"; fi
    fi
  else fail "$name" "expected $want (hand derivation), got '$got' (exit $RC)" "$(head -c 600 "$OUT")" \
    "$(head -c 300 "$ERR")"; fi
done
# every listed case exists
grep -v '^#' "$PENDING" | while read -r case_ tool hand; do
  [ -n "$case_" ] || continue
  [ -f "$F/$case_.tcase" ] || fail "transform_fixes_pending_$case_" "listed in $PENDING but no $case_.tcase"
done
echo "# LLVM's convergence fixes: $ncase cases, $nok decided as by hand, $npending pending"

# --both-readings with --unbounded: both readings decided for every L (a
# user must never read one reading's verdict for both).  jump-threading-
# new-entry: every path ends within a few blocks, so the .tcase's two hand
# verdicts (preserved; control-dependence: broken) hold for every L.
run transform --unbounded --both-readings --function new_entry \
  "$F/jump-threading-new-entry.before.ll" "$F/jump-threading-new-entry.after.ll"
expect_out transform_fixes_unbounded_both_readings_chosen '^new_entry: preserved \(proven for every L'
expect_out transform_fixes_unbounded_both_readings_other '^  \(read as control-dependence, for every L: broken; the readings differ here: '
run transform --json --unbounded --both-readings --function new_entry \
  "$F/jump-threading-new-entry.before.ll" "$F/jump-threading-new-entry.after.ll"
expect_out transform_fixes_unbounded_both_readings_json '"other_reading":\{"uncontrolled":"control-dependence","verdict":"broken","why":'
# --pipeline --unbounded --both-readings: a row's other reading is the
# every-L verdict too, compared with the row's every-L verdict, also where
# the bounded check agrees but every L does not: the loop
# of tests/cli/transform/ballot_loop.ll rotated, preserved for every L
# under inferred-tokens (the simulation rule) but unknown under
# control-dependence (the simulation rule is not applied there, and the
# paths do not end: transform --unbounded --uncontrolled control-dependence
# on the pair says so alone), while both readings preserve it within L=8:
# the readings differ for every L, which the bounded readings hid.
cp "$TOP/tests/cli/transform/ballot_loop.ll" "$TMPD/loop.ll"
"$OPT" -S -passes=loop-rotate "$TMPD/loop.ll" -o "$TMPD/loop.rot.ll"
run transform --unbounded --uncontrolled control-dependence -L 8 "$TMPD/loop.ll" "$TMPD/loop.rot.ll"
cd_alone=$(sed -n 's/^h: \(unknown\) for every L: .*/\1/p' "$OUT")
run transform --pipeline loop-rotate --unbounded --both-readings -L 8 "$TMPD/loop.ll"
if [ "$cd_alone" = unknown ] && grep -q '^ *[0-9]*  LoopRotatePass  *h  *preserved .*\[control-dependence: unknown\]$' "$OUT" &&
   grep -q '^the two readings of uncontrolled convergent operations differ on 1 check ' "$OUT"; then
  ok transform_fixes_pipeline_unbounded_both_readings_every_L
else fail transform_fixes_pipeline_unbounded_both_readings_every_L "control-dependence alone: '$cd_alone'" "$(grep 'LoopRotate\|readings' "$OUT")"; fi
