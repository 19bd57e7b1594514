# bench/cfg-skeleton.awk — the control-flow skeleton of the functions of an
# LLVM IR file, for bench/transform-sweep.sh: per block its label, its
# convergent calls and convergence-control intrinsics in order (with their
# operands and token bundles) and its terminator's successors.  Two files
# with the same skeleton have the same CFG and the same convergent calls in
# the same places; what else a pass changed (phis, loads, LCSSA) is left out.
/^define / { inf = 1; print "fn " $0; next }
inf && /^}/ { inf = 0; next }
!inf { next }
/^[-A-Za-z0-9_.$"]+:/ { l = $0; sub(/:.*/, "", l); print "block " l; next }
/@convcheck\.op\(|@llvm\.experimental\.convergence\./ {
  s = $0; sub(/^ *%[-A-Za-z0-9_.$]+ = /, "", s); sub(/^ *(tail|musttail|notail) /, "", s); gsub(/%[-A-Za-z0-9_.$]+/, "%", s)
  print "  " s; next
}
/^ *(br|switch|ret|unreachable)/ {
  s = $0; gsub(/i1 %[-A-Za-z0-9_.$]+,/, "", s); print "  " s; next
}
