# convcheck sweep --emit-ll: the sweep's programs rendered for transform
# checks (docs/transform-audit.md "The sweep's CFGs"), opt-22 accepts them,
# a convergent call in every block, the conditions per the divergence
# mask; two programs through LLVM passes give the verdicts of the table;
# bench/uninvert.awk; the fix-irreducible crash of docs/findings.md.
. "$TOP/tests/cli/lib.sh"
E="$TMPD/plain"; T="$TMPD/tokens"
mkdir -p "$E" "$T"

# the family up to 3 blocks, every divergence mask: 50 programs
# (docs/sweeps.md: 1 + 2 + 18 shapes, 50 programs with --divergence each)
run sweep --blocks 3 --divergence each --emit-ll "$E"
expect_rc sweep_emit_ll_status 0
n=$(ls "$E" | grep -c '\.ll$')
if [ "$n" -eq 50 ]; then ok sweep_emit_ll_files; else fail sweep_emit_ll_files "$n files, expected 50"; fi
run sweep --blocks 3 --divergence each --emit-ll "$T" --tokens
expect_rc sweep_emit_ll_tokens_status 0

# every file is valid IR for opt-22, with exactly one @convcheck.op call per block
bad=; badops=; badtok=
for f in "$E"/*.ll "$T"/*.ll; do
  opt-22 -passes=verify -disable-output "$f" 2>/dev/null || bad="$bad $(basename "$f")"
  blocks=$(sed -n '/^define/,/^}/p' "$f" | grep -c '^[A-Za-z0-9_.]*:')
  ops=$(grep -c 'call i32 @convcheck.op(i64 [0-9]*)' "$f")
  [ "$blocks" -eq "$ops" ] && [ "$ops" -gt 0 ] || badops="$badops $(basename "$f")"
done
for f in "$T"/*.ll; do
  # with tokens, every operation is controlled
  [ "$(grep -c '@convcheck.op(.*convergencectrl' "$f")" -eq "$(grep -c 'call i32 @convcheck.op' "$f")" ] ||
    badtok="$badtok $(basename "$f")"
done
if [ -z "$bad" ]; then ok sweep_emit_ll_verify; else fail sweep_emit_ll_verify "opt-22 rejects:$bad"; fi
if [ -z "$badops" ]; then ok sweep_emit_ll_one_op_per_block; else fail sweep_emit_ll_one_op_per_block "$badops"; fi
if [ -z "$badtok" ]; then ok sweep_emit_ll_tokens_controlled; else fail sweep_emit_ll_tokens_controlled "$badtok"; fi

# the program of a shape: the file whose shape comment is exactly these lines
shape_file() { # DIR LINE...
  d=$1; shift
  for f in "$d"/*.ll; do
    want=$(printf ';   %s\n' "$@")
    got=$(sed -n '2,/^; rendered/p' "$f" | grep '^;   ')
    [ "$got" = "$want" ] && { echo "$f"; return; }
  done
}
div=$(shape_file "$E" "B0 -> B1, B2 divergent" "B1" "B2")
uni=$(shape_file "$E" "B0 -> B1, B2 uniform" "B1" "B2")
# a divergent branch reads a word of its own thread, a uniform one a word
# every thread reads
if grep -q 'getelementptr \[1024 x i64\], ptr addrspace(1) @convcheck.in.B0, i32 0, i32 %tid' "$div" &&
   ! grep -q '%tid' "$uni" && grep -q 'load i64, ptr addrspace(1) @convcheck.in.B0$' "$uni"; then
  ok sweep_emit_ll_divergence_mask
else fail sweep_emit_ll_divergence_mask "$div / $uni"; fi

# a loop whose branch is visited again reads bit v of its word on visit v
loop=$(shape_file "$E" "B0 -> B1" "B1 -> B1, B2 divergent" "B2")
if grep -q 'lshr i64 %w.B1, %v.B1.B1' "$loop" && grep -q '%v.B1.B1 = phi i64 \[ 0, %B0 \], \[ %n.v.B1, %B1 \]' "$loop"; then
  ok sweep_emit_ll_visit_counter
else fail sweep_emit_ll_visit_counter "$(sed -n '/^define/,$p' "$loop")"; fi

# loop-rotate on the divergent self-loop: opt-22's output differs from its
# input only in the `align 8` the amdgcn data layout implies for the load
# (and comments) -- `opt-22 -passes=loop-rotate -S` and diff show it -- so
# with the target's data layout applied when reading (model/target.h) the
# function is unchanged, which transform --pass says instead of checking it
run transform -L 12 --pass loop-rotate "$loop"
expect_rc transform_sweep_loop_rotate_preserved 0
expect_out transform_sweep_loop_rotate_states_bounds '^s[0-9]+_m1: unchanged \(opt-22 did not change it\)'

# structurizecfg on "if (divergent) B2; B1" inverts the condition: as opt
# prints it the two programs test different terms (%c and its negation);
# the candidates that combine them inconsistently are decided by Z3 in
# bit-vectors (no real values take them, docs/transforms.md) and the
# verdict is preserved.  With the branch on the inverted condition written
# as a branch on the condition, successors exchanged (bench/uninvert.awk),
# the same CFG: preserved without the Z3 step.
ifthen=$(shape_file "$E" "B0 -> B1, B2 divergent" "B1" "B2 -> B1")
opt-22 -passes=structurizecfg -S "$ifthen" -o "$TMPD/st.ll"
run transform -L 12 "$ifthen" "$TMPD/st.ll"
expect_rc transform_sweep_structurize_inverted_preserved 0
expect_out transform_sweep_structurize_inverted_z3 'preserved within k=2, L=12 \([0-9]+ inputs? checked[^;]*; [0-9]+ candidates? no real values take \(Z3, bit-vectors\), skipped'
awk -f "$TOP/bench/uninvert.awk" "$TMPD/st.ll" >"$TMPD/st2.ll"
if grep -q 'br i1 %c.B0, label %B1, label %B2' "$TMPD/st2.ll"; then ok transform_sweep_uninvert_rewrites
else fail transform_sweep_uninvert_rewrites "$(grep 'br i1' "$TMPD/st2.ll")"; fi
run transform -L 12 "$ifthen" "$TMPD/st2.ll"
expect_rc transform_sweep_structurize_uninverted_preserved 0

# options
run sweep --blocks 2 --tokens
expect_rc sweep_tokens_without_emit 2
expect_err sweep_tokens_without_emit_says '--tokens goes with --emit-ll'
run sweep --blocks 2 --emit-ll "$TMPD/no-such-dir"
expect_rc sweep_emit_ll_missing_dir 2
expect_err sweep_emit_ll_missing_dir_says "no-such-dir' is not a directory"

# docs/findings.md: opt-22's fix-irreducible leaves a phi without an entry
# for the self-loop of an irreducible cycle's entry (broken module, abort)
if opt-22 -passes=fix-irreducible -S "$TOP/corpus/findings/llvm-fix-irreducible-self-loop.ll" -o /dev/null 2>"$TMPD/fi.err"; then
  fail transform_sweep_fix_irreducible_crash "opt-22 accepted it: the LLVM bug is fixed; update docs/findings.md"
elif grep -q 'PHINode should have one entry for each predecessor' "$TMPD/fi.err"; then
  ok transform_sweep_fix_irreducible_crash
else fail transform_sweep_fix_irreducible_crash "$(head -3 "$TMPD/fi.err")"; fi

# uninvert.awk on a phi of negations (structurizecfg's Flow block on
# "B1 -> B2, B3 divergent; B3 -> B1, B2 uniform"): the new phi takes the
# un-negated values and the constants negated, the branch its successors
# exchanged; the function stays valid, and the check relates the programs
cat >"$TMPD/flow.ll" <<'EOT'
define void @f(i1 %a, i1 %b) {
B0:
  br label %B1
B1:
  %a.inv = xor i1 %a, true
  br i1 %a, label %Flow, label %B3
B3:
  %b.inv = xor i1 %b, true
  br label %Flow
Flow:
  %p = phi i1 [ %b.inv, %B3 ], [ true, %B1 ]
  br i1 %p, label %B2, label %B1
B2:
  ret void
}
EOT
awk -f "$TOP/bench/uninvert.awk" "$TMPD/flow.ll" >"$TMPD/flow2.ll"
if grep -q '%uninv.1 = phi i1 \[ %b, %B3 \], \[ false, %B1 \]' "$TMPD/flow2.ll" &&
   grep -q 'br i1 %uninv.1, label %B1, label %B2' "$TMPD/flow2.ll" &&
   opt-22 -passes=verify -disable-output "$TMPD/flow2.ll" 2>/dev/null; then
  ok transform_sweep_uninvert_phi
else fail transform_sweep_uninvert_phi "$(cat "$TMPD/flow2.ll")"; fi
