# tests/cli/progress.sh — long runs report progress on stderr when it is
# not a terminal (issue 13): a line every period with --progress, or once
# the run is old enough without it; nothing on a short run without it.
# The period and the threshold come from CONVCHECK_PROGRESS_PERIOD and
# CONVCHECK_PROGRESS_AFTER (cli/progress.h), made small here.  stderr is a
# file in every run below, so never a terminal.
. "$TOP/tests/cli/lib.sh"
LINE='^convcheck: sweep \(programs\): [0-9]+/3 \([0-9]+/s, ([0-9]+ s left|estimating the time left)\)$'

# --blocks 2: 3 programs (tests/golden/README.md "sweep"); --batch 1 makes
# one opt-22 run and one progress report per program
CONVCHECK_PROGRESS_PERIOD=0.001 run sweep --no-db --progress --batch 1 --blocks 2 -L 4
expect_rc progress_sweep_rc 0
n=$(grep -Ec "$LINE" "$ERR")
if [ "$n" -ge 2 ]; then ok "progress_sweep_lines ($n)"; else
  fail progress_sweep_lines "expected a line per program on stderr, got $n:" "$(head -c 600 "$ERR")"; fi
if grep -Evq "$LINE" "$ERR"; then fail progress_sweep_only_lines "$(grep -Ev "$LINE" "$ERR" | head -5)"
else ok progress_sweep_only_lines; fi
if grep -q "$(printf '\r')" "$ERR"; then fail progress_sweep_no_bar "a carriage return (the terminal bar) on a file"
else ok progress_sweep_no_bar; fi
# the results on stdout are those of the run without --progress
"$CONVCHECK" sweep --no-db --batch 1 --blocks 2 -L 4 >"$TMPD/plain" 2>"$TMPD/plain.err"
# (but for the timing line)
grep -v 'programs/s' "$TMPD/plain" >"$TMPD/plain.kept"
grep -v 'programs/s' "$OUT" >"$TMPD/out.kept"
if [ -s "$TMPD/plain.kept" ] && diff "$TMPD/plain.kept" "$TMPD/out.kept" >/dev/null; then
  ok progress_sweep_same_output
else
  fail progress_sweep_same_output "$(diff "$TMPD/plain.kept" "$TMPD/out.kept" | head -10)"
fi
if [ -s "$TMPD/plain.err" ]; then fail progress_sweep_quiet_by_default "$(head -3 "$TMPD/plain.err")"
else ok progress_sweep_quiet_by_default; fi

# lines by time, not by batch: --blocks 3 is 21 programs (tests/golden/
# README.md "sweep"), one batch of the default 256; with a period shorter
# than a program, a line after each program, the first ones "estimating"
# (the time left needs 16 programs done, or an eighth of a shorter run:
# here 3), then an estimate
CONVCHECK_PROGRESS_PERIOD=0.000001 run sweep --no-db --progress --blocks 3 -L 4
L21='^convcheck: sweep \(programs\): [0-9]+/21 \([0-9]+/s, ([0-9]+ s left|estimating the time left)\)$'
n=$(grep -Ec "$L21" "$ERR")
if [ "$n" -ge 21 ] && ! grep -Evq "$L21" "$ERR"; then ok "progress_sweep_by_program ($n lines, one batch)"; else
  fail progress_sweep_by_program "expected a line per program (21), got $n:" "$(head -c 600 "$ERR")"; fi
if sed -n 1p "$ERR" | grep -q '^convcheck: sweep (programs): 1/21 ([0-9]*/s, estimating the time left)$' &&
   grep -q '^convcheck: sweep (programs): 3/21 ([0-9]*/s, [0-9]* s left)$' "$ERR"
then ok progress_sweep_estimating_first; else
  fail progress_sweep_estimating_first "$(head -4 "$ERR")"; fi

# a longer period than the run: no line
CONVCHECK_PROGRESS_PERIOD=600 run sweep --no-db --progress --batch 1 --blocks 2 -L 4
if [ -s "$ERR" ]; then fail progress_sweep_period "$(head -3 "$ERR")"; else ok progress_sweep_period; fi

# without --progress, lines once the run passes the threshold (10 s; 0 here)
CONVCHECK_PROGRESS_AFTER=0 CONVCHECK_PROGRESS_PERIOD=0.001 run sweep --no-db --batch 1 --blocks 2 -L 4
n=$(grep -Ec "$LINE" "$ERR")
if [ "$n" -ge 2 ]; then ok "progress_sweep_automatic ($n)"; else
  fail progress_sweep_automatic "expected lines past the threshold, got $n:" "$(head -c 600 "$ERR")"; fi

# corpus: a line per file with --progress (the 3 files of the golden run)
CONVCHECK_PROGRESS_PERIOD=0.000001 run corpus --no-db --progress --quiet \
  "$TOP/corpus/spec/cu-natural-loop.cfg" "$TOP/corpus/spec/cu-convergence-before.cfg" \
  "$TOP/corpus/analysis/rfc-temporal-divergence.case"
expect_rc progress_corpus_rc 0
n=$(grep -Ec '^convcheck: corpus \(files\): [0-9]+/3 ' "$ERR")
if [ "$n" -ge 1 ]; then ok "progress_corpus_lines ($n)"; else
  fail progress_corpus_lines "no progress line:" "$(head -c 600 "$ERR")"; fi
expect_out progress_corpus_summary '^corpus: 3 cases, 3 passed'

# audit of a directory: the engine's progress of each file, one period for
# the whole run (cli/progress.h)
mkdir "$TMPD/dir"
cp "$TOP/corpus/analysis/cu-diverged-entry-criterion.cfg" "$TOP/corpus/spec/cu-natural-loop.cfg" "$TMPD/dir/"
CONVCHECK_PROGRESS_PERIOD=0.000001 run audit --no-db --progress -L 6 "$TMPD/dir"
n=$(grep -Ec '^convcheck: [^ ]+\.cfg: [0-9]+/[0-9]+ ' "$ERR")
if [ "$n" -ge 1 ]; then ok "progress_audit_dir_lines ($n)"; else
  fail progress_audit_dir_lines "no progress line (exit $RC):" "$(head -c 600 "$ERR")"; fi

# a run the traces' signatures settle (more tuples than en_opts.
# signatures_above, all-entries hierarchies): it stops once each value and
# block is decided, at a count no total predicts (a new user's estimate from
# all 1.6e12 tuples said 56 years for a 94 s run), so no time left is
# promised -- only the last line, once the run is over, says 0 s left
CONVCHECK_PROGRESS_PERIOD=0.000001 run uniformity --no-db --progress --hierarchies all-entries -L 12 \
  "$TOP/corpus/spec/ct-irreducible-enclosing-natural-loops.cfg"
NOEST='^convcheck: ct-irreducible-enclosing-natural-loops: [0-9]+ done \([0-9]+/s, no estimate: the run stops once each value and block is decided'
n=$(grep -Ec "$NOEST" "$ERR")
if [ "$n" -ge 1 ]; then ok "progress_settled_no_estimate ($n)"; else
  fail progress_settled_no_estimate "no line without an estimate:" "$(head -c 600 "$ERR")"; fi
if grep -Ev "$NOEST" "$ERR" | sed '$d' | grep -q ' s left)$'; then
  fail progress_settled_no_promise "$(grep ' s left)$' "$ERR" | head -3)"
else ok progress_settled_no_promise; fi

# transform: the rounds at growing L (up to -L); each round counts its
# paths, then its path pairs, then its inputs (multisets of k path pairs),
# each when it starts (tf_progress); a line says which round and stage,
# the Z3 queries so far, and the time left only where it is the
# function's (the last round's inputs): elsewhere "no estimate of the end"
# with what comes next, and the stage's own.  A loop whose trip count is
# the thread id (a ballot in it) and its loop-rotate by opt-22: the rounds
# run from L=4 to 16 (transform/check.c next_bound), the last one named as
# such; its count of inputs is at least the inputs the verdict says it
# checked; stdout is that of the run without --progress.
cp "$TOP/tests/cli/transform/ballot_loop.ll" "$TMPD/loop.ll"
opt-22 -S -passes=loop-rotate "$TMPD/loop.ll" -o "$TMPD/loop.rot.ll"
run transform -L 16 "$TMPD/loop.ll" "$TMPD/loop.rot.ll"
cp "$OUT" "$TMPD/plain.out"
CONVCHECK_PROGRESS_PERIOD=0.000001 run transform --progress -L 16 "$TMPD/loop.ll" "$TMPD/loop.rot.ll"
expect_rc progress_transform_rc 0
cp "$ERR" "$TMPD/loop.err"
OWN='([0-9]+ s left( unless a counterexample stops the round sooner)?|estimating the time left|no estimate: [^;)]*)'
TLEFT="($OWN|no estimate of the end: next come [^;]*, each counted when it starts; this stage: $OWN)"
TLINE="^convcheck: h: L=[0-9]+( \\(the last round\\))?, (paths|path pairs|inputs) \\([0-9]+ Z3 quer(y|ies)\\): ([0-9]+/[0-9]+|[0-9]+ done) \\([0-9]+/s, $TLEFT\\)\$"
if [ -s "$ERR" ] && ! grep -Evq "$TLINE" "$ERR"; then ok "progress_transform_lines ($(wc -l <"$ERR"))"
else fail progress_transform_lines "$(grep -Ev "$TLINE" "$ERR" | head -c 600)"; fi
last=$(sed -n 's/^convcheck: h: L=16 (the last round), inputs ([0-9]* Z3 quer[a-z]*): [0-9]*\/\([0-9]*\) .*/\1/p' "$ERR" | tail -1)
checked=$(sed -n 's/^h: preserved within k=2, L=16 (\([0-9]*\) inputs checked.*/\1/p' "$OUT")
if [ -n "$last" ] && [ -n "$checked" ] && [ "$last" -ge "$checked" ] &&
   grep -q '^convcheck: h: L=[0-9]*, inputs .*no estimate of the end: next come rounds up to L=16, each' "$ERR"; then
  ok "progress_transform_rounds (the last round counts $last, $checked checked)"
else fail progress_transform_rounds "last=$last checked=$checked" "$(head -c 600 "$ERR")"; fi
# a time left without "no estimate of the end" only in the last round's inputs
if grep -v '^convcheck: h: L=16 (the last round), inputs' "$ERR" | grep -v 'no estimate of the end' |
   grep -q ' s left)$'; then
  fail progress_transform_no_early_promise "$(grep -v 'no estimate of the end' "$ERR" | grep -v 'L=16 (the last round), inputs' | head -3)"
else ok progress_transform_no_early_promise; fi
if cmp -s "$OUT" "$TMPD/plain.out"; then ok progress_transform_same_stdout
else fail progress_transform_same_stdout "$(diff "$TMPD/plain.out" "$OUT" | head -5)"; fi
# lines while a round runs: barrier_loop -O0 against -O2 (kernels/ll),
# whose rounds at L=9 and 10 pair hundreds of paths, each pair whose events
# differ asking Z3 (about 1 s a round): lines from inside the rounds (a
# stage's count not yet reached), every one before the verdicts on stdout
# (stdout and stderr in one file: the verdicts are written at the end)
CONVCHECK_PROGRESS_PERIOD=0.2 "$CONVCHECK" transform --no-db --progress -L 10 \
  "$TOP/kernels/ll/barrier_loop.amdgcn.O0.ll" "$TOP/kernels/ll/barrier_loop.amdgcn.O2.ll" \
  >"$TMPD/both" 2>&1
BLINE="^convcheck: (barrier_loop|__clang_ocl_kern_imp_barrier_loop): L=[0-9]+( \\(the last round\\))?, (paths|path pairs|inputs) \\([0-9]+ Z3 quer(y|ies)\\): ([0-9]+/[0-9]+|[0-9]+ done) \\([0-9]+/s, $TLEFT\\)\$"
inside=$(grep -E "$BLINE" "$TMPD/both" | sed -n 's/.*: \([0-9]*\)\/\([0-9]*\) (.*/\1 \2/p' |
  awk '$1 < $2 { n++ } END { print n + 0 }')
first_verdict=$(grep -n ': preserved within\|: broken\|: unknown within' "$TMPD/both" | head -1 | cut -d: -f1)
last_line=$(grep -En "$BLINE" "$TMPD/both" | tail -1 | cut -d: -f1)
if [ "$inside" -ge 2 ] && [ -n "$first_verdict" ] && [ -n "$last_line" ] &&
   [ "$last_line" -lt "$first_verdict" ] && ! grep '^convcheck:' "$TMPD/both" | grep -Evq "$BLINE"; then
  ok "progress_transform_inside_rounds ($inside lines inside a stage, before the verdicts)"
else fail progress_transform_inside_rounds "inside=$inside verdict at $first_verdict, last line $last_line" \
  "$(head -c 900 "$TMPD/both")"; fi
# the time left of a transform's stage is its items left at the stage's
# mean rate so far (cli_progress flat): the line's own figures give it,
# (TOTAL - DONE) / RATE, within the rounding of RATE (to a whole number
# per second) and of the seconds; a new user's check was promised 334 s
# and ended in 9 by the fit of a growing cost (base/ cc_eta), which read a
# few dear items (Z3 queries) after cheap ones as a trend.  An inputs
# stage says that a counterexample ends it sooner: its count is of every
# input, and the first counterexample stops the round.
grep -E "$BLINE" "$TMPD/both" | sed -n 's/.*: \([0-9]*\)\/\([0-9]*\) (\([0-9]*\)\/s, .*[ :] \([0-9]*\) s left.*/\1 \2 \3 \4/p' >"$TMPD/est"
bad=$(awk '$3 >= 2 { lo = ($2 - $1) / ($3 + 0.5) - 0.5; hi = ($2 - $1) / ($3 - 0.5) + 0.5
                     if ($4 < lo - 1e-9 || $4 > hi + 1e-9) print }' "$TMPD/est" | head -3)
n=$(awk '$3 >= 2' "$TMPD/est" | wc -l)
if [ "$n" -ge 1 ] && [ -z "$bad" ]; then ok "progress_transform_mean_rate ($n lines)"
else fail progress_transform_mean_rate "$n lines with a rate; off: $bad"; fi
if cat "$TMPD/both" "$TMPD/loop.err" | grep ', inputs (' | grep ' s left' | grep -vq 'unless a counterexample stops the round sooner'; then
  fail progress_transform_inputs_sooner "$(cat "$TMPD/both" "$TMPD/loop.err" | grep ', inputs (' | grep ' s left' | head -2)"
elif cat "$TMPD/both" "$TMPD/loop.err" | grep ', inputs (' | grep -q ' s left unless a counterexample stops the round sooner'; then
  ok progress_transform_inputs_sooner
else skip "progress_transform_inputs_sooner (no inputs line with a time left this run)"; fi
# --pipeline: the steps' checks done, of their number (the table's rows
# that are checks), the last line all of them
CONVCHECK_PROGRESS_PERIOD=0.000001 run transform --progress --pipeline loop-rotate -L 8 "$TMPD/loop.ll"
n=$(sed -n 's/^summary: [0-9]* steps\{0,1\}, \([0-9]*\) checks\{0,1\}:.*/\1/p' "$OUT")
expect_err progress_pipeline_lines "^convcheck: checks of the steps: $n/$n \\([0-9]+/s, [0-9]+ s left\\)\$"
# without --progress, a short run writes nothing on stderr
run transform -L 16 "$TMPD/loop.ll" "$TMPD/loop.rot.ll"
if [ -s "$ERR" ]; then fail progress_transform_quiet "$(head -3 "$ERR")"; else ok progress_transform_quiet; fi
