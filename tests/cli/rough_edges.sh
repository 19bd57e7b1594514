# The rough edges of issue 13, each checked where a user meets it (the
# library's side is in the unit tests: base_list_files_*, front_cfg_two_*,
# results_two_writers_*, results_failed_creation_*; bad cases in
# tests/cli/bad_cases.sh).
. "$TOP/tests/cli/lib.sh"

# ---- corpus / audit on an empty directory: an error, not a run over nothing
# (they passed NULL to qsort, which UBSan aborts on, and reported success)
mkdir "$TMPD/e"
run corpus --no-db "$TMPD/e"
expect_rc "corpus on an empty directory exits 2" 2
expect_err "corpus on an empty directory says so" "e: error: no \.cfg or \.case file in this directory or below"
run audit --no-db "$TMPD/e"
expect_rc "audit on an empty directory exits 2" 2
expect_err "audit on an empty directory says so" "e: error: no \.ll or \.cfg file in this directory or below"

# ---- two writers on one store: concurrent runs all succeed, each is its
# own run (a run held the write lock from start to end: the second writer
# gave up after 10 s).  Three corpus runs and a sweep shard at once.
C="$TOP/corpus/spec"
"$CONVCHECK" sweep --blocks 3 --divergence each -L 4 --shard 1/2 --db "$TMPD/shared.db" \
  >"$TMPD/w0.out" 2>&1 &
w0=$!
for i in 1 2 3; do
  "$CONVCHECK" corpus --quiet --db "$TMPD/shared.db" "$C" >"$TMPD/w$i.out" 2>&1 &
  eval "w$i=\$!"
done
bad=""
for i in 0 1 2 3; do
  eval "wait \$w$i"; rc=$?
  [ "$rc" -le 1 ] && grep -q "recorded as run [1-4] in" "$TMPD/w$i.out" || bad="$bad w$i($rc)"
done
[ -z "$bad" ] && ok "four concurrent writers on one store all record" ||
  fail "four concurrent writers on one store all record" "$bad" "$(cat "$TMPD"/w*.out | grep -i error | head -5)"
run results --db "$TMPD/shared.db" list --json
n=$(grep -o '"command":"corpus"' "$OUT" | wc -l)
m=$(grep -o '"command":"sweep"' "$OUT" | wc -l)
[ "$n" -eq 3 ] && [ "$m" -eq 1 ] && ok "the store holds the four runs" ||
  fail "the store holds the four runs" "corpus $n, sweep $m" "$(head -c 400 "$OUT")"
# every corpus run recorded every case of corpus/spec
run results --db "$TMPD/shared.db" totals --json
cases=$(ls "$C"/*.cfg "$C"/*.case | wc -l)
per=$("$CONVCHECK" corpus --no-db "$C" | grep -c '^\(PASS\|FAIL\|ERROR\) ')
expect_out "each corpus run recorded its cases" "\"check\":\"case\",\"programs\":$cases,\"verdicts\":$((3 * per)),"

# ---- an interrupted run leaves the store as it was, byte for byte (a run
# wrote into the file as it went; SQLite's journal undid it on the next
# open): the sweep is killed long before it could finish
cp "$TMPD/shared.db" "$TMPD/before.db"
"$CONVCHECK" sweep --blocks 5 --divergence each -L 4 --db "$TMPD/shared.db" >/dev/null 2>&1 &
w=$!
sleep 2
kill -TERM "$w" 2>/dev/null
wait "$w"
killed=$?
if [ "$killed" -eq 0 ]; then
  fail "a killed sweep leaves the store untouched" "the sweep finished within 2 s: the test needs a longer one"
elif cmp -s "$TMPD/shared.db" "$TMPD/before.db" && [ ! -e "$TMPD/shared.db-journal" ]; then
  ok "a killed sweep leaves the store untouched"
else
  fail "a killed sweep leaves the store untouched" "$(ls -la "$TMPD"/shared.db*)"
fi

# ---- a store that cannot be created leaves no file behind
mkdir -p "$TMPD/jd/x.db-journal"
run corpus --db "$TMPD/jd/x.db" "$C/cu-natural-loop.cfg"
expect_rc "a store that cannot be created exits 2" 2
expect_err "... names the store" "jd/x.db: error: creating result store"
[ ! -e "$TMPD/jd/x.db" ] && ok "... and leaves no empty file" || fail "... and leaves no empty file" "$(ls -la "$TMPD/jd")"

# ---- tests/run.sh counts a script that ends before its last line as a
# FAIL (`cd "$TOP" || exit 0` in golden.sh failed nobody), and a non-zero
# exit too; end_here ends early on purpose.
T="$TMPD/tree/tests"
mkdir -p "$T/cli"
cp "$TOP/tests/run.sh" "$T/run.sh"
cp "$TOP/tests/cli/lib.sh" "$T/cli/lib.sh"
printf '. "$TOP/tests/cli/lib.sh"\nok "zzfake early 1"\ncd /nonexistent 2>/dev/null || exit 0\nok "zzfake early 2"\n' >"$T/cli/zzfake_early.sh"
printf '. "$TOP/tests/cli/lib.sh"\nok "zzfake status"\nexit 3\n' >"$T/cli/zzfake_status.sh"
printf '. "$TOP/tests/cli/lib.sh"\nok "zzfake on purpose"\nend_here\nfail "zzfake never here"\n' >"$T/cli/zzfake_on_purpose.sh"
printf '. "$TOP/tests/cli/lib.sh"\nok "zzfake fine"\n' >"$T/cli/zzfake_fine.sh"
BUILD="$(dirname "$CONVCHECK")" sh "$T/run.sh" zzfake >"$TMPD/run.out" 2>&1; rc=$?
[ "$rc" -ne 0 ] && ok "run.sh fails when a script ends early" || fail "run.sh fails when a script ends early" "exit status $rc"
grep -qx "FAIL zzfake_early: the script ended before its last line" "$TMPD/run.out" &&
  grep -qx "FAIL zzfake_status: the script ended before its last line" "$TMPD/run.out" &&
  ! grep -q "^FAIL zzfake_\(fine\|on_purpose\)" "$TMPD/run.out" &&
  [ "$(tail -1 "$TMPD/run.out")" = "4 passed, 2 failed" ] &&
  ok "run.sh: one FAIL per script that ended early, end_here is not one" ||
  fail "run.sh: one FAIL per script that ended early, end_here is not one" "$(cat "$TMPD/run.out")"

# ---- output that does not reach its file is an error (corpus printed
# straight to a full disk and exited 0)
if [ -w /dev/full ]; then
  "$CONVCHECK" corpus --no-db "$C/cu-natural-loop.cfg" >/dev/full 2>"$ERR"; RC=$?
  expect_rc "corpus > /dev/full exits 2" 2
  expect_err "... and says why" "^convcheck: error writing output"
  "$CONVCHECK" --version >/dev/full 2>"$ERR"; RC=$?
  expect_rc "--version > /dev/full exits 2" 2
fi

# ---- files written whole or not at all: sweep --emit-ll under a file size
# limit stops at the first program that does not fit, leaving no truncated
# .ll (it left one cut at the limit) and no temporary file
mkdir "$TMPD/emit"
(trap '' XFSZ; ulimit -f 1 && exec "$CONVCHECK" sweep --no-db --blocks 3 -L 3 --emit-ll "$TMPD/emit") \
  >/dev/null 2>"$ERR"; RC=$?
expect_rc "emit-ll over a file size limit exits 2" 2
expect_err "... and names the file" "emit/s[0-9]+_m[0-9]+\.ll: error: cannot write: File too large"
bad=""
for f in "$TMPD/emit"/*; do
  case "$f" in *.ll) [ "$(tail -n 1 "$f")" = "}" ] || bad="$bad ${f##*/}" ;; *) bad="$bad ${f##*/}" ;; esac
done
[ -z "$bad" ] && ok "... leaving only whole files" || fail "... leaving only whole files" "$bad"

# ---- corpus on a folder holding a program beside a case: the program (a .cfg
# without case directives) is counted apart, not an ERROR (a new user's
# irr.cfg beside irr-case.cfg); named as FILE it is an error; a folder of
# programs only is an error, not a pass over nothing
mkdir "$TMPD/mixed"
printf 'function p\nA -> B, C divergent\nB -> C\nC\n' >"$TMPD/mixed/prog.cfg"
printf 'function q\nA -> B\nB\nsource hand: no branch, two threads run A then B together\ntrace A B\ntrace A B\nexpect table\n| Thread1 | A1 | B1 |\n| Thread2 | A2 | B2 |\n' >"$TMPD/mixed/case.cfg"
run corpus --no-db "$TMPD/mixed"
expect_rc "corpus: a program beside a case is no error" 0
expect_out "corpus: the program counted apart" '^not cases: 1 file below the folder without case directives'
expect_out "corpus: the program named" '^  cases, not checked\): .*/mixed/prog\.cfg$'
expect_out "corpus: the case runs" '^corpus: 1 case, 1 passed, 0 failed, 0 errors, 0 skipped'
# a .ll beside the cases that no .case names (a stray, or a `program` line
# naming another file) is named too, one line each, and changes no exit
# status; the .ll a .case reads (`program`) and the BEFORE/AFTER files of a
# .tcase (the transform cases of tests/cli) are not listed; nor is a .ll in
# a folder without cases (corpus/rules/: verify's)
cp "$TOP/corpus/analysis/rfc-hidden-divergence.case" "$TOP/corpus/analysis/rfc-hidden-divergence.ll" "$TMPD/mixed/"
printf 'define void @s() {\n  ret void\n}\n' >"$TMPD/mixed/stray.ll"
cp "$TMPD/mixed/stray.ll" "$TMPD/mixed/b.ll"; cp "$TMPD/mixed/stray.ll" "$TMPD/mixed/a.ll"
printf 'before b.ll\nafter a.ll\nfunction s\nexpect preserved\n' >"$TMPD/mixed/t.tcase"
mkdir "$TMPD/mixed/lone"; cp "$TMPD/mixed/stray.ll" "$TMPD/mixed/lone/"
run corpus --no-db "$TMPD/mixed"
expect_rc "corpus: a stray .ll changes no exit status" 0
expect_out "corpus: a stray .ll named" '^not a case: .*/mixed/stray\.ll \(no \.case names it\)$'
n=$(grep -c '^not a case: ' "$OUT")
if [ "$n" -eq 1 ]; then ok "corpus: only the stray .ll (not the case's program, the .tcase's, a folder without cases)"
else fail "corpus: only the stray .ll (not the case's program, the .tcase's, a folder without cases)" "$(grep '^not a case' "$OUT")"; fi
expect_out "corpus: the case beside it runs" '^corpus: 2 cases, 2 passed, 0 failed'
run corpus --no-db --json "$TMPD/mixed"
expect_out "corpus: the stray .ll in JSON" '"unnamed_ll":\["[^"]*/mixed/stray\.ll"\]'
rm "$TMPD/mixed/stray.ll" "$TMPD/mixed/a.ll" "$TMPD/mixed/b.ll" "$TMPD/mixed/t.tcase" \
  "$TMPD/mixed/rfc-hidden-divergence.case" "$TMPD/mixed/rfc-hidden-divergence.ll"
run corpus --no-db "$TMPD/mixed/prog.cfg"
expect_rc "corpus: a program named as FILE is an error" 2
rm "$TMPD/mixed/case.cfg"
run corpus --no-db "$TMPD/mixed"
expect_rc "corpus: a folder of programs only is an error" 2
expect_err "corpus: a folder of programs only says so" 'no case: every file has no case directives'

# corpus: which hierarchy a case is checked in, when the function has
# several DFS-realizable ones (a new user could not tell for an
# irreducible .cfg): the number and count said are those `cycles --all`
# lists, the hierarchy named is the one the case's line names (headers P:
# the one whose outer cycle opt would print as entries(P ...)), or LLVM's
# (`cycles` alone) when no line names one; the engines' expectations say
# they ran in all of them.
# hier_of FILE N: hierarchy N's lines in `cycles --all` (the file's first
# function); count_of FILE: how many it lists
hier_of() { "$CONVCHECK" cycles --all "$1" | awk -v n="$2" '/^function /{f++} /realizable hierarchy/{on = ($3 == n":")} f == 1 && on && /depth=/'; }
count_of() { "$CONVCHECK" cycles --all "$1" | sed -n 's/^function [^:]*: \([0-9]*\) DFS-realizable.*/\1/p' | head -1; }
C="$TOP/corpus"
check_hier() { # NAME FILE WHICH-REGEX EXPECTED-LINES
  name=$1 file=$2
  run corpus --no-db "$file"
  line=$(grep "^PASS .*\[$3\]" "$OUT")
  n=$(printf '%s\n' "$line" | sed -n 's/.*the relation in hierarchy \([0-9]*\) of \([0-9]*\) .*/\1/p')
  m=$(printf '%s\n' "$line" | sed -n 's/.*the relation in hierarchy \([0-9]*\) of \([0-9]*\) .*/\2/p')
  if [ -n "$n" ] && [ "$m" = "$(count_of "$file")" ] && [ "$(hier_of "$file" "$n")" = "$4" ] &&
     printf '%s\n' "$line" | grep -q "$5"; then ok "$name"
  else fail "$name" "$line" "n=$n m=$m, cycles --all: $(count_of "$file")"; fi
}
check_hier "corpus: a case's headers line, its hierarchy's number" "$C/spec/cu-diverged-entry-header-p.cfg" \
  cu-diverged-entry-header-p "$("$CONVCHECK" cycles --all "$C/spec/cu-diverged-entry-header-p.cfg" | grep -m1 '^ *depth=1: entries(P ')" \
  "(the case's headers line: "
check_hier "corpus: no line: LLVM's hierarchy, its number" "$C/findings/seed002-iterating-anchor-dead-edge.cfg" \
  before_removal "$("$CONVCHECK" cycles "$C/findings/seed002-iterating-anchor-dead-edge.cfg" | awk '/^CycleInfo/{f++} f == 1 && /depth=/')" \
  "(LLVM's, as no headers or hierarchy line names one: "
run corpus --no-db "$C/analysis/cu-diverged-entry-criterion.cfg"
expect_out "corpus: the engines' expectations in all hierarchies" \
  "^PASS .*\(6 checks; the engines in all $(count_of "$C/analysis/cu-diverged-entry-criterion.cfg") DFS-realizable hierarchies; "
# one hierarchy: nothing said
run corpus --no-db "$C/spec/cu-natural-loop.cfg"
if grep -q 'hierarch' "$OUT"; then fail "corpus: one hierarchy, nothing said" "$(head -1 "$OUT")"
else ok "corpus: one hierarchy, nothing said"; fi
