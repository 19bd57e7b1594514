# bench/common.sh -- sourced by the benchmarks: the checks and the scratch
# directory they begin with, said the same way by each.  Messages start
# with the script's name (bench_name).
bench_name=${0##*/}

# bench_built TOOL...: exits 2 unless every TOOL (a build product) is an
# executable.
bench_built() {
  for bench_x; do
    [ -x "$bench_x" ] || { echo "bench/$bench_name: $bench_x not built (make -j2 && make bench)" >&2; exit 2; }
  done
}

# bench_found CMD...: exits 2 unless every CMD is on the PATH.
bench_found() {
  for bench_x; do
    command -v "$bench_x" >/dev/null 2>&1 || { echo "bench/$bench_name: $bench_x not found" >&2; exit 2; }
  done
}

# bench_need_convcheck: exits 2 unless $CONVCHECK is an executable.
bench_need_convcheck() {
  [ -x "$CONVCHECK" ] || { echo "$bench_name: no executable $CONVCHECK (make -j2 first)" >&2; exit 2; }
}

# bench_scratch KIND [KEEP]: $tmp, KEEP (made, and kept) or else a new
# directory $TMPDIR/KIND.XXXXXX removed at exit; $bin, a copy of $CONVCHECK
# in it, so that a rebuild during the run changes nothing.  An interrupt
# exits 130 (the removal still runs).
bench_scratch() {
  if [ -n "${2:-}" ]; then
    mkdir -p "$2" || exit 2
    tmp=$(cd "$2" && pwd)
  else
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || exit 2
    trap 'rm -rf "$tmp"' EXIT
  fi
  trap 'exit 130' INT TERM
  bin=$tmp/convcheck
  cp "$CONVCHECK" "$bin" || exit 2
}
