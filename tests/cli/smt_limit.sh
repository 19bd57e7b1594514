# tests/cli/smt_limit.sh — `mconv --engine smt --timeout T` ends, as a whole
# process, soon after T even when building the encoding alone would take
# far longer (issue 17: the time limit is checked while the encoding is
# built, not only before each query).  The program: the closed path of
# corpus/spec/cu-diverged-entry-header-r.cfg with four uniform branches
# more (3 hierarchies), at the largest bounds k = 4, L = 64; before the
# check the command below ran about 40 s on an idle machine (bench/HISTORY.md,
# "SMT engine: the time limit"), with it under 1 s.  The bound of 10 s is
# generous for a loaded machine and still far below the build.
. "$TOP/tests/cli/lib.sh"
now() { date +%s.%N; }
cat >"$TMPD/big.cfg" <<'CFG'
function big
Entry -> P, R
P -> Q
Q -> R, S divergent
R -> S
S -> P, T
T -> P, U
U -> R, V
V -> P, Exit
Exit
CFG
t0=$(now)
run mconv --engine smt --timeout 300 -k 4 -L 64 "$TMPD/big.cfg"
t1=$(now)
wall=$(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }')
expect_rc "mconv --timeout 300 at k=4 L=64: no verdict, exit 2" 2
expect_out "mconv --timeout 300 at k=4 L=64: undecided blocks say unknown" '^  P +unknown within k=4, L=64: smt: time limit'
expect_err "mconv --timeout 300 at k=4 L=64: the error names the limit" 'time limit on [0-9]+ blocks: no verdict'
if awk -v w="$wall" 'BEGIN { exit !(w < 10) }'; then
  ok "mconv --timeout 300 at k=4 L=64 ends within 10 s (the limit checked while building)"
else
  fail "mconv --timeout 300 at k=4 L=64 ends within 10 s (the limit checked while building)" "wall $wall s"
fi

# --timeout is one deadline for the whole command, counted from the
# process's start (cli_time_share): five functions that each need far more
# than the limit share 2 s, where a limit per call would take at least
# 5 x 1.8 s.  The bound of 6 s leaves room for a loaded machine and is
# still below what a limit per function would take.
for i in 1 2 3 4 5; do sed "s/^function big/function big$i/" "$TMPD/big.cfg"; echo; done >"$TMPD/five.cfg"
t0=$(now)
run mconv --engine smt --timeout 2000 -k 4 -L 64 "$TMPD/five.cfg"
t1=$(now)
wall=$(echo "$t0 $t1" | awk '{ printf "%.2f", $2 - $1 }')
expect_rc "mconv --timeout 2000 on five functions: no verdict, exit 2" 2
expect_out "mconv --timeout 2000 on five functions: the last one checked too, unknown" \
  'function big5: .*--timeout for the command'
if awk -v w="$wall" 'BEGIN { exit !(w < 6) }'; then
  ok "mconv --timeout 2000 on five functions ends within 6 s (one deadline for the command)"
else
  fail "mconv --timeout 2000 on five functions ends within 6 s (one deadline for the command)" "wall $wall s"
fi
