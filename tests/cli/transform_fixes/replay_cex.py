#!/usr/bin/env python3
"""Replays a transform counterexample with `convcheck converge`.

Usage: replay_cex.py CONVCHECK AFTER.ll < transform --json output

For each function whose verdict is "broken" with a grouping of AFTER (a
communicating-set counterexample), runs `convcheck converge` on AFTER with
the counterexample's AFTER traces and hierarchy, and checks that every
differing call's AFTER instance is converged with exactly the threads the
counterexample says.  Prints one line per function ("replayed NAME" or
"NOT REPLAYED NAME: why"); exit 1 if any did not replay."""
import json, subprocess, sys

convcheck, after = sys.argv[1], sys.argv[2]
doc = json.load(sys.stdin)
bad = 0
for fn in doc.get("functions", []):
    cex = fn.get("counterexample")
    if fn.get("verdict") != "broken" or not cex or cex.get("after", {}).get("hierarchy") is None:
        continue
    side = cex["after"]
    cmd = [convcheck, "converge", "--json", "--function", fn["name"]]
    headers = side["hierarchy"].get("headers", [])
    if headers:
        cmd += ["--headers", ",".join(headers)]
    for t in side["threads"]:
        cmd += ["--trace", " ".join(t["blocks"])]
    cmd.append(after)
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        print("NOT REPLAYED %s: converge failed: %s" % (fn["name"], out.stderr.strip()[:200]))
        bad += 1
        continue
    res = json.loads(out.stdout)
    # a function with tokens prints one relation per behaviour: the
    # counterexample's behaviour (1-based)
    columns = res["behaviours"][side.get("behaviour", 1) - 1] if "behaviours" in res else res["columns"]
    ok = True
    for call in cex.get("calls", []):
        a = call.get("after")
        if not a:
            continue
        u, pos = call["thread"] - 1, a["step"] - 1
        cls = next((c for c in columns if [u, pos] in c), None)
        got = sorted({t + 1 for t, _ in cls}) if cls else []
        if got != sorted(a["communicates_with"]):
            print("NOT REPLAYED %s: thread %d step %d: converge gives %s, the counterexample %s"
                  % (fn["name"], u + 1, pos + 1, got, a["communicates_with"]))
            ok = False
    if ok:
        print("replayed %s" % fn["name"])
    else:
        bad += 1
sys.exit(1 if bad else 0)
