#!/bin/sh
# The interestingness test of `convcheck reduce` for llvm-reduce
# (llvm-reduce --test=THIS FILE.ll): exit 0 when the finding still holds
# on "$1" -- opt-22 and convcheck's reader accept it, and the witness is
# of the same kind:
#   opt-22 -passes=fix-irreducible exits with an error: PHINode should have one entry for each predecessor of its parent basic block!
# ($CONVCHECK, when set, names the convcheck to run.)
CONVCHECK=${CONVCHECK:-convcheck}
exec "$CONVCHECK" reduce --check --opt-fails --pass 'fix-irreducible' --message 'PHINode should have one entry for each predecessor of its parent basic block!' -k 2 -L 12 --opt 'opt-22' --mtriple 'amdgcn-unknown-amdhsa' --opt-timeout 60000 --kind 'opt-22 -passes=fix-irreducible exits with an error: PHINode should have one entry for each predecessor of its parent basic block!' "$1"
