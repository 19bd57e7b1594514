# tests/cli/options.sh — the option table (cli/options.h) and the readings
# table (model/readings.h) as the command line sees them: one parser for
# every command, one default per bound, the readings' flags, the man page.
. "$TOP/tests/cli/lib.sh"
NL="$TOP/corpus/spec/cu-natural-loop.cfg"
CB="$TOP/corpus/spec/cu-convergence-before.cfg"

# ---- one default per bound: -L 12 and -k 2 in every command that takes them
for c in mconv uniformity audit sweep transform readings; do
  run $c --help
  if grep -A3 -- '--bound L, -L L' "$OUT" | grep -q '(default 12)'; then ok "$c: the bound's default is 12"
  else fail "$c: the bound's default is 12" "$(grep -A3 -- '--bound' "$OUT")"; fi
  if grep -- '--threads K, -k K' "$OUT" | grep -q '(default 2)'; then ok "$c: the threads' default is 2"
  else fail "$c: the threads' default is 2" "$(grep -- '--threads' "$OUT")"; fi
done
# the default is used: mconv states its bounds (k=2, L=12, as README's example)
run mconv "$NL"
expect_out "mconv without -L: L=12" 'k=2, L=12'
run readings --question 2 --max-blocks 1 --engine explicit
expect_out "readings without -L: L=12" '^   (differ|none).*L=12'

# ---- the generic parser
run mconv --bound
expect_rc "a missing value is a usage error" 2
expect_err "it names the option" 'mconv: --bound needs a value'
run mconv -L 99 "$NL"
expect_rc "out of range" 2
expect_err "the range is stated" '\-\-bound must be between 1 and 64, got 99'
run mconv -L9 -k2 "$NL"
expect_out "short options with attached values (-L9 -k2)" 'k=2, L=9'
run mconv --bound=7 "$NL"
expect_out "--long=value" 'k=2, L=7'
run mconv --json=yes "$NL"
expect_rc "a flag takes no value" 2
expect_err "a flag takes no value: said so" '\-\-json takes no value'
run mconv --frobnicate "$NL"
expect_err "unknown option" "mconv: unknown option '--frobnicate'"
run mconv "$NL" "$CB"
expect_err "one FILE" "one FILE, not '.*cu-natural-loop.cfg' and '.*cu-convergence-before.cfg'"
run mconv
expect_err "no FILE" 'mconv: no FILE given'
run cycles --why "$NL"
expect_err "an option of another command is unknown here" "cycles: unknown option '--why'"
run mconv --engine fast "$NL"
expect_err "a choice names its values" '\-\-engine is explicit, smt or both, not .fast.'
run mconv -- "$NL"
expect_rc "-- ends the options" 0

# ---- the readings as options (model/readings.h)
run mconv --reading quotient --json "$NL"
expect_rc "mconv --reading quotient" 0
run converge --anchor=maximal "$TOP/corpus/spec/co-anchor-in-loop-heart.cfg"
expect_out "--anchor=VALUE" 'anchors: maximal'
run converge --anchors maximal "$TOP/corpus/spec/co-anchor-in-loop-heart.cfg"
expect_out "--anchors (the reading's name) is accepted too" 'anchors: maximal'
run mconv --fixpoint greatest "$NL"
expect_rc "a reading the command does not implement: usage error" 2
expect_err "... said in the table's words" 'mconv: mconv does not implement fixpoint=greatest \(only: least\)'
run mconv --values smt "$NL"
expect_err "mconv's values are terms" 'does not implement values=smt \(only: terms\)'
# ... and the refusal says why, and where bit-vector values are a reading
# (a new user tried mconv --engine smt --values smt and had to guess)
expect_rc "mconv --values smt: usage error" 2
expect_err "mconv --values smt: says why" 'values=smt \(only: terms\): both engines decide m-convergence with values as uninterpreted terms .*uniformity --values smt'
[ -s "$OUT" ] && fail "mconv --values smt: nothing on stdout" "$(head -3 "$OUT")"
run mconv --fixpoint least "$NL"
expect_rc "the default of a reading is always accepted" 0
run converge --fixpoint greatest "$TOP/corpus/spec/co-anchor-in-loop-heart.cfg"
expect_rc "converge: the controlled relation has no greatest fixed point here" 2
expect_err "... said so" 'is a least fixed point: fixpoint=greatest is for functions without tokens'
run converge --fixpoint most "$CB"
expect_err "a reading's values are named" '\-\-fixpoint is least, greatest, or unique-check, not .most.'
run readings --reading quotient
expect_err "readings compares the readings: it takes none" "readings: unknown option '--reading'"
run mconv --help
expect_out "the readings in --help" '^  --reading literal\|quotient'
expect_out "--help lists the readings a command implements only" '^  --anchor free\|maximal'
if grep -q -- '--fixpoint' "$OUT"; then fail "mconv --help does not offer --fixpoint"; else ok "mconv --help does not offer --fixpoint"; fi

# ---- --no-db: accepted, nothing is recorded without --db anyway
run corpus --no-db --quiet "$TOP/corpus/spec/cu-natural-loop.cfg"
expect_rc "corpus --no-db" 0
if [ -z "$(ls "$TMPD" | grep -v '^out$\|^err$')" ]; then ok "no store written by default"; else fail "no store written by default" "$(ls "$TMPD")"; fi

# ---- the man page, from the same tables
run --man
expect_rc "convcheck --man" 0
expect_out "roff title" '^\.TH CONVCHECK 1 '
for c in cycles converge mconv uniformity analyze audit readings sweep verify transform corpus results; do
  if grep -q "^\.SS $c\$" "$OUT"; then ok "man: section $c"; else fail "man: section $c"; fi
done
for r in reading fixpoint hierarchies anchor values; do
  if grep -q "^\.B \\\\-\\\\-$r " "$OUT"; then ok "man: reading --$r"; else fail "man: reading --$r"; fi
done
expect_out "man: ENVIRONMENT names CONVCHECK_DB" '^\.B CONVCHECK_DB'
if grep -q '^[.'"'"'][^A-Za-z\\]' "$OUT"; then fail "man: no stray control lines" "$(grep '^[.'"'"'][^A-Za-z\\]' "$OUT" | head -3)"
else ok "man: no stray control lines"; fi
if command -v groff >/dev/null 2>&1; then
  "$CONVCHECK" --man | groff -man -Tutf8 -ww >"$TMPD/man.txt" 2>"$TMPD/man.err"
  if [ -s "$TMPD/man.txt" ] && [ ! -s "$TMPD/man.err" ]; then ok "man: groff renders it without warnings"
  else fail "man: groff renders it without warnings" "$(head -5 "$TMPD/man.err")"; fi
fi

# a reading's other spelling is in the help: the docs write --anchors, the
# flag is --anchor (model/readings.h: name "anchors", flag "anchor"); both
# are accepted, and the help names both (a new user found only one)
run mconv --help
expect_out options_help_reading_alias '^ +\(default free; also --anchors\)$'
run mconv --anchors maximal --controlled "$TOP/corpus/spec/cu-natural-loop.cfg"
expect_rc options_reading_alias_accepted 0
