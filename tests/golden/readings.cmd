# readings: least vs greatest fixed point on the self-loop finding, a bad
# input.  Source: corpus/findings/fixpoint-self-loop.cfg (hand derivation).
readings --no-db -L 4 --question 2 corpus/findings/fixpoint-self-loop.cfg
readings --no-db tests/golden/bad/unreachable.cfg
# --json: the same answer as data (issue 13).
readings --no-db -L 4 --question 2 --json corpus/findings/fixpoint-self-loop.cfg
