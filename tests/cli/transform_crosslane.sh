# Cross-lane results the query and the replay compute alike (issue 27: on a
# user's HIP kernel the replay of a ds.bpermute whose class lacks a thread
# read another function than the query's, 0, and the verdict was "unknown:
# the encoding and the replay disagree").  tests/cli/transform_crosslane/:
# hand-written pairs, a .tcase each with its hand derivation.
. "$TOP/tests/cli/lib.sh"
W="$TOP/tests/cli/transform_crosslane"

tcases "$W" transform_crosslane

# the broken verdict rests on values both programs were replayed on
run transform -k 2 -L 8 "$W/bpermute-alone.before.ll" "$W/bpermute-alone.merged.ll"
expect_out transform_crosslane_replayed "the input's values \(found by Z3; both programs replayed on them\)"

# The user's kernel (transform_counts/heavy.hip, -O0 against -O2): tv said
# unknown at L=9 ("the encoding and the replay disagree" at k=3, "a value
# the replay cannot compute" at k=2).  By hand: -O2 keeps the ballot in the
# `v & 1` arm and the ds.bpermute in the `v & 2` arm of the same iteration
# of the one loop; it rotates the loop (n > 0 tested at the entry), joins
# the two exits (acc > 100, i == n) in a select, and writes the lane
# `(i & 63) << 2` as `(i << 2) & 252`, the same value; no convergent call
# crosses a branch, so every input's communicating sets agree: preserved.
# Within k=2, L=9 the check now decides every input (a thread gone on to
# the next iteration no longer leaves the previous iteration's bpermute open).
H="$TOP/tests/cli/transform_counts"
run transform -k 2 -L 9 "$H/heavy.O0.ll" "$H/heavy.O2.ll"
expect_rc transform_crosslane_heavy_status 0
expect_out transform_crosslane_heavy_preserved '^_Z5heavyPKiPii: preserved within k=2, L=9 '

# A thread alone (issue 27): the witness of alone-chain-id5 gives id 5 (by
# hand: the only id that tells the programs apart), and it was replayed
run transform -k 2 -L 8 --function f "$W/alone-chain.before.ll" "$W/alone-chain-id5.after.ll"
expect_out transform_crosslane_alone_id5 "thread 1: llvm.amdgcn.workitem.id.x = 5$"
expect_out transform_crosslane_alone_replayed "the input's values \(found by Z3; both programs replayed on them\)"

# An argument the replay cannot compute is named, with what would decide it
# (issue 27: a user read "a convergent call's result" with no next step).
# float-arg: AFTER writes fadd %x, 1.0 as fadd 1.0, %x; floats are
# uninterpreted (both are applications of one function, not known equal), so
# a thread alone may pass the call two values: unknown, and the reason names
# the bitcast of the fadd -- no convergent result is involved (tv said one was).
run transform -k 2 -L 8 --function f "$W/float-arg.before.ll" "$W/float-arg.after.ll"
expect_rc transform_crosslane_float_unknown 2
expect_out transform_crosslane_float_named "replay cannot compute \(bitcast i32\(fadd float"

# The user's kernel through sroa,early-cse,instcombine as one step (tv:
# unknown at L=12, the one-thread candidate of BEFORE's free convergent
# results).  By hand (opt-22 -passes='sroa,early-cse,instcombine'): the
# same 12 blocks and edges; the ballot stays in %if.then, the ds.bpermute
# in %if.then10; the ballot's operand `icmp ne (zext (v > 2)), 0` is v > 2;
# the lane `(i & 63) << 2` is written `(i << 2) & 252`, the same bits; the
# data and acc (`trunc (sext acc + ballot)` as `acc + trunc ballot`) are
# the same numbers; the element index `sext (t + i)` as `zext nneg (t + i)`
# with t in [0, 1024) and i from 0 up: the same address.  So each thread
# takes the same blocks and every call instance gets the same arguments
# and the same threads in both: preserved.
run transform --no-db -k 2 -L 12 --pass 'sroa,early-cse,instcombine' "$H/heavy.O0.ll"
expect_rc transform_crosslane_heavy_sei_status 0
expect_out transform_crosslane_heavy_sei_preserved '^_Z5heavyPKiPii: preserved within k=2, L=12 '
