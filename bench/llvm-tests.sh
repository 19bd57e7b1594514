# bench/llvm-tests.sh — sourced by the bench scripts that read LLVM's own
# tests.  Sets LLVM_TESTS to llvm/test: $LLVM_TESTS, else
# $CONVCHECK_LLVM_TESTS, else ../shared/llvm-tests beside the tree (README,
# "LLVM's tests"); an llvm-project checkout or its llvm/ folder will do.
# Without them, says how to get them and exits 2.
bench_root=$(cd "$(dirname "$0")/.." && pwd)
LLVM_TESTS=${LLVM_TESTS:-${CONVCHECK_LLVM_TESTS:-$bench_root/../shared/llvm-tests}}
for bench_t in "$LLVM_TESTS" "$LLVM_TESTS/llvm/test" "$LLVM_TESTS/test"; do
  if [ -d "$bench_t/Analysis" ]; then LLVM_TESTS=$bench_t; break; fi
done
if [ ! -d "$LLVM_TESTS/Analysis" ]; then
  echo "$(basename "$0"): LLVM's tests not found at $LLVM_TESTS: set LLVM_TESTS or" \
    "CONVCHECK_LLVM_TESTS to llvm/test of an llvm-project checkout (README, \"LLVM's tests\")" >&2
  exit 2
fi
