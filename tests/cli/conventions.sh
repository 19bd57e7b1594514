# tests/cli/conventions.sh — the conventions of LLVM's tools that convcheck
# follows: a FILE '-' is standard input (as for opt and FileCheck), a
# mistyped command or option gets "did you mean", every --help ends with
# examples that run and the documents to read next, the man page has
# EXAMPLES and SEE ALSO, the shipped lit.cfg.py skips Inputs/ folders, and
# README.md starts with the three jobs.
. "$TOP/tests/cli/lib.sh"
T="$TOP/corpus/transforms"
NL="$TOP/corpus/spec/cu-natural-loop.cfg"
TD="$TOP/corpus/analysis/rfc-temporal-divergence.ll"

# ---- "did you mean"
run transfrom
expect_rc "a mistyped command exits 2" 2
expect_err "a mistyped command: did you mean" "unknown command 'transfrom' \(did you mean 'transform'\?\)"
run mconv --jsno "$NL"
expect_err "a mistyped option: did you mean" "mconv: unknown option '--jsno' \(did you mean '--json'\?\)"
run mconv --anchr maximal "$NL"
expect_err "a mistyped reading flag: did you mean" "unknown option '--anchr' \(did you mean '--anchor'\?\)"
run mconv --bnd 6 "$NL"
expect_err "two edits from a long option: did you mean" "mconv: unknown option '--bnd' \(did you mean '--bound'\?\)"
run mconv --prog "$NL"
expect_err "an abbreviation of one option: did you mean" "mconv: unknown option '--prog' \(did you mean '--progress'\?\)"
run cycles --why "$NL"
expect_err "an option of other commands: which ones" "cycles: unknown option '--why' \(an option of converge, uniformity\)"
# a mistyped value of a choice (cli/options.h) or of a reading
# (model/readings.h), on the command line or in a .cfg directive
run mconv --hierarchies alentries "$NL"
expect_err "a mistyped reading value: did you mean" "mconv: --hierarchies is realizable or all-entries, not 'alentries' \(did you mean 'all-entries'\?\)"
run transform --uncontrolled inferred-token "$T/sink-anchor-conditional.before.ll" "$T/sink-anchor-conditional.after.ll"
expect_err "a mistyped --uncontrolled value: did you mean" "not 'inferred-token' \(did you mean 'inferred-tokens'\?\)"
run mconv --engine smtt "$NL"
expect_err "a mistyped choice value: did you mean" "mconv: --engine is explicit, smt or both, not 'smtt' \(did you mean 'smt'\?\)"
run mconv --engine zzzzz "$NL"
if grep -q 'did you mean' "$ERR"; then fail "no hint for a value far from every choice" "$(cat "$ERR")"
else ok "no hint for a value far from every choice"; fi
printf 'function f\nreading quotent\nEntry:\n  ret\n' >"$TMPD/reading.cfg"
run mconv "$TMPD/reading.cfg"
expect_err "a mistyped .cfg reading: did you mean" "reading.cfg:2:9: error: unexpected 'quotent' \(expected 'literal' or 'quotient'; did you mean 'quotient'\?\)"
run results lsit
expect_err "a mistyped verb: did you mean" "unknown verb 'lsit' \(did you mean 'list'\?"
# the top-level --help: examples, the exit statuses with "no verdict", see also
"$CONVCHECK" --help >"$TMPD/top"
if grep -q '^examples:' "$TMPD/top" && grep -q '^  convcheck transform --pipeline' "$TMPD/top" &&
   grep -q 'no$' "$TMPD/top" && grep -q '^verdict (unknown)' "$TMPD/top" && grep -q '^see also: convcheck --man | man -l -' "$TMPD/top"; then
  ok "convcheck --help: examples, exit statuses, see also"
else fail "convcheck --help: examples, exit statuses, see also" "$(tail -14 "$TMPD/top")"; fi
run frobnicate
if grep -q 'did you mean' "$ERR"; then fail "no hint for a word far from every command" "$(cat "$ERR")"
else ok "no hint for a word far from every command"; fi

# ---- '-' reads standard input: each command that takes a FILE
stdin_same() { # NAME FILE ARGS... : `convcheck ARGS... FILE` and `... -` < FILE print the same
  _n=$1 _f=$2; shift 2
  # (times aside; the function of a .cfg without a function line is named
  # after the file: "stdin" for standard input)
  _stem=$(basename "$_f"); _stem=${_stem%.*}
  "$CONVCHECK" "$@" "$_f" 2>&1 | sed -E 's/[0-9.]+ s$/<t> s/' >"$TMPD/file.out"
  "$CONVCHECK" "$@" - <"$_f" 2>&1 | sed -E -e "s#<stdin>#$_f#g" -e "s/(function|CycleInfo for function:) stdin\b/\1 $_stem/" \
    -e 's/[0-9.]+ s$/<t> s/' >"$TMPD/stdin.out"
  if cmp -s "$TMPD/file.out" "$TMPD/stdin.out"; then ok "stdin: $_n"
  else fail "stdin: $_n" "$(diff "$TMPD/file.out" "$TMPD/stdin.out" | head -10)"; fi
}
stdin_same "cycles of a .cfg" "$NL" cycles
stdin_same "converge of a .cfg" "$NL" converge --no-db --why
stdin_same "mconv of a .cfg" "$TOP/corpus/analysis/cu-diverged-entry-criterion.cfg" mconv --no-db -L 6
stdin_same "uniformity of a .ll" "$TD" uniformity --no-db
stdin_same "analyze of a .ll" "$TD" analyze
stdin_same "verify of a .ll" "$TOP/corpus/rules/closed-path-1.ll" verify
stdin_same "audit of a .ll (opt-22 reads it too)" "$TD" audit --no-db -L 6 --all
# an input's error names it as the user gave it, "<stdin>" for '-' (a user
# read the scratch file /tmp/convcheck-stdin.XXXXXX/0/stdin.cfg in audit's)
printf 'define void @f() {\n  ret void\n' >"$TMPD/broken.ll"
stdin_same "audit's error on a broken .ll names <stdin>" "$TMPD/broken.ll" audit --no-db
stdin_same "reduce --check" "$TOP/corpus/findings/llvm-216100.ll" reduce --check --unsound llvm %r
stdin_same "transform --pass (opt-22 reads it)" "$T/hoist-subgroupadd-divergent.before.ll" transform --no-db --pass simplifycfg
run corpus --no-db - <"$NL"
expect_out "stdin: corpus runs the case it reads" '^PASS  <stdin> \[stdin\] \(88 checks'
# as in README.md: opt's output piped into the check
opt-22 -S -passes=simplifycfg "$T/hoist-subgroupadd-divergent.before.ll" |
  "$CONVCHECK" transform --no-db "$T/hoist-subgroupadd-divergent.before.ll" - >"$OUT" 2>"$ERR"
expect_out "stdin: opt-22 ... | convcheck transform BEFORE -" '^f: preserved within k=2, L=12'
"$CONVCHECK" transform --no-db "$T/hoist-subgroupadd-divergent.before.ll" - \
  <"$T/hoist-subgroupadd-divergent.after.ll" >"$OUT" 2>"$ERR"
expect_out "stdin: AFTER from standard input, broken as from its file (its traces: 3 blocks each)" '^f: broken \(k=2, L=3\)'
# the name of a FILE '-' is "<stdin>" wherever it is shown, never the
# scratch file it is read into (a new user's `opt ... | convcheck transform
# b.ll -` read AFTER as /tmp/convcheck-stdin.../stdin.ll in the verdict and
# in the store).  The AFTER of hoist-anchor-out-of-loop breaks closed-path-1
# at its line 28, column 3 (the call using %tok inside the loop, the .tcase
# "expect invalid"): the verdict quotes that place as <stdin>:28:3
HA="$T/hoist-anchor-out-of-loop"
for how in "" --json --dot; do
  "$CONVCHECK" transform --no-db $how "$HA.before.ll" - <"$HA.after.ll" >"$OUT" 2>"$ERR"
  if grep -q 'convcheck-stdin' "$OUT" "$ERR"; then
    fail "stdin: transform ${how:-(text)} names the scratch file" "$(grep -o '[^ ]*convcheck-stdin[^ ]*' "$OUT" | head -2)"
  elif grep -q '(<stdin>:28:3; ' "$OUT"; then ok "stdin: transform ${how:-(text)} names AFTER <stdin>"
  else fail "stdin: transform ${how:-(text)} names AFTER <stdin>" "$(head -c 400 "$OUT")"; fi
done
expect_out "stdin: the --dot title names AFTER <stdin>" 'label="transform [^ ]*hoist-anchor-out-of-loop.before.ll <stdin>: does AFTER'
# the pictures' titles of mconv and cycles name the file: "<stdin>: ..."
for how in "mconv --no-db --dot" "cycles --dot"; do
  "$CONVCHECK" $how - <"$NL" >"$OUT" 2>"$ERR"
  if grep -q 'convcheck-stdin' "$OUT"; then fail "stdin: $how's title names the scratch file" "$(grep -m1 convcheck-stdin "$OUT")"
  else expect_out "stdin: $how's title names <stdin>" '^  label="<stdin>: '; fi
done
# LLVM's verifier's complaint: %y used before its definition in one block
printf 'define void @f() {\nentry:\n  ret void\n}\n' >"$TMPD/v.before.ll"
printf 'define void @f() {\nentry:\n  %%x = add i32 %%y, 1\n  %%y = add i32 %%x, 1\n  ret void\n}\n' |
  "$CONVCHECK" transform --no-db "$TMPD/v.before.ll" - >"$OUT" 2>"$ERR"
expect_out "stdin: AFTER invalid by the verifier names <stdin>:3:3" '^AFTER invalid: <stdin>:3:3: error: '
# the store: the run's inputs and the program of a BEFORE '-' (export's path)
"$CONVCHECK" transform --db "$TMPD/stdin.db" "$HA.before.ll" - <"$HA.after.ll" >/dev/null 2>&1
# (a store keeps a program once, with the path of its first run: BEFORE
# from '-' goes to a store of its own)
"$CONVCHECK" transform --db "$TMPD/stdin2.db" - "$HA.after.ll" <"$HA.before.ll" >/dev/null 2>&1
run results --db "$TMPD/stdin.db" list
expect_out "stdin: results list names AFTER <stdin>" '^      on [^ ]*hoist-anchor-out-of-loop.before.ll, <stdin>(;|$)'
run results --db "$TMPD/stdin2.db" list
expect_out "stdin: results list names BEFORE <stdin>" '^      on <stdin>, [^ ]*hoist-anchor-out-of-loop.after.ll(;|$)'
run results --db "$TMPD/stdin2.db" export 1
expect_out "stdin: results export names the program's file <stdin>" '^1,f,<stdin>,[0-9a-f]{16},transform,'
printf 'define void @f( {\n' | "$CONVCHECK" analyze - >"$OUT" 2>"$ERR"; RC=$?
expect_rc "stdin: bad IR exits 2" 2
expect_err "stdin: the error names <stdin>:line:col" '^convcheck: <stdin>:2:1: error: '
printf 'Entry -> A\n' | "$CONVCHECK" mconv --no-db - >"$OUT" 2>"$ERR"
expect_err "stdin: a .cfg error names <stdin>:line:col" "^convcheck: <stdin>:1:10: error: unknown block 'A'"
run transform - - </dev/null
expect_err "stdin: '-' twice is refused" "standard input \('-'\) can be read once"
leftover=$(find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'convcheck-stdin.*' -newer "$TMPD" 2>/dev/null)
[ -z "$leftover" ] && ok "stdin: no scratch file left behind" || fail "stdin: scratch files left" "$leftover"

# ---- --help: examples that run, documents to read next
mkdir -p "$TMPD/ex" && ln -s "$TOP/corpus" "$TMPD/ex/corpus"
for c in $("$CONVCHECK" --help | sed -n '/^commands:/,/^$/s/^  \([a-z]*\) .*/\1/p'); do
  "$CONVCHECK" "$c" --help >"$TMPD/help"
  grep -q '^see also: docs/' "$TMPD/help" && ok "$c --help: see also" || fail "$c --help: no 'see also: docs/...' line"
  sed -n '/^examples/,/^$/p' "$TMPD/help" | sed -n 's/^  convcheck //p' >"$TMPD/examples"
  [ -s "$TMPD/examples" ] && ok "$c --help: examples" || fail "$c --help: no examples"
  while IFS= read -r line; do
    (cd "$TMPD/ex" && eval "set -- $line" && exec "$CONVCHECK" "$@") >/dev/null 2>"$ERR" </dev/null
    rc=$?
    [ "$rc" -le 1 ] && ok "example runs: convcheck $line" ||
      fail "example fails: convcheck $line (exit $rc)" "$(head -c 400 "$ERR")"
  done <"$TMPD/examples"
done
for d in $("$CONVCHECK" --man | sed -n '/^\.SS /,$p' | grep -o 'docs/[a-z-]*\.md' | sort -u); do
  [ -f "$TOP/$d" ] && ok "a document --help names exists: $d" || fail "--help names $d, which does not exist"
done

# ---- the man page: EXAMPLES, EXIT STATUS per command, SEE ALSO
"$CONVCHECK" --man >"$TMPD/man"
for sec in EXAMPLES 'EXIT STATUS' 'SEE ALSO'; do
  grep -q "^\.SH $sec" "$TMPD/man" && ok "man: section $sec" || fail "man: no section $sec"
done
grep -A1 '^\.SH EXAMPLES' "$TMPD/man" >/dev/null && grep -q '^\.B convcheck transform corpus/transforms/' "$TMPD/man" &&
  ok "man: EXAMPLES holds the --help examples" || fail "man: EXAMPLES lacks transform's example"
grep -q 'opt\\-22 (1)' "$TMPD/man" && ok "man: SEE ALSO names opt-22(1)" || fail "man: SEE ALSO lacks opt-22(1)"

# ---- lit: Inputs/ folders are no tests (LLVM's convention)
LIT=${LIT:-/usr/lib/llvm-22/bin/lit}
if [ -x "$LIT" ]; then
  cp -r "$TOP/tests/lit" "$TMPD/lit" && mkdir -p "$TMPD/lit/Inputs" &&
    printf 'define void @f() {\n  ret void\n}\n' >"$TMPD/lit/Inputs/helper.ll"
  "$LIT" --show-tests --param convcheck="$CONVCHECK" "$TMPD/lit" >"$OUT" 2>&1
  if grep -q 'Inputs' "$OUT"; then fail "lit: a file in Inputs/ is taken for a test" "$(grep Inputs "$OUT")"
  elif grep -q 'convcheck :: ' "$OUT"; then ok "lit: Inputs/ is excluded, the tests are found"
  else fail "lit: no test found" "$(tail -5 "$OUT")"; fi
else
  skip "lit: Inputs/ excluded (no $LIT)"
fi

# ---- README.md starts with the three jobs and the two source documents
head -40 "$TOP/README.md" >"$TMPD/start"
for w in '## Start here' 'Check a transform' 'Audit an analysis' 'Regress the spec' \
         'docs/kernels.md' 'docs/sources.md' 'convcheck transform before.ll -'; do
  grep -qF -- "$w" "$TMPD/start" && ok "README starts with: $w" || fail "README's first 40 lines lack: $w"
done

# a path that is neither .ll nor .cfg (a pipe such as <(opt ...) is
# /dev/fd/63; a .txt): its content decides, as it does for '-' (a new user's
# `transform A <(opt ...)` was read as a .cfg and failed to parse)
cp "$TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll" "$TMPD/before.txt"
cp "$TOP/corpus/transforms/hoist-subgroupadd-divergent.after.ll" "$TMPD/after.txt"
run transform "$TMPD/before.txt" "$TMPD/after.txt"
expect_rc conventions_ir_by_content_transform 1
expect_out conventions_ir_by_content_transform_verdict '^f: broken'
run audit "$TMPD/before.txt"
expect_rc conventions_ir_by_content_audit 0
cp "$TOP/corpus/spec/cu-natural-loop.cfg" "$TMPD/loop.txt"
run mconv -L 6 "$TMPD/loop.txt"
expect_rc conventions_cfg_by_content 0

# a pipe (bash's <(opt ...) is one: /dev/fd/N) can be read only once, and
# --pipeline reads its input twice (our reader, then opt): it is read once
# into a file of our own, as '-' is.  A new user's `--pipeline sroa
# <(...)` said "0 pass executions ... no pass breaks convergence", exit 0.
# The messages name the pipe, not the copy.
mkfifo "$TMPD/fifo" 2>/dev/null
if [ -p "$TMPD/fifo" ] && command -v opt-22 >/dev/null; then
  cat "$TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll" >"$TMPD/fifo" &
  run transform --pipeline gvn "$TMPD/fifo"
  wait
  expect_out conventions_pipe_pipeline_ran "^$TMPD/fifo: opt-22 -passes='gvn': 1 pass execution"
  cat "$TOP/corpus/transforms/hoist-subgroupadd-divergent.after.ll" >"$TMPD/fifo" &
  run transform "$TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll" "$TMPD/fifo"
  wait
  expect_rc conventions_pipe_after 1
else
  skip "a pipe as FILE (no mkfifo or opt-22)"
fi
