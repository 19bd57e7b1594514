# The layers of docs/architecture.md: no include runs back up.  Checked for
# the cross-check layer, pipeline/ and cli/: crosscheck/ sits on encode/
# and enumerate/ (and what they include), pipeline/ on transform/, audit/,
# reduce/ and unbounded/ (as reduce/ itself), each is included by cli/ only and never
# prints or exits; no library folder includes cli/.
. "$TOP/tests/cli/lib.sh"
cd "$TOP" || { fail "layers: no source tree at $TOP"; end_here; }
# includes_only DIR 'a|b|c' : DIR's files include only those folders
includes_only() {
  bad=$(grep -ho '#include "[a-z]*/' "$1"/*.c "$1"/*.h | sed 's/#include "//; s#/##' |
    sort -u | grep -vxE "$2|$1")
  if [ -z "$bad" ]; then ok "layers: $1/ includes only $(echo "$2" | sed 's/|/, /g')"
  else fail "layers: $1/ includes a folder above it" "$bad"; fi
}
# only_cli_includes DIR : no library but DIR itself includes DIR/
only_cli_includes() {
  bad=$(grep -l "#include \"$1/" */*.c */*.h 2>/dev/null | grep -vE "^(cli|$1|tests|bench)/")
  if [ -z "$bad" ]; then ok "layers: only cli/ includes $1/"
  else fail "layers: a library includes $1/" "$bad"; fi
}
# never_prints DIR [EXCEPT] : no printf, exit, abort, stdout, stderr in DIR
# (EXCEPT: a grep -E pattern of lines allowed)
never_prints() {
  bad=$(grep -nE '(^|[^_a-z])(printf|fprintf|puts|fputs|putchar|exit|abort)\(|(^|[^_a-z])(stdout|stderr)([^_a-z]|$)' \
    "$1"/*.c "$1"/*.h | grep -vE "${2:-^$}")
  if [ -z "$bad" ]; then ok "layers: $1/ never prints or exits"
  else fail "layers: $1/ prints or exits" "$bad"; fi
}
includes_only crosscheck 'base|model|encode|enumerate'
only_cli_includes crosscheck
bad=$(grep -l '#include "cli/' */*.c */*.h 2>/dev/null | grep -vE '^(cli|tests|bench)/')
if [ -z "$bad" ]; then ok "layers: no library includes cli/"
else fail "layers: a library includes cli/" "$bad"; fi
never_prints crosscheck
includes_only pipeline 'base|model|front|transform|audit|reduce|unbounded'
only_cli_includes pipeline
# (the child of fork reports a failed exec on its standard error, which is
# opt's dump file, and leaves with _exit)
never_prints pipeline '_exit\(127\)|fprintf\(stderr, "cannot run %s: %s\\n", av\[0\]'
