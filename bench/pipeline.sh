#!/bin/sh
# bench/pipeline.sh — `convcheck transform --pipeline` on our kernels
# (issue 27): default<O3> and default<O2>, each from the kernel's -O0 IR
# (kernels/ll/NAME.{amdgcn,nvptx}.O0.ll, `make kernels`), k=2, L=12.
# Targets: a whole default<O3> pipeline on one kernel under 60 s; the
# median step under 1 s.
# Usage: bench/pipeline.sh [--timeout SEC] [--pipelines 'P1 P2'] [--unbounded]
# (--unbounded: every step for every trace length, docs/unbounded.md
# "Transforms": the totals say how many were preserved for every L and how
# many of them by the lockstep rule and by the simulation rule, and the
# passes of the latter)
# Environment: CONVCHECK (default ./convcheck), CONVCHECK_OLD (another build
# timed side by side: its seconds and the ratio), KERNELS_LL (default
# kernels/ll).
# Report on stdout: one row per kernel, target and pipeline (the wall
# seconds of the command, opt's pass executions, the steps that changed the
# module, the checks (step x function), their verdicts, the median and the
# largest step time); then the totals, the targets, and the reasons of the
# unknown steps (input for the engine's work).
CONVCHECK=${CONVCHECK:-./convcheck}
KLL=${KERNELS_LL:-kernels/ll}
TIMEOUT=120
PIPELINES='default<O3> default<O2>'
UB=""
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) TIMEOUT=$2; shift 2 ;;
    --pipelines) PIPELINES=$2; shift 2 ;;
    --unbounded) UB=--unbounded; shift ;;
    *) echo "usage: bench/pipeline.sh [--timeout SEC] [--pipelines 'P1 P2'] [--unbounded]" >&2; exit 2 ;;
  esac
done
ls "$KLL"/*.O0.ll >/dev/null 2>&1 || { echo "no $KLL/*.O0.ll: make kernels" >&2; exit 2; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/convcheck-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
now() { date +%s.%N; }

printf '%-34s %-12s %8s' "kernel (from -O0)" "pipeline" "seconds"
[ -n "${CONVCHECK_OLD:-}" ] && printf ' %8s %6s' "old (s)" "ratio"
printf ' %5s %5s %6s %9s %5s %7s %9s %8s\n' "exec" "steps" "checks" "preserved" "break" "unknown" \
  "median s" "max s"
: >"$TMP/all.jsonl"
for f in "$KLL"/*.O0.ll; do
  k=$(basename "$f" .O0.ll)
  for p in $PIPELINES; do
    t0=$(now)
    # shellcheck disable=SC2086
    "$CONVCHECK" transform --json --timeout $((TIMEOUT * 1000)) $UB --pipeline "$p" "$f" \
      >"$TMP/out.json" 2>"$TMP/err"
    rc=$?
    t1=$(now)
    secs=$(echo "$t1 - $t0" | bc)
    old=""
    if [ -n "${CONVCHECK_OLD:-}" ]; then
      t0=$(now)
      # shellcheck disable=SC2086
      "$CONVCHECK_OLD" transform --json --timeout $((TIMEOUT * 1000)) $UB --pipeline "$p" "$f" \
        >/dev/null 2>&1
      old=$(echo "$(now) - $t0" | bc)
    fi
    python3 - "$TMP/out.json" "$k" "$p" "$secs" "$rc" "${old:-}" "$TMP/all.jsonl" "$TMP/err" <<'EOF'
import json, statistics, sys
path, kernel, pipe, secs, rc, old, alls, err = sys.argv[1:9]
secs = float(secs)
try:
    res = json.load(open(path))
except ValueError:
    print("%-34s %-12s %8.2f  error (exit %s): %s" % (kernel, pipe, secs, rc,
          open(err).read().strip().splitlines()[-1:]))
    sys.exit(0)
rows = [s for s in res["steps"] if s["verdict"] != "unchanged"]
times = [s["seconds"] for s in rows]
v = {}
for s in rows:
    v[s["verdict"]] = v.get(s["verdict"], 0) + 1
brk = sum(n for w, n in v.items() if w not in ("preserved", "unknown"))
steps = len(set(s["step"] for s in res["steps"]))
line = "%-34s %-12s %8.2f" % (kernel, pipe, secs)
if old:
    line += " %8.2f %6.2f" % (float(old), float(old) / secs if secs else 0)
line += " %5d %5d %6d %9d %5d %7d %9.3f %8.3f" % (
    res["executions"], steps, len(rows), v.get("preserved", 0), brk, v.get("unknown", 0),
    statistics.median(times) if times else 0, max(times) if times else 0)
print(line)
with open(alls, "a") as f:
    f.write(json.dumps({"kernel": kernel, "pipeline": pipe, "seconds": secs,
                        "every_L": res.get("preserved_every_L"), "lockstep": res.get("lockstep"),
                        "simulation": res.get("simulation", 0),
                        "steps": steps, "rows": [{"verdict": s["verdict"], "seconds": s["seconds"],
                        "reason": s["reason"], "pass": s["pass"]} for s in rows]}) + "\n")
EOF
  done
done
python3 - "$TMP/all.jsonl" "$PIPELINES" <<'EOF'
import json, re, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1])]
print()
for pipe in sys.argv[2].split():
    rs = [r for r in runs if r["pipeline"] == pipe]
    if not rs:
        continue
    rows = [x for r in rs for x in r["rows"]]
    times = [x["seconds"] for x in rows]
    unk = sum(1 for x in rows if x["verdict"] == "unknown")
    worst = max(rs, key=lambda r: r["seconds"])
    print("%s: %d runs, %d steps, %d checks (%d unknown, %.1f %%); whole pipeline: median %.2f s, "
          "largest %.2f s (%s); step: median %.3f s, largest %.2f s"
          % (pipe, len(rs), sum(r["steps"] for r in rs), len(rows), unk,
             100.0 * unk / len(rows) if rows else 0, statistics.median(r["seconds"] for r in rs),
             worst["seconds"], worst["kernel"], statistics.median(times) if times else 0,
             max(times) if times else 0))
    if rs[0].get("every_L") is not None:
        ev = sum(r["every_L"] for r in rs)
        ls = sum(r["lockstep"] for r in rs)
        sm = sum(r.get("simulation") or 0 for r in rs)
        print("  for every L (--unbounded): %d of %d checks preserved for every trip count: %d by "
              "the lockstep rule, %d by the simulation rule, %d because every path ends (the "
              "latter alone without the rules)" % (ev, len(rows), ls, sm, ev - ls - sm))
        bypass = {}
        for x in rows:
            if x["verdict"] == "preserved" and "the simulation rule, docs" in x["reason"]:
                bypass[x["pass"]] = bypass.get(x["pass"], 0) + 1
        if bypass:
            print("  by the simulation rule: " + ", ".join(
                "%s %d" % kv for kv in sorted(bypass.items(), key=lambda kv: -kv[1])))
o3 = [r for r in runs if r["pipeline"] == "default<O3>"]
if o3:
    w = max(r["seconds"] for r in o3)
    print("target: default<O3> on one kernel under 60 s: %s (largest %.2f s)"
          % ("met" if w < 60 else "NOT met", w))
times = [x["seconds"] for r in runs for x in r["rows"]]
if times:
    m = statistics.median(times)
    print("target: median step under 1 s: %s (%.3f s)" % ("met" if m < 1 else "NOT met", m))
print("\nunknown steps by reason (the pass in brackets, counts over every run):")
reasons = {}
for r in runs:
    for x in r["rows"]:
        if x["verdict"] != "unknown":
            continue
        why = re.sub(r" \(\d+ of \d+ inputs checked\)$", "", x["reason"])
        why = re.sub(r"; see below$", "", why)
        if "nor the simulation rule: " in why:  # --unbounded: the rules' first failed checks
            why = "simulation: " + re.sub(r"%[\w.\"]+|block \S+|blocks \S+ and \S+|\(.*", "_",
                                          why.split("nor the simulation rule: ", 1)[1])[:80]
        elif "the lockstep rule does not apply: " in why:
            why = "lockstep: " + re.sub(r"%[\w.\"]+|block \S+|\(.*", "_",
                                        why.split("the lockstep rule does not apply: ", 1)[1])[:80]
        reasons.setdefault(why, {}).setdefault(x["pass"], 0)
        reasons[why][x["pass"]] += 1
for why, passes in sorted(reasons.items(), key=lambda kv: -sum(kv[1].values())):
    print("  %4d  %s [%s]" % (sum(passes.values()), why,
          ", ".join("%s %d" % kv for kv in sorted(passes.items(), key=lambda kv: -kv[1]))))
print("\nbreaking steps (broken, not single-thread equivalent, AFTER invalid):")
for r in runs:
    for x in r["rows"]:
        if x["verdict"] not in ("preserved", "unknown"):
            print("  %s %s: %s %s: %s" % (r["kernel"], r["pipeline"], x["pass"], x["verdict"],
                                          x["reason"]))
EOF
