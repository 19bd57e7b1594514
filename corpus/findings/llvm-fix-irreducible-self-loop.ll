; opt-22 -passes=fix-irreducible aborts on this function ("PHINode should
; have one entry for each predecessor of its parent basic block!", then
; "LLVM ERROR: Broken module found").  Found by bench/transform-sweep.sh
; (docs/transform-audit.md "The sweep's CFGs"): 4-block sweep shapes whose
; irreducible cycle {H, X} is entered at H and at X, H having a self-loop
; and a phi.  The pass redirects the cycle's entries through a guard block
; and rewrites H's phi, but the rewritten phi keeps no incoming value for
; the self-loop edge H -> H.  Without the phi (or without the self-loop)
; the pass succeeds.  Reduced by hand from sweep program s1002_m4.
; tests/cli/transform_sweep.sh checks that opt-22 still fails this way.
define void @f(i1 %a, i1 %b) {
entry:
  br i1 %a, label %H, label %X

H:
  %v = phi i64 [ 0, %entry ], [ %n, %H ], [ %w, %X ]
  %n = add i64 %v, 1
  br i1 %b, label %H, label %X

X:
  %w = phi i64 [ %n, %H ], [ 0, %entry ]
  br label %H
}
