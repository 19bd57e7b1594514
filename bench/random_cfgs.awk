# bench/random_cfgs.awk — random .cfg programs for the unbounded engine's
# benchmark (issue 26): COUNT programs of 4 to 7 blocks from SEED, written
# as DIR/rNNNN.cfg.  The same files for the same seed with any awk: the
# generator is Park and Miller's minimal standard (x * 16807 mod 2^31 - 1,
# exact in awk's doubles), not awk's rand().
#
#   awk -v seed=1 -v count=1000 -v dir=DIR -f bench/random_cfgs.awk
#
# Each program: blocks B0 (the entry, never a branch target, as in LLVM IR)
# to B<n-1>; a tree from the entry makes every block reachable; then each
# block gets 0 to 3 more successors (up to 4: a switch), any block but the
# entry, itself included (self-loops, back edges, and edges into the middle
# of cycles: irreducible cycles with several entries, nested); with
# probability 0.7 the last block is an exit.  A block with several
# successors branches `divergent` or `uniform`, one each half of the time.
function rnd(   ) { state = (state * 16807) % 2147483647; return state }
function pick(n) { return rnd() % n }
BEGIN {
  if (seed == "") seed = 1
  if (count == "") count = 1000
  if (dir == "") dir = "."
  state = (seed % 2147483646) + 1
  for (k = 0; k < 10; k++) rnd()
  for (g = 1; g <= count; g++) {
    n = 4 + pick(4)
    exit_last = pick(10) < 7
    for (v = 0; v < n; v++) ns[v] = 0
    for (v = 1; v < n; v++) { u = pick(v); succ[u, ns[u]++] = v }
    for (v = 0; v < n; v++) {
      if (exit_last && v == n - 1) continue
      extra = pick(4)
      for (j = 0; j < extra && ns[v] < 4; j++) {
        w = 1 + pick(n - 1)
        dup = 0
        for (i = 0; i < ns[v]; i++) if (succ[v, i] == w) dup = 1
        if (!dup) succ[v, ns[v]++] = w
      }
    }
    file = sprintf("%s/r%04d.cfg", dir, g)
    printf "# random CFG %d of seed %d (bench/random_cfgs.awk)\n", g, seed > file
    for (v = 0; v < n; v++) {
      if (ns[v] == 0) { printf "B%d\n", v > file; continue }
      line = sprintf("B%d ->", v)
      for (i = 0; i < ns[v]; i++) line = line sprintf("%s B%d", i ? "," : "", succ[v, i])
      if (ns[v] > 1) line = line (pick(2) ? " divergent" : " uniform")
      print line > file
    }
    close(file)
  }
}
