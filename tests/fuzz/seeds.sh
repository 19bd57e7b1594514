#!/bin/sh
# tests/fuzz/seeds.sh TARGET DIR — the seed corpus of a fuzz target, from the
# tree (always the same files: the smallest of corpus/ and tests/ by size,
# then name), into DIR.  The store's seeds are made by $CONVCHECK (default:
# the tree's ./convcheck): an empty store and one holding a run.
set -eu
TARGET=${1:?usage: seeds.sh TARGET DIR} DIR=${2:?}
TOP=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$DIR"
rm -f "$DIR"/*
# pick EXT N MAXBYTES: the N smallest files *.EXT below corpus/ and tests/
pick() {
  (cd "$TOP" && find corpus tests -name "*.$1" -size -"$3"c -type f -printf '%s %p\n') |
    sort -k1,1n -k2 | head -n "$2" | while read -r _ f; do
      cp "$TOP/$f" "$DIR/$(echo "$f" | tr '/' '_')"
    done
}
case $TARGET in
  ll) pick ll 40 3000 ;;
  cfg) pick cfg 40 3000 ;;
  case)
    pick case 30 3000
    # a case whose program is there in the harness's folder (fuzz.c: prog.cfg)
    printf 'program prog.cfg\nfunction f\nbound 6\nexpect m-converged B\n' >"$DIR/prog.case" ;;
  store)
    CONVCHECK=${CONVCHECK:-$TOP/convcheck}
    [ -x "$CONVCHECK" ] || { echo "seeds.sh: no convcheck at $CONVCHECK (build it first)" >&2; exit 2; }
    tmp=$(mktemp -d)
    printf 'Entry -> A\nA -> B, X divergent\nB -> A\nX\n' >"$tmp/loop.cfg"
    "$CONVCHECK" results --db "$tmp/empty.db" list >/dev/null 2>&1 || true
    "$CONVCHECK" mconv -L 4 --db "$tmp/one.db" "$tmp/loop.cfg" >/dev/null 2>&1 || true
    for f in "$tmp"/*.db; do [ -s "$f" ] && cp "$f" "$DIR/"; done
    rm -rf "$tmp" ;;
  *) echo "seeds.sh: unknown target $TARGET (ll, cfg, case, store)" >&2; exit 2 ;;
esac
n=$(ls "$DIR" | wc -l)
[ "$n" -gt 0 ] || { echo "seeds.sh: no seeds for $TARGET" >&2; exit 2; }
