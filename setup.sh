#!/bin/sh
# setup.sh — the README's first command: installs what a fresh Debian
# machine lacks (apt), builds convcheck, and runs the main job: the
# regression corpus.
set -e
cd "$(dirname "$0")"
PKGS="gcc make autoconf automake pkg-config libz3-dev libsqlite3-dev llvm-22 llvm-22-dev clang-22 parallel graphviz chromium"
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
