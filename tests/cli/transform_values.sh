# A dropped cross-lane result decided by the values the threads leave
# (issue 27): where BEFORE runs a used readnone convergent call more often
# than AFTER and the communicating sets match, the threads' effects (stores,
# atomics, returned values) are compared as values under the classes of
# the matched executions (transform/values.c tfI_effects_confirm).
# tests/cli/transform_values/: hand-written pairs, a .tcase each with its
# hand derivation.
. "$TOP/tests/cli/lib.sh"
W="$TOP/tests/cli/transform_values"

tcases "$W" transform_values

# the broken verdict says which store differs, where, with which values,
# and which instances made them; by hand (cse-rfl.tcase) thread 1 is the
# odd one: its second store is at out + 4 * tid + 256, AFTER stores the
# other thread's value there (the first lane's %v), BEFORE its own %v
run transform -k 2 -L 12 "$W/cse-rfl.before.ll" "$W/cse-rfl.after.ll"
expect_rc transform_values_rfl_rc 1
expect_out transform_values_rfl_store "^    thread 1, its effect 2: AFTER's .store i32 %x, ptr addrspace\(1\) %q2, align 4. stores [0-9]+ at 0x[0-9a-f]+, BEFORE's .store i32 %y, ptr addrspace\(1\) %q2, align 4. stores [0-9]+ at 0x[0-9a-f]+$"
expect_out transform_values_rfl_instances "AFTER's %x = llvm.amdgcn.readfirstlane.i32 \(@llvm.amdgcn.readfirstlane.i32#1\) converged with threads 1, 2, BEFORE's %y = llvm.amdgcn.readfirstlane.i32 \(@llvm.amdgcn.readfirstlane.i32#2\) converged with thread 1 alone$"
expect_out transform_values_rfl_replayed "the input's values \(found by Z3; both programs replayed on them\)"
# the witness, recomputed by hand from the values it lists: thread 1 odd,
# thread 2 the first lane (the lower), AFTER's value thread 2's %v, BEFORE's
# thread 1's, the two different, at one address (the same in both)
awk '
  function hex(s,   i, n) { n = 0; s = tolower(substr(s, 3))
    for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
    return n }
  /^    every thread: %out = / { out = $NF }
  /^    thread [12]: llvm.amdgcn.workitem.id.x = / { tid[$2 + 0] = $NF }
  /^    thread [12]: lane = / { lane[$2 + 0] = $NF }
  /^    thread [12]: load i32 at / { v[$2 + 0] = $NF }
  /its effect 2: AFTER/ { split($0, w, " stores "); split(w[2], a, " "); split(w[3], b, " ");
                          av = a[1]; aat = a[3]; sub(/,$/, "", aat); bv = b[1]; bat = b[3] }
  END {
    first = lane[1] < lane[2] ? 1 : 2
    ok = tid[1] % 2 == 1 && tid[2] % 2 == 0 && av == v[first] && bv == v[1] && av != bv &&
         aat == bat && hex(aat) == out + 4 * tid[1] + 256
    exit ok ? 0 : 1 }' "$OUT" && ok transform_values_rfl_witness ||
  fail transform_values_rfl_witness "the witness does not give what the hand derivation does" "$(head -c 1500 "$OUT")"

# the ballot's masks: BEFORE's the odd thread's bit alone, AFTER's both
run transform -k 2 -L 12 "$W/cse-ballot.before.ll" "$W/cse-ballot.after.ll"
awk '
  /^    thread [12]: lane = / { lane[$2 + 0] = $NF }
  /^    thread [12]: llvm.amdgcn.workitem.id.x = / { tid[$2 + 0] = $NF }
  /^    thread [12]: load i32 at / { v[$2 + 0] = $NF }
  /its effect 2: AFTER/ { split($0, w, " stores "); split(w[2], a, " "); split(w[3], b, " ");
                          av = a[1]; bv = b[1] }
  END {
    odd = tid[1] % 2 ? 1 : 2; m = 0
    for (u = 1; u <= 2; u++) if (v[u] % 2) m += 2 ^ lane[u]
    ok = av == m && bv == (v[odd] % 2) * 2 ^ lane[odd] && av != bv
    exit ok ? 0 : 1 }' "$OUT" && ok transform_values_ballot_masks ||
  fail transform_values_ballot_masks "the masks are not the hand derivation's" "$(head -c 1500 "$OUT")"

# a difference resting on an uninterpreted cross-lane value: unknown, the
# call named
run transform -k 2 -L 12 "$W/cse-bpermute.before.ll" "$W/cse-bpermute.after.ll"
expect_out transform_values_bpermute_named "the effects compared as values: .* cross-lane operation whose value the check does not know exactly \(AFTER's %x = llvm.amdgcn.ds.bpermute"

# a differing store that reads shared memory past a barrier: unknown, the
# reason says other threads' stores may give it its value
run transform -k 2 -L 12 "$W/cse-sync.before.ll" "$W/cse-sync.after.ll"
expect_out transform_values_sync_named "the effects compared as values: the effect that differs reads shared memory past a synchronisation point"

# --json: the effect that differs is the counterexample's "effect"
run transform --json -k 2 -L 12 "$W/cse-rfl.before.ll" "$W/cse-rfl.after.ll"
expect_out transform_values_json_effect '"effect":"thread 1, its effect 2: AFTER.s `store i32 %x, ptr addrspace\(1\) %q2, align 4` stores [0-9]+ at 0x[0-9a-f]+, BEFORE.s `store i32 %y, ptr addrspace\(1\) %q2, align 4` stores [0-9]+ at 0x[0-9a-f]+; the value was made by an instance with other threads: '
