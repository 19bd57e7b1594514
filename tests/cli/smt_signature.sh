# The SMT engine's least fixed point by the signature theorem (the default,
# --smt-relation signature; docs/unbounded.md "The signature theorem",
# encode/smt_sym.c smtS_signature) against the explicit engine, which
# computes the relation from the definitions: every block verdict of
# `mconv --engine smt` equals `mconv`'s at k=2 L=8 and k=3 L=6 on every
# irreducible LLVM test function (UniformityAnalysis/AMDGPU/irreducible,
# NVPTX/irreducible.ll), converted to .cfg with every branch divergent as
# bench/smt.sh does (bench/ll2cfg.awk).  And what a verdict says it rests
# on: the header line, --json's "relation", and --smt-relation rounds.
. "$TOP/tests/cli/lib.sh"

DE="$TOP/corpus/spec/cu-diverged-entry-header-r.cfg"
run mconv --engine smt -L 6 "$DE"
expect_out "mconv --engine smt names the signature theorem" \
  '^function cu-diverged-entry-header-r: 2 DFS-realizable hierarchies; k=2, L=6; engine smt: [0-9.]+ s \(smt\); relation: signature theorem, docs/unbounded.md$'
grep '^  ' "$OUT" >"$TMPD/sig"
run mconv --engine smt --smt-relation rounds -L 6 "$DE"
expect_out "mconv --smt-relation rounds names the rounds" '; relation: Kleene rounds proven enough by Z3$'
grep '^  ' "$OUT" | sed 's/^\(  [A-Za-z0-9_.]* *NOT m-converged\).*/\1/' >"$TMPD/rnd"
sed 's/^\(  [A-Za-z0-9_.]* *NOT m-converged\).*/\1/' "$TMPD/sig" >"$TMPD/sig1"
if grep -q 'NOT m-converged' "$TMPD/sig1" && cmp -s "$TMPD/sig1" "$TMPD/rnd"; then
  ok "mconv: the same verdicts by either route (some block not m-converged)"
else fail "mconv: the same verdicts by either route" "$(diff "$TMPD/sig1" "$TMPD/rnd" | head -20)"; fi
run mconv --engine smt --json -L 6 "$DE"
expect_out "mconv --json: \"relation\":\"signature\"" '"engine":"smt","relation":"signature",'
run mconv --engine smt --json --smt-relation rounds -L 6 "$DE"
expect_out "mconv --json: \"relation\":\"rounds\"" '"engine":"smt","relation":"rounds",'
run mconv --engine smt --smt-relation levels -L 6 "$DE"
expect_rc "mconv: an unknown --smt-relation is refused" 2
SW="$TOP/tests/cli/smt_values/phi-swap.ll"
run uniformity --engine smt -L 6 "$SW"
expect_out "uniformity --engine smt: the bounds name the signature theorem" \
  '^; reference: .*\(engine smt; relation: signature theorem, docs/unbounded.md; [0-9.]+ s\)'
run uniformity --engine smt --json --smt-relation rounds -L 6 "$SW"
expect_out "uniformity --json: \"relation\":\"rounds\"" '"verdicts_from":"smt","relation":"rounds",'

# the LLVM functions, both engines, verdict for verdict
if need_llvm_tests "smt signature verdicts on LLVM's irreducible functions"; then
  U=$LLVM_TESTS/Analysis/UniformityAnalysis
  verdicts() {
    tr -d '\n' <"$1" | sed 's/.*"blocks":{//' |
      grep -o '"[^"]*":{"m_converged":[a-z]*' | sed 's/"\([^"]*\)":{"m_converged":/\1=/' | sort | tr '\n' ' '
  }
  nf=0 nfail=0 nbad=0
  for f in "$U"/AMDGPU/irreducible/*.ll "$U/NVPTX/irreducible.ll"; do
    [ -f "$f" ] || continue
    for fn in $(grep -o '^define [^@]*@[A-Za-z0-9_.]*' "$f" | sed 's/.*@//'); do
      awk -v fn="$fn" -f "$TOP/bench/ll2cfg.awk" "$f" >"$TMPD/f.cfg"
      nh=$("$CONVCHECK" cycles --all "$TMPD/f.cfg" 2>/dev/null | sed -n 's/.*: \([0-9]*\) DFS-realizable.*/\1/p' | head -1)
      [ "${nh:-1}" -ge 2 ] || continue
      nf=$((nf + 1))
      for c in 2:8 3:6; do
        k=${c%%:*} L=${c#*:}
        "$CONVCHECK" mconv --no-db --json -k "$k" -L "$L" "$TMPD/f.cfg" >"$TMPD/ex" 2>"$TMPD/exerr"
        rx=$?
        "$CONVCHECK" mconv --no-db --json --engine smt -k "$k" -L "$L" "$TMPD/f.cfg" >"$TMPD/smt" 2>"$TMPD/smterr"
        rs=$?
        ve=$(verdicts "$TMPD/ex") vs=$(verdicts "$TMPD/smt")
        if [ "$rx" -gt 1 ] || [ "$rs" -gt 1 ] || [ -z "$ve" ] || [ "$ve" != "$vs" ]; then
          nbad=$((nbad + 1))
          fail "smt signature = explicit: $(basename "$f" .ll):$fn k=$k L=$L" \
            "explicit (exit $rx): $ve" "smt (exit $rs): $vs" "$(head -3 "$TMPD/smterr")"
        fi
        case $vs in *=false*) nfail=$((nfail + 1)) ;; esac
      done
    done
  done
  if [ "$nf" -ge 30 ] && [ "$nbad" -eq 0 ] && [ "$nfail" -gt 0 ]; then
    ok "smt signature = explicit on $nf multi-hierarchy LLVM functions at k=2 L=8 and k=3 L=6 ($nfail runs with a block not m-converged)"
  elif [ "$nbad" -eq 0 ]; then
    fail "smt signature = explicit on the LLVM functions" "only $nf functions, $nfail runs with a block not m-converged"
  fi
fi
