# bench/uninvert.awk — rewrites LLVM IR so that a conditional branch on
# "%n = xor i1 %c, true" (how structurizecfg inverts a condition) branches
# on %c with its two successors exchanged: the same program (LangRef, 'br'
# and 'xor'), whose condition is the term BEFORE tests, so that
# `convcheck transform` can relate the two (docs/transform-audit.md "The
# sweep's CFGs").  Two passes over the file: awk -f uninvert.awk F F.
FNR == NR {
  if (match($0, /^ *%[-A-Za-z0-9_.$]+ = xor i1 %[-A-Za-z0-9_.$]+, true *$/)) {
    n = $1; x = $5; sub(/,$/, "", x); inv[n] = x
  }
  next
}
/^ *br i1 %[-A-Za-z0-9_.$]+, label %[-A-Za-z0-9_.$]+, label %[-A-Za-z0-9_.$]+ *$/ {
  c = $3; sub(/,$/, "", c)
  if (c in inv) {
    a = $5; sub(/,$/, "", a); b = $7
    match($0, /^ */)
    printf "%sbr i1 %s, label %s, label %s\n", substr($0, 1, RLENGTH), inv[c], b, a
    next
  }
}
{ print }
