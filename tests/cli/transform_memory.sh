# transform: memory other threads write at a synchronisation point
# (docs/transforms.md "Memory", "Other threads' stores").  A load moved
# across the barrier that publishes its value is unknown (the base said
# preserved: one thread's memory does not see the neighbour's store),
# naming the load, its address space and the barrier; the same move over
# private memory stays preserved; a move across the thread's own store to
# the same address stays a counterexample; a counterexample whose thread
# reads past the barrier what another of its threads stored, or a thread
# outside it may have stored, is unknown.  Each verdict is derived by hand
# at the top of its AFTER file (tests/cli/transform_memory/).
. "$TOP/tests/cli/lib.sh"
D="$TOP/tests/cli/transform_memory"

run transform --no-db "$D/shared.before.ll" "$D/shared.after.ll"
expect_rc memory_shared_status 2
expect_out memory_shared_verdict '^f: unknown within k=2, L=12: .*rest on what other threads store past a synchronisation point'
expect_out memory_shared_names_load 'a load of addrspace\(3\) memory at getelementptr i32 strides\(4\) ptr addrspace\(3\)\(%tmp, and i32\(add i32\(llvm\.amdgcn\.workitem\.id\.x\(\), i32 1\), i32 63\)\) reads, in one program, past one synchronisation point \(the latest: llvm\.amdgcn\.s\.barrier\) and, in the other, past 0'
if grep -Eq '^f: (preserved|broken|not single-thread equivalent)' "$OUT"; then
  fail memory_shared_never_decided "a verdict that rests on other threads' stores" "$(head -c 400 "$OUT")"
else ok memory_shared_never_decided; fi

run transform --no-db "$D/private.before.ll" "$D/private.after.ll"
expect_rc memory_private_status 0
expect_out memory_private_verdict '^f: preserved within k=2, L=12 '

run transform --no-db "$D/own.before.ll" "$D/own.after.ll"
expect_rc memory_own_status 1
expect_out memory_own_verdict '^f: not single-thread equivalent \(k=2, L=3\)$'
expect_out memory_own_replayed 'the input.s values \(found by Z3; both programs replayed on them\):'

# A counterexample the replay confirms in the one-thread memory, whose
# thread reads past the barrier the initial tmp[0] that another of its
# threads stored before it: not a real execution (other.after.ll's hand
# derivation), so unknown naming the load, the barrier and the store --
# lead said "broken (k=2, L=3)" (memory_other_status, _verdict,
# _names_load_store_sync and _never_broken fail there).  The control
# branches on the thread's id instead: a real difference, still broken.
run transform --no-db "$D/other.before.ll" "$D/other.after.ll"
expect_rc memory_other_status 2
expect_out memory_other_verdict '^f: unknown within k=2, L=12: .*rest on what other threads store past a synchronisation point'
expect_out memory_other_names_load_store_sync 'thread [12].s load of addrspace\(3\) memory at %tmp \(0x0\) reads past a synchronisation point \(llvm\.amdgcn\.s\.barrier\) where thread [12].s store\(llvm\.amdgcn\.workitem\.id\.x\(\), getelementptr i32 strides\(4\) ptr addrspace\(3\)\(%tmp, llvm\.amdgcn\.workitem\.id\.x\(\)\)\) \(at 0x0\) may have stored'
if grep -Eq '^f: (preserved|broken|not single-thread equivalent)' "$OUT"; then
  fail memory_other_never_broken "a counterexample resting on another thread's store" "$(head -c 400 "$OUT")"
else ok memory_other_never_broken; fi

# The same, where the store that makes the counterexample impossible is
# made by a thread outside it: each thread reads its left neighbour's
# tmp[lid - 1], which thread lid - 1 (ids are dense) stored before the
# barrier; Z3's threads (ids 0 and 16, say) are not neighbours
# (outside.after.ll's hand derivation).  lead said "broken (k=2, L=3)".
run transform --no-db "$D/outside.before.ll" "$D/outside.after.ll"
expect_rc memory_outside_status 2
expect_out memory_outside_verdict '^f: unknown within k=2, L=12: .*rest on what other threads store past a synchronisation point'
expect_out memory_outside_names_store 'reads past a synchronisation point \(llvm\.amdgcn\.s\.barrier\) where a thread outside the counterexample \(another work-item of the group: ids are dense\) may have stored with (BEFORE|AFTER).s store\(i32 1, getelementptr i32 strides\(4\) ptr addrspace\(3\)\(%tmp, llvm\.amdgcn\.workitem\.id\.x\(\)\)\) \(an address that depends on the thread\)'
if grep -Eq '^f: (preserved|broken|not single-thread equivalent)' "$OUT"; then
  fail memory_outside_never_broken "a counterexample resting on an outside thread's store" "$(head -c 400 "$OUT")"
else ok memory_outside_never_broken; fi

run transform --no-db "$D/lid.before.ll" "$D/lid.after.ll"
expect_rc memory_lid_status 1
expect_out memory_lid_verdict '^f: broken \(k=2, L=3\)$'

# A load moved above the barrier whose value only a store reads (no
# branch, no convergent call): one thread alone stores the same value in
# both programs, another thread's store past the barrier makes them differ
# (stored.after.ll's hand derivation, a user's hand-made miscompile).
# lead said "preserved within k=2, L=12" and, with --unbounded,
# "preserved (proven for every L ...)"; in a loop (storedloop), "preserved
# within k=2, L=12".  The guard: a value loaded past the barrier in both
# programs and rewritten (x + x as x << 1) stays preserved.
for c in stored storedloop; do
  for u in "" --unbounded; do
    run transform --no-db $u "$D/$c.before.ll" "$D/$c.after.ll"
    expect_rc "memory_${c}${u}_status" 2
    expect_out "memory_${c}${u}_verdict" '^f: unknown (within k=2, L=12|for every L): .*rest on what other threads store past a synchronisation point'
    if grep -Eq '^f: (preserved|broken|not single-thread equivalent)' "$OUT"; then
      fail "memory_${c}${u}_never_preserved" "a stored value resting on other threads' stores" "$(head -c 400 "$OUT")"
    else ok "memory_${c}${u}_never_preserved"; fi
  done
done
run transform --no-db "$D/stored.before.ll" "$D/stored.after.ll"
expect_out memory_stored_names_load 'a value a thread stores differs between the programs only if another thread stores in between \(a load of addrspace\(3\) memory at getelementptr i32 strides\(4\) ptr addrspace\(3\)\(%tmp, and i32\(add i32\(llvm\.amdgcn\.workitem\.id\.x\(\), i32 1\), i32 63\)\) reads, in one program, past one synchronisation point \(the latest: llvm\.amdgcn\.s\.barrier\) and, in the other, past 0'
run transform --no-db "$D/stored_same.before.ll" "$D/stored_same.after.ll"
expect_rc memory_stored_same_status 0
expect_out memory_stored_same_verdict '^f: preserved within k=2, L=12 '

# Shared accesses on different sides of a barrier (a user's hand-made
# miscompiles): the store that publishes %v sunk below the barrier, the
# same store removed, the load moved above the barrier with its value
# going through float arithmetic the check leaves uninterpreted -- each
# one unknown (the hand derivations in sunk.after.ll, removed.after.ll,
# float.after.ll), never preserved; lead said "preserved within k=2,
# L=12" for all three.  An atomicrmw on a work-group counter moved below
# the barrier (user 15; atomic.after.ll): the atomic is an access of the
# interval it ends -- lead said preserved, "proven for every L" with
# --unbounded.  The guards stay: stored_same, and the flat
# spaces_flat and cast pairs below.
for c in stored:sunk stored:removed float:float atomic:atomic twostores:twostores; do
  b=${c%%:*} a=${c##*:}
  run transform --no-db "$D/$b.before.ll" "$D/$a.after.ll"
  expect_rc "memory_sched_${a}_status" 2
  expect_out "memory_sched_${a}_verdict" '^f: unknown within k=2, L=12: .*the programs access shared memory on different sides of a synchronisation point'
  expect_out "memory_sched_${a}_names" "^  the programs access shared memory on different sides of a synchronisation point \\((BEFORE|AFTER)'s thread (stores|loads) addrspace\\(3\\) memory (before its first synchronisation point|after its synchronisation point 1)"
  if grep -Eq '^f: (preserved|broken|not single-thread equivalent)' "$OUT"; then
    fail "memory_sched_${a}_never_preserved" "an access moved across the barrier" "$(head -c 400 "$OUT")"
  else ok "memory_sched_${a}_never_preserved"; fi
done

run transform --no-db --unbounded "$D/atomic.before.ll" "$D/atomic.after.ll"
expect_out memory_sched_atomic_unbounded '^f: unknown for every L: .*the programs access shared memory on different sides of a synchronisation point'

# Address spaces apart (model/values.h cv_addrspaces_disjoint): a dead
# store to work-group memory dropped before a load through a global
# pointer is preserved (spaces.after.ll's hand derivation; lead said
# "not single-thread equivalent (k=2, L=3)", a witness reading the LDS 7
# back through %buf); through a flat pointer, which may point at it, the
# same drop stays not single-thread equivalent (spaces_flat.after.ll).
run transform --no-db "$D/spaces.before.ll" "$D/spaces.after.ll"
expect_rc memory_spaces_status 0
expect_out memory_spaces_verdict '^g: preserved within k=2, L=12 '
# The same at -O0, both accesses through flat pointers whose definitions
# say what they are based on (spaces_o0.after.ll's hand derivation): an
# LDS array's cast and a global argument's inttoptr(ptrtoint): preserved.
run transform --no-db "$D/spaces_o0.before.ll" "$D/spaces_o0.after.ll"
expect_rc memory_spaces_o0_status 0
expect_out memory_spaces_o0_verdict '^g: preserved within k=2, L=12 '
run transform --no-db "$D/spaces_flat.before.ll" "$D/spaces_flat.after.ll"
expect_rc memory_spaces_flat_status 1
expect_out memory_spaces_flat_verdict '^g: not single-thread equivalent \(k=2, L=3\)$'

# InferAddressSpaces on a -O0 __shared__ array: the constant expression
# `addrspacecast (ptr addrspace(3) @buf to ptr)` and @buf are one object
# (cast.after.ll's hand derivation): preserved; the stored-value check
# alone, with the cast a term of its own, said unknown.
run transform --no-db "$D/cast.before.ll" "$D/cast.after.ll"
expect_rc memory_cast_status 0
expect_out memory_cast_verdict '^f: preserved within k=2, L=12 '

# SROA of a helper whose arguments live in addrspace(5) allocas reached
# through addrspacecast, called in a loop (the user's waterfall.hip steps
# 019 and 024 of default<O2>, reduced): expanded into the loop, the
# helper's allocas run once per iteration, a new object each time, and the
# load through the cast reads the latest store (helper.after.ll's hand
# derivation): preserved.  lead said "unknown ... a value the replay
# cannot compute ([load i32, ptr %, align 4]#1)" (memory_helper_status,
# _verdict and _helper_verdict fail there).  The guard reads the other
# slot (helper_wrong.after.ll): a single-thread difference, never
# preserved.
run transform --no-db "$D/helper.before.ll" "$D/helper.after.ll"
expect_rc memory_helper_status 0
expect_out memory_helper_verdict '^k: preserved within k=2, L=12 '
expect_out memory_helper_helper_verdict '^first: preserved within k=2, L=12 '
run transform --no-db "$D/helper.before.ll" "$D/helper_wrong.after.ll"
expect_out memory_helper_wrong_verdict '^k: not single-thread equivalent \(k=2, L=[0-9]+\)$'
expect_out memory_helper_wrong_names_args "AFTER's @llvm\.amdgcn\.readfirstlane\.i32\(llvm\.amdgcn\.workitem\.id\.x\(\)\) occurrence 1 is given other arguments than BEFORE's @llvm\.amdgcn\.readfirstlane\.i32\(load i32\(getelementptr i32 strides\(4\) ptr\(%key, zext i64\(llvm\.amdgcn\.workitem\.id\.x\(\)\)\)\)\) occurrence 1"
if grep -Eq '^(k|first): preserved' "$OUT"; then
  fail memory_helper_wrong_never_preserved "a load through the cast read from the other slot" "$(head -c 400 "$OUT")"
else ok memory_helper_wrong_never_preserved; fi
run transform --no-db "$D/helper.before.ll" "$D/helper.before.ll"
expect_rc memory_helper_self_status 0
expect_out memory_helper_self_verdict '^k: preserved'

# An alloca in a loop is a new object at each iteration, undefined until
# stored (docs/design.md "Memory"): a read before the iteration's store is
# no earlier iteration's value (fresh.after.ll's hand derivation).  A guard
# of the slots' reset: lead says the same (it did not resolve a loop's
# alloca); without the reset the check said "not single-thread equivalent".
run transform --no-db "$D/fresh.before.ll" "$D/fresh.after.ll"
expect_rc memory_fresh_status 2
expect_out memory_fresh_verdict '^f: unknown within k=2, L=12: '
if grep -Eq '^f: (broken|not single-thread equivalent)' "$OUT"; then
  fail memory_fresh_never_broken "a counterexample reading an earlier iteration's object" "$(head -c 400 "$OUT")"
else ok memory_fresh_never_broken; fi

# A load the slots do not resolve (a GEP into an addrspacecast alloca):
# unknown, the value named by its instruction's own text, not the label
# "[load i32, ptr %, align 4]#1" lead printed, and a thread without
# decisions said so, not an empty "thread 1:" heading (label.after.ll's
# hand derivation; memory_label_names and _no_decision fail on lead).
run transform --no-db "$D/label.before.ll" "$D/label.after.ll"
expect_rc memory_label_status 2
expect_out memory_label_verdict '^k: unknown within k=2, L=12: '
expect_out memory_label_names "BEFORE's @llvm\.amdgcn\.readfirstlane\.i32\(\[%0 = load i32, ptr %p, align 4\]#1\) occurrence 1"
expect_out memory_label_no_decision '^    thread 1: no decision$'
if grep -q 'ptr %,' "$OUT"; then fail memory_label_no_bare_percent "$(grep 'ptr %,' "$OUT" | head -2)"
else ok memory_label_no_bare_percent; fi
if grep -q '^    thread [0-9]*:$' "$OUT"; then fail memory_label_no_empty_thread "$(grep -A1 '^    thread [0-9]*:$' "$OUT" | head -2)"
else ok memory_label_no_empty_thread; fi

# the same programs, each against itself: nothing moved, nothing unknown
for c in shared private own other outside lid stored storedloop stored_same spaces spaces_o0 cast float atomic twostores; do
  run transform --no-db "$D/$c.before.ll" "$D/$c.before.ll"
  expect_rc "memory_${c}_self_status" 0
  expect_out "memory_${c}_self_verdict" "^[fg]: preserved"
done
