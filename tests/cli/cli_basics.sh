# The command line as a user meets it: help, the JSON shapes other tools
# rely on, exit statuses.
. "$TOP/tests/cli/lib.sh"
run --help
expect_rc "help exits 0" 0
cp "$OUT" "$TMPD/help"
for c in cycles converge corpus results; do
  if grep -q "^  $c " "$TMPD/help"; then ok "help lists $c"; else fail "help lists $c"; fi
  run "$c" --help
  expect_rc "$c --help exits 0" 0
done

EX="$TMPD/ex1.cfg" # CycleTerminology.rst, first example (its graphviz edges)
printf 'Entry -> A, B\nA -> A, C\nB -> B, C\nC -> A, B, Exit\nExit\n' >"$EX"
run cycles --all --json "$EX"
expect_rc "cycles --all --json exits 0" 0
expect_out "cycles --all --json shape" '^\{"functions":\[\{"name":"ex1","hierarchies":\[\{"cycles":\[\{"header":"[ABC]","entries":\["[ABC]"'
expect_out "cycles --all --json has depths" '"depth":3'
# the hierarchy CycleTerminology.rst shows is among them
expect_out "document's hierarchy is realizable" '\{"header":"A","entries":\["A","B"\]|\{"header":"A","entries":\["B","A"\]'

LOOP="$TMPD/loop.cfg"
printf 'Entry -> H\nH -> B, L divergent\nB -> L\nL -> H, Exit divergent\nExit\n' >"$LOOP"
run converge "$LOOP" --json --trace 'Entry H B L H L Exit' --trace 'Entry H L H B L H B L Exit'
expect_rc "converge --json exits 0 (consistent)" 0
# Columns as the spec's table has them: Entry, H1~H2, B1, L1~L2, H3~H4, B2, ...
expect_out "converge --json shape" '^\{"threads":\[\["Entry","H","B","L","H","L","Exit"\],\["Entry","H","L","H","B","L","H","B","L","Exit"\]\],"columns":\[\[\[0,0\],\[1,0\]\],\[\[0,1\],\[1,1\]\],\[\[0,2\]\],\[\[0,3\],\[1,2\]\],\[\[0,4\],\[1,3\]\],\[\[1,4\]\],\[\[0,5\],\[1,5\]\],\[\[1,6\]\],\[\[1,7\]\],\[\[1,8\]\],\[\[0,6\],\[1,9\]\]\],"consistent":true\}$'
run converge "$LOOP" --why --trace 'Entry H B L H L Exit' --trace 'Entry H L H B L H B L Exit'
expect_out "converge --why speaks the spec's words" '^B1 and B2 are not converged due to H4, which is not convergence-before B1$'
expect_out "converge prints the spec's table" '^\| Thread2 \| Entry2 \| H2 \|    \| L2 \| H4 \| B2 \| L4 \| H5 \| B3 \| L5 \| Exit2 \|$'
run converge "$LOOP" --headers H --reading quotient --trace 'Entry H L Exit' --trace 'Entry H L Exit' --trace 'Entry H B L Exit'
expect_rc "three threads" 0
expect_out "three threads, quotient reading named" 'quotient reading'

# one numbering for the tables of one output (a new user matched hierarchy
# 1's Q3 with hierarchy 2's Q3, another dynamic instance): in every witness
# of mconv --hierarchies all-entries, each thread's row lists its instances
# in step order in both tables, so the labels of a row, empty cells left
# out, must be the same sequence on the left and on the right
run mconv --no-db --hierarchies all-entries "$TOP/corpus/spec/cu-diverged-entry-header-p.cfg"
rows=$(grep -E '^ *\| Thread[0-9]+ \|.*\| +\| Thread[0-9]+ \|' "$OUT")
bad=$(printf '%s\n' "$rows" | awk '{
  n = split($0, f, "|"); side = 0; l = ""; r = ""
  for (i = 1; i <= n; i++) {
    c = f[i]; gsub(/^ +| +$/, "", c)
    if (c ~ /^Thread[0-9]+$/) { side++; continue }
    if (c == "" || side == 0) continue
    if (side == 1) l = l " " c; else r = r " " c
  }
  if (l != r) print "left:" l " / right:" r }')
if [ -n "$rows" ] && [ -z "$bad" ]; then ok "mconv_witness_one_numbering ($(printf '%s\n' "$rows" | wc -l) rows)"
else fail mconv_witness_one_numbering "$bad" "$(head -c 1200 "$OUT")"; fi
