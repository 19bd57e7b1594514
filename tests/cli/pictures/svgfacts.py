#!/usr/bin/env python3
"""tests/cli/pictures/svgfacts.py — what an SVG written by `dot -Tsvg`
shows, as lines a shell test greps (standard library only).

  svgfacts.py facts FILE.svg
      one line per drawn element:
        node <id> <classes> x=<X> y=<Y> | <text lines joined by ' / '>
        edge <id> <classes> | <label>
        cluster <id> | <label lines joined by ' / '>
      (id: the DOT node / edge / cluster name; X, Y: the centre of the
      node's first text line, in SVG coordinates: y grows downwards)
  svgfacts.py rows FILE.svg TABLE
      TABLE holds the spec's thread table (RST grid lines "| Thread1 | A1 |
      B1 |"); checks that the picture's instance nodes (class "cell") put
      the instances of one column of the table on one row (equal y) and
      the columns in their order top to bottom.  Prints "rows ok: N
      columns" or what differs, exit 1.
  svgfacts.py cycles FILE.svg
      the cycles drawn (clusters "cycle, depth N: header H; other entries
      ..."), one line each: "f<FUNCTION> DEPTH HEADER OTHER-ENTRIES".
  svgfacts.py pairs FILE.svg
      per side of a witness: "pair SIDE N same-row|different-rows | LABELS",
      where its N cells of class "pair" (the witness's two instances) are.
"""
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def elements(path):
    root = ET.parse(path).getroot()
    for g in root.iter(NS + "g"):
        cls = (g.get("class") or "").split()
        if not cls or cls[0] not in ("node", "edge", "cluster"):
            continue
        title = g.find(NS + "title")
        texts = [t for t in g.iter(NS + "text")]
        yield {
            "kind": cls[0],
            "classes": cls[1:],
            "id": title.text if title is not None else "",
            "texts": [t.text or "" for t in texts],
            "x": float(texts[0].get("x")) if texts else None,
            "y": float(texts[0].get("y")) if texts else None,
        }


def facts(path):
    for e in elements(path):
        cls = ",".join(e["classes"]) or "-"
        text = " / ".join(e["texts"])
        if e["kind"] == "node":
            print("node %s %s x=%s y=%s | %s" % (e["id"], cls, e["x"], e["y"], text))
        elif e["kind"] == "edge":
            print("edge %s %s | %s" % (e["id"], cls, text))
        else:
            print("cluster %s | %s" % (e["id"], text))


def table_columns(path):
    """The columns of an RST thread table: for each column, its labels."""
    rows = []
    for line in open(path):
        line = line.strip()
        if not line.startswith("| Thread"):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows.append(cells[1:])
    ncols = max(len(r) for r in rows)
    return [[r[c] for r in rows if c < len(r) and r[c]] for c in range(ncols)]


def rows(path, table):
    cells = {}
    for e in elements(path):
        if e["kind"] == "node" and "cell" in e["classes"]:
            for label in " / ".join(e["texts"]).split(" / "):
                cells.setdefault(label, []).append(e["y"])
    bad = []
    last = None
    cols = table_columns(table)
    for i, col in enumerate(cols):
        ys = []
        for label in col:
            if label not in cells:
                bad.append("column %d: no instance node %s" % (i + 1, label))
            elif len(cells[label]) != 1:
                bad.append("column %d: %d nodes labelled %s" % (i + 1, len(cells[label]), label))
            else:
                ys.append(cells[label][0])
        if len(set(ys)) > 1:
            bad.append("column %d (%s): not on one row (y %s)" % (i + 1, " ".join(col), ys))
        if ys:
            if last is not None and not ys[0] > last:
                bad.append("column %d (%s) is not below the column before" % (i + 1, " ".join(col)))
            last = ys[0]
    if bad:
        print("\n".join(bad))
        return 1
    print("rows ok: %d columns" % len(cols))
    return 0


def pairs(path):
    """Per side of a witness (the node names' part before "_r<row>_t"),
    where its pair of instances (class "pair" cells) is drawn."""
    sides = {}
    for e in elements(path):
        if e["kind"] == "node" and "cell" in e["classes"] and "pair" in e["classes"]:
            side = e["id"].rsplit("_r", 1)[0]
            sides.setdefault(side, []).append((e["y"], " / ".join(e["texts"])))
    for side in sorted(sides):
        cells = sides[side]
        how = "same-row" if len(set(y for y, _ in cells)) == 1 else "different-rows"
        print("pair %s %d %s | %s" % (side, len(cells), how, " ".join(t for _, t in cells)))


def cycles(path):
    """The cycles drawn, one line each, "FUNCTION DEPTH HEADER OTHER-ENTRIES"
    (the other entries sorted), FUNCTION the n-th function cluster
    (cluster_f<n>_...), in the order of their clusters."""
    out = []
    for e in elements(path):
        if e["kind"] != "cluster" or "_c" not in e["id"]:
            continue
        label = " ".join(e["texts"])
        if not label.startswith("cycle, depth "):
            continue
        depth, rest = label[len("cycle, depth "):].split(": header ", 1)
        header, _, others = rest.partition("; other entries ")
        f = e["id"].split("_")[1]
        out.append("%s %s %s %s" % (f, depth, header.strip(), " ".join(sorted(others.split()))))
    print("\n".join(sorted(out)))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "facts":
        facts(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "cycles":
        cycles(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "pairs":
        pairs(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "rows":
        sys.exit(rows(sys.argv[2], sys.argv[3]))
    else:
        sys.exit(__doc__)
