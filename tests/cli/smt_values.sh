# The SMT engine on programs with values (encode/smt_values.c):
# uniformity and mconv --engine smt|both on .ll, --values smt, --timeout,
# and the cross-check of the two engines over the corpus's .ll functions.
. "$TOP/tests/cli/lib.sh"
HERE="$TOP/tests/cli/smt_values"

# --- bit-vector values: a value terms call divergent, bit-vectors uniform
# (hand derivation in self-difference.ll)
SD="$HERE/self-difference.ll"
for v in %z %q %c %p; do
  run uniformity --engine explicit -L 4 --why $v "$SD"
  expect_rc "terms (explicit engine): $v divergent (self-difference.ll)" 1
  run uniformity --engine smt -L 4 --why $v "$SD"
  expect_rc "terms (smt engine): $v divergent (self-difference.ll)" 1
  run uniformity --engine smt --values smt -L 4 --why $v "$SD"
  expect_rc "bit-vectors: $v uniform (self-difference.ll)" 0
done
run uniformity --engine smt --values smt -L 4 --why %tid "$SD"
expect_rc "bit-vectors: %tid stays divergent" 1
expect_out "bit-vectors: the witness gives two different values" '^  values: i32 (-?[0-9]+) and i32 (-?[0-9]+)$'
if grep -Eq '^  values: i32 (-?[0-9]+) and i32 \1$' "$OUT"; then
  fail "bit-vectors: the two values of the witness differ" "$(cat "$OUT")"
else ok "bit-vectors: the two values of the witness differ"; fi
run uniformity --engine both --values smt -L 4 "$SD"
expect_rc "both --values smt: bit-vectors refine terms, no disagreement" 1
expect_err "both --values smt: the refinement is noted" 'uniform with bit-vector values, divergent'

# --- witnesses: the explicit engine's layout
run uniformity --engine smt -L 4 --why %p "$SD"
expect_out "smt witness: the traces" '^  Thread2: entry (then|else) join$'
expect_out "smt witness: the hierarchy" '^  hierarchy 1: '
expect_out "smt witness: the pair" 'join1 \(thread 1, step 3\) and join2 \(thread 2, step 3\) are converged, but %p differs between them$'

# --- convergent calls in an irreducible cycle: values per hierarchy
IC="$HERE/irreducible-convergent.ll"
run uniformity --engine both -L 5 "$IC"
expect_rc "convergent calls, two hierarchies: the engines agree (uniformity and m-convergence)" 1
run mconv --engine both -L 5 "$IC"
expect_rc "convergent calls, two hierarchies: mconv --engine both agrees" 1

# --- input errors
run uniformity --engine smt "$TOP/corpus/spec/cu-both-diverged-nested.cfg"
expect_rc "uniformity --engine smt refuses .cfg programs" 2
expect_err "the refusal says why" 'takes \.ll programs'
run uniformity --engine smt --values real "$SD"
expect_rc "--values takes terms or smt" 2
TD="$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU/irreducible/irreducible-2.ll"
if need_llvm_tests "uniformity --timeout 1 on LLVM's irreducible-2.ll"; then
  run uniformity --engine smt --timeout 1 -L 8 --function cycle_diverge_exit "$TD"
  expect_rc "uniformity --timeout 1: a time limit exits 2, no verdict" 2
  expect_err "uniformity --timeout 1: the error says so" 'time limit on [0-9]+ values?: no verdict'
  expect_out "uniformity --timeout 1: undecided values are printed UNKNOWN, not uniform" '^  UNKNOWN:     '
  expect_err "uniformity --timeout 1: the error states the bounds" 'no verdict for them within k=2, L=8'
fi

# --- the cross-check: every .ll function of the corpus, k = 2, L = 5:
# both engines agree on every value's and branch's uniformity and every
# block's m-convergence (a disagreement names the function and value).
# Functions too big for the suite's time budget would be listed in SKIP
# (none at L = 5).
L=${CONVCHECK_SMT_VALUES_BOUND:-5}
SKIP=""
n=0; bad=0; skipped=0
# (the cases on LLVM's own tests only when they are there)
need=2
need_llvm_tests "cross-check of the corpus cases on LLVM's tests" && need=40
for c in "$TOP"/corpus/llvm/*.case "$TOP"/corpus/analysis/*.case; do
  d=$(dirname "$c")
  prog=$(awk '$1=="program"{print $2}' "$c")
  fn=$(awk '$1=="function"{print $2}' "$c")
  case " $SKIP " in *" $fn "*) skipped=$((skipped + 1)); continue ;; esac
  case "$prog" in *.ll) ;; *) continue ;; esac
  case "$prog" in
    llvm-tests:*) [ -n "$LLVM_TESTS" ] || continue; path=$LLVM_TESTS/${prog#llvm-tests:} ;;
    *) path=$d/$prog ;;
  esac
  n=$((n + 1))
  run uniformity --engine both -k 2 -L "$L" --function "$fn" "$path"
  # a function with stack slots: the SMT engine states it has no memory
  # model and gives no verdict (never a different one): not compared
  if [ "$RC" -eq 2 ] && ! grep -q DISAGREE "$ERR" && grep -q 'no verdict on [0-9]* values*: stack memory is not encoded' "$ERR"; then
    skipped=$((skipped + 1)); n=$((n - 1)); continue
  fi
  if [ "$RC" -eq 2 ]; then
    bad=$((bad + 1))
    fail "cross-check $fn ($(basename "$c"))" "$(grep -E 'DISAGREE|error' "$ERR" | head -5)"
  fi
done
if [ "$bad" -eq 0 ] && [ "$n" -gt "$need" ]; then
  ok "cross-check: the engines agree on all $n corpus .ll functions at k=2, L=$L ($skipped skipped)"
elif [ "$bad" -eq 0 ]; then
  fail "cross-check: only $n corpus .ll functions found"
fi
run mconv --values smt "$SD"
expect_rc "mconv --values smt is a usage error (an option of uniformity)" 2

# --- the semantics both engines share (model/values.c)
PS="$HERE/phi-swap.ll"
for e in explicit smt; do
  run uniformity --engine $e -L 6 --why %b "$PS"
  expect_rc "$e: phis read their incoming values at once: %b is DIVERGENT (phi-swap.ll)" 1
done
CO="$HERE/convergent-operands.ll"
for e in explicit smt; do
  run uniformity --engine $e -L 4 --why %s "$CO"
  expect_rc "$e: a convergent call of the thread id is DIVERGENT (convergent-operands.ll)" 1
  run uniformity --engine $e -L 4 --why %c "$CO"
  expect_rc "$e: a shuffle of a constant is uniform (convergent-operands.ll)" 0
  run uniformity --engine $e -L 4 --why %r "$CO"
  expect_rc "$e: a reduction of the thread id is uniform (convergent-operands.ll)" 0
  run uniformity --engine $e -L 4 --why %u "$CO"
  expect_rc "$e: an unknown convergent call of a constant is DIVERGENT (convergent-operands.ll)" 1
done
CL="$HERE/convergent-loop.ll"
for e in explicit smt unbounded; do
  if [ $e = unbounded ]; then run uniformity --unbounded "$CL"; else run uniformity --engine $e -L 6 "$CL"; fi
  got=$(grep -c '^  DIVERGENT:   %[sux] = ' "$OUT")
  if [ "$got" = 3 ] && ! grep -q 'DIVERGENT:   %[ic] = ' "$OUT"; then ok "$e: a scan and an unknown convergent call in a loop are DIVERGENT (convergent-loop.ll)"
  else fail "$e: a scan and an unknown convergent call in a loop are DIVERGENT (convergent-loop.ll)" "$(grep '%[sux] =\|%[ic] =' "$OUT")" "$(head -3 "$ERR")"; fi
done
GL="$LLVM_TESTS/Analysis/UniformityAnalysis/NVPTX/generic-load-divergence.ll"
if need_llvm_tests "uniformity --values smt on LLVM's generic-load-divergence.ll"; then
  # The pointers (a phi of two addrspacecasts, one of a global load) are
  # uniform and decided in time; the load through the generic pointer is a
  # divergence source for the nvptx target (NVPTXTargetTransformInfo.cpp:
  # generic and local loads; model/target.h; opt-22 prints it DIVERGENT too),
  # so the function is not all uniform: exit status 1, no UNKNOWN.
  run uniformity --engine smt --values smt --timeout 20000 -L 5 --function uniform_generic_ptr_phi_load "$GL"
  expect_rc "bit-vectors: pointers through a phi and loads decided in time (QF_UFBV solver)" 1
  expect_out "bit-vectors: the pointer phi is uniform" '^               %ptr = phi ptr'
  expect_out "bit-vectors: the generic load is DIVERGENT (the nvptx target's rule)" '^  DIVERGENT:   %v = load i32, ptr %ptr'
  if grep -q UNKNOWN "$OUT"; then fail "bit-vectors: every value decided" "$(grep UNKNOWN "$OUT")"; else ok "bit-vectors: every value decided"; fi
fi

# a witness names the reading it rests on: as terms, %w is DIVERGENT although
# the branch makes it uniform (the input's hand derivation); --values smt
# decides it uniform (a new user could not tell which the verdict meant)
F=$TOP/tests/cli/smt_values/readfirstlane-equal.ll
run uniformity --why %w "$F"
expect_out smt_values_terms_witness_divergent '^%w in function f: DIVERGENT'
expect_out smt_values_terms_reading_named '^  \(values read as terms, the default reading \(docs/design.md §5\)'
run uniformity --engine smt --values smt --why %w "$F"
expect_out smt_values_bv_uniform '^%w in function f: uniform within k=2, L=12'

# A function with stack slots: the SMT engine has no memory, gives no
# verdict, and says what stopped it and what to try (a new user saw
# UNKNOWN on every value and guessed); both suggestions, followed, decide
# every value: the explicit engine on the file, the SMT engine on opt-22's
# sroa of it.
SS="$TOP/corpus/analysis/stack-slot.ll"
run uniformity --engine smt --function slot_tid "$SS"
expect_rc smt_values_alloca_unknown 2
expect_err smt_values_alloca_what_to_try 'no verdict on [0-9]+ values: stack memory is not encoded \(the function has an alloca\); try --engine explicit, .* or promote the slots to registers first \(opt-22 -S -passes=sroa FILE'
run uniformity --engine explicit --function slot_tid "$SS"
if [ "$RC" -le 1 ] && grep -q '^  DIVERGENT: ' "$OUT" && ! grep -q 'UNKNOWN' "$OUT"; then ok smt_values_alloca_explicit_decides
else fail smt_values_alloca_explicit_decides "exit $RC" "$(grep -m3 UNKNOWN "$OUT")"; fi
opt-22 -S -passes=sroa "$SS" -o "$TMPD/slots.sroa.ll"
run uniformity --engine smt --function slot_tid "$TMPD/slots.sroa.ll"
if [ "$RC" -le 1 ] && ! grep -q 'UNKNOWN' "$OUT" && ! grep -q 'no verdict' "$ERR"; then ok smt_values_alloca_sroa_decides
else fail smt_values_alloca_sroa_decides "exit $RC" "$(head -3 "$ERR")"; fi
