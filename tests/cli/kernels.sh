# Our own GPU kernels (kernels/*.c, .cl, .hip, .cu, compiled by clang-22 for amdgcn and
# nvptx at -O0 and -O2 by `make` into kernels/ll/), checked with every job
# of docs/kernels.md.  On every compiled file:
#   analyze      prints opt-22's DIVERGENT set (print<uniformity> on the
#                same file: the independent source), plus the values where
#                opt-22 is wrong by hand (kernels/opt-bugs);
#   verify       accepts the file iff `opt-22 -passes=verify` does;
#   audit-ours   our analysis: no unsound claim (issue 16, "Done when");
#   audit-llvm   LLVM's: exactly the unsound claims of kernels/audit (the
#                kernels' hand derivations), and its imprecise spot checks;
#   audit-builtins no IMPRECISE claim on a call that returns the thread's
#                own value (a work-item id, a scan: the builtin rows);
#   mconv        blocks of a cycle with several entries (opt-22's
#                print<cycles>) NOT m-converged, every other block
#                m-converged and proven (irreducible.c: the one irreducible
#                cycle is entered under a divergent branch; a reducible CFG
#                has one cycle hierarchy);
#   self         `transform F F` is preserved (a program against itself);
# and the rows of kernels/passes: `transform --pass` with the verdict
# derived by hand in the kernel's comment.
# Checks that fail today for a known cause are listed, with the cause, in
# tests/cli/kernels.known-failing: they print "xfail", never "ok"; a listed
# check that passes is a FAIL until its line is deleted.
. "$TOP/tests/cli/lib.sh"
HERE=$TOP/tests/cli/kernels
KNOWN=$TOP/tests/cli/kernels.known-failing
OPT=${OPT:-opt-22}
BUILD=$(cd "$(dirname "$CONVCHECK")" && pwd)
KLL=${KERNELS_LL:-$BUILD/kernels/ll}
AUDIT_L=${KERNELS_AUDIT_BOUND:-16}
command -v "$OPT" >/dev/null 2>&1 || { fail kernels_opt_available "$OPT not found"; end_here; }

# ---- the compiled kernels: every kernels/*.{c,cl,hip,cu}, both levels, the
# targets Makefile.am builds for its language (an OpenCL kernel that enables
# cl_khr_subgroups: amdgcn only; CUDA: nvptx only)
files=""
for src in "$TOP"/kernels/*.c "$TOP"/kernels/*.cl "$TOP"/kernels/*.hip "$TOP"/kernels/*.cu; do
  [ -f "$src" ] || continue
  f=$(basename "$src"); k=${f%.*}
  case $f in
    *.cl) if grep -q cl_khr_subgroups "$src"; then ts=amdgcn; else ts="amdgcn nvptx"; fi ;;
    *.cu) ts=nvptx ;;
    *) ts="amdgcn nvptx" ;;
  esac
  for t in $ts; do for o in O0 O2; do files="$files $k.$t.$o"; done; done
done
# KERNELS_ONLY=REGEX: only the compiled files whose name matches (a quick
# run while working; the suite runs them all).
all_files=$files
[ -n "${KERNELS_ONLY:-}" ] && files=$(for f in $files; do echo "$f"; done | grep -E -- "$KERNELS_ONLY")
missing() { for f in $files; do [ -f "$KLL/$f.ll" ] || return 0; done; return 1; }
if missing; then (cd "$BUILD" && make -s kernels) >"$TMPD/make.txt" 2>&1; fi
if missing; then
  fail kernels_built "kernels/ll/ is incomplete and \`make kernels\` did not build it (clang-22 missing? sh setup.sh installs it):" \
    "$(tail -5 "$TMPD/make.txt")"
  end_here
fi
ok kernels_built

# ---- outcome of one check, through the known-failing list ------------------
# check NAME yes|no DETAIL... ; NAME is "CHECK FILE" (a kernels.known-failing key)
cause_of() {
  tag=$(awk -v k="$1" '!/^[#=]/ && NF >= 3 && ($1 " " $2) == k { print $3; exit }' "$KNOWN")
  [ -n "$tag" ] || return 0
  for t in $(echo "$tag" | tr ',' ' '); do
    text=$(sed -n "s/^= $t  *//p" "$KNOWN")
    echo "$t: ${text:-(no legend line for this tag)}"
  done
}
check() {
  name=$1; good=$2; shift 2
  cause=$(cause_of "$name")
  if [ -z "$cause" ]; then
    if [ "$good" = yes ]; then ok "kernels $name"; else fail "kernels $name" "$@"; fi
  elif [ "$good" = yes ]; then
    fail "kernels $name" "XPASS: listed as known-failing ($cause) but passes now: delete its line from tests/cli/kernels.known-failing"
  else
    printf 'xfail kernels %s\n' "$name"; printf '%s\n' "$cause" | sed 's/^/  known: /' 
  fi
}
# a known-failing key that names no check of this script is an error
keys=$(awk '!/^[#=]/ && NF >= 3 { print $1 " " $2 }' "$KNOWN")

# ---- the DIVERGENT set of print<uniformity> text (ours or opt's) --------------
# one line per DIVERGENT instruction: FUNCTION BLOCK %name, or FUNCTION BLOCK
# #N opcode (the N-th instruction of the block, without a result), and
# FUNCTION arg %name for DIVERGENT ARGUMENTS.
divset() {
  awk '
    /^UniformityInfo for function / { f = $0; sub(/^UniformityInfo for function .?/, "", f); sub(/.:$/, "", f); sec = ""; next }
    /^DIVERGENT ARGUMENTS:/ { sec = "args"; next }
    /^[A-Z][A-Z ]*:$/ { sec = "info"; next }
    /^BLOCK / { b = $2; n = 0; sec = "block"; next }
    /^(DEFINITIONS|TERMINATORS|END BLOCK)/ { next }
    sec == "args" && /DIVERGENT: / { n2 = split($0, w, " "); print f, "arg", w[n2]; next }
    sec == "block" && /^ / {
      n++
      if ($0 !~ /^ *DIVERGENT: /) next
      s = $0; sub(/^ *DIVERGENT: */, "", s); split(s, w, " ")
      if (s ~ /^%[^ ]+ = /) print f, b, w[1]
      else { op = w[1]; if (op ~ /^(tail|musttail|notail)$/) op = w[2]; print f, b, "#" n, op }
    }' "$1" | sort
}

# ---- per file -----------------------------------------------------------------
for f in $files; do
  ll=$KLL/$f.ll

  # analyze against opt-22's print<uniformity>
  if "$OPT" -passes='print<uniformity>' -disable-output "$ll" 2>"$TMPD/opt.txt" >/dev/null &&
     "$CONVCHECK" analyze "$ll" >"$TMPD/ours.txt" 2>"$TMPD/ours.err"; then
    { divset "$TMPD/opt.txt"
      awk -v f="$f" '!/^#/ && $1 == f { print $2, $3, $4 }' "$HERE/opt-bugs"; } | sort -u >"$TMPD/want"
    divset "$TMPD/ours.txt" >"$TMPD/got"
    if diff "$TMPD/want" "$TMPD/got" >"$TMPD/d"; then check "analyze $f" yes
    else check "analyze $f" no "DIVERGENT sets differ (< opt-22 and kernels/opt-bugs, > analyze):" "$(head -12 "$TMPD/d")"; fi
  else
    check "analyze $f" no "opt-22 or analyze failed:" "$(head -3 "$TMPD/opt.txt" "$TMPD/ours.err")"
  fi

  # verify against opt-22 -passes=verify
  "$OPT" -passes=verify -disable-output "$ll" >/dev/null 2>&1; orc=$?
  run verify "$ll"
  if [ "$RC" -eq "$orc" ]; then check "verify $f" yes
  else check "verify $f" no "convcheck verify exit $RC, opt-22 -passes=verify exit $orc" "$(head -3 "$OUT" "$ERR")"; fi

  # audit, both analyses
  run audit --no-db -L "$AUDIT_L" "$ll"
  if [ "$RC" -le 1 ]; then
    for a in ours llvm; do
      sed -n "s/^UNSOUND *$a [^ ]* @[^ ]* \(.*\): $a says.*/\1/p" "$OUT" | sort >"$TMPD/got"
      awk -v f="$f" -v a="$a" '!/^#/ && $1 == f && $2 == "unsound" && $3 == a { print $4 }' "$HERE/audit" | sort >"$TMPD/want"
      if diff "$TMPD/want" "$TMPD/got" >"$TMPD/d"; then check "audit-$a $f" yes
      else check "audit-$a $f" no "unsound claims (< expected, > audit):" "$(head -8 "$TMPD/d")" "$(grep '^  [a-z]* [0-9]* function' "$OUT")"; fi
    done
    awk -v f="$f" '!/^#/ && $1 == f && $2 == "imprecise" { $1 = $2 = ""; print }' "$HERE/audit" |
    while read -r a v; do
      if grep "^IMPRECISE *$a " "$OUT" | grep -qF " $v: $a says"; then check "audit-imprecise $f" yes
      else check "audit-imprecise $f" no "$a's claim on $v is not IMPRECISE" "$(grep "$v" "$OUT" | head -3)"; fi
    done
    # no DIVERGENT claim on a call that returns the thread's own value (an
    # id, a lane mask, a scan: OpenCL C's Work-Item and Subgroup Functions,
    # ockl, the targets' thread-id intrinsics) is imprecise: the reference
    # reads the builtin rows, and "convergent" never makes a value uniform
    awk '/^IMPRECISE/ { getline; print }' "$OUT" |
      grep -E "call .*@(_Z[0-9]+(get_(local|global)_(linear_)?id|get_sub_group_local_id|get_sub_group_[lgte][qte]_mask|sub_group_scan_|work_group_scan_|sub_group_non_uniform_scan_|sub_group_elect)|__ockl_get_(local|global)_(linear_)?id|llvm\.amdgcn\.workitem\.id|llvm\.amdgcn\.mbcnt|llvm\.nvvm\.read\.ptx\.sreg\.(tid|laneid))" >"$TMPD/bad"
    if [ ! -s "$TMPD/bad" ]; then check "audit-builtins $f" yes
    else check "audit-builtins $f" no "IMPRECISE claims on a thread's own id:" "$(head -4 "$TMPD/bad")"; fi
  else
    check "audit-ours $f" no "audit exit $RC" "$(head -3 "$ERR")"
    check "audit-llvm $f" no "audit exit $RC" "$(head -3 "$ERR")"
  fi

  # mconv, the blocks' verdicts from opt-22's cycles
  "$OPT" -passes='print<cycles>' -disable-output "$ll" 2>"$TMPD/cycles.txt" >/dev/null
  irr=$(sed -n 's/.*entries(\([^)]* [^)]*\)) *\(.*\)/\1 \2/p' "$TMPD/cycles.txt" | tr ' ' '\n' | sort -u)
  run mconv --no-db "$ll"
  bad=$(awk -v irr=" $(echo $irr) " '
    /^  [^ ]/ && $2 ~ /m-converged|NOT/ {
      want_not = index(irr, " " $1 " ") > 0
      if (want_not && $2 != "NOT") print $1 ": " $0 " (expected NOT m-converged)"
      if (!want_not && $0 !~ /m-converged \(proven/) print $1 ": " $0 " (expected m-converged, proven)"
      n++ }
    END { if (n == 0) print "no block verdicts" }' "$OUT")
  if [ "$RC" -le 1 ] && [ -z "$bad" ]; then check "mconv $f" yes
  else check "mconv $f" no "exit $RC" "$bad" "$(head -3 "$ERR")"; fi

  # a program against itself.  At -O0 a loop counter lives in a stack slot,
  # which the reference follows (model/values.c): a fixed-trip loop runs to
  # its end on every path, and when the default L cuts every input
  # (barrier_tree: 6 iterations) the check runs again at a bound that holds
  # the whole loop.
  run transform "$ll" "$ll"
  if [ "$RC" -eq 2 ] && grep -q 'the bound L cut every input' "$OUT"; then
    run transform -L "${KERNELS_SELF_BOUND:-48}" "$ll" "$ll"
  fi
  if [ "$RC" -eq 0 ] && grep -q ': preserved within ' "$OUT"; then check "self $f" yes
  else check "self $f" no "transform F F: exit $RC" "$(head -3 "$OUT")"; fi
done

# ---- transform --pass rows -------------------------------------------------------
grep -v '^#' "$HERE/passes" | while read -r f pre pipe L want; do
  [ -n "$f" ] || continue
  case " $(echo $files) " in *" $f "*) ;; *) continue ;; esac
  before=$KLL/$f.ll
  if [ "$pre" != - ]; then
    before=$TMPD/pre.ll
    "$OPT" -S -passes="$pre" "$KLL/$f.ll" -o "$before" 2>"$TMPD/pre.err" </dev/null ||
      { check "pass:$pipe $f" no "opt-22 -passes=$pre failed: $(head -2 "$TMPD/pre.err")"; continue; }
  fi
  run transform -L "$L" --pass "$pipe" "$before" </dev/null
  got=$(transform_verdict)
  if [ "$got" = "$want" ] && [ "$RC" -eq "$(transform_status "$want")" ]; then check "pass:$pipe $f" yes
  else check "pass:$pipe $f" no "expected $want, got '$got' (exit $RC)" "$(head -3 "$OUT" "$ERR" | cut -c1-240)"; fi
done

# ---- the list itself: every key names a check of this script -----------------------
stale=""
for k in $(echo "$keys" | tr ' ' '@'); do
  c=${k%%@*}; f=${k#*@}
  case "$c" in analyze|verify|audit-ours|audit-llvm|audit-imprecise|audit-builtins|mconv|self) ok_f=no
      for g in $all_files; do [ "$g" = "$f" ] && ok_f=yes; done ;;
    pass:*) ok_f=no; p=${c#pass:}
      grep -v '^#' "$HERE/passes" | awk -v f="$f" -v p="$p" '$1 == f && $3 == p { e = 1 } END { exit !e }' && ok_f=yes ;;
    *) ok_f=no ;;
  esac
  [ $ok_f = yes ] || stale="$stale $c $f;"
done
if [ -z "$stale" ]; then ok "kernels known-failing list names only checks of this script"
else fail "kernels known-failing list names only checks of this script" "no such check:$stale"; fi
