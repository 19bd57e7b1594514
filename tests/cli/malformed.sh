# Bad input of every kind: a clear error naming the place, exit status 2,
# never a crash (a crash would exit with a signal status > 128).
. "$TOP/tests/cli/lib.sh"

bad() { # NAME FILE-CONTENT REGEX
  printf '%b' "$2" >"$TMPD/$1.cfg"
  run cycles "$TMPD/$1.cfg"
  expect_rc "malformed $1 exits 2" 2
  expect_err "malformed $1 names the place" "$3"
}
bad unknown_block   'Entry -> A\nA -> Bee\n'           "unknown_block.cfg:2:6: error: unknown block 'Bee'"
bad duplicate_block 'Entry -> A\nA\nA -> Entry\n'      "duplicate_block.cfg:3:1: error: duplicate block 'A'"
bad missing_entry   'entry Start\nA -> B\nB\n'         "missing_entry.cfg:1:7: error: the entry block 'Start'"
bad unreachable     'Entry\nA -> B\nB -> A\n'          "unreachable.cfg:2: error: block 'A' is not reachable"
bad bad_token       'Entry -> A ; B\nA\nB\n'           "bad_token.cfg:1:12: error: unexpected character ';'"
bad empty           ''                                 "empty.cfg:1:1: error: no blocks"
bad garbage         '\0177ELF\0002\0001\0000\0000'  "garbage.cfg:1:[0-9]+: error: NUL byte"
# a mistyped directive reads as a block's name: the hint names the directive
bad directive_typo  'Entry -> A\nA -> Entry\nheader A\n' "directive_typo.cfg:3:1: error: 'header' starts a line as a block would.*did you mean 'headers'"

# 10 MB of one long line of junk, and a 10 MB valid chain (accepted)
head -c 10485760 /dev/zero | tr '\0' 'x' >"$TMPD/big.cfg"
run cycles "$TMPD/big.cfg"
expect_rc "malformed 10MB line exits 2" 2
expect_err "malformed 10MB line names the place" "big.cfg:1:1: error: line longer"
awk 'BEGIN { for (i = 0; i < 600000; i++) printf "B%d -> B%d\n", i, i + 1; print "B600000" }' >"$TMPD/chain.cfg"
run cycles "$TMPD/chain.cfg"
expect_rc "a 10MB chain of blocks is read" 0

# missing file, a directory
run cycles "$TMPD/nope.cfg"
expect_rc "missing file exits 2" 2
expect_err "missing file is named" "nope.cfg: error: cannot open"
run cycles "$TMPD"
expect_rc "directory exits 2" 2

# .ll: malformed IR, garbage, empty
printf 'define void @f() {\nentry:\n  br label %%nowhere\n}\n' >"$TMPD/bad.ll"
run cycles "$TMPD/bad.ll"
expect_rc "malformed .ll exits 2" 2
expect_err "malformed .ll names line and column" "bad.ll:3:[0-9]+: error:"
head -c 4096 /dev/urandom >"$TMPD/junk.ll"
run cycles "$TMPD/junk.ll"
expect_rc "garbage .ll exits 2" 2
: >"$TMPD/empty.ll"
run cycles "$TMPD/empty.ll"
expect_rc "empty .ll exits 2" 2

# .ll that is not SSA (LangRef "Functions"; opt-22's verifier: "Instruction
# does not dominate all uses!"): an input error at the use (model/program.c,
# ssa_dominance); LLVM's parser reads these, its verifier rejects them.
ssa() { # NAME IR REGEX
  printf '%b' "$2" >"$TMPD/$1.ll"
  if opt-22 -passes=verify -disable-output "$TMPD/$1.ll" 2>&1 | grep -q 'does not dominate all uses'; then
    ok "not SSA: opt-22 rejects $1 too"
  else fail "not SSA: opt-22 rejects $1 too" "opt-22 does not say 'does not dominate all uses'"; fi
  run uniformity --no-db "$TMPD/$1.ll"
  expect_rc "not SSA: $1 exits 2" 2
  expect_err "not SSA: $1 names the use" "$3"
}
ssa arm_then_join 'define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %j\na:\n  %x = add i32 1, 2\n  br label %j\nj:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n' \
  "arm_then_join.ll:8:3: error: function 'f': %x \\(block 'a'\\) does not dominate this use in block 'j': not SSA"
ssa use_before_def 'define i32 @f() {\nentry:\n  %y = add i32 %x, 1\n  %x = add i32 1, 2\n  ret i32 %y\n}\n' \
  "use_before_def.ll:3:3: error: function 'f': %x \\(block 'entry'\\) does not dominate this use in block 'entry'"
ssa from_unreachable 'define i32 @f() {\nentry:\n  br label %j\nu:\n  %x = add i32 1, 2\n  br label %j\nj:\n  %p = phi i32 [ 0, %entry ], [ 1, %u ]\n  %y = add i32 %x, %p\n  ret i32 %y\n}\n' \
  "from_unreachable.ll:9:3: error: function 'f': %x \\(block 'u'\\) does not dominate this use in block 'j'"
# accepted as LLVM accepts them: a use in unreachable code, a phi reading
# an unreachable predecessor's value, a value used in a later block
printf 'define i32 @f() {\nentry:\n  %%x = add i32 1, 2\n  br label %%j\nu:\n  %%z = add i32 %%z, %%y\n  br label %%j\nj:\n  %%p = phi i32 [ %%x, %%entry ], [ %%z, %%u ]\n  %%y = add i32 %%x, %%p\n  ret i32 %%y\n}\n' >"$TMPD/ssa_ok.ll"
if opt-22 -passes=verify -disable-output "$TMPD/ssa_ok.ll" 2>/dev/null; then ok "ssa_ok.ll is valid for opt-22"
else fail "ssa_ok.ll is valid for opt-22" "opt-22 rejects the accepted case"; fi
run uniformity --no-db "$TMPD/ssa_ok.ll"
expect_rc "SSA with unreachable uses is read (every value uniform)" 0

# traces that do not follow the CFG
printf 'Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n' >"$TMPD/loop.cfg"
run converge "$TMPD/loop.cfg" --trace 'Entry H B H' --trace 'Entry H L Exit'
expect_rc "a trace off the CFG exits 2" 2
expect_err "the error names thread, step and edge" "thread 1, step 4: there is no edge B -> H"
run converge "$TMPD/loop.cfg" --trace 'H B L' --trace 'Entry H L Exit'
expect_rc "a trace not from the entry exits 2" 2
expect_err "the error names the entry" "not at the entry block 'Entry'"
run converge "$TMPD/loop.cfg" --trace 'Entry Q' --trace 'Entry H L Exit'
expect_err "an unknown block in a trace is named" "no block named 'Q'"
run converge "$TMPD/loop.cfg" --trace 'Entry H L Exit' --headers X
expect_rc "an unknown header exits 2" 2

# usage errors
run cycles --frobnicate "$TMPD/loop.cfg"
expect_rc "unknown option exits 2" 2
run cycles --max-dfs 0 "$TMPD/loop.cfg"
expect_rc "absurd bound exits 2" 2
expect_err "absurd bound is explained" "between 1 and"
run nonsense
expect_rc "unknown command exits 2" 2

# a case's table row off the CFG: the error names the row's line, not the
# `expect table` line (a new user looked for the wrong row there); a block
# named with other letters is suggested (`x` for `X`)
printf 'function f\nEntry -> A, B divergent\nA -> B\nB -> A, X divergent\nX\nexpect table\n| Thread1 | Entry1 | A1 | B1 |    |    | X1 |\n| Thread2 | Entry2 | A2 | B2 |    | B3 | X2 |\n' >"$TMPD/row.cfg"
run corpus --no-db "$TMPD/row.cfg"
expect_out "a wrong table row is named by its line" "row.cfg:8: error: thread 2, step 4: there is no edge B -> B"
printf 'function f\nEntry -> A, B divergent\nA -> B\nB -> A, X divergent\nX\ntrace Entry B A B X\ntrace Entry A B X\nexpect m-converged x\n' >"$TMPD/nb.cfg"
run corpus --no-db "$TMPD/nb.cfg"
expect_out "a block of other letters is suggested" "nb.cfg:8: error: no block 'x' \\(did you mean 'X'\\?\\) in function 'f' \\(its blocks: Entry A B X\\)"
