# convcheck transform F F: a program is preserved against itself (issue 16),
# a property over every .ll of the corpus, the compiled kernels of
# tests/cli/transform_self/ and LLVM's tests in ../shared/llvm-tests (when
# present).  Per function the verdict must be "preserved", or "unknown"
# because the bound L cut every input (no path ends within L: nothing to
# compare), or a limit that tests/cli/transform_self/allowed.txt lists with
# its reason.  Never broken, not single-thread equivalent, after invalid, or
# another unknown.  A file whose BEFORE is refused (static rules, reader) must
# be refused by `convcheck verify` too (an invalid program, not a failure of
# the check).
. "$TOP/tests/cli/lib.sh"
SELF="$TOP/tests/cli/transform_self"
files=$(find "$TOP/corpus" "$SELF" -name '*.ll' | sort)
need_llvm_tests "transform F F on LLVM's tests" && files="$files $(find "$LLVM_TESTS" -name '*.ll' | sort)"
nfun=0; npres=0; ncut=0; nallowed=0
for f in $files; do
  rel=${f#"$LLVM_TESTS/"}; rel=${rel#"$TOP/"}
  name=transform_self_$(printf '%s' "$rel" | tr '/.' '__')
  run transform --timeout 20000 -k 2 -L 12 "$f" "$f"
  if [ "$RC" -eq 2 ] && grep -q 'error:' "$ERR" && ! grep -q ': unknown' "$OUT"; then
    # BEFORE refused: verify must refuse it as well
    "$CONVCHECK" verify "$f" >/dev/null 2>&1
    vrc=$?
    if [ "$vrc" -ne 0 ]; then ok "${name}_invalid_input"; else
      fail "${name}_invalid_input" "transform refuses it but verify accepts it" "$(head -c 400 "$ERR")"; fi
    continue
  fi
  bad=""
  while IFS= read -r line; do
    fn=${line%%: *}; v=${line#*: }
    nfun=$((nfun + 1))
    case "$v" in
      preserved*) npres=$((npres + 1)) ;;
      "unknown within k=2, L=12: the bound L cut every input"*) ncut=$((ncut + 1)) ;;
      unknown*)
        if grep -q "^$rel $fn " "$SELF/allowed.txt"; then nallowed=$((nallowed + 1));
        else bad="$bad
$fn: $v"; fi ;;
      *) bad="$bad
$fn: $v" ;;
    esac
  done <<EOT
$(grep -E '^[^ ][^:]*: (preserved|broken|not single|AFTER invalid|unknown)' "$OUT")
EOT
  if [ -z "$bad" ]; then ok "$name"; else fail "$name" "$bad" "$(head -c 1500 "$OUT")"; fi
done
echo "# transform F F: $nfun functions, $npres preserved, $ncut with every input cut by L=12, $nallowed listed limits"
