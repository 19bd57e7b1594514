# Cross-lane results the query and the replay compute alike (issue 27: on a
# user's HIP kernel the replay of a ds.bpermute whose class lacks a thread
# read another function than the query's, 0, and the verdict was "unknown:
# the encoding and the replay disagree").  tests/cli/transform_crosslane/:
# hand-written pairs, a .tcase each with its hand derivation.
. "$TOP/tests/cli/lib.sh"
W="$TOP/tests/cli/transform_crosslane"

tcases "$W" transform_crosslane

# the broken verdict rests on values both programs were replayed on
run transform -k 2 -L 8 "$W/bpermute-alone.before.ll" "$W/bpermute-alone.merged.ll"
expect_out transform_crosslane_replayed "the input's values \(found by Z3; both programs replayed on them\)"
