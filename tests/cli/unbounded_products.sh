# The unbounded engine's products (docs/unbounded.md, "Two products per
# list"): a block's values and branch are asked of products that keep no
# other header list's counters.  Each expectation is checked against an
# engine other than the products: a verdict the products decide must be
# the bounded explicit engine's at the same block (a proof holds at every
# L, so there too), and a DIVERGENT one is a witness the bounded engine
# replays (the unbounded engine checks that before printing it).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/unbounded_products"

# branch_verdict FILE BLOCK: the verdict line of BLOCK's terminator in
# uniformity's output ($OUT): DIVERGENT, UNKNOWN or uniform.
branch_verdict() {
  awk -v b="BLOCK $2" '$0 == b { on = 1; next } /^END BLOCK/ { on = 0 }
    on && /^  DIVERGENT:/ { print "DIVERGENT"; exit } on && /^  UNKNOWN:/ { print "UNKNOWN"; exit }
    on && /^               br/ { print "uniform"; exit }' "$1"
}

# other_lists.cfg: B3's branch decided (it was unknown: the state budget),
# and as the bounded engine at L=10 says.
run uniformity --no-db --unbounded "$D/other_lists.cfg"
u=$(branch_verdict "$OUT" B3)
run uniformity --no-db -L 10 "$D/other_lists.cfg"
b=$(branch_verdict "$OUT" B3)
if [ "$u" = UNKNOWN ] || [ -z "$u" ] || [ "$u" != "$b" ]; then
  fail unbounded_products_other_lists "unbounded: '$u', bounded L=10: '$b'"
else ok unbounded_products_other_lists; fi

# cap2_after_early_stop.cfg: B1's branch DIVERGENT, with a witness of 11
# blocks (found for every L, replayed by the bounded engine).
run uniformity --no-db --unbounded --why B1 "$D/cap2_after_early_stop.cfg"
expect_out unbounded_products_cap2 '^B1 in function .*: DIVERGENT \(k=2, L=11\); witness \(found for every L, replayed by the bounded engine\)'

# loop_sum.ll: the product's memory budget (512 MB, estimated) must count
# everything it holds, so that a run stays under 1 GB and says unknown
# instead of running out of memory (it aborted: "out of memory").  Under a
# 1.5 GB address-space limit: exit 2 (items unknown, each with a reason),
# no abort.
(ulimit -v 1500000 && exec "$CONVCHECK" uniformity --no-db --unbounded --timeout 20000 \
   "$D/loop_sum.ll") >"$OUT" 2>"$ERR"
RC=$?
if [ "$RC" -eq 2 ] && grep -q 'no unbounded verdict for' "$ERR" && ! grep -q 'out of memory' "$ERR" &&
   grep -q '^; UNKNOWN %x in body: unknown for every L: ' "$OUT"; then
  ok unbounded_products_memory_budget
else fail unbounded_products_memory_budget "exit $RC: $(tail -1 "$ERR")"; fi
