#!/bin/sh
# tests/tools/calls.sh DIR — the file-level call graph of the object files
# DIR/*.o (one folder of the library, e.g. encode/), read from their symbol
# tables with nm: file A calls file B when A uses (nm: U) a global symbol
# that B defines.  Prints one line per edge, "A -> B: sym1 sym2 ...", then
# for every set of files that call each other round in a loop (a strongly
# connected component of more than one file) a line "cycle: A B ...".
# Exit status: 0 no cycle, 1 a cycle, 2 no objects or no nm.
# Used by tests/cli/smt_calls.sh (issue 13: encode/ without a call loop).
dir=${1:?usage: calls.sh DIR}
command -v nm >/dev/null 2>&1 || { echo "calls.sh: nm not found" >&2; exit 2; }
set -- "$dir"/*.o
[ -e "$1" ] || { echo "calls.sh: no object files in $dir" >&2; exit 2; }
for o in "$@"; do
  f=$(basename "$o" .o)
  # "D file sym" for a global definition, "U file sym" for a use
  nm "$o" | awk -v f="$f" '
    NF == 2 && $1 == "U" { print "U", f, $2; next }
    NF == 3 && $2 ~ /^[TDBRCGSV]$/ { print "D", f, $3 }'
done | awk '
  $1 == "D" { def[$3] = $2; next }
  { use[++nu] = $2 " " $3 }
  END {
    for (i = 1; i <= nu; i++) {
      split(use[i], u, " ")
      to = def[u[2]]
      if (to == "" || to == u[1]) continue
      e = u[1] SUBSEP to
      if (!(e in syms)) { edges[++ne] = e; syms[e] = "" }
      syms[e] = syms[e] " " u[2]
      nodes[u[1]]; nodes[to]
    }
    n = 0
    for (x in nodes) name[++n] = x
    # sort the names (insertion sort: a handful of files)
    for (i = 2; i <= n; i++) { v = name[i]; for (j = i - 1; j > 0 && name[j] > v; j--) name[j + 1] = name[j]; name[j + 1] = v }
    for (i = 1; i <= n; i++) id[name[i]] = i
    for (k = 1; k <= ne; k++) {
      split(edges[k], p, SUBSEP)
      reach[id[p[1]], id[p[2]]] = 1
      line[k] = p[1] " -> " p[2] ":" syms[edges[k]]
    }
    # sort the edge lines
    for (i = 2; i <= ne; i++) { v = line[i]; for (j = i - 1; j > 0 && line[j] > v; j--) line[j + 1] = line[j]; line[j + 1] = v }
    for (k = 1; k <= ne; k++) print line[k]
    for (m = 1; m <= n; m++)  # Warshall: reach[a,b] = a calls b, directly or not
      for (a = 1; a <= n; a++)
        if (reach[a, m]) for (b = 1; b <= n; b++) if (reach[m, b]) reach[a, b] = 1
    cycles = 0
    for (a = 1; a <= n; a++) {
      if (done[a] || !reach[a, a]) continue
      s = "cycle:"
      for (b = 1; b <= n; b++) if (b == a || (reach[a, b] && reach[b, a])) { s = s " " name[b]; done[b] = 1 }
      print s; cycles++
    }
    exit cycles ? 1 : 0
  }'
