# bench/run-line.sh — sourced by bench/transform-audit.sh and
# bench/transform.sh: the first RUN line of an LLVM test as `convcheck
# transform --pass` arguments.  run_line FILE sets
#   RL_RUN   the RUN line (continuations joined, up to the first pipe)
#   RL_PIPE  its -passes= pipeline; for legacy pass syntax the first option
#            opt-22 takes as a pass name (RL_LEGACY: that option), else ""
#   RL_OPTS  its other opt options, as text
#   RL_ARGS  `--opt-arg OPT` for each (no option has a space: split it)
# The RUN line's -mtriple is left to `transform --pass`, which reads it.
run_line() {
  RL_RUN=$(sed -n 's/^; RUN: *//p' "$1" | awk '{ if (sub(/\\$/, "")) { printf "%s ", $0 } else { print; exit } }')
  RL_RUN=${RL_RUN%%|*}
  RL_PIPE=$(printf '%s\n' "$RL_RUN" | tr ' ' '\n' | sed -n "s/^-passes=//p" | head -1 | tr -d "'\"")
  RL_OPTS=$(printf '%s\n' "$RL_RUN" | tr ' ' '\n' | grep '^-' | grep -v -e '^-passes=' -e '^-S$' -e '^-$' \
    -e '^-o$' -e '^-verify' -e '^-disable-output' -e '^-check-prefix' -e '^-enable-var-scope' \
    -e '^-mtriple' | tr '\n' ' ')
  RL_LEGACY=""
  if [ -z "$RL_PIPE" ]; then
    # legacy pass syntax (opt -loop-distribute ...): the first option that
    # opt-22 accepts as a pass name is the pipeline, the others options
    for w in $RL_OPTS; do
      if "${OPT:-opt-22}" -passes="${w#-}" -disable-output "$1" >/dev/null 2>&1; then
        RL_PIPE=${w#-}; RL_LEGACY=$w
        RL_OPTS=$(printf '%s\n' $RL_OPTS | grep -v -x -e "$w" | tr '\n' ' ')
        break
      fi
    done
  fi
  RL_ARGS=""
  for w in $RL_OPTS; do RL_ARGS="$RL_ARGS --opt-arg $w"; done
}
