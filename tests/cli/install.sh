# make install / make uninstall into a staging folder (DESTDIR): the binary,
# the man page convcheck(1), and the corpus and documents below
# $(pkgdatadir); the installed binary, run from an empty folder, finds the
# corpus installed with it.
. "$TOP/tests/cli/lib.sh"
STAGE="$TMPD/stage"
if ! (cd "$BUILD" && make -s install DESTDIR="$STAGE") >"$TMPD/install.log" 2>&1; then
  fail install "$(tail -20 "$TMPD/install.log")"
  exit 0
fi
ok install
BIN=$(find "$STAGE" -path '*/bin/convcheck' -type f | head -1)
MAN=$(find "$STAGE" -path '*/man1/convcheck.1' -type f | head -1)
DATA=$(find "$STAGE" -path '*/share/convcheck' -type d | head -1)
[ -x "$BIN" ] && [ -f "$MAN" ] && [ -d "$DATA" ] && ok "install: binary, man page, data folder" ||
  fail "install: binary, man page, data folder" "$(find "$STAGE" | head -20)"

# ---- the man page renders, with a section for every command -------------------
if command -v man >/dev/null 2>&1; then
  LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$MAN" >"$TMPD/man.txt" 2>"$TMPD/man.err"
  RC=$?
  [ "$RC" -eq 0 ] && [ ! -s "$TMPD/man.err" ] && grep -q '^NAME' "$TMPD/man.txt" &&
    grep -q '^COMMANDS' "$TMPD/man.txt" && ok "man -l convcheck.1 renders, no warnings" ||
    fail "man -l convcheck.1 renders, no warnings" "exit $RC" "$(head -5 "$TMPD/man.err")"
  missing=""
  for c in $("$CONVCHECK" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'); do
    grep -q "^   $c\$" "$TMPD/man.txt" || missing="$missing $c"
  done
  [ -z "$missing" ] && ok "man page: a section per command" || fail "man page: no section for$missing"
else
  fail "man page" "man not found (Debian package man-db)"
fi

# ---- the installed corpus and documents: the tree's files ----------------------
(cd "$TOP" && find corpus docs -type f ! -name '*.db' | LC_ALL=C sort) >"$TMPD/tree.lst"
(cd "$DATA" && find corpus docs -type f | LC_ALL=C sort) >"$TMPD/inst.lst"
diff "$TMPD/tree.lst" "$TMPD/inst.lst" >"$TMPD/lst.diff" && ok "install: corpus and docs complete" ||
  fail "install: corpus and docs complete" "$(head -10 "$TMPD/lst.diff")"

# ---- the installed binary runs its corpus from an empty folder -----------------
mkdir "$TMPD/empty" && cd "$TMPD/empty" || exit 1
summary() { sed -n 's/^\(corpus: .* skipped\); .*/\1/p' "$1"; }
"$CONVCHECK" corpus --no-db --quiet --no-llvm-tests "$TOP/corpus" >"$TMPD/tree.out" 2>&1
"$BIN" corpus --no-db --quiet --no-llvm-tests >"$TMPD/inst.out" 2>&1; RC=$?
want=$(summary "$TMPD/tree.out"); got=$(summary "$TMPD/inst.out")
[ "$RC" -eq 0 ] && [ -n "$want" ] && [ "$got" = "$want" ] &&
  ok "installed convcheck corpus (no DIR) runs the installed corpus: $got" ||
  fail "installed convcheck corpus (no DIR) runs the installed corpus" "exit $RC" \
    "got:  $got" "want: $want" "$(head -5 "$TMPD/inst.out")"
[ "$(grep -c '^skipped' "$TMPD/inst.out")" -eq 1 ] && ok "installed corpus: the skipped cases noted once" ||
  fail "installed corpus: the skipped cases noted once" "$(head -5 "$TMPD/inst.out")"
if need_llvm_tests "installed corpus with LLVM's tests"; then
  "$BIN" corpus --no-db --quiet --llvm-tests "$LLVM_TESTS" >"$TMPD/inst2.out" 2>&1; RC=$?
  [ "$RC" -eq 0 ] && grep -q '^corpus: .* 0 failed, 0 errors, 0 skipped' "$TMPD/inst2.out" &&
    ok "installed corpus with --llvm-tests: nothing skipped" ||
    fail "installed corpus with --llvm-tests: nothing skipped" "exit $RC" "$(tail -5 "$TMPD/inst2.out")"
fi
"$BIN" corpus --no-db --llvm-tests "$TMPD/empty" >"$TMPD/bad.out" 2>&1; RC=$?
[ "$RC" -eq 2 ] && grep -q "$TMPD/empty: error: not LLVM's test folder" "$TMPD/bad.out" &&
  ok "corpus --llvm-tests on a folder that is not llvm/test: exit 2, named" ||
  fail "corpus --llvm-tests on a folder that is not llvm/test: exit 2, named" "exit $RC" "$(head -3 "$TMPD/bad.out")"
cd "$TMPD" || exit 1

# ---- the lit wrapper: installed beside the binary, and finds it there ------------
BINOPT=$(find "$STAGE" -path '*/bin/convcheck-opt' -type f | head -1)
if [ -x "$BINOPT" ]; then
  env -u CONVCHECK "$BINOPT" -S -passes=loop-simplify -o /dev/null \
    "$TOP/corpus/transforms/sweep-loop-simplify-irreducible.before.ll" >"$TMPD/wrap.out" 2>&1; RC=$?
  [ "$RC" -eq 1 ] && grep -q "breaks convergence: pass 1 LoopSimplifyPass" "$TMPD/wrap.out" &&
    ok "install: convcheck-opt runs the installed convcheck" ||
    fail "install: convcheck-opt runs the installed convcheck" "exit $RC" "$(head -3 "$TMPD/wrap.out")"
else
  fail "install: convcheck-opt installed" "$(find "$STAGE" -path '*/bin/*' | head -5)"
fi

# ---- make uninstall leaves no file ---------------------------------------------
(cd "$BUILD" && make -s uninstall DESTDIR="$STAGE") >"$TMPD/uninstall.log" 2>&1
left=$(find "$STAGE" -type f | head -5)
[ -z "$left" ] && ok "uninstall removes every file" || fail "uninstall removes every file" "$left"
