#!/bin/sh
# tests/cli/verify_rules.sh — `convcheck verify` on corpus/rules: each file's
# diagnostics (rule id and line) are exactly those its `; <- RULE` markers
# state, files without markers verify clean, and opt-22's verdict is the one
# the file's header records.  Then the command line: exit statuses, JSON,
# input errors.
. "$(dirname "$0")/lib.sh"
RULES=$TOP/corpus/rules
for f in "$RULES"/*.ll; do
  name=verify_rules_$(basename "$f" .ll)
  awk '/; <- /{ sub(/.*; <- /, ""); n = split($0, r, " "); for (i = 1; i <= n; i++) print r[i] "@" NR }' "$f" | sort >"$TMPD/want"
  run verify "$f"
  grep -o '\.ll:[0-9]*:[0-9]*: error: \[[a-z0-9-]*\]' "$OUT" |
    sed 's/^\.ll:\([0-9]*\):[0-9]*: error: \[\(.*\)\]$/\2@\1/' | sort >"$TMPD/got"
  if [ -s "$TMPD/want" ]; then want_rc=1; else want_rc=0; fi
  if [ "$RC" -eq "$want_rc" ] && cmp -s "$TMPD/want" "$TMPD/got"; then ok "$name"; else
    fail "$name" "exit $RC (want $want_rc)" "want: $(tr '\n' ' ' <"$TMPD/want")" "got:  $(tr '\n' ' ' <"$TMPD/got")"; fi
  if command -v opt-22 >/dev/null 2>&1; then
    llvm=$(sed -n 's/^; opt-22: \([a-z]*\).*/\1/p' "$f" | head -1)
    if opt-22 -passes=verify -disable-output "$f" >/dev/null 2>&1; then got=valid; else got=invalid; fi
    if [ "$llvm" = "$got" ]; then ok "${name}_opt"; else fail "${name}_opt" "header says opt-22: '$llvm', opt-22 says $got"; fi
  fi
done

# The diagnostic's shape: file:line:col, the instruction, the closed path.
run verify "$RULES/closed-path-1.ll"
expect_out verify_cli_position "closed-path-1\.ll:13:3: error: \[closed-path-1\] call @op uses the token %anchor"
expect_out verify_cli_closed_path "^  closed path: L -> L$"
expect_out verify_cli_source 'rule: \[CO\] "Static Rules", "Closed Paths", rule 1'
run verify "$RULES/region-nesting.ll"
expect_out verify_cli_region "^  region \(blocks\): A B C$"
expect_out verify_cli_region_path "through this use to a use of its token: A -> B -> C$"
run verify --json "$RULES/closed-path-4.ll"
expect_rc verify_json_rc 1
expect_out verify_json_shape '^\{"file":"[^"]*closed-path-4\.ll","functions":\[\{"name":"heart_in_latch","valid":false,"diagnostics":\[\{"rule":"closed-path-4",'
expect_out verify_json_witness '"path_kind":"closed","path":\["L","H","L"\],"region":\[\],"witness":"H"'
expect_out verify_json_valid '"valid":false\}$'
run verify --json --function nested "$RULES/valid-nested-hearts.ll"
expect_rc verify_json_valid_rc 0
expect_out verify_json_valid_true '"diagnostics":\[\]\}\],"valid":true\}'
run verify "$RULES/valid-shader.ll"
expect_out verify_cli_holds 'every static rule of ConvergentOperations.rst holds'

# Input errors: exit 2 with file:line:col.
run verify "$TMPD/missing.ll"
expect_rc verify_missing_file 2
printf 'define void @f() {\n  call void @g( [\n}\n' >"$TMPD/bad.ll"
run verify "$TMPD/bad.ll"
expect_rc verify_parse_error 2
expect_err verify_parse_error_position 'bad\.ll:[0-9]+:[0-9]+: error: '
run verify --function nosuch "$RULES/valid-shader.ll"
expect_rc verify_no_function 2
run verify
expect_rc verify_no_file 2
run verify --bogus "$RULES/valid-shader.ll"
expect_rc verify_bad_option 2

# The rationale examples of [CO] "Rationales for Static rules about
# cycles" are rejected for the reason the document gives: the two-`if`
# loop's operations and the nested hearts both use %anchor on a closed
# path without its definition (rule 2; the document: "There is a cycle
# ... that goes through both loop heart intrinsics using %anchor but not
# through the definition of %anchor, so this code is invalid").
run verify --function nested_hearts "$TOP/corpus/spec/co-nested-hearts-same-token.cfg"
expect_rc verify_rationale_nested_hearts_rc 1
expect_out verify_rationale_nested_hearts '\[closed-path-2\] %loop1 and %loop2 both use the token %anchor on a closed path that does not contain its definition'
run verify "$TOP/corpus/spec/co-two-ops-anchor-in-loop.cfg"
expect_rc verify_rationale_two_ifs_rc 1
expect_out verify_rationale_two_ifs '\[closed-path-2\] call @op\.1 and call @op\.2 both use the token %anchor'
