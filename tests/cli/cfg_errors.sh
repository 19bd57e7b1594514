# tests/cli/cfg_errors.sh — the errors of a .cfg edge line written in a
# plausible wrong syntax show the right one (issue 28): each record of
# tests/cli/cfg_errors.txt, "in: INPUT" then "err: ERROR", is run as
# `convcheck converge --no-db t.cfg` and must exit 2 with exactly
# "convcheck: ERROR" on stderr.
. "$TOP/tests/cli/lib.sh"
n=0 input=""
while IFS= read -r line; do
  case "$line" in
    'in:  '*) input=${line#in:  } ;;
    'err: '*)
      want="convcheck: ${line#err: }"
      n=$((n + 1))
      printf '%b' "$input" >"$TMPD/t.cfg"
      run converge --no-db t.cfg
      expect_rc "cfg error $n exits 2 ($input)" 2
      if [ "$(cat "$ERR")" = "$want" ]; then ok "cfg error $n: $input"
      else fail "cfg error $n: $input" "want: $want" "got:  $(cat "$ERR")"; fi ;;
  esac
done <"$TOP/tests/cli/cfg_errors.txt"
[ "$n" -ge 14 ] && ok "cfg errors: $n records read" || fail "cfg errors: only $n records read"
