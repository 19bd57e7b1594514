# tests/cli/docs_output.sh — every command output shown in README.md and
# docs/*.md comes from a test: shown in a ```console block, the command is
# run and its output compared with the document's (tests/tools/
# doc_console.py: "..." leaves lines out, times aside); no other block
# shows a convcheck command with a prompt, or convcheck's output.
# (docs/sources.md's blocks run in tests/cli/sources.sh, with clang-22.)
. "$TOP/tests/cli/lib.sh"
for f in "$TOP/README.md" "$TOP"/docs/*.md; do
  name=${f#"$TOP"/}
  # blocks that show output but are not run: a "$ convcheck" prompt, or
  # lines only convcheck prints, in a block not tagged console
  awk -v f="$name" '
    /^```/ { if (!inb) { inb = 1; lang = substr($0, 4); start = NR; bad = 0; next }
             inb = 0; if (bad && lang != "console") print f ":" start ": " why; next }
    inb && /^\$ (\.\/)?convcheck / { bad = 1; why = "a convcheck command with a prompt" }
    inb && /^(UniformityInfo for function|CycleInfo for function|function [^ ]+: [0-9]+ (DFS-realizable|all-entries)|(UNSOUND|IMPRECISE) +(ours|llvm) |corpus: [0-9]+ cases?, |audit: [0-9]+ files?, )/ {
      bad = 1; why = "convcheck output" }
    inb && /^ +[A-Za-z0-9_.]+ +(m-converged|NOT m-converged)( |$)/ { bad = 1; why = "convcheck output" }
  ' "$f" >>"$TMPD/unrun"
done
if [ -s "$TMPD/unrun" ]; then fail "docs: output shown outside a \`\`\`console block (not run by a test)" "$(cat "$TMPD/unrun")"
else ok "docs: every block that shows convcheck's output is a console block"; fi

# the console blocks, run (docs/sources.md: tests/cli/sources.sh)
W="$TMPD/work"; mkdir -p "$W/bin"
for d in kernels corpus tests; do ln -s "$TOP/$d" "$W/$d"; done
ln -s "$CONVCHECK" "$W/bin/convcheck"; ln -s "$CONVCHECK" "$W/convcheck"
n=0
for f in "$TOP/README.md" "$TOP"/docs/*.md; do
  case "$f" in */docs/sources.md) continue ;; esac
  grep -q '^```console' "$f" || continue
  n=$((n + 1))
  python3 "$TOP/tests/tools/doc_console.py" "$f" "$W"
done
[ "$n" -ge 1 ] && ok "docs: $n documents with console blocks run" || fail "docs: no console block found"

# ---- every file of this repository the documents name exists (README.md
# named man/man.sh for the man page, which the binary writes itself with
# --man; docs/security.md a transform/transform.c).  Paths of LLVM's tests
# are capitalised (AMDGPU/..., Transforms/...) or under its irreducible/
# folder; a name with NNNNN is a pattern.
for f in "$TOP/README.md" "$TOP"/docs/*.md; do
  name=${f#"$TOP"/}
  grep -oE '(^|[^A-Za-z0-9_./$<-])([a-z][A-Za-z0-9_-]*/)+[A-Za-z0-9_.-]+\.(sh|c|h|py|md|am|ac|cfg|ll|gold|cmd|tab)\b' "$f" |
    sed -E 's/^[^a-z]//' | sort -u | while read -r p; do
      case "$p" in irreducible/* | *NNNNN*) continue ;; esac
      [ -e "$TOP/$p" ] || echo "$name: $p"
    done
done >"$TMPD/missing"
if [ -s "$TMPD/missing" ]; then fail "docs: files named that do not exist" "$(cat "$TMPD/missing")"
else ok "docs: every file of the repository the documents name exists"; fi

# The docs speak of the project, not of its issue tracker: "issue N" with
# a short number is one of ours (LLVM's issues have six digits and are
# named "LLVM issue", "issue 180621"), meaningless to a reader of a clone.
grep -n -E '(^|[^A-Za-z])[Ii]ssues? [0-9]{1,3}([^0-9]|$)' "$TOP/README.md" "$TOP"/docs/*.md |
  sed "s|^$TOP/||" >"$TMPD/issue_numbers"
if [ -s "$TMPD/issue_numbers" ]; then
  fail "docs name the project's issue numbers" "$(head -n 5 "$TMPD/issue_numbers")"
else
  ok "docs name no issue number of the project"
fi
