# tests/cli/transform_witness.sh -- the values a transform counterexample
# prints replay by hand (the convergent calls' results among them).
. "$TOP/tests/cli/lib.sh"

# a counterexample whose AFTER passes a convergent call's result to another
# call: BEFORE subgroupAdd(%tid), AFTER subgroupAdd(0 - %s) with %s =
# subgroupAdd(%tid).  The witness gives the value of %s per thread (text
# and JSON); from it AFTER's outer argument, 0 - %s in 32 bits, must
# differ from BEFORE's, the thread id printed (the witness replays by hand)
D='declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @subgroupAdd(i32) convergent'
printf '%s\ndefine void @f() {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %%s = call i32 @subgroupAdd(i32 %%tid)\n  %%r = call i32 @subgroupAdd(i32 %%tid)\n  ret void\n}\n' "$D" >"$TMPD/inner.before.ll"
printf '%s\ndefine void @f() {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %%s = call i32 @subgroupAdd(i32 %%tid)\n  %%m = sub i32 0, %%s\n  %%r = call i32 @subgroupAdd(i32 %%m)\n  ret void\n}\n' "$D" >"$TMPD/inner.after.ll"
run transform "$TMPD/inner.before.ll" "$TMPD/inner.after.ll"
expect_rc transform_inner_result_rc 1
tid=$(sed -n 's/^    thread 1: llvm.amdgcn.workitem.id.x = \([0-9]*\).*/\1/p' "$OUT")
s=$(sed -n 's/^    thread 1: %s (@subgroupAdd#1) = \([0-9]*\).*/\1/p' "$OUT")
if [ -n "$tid" ] && [ -n "$s" ] && [ $(( (4294967296 - s) % 4294967296 )) -ne "$tid" ]; then
  ok "transform_inner_result_text (tid $tid, %s $s: AFTER passes $(( (4294967296 - s) % 4294967296 )))"
else fail transform_inner_result_text "tid=$tid s=$s" "$(head -c 900 "$OUT")"; fi
run transform --json "$TMPD/inner.before.ll" "$TMPD/inner.after.ll"
if python3 - "$OUT" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))["functions"][0]
v = {(x["thread"], x["term"]): int(x["value"].split()[0]) for x in f["counterexample"]["values"]}
tid, s = v[(1, "llvm.amdgcn.workitem.id.x")], v[(1, "%s (@subgroupAdd#1)")]
sys.exit(0 if (-s) % 2**32 != tid else 1)
PY
then ok transform_inner_result_json; else fail transform_inner_result_json "$(head -c 900 "$OUT")"; fi
