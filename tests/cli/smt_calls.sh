# tests/cli/smt_calls.sh — encode/ has no call loop (issue 13): the calls
# between its files, read from the object files' symbol tables by
# tests/tools/calls.sh, make no cycle; and its internal header is included
# by no file outside encode/.
. "$TOP/tests/cli/lib.sh"
CALLS="$TOP/tests/tools/calls.sh"

# The checker itself can fail: two files that call each other are a cycle,
# a one-way call is not.
CC_=${CC:-cc}
if command -v "$CC_" >/dev/null 2>&1 && command -v nm >/dev/null 2>&1; then
  mkdir -p "$TMPD/loop" "$TMPD/line"
  printf 'int b(int);\nint a(int x) { return x ? b(x - 1) : 0; }\n' >"$TMPD/a.c"
  printf 'int a(int);\nint b(int x) { return x ? a(x - 1) : 1; }\n' >"$TMPD/b.c"
  printf 'int b(int x) { return x; }\n' >"$TMPD/b2.c"
  "$CC_" -c -o "$TMPD/loop/a.o" "$TMPD/a.c" && "$CC_" -c -o "$TMPD/loop/b.o" "$TMPD/b.c" &&
    "$CC_" -c -o "$TMPD/line/a.o" "$TMPD/a.c" && "$CC_" -c -o "$TMPD/line/b.o" "$TMPD/b2.c"
  sh "$CALLS" "$TMPD/loop" >"$OUT" 2>"$ERR"; RC=$?
  expect_rc "calls.sh: two files calling each other fail" 1
  expect_out "calls.sh: the cycle is named" '^cycle: a b$'
  expect_out "calls.sh: the edges are listed" '^a -> b: b$'
  sh "$CALLS" "$TMPD/line" >"$OUT" 2>"$ERR"; RC=$?
  expect_rc "calls.sh: a one-way call passes" 0
  sh "$CALLS" "$TMPD/none" >"$OUT" 2>"$ERR"; RC=$?
  expect_rc "calls.sh: no object files is an error" 2
else
  skip "calls.sh self-test (no C compiler or nm)"
fi

# encode/ as built: every object newer than its source, then no cycle.
stale=""
for c in "$TOP"/encode/*.c; do
  o="$BUILD/encode/$(basename "$c" .c).o"
  if [ ! -f "$o" ] || [ "$c" -nt "$o" ]; then stale="$stale $(basename "$o")"; fi
done
if [ -n "$stale" ]; then
  fail "encode/ has no call loop" "objects missing or older than their sources (run make):$stale"
elif ! command -v nm >/dev/null 2>&1; then
  skip "encode/ has no call loop (no nm)"
else
  sh "$CALLS" "$BUILD/encode" >"$OUT" 2>"$ERR"; RC=$?
  if [ "$RC" -eq 0 ]; then ok "encode/ has no call loop"; else
    fail "encode/ has no call loop" "$(grep '^cycle' "$OUT")" "$(head -c 600 "$ERR")"; fi
  # the layers of encode/smt_int.h, bottom up: a file calls only files
  # listed before it (the engines above them, smt_mconv.c using smt_values.c)
  order="smt_z3 smt_enc smt_sym smt_sym_tokens smt_query"
  bad=$(awk -v order="$order" 'BEGIN { n = split(order, o, " "); for (i = 1; i <= n; i++) rank[o[i]] = i }
    { from = $1; to = $3; sub(/:$/, "", to)
      if ((from in rank) && (!(to in rank) || rank[to] >= rank[from])) print from " -> " to }' "$OUT")
  if [ -z "$bad" ]; then ok "encode/: the layers below the engines call only downwards"; else
    fail "encode/: the layers below the engines call only downwards" "$bad"; fi
fi

inc=$(cd "$TOP" && grep -rl --include='*.c' --include='*.h' 'encode/smt_int\.h' . | grep -v '^\./encode/')
if [ -z "$inc" ]; then ok "encode/smt_int.h is included only inside encode/"; else
  fail "encode/smt_int.h is included only inside encode/" "$inc"; fi
