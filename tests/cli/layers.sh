# The layers of docs/architecture.md: no include runs back up.  Checked for
# the cross-check layer and cli/: crosscheck/ sits on encode/ and
# enumerate/ (and what they include) and is included by cli/ only; no
# library folder includes cli/; crosscheck/ never prints or exits.
. "$TOP/tests/cli/lib.sh"
cd "$TOP" || { fail "layers: no source tree at $TOP"; end_here; }
bad=$(grep -ho '#include "[a-z]*/' crosscheck/*.c crosscheck/*.h | sed 's/#include "//; s#/##' |
  sort -u | grep -vxE 'base|model|encode|enumerate|crosscheck')
if [ -z "$bad" ]; then ok "layers: crosscheck/ includes only base, model, encode, enumerate"
else fail "layers: crosscheck/ includes a folder above it" "$bad"; fi
bad=$(grep -l '#include "crosscheck/' */*.c */*.h 2>/dev/null | grep -vE '^(cli|crosscheck|tests|bench)/')
if [ -z "$bad" ]; then ok "layers: only cli/ includes crosscheck/"
else fail "layers: a library includes crosscheck/" "$bad"; fi
bad=$(grep -l '#include "cli/' */*.c */*.h 2>/dev/null | grep -vE '^(cli|tests|bench)/')
if [ -z "$bad" ]; then ok "layers: no library includes cli/"
else fail "layers: a library includes cli/" "$bad"; fi
bad=$(grep -nE '(^|[^_a-z])(printf|fprintf|puts|fputs|putchar|exit|abort)\(|(^|[^_a-z])(stdout|stderr)([^_a-z]|$)' \
  crosscheck/*.c crosscheck/*.h)
if [ -z "$bad" ]; then ok "layers: crosscheck/ never prints or exits"
else fail "layers: crosscheck/ prints or exits" "$bad"; fi
# pipeline/ (transform --pipeline) sits above transform/, audit/ and
# reduce/, like reduce/ itself: it includes those and what they stand on,
# only cli/ includes it, and it never prints or exits.
bad=$(grep -ho '#include "[a-z]*/' pipeline/*.c pipeline/*.h | sed 's/#include "//; s#/##' |
  sort -u | grep -vxE 'base|model|front|transform|audit|reduce|pipeline')
if [ -z "$bad" ]; then ok "layers: pipeline/ includes only base, model, front, transform, audit, reduce"
else fail "layers: pipeline/ includes a folder it should not" "$bad"; fi
bad=$(grep -l '#include "pipeline/' */*.c */*.h 2>/dev/null | grep -vE '^(cli|pipeline|tests|bench)/')
if [ -z "$bad" ]; then ok "layers: only cli/ includes pipeline/"
else fail "layers: a library includes pipeline/" "$bad"; fi
bad=$(grep -nE '(^|[^_a-z])(printf|fprintf|puts|fputs|putchar|exit|abort)\(|(^|[^_a-z])(stdout)([^_a-z]|$)' \
  pipeline/*.c pipeline/*.h | grep -v '_exit(127)\|fprintf(stderr, "cannot run %s: %s\\n", av\[0\]')
if [ -z "$bad" ]; then ok "layers: pipeline/ never prints or exits (but in the child before exec)"
else fail "layers: pipeline/ prints or exits" "$bad"; fi
