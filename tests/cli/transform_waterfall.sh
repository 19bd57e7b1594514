# A waterfall loop at -O0 through default<O3> (issue 27): a new user's HIP
# kernel had three steps unknown, SROA, InferAddressSpaces and LoopDeletion
# ("a convergent call without side effects runs more often in BEFORE"), all
# correct transforms.  tests/cli/transform_waterfall/: the kernel reduced by
# hand (waterfall-o0.before.ll), each of the three steps as opt-22 makes it,
# a .tcase each with its hand derivation; and a miscompile written by hand
# (waterfall-rfl-store.tcase), broken by the values it stores.
. "$TOP/tests/cli/lib.sh"
W="$TOP/tests/cli/transform_waterfall"

tcases "$W" transform_waterfall

# the steps are opt-22's own: each AFTER is its pass run on its BEFORE now
for s in "sroa waterfall-o0.before.ll waterfall-o0.sroa.ll" \
         "infer-address-spaces waterfall-o0.sroa.ll waterfall-o0.ias.ll" \
         "loop(loop-deletion) waterfall-o0.ias.ll waterfall-o0.ld.ll"; do
  set -- $s
  if opt-22 -S -passes="$1" "$W/$2" 2>/dev/null | sed -n '/^target triple/,$p' >"$TMPD/opt.ll" &&
     sed -n '/^target triple/,$p' "$W/$3" | diff -q - "$TMPD/opt.ll" >/dev/null
  then ok "transform_waterfall_opt_$1"; else fail "transform_waterfall_opt_$1" "opt-22 -passes=$1 $2 is not $3"; fi
done

# the whole pipeline on the reduced kernel: every step that changed the
# function preserved, IPSCCP's too.  IPSCCP adds only flags: `zext nneg` of
# llvm.amdgcn.workitem.id.x, whose declaration says range(i32 0, 1024) (a
# value below 2^31, never negative: the flag never makes it poison), and
# `trunc nuw nsw` of ctpop of a 64-bit ballot (at most 64, fits: never
# poison either).  The check now gives the zext nneg of a value known in
# [0, 1024) the zext's term (model/values.c flags_never_violated), so the
# readfirstlane in the loop, whose argument is loaded through it, is one
# event in both programs; the trunc reaches only a store, which the check
# does not compare once the events match (docs/transforms.md "What is
# compared").  Before, the zext's flag made the argument another term and
# the step was unknown with a false reason ("runs more often").
run transform --pipeline 'default<O3>' "$W/waterfall-o0.before.ll"
expect_rc transform_waterfall_pipeline_status 0
expect_out transform_waterfall_pipeline_none_unknown '^summary: .* 0 broken, 0 not single-thread equivalent, 0 AFTER invalid, 0 unknown;'
expect_out transform_waterfall_pipeline_ipsccp '^ +[0-9]+ +IPSCCPPass +waterfall +preserved '
expect_out transform_waterfall_pipeline_sroa '^ +[0-9]+ +SROAPass +waterfall +preserved '
expect_out transform_waterfall_pipeline_deletion '^ +[0-9]+ +LoopDeletionPass +waterfall +preserved '

# the miscompile's counterexample names the call and the store: by hand
# (its .tcase) the thread that loops twice stores its own key in BEFORE,
# the first lane's in AFTER, made by the entry's instance with both threads
run transform "$W/waterfall-rfl-store.before.ll" "$W/waterfall-rfl-store.hoisted.ll"
expect_out transform_waterfall_store_names "^  BEFORE's %2 = llvm.amdgcn.readfirstlane.i32 runs more often than AFTER's"
expect_out transform_waterfall_store_next "AFTER's %2 = llvm.amdgcn.readfirstlane.i32 \\(@llvm.amdgcn.readfirstlane.i32#1\\) converged with threads 1, 2, BEFORE's %2 = llvm.amdgcn.readfirstlane.i32 \\(@llvm.amdgcn.readfirstlane.i32#2\\) converged with thread [12] alone$"
