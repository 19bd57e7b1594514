# convcheck readings: the searches behind docs/findings.md's readings section,
# at sizes small enough for the suite.
. "$TOP/tests/cli/lib.sh"
# -L 6: these searches were written for readings' former default bound
# (every command's default is now 12, CV_DEFAULT_BOUND).
run readings --question 2 --max-blocks 2 -L 6
expect_rc "readings: exits 0" 0
expect_out "readings: least vs greatest differ on a self-loop" '^   differ: '
expect_out "readings: the self-loop program is printed" '^B1 -> B1$'
run readings --question 4 --max-blocks 3 -L 6
expect_out "readings: no third-thread effect up to 3 blocks" '^   none up to 3 blocks, k=3, L=6'
run readings --question 3 --max-blocks 4 -L 6
expect_out "readings: realizable vs all-entries agree up to 4 blocks" '^   none up to 4 blocks, k=2, L=6'
run readings --max-blocks 9
expect_rc "readings: --max-blocks 9 is refused" 2
run readings --question 2 -L 6 "$TOP/corpus/findings/fixpoint-self-loop.cfg"
expect_out "readings over a given file" '^   differ: '
