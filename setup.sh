#!/bin/sh
# setup.sh — the README's first command: installs what a fresh Debian
# machine lacks (apt), builds convcheck, and runs the main job: the
# regression corpus.
set -e
cd "$(dirname "$0")"
# llvm-22-tools: lit and FileCheck (tests/lit); man-db: reads the man page (convcheck --man writes it)
PKGS="gcc make autoconf automake pkg-config libz3-dev libsqlite3-dev llvm-22 llvm-22-dev clang-22 parallel"
PKGS="$PKGS llvm-22-tools man-db"
# graphviz: renders the pictures (--dot, results report --html); chromium: their test (tests/cli/pictures.sh)
PKGS="$PKGS graphviz chromium"
# slurm-wlm, munge: the one-node cluster of the sharded sweep (bench/slurm.sh, tests/cli/slurm.sh)
PKGS="$PKGS slurm-wlm munge"
# coq: checks the machine-checked proofs of proofs/ (tests/cli/proofs.sh)
PKGS="$PKGS coq"
# afl++: the fuzz targets of the readers and the store (tests/fuzz, tests/cli/fuzz.sh)
PKGS="$PKGS afl++"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' ||
    missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "setup: installing$missing"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends $missing
fi
[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure -q
make -s -j2
echo "setup: built ./convcheck; running the corpus"
./convcheck corpus --db convcheck.db corpus
