# tests/cli/results.sh — `convcheck results`: usage, bad and missing
# stores, and (when the corpus command is there to fill a store) list,
# diff, export and merge on real runs.
. "$TOP/tests/cli/lib.sh"

# ---- usage ------------------------------------------------------------------
run results --help
expect_rc results_help_rc 0
expect_out results_help_text '^usage: convcheck results \[--db FILE\] list'

run results
expect_rc results_no_verb_rc 2
expect_err results_no_verb_msg 'missing what to do'

run results frobnicate
expect_rc results_bad_verb 2
expect_err results_bad_verb_msg "unknown verb 'frobnicate'"

run results list --bogus
expect_rc results_bad_option 2
expect_err results_bad_option_msg "unknown option '--bogus'"

run results --db
expect_rc results_db_needs_file 2

run results --db "$TMPD/x.db" diff 1
expect_rc results_diff_needs_two 2

run results --db "$TMPD/x.db" diff one last
expect_rc results_bad_run 2
expect_err results_bad_run_msg "RUN must be a run id, 'last' or 'prev'"

run results --db "$TMPD/x.db" export last --csv --json
expect_rc results_csv_json_exclusive 2

run results --db "$TMPD/x.db" list --csv
expect_rc results_csv_only_export 2

run results merge "$TMPD/out.db"
expect_rc results_merge_needs_input 2

# ---- stores that are missing or not stores ------------------------------------
run results --db "$TMPD/missing.db" list
expect_rc results_missing_db_rc 2
expect_err results_missing_db_msg "missing\.db: error: .*No such file"
if [ -e "$TMPD/missing.db" ]; then fail results_missing_db_not_created
else ok results_missing_db_not_created; fi

# The default file is ./convcheck.db.
(cd "$TMPD" && "$CONVCHECK" results list >"$OUT" 2>"$ERR"); RC=$?
expect_rc results_default_db_missing 2
expect_err results_default_db_named 'convcheck\.db: error'

run results --db "$TMPD/missing.db" diff prev last
expect_rc results_missing_db_diff 2
run results --db "$TMPD/missing.db" export last
expect_rc results_missing_db_export 2

printf 'this is not an SQLite database, just some text in a file\n' >"$TMPD/text.db"
run results --db "$TMPD/text.db" list
expect_rc results_not_a_db_rc 2
expect_err results_not_a_db_msg "text\.db: error: .*not a database"

run results merge "$TMPD/out.db" "$TMPD/text.db"
expect_rc results_merge_bad_input 2
expect_err results_merge_bad_input_msg 'text\.db: error'
if [ -e "$TMPD/out.db" ]; then fail results_merge_failed_no_output
else ok results_merge_failed_no_output; fi

run results merge "$TMPD/out.db" "$TMPD/missing.db"
expect_rc results_merge_missing_input 2
expect_err results_merge_missing_input_msg 'missing\.db: error'

# ---- real runs, recorded by `convcheck corpus` ----------------------------------
if "$CONVCHECK" corpus --help >/dev/null 2>&1; then
  DB="$TMPD/r.db"
  "$CONVCHECK" corpus --db "$DB" "$TOP/corpus" >/dev/null 2>&1
  "$CONVCHECK" corpus --db "$DB" "$TOP/corpus" >/dev/null 2>&1

  run results --db "$DB" list
  expect_rc results_list_rc 0
  n=$(grep -Ec '^ *[0-9]+  [0-9]{4}-[0-9]{2}-[0-9]{2}T' "$OUT")
  if [ "$n" -eq 2 ]; then ok results_list_two_runs
  else fail results_list_two_runs "expected 2 runs, listed $n:" "$(cat "$OUT")"; fi
  expect_out results_list_command ' corpus '

  # Options after the verb work as well as before it.
  run results list --json --db "$DB"
  expect_rc results_list_json_rc 0
  expect_out results_list_json '^\{"store":.*"runs":\[\{"id":1,.*\{"id":2,'

  run results --db "$DB" diff prev last
  expect_rc results_diff_same_corpus 0
  expect_out results_diff_no_changes 'run 1 .* -> run 2 .*: no changes'

  run results --db "$DB" diff 1 2 --json
  expect_rc results_diff_json_rc 0
  expect_out results_diff_json '"run_a":1,"run_b":2,.*"differing":0'

  run results --db "$DB" diff 1 3
  expect_rc results_diff_unknown_run 2
  expect_err results_diff_unknown_run_msg 'r\.db: error: .*no run 3'

  run results --db "$DB" export last
  expect_rc results_export_csv_rc 0
  expect_out results_export_csv_header '^run,program,path,hash,check,subject,outcome,detail,seconds,witness$'

  run results --db "$DB" export 1 --json
  expect_rc results_export_json_rc 0
  expect_out results_export_json '^\{"run":\{"id":1,.*"verdicts":\['

  # Two shard files merge into one holding all four runs; merging them
  # again changes nothing.
  DB2="$TMPD/r2.db"
  "$CONVCHECK" corpus --db "$DB2" "$TOP/corpus" >/dev/null 2>&1
  "$CONVCHECK" corpus --db "$DB2" "$TOP/corpus" >/dev/null 2>&1
  run results merge "$TMPD/m.db" "$DB" "$DB2"
  expect_rc results_merge_rc 0
  expect_out results_merge_msg 'merged 4 runs from 2 files'
  run results merge "$TMPD/m.db" "$DB" "$DB2"
  expect_rc results_merge_again_rc 0
  expect_out results_merge_again_msg 'merged 0 runs .*4 already there'
  run results --db "$TMPD/m.db" list
  n=$(grep -Ec '^ *[0-9]+  [0-9]{4}-' "$OUT")
  if [ "$n" -eq 4 ]; then ok results_merge_four_runs
  else fail results_merge_four_runs "expected 4 runs, listed $n:" "$(cat "$OUT")"; fi
  run results --db "$TMPD/m.db" diff 1 last
  expect_rc results_merged_diff 0

  run results merge "$DB" "$DB"
  expect_rc results_merge_into_itself 2
fi

# ---- diff warns when the two runs were not made alike (the bound changed:
# PR 216100's %r is unsound at L=6 — the witness needs 5 blocks, the file's
# hand derivation — and "agree" at L=4, where no witness fits; the change
# is the bound's, not the program's)
W="$TOP/corpus/findings/llvm-216100.ll"
run audit --db "$TMPD/ctx.db" -L 6 "$W"
run audit --db "$TMPD/ctx.db" -L 4 "$W"
run results --db "$TMPD/ctx.db" diff prev last
expect_out results_diff_warns_bounds '^warning: the runs were not made alike, run 1 has k=2, L=6, run 2 has k=2, L=4'
expect_out results_diff_unsound_to_agree '%r: unsound -> agree'
# the detail says the analysis's claim in the words of the claims' text
# (docs/design.md §12: DIVERGENT, uniform): opt-22's print<uniformity>
# lists %s as DIVERGENT; a new user read "llvm says divergent"
expect_out results_diff_claim_casing '^ +llvm says DIVERGENT; the reference: '
grep -q 'says divergent' "$OUT" && fail results_diff_claim_casing_lower "$(grep 'says divergent' "$OUT")"
run results --db "$TMPD/ctx.db" diff prev last --json
expect_out results_diff_json_warnings '"warnings":\["run 1 has k=2, L=6, run 2 has k=2, L=4"\]'
# a corpus run has no bounds of its own (each case has its own): said so,
# not "k=0, L=0" (a new user's diff of a corpus run against an mconv run)
run corpus --db "$TMPD/nob.db" "$TOP/corpus/spec/cu-natural-loop.cfg"
run mconv --db "$TMPD/nob.db" "$TOP/corpus/spec/cu-natural-loop.cfg"
run results --db "$TMPD/nob.db" diff 1 2
expect_out results_diff_no_bounds '^warning: the runs were not made alike, run 1 has no bounds of its own, run 2 has k=2, L=12'
run audit --db "$TMPD/ctx.db" -L 4 "$W"
run results --db "$TMPD/ctx.db" diff 2 3
if grep -q '^warning' "$OUT"; then fail results_diff_alike_no_warning "$(cat "$OUT")"
else ok results_diff_alike_no_warning; fi

# --unbounded runs are recorded as the bounded ones (fresh user 5): a
# uniformity run on a function with two conditional branches (each an
# unnamed `br`, which --unbounded recorded under one subject "%br" and
# then refused the second), and a transform run, whose verdict was not
# recorded at all.  The hoist out of a divergent branch is broken
# (hoist-subgroupadd-divergent.tcase, ConvergentOperations.rst "Hoisting
# and sinking"); the diff against the bounded run says the bounds differ.
TB="$TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll"
TA="$TOP/corpus/transforms/hoist-subgroupadd-divergent.after.ll"
run uniformity --unbounded --db "$TMPD/unb.db" "$TOP/corpus/findings/llvm-216100.ll"
expect_err results_unbounded_uniformity_recorded '^convcheck: recorded as run 1 in'
run transform --unbounded --db "$TMPD/unb.db" "$TB" "$TA"
run transform --db "$TMPD/unb.db" "$TB" "$TA"
run results --db "$TMPD/unb.db" list
expect_out results_unbounded_transform_recorded '^ +2 .* transform +2 +- .*broken 1$'
run results --db "$TMPD/unb.db" diff 2 3
expect_out results_diff_unbounded_bounds '^warning: the runs were not made alike, run 2 has k=2 and every L \(--unbounded\), run 3 has k=2, L=12'
# the outcome is the same, what it rests on is not: not "no changes"
expect_out results_diff_unbounded_same_verdict 'run 2 \(1 verdict\) -> run 3 \(1 verdict\): no outcome changed, but what the verdicts rest on did: run 2 has k=2 and every L \(--unbounded\), run 3 has k=2, L=12'
run results --db "$TMPD/unb.db" diff 2 3 --json
expect_out results_diff_unbounded_json '"differing":0,"bounds_differ":true,'

# mconv --unbounded against a bounded mconv of the same file (fresh user 6):
# the unbounded run recorded every reading and "command", the bounded one
# two readings, --timeout and --max-tuples, so the diff listed "command
# "mconv" (run 1), (none) (run 2)", "fixpoint "least" ..., (none)" for
# options left at their defaults.  Both record the same keys now: only the
# engine differs.
MC="$TOP/corpus/spec/cu-natural-loop.cfg"
run mconv --unbounded --db "$TMPD/mc.db" "$MC"
run mconv -L 8 --db "$TMPD/mc.db" "$MC"
run results --db "$TMPD/mc.db" diff 1 2
expect_out results_diff_mconv_engine_only '^warning: the runs were not made alike, the options differ: engine "unbounded" \(run 1\), "explicit" \(run 2\): a verdict may'
if grep -q '(none)' "$OUT"; then fail results_diff_mconv_no_none "$(cat "$OUT")"
else ok results_diff_mconv_no_none; fi

# --step-timeout and --opt-arg decide verdicts of transform runs and are
# recorded with its options (issue 28: user 13's diff showed "unknown ->
# preserved" caused by --step-timeout alone, without the warning).  By
# hand: the same file and pipeline, step limits 1 ms and 2000 ms (the
# default), so the warning names step_timeout_ms 1 against 2000; then
# --pass gvn with and without --opt-arg=-verify-each: opt_args differs
if command -v opt-22 >/dev/null 2>&1; then
  RT="$TOP/tests/cli/transform_runline/runtime.ll"
  run transform --db "$TMPD/st.db" --pipeline loop-unroll --opt-arg=-unroll-runtime --step-timeout 1 "$RT"
  run transform --db "$TMPD/st.db" --pipeline loop-unroll --opt-arg=-unroll-runtime "$RT"
  run results --db "$TMPD/st.db" diff 1 2
  expect_out results_diff_step_timeout '^warning: the runs were not made alike, the options differ: step_timeout_ms 1 \(run 1\), 2000 \(run 2\)'
  G="$TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll"
  run transform --db "$TMPD/st.db" --pass gvn "$G"
  run transform --db "$TMPD/st.db" --pass gvn --opt-arg=-verify-each "$G"
  run results --db "$TMPD/st.db" diff 3 4
  expect_out results_diff_opt_args '^warning: the runs were not made alike, the options differ: .*opt_args \(none\) \(run 3\), "-verify-each" \(run 4\)'
fi

# a recorded mconv verdict in the vocabulary's words (docs/design.md §12:
# "not m-converged", not "not"): cu-diverged-entry-header-p's P, Q, R, S are
# NOT m-converged (its .cfg expectations; docs/unbounded.md)
run mconv --db "$TMPD/words.db" "$TOP/corpus/spec/cu-diverged-entry-header-p.cfg"
run results --db "$TMPD/words.db" list
expect_out results_list_mconv_words 'not m-converged 4'

# the run's context (cli/record.c): what it read, with its triple, shown by
# list; two runs on the same path whose contents and triples differ: diff
# says so (a verdict may have changed with that)
cat >"$TMPD/ctxk.ll" <<'LL'
target triple = "amdgcn-amd-amdhsa"
define void @f(i32 %x) {
entry:
  ret void
}
LL
run uniformity --db "$TMPD/ctx2.db" "$TMPD/ctxk.ll"
sed 's/amdgcn-amd-amdhsa/nvptx64-nvidia-cuda/' "$TMPD/ctxk.ll" >"$TMPD/ctxk2.ll" && mv "$TMPD/ctxk2.ll" "$TMPD/ctxk.ll"
run uniformity --db "$TMPD/ctx2.db" "$TMPD/ctxk.ll"
run results --db "$TMPD/ctx2.db" list
expect_out results_list_context_input "^      on .*ctxk.ll \(amdgcn-amd-amdhsa\)$"
expect_out results_list_context_triple "^      on .*ctxk.ll \(nvptx64-nvidia-cuda\)$"
run results --db "$TMPD/ctx2.db" diff 1 2
expect_out results_diff_context_triples '^warning: the runs were not made alike, the target triples differ: run 1 "amdgcn-amd-amdhsa", run 2 "nvptx64-nvidia-cuda"'
expect_out results_diff_context_inputs '^warning: the runs were not made alike, the inputs differ \(content hash or path\)'
run results --db "$TMPD/ctx2.db" list --json
expect_out results_list_json_context '"context":\{"command_line":"convcheck uniformity --db [^"]*ctx2.db [^"]*ctxk.ll","cwd":"[^"]*","inputs":\[\{"path":"[^"]*ctxk.ll","hash":"[0-9a-f]{16}","triple":"amdgcn-amd-amdhsa"\}\]\}'

# an edited case is the same case (its path and function), its content
# changed: %v = %x + 1 in a kernel (arguments uniform) is uniform, edited to
# %t + 1 with %t the work-item id it is divergent; %t is divergent in both
# and unchanged, so the diff has one line, not each verdict removed and added
cat >"$TMPD/edit.ll" <<'LL'
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @f(i32 %x) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %x, 1
  ret void
}
LL
run uniformity --db "$TMPD/edit.db" "$TMPD/edit.ll"
sed 's/add i32 %x, 1/add i32 %t, 1/' "$TMPD/edit.ll" >"$TMPD/edit2.ll" && mv "$TMPD/edit2.ll" "$TMPD/edit.ll"
run uniformity --db "$TMPD/edit.db" "$TMPD/edit.ll"
run results --db "$TMPD/edit.db" diff prev last
expect_rc results_diff_edited_rc 1
expect_out results_diff_edited_counts ': 1 changed, 0 added, 0 removed$'
expect_out results_diff_edited_line '^  changed  f: uniformity %v: uniform -> divergent \([^ ]*edit\.ll changed between the runs\)$'
run results --db "$TMPD/edit.db" diff prev last --json
expect_out results_diff_edited_json '"kind":"changed","program":"f","hash":"[0-9a-f]{16}","hash_after":"[0-9a-f]{16}","content_changed":true,"check":"uniformity","subject":"%v"'

# a transform run records the options that decide its verdict (a new user's
# two runs differing only in --uncontrolled diffed as "broken -> preserved"
# with no warning).  The pair: subgroupAdd hoisted out of both arms of a
# divergent branch, broken under the inferred-tokens reading and legal under
# LangRef's control-dependence rule (ConvergentOperations.rst, "Uncontrolled
# Convergent Operations"; tests/cli/transform.sh checks the two verdicts)
TT="$TOP/corpus/transforms"
run transform --db "$TMPD/tf.db" "$TT/hoist-subgroupadd-divergent.before.ll" "$TT/hoist-subgroupadd-divergent.after.ll"
run transform --db "$TMPD/tf.db" --uncontrolled control-dependence "$TT/hoist-subgroupadd-divergent.before.ll" "$TT/hoist-subgroupadd-divergent.after.ll"
run results --db "$TMPD/tf.db" diff 1 2
expect_out results_diff_transform_option_named '^warning: the runs were not made alike, the options differ: uncontrolled "inferred-tokens" \(run 1\), "control-dependence" \(run 2\): '
expect_out results_diff_transform_changed 'broken -> preserved'
# ... and `results list` shows the command line it was made with
run results --db "$TMPD/tf.db" list
expect_out results_list_command_line '^      \$ convcheck transform --db [^ ]*tf.db --uncontrolled control-dependence [^ ]*hoist-subgroupadd-divergent.before.ll'
expect_out results_list_content_hash '^      content hash: [0-9a-f]{16}, [0-9a-f]{16}$'
# ... shell-quoted, so that pasted into sh it re-runs (a new user's
# `transform --pipeline default<O3> f.ll` was printed without the quotes
# the shell needs: `<` redirects).  A pipeline with <>, a file name with a
# space: the printed line, run by sh with convcheck on the PATH, prints the
# same table and exits alike (POSIX quoting: base/ cc_buf_shell_word).
if command -v opt-22 >/dev/null 2>&1; then
  cp "$TT/hoist-subgroupadd-divergent.before.ll" "$TMPD/my kernel.ll"
  run transform --db "$TMPD/q.db" --pipeline 'default<O1>' "$TMPD/my kernel.ll"
  RC1=$RC; cp "$OUT" "$TMPD/q1.out"
  run results --db "$TMPD/q.db" list
  expect_out results_list_command_quoted '^      \$ convcheck transform --db [^ ]*q\.db --pipeline '"'default<O1>' '[^']*my kernel\.ll'"'$'
  sed -n 's/^      \$ //p' "$OUT" >"$TMPD/q.cmd"
  PATH="$(dirname "$CONVCHECK"):$PATH" sh "$TMPD/q.cmd" >"$TMPD/q2.out" 2>"$TMPD/q2.err"
  RC2=$?
  # the times (a step's seconds, opt's) are the runs' own
  for f in q1 q2; do sed -e 's/[0-9][0-9.]* \{0,1\}s\b/T/g' "$TMPD/$f.out" >"$TMPD/$f.cmp"; done
  if [ -s "$TMPD/q1.out" ] && [ "$(wc -l <"$TMPD/q.cmd")" -eq 1 ] && [ "$RC1" -eq "$RC2" ] &&
     diff "$TMPD/q1.cmp" "$TMPD/q2.cmp" >/dev/null; then
    ok results_list_command_reruns
  else
    fail results_list_command_reruns "status $RC1 then $RC2" "$(diff "$TMPD/q1.cmp" "$TMPD/q2.cmp" | head -5)" "$(head -c 300 "$TMPD/q2.err")"
  fi
else
  skip "results_list_command_quoted (needs opt-22)"
fi

# A file fixed between two runs is its cases changed, not the file's error
# removed and its cases added (issue 28, user 10): corpus records a file
# that does not parse as one verdict on the whole file (check "case",
# subject ""), and a parsed file's case by its function (subject "fx", the
# file's stem).  Run 1: line 1 is an instruction line where edges were
# meant, a parse error; run 2: the same path, the edge line written right,
# its one case passes (Entry1 and Entry2 are converged: docs/design.md §5,
# every thread starts together) -> one row "case fx: error -> pass", the
# content change said.  Back from run 2 to run 1: "pass -> error".
printf 'Entry: br_div A B\nA -> B\nB -> exit\nexit\ntrace Entry A B exit\ntrace Entry B exit\nexpect converged Entry1 Entry2\n' >"$TMPD/fx.cfg"
(cd "$TMPD" && "$CONVCHECK" corpus --db fx.db fx.cfg) >/dev/null 2>&1
sed '1s/.*/Entry -> A, B divergent/' "$TMPD/fx.cfg" >"$TMPD/fx2.cfg" && mv "$TMPD/fx2.cfg" "$TMPD/fx.cfg"
(cd "$TMPD" && "$CONVCHECK" corpus --db fx.db fx.cfg) >/dev/null 2>&1
run results --db "$TMPD/fx.db" diff 1 2
expect_rc results_diff_fixed_rc 1
expect_out results_diff_fixed_counts ': 1 changed, 0 added, 0 removed$'
expect_out results_diff_fixed_line '^  changed  fx\.cfg: case fx: error -> pass \(fx\.cfg changed between the runs\)$'
run results --db "$TMPD/fx.db" diff 2 1
expect_out results_diff_broken_line '^  changed  fx\.cfg: case fx: pass -> error \(fx\.cfg changed between the runs\)$'
run results --db "$TMPD/fx.db" diff 1 2 --json
expect_out results_diff_fixed_json '"kind":"changed","program":"fx.cfg","hash":"[0-9a-f]{16}","hash_after":"[0-9a-f]{16}","content_changed":true,"check":"case","subject":"fx","before":"error","after":"pass"'
# still broken (another error, same outcome): the outcome did not change,
# the file and what it says did -- a changed row, with the new error (a
# user's edited corpus case read "no changes"); the warning says the input
# changed
printf 'Entry -> A B\n' >"$TMPD/fx.cfg"
(cd "$TMPD" && "$CONVCHECK" corpus --db fx.db fx.cfg) >/dev/null 2>&1
run results --db "$TMPD/fx.db" diff 1 3
expect_out results_diff_still_broken '^  changed  fx\.cfg: case: error -> error \(fx\.cfg changed between the runs\)$'
expect_out results_diff_still_broken_warned '^warning: the runs were not made alike, the inputs differ'
# audit records a file it cannot read as one verdict (check "audit",
# subject ""), a read file's by value and check family (audit-ours,
# audit-llvm): fixed, each of them is a change from that error
if command -v opt-22 >/dev/null 2>&1; then
  printf 'Entry: A, B divergent\nA -> B\nB\n' >"$TMPD/fa.cfg"
  (cd "$TMPD" && "$CONVCHECK" audit --db fa.db fa.cfg) >/dev/null 2>&1
  printf 'Entry -> A, B divergent\nA -> B\nB\n' >"$TMPD/fa.cfg"
  (cd "$TMPD" && "$CONVCHECK" audit --db fa.db fa.cfg) >/dev/null 2>&1
  run results --db "$TMPD/fa.db" diff 1 2
  expect_out results_diff_fixed_audit_counts ': [1-9][0-9]* changed, 0 added, 0 removed$'
  expect_out results_diff_fixed_audit_line '^  changed  fa\.cfg: audit-ours @fa br Entry: error -> [a-z]+ \(fa\.cfg changed between the runs\)$'
else skip "results_diff_fixed_audit (needs opt-22)"; fi

# Two runs on inputs of one triple: an audit of one file and a transform of
# two (BEFORE and AFTER, both amdgcn): the triples are the same, so diff
# must not warn that they differ (a new user read "the target triples
# differ: run 2 "amdgcn-amd-amdhsa", run 3 "amdgcn-amd-amdhsa"
# "amdgcn-amd-amdhsa"").
L1="$TOP/tests/cli/transform_local/ipsccp.ll"
"$CONVCHECK" audit --db "$TMPD/tr.db" "$L1" >/dev/null 2>&1
"$CONVCHECK" transform --db "$TMPD/tr.db" "$L1" "$L1" >/dev/null 2>&1
run results --db "$TMPD/tr.db" diff 1 2
if grep -q 'triples differ' "$OUT" "$ERR"; then fail results_diff_same_triple "$(grep triples "$OUT" "$ERR")"; else ok results_diff_same_triple; fi
if grep -q 'inputs differ' "$OUT" "$ERR"; then ok results_diff_inputs_still_said; else fail results_diff_inputs_still_said "$(cat "$OUT" "$ERR" | head -5)"; fi

# A run without FILE arguments says what it read, not "(no input)" (a new
# user read that under a corpus run, which read ./corpus): corpus without
# DIR reads ./corpus (its --help), so a folder holding corpus/ records
# "corpus"; readings without FILE searches "CFG families of up to N blocks"
# (the space its text names); a sweep, "every shape of up to N blocks"
mkdir -p "$TMPD/cw/corpus" && cp "$TOP/corpus/spec/cu-diverged-entry-header-p.cfg" "$TMPD/cw/corpus/"
(cd "$TMPD/cw" && "$CONVCHECK" corpus --no-llvm-tests --db "$TMPD/noin.db" >/dev/null 2>&1)
"$CONVCHECK" readings --max-blocks 2 --db "$TMPD/noin.db" >/dev/null 2>&1
run results --db "$TMPD/noin.db" list
expect_out results_list_corpus_folder '^      on corpus$'
expect_out results_list_readings_space '^      on CFG families of up to 2 blocks$'
grep -q 'no input' "$OUT" && fail results_list_no_input_gone "$(grep 'no input' "$OUT")"
if command -v opt-22 >/dev/null 2>&1; then
  "$CONVCHECK" sweep --blocks 1 --db "$TMPD/noin2.db" >/dev/null 2>&1
  run results --db "$TMPD/noin2.db" list
  expect_out results_list_sweep_shapes '^      on every shape of up to 1 block; opt: '
else skip "results_list_sweep_shapes (needs opt-22)"; fi
# a run listed from another folder says where it ran (its command's
# relative paths are there; a new user's corpus run "on ." re-ran only from
# its folder); listed from that folder, nothing more
run results --db "$TMPD/noin.db" list
expect_out results_list_run_in "^      \(run in $TMPD/cw\)$"
(cd "$TMPD/cw" && "$CONVCHECK" results --db "$TMPD/noin.db" list) >"$TMPD/here.txt" 2>&1
if grep -A3 '^      on corpus$' "$TMPD/here.txt" | grep -q '(run in '; then
  fail results_list_run_in_here "$(cat "$TMPD/here.txt")"
else ok results_list_run_in_here; fi
# an audit row's detail is recorded whole (it was cut at 399 bytes, a
# user's `results diff` read "through an addrspace(1) poi"): the
# unmodelled reasons of divergent_ballot's nvptx -O2 claims run longer
K="$TOP/kernels/ll/divergent_ballot.nvptx.O2.ll"
if [ -f "$K" ] && command -v opt-22 >/dev/null 2>&1; then
  "$CONVCHECK" audit --db "$TMPD/aud.db" "$K" >/dev/null 2>&1
  run results --db "$TMPD/aud.db" export last --json
  n=$(python3 -c 'import json,sys
def details(x):
    if isinstance(x, dict):
        for k, v in x.items():
            if k == "detail" and isinstance(v, str): yield len(v)
            else: yield from details(v)
    elif isinstance(x, list):
        for v in x: yield from details(v)
print(max(details(json.load(open(sys.argv[1]))), default=0))' "$OUT" 2>/dev/null || echo 0)
  [ "$n" -gt 399 ] && ok results_audit_detail_whole || fail results_audit_detail_whole "longest detail $n bytes"
else skip "results_audit_detail_whole (needs kernels/ll and opt-22)"; fi
# a case failing before and after an edit, on other lines: a changed row
# (a user's edited corpus file diffed as "no changes")
mkdir -p "$TMPD/ed"
sed 's/^expect converged H1 H2$/expect not-converged H1 H2/' "$TOP/corpus/spec/cu-natural-loop.cfg" >"$TMPD/ed/nl.cfg"
"$CONVCHECK" corpus --no-llvm-tests --db "$TMPD/ed.db" "$TMPD/ed/nl.cfg" >/dev/null 2>&1
sed 's/^expect converged Entry1 Entry2$/expect not-converged Entry1 Entry2/' "$TOP/corpus/spec/cu-natural-loop.cfg" >"$TMPD/ed/nl.cfg"
"$CONVCHECK" corpus --no-llvm-tests --db "$TMPD/ed.db" "$TMPD/ed/nl.cfg" >/dev/null 2>&1
run results --db "$TMPD/ed.db" diff 1 2
expect_out results_diff_same_outcome_edited '^  changed  .*nl.cfg: case .*: fail -> fail \(.*nl.cfg changed between the runs\)$'
