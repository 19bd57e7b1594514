# A GPU program's source given where a program is expected (issue 28,
# fresh user 11: `audit waterfall.hip` read it as .cfg, `transform --pass
# licm barrier_exit.cl` printed opt's "expected top-level entity").  Front
# end's one choice of reader (front/load.c fe_source_refused): every file
# of tests/cli/source_inputs/expected gets the error its row derives by
# hand, exit 2; then every command that reads a program says it for one
# .cl file, opt never run on it; standard input is judged by its content.
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/source_inputs"
tail=': compile it to LLVM IR first (docs/sources.md gives the clang-22 line)'

# want FILE LINE LANGUAGE : the message expected on stderr
want() {
  if [ "$2" = - ]; then printf 'convcheck: %s: error: this looks like %s source, not LLVM IR or a .cfg%s\n' "$1" "$3" "$tail"
  else printf 'convcheck: %s:%s: error: this looks like %s source, not LLVM IR or a .cfg%s\n' "$1" "$2" "$3" "$tail"; fi
}

grep -v '^#' "$D/expected" | while read -r f line lang; do
  [ -n "$f" ] || continue
  run uniformity --no-db "$D/$f"
  if [ "$line" = ok ]; then
    if [ "$RC" -le 1 ] && ! grep -q 'looks like' "$ERR"; then ok "source_inputs: $f read as a program"
    else fail "source_inputs: $f read as a program" "exit $RC" "$(head -2 "$ERR")"; fi
    continue
  fi
  expect_rc "source_inputs: $f exits 2" 2
  w=$(want "$D/$f" "$line" "$lang")
  if [ "$(cat "$ERR")" = "$w" ]; then ok "source_inputs: $f: $lang ($([ "$line" = - ] && echo 'by its name' || echo "line $line"))"
  else fail "source_inputs: $f: $lang" "want: $w" "got:  $(head -3 "$ERR")"; fi
done

# every command that reads a program, on the .cl (by its name): the same
# line on stderr (corpus: in its ERROR entry), exit 2
F="$D/barrier.cl"
w=$(want "$F" - "OpenCL C")
IR="$TOP/tests/golden/barriers-apart.ll"
for args in "audit --no-db" "uniformity --no-db" "analyze" "cycles" "converge --no-db" \
            "mconv --no-db" "readings --no-db" "verify" "transform --no-db --pass licm" \
            "transform --no-db --pipeline licm" "transform --no-db $IR" "reduce --unsound llvm %x"; do
  # shellcheck disable=SC2086
  run $args "$F"
  name="source_inputs: $(printf '%s' "$args" | sed "s| --no-db||; s|$TOP/||")"
  expect_rc "$name exits 2" 2
  case $args in
    audit*) g=$(grep '^convcheck:' "$ERR") ;;
    reduce*) g=$(sed 's/the finding does not hold: our reader rejects it: //' "$ERR") ;;
    *) g=$(cat "$ERR") ;;
  esac
  if [ "$g" = "$w" ]; then ok "$name says compile it first"
  else fail "$name says compile it first" "want: $w" "got:  $(head -3 "$ERR")"; fi
done
run corpus --no-db "$F"
expect_rc "source_inputs: corpus exits 2" 2
if grep -qxF "  ${w#convcheck: }" "$OUT"; then ok "source_inputs: corpus says compile it first"
else fail "source_inputs: corpus says compile it first" "$(head -3 "$OUT")"; fi

# standard input: the content decides (line 3 of opencl-kernel.txt)
"$CONVCHECK" uniformity --no-db - <"$D/opencl-kernel.txt" >"$OUT" 2>"$ERR"; RC=$?
expect_rc "source_inputs: stdin exits 2" 2
w=$(want "<stdin>" 3 "OpenCL C")
if [ "$(cat "$ERR")" = "$w" ]; then ok "source_inputs: stdin judged by its content"
else fail "source_inputs: stdin judged by its content" "want: $w" "got:  $(head -3 "$ERR")"; fi
