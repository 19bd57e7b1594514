# Golden outputs: each tests/golden/NAME.cmd holds convcheck command lines
# (run from the source tree; $SCRATCH is an empty directory of this
# golden), NAME.gold what they print: per line "$ convcheck ARGS", its
# stdout, its stderr after "[stderr]" if any, and "[exit N]".  Timings,
# dates, run ids and the scratch path are normalised here, never
# hand-edited.  tests/golden/README.md says where each output was checked.
#
# GOLDEN_UPDATE=1 (tests/golden/update.sh) rewrites the .gold files that
# differ and prints each diff, for a person to review before committing;
# GOLDEN_ONLY="NAME ..." runs only those.
. "$TOP/tests/cli/lib.sh"
G="$TOP/tests/golden"
# Progress lines depend on time (a run past 10 s writes them on stderr,
# cli/progress.h): none in golden outputs
export CONVCHECK_PROGRESS_AFTER=1000000

# golden_norm SCRATCH: stdin -> stdout with what changes from run to run
# replaced by a placeholder.
golden_norm() {
  sed -E -e "s#$1#<scratch>#g" -e "s#$TOP/##g" -e "s#\"cwd\":\"$TOP\"#\"cwd\":\"<top>\"#g" \
    -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z/<date>/g' \
    -e 's/"uid":"[0-9a-f]{32}"/"uid":"<uid>"/g' \
    -e 's/"(seconds|programs_per_second)":[-+0-9.eE]+/"\1":<t>/g' \
    -e 's/"hash":"[0-9a-f]{16}"/"hash":"<hash>"/g' \
    -e 's/^( +content hash: )[0-9a-f, ]+$/\1<hash>/' \
    -e 's/^([0-9]+,[^,]*,[^,]*,)[0-9a-f]{16},(.*),[0-9]+(\.[0-9]+)?(e-?[0-9]+)?,/\1<hash>,\2,<t>,/' \
    -e 's/[0-9]+(\.[0-9]+)? s($|[^A-Za-z0-9_])/<t> s\2/g' \
    -e 's/[0-9]+(\.[0-9]+)? programs\/s/<n> programs\/s/g' \
    -e 's/^( +[0-9]+  <date>  .* )[0-9]+\.[0-9]+(  )/\1<t>\2/'
}

# golden_run CMDFILE SCRATCH: runs each command line, prints the record.
golden_run() {
  SCRATCH=$2
  grep -v -e '^#' -e '^[[:space:]]*$' "$1" | while IFS= read -r line; do
    printf '$ convcheck %s\n' "$line"
    (cd "$TOP" && eval "set -- $line" && exec "$CONVCHECK" "$@") \
      >"$SCRATCH.out" 2>"$SCRATCH.err" </dev/null
    rc=$?
    cat "$SCRATCH.out"
    if [ -s "$SCRATCH.err" ]; then echo "[stderr]"; cat "$SCRATCH.err"; fi
    echo "[exit $rc]"
  done | golden_norm "$SCRATCH"
}

n=0
for cmd in "$G"/*.cmd; do
  name=$(basename "$cmd" .cmd)
  if [ -n "${GOLDEN_ONLY:-}" ]; then
    case " $GOLDEN_ONLY " in *" $name "*) ;; *) continue ;; esac
  fi
  n=$((n + 1))
  mkdir -p "$TMPD/$name"
  golden_run "$cmd" "$TMPD/$name" >"$OUT"
  if [ "${GOLDEN_UPDATE:-}" = 1 ]; then
    if [ -f "$G/$name.gold" ] && cmp -s "$G/$name.gold" "$OUT"; then continue; fi
    echo "== $name.gold updated:"
    if [ -f "$G/$name.gold" ]; then diff -u "$G/$name.gold" "$OUT"; else diff -u /dev/null "$OUT"; fi
    cp "$OUT" "$G/$name.gold"
  elif [ ! -f "$G/$name.gold" ]; then
    fail "golden $name" "no $name.gold (tests/golden/update.sh makes it)"
  else
    expect_golden "golden $name" "$G/$name.gold"
  fi
done
[ "$n" -gt 0 ] && ok "golden: $n outputs run" || fail "golden: no .cmd file ran"
for gold in "$G"/*.gold; do
  [ -f "${gold%.gold}.cmd" ] || fail "golden $(basename "$gold")" "no .cmd file makes it"
done
