#!/bin/sh
# bench/unbounded.sh — the unbounded verdicts (docs/unbounded.md, issue 12):
#   1. per function of LLVM's irreducible UniformityAnalysis tests and of
#      every corpus/spec .cfg: blocks proven / failed / unknown, products,
#      states and engine time (m-convergence, then uniformity), and the wall
#      time of `convcheck mconv --unbounded` per file;
#   2. the cross-check with the bounded engine on every CFG shape up to N
#      blocks (default 5) with every divergence assignment, k=2: up to N-1
#      blocks whole at L=16, N blocks whole at L=8 and every SAMPLE16-th
#      (default 100) at L=16, each in two shards run side by side;
#   3. the signature theorem on every admissible tuple of k=3 (L=5) and k=4
#      (L=4) threads of the same family;
#   4. corpus/transforms: how many cases are decided for every L.
#
#   make -j2 && make bench     # convcheck and bench/unbounded_bench
#   bench/unbounded.sh         # everything (2-3 hours of CPU; bench/README.md)
#   bench/unbounded.sh --quick # families up to 4 blocks (much less)
#   bench/unbounded.sh --only table|family|threads|transforms
# Environment: CONVCHECK (default ./convcheck), BENCH (default
# bench/unbounded_bench), LLVM_TESTS (default ../shared/llvm-tests),
# SAMPLE16 (default 100).
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
cd "$TOP" || exit 2
CONVCHECK=${CONVCHECK:-./convcheck}
BENCH=${BENCH:-bench/unbounded_bench}
LLVM_TESTS=${LLVM_TESTS:-../shared/llvm-tests}
IRR="$LLVM_TESTS/Analysis/UniformityAnalysis/AMDGPU/irreducible"
BLOCKS=5
SAMPLE16=${SAMPLE16:-100}
ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) BLOCKS=4 ;;
    --blocks) BLOCKS=$2; shift ;;
    --only) ONLY=$2; shift ;;
    *) echo "usage: bench/unbounded.sh [--quick] [--blocks N] [--only table|family|threads|transforms]" >&2; exit 2 ;;
  esac
  shift
done
for b in "$CONVCHECK" "$BENCH"; do
  [ -x "$b" ] || { echo "bench/unbounded.sh: $b missing (make -j2 && make bench)" >&2; exit 2; }
done
want() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }
now() { date +%s.%N 2>/dev/null || date +%s; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

if want table; then
  echo "## 1. Per function (engine time in process; m-convergence and uniformity)"
  echo
  "$BENCH" table "$IRR"/*.ll corpus/spec/*.cfg >"${TMPDIR:-/tmp}/ub-table.$$" || exit 2
  awk -F'\t' 'NR == 1 { next }
    { n++; b += $2; p += $3; f += $4; u += $5; s = $8 + 0; if (s > ms) { ms = s; mf = $1 }
      v += $9; vp += $10; vf += $11; vu += $12; vs = $13 + 0; if (vs > mvs) { mvs = vs; mvf = $1 }
      if ($5 > 0) unk = unk " " $1 }
    END { printf "functions %d: blocks %d (proven %d, fails %d, unknown %d); slowest %.3f s (%s)\n", n, b, p, f, u, ms, mf
          printf "values and branches %d (proven %d, fails %d, unknown %d); slowest %.3f s (%s)\n", v, vp, vf, vu, mvs, mvf
          if (unk != "") printf "functions with an unknown block:%s\n", unk }' "${TMPDIR:-/tmp}/ub-table.$$"
  echo
  echo "| function | blocks | proven | fails | unknown | products | states | s (mconv) | values | proven | fails | unknown | s (uniformity) |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
  awk -F'\t' 'NR > 1 { printf "| %s |", $1; for (i = 2; i <= NF; i++) printf " %s |", $i; printf "\n" }' \
    "${TMPDIR:-/tmp}/ub-table.$$"
  rm -f "${TMPDIR:-/tmp}/ub-table.$$"
  echo
  echo "\`convcheck mconv --unbounded --no-db FILE\` as a process (every function of the file):"
  echo "wall time, and CPU time (user + system) where GNU time is there: on a shared"
  echo "machine the wall time is mostly waiting for a core (a bounded run at L=2 waits as long)."
  tf="${TMPDIR:-/tmp}/ub-time.$$"
  for f in "$IRR"/*.ll corpus/spec/*.cfg; do
    t0=$(now)
    if [ -x /usr/bin/time ]; then
      /usr/bin/time -o "$tf" -f '%U %S' "$CONVCHECK" mconv --unbounded --no-db "$f" >/dev/null 2>&1; rc=$?
      cpu=$(awk 'END { printf "%.2f", $1 + $2 }' "$tf")
    else
      "$CONVCHECK" mconv --unbounded --no-db "$f" >/dev/null 2>&1; rc=$?; cpu="-"
    fi
    t1=$(now)
    printf '  %-44s wall %5s s  cpu %5s s  exit %d\n' "${f##*/}" "$(elapsed "$t0" "$t1")" "$cpu" "$rc"
  done
  rm -f "$tf"
  echo
fi

if want family; then
  # The bounded engine at L=16 costs ~0.3 s of CPU per 4-block program and
  # ~0.4 s per 5-block one (33,000 of them: hours); at L=8 ~100 times less.
  # So: the families up to BLOCKS-1 blocks whole at L=16, the BLOCKS-block
  # family whole at L=8 and every SAMPLE16-th program of it at L=16.
  fam() { # title, then unbounded_bench family arguments (two shards side by side)
    title=$1; shift
    echo "### $title"
    t0=$(now)
    for s in 1 2; do
      "$BENCH" family "$@" --max-tuples 200000 --shard "$s/2" >"${TMPDIR:-/tmp}/ub-fam$s.$$" 2>&1 &
    done
    wait
    t1=$(now)
    for s in 1 2; do echo "shard $s/2:"; sed 's/^/  /' "${TMPDIR:-/tmp}/ub-fam$s.$$"; done
    echo "wall: $(elapsed "$t0" "$t1") s (two shards side by side)"
    if grep -q '^disagreements: [1-9]' "${TMPDIR:-/tmp}"/ub-fam?.$$; then echo "DISAGREEMENT"; fi
    rm -f "${TMPDIR:-/tmp}"/ub-fam?.$$
    echo
  }
  echo "## 2. Cross-check with the bounded engine: every CFG shape, every divergence assignment, k=2"
  echo
  fam "up to $((BLOCKS - 1)) blocks, whole, L=16" "$((BLOCKS - 1))" -L 16
  fam "up to $BLOCKS blocks, whole, L=8" "$BLOCKS" -L 8
  fam "up to $BLOCKS blocks, every ${SAMPLE16}th program, L=16" "$BLOCKS" -L 16 --sample "$SAMPLE16"
  echo "Uniformity too (values and branches; up to $((BLOCKS - 1)) blocks, k=2, L=10):"
  t0=$(now)
  "$BENCH" family "$((BLOCKS - 1))" -L 10 --max-tuples 100000 --values | sed 's/^/  /'
  echo "wall: $(elapsed "$t0" "$(now)") s"
  echo
fi

if want threads; then
  echo "## 3. The signature theorem on every admissible tuple (all-entries hierarchies, both readings)"
  echo
  for kl in "2 8" "3 5" "4 4"; do
    set -- $kl
    t0=$(now)
    "$BENCH" threads "$BLOCKS" -k "$1" -L "$2"
    echo "  wall: $(elapsed "$t0" "$(now)") s"
  done
  echo
fi

if want transforms; then
  echo "## 4. corpus/transforms: decided for every L"
  echo
  T=corpus/transforms
  n=0; d=0; a=0
  for c in "$T"/*.tcase; do
    field() { sed -n "s/^$1 //p" "$c" | head -1; }
    n=$((n + 1))
    line=$("$CONVCHECK" transform --unbounded -L "$(field bound)" --function "$(field function)" \
             "$T/$(field before)" "$T/$(field after)" 2>&1 | head -1)
    case "$line" in *": unknown"*) ;; *) d=$((d + 1)) ;; esac
    # the .tcase's expectation (written from the documents) against the verdict
    case "$(field expect):$line" in
      preserved:*": preserved (all L"*|broken:*": broken: "*|invalid:*": AFTER invalid"*|not-equivalent:*": not single-thread equivalent"*)
        as="as expected"; a=$((a + 1)) ;;
      *) as="NOT AS EXPECTED" ;;
    esac
    printf '  %-36s expect %-15s %-16s %s\n' "$(basename "$c" .tcase)" "$(field expect)" "$as" "$(echo "$line" | cut -c1-90)"
  done
  echo "decided: $d of $n; verdict as the .tcase expects: $a of $n"
fi
