# tests/cli/instance_labels.sh — block instance labels cannot be read as
# block names (docs/design.md §3, "Instance labels"): in a function whose
# block names are letters and '_' only (the spec's figures) a label is the
# spec's NAME + number (H1); in any other it is NAME#N for every block.
# tests/cli/labels/dotted.cfg derives its table by hand.
. "$TOP/tests/cli/lib.sh"
F="$TOP/tests/cli/labels/dotted.cfg"
# converge prints the hand-derived rows (spaces aside)
run converge --no-db "$F"
expect_rc labels_converge_rc 0
rows=$(grep '^| Thread' "$OUT" | tr -d ' ')
want='|Thread1|Entry#1|H#1|if.false#1||L#1||||Exit#1|
|Thread2|Entry#2|H#2||if.false.2#1|L#2|H#3|if.false#2|L#3|Exit#2|'
if [ "$rows" = "$want" ]; then ok labels_dotted_rows; else fail labels_dotted_rows "want: $want" "got:  $rows"; fi
if grep -q 'if\.false\.2\.1' "$OUT"; then fail labels_no_dot_number "$(grep 'if.false.2.1' "$OUT")"; else ok labels_no_dot_number; fi
# the case's expect lines and table, written in those labels, pass
run corpus --no-db "$F"
expect_rc labels_case_passes 0
expect_out labels_case_pass_line '^PASS  .*dotted\.cfg \[dotted\]'
# ... and a wrong one fails, naming the labels as printed
sed 's/^expect not-converged if.false#1 if.false#2$/expect converged if.false#1 if.false#2/' "$F" >"$TMPD/wrong.cfg"
run corpus --no-db "$TMPD/wrong.cfg"
expect_rc labels_wrong_case_fails 1
expect_out labels_wrong_case_line 'if\.false#1 and if\.false#2 are not converged'
# an instance label needs its number
printf 'A -> B\nB\ntrace A B\ntrace A B\nexpect converged B# B#2\n' >"$TMPD/nonum.cfg"
run corpus --no-db "$TMPD/nonum.cfg"
expect_rc labels_no_number_error 2
expect_out labels_no_number_place "nonum\\.cfg:5:20: error: expected an instance number after 'B#'"
# the spec's figures keep the spec's notation
run converge --no-db "$TOP/corpus/spec/cu-natural-loop.cfg"
expect_out labels_spec_notation '^\| Thread1 \| Entry1 \| H1 \| B1 \| L1 \| H3 \|'

# ---- one notation for a pair shown together ---------------------------------------
# tests/cli/labels/mixed.{before,after}.ll: BEFORE's blocks are all letters
# (entry then else end), AFTER names one then.1, so AFTER needs NAME#N.
# By hand ([CO] "Hoisting and sinking"): thread 1 takes then, thread 2
# else; AFTER runs the call in entry, both threads together; BEFORE in
# then/else, each alone: broken.  No cycle: entry's two instances are one
# column, then (thread 1) and else (thread 2) a column each, end's two
# one; each block's instances numbered thread 1 first.  The '*' marks the
# instances whose calls differ (AFTER's entry, BEFORE's then and else).
# Both tables in NAME#N (before: BEFORE's read entry1 then1* beside
# AFTER's entry#1* then.1#1).
L="$TOP/tests/cli/labels"
run transform --no-db "$L/mixed.before.ll" "$L/mixed.after.ll"
expect_rc labels_pair_broken 1
rows=$(grep '^| Thread' "$OUT" | tr -d ' ')
want='|Thread1|entry#1*|then.1#1||end#1|
|Thread2|entry#2*||else#1|end#2|
|Thread1|entry#1|then#1*||end#1|
|Thread2|entry#2||else#1*|end#2|'
if [ "$rows" = "$want" ]; then ok labels_pair_rows; else fail labels_pair_rows "want: $want" "got:  $rows"; fi
# the picture (--dot; the HTML report draws the same) labels both grids alike
run transform --no-db --dot "$L/mixed.before.ll" "$L/mixed.after.ll"
plain=$(grep -Eo '\b(entry|then|else|end)[0-9]+\b' "$OUT" | sort -u | tr '\n' ' ')
hashed=$(grep -Eo '\b(entry|then|else|end)#[0-9]' "$OUT" | sort -u | tr '\n' ' ')
if [ -z "$plain" ] && [ "$hashed" = "else#1 end#1 end#2 entry#1 entry#2 then#1 " ] &&
   grep -q 'then\.1#1' "$OUT"; then ok labels_pair_dot
else fail labels_pair_dot "plain labels: $plain" "NAME#N labels: $hashed"; fi
# a pair whose programs both have letter names keeps the spec's notation
run transform --no-db "$TOP/corpus/transforms/hoist-subgroupadd-divergent.before.ll" \
  "$TOP/corpus/transforms/hoist-subgroupadd-divergent.after.ll"
expect_out labels_pair_plain '^\| Thread1 \| entry1 \| then1\* \|'
# ... and so does the HTML report (its picture and the stored text)
if command -v dot >/dev/null 2>&1; then
  "$CONVCHECK" transform --db "$TMPD/l.db" "$L/mixed.before.ll" "$L/mixed.after.ll" >/dev/null 2>&1
  run results --db "$TMPD/l.db" report --html "$TMPD/l-report"
  P="$TMPD/l-report/run-1.html"
  if [ -f "$P" ] && ! grep -Eq '\b(entry|then|else|end)[0-9]+\b' "$P" && grep -q 'then#1' "$P" &&
     grep -q 'then\.1#1' "$P"; then ok labels_pair_html
  else fail labels_pair_html "$(grep -Eo '\b(entry|then|else|end)[0-9]+\b' "$P" 2>&1 | sort -u | head -5)"; fi
else
  skip "labels_pair_html: Graphviz's dot is not installed"
fi
