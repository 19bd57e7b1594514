#!/usr/bin/env python3
"""tests/cli/proofs/coq_cross.py — the extraction-free cross-check of the Coq
development with convcheck (issue 25; tests/cli/proofs.sh).

For a .cfg program with `trace` lines: every DFS-realizable hierarchy
(`convcheck cycles --all --json`) is written as a Coq header choice, the
CFG and the traces as Coq terms, and coqc evaluates proofs/Compute.v's
`converged` (vm_compute) — the pairs with equal signatures, which
`converged_spec` proves to be the least fixed point of maximal
converged-with.  convcheck computes the same relation from the definition
(`convcheck converge --json --uncontrolled --hierarchy N`, both readings of
convergence-before).  The two sets of pairs must be equal.

usage: coq_cross.py --convcheck BIN --coq-build DIR FILE.cfg[:FUNCTION] ...
Prints "ok   NAME" / "FAIL NAME" lines (tests/cli/lib.sh's format).
"""
import json, os, re, subprocess, sys, tempfile

KEYWORDS = {"function", "entry", "source", "trace", "headers", "hierarchy", "reading",
            "fixpoint", "expect", "assume", "anchors", "threads", "bound", "hierarchies",
            "values", "experimental", "program"}
NAME = r"[A-Za-z_.$][A-Za-z0-9_.$-]*"


def parse_cfg(path, want):
    """The blocks (in order of appearance), edges, entry and traces of the
    function `want` (or the file's first)."""
    funcs, cur = [], None
    for raw in open(path):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip() or line.lstrip().startswith(("|", "+", "-", "cycle:")):
            continue
        words = line.split()
        if words[0] == "function":
            cur = {"name": words[1], "blocks": [], "succ": {}, "entry": None, "traces": []}
            funcs.append(cur)
            continue
        if cur is None:
            cur = {"name": None, "blocks": [], "succ": {}, "entry": None, "traces": []}
            funcs.append(cur)
        def block(b):
            if b not in cur["succ"]:
                cur["succ"][b] = []
                cur["blocks"].append(b)
        if words[0] == "entry":
            cur["entry"] = words[1]; block(words[1]); continue
        if words[0] == "trace":
            cur["traces"].append(words[1:]); continue
        if words[0] in KEYWORDS or re.match(r"^\s*" + NAME + r"\s*:", line):
            continue
        m = re.match(r"^\s*(" + NAME + r")\s*->\s*(.*)$", line)
        if m:
            src = m.group(1); block(src)
            rest = re.sub(r"\b(divergent|uniform)\s*$", "", m.group(2))
            for dst in [d.strip() for d in rest.split(",") if d.strip()]:
                block(dst); cur["succ"][src].append(dst)
            continue
        if re.match(r"^\s*" + NAME + r"\s*$", line):
            block(words[0])
    for f in funcs:
        if want is None or f["name"] == want:
            if f["entry"] is None: f["entry"] = f["blocks"][0]
            return f
    raise SystemExit("%s: no function %s" % (path, want))


def coq_list(xs):
    return "[" + "; ".join(xs) + "]"


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stdout, p.stderr


def main():
    args = sys.argv[1:]
    convcheck = args[args.index("--convcheck") + 1]
    build = args[args.index("--coq-build") + 1]
    files = [a for i, a in enumerate(args) if not a.startswith("--")
             and args[i - 1] not in ("--convcheck", "--coq-build")]
    for spec in files:
        path, _, fn = spec.partition(":")
        f = parse_cfg(path, fn or None)
        idx = {b: i for i, b in enumerate(f["blocks"])}
        name = os.path.basename(path) + (":" + fn if fn else "")
        fopt = ["--function", f["name"]] if f["name"] else []
        rc, out, err = run([convcheck, "cycles", "--all", "--json"] + fopt + [path])
        if rc != 0:
            print("FAIL coq_cross[%s] convcheck cycles: %s" % (name, err.strip())); continue
        hiers = json.loads(out)["functions"][0]["hierarchies"]
        succ = coq_list(coq_list(str(idx[d]) for d in f["succ"][b]) for b in f["blocks"])
        traces = coq_list(coq_list(str(idx[b]) for b in t) for t in f["traces"])
        k = len(f["traces"])
        v = ["From Coq Require Import List Arith.", "Import ListNotations.",
             "From Convcheck Require Import Cfg Cycles Traces Compute.",
             "Definition g := {| nb := %d; succ := fun b => nth b %s []; entry := %d |}."
             % (len(f["blocks"]), succ, idx[f["entry"]]),
             "Definition T (t : nat) : list nat := nth t %s []." % traces]
        for n, h in enumerate(hiers, 1):
            tab = coq_list("(%s, %d)" % (coq_list(str(i) for i in sorted(idx[b] for b in c["blocks"])),
                                         idx[c["header"]]) for c in h["cycles"])
            v.append("Definition hd%d (C : list nat) : nat := match find (fun e => list_eqb (fst e) C) %s "
                     "with Some e => snd e | None => 0 end." % (n, tab))
            v.append("Eval vm_compute in converged g hd%d T %d." % (n, k))
        with tempfile.TemporaryDirectory() as d:
            vf = os.path.join(d, "Cross.v")
            open(vf, "w").write("\n".join(v) + "\n")
            rc, out, err = run(["coqc", "-q", "-Q", build, "Convcheck", vf])
        if rc != 0:
            print("FAIL coq_cross[%s] coqc: %s" % (name, (err or out).strip()[:600])); continue
        # one "= [...] : list (inst * inst)" answer per hierarchy
        answers = re.findall(r"=\s*(\[.*?\])\s*:\s*list", out, re.S)
        if len(answers) != len(hiers):
            print("FAIL coq_cross[%s] %d answers from coqc for %d hierarchies" % (name, len(answers), len(hiers)))
            continue
        for n, ans in enumerate(answers, 1):
            coq = set(tuple(map(int, m)) for m in
                      re.findall(r"\(\(?(\d+),(\d+)\)?,\((\d+),(\d+)\)\)", re.sub(r"\s+", "", ans)))
            for reading in ("literal", "quotient"):
                rc, out, err = run([convcheck, "converge", "--json", "--uncontrolled", "--no-db",
                                    "--fixpoint", "least", "--reading", reading,
                                    "--hierarchy", str(n)] + fopt + [path])
                if rc not in (0, 1):
                    print("FAIL coq_cross[%s h%d %s] convcheck converge: %s" % (name, n, reading, err.strip()))
                    continue
                cols = json.loads(out)["columns"]
                cc = set()
                for col in cols:
                    for a in col:
                        for b in col:
                            if a[0] < b[0]: cc.add((a[0], a[1], b[0], b[1]))
                what = "coq_cross[%s hierarchy %d, %s: %d pairs]" % (name, n, reading, len(cc))
                if cc == coq:
                    print("ok   " + what)
                else:
                    print("FAIL " + what)
                    print("  only convcheck: %s" % sorted(cc - coq)[:8])
                    print("  only Coq: %s" % sorted(coq - cc)[:8])


if __name__ == "__main__":
    main()
