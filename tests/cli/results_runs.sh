# What 'prev' and 'last' name (issue 28: fresh user 11 read `results diff
# prev last` as the last two runs of one command).  They are the store's
# two most recent complete runs whatever their commands (results/
# rs_recent_run: by run id), which `results --help` (and so the man page)
# now says; here a transform then an audit: `diff prev last` compares run 1
# with run 2, warning that they were not made alike.
. "$TOP/tests/cli/lib.sh"
DB="$TMPD/runs.db"
run transform --db "$DB" "$TOP/tests/cli/transform/ocl-body-edited.before.ll" "$TOP/tests/cli/transform/ocl-body-edited.after.ll"
run audit --db "$DB" "$TOP/tests/golden/barriers-apart.ll"
run results --db "$DB" diff prev last
expect_out results_runs_prev_last_any_command '^run 1 \([0-9]* verdicts\) -> run 2 '
expect_out results_runs_warns_not_alike '^warning: the runs were not made alike, run 1 is transform, run 2 is audit'
run results --help
expect_out results_runs_help_says_any_command "^'prev' \(the one before it\), whatever command each was: 'diff prev$"
"$CONVCHECK" --man >"$OUT" 2>"$ERR"
expect_out results_runs_man_says_any_command "whatever command each was"
