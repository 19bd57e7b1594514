#!/bin/sh
# bench/rodinia_pipeline.sh -- a whole `convcheck transform --pipeline` on
# Rodinia's pathfinder kernel at -O0 (issue 27, "Speed": a whole
# default<O3> pipeline on one kernel under 60 s, the median step under
# 1 s), this build and another one side by side: both processes start
# together on the same file and the same machine, so that the load is
# shared alike.
# The kernel: yuhc/gpu-rodinia opencl/pathfinder/kernels.cl compiled as
# docs/sources.md says for OpenCL C (amdgcn, -O0, -nogpulib, BLOCK_SIZE as
# the benchmark's Makefile sets it); DIR holds pathfinder.amdgcn.O0.ll.
# Usage: bench/rodinia_pipeline.sh [--dir DIR] [--file F] [--timeout SEC] [--pipeline P]
#        [--after PASSES] [--function NAME]
# (--after: opt-22 runs PASSES on the file first and the pipeline is
# checked from its output, e.g. --after 'simplifycfg,sroa<modify-cfg>'
# --pipeline 'function(early-cse<>),ipsccp': the steps after default<O2>'s first two
# on the -O0 code; --function: only that function's rows)
# Environment: CONVCHECK (default ./convcheck), CONVCHECK_OLD (the build
# run beside it; without it, this build alone).
# Report: per build, the wall and CPU seconds (GNU time), the checks, the
# verdicts, the checks proven for every L by a rule first, the median and
# largest check time, the Z3 queries; then the ratio old/new and every
# check whose verdict differs between the builds where both decided it.
. "$(dirname "$0")/common.sh"
CONVCHECK=${CONVCHECK:-./convcheck}
DIR=/tmp/rp
FILE=
TIMEOUT=300
PIPELINE='default<O2>'
AFTER=
FUNCTION=
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR=$2; shift 2 ;;
    --file) FILE=$2; shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    --pipeline) PIPELINE=$2; shift 2 ;;
    --after) AFTER=$2; shift 2 ;;
    --function) FUNCTION=$2; shift 2 ;;
    *) echo "usage: bench/rodinia_pipeline.sh [--dir DIR] [--file F] [--timeout SEC] [--pipeline P] [--after PASSES] [--function NAME]" >&2
       exit 2 ;;
  esac
done
F=${FILE:-$DIR/pathfinder.amdgcn.O0.ll}
[ -f "$F" ] || { echo "bench/$bench_name: no $F (compile it as docs/sources.md says)" >&2; exit 2; }
bench_need_convcheck
bench_found python3
[ -x /usr/bin/time ] || { echo "bench/$bench_name: /usr/bin/time not found (Debian package time)" >&2; exit 2; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/convcheck-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
if [ -n "$AFTER" ]; then
  opt-22 -passes="$AFTER" -S "$F" -o "$TMP/input.ll" || exit 2
  F=$TMP/input.ll
fi

run() { # BUILD TAG: the pipeline's JSON in $TMP/TAG.json, GNU time's in $TMP/TAG.time
  /usr/bin/time -f '%e %U %S' -o "$TMP/$2.time" "$1" transform --no-db --json \
 ${FUNCTION:+--function "$FUNCTION"} \
    --timeout $((TIMEOUT * 1000)) --pipeline "$PIPELINE" "$F" >"$TMP/$2.json" 2>"$TMP/$2.err"
}
run "$CONVCHECK" new &
if [ -n "${CONVCHECK_OLD:-}" ]; then run "$CONVCHECK_OLD" old & fi
wait
echo "${FILE:-$DIR/pathfinder.amdgcn.O0.ll}${AFTER:+ after opt-22 -passes='$AFTER'}, --pipeline '$PIPELINE'${FUNCTION:+ --function $FUNCTION}, --timeout ${TIMEOUT}000 (k=2, L=12)"
python3 - "$TMP" "${CONVCHECK_OLD:+old}" <<'EOF'
import json, os, sys
tmp, have_old = sys.argv[1], sys.argv[2] == "old"
def load(tag):
    try:
        res = json.load(open(os.path.join(tmp, tag + ".json")))
    except ValueError:
        print("%s: no JSON (%s)" % (tag, open(os.path.join(tmp, tag + ".err")).read()[:300]))
        sys.exit(1)
    wall, user, system = map(float, open(os.path.join(tmp, tag + ".time")).read().split()[-3:])
    return res, wall, user + system
def rows(res):
    return [s for s in res["steps"] if s["verdict"] != "unchanged"]
def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2] if xs else 0.0
runs = [("new", load("new"))] + ([("old", load("old"))] if have_old else [])
print("%-4s %8s %8s %7s %9s %7s %6s %12s %9s %9s %8s %7s" % (
    "", "wall s", "CPU s", "checks", "preserved", "unknown", "broken", "by a rule", "median s",
    "largest s", "z3", "cached"))
for tag, (res, wall, cpu) in runs:
    rs = rows(res)
    n = lambda v: sum(1 for s in rs if s["verdict"] == v)
    rule = sum(1 for s in rs if "check" in s and s["check"].get("rule") and s["check"]["basis"] == "proven")
    secs = [s["seconds"] for s in rs if "check" in s]
    z3 = sum(s["check"]["z3_queries"] for s in rs if "check" in s)
    cached = sum(s["check"]["z3_cached"] for s in rs if "check" in s)
    print("%-4s %8.1f %8.1f %7d %9d %7d %6d %12d %9.3f %9.2f %8d %7d" % (
        tag, wall, cpu, len(rs), n("preserved"), n("unknown"),
        len(rs) - n("preserved") - n("unknown"), rule, median(secs), max(secs or [0]), z3, cached))
if have_old:
    (_, (new, nw, nc)), (_, (old, ow, oc)) = runs
    print("ratio old/new: wall %.1f, CPU %.1f" % (ow / nw if nw else 0, oc / nc if nc else 0))
    key = lambda s: (s["step"], s["function"])
    o = {key(s): s for s in rows(old)}
    differ = [(key(s), o[key(s)]["verdict"], s["verdict"]) for s in rows(new)
              if key(s) in o and "unknown" not in (s["verdict"], o[key(s)]["verdict"])
              and s["verdict"] != o[key(s)]["verdict"]]
    print("checks both decided: %d; verdicts that differ: %d" % (
        sum(1 for s in rows(new) if key(s) in o and "unknown" not in
            (s["verdict"], o[key(s)]["verdict"])), len(differ)))
    for d in differ:
        print("  step %s on %s: old %s, new %s" % (d[0][0], d[0][1], d[1], d[2]))
EOF
