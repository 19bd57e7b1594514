# hostile: every command on every file of tests/hostile (and a few too
# large to keep, generated here) ends within its --timeout -- or, for a
# command without one, a guard -- with exit status 0, 1 or 2, an error
# that names the file, and no sanitizer report (tests/cli/zz_asan.sh runs
# this script with the ASan/UBSan build: CONVCHECK, HOSTILE_TAG, and
# HOSTILE_TIMING=0, as the sanitizers' own cost is no overrun).  Issue 29.
# A run's time counts from the fork: --timeout counts from the process's
# start, so 10 % over it (and 300 ms for the machine) in CPU time (the
# process's and its children's, user + system: what a command that ignored
# its deadline would burn) is a failure, and so is three times that in wall
# time (a wall-time limit alone failed on a loaded machine, where a command
# that stops at its deadline is still descheduled past it).
. "$TOP/tests/cli/lib.sh"
H=$TOP/tests/hostile
TAG=${HOSTILE_TAG:-hostile}
GUARD=${HOSTILE_GUARD_S:-30}
gen=$TMPD/gen
mkdir -p "$gen"
# a chain of 100,000 blocks (each walk iterative: no exit 139)
awk 'BEGIN { print "define void @chain() {"; print "b0:";
  for (i = 1; i < 100000; i++) { printf "  br label %%b%d\nb%d:\n", i, i } print "  ret void"; print "}" }' >"$gen/chain100k.ll"
awk 'BEGIN { for (i = 0; i < 99999; i++) printf "b%d -> b%d\n", i, i + 1; print "b99999" }' >"$gen/chain100k.cfg"
# 500 nested natural loops (cycle nesting as deep as the CFG is long)
awk 'BEGIN { n = 500; print "Entry -> h0"; for (i = 0; i < n - 1; i++) printf "h%d -> h%d\n", i, i + 1;
  printf "h%d -> e%d\n", n - 1, n - 1; for (i = n - 1; i > 0; i--) printf "e%d -> h%d, e%d divergent\n", i, i, i - 1;
  print "e0 -> h0, X divergent"; print "X" }' >"$gen/nest500.cfg"
# a store with runs, and the same with its middle overwritten
for i in 1 2 3; do "$CONVCHECK" corpus --db "$gen/store-runs.db" --quiet "$TOP/corpus/spec" >/dev/null 2>&1; done
cp "$gen/store-runs.db" "$gen/store-damaged.db"
pages=$(( $(wc -c <"$gen/store-damaged.db") / 4096 ))
yes 'not a page' | head -c $(( (pages / 4 + 1) * 4096 )) |
  dd of="$gen/store-damaged.db" bs=4096 seek=$(( pages / 2 )) conv=notrunc 2>/dev/null

# cpu_ms: CPU_MS = this shell's children's CPU time so far, user + system,
# in ms (`times` run in this shell, not in a $(...) subshell, whose own
# children are none; its second line: "0m1.230000s 0m0.040000s")
cpu_ms() {
  times >"$TMPD/times"
  CPU_MS=$(sed -n 2p "$TMPD/times" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60000 + a[2] * 1000 } printf "%d\n", t }')
}

bad=0 runs=0 slow=""
# one NAME FILE ARGS...: one run; TIMED=1 when ARGS hold --timeout $T
one() {
  _file=$1; shift
  cpu_ms; _s=$(date +%s%N) _c=$CPU_MS
  timeout -k 5 "$_guard" "$CONVCHECK" "$@" >"$OUT" 2>"$ERR"; RC=$?
  _ms=$(( ($(date +%s%N) - _s) / 1000000 )); cpu_ms; _cms=$((CPU_MS - _c))
  runs=$((runs + 1))
  _why=""
  case $RC in 0|1|2) ;; 124|137) _why="still running after ${_guard} s (killed)" ;; *) _why="exit status $RC" ;; esac
  [ -z "$_why" ] && [ "$TIMED" = 1 ] && [ "${HOSTILE_TIMING:-1}" = 1 ] &&
    { [ "$_cms" -gt "$LIMIT" ] || [ "$_ms" -gt $((LIMIT * 3)) ]; } &&
    _why="$_cms ms CPU, $_ms ms wall for --timeout $T"
  [ -z "$_why" ] && grep -qE 'Sanitizer|runtime error|LeakSanitizer' "$ERR" && _why="sanitizer: $(grep -m1 -E 'Sanitizer|runtime error' "$ERR")"
  # exit 2 names the file (its path, as given, or its base name): an error
  # on stderr, or an unknown verdict in the report (corpus --quiet, transform)
  _base=$(basename "$_file")
  [ -z "$_why" ] && [ "$RC" -eq 2 ] && ! grep -qF "$_base" "$ERR" && ! grep -qF "${_base%.*}" "$OUT" &&
    _why="exit 2 without the file's name: $(head -c 200 "$ERR")"
  if [ -n "$_why" ]; then
    bad=$((bad + 1))
    fail "${TAG}_$(basename "$_file")_$1" "convcheck $*" "$_why"
  fi
  [ "$_ms" -gt 3000 ] && slow="$slow $1:$(basename "$_file"):${_ms}ms"
  return 0
}

for f in "$H"/* "$gen"/*; do
  # reading is not bounded by --timeout (LLVM's parser, the verifier): the
  # generated files of megabytes get 5 s
  T=${HOSTILE_TIMEOUT_MS:-1000}
  case $f in "$gen"/*) T=$(( T * 5 )) ;; esac
  LIMIT=$(( T * 11 / 10 + 300 ))
  case $f in
    *.md) continue ;;
    *.db)
      TIMED=0 _guard=$GUARD
      one "$f" results --db "$f" list
      one "$f" results --db "$f" totals
      one "$f" results --db "$f" export last
      one "$f" results --db "$f" diff prev last
      one "$f" results --db "$f" report --html "$TMPD/html-$(basename "$f")"
      one "$f" corpus --db "$f" --quiet "$TOP/corpus/spec/cu-natural-loop.cfg"
      continue ;;
  esac
  TIMED=0 _guard=$GUARD
  one "$f" cycles "$f"
  one "$f" analyze "$f"
  one "$f" verify "$f"
  one "$f" corpus --no-db --quiet "$f"
  TIMED=1 _guard=$(( T * 2 / 1000 + 3 ))
  one "$f" converge --timeout "$T" "$f"
  one "$f" mconv --timeout "$T" "$f"
  one "$f" uniformity --timeout "$T" "$f"
  one "$f" uniformity --engine both --timeout "$T" "$f"
  one "$f" transform --timeout "$T" "$f" "$f"
  one "$f" audit --timeout "$T" --opt-timeout "$T" "$f"
  case $f in *.ll) one "$f" reduce --check --not-mconverged entry --timeout "$T" --opt-timeout "$T" "$f" ;; esac
done
[ "$bad" -eq 0 ] && ok "${TAG}_all: $runs runs, every one within its limit with exit 0, 1 or 2"
[ -n "$slow" ] && printf '  slowest:%s\n' "$slow"
