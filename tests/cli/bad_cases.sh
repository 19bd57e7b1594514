# Cases that are wrong (tests/cli/bad_cases/*.cfg, *.case): each file's
# first line "# error: TEXT" is the error `convcheck corpus` must report
# for it (exit status 2), naming the line that is wrong.  A case that
# checks nothing is one of them.
. "$TOP/tests/cli/lib.sh"
DIR="$TOP/tests/cli/bad_cases"
for f in "$DIR"/*.cfg "$DIR"/*.case; do
  name=$(basename "$f")
  want=$(sed -n '1s/^# error: //p' "$f")
  if [ -z "$want" ]; then fail "bad case $name" "no '# error:' first line"; continue; fi
  (cd "$DIR" && "$CONVCHECK" corpus --no-db "$name") >"$OUT" 2>"$ERR"; RC=$?
  expect_rc "bad case $name exits 2" 2
  if grep -qF -- "  $want" "$OUT"; then ok "bad case $name: $want"; else
    fail "bad case $name: $want" "$(head -c 600 "$OUT")"; fi
done
