#!/usr/bin/env python3
"""tests/tools/doc_console.py DOC WORKDIR -- runs the commands a document
shows and compares their output with the document's (docs kept true by
tests; tests/cli/docs_output.sh, tests/cli/sources.sh).

A command is a "$ COMMAND" line of a ```console block (continued by a
trailing backslash); the lines after it, up to the next command or the
block's end, are its output as the document shows it.  A line "..." (alone,
indentation aside) stands for any number of lines, as the document leaves
them out.  Times ("0.19 s", "0.25s") are compared as "<t> s", "<t>s".  Every command of the
document runs in WORKDIR, in order, in one shell (a file one writes,
another reads; `echo $?` sees the status of the command before it), with
WORKDIR/bin first on PATH.  Standard error is not compared.  Prints one
"ok"/"FAIL" line per command.
"""
import re
import subprocess
import sys

MARK = '@@convcheck-doc-console@@'


def commands(text):
    cmds, inblk, cur = [], False, None
    for line in text.splitlines():
        if line.startswith('```console'):
            inblk = True
            continue
        if inblk and line.startswith('```'):
            inblk, cur = False, None
            continue
        if not inblk:
            continue
        if cur is not None and cur['open']:
            cur['cmd'] += '\n' + line
            cur['open'] = line.endswith('\\')
            continue
        if line.startswith('$ '):
            cur = {'cmd': line[2:], 'want': [], 'open': line.endswith('\\')}
            cmds.append(cur)
        elif cur is not None:
            cur['want'].append(line)
    return cmds


def norm(line):
    line = re.sub(r'\b[0-9]+\.[0-9]+ s\b', '<t> s', line.rstrip())
    return re.sub(r'\b[0-9]+\.[0-9]+s\b', '<t>s', line)


def matches(want, got):
    """want may hold '...' lines, each any run of lines of got."""
    want = [norm(w) for w in want]
    got = [norm(g) for g in got]
    while want and want[-1] == '':
        want.pop()
    while got and got[-1] == '':
        got.pop()
    memo = {}

    def m(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == len(want):
            r = j == len(got)
        elif want[i].strip() == '...':
            r = any(m(i + 1, k) for k in range(j, len(got) + 1))
        else:
            r = j < len(got) and want[i] == got[j] and m(i + 1, j + 1)
        memo[(i, j)] = r
        return r
    return m(0, 0)


def main():
    doc, work = sys.argv[1], sys.argv[2]
    cmds = commands(open(doc).read())
    if not cmds:
        print('FAIL %s: no command in a ```console block' % doc)
        return
    script = '__s=0\n'
    for c in cmds:  # each command sees the status of the one before ($?)
        script += 'printf "\\n%s\\n"\n(exit $__s)\n%s\n__s=$?\nprintf "\\n%s\\n"\n' % (MARK, c['cmd'], MARK)
    env = dict(__import__('os').environ)
    env['PATH'] = work + '/bin:' + env.get('PATH', '')
    env['CONVCHECK_PROGRESS_AFTER'] = '1000000'
    out = subprocess.run(['sh', '-c', script], cwd=work, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, timeout=1800).stdout.decode(errors='replace')
    parts = out.split('\n' + MARK + '\n')
    # parts: '', out1, '', out2, ... : the odd ones are the commands' outputs
    outs = parts[1::2]
    for i, c in enumerate(cmds):
        got = outs[i].split('\n') if i < len(outs) else ['(did not run)']
        name = '%s command %d: %s' % (doc.split('/')[-1], i + 1, c['cmd'].splitlines()[0][:70])
        if matches(c['want'], got):
            print('ok   %s' % name)
        else:
            print('FAIL %s\n  the document shows:\n    %s\n  it prints now:\n    %s' % (
                name, '\n    '.join(c['want'][:12]), '\n    '.join(got[:12])))


main()
