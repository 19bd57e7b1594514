# GPU source languages (docs/sources.md): every command of the doc's
# `console` blocks run as written (compile with clang-22, then convcheck,
# opt-22, diff), its output compared with the one the doc shows (times
# "0.19 s" aside); and the OpenCL builtin rows of model/target.c against
# what clang-22 emits (tests/cli/sources/opencl-builtins.cl calls every
# OpenCL function of the table).
. "$TOP/tests/cli/lib.sh"
CLANG=${CLANG:-clang-22}
for tool in "$CLANG" opt-22; do
  command -v "$tool" >/dev/null 2>&1 || { fail sources_tools "$tool not found (sh setup.sh installs it)"; end_here; }
done

# ---- the builtin rows' names ---------------------------------------------------
OB="$TOP/tests/cli/sources/opencl-builtins.cl"
if "$CLANG" -x cl -cl-std=CL3.0 -Xclang -finclude-default-header -nogpulib -S -emit-llvm \
     --target=spir64 -O0 "$OB" -o "$TMPD/ob.ll" 2>"$TMPD/cc.err"; then
  # the source names inside the manglings of the declared functions
  sed -n 's/^declare .*@_Z\([0-9][0-9]*\)\([A-Za-z_][A-Za-z0-9_]*\)(.*/\1 \2/p' "$TMPD/ob.ll" |
    awk '{ print substr($2, 1, $1) }' | sort -u >"$TMPD/emitted"
  # the OpenCL rows: X("name", true, KIND, ...) in TG_BUILTINS
  sed -n 's/^ *X("\([A-Za-z_]*\)", true, .*/\1/p' "$TOP/model/target.c" | sort -u >"$TMPD/rows"
  missing=$(while read -r r; do
      case $r in
        *_) grep -q "^$r" "$TMPD/emitted" || echo "$r" ;;
        *) grep -qx "$r" "$TMPD/emitted" || echo "$r" ;;
      esac
    done <"$TMPD/rows")
  if [ -s "$TMPD/rows" ] && [ -z "$missing" ]; then ok "sources: every OpenCL row names a function clang-22 emits ($(wc -l <"$TMPD/rows") rows)"
  else fail "sources: every OpenCL row names a function clang-22 emits" "rows clang-22 does not emit: $missing"; fi
  run uniformity "$TMPD/ob.ll"
  if [ "$RC" -le 1 ] && ! grep -q '^; note:' "$OUT" && grep -q "^UniformityInfo for function 'all_builtins'" "$OUT"; then
    ok "sources: no unknown builtin among the $(wc -l <"$TMPD/emitted") OpenCL functions called"
  else
    fail "sources: no unknown builtin among the OpenCL functions called" "exit $RC" "$(grep '^; note' "$OUT")" "$(head -3 "$ERR")"
  fi
else
  fail "sources: compile opencl-builtins.cl" "$(head -3 "$TMPD/cc.err")"
fi

# ---- the worked examples of docs/sources.md ---------------------------------------
# Each "$ COMMAND" line of a ```console block (continued by a trailing
# backslash) and the lines up to the next command or the block's end, its
# output.  Run in a scratch directory holding `kernels` (the tree's), with
# convcheck first on the PATH.
DOC="$TOP/docs/sources.md"
W="$TMPD/work"; mkdir -p "$W/bin"
ln -s "$TOP/kernels" "$W/kernels"
ln -s "$CONVCHECK" "$W/bin/convcheck"
mkdir -p "$TMPD/ex"
awk -v dir="$TMPD/ex" '
  BEGIN { n = 0; inblk = 0; cont = 0 }
  /^```console/ { inblk = 1; next }
  /^```/ && inblk { inblk = 0; next }
  !inblk { next }
  cont { sub(/^ */, " "); print >> (dir "/" n ".sh"); cont = /\\$/; next }
  /^\$ / { n++; print substr($0, 3) > (dir "/" n ".sh"); printf "" > (dir "/" n ".want"); cont = /\\$/; next }
  { print >> (dir "/" n ".want") }
  END { print n > (dir "/count") }' "$DOC"
count=$(cat "$TMPD/ex/count" 2>/dev/null || echo 0)
[ "$count" -ge 8 ] || fail "sources: docs/sources.md shows its commands" "only $count commands found"
norm() { sed -e 's/[0-9][0-9]*\.[0-9][0-9]* s\b/<t> s/g' "$1"; }
i=1
while [ "$i" -le "$count" ]; do
  cmd=$(cat "$TMPD/ex/$i.sh")
  (cd "$W" && PATH="$W/bin:$PATH" sh "$TMPD/ex/$i.sh") >"$TMPD/got" 2>"$TMPD/goterr"
  rc=$?
  norm "$TMPD/got" >"$TMPD/got.n"; norm "$TMPD/ex/$i.want" >"$TMPD/want.n"
  name="sources: docs/sources.md command $i: $(echo "$cmd" | head -1 | cut -c1-70)"
  if [ "$rc" -le 1 ] && diff "$TMPD/want.n" "$TMPD/got.n" >"$TMPD/d"; then ok "$name"
  else fail "$name" "exit $rc; output differs from the doc (< doc, > now):" "$(head -12 "$TMPD/d")" "$(head -3 "$TMPD/goterr")"; fi
  i=$((i + 1))
done
