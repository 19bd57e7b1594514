#!/usr/bin/env python3
"""tests/cli/vocabulary.py DESIGN.md OUTPUT... -- the verdict lines of
convcheck's outputs against the words of docs/design.md section 12.

Reads the section's two tables: the words (holds, fails) of each subject,
and the forms a verdict may take (WORD, NOT-WORD, K, L, WHY placeholders).
In every text output, a line that speaks of a verdict's basis (a trigger:
proven, holds within, fails, unknown, "within k=N", "(k=N", "all L") must
be made of the forms: once every form is taken out, no trigger is left.
A line that states an analysis's claim (audit: a word, then the analysis,
"ours" or "llvm", a file and @function) must begin with a word of the
claims' row and hold a form: the reference's verdict and what it rests on.
In every JSON output, each "verdict" value is a word of the table (lower
case) or "unknown", each "basis" one of the words the section lists for
it and each "scope" one of its scopes.  Prints "ok"/"FAIL" lines for tests/cli/vocabulary.sh.
"""
import json
import re
import sys


def section(text):
    m = re.search(r'^## 12\. The words of a verdict\n(.*?)(?=^## |\Z)', text, re.S | re.M)
    if not m:
        sys.exit("FAIL vocabulary: docs/design.md has no section '12. The words of a verdict'")
    return m.group(1)


def ticks(cell):
    return re.findall(r'`([^`]+)`', cell)


def tables(sec):
    holds, fails, forms, claims = [], [], [], []
    for line in sec.splitlines():
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) == 4 and ticks(cells[1]):
            holds += ticks(cells[1])
            fails += ticks(cells[2])
            if 'agree' in ticks(cells[1]):  # the claims' row (audit, sweep)
                claims = ticks(cells[1]) + ticks(cells[2])
        elif len(cells) == 2 and ticks(cells[0]) and cells[0].startswith('`'):
            forms.append(ticks(cells[0])[0])
    return holds, fails, forms, claims


def json_words(sec, key, end):
    """The `"WORD"` values the section's JSON paragraph lists after `"KEY"`,
    up to the text END."""
    m = re.search(r'`"%s"`[^`]*?:(.*?)%s' % (key, end), sec, re.S)
    return {re.sub(r'\s+', ' ', w) for w in re.findall(r'`"([^"`]+)"`', m.group(1))} if m else set()


def form_regex(form, holds, fails):
    alt = lambda ws: '(?:' + '|'.join(re.escape(w) for w in sorted(ws, key=len, reverse=True)) + ')'
    out, i = '', 0
    tokens = re.split(r'(NOT-WORD|WORD|WHY|k=K|L=L)', form)
    for t in tokens:
        if t == 'NOT-WORD':
            out += alt(fails)
        elif t == 'WORD':
            out += alt(holds)
        elif t == 'WHY':
            out += '.+'
        elif t in ('k=K', 'L=L'):
            out += t[:2] + '[0-9]+'
        else:
            out += re.escape(t)
    return out


COUNT = re.compile(r'(?<=, )[0-9]+ unknown\b')
TRIGGER = re.compile(r'\bproven\b|\bholds within\b|\bfails\b|\bunknown\b|within k=[0-9]|\(k=[0-9]|\ball L\b')


def main():
    design, outputs = sys.argv[1], sys.argv[2:]
    sec = section(open(design).read())
    holds, fails, forms, claims = tables(sec)
    # the JSON paragraph: "basis" says which: "proven", ... with the bounds;
    # transform's "scope": "every L, all k" or ... (the text's
    bases = json_words(sec, 'basis', r'\bwith\s+the bounds')
    scopes = json_words(sec, 'scope', r'\(the text')
    if len(bases) < 4 or len(scopes) < 2:
        print("FAIL vocabulary: the JSON words of docs/design.md section 12 were not read "
              "(basis %s, scope %s)" % (sorted(bases), sorted(scopes)))
        return
    claim_line = re.compile(r'^(?:%s) +(?:ours|llvm) ' % '|'.join(re.escape(w) for w in claims))
    # any claim's shape, whatever its first word (a DOT label's too)
    claim_shape = re.compile(r'(?:^|label="|^\s*// )([A-Za-z-]+) +(?:ours|llvm) +\S+ @')
    nclaims = 0
    if len(forms) < 5 or len(holds) < 4 or len(fails) < 4 or len(claims) < 3:
        print("FAIL vocabulary: the tables of docs/design.md section 12 were not read "
              "(%d forms, %d words)" % (len(forms), len(holds) + len(fails)))
        return
    print("ok   vocabulary: %d forms, %d words read from docs/design.md section 12"
          % (len(forms), len(holds) + len(fails)))
    # the longer forms first: one may hold another ("... (WORD within k=K, L=L)")
    regs = [re.compile(form_regex(f, holds, fails)) for f in sorted(forms, key=len, reverse=True)]
    words = {w.lower() for w in holds + fails} | {'unknown'}
    nlines = nbad = njson = nbasis = 0
    for path in outputs:
        text = open(path, errors='replace').read()
        for line in text.splitlines():
            s = line.strip()
            if s.startswith('{') or s.startswith('['):
                for v in re.findall(r'"verdict":"([^"]*)"', s):
                    njson += 1
                    if v.lower() not in words:
                        nbad += 1
                        print('FAIL vocabulary: JSON verdict "%s" is no word of the table (%s)' % (v, path))
                for key, allowed in (('basis', bases), ('scope', scopes)):
                    for v in re.findall(r'"%s":"([^"]*)"' % key, s):
                        nbasis += 1
                        if v not in allowed:
                            nbad += 1
                            print('FAIL vocabulary: JSON %s "%s" is none of section 12\'s %s (%s)'
                                  % (key, v, sorted(allowed), path))
                continue
            shape = claim_shape.search(line)
            if shape and shape.group(1) not in claims:
                nbad += 1
                print('FAIL vocabulary: a claim begins with "%s", no word of the claims\' row:\n'
                      '  %s\n  (%s)' % (shape.group(1), line.strip()[:300], path))
            if claims and claim_line.match(line):
                nclaims += 1
                if not any(r.search(line) for r in regs):
                    nbad += 1
                    print('FAIL vocabulary: a claim\'s line states no verdict form of the '
                          'reference:\n  %s\n  (%s)' % (line.strip()[:300], path))
            # a count ("7 unknown" in a summary) is no verdict of its own
            line = COUNT.sub(' ', line)
            if not TRIGGER.search(line):
                continue
            nlines += 1
            rest = line
            for r in regs:
                rest = r.sub(' ', rest)
            left = TRIGGER.search(rest)
            if left:
                nbad += 1
                print('FAIL vocabulary: "%s" in a verdict line of none of the forms:\n  %s\n  (%s)'
                      % (left.group(0), line.strip()[:300], path))
    if nlines < 20 or njson < 20 or nclaims < 10 or nbasis < 20:
        print("FAIL vocabulary: only %d verdict lines, %d claim lines, %d JSON verdicts and %d "
              "bases seen" % (nlines, nclaims, njson, nbasis))
    elif not nbad:
        print("ok   vocabulary: %d verdict lines (%d of them claims), %d JSON verdicts and %d "
              "bases and scopes, each in the table's words" % (nlines, nclaims, njson, nbasis))


main()
