#!/bin/sh
# The interestingness test of `convcheck reduce` for llvm-reduce
# (llvm-reduce --test=THIS FILE.ll): exit 0 when the finding still holds
# on "$1" -- opt-22 and convcheck's reader accept it, and the witness is
# of the same kind:
#   broken by simplifycfg<no-keep-loops>: a behaviour of AFTER that BEFORE lacks
# ($CONVCHECK, when set, names the convcheck to run.)
CONVCHECK=${CONVCHECK:-convcheck}
exec "$CONVCHECK" reduce --check --broken --pass 'simplifycfg<no-keep-loops>' --function 'thread_header' -k 2 -L 8 --opt 'opt-22' --mtriple 'amdgcn-unknown-amdhsa' --opt-timeout 60000 --kind 'broken by simplifycfg<no-keep-loops>: a behaviour of AFTER that BEFORE lacks' "$1"
