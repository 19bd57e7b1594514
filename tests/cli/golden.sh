# Golden outputs (tests/golden/NAME.cmd -> NAME.out), run from the tree.
. "$TOP/tests/cli/lib.sh"
cd "$TOP" || exit 0
for cmd in tests/golden/*.cmd; do
  name=$(basename "$cmd" .cmd)
  # shellcheck disable=SC2046
  run $(cat "$cmd")
  expect_golden "golden $name" "tests/golden/$name.out"
done
