# bench/uninvert.awk — rewrites LLVM IR so that conditional branches test
# the conditions the original program tested, not their negations:
#   - a branch on "%n = xor i1 %c, true" (how structurizecfg and
#     fix-irreducible invert a condition) branches on %c, its two
#     successors exchanged;
#   - a branch on an i1 phi whose incoming values are all such negations
#     or constants (structurizecfg's Flow blocks, fix-irreducible's guards)
#     branches on a new phi "%uninv.K" of the un-negated values (constants
#     negated), successors exchanged.
# The result is the same program (LangRef 'br', 'xor', 'phi'); it lets
# `convcheck transform`, whose term abstraction gives a condition and its
# negation independent outcomes, relate the two programs' conditions
# (docs/transform-audit.md "The sweep's CFGs").  Usage: awk -f uninvert.awk F
{ line[NR] = $0 }
match($0, /^ *%[-A-Za-z0-9_.$]+ = xor i1 %[-A-Za-z0-9_.$]+, true *$/) {
  n = $1; x = $5; sub(/,$/, "", x); inv[n] = x
}
END {
  # phis of negations and constants
  for (i = 1; i <= NR; i++) {
    s = line[i]
    if (s !~ /^ *%[-A-Za-z0-9_.$]+ = phi i1 /) continue
    split(s, w, " = phi i1 ")
    name = w[1]; sub(/^ */, "", name)
    rest = w[2]; ok = 1; out = ""
    while (match(rest, /\[ [^],]+, %[-A-Za-z0-9_.$]+ \]/)) {
      item = substr(rest, RSTART + 2, RLENGTH - 4)
      rest = substr(rest, RSTART + RLENGTH)
      split(item, pv, ", ")
      v = pv[1]
      if (v == "true") v = "false"
      else if (v == "false") v = "true"
      else if (v in inv) v = inv[v]
      else { ok = 0; break }
      out = out (out == "" ? "" : ", ") "[ " v ", " pv[2] " ]"
    }
    if (!ok || out == "") continue
    k++
    inv[name] = "%uninv." k
    extra[i] = "  %uninv." k " = phi i1 " out
  }
  for (i = 1; i <= NR; i++) {
    s = line[i]
    if (s ~ /^ *br i1 %[-A-Za-z0-9_.$]+, label %[-A-Za-z0-9_.$]+, label %[-A-Za-z0-9_.$]+ *$/) {
      split(s, f, " ")
      c = f[3]; sub(/,$/, "", c)
      if (c in inv) {
        a = f[5]; sub(/,$/, "", a)
        match(s, /^ */)
        s = sprintf("%sbr i1 %s, label %s, label %s", substr(s, 1, RLENGTH), inv[c], f[7], a)
      }
    }
    print s
    if (i in extra) print extra[i]
  }
}
