#!/bin/sh
# proofs/check.sh — checks the Coq development of proofs/ with coqc
# (Debian's coq package, installed by setup.sh): compiles every file, in
# dependency order, in a scratch folder (nothing is written beside the
# sources) and prints what the main theorems rest on (Assumptions.v:
# Print Assumptions).  `make proofs` runs it; tests/cli/proofs.sh checks
# its output.  Usage: sh proofs/check.sh [OUTDIR]
SRC=$(cd "$(dirname "$0")" && pwd)
# Dependency order (each file imports only files before it).
FILES="Cfg Cycles Traces Convergence Signature Threads Compute Counting Values CountingValues ThreadsValues ValuesExample Assumptions"
command -v coqc >/dev/null 2>&1 || { echo "proofs: coqc not found (sh setup.sh installs Debian's coq)" >&2; exit 2; }
if [ $# -ge 1 ]; then OUT=$1; mkdir -p "$OUT" || exit 2; else
  OUT=$(mktemp -d "${TMPDIR:-/tmp}/convcheck-proofs.XXXXXX") || exit 2
  trap 'rm -rf "$OUT"' EXIT
fi
for f in $FILES; do cp "$SRC/$f.v" "$OUT/" || exit 2; done
cd "$OUT" || exit 2
for f in $FILES; do
  echo "coqc $f.v"
  coqc -q -Q . Convcheck "$f.v" || { echo "proofs: $f.v does not check" >&2; exit 1; }
done
echo "proofs: $(echo $FILES | wc -w) files checked"
