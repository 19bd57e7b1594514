#!/bin/sh
# tests/golden/update.sh [NAME...] — regenerates tests/golden/NAME.gold (all
# by default) from the current build and prints the diff of each one that
# changed.  Review every hunk against the source named in NAME.cmd and
# tests/golden/README.md before committing: a gold file records what was
# checked, not whatever the program prints today.
TOP=$(cd "$(dirname "$0")/../.." && pwd)
CONVCHECK=${CONVCHECK:-$TOP/convcheck}
SHARED=${CONVCHECK_SHARED:-$TOP/../shared}
GOLDEN_UPDATE=1
GOLDEN_ONLY="$*"
export TOP CONVCHECK SHARED GOLDEN_UPDATE GOLDEN_ONLY
sh "$TOP/tests/cli/golden.sh" | grep -v '^ok   golden: '
