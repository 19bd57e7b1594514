#!/bin/sh
# The interestingness test of `convcheck reduce` for llvm-reduce
# (llvm-reduce --test=THIS FILE.ll): exit 0 when the finding still holds
# on "$1" -- opt-22 and convcheck's reader accept it, and the witness is
# of the same kind:
#   unsound llvm %r (phi): uniform for llvm, a witness of divergence
# ($CONVCHECK, when set, names the convcheck to run.)
CONVCHECK=${CONVCHECK:-convcheck}
exec "$CONVCHECK" reduce --check --unsound llvm '%r' --function 'exit_phi_constants' -k 2 -L 12 --opt 'opt-22' --mtriple 'amdgcn-unknown-amdhsa' --opt-timeout 60000 --kind 'unsound llvm %r (phi): uniform for llvm, a witness of divergence' "$1"
