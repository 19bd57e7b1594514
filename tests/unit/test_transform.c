/* Unit tests of transform/ (docs/design.md §8) on tiny .ll pairs.  The expected
 * verdicts are derived by hand in the comments: in acyclic code the
 * maximal relation converges every instance of a block ([CU] "Maximal
 * Convergence": no cycle, no condition), so moving a convergent call to a
 * block all threads share groups threads that were apart. */
#include "encode/smt.h"
#include "front/front.h"
#include "model/values.h"
#include "tests/unit/harness.h"
#include "transform/inline.h"
#include "transform/transform.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char decls[] =
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare i32 @subgroupAdd(i32) convergent\n"
    "declare i32 @pure(i32) convergent readnone\n";

/* if (COND) a = subgroupAdd(x) else b = subgroupAdd(x) */
static void if_else(char *buf, size_t n, const char *cond) {
  snprintf(buf, n,
           "%sdefine i32 @f(i32 inreg %%x) {\n"
           "entry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%c = icmp slt i32 %s, 16\n  br i1 %%c, label %%then, label %%else\n"
           "then:\n  %%a = call i32 @subgroupAdd(i32 %%x)\n  br label %%end\n"
           "else:\n  %%b = call i32 @subgroupAdd(i32 %%x)\n  br label %%end\n"
           "end:\n  %%r = phi i32 [ %%a, %%then ], [ %%b, %%else ]\n  ret i32 %%r\n}\n",
           decls, cond);
}

/* the same with the call hoisted into entry (CALLEE, once) */
static void hoisted(char *buf, size_t n, const char *cond, const char *callee) {
  snprintf(buf, n,
           "%sdefine i32 @f(i32 inreg %%x) {\n"
           "entry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%c = icmp slt i32 %s, 16\n  %%a = call i32 @%s(i32 %%x)\n"
           "  br i1 %%c, label %%then, label %%else\n"
           "then:\n  br label %%end\nelse:\n  br label %%end\n"
           "end:\n  ret i32 %%a\n}\n",
           decls, cond, callee);
}

static tf_verdict verdict(const char *before, const char *after, int k, tf_result *res) {
  cv_module *mb = th_read_ll(before), *ma = th_read_ll(after);
  CHECK(mb && ma);
  tf_opts o;
  tf_opts_default(&o);
  o.k = k;
  cc_error e;
  cc_error_clear(&e);
  bool ok = tf_check(cv_module_find(mb, "f"), cv_module_find(ma, "f"), &o, res, &e);
  CHECK(ok);
  cv_module_free(mb);
  cv_module_free(ma);
  return res->verdict;
}

/* BEFORE and AFTER as if_else on %tid makes them (n bytes each), AFTER
 * with `from` rewritten to `to`, which is as long. */
static void if_else_pair(char *a, char *b, size_t n, const char *from, const char *to) {
  if_else(a, n, "%tid");
  if_else(b, n, "%tid");
  char *p = strstr(b, from);
  CHECK(p != NULL);
  if (p && strlen(from) >= strlen(to)) memcpy(p, to, strlen(to));
}

/* The verdict on hoisting: BEFORE if_else on cond, AFTER hoisted on cond
 * calling callee (undo: the other way round), with k threads. */
static tf_verdict hoist_verdict(const char *cond, const char *callee, bool undo, int k,
                                tf_result *res) {
  char a[4096], b[4096];
  if_else(a, sizeof a, cond);
  hoisted(b, sizeof b, cond, callee);
  return undo ? verdict(b, a, k, res) : verdict(a, b, k, res);
}

/* The verdict on if_else_pair's rewrite of `from` to `to`, two threads. */
static tf_verdict rewrite_verdict(const char *from, const char *to, tf_result *res) {
  char a[4096], b[4096];
  if_else_pair(a, b, sizeof a, from, to);
  return verdict(a, b, 2, res);
}

TEST(transform_identity_preserved) {
  char a[4096];
  if_else(a, sizeof a, "%tid");
  tf_result r;
  CHECK(verdict(a, a, 2, &r) == TF_PRESERVED);
  /* inputs: both threads then, both else, one each: 3 multisets */
  CHECK(r.checked == 3 && r.cut == 0);
  tf_result_free(&r);
}

TEST(transform_hoist_out_of_divergent_if_broken) {
  tf_result r;
  CHECK(hoist_verdict("%tid", "subgroupAdd", false, 2, &r) == TF_BROKEN);
  /* the counterexample: one thread in then, the other in else */
  static const char *const shown[] = {"Thread1: entry then end", "Thread2: entry else end",
                                      "AFTER {thread 1 (occurrence 1), thread 2 (occurrence 1)}, BEFORE {thread 1 (occurrence 1)}"};
  for (size_t i = 0; i < sizeof shown / sizeof *shown; i++)
    CHECK_CONTAINS(cc_buf_str(&r.report), shown[i]);
  tf_result_free(&r);
}

TEST(transform_hoist_out_of_uniform_if_preserved) {
  /* %x, an inreg argument: the same in every thread */
  tf_result r;
  CHECK(hoist_verdict("%x", "subgroupAdd", false, 2, &r) == TF_PRESERVED);
  CHECK(r.checked == 2); /* both then, both else */
  tf_result_free(&r);
  CHECK(hoist_verdict("%x", "subgroupAdd", false, 3, &r) == TF_PRESERVED);
  tf_result_free(&r);
}

TEST(transform_different_call_not_single_thread_equivalent) {
  /* AFTER calls what BEFORE never calls */
  tf_result r;
  CHECK(hoist_verdict("%x", "pure", false, 2, &r) == TF_NOT_EQUIVALENT);
  CHECK(strstr(cc_buf_str(&r.report), "AFTER executes @pure(%x)") != NULL);
  tf_result_free(&r);
  /* the other way round: BEFORE's readnone call may disappear, but
   * AFTER's subgroupAdd is not BEFORE's */
  CHECK(hoist_verdict("%x", "pure", true, 2, &r) == TF_NOT_EQUIVALENT);
  tf_result_free(&r);
}

TEST(transform_loop_cut_by_bound_checked_on_prefixes) {
  /* a loop that never ends within L: every input is cut, and checked on
   * its prefixes (an instance's communicating set depends only on what
   * came before it): the program against itself is preserved, every input
   * on its prefixes */
  char a[4096];
  snprintf(a, sizeof a,
           "%sdefine void @f(i32 inreg %%x) {\n"
           "entry:\n  br label %%loop\n"
           "loop:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%v = call i32 @subgroupAdd(i32 %%tid)\n"
           "  br label %%loop\n}\n", decls);
  tf_result r;
  CHECK(verdict(a, a, 2, &r) == TF_PRESERVED);
  CHECK(r.checked > 0 && r.cut == r.checked);
  tf_result_free(&r);
}

TEST(transform_differing_conditions_infeasible_in_bitvectors) {
  /* AFTER tests `icmp ult` where BEFORE tests `icmp slt` (what instcombine
   * does for thread ids): different terms, so the term abstraction allows a
   * thread taking then in one and else in the other.  In bit-vectors, with
   * the thread id in the declaration's range(i32 0, 1024) (LLVM gives
   * llvm.amdgcn.workitem.id.x that attribute), slt 16 and ult 16 agree:
   * those candidates are infeasible, skipped, and the rest is preserved */
  tf_result r;
  CHECK(rewrite_verdict("icmp slt", "icmp ult", &r) == TF_PRESERVED);
  CHECK(r.infeasible > 0 && r.checked > 0);
  tf_result_free(&r);
}

TEST(transform_differing_conditions_realizable_broken) {
  /* AFTER tests `icmp ult %tid, 4` where BEFORE tests `icmp slt %tid, 16`:
   * ids 0..3 take then in both, ids 4..15 then in BEFORE and else in AFTER;
   * two such threads are together in BEFORE and apart in AFTER: broken, with
   * thread ids Z3 found */
  tf_result r;
  CHECK(rewrite_verdict("icmp slt i32 %tid, 16", "icmp ult i32 %tid,  4", &r) == TF_BROKEN);
  CHECK_CONTAINS(cc_buf_str(&r.report), "both programs replayed on them");
  CHECK_CONTAINS(cc_buf_str(&r.report), "thread 2: llvm.amdgcn.workitem.id.x = ");
  tf_result_free(&r);
}

/* The counterexample as data (tf_cex), derived by hand like the text: in
 * the hoisting case the input is one decision per thread on `icmp slt
 * %tid, 16` (thread 1 true, thread 2 false; it reads the thread id, so per
 * thread), the traces entry then end / entry else end, and the call is
 * AFTER's in entry with {1, 2}, BEFORE's in then with {1} for thread 1. */
TEST(transform_cex_data_hoist) {
  tf_result r;
  CHECK(hoist_verdict("%tid", "subgroupAdd", false, 2, &r) == TF_BROKEN);
  const tf_cex *x = &r.cex;
  CHECK(x->set && x->why != NULL);
  CHECK(!r.candidate.set); /* a broken verdict has no candidate */
  CHECK_INT(x->nbehaviours_before, 1);
  CHECK_INT(x->ndecisions, 2);
  CHECK_INT(x->decisions[0].thread, 0);
  CHECK(x->decisions[0].branch && x->decisions[0].choice == 0 && x->decisions[0].local);
  CHECK(!x->decisions[0].after_only);
  CHECK_CONTAINS(x->decisions[0].term, "icmp slt");
  CHECK_INT(x->decisions[1].thread, 1);
  CHECK(x->decisions[1].branch && x->decisions[1].choice == 1);
  /* the input's values: a thread id below 16 and one not (both replayed);
   * the calls' operand %x, the same in every thread, may be among them
   * (the poison check reads it) */
  long ids[2] = {-1, -1};
  int nids = 0;
  for (int i = 0; i < x->nvalues; i++) {
    if (x->values[i].thread < 0) {
      CHECK_STR(x->values[i].term, "%x");
      continue;
    }
    if (nids < 2) ids[nids] = strtol(x->values[i].value, NULL, 10);
    nids++;
  }
  CHECK_INT(nids, 2);
  CHECK(ids[0] >= 0 && ids[0] < 16 && ids[1] >= 16);
  CHECK(x->nevents >= 1);
  const tf_cex_event *e = &x->events[0];
  CHECK_INT(e->thread, 0);
  CHECK_INT(e->after_set, 3u);
  CHECK_INT(e->before_set, 1u);
  CHECK_INT(e->after_pos, 0);  /* entry */
  CHECK_INT(e->before_pos, 1); /* then  */
  tf_result_free(&r);
}

/* With conditions only AFTER tests (ult 4 against slt 16, as in
 * transform_differing_conditions_realizable_broken): AFTER's decision is
 * marked after_only, and Z3's thread ids are values, thread 1's id in 0..3
 * (then in both), thread 2's in 4..15. */
TEST(transform_cex_data_values) {
  tf_result r;
  CHECK(rewrite_verdict("icmp slt i32 %tid, 16", "icmp ult i32 %tid,  4", &r) == TF_BROKEN);
  const tf_cex *x = &r.cex;
  int after_only = 0;
  for (int i = 0; i < x->ndecisions; i++) after_only += x->decisions[i].after_only;
  CHECK_INT(after_only, 2); /* one per thread */
  long ids[2] = {-1, -1};
  int nids = 0;
  for (int i = 0; i < x->nvalues; i++) {
    if (x->values[i].thread < 0) { /* %x, the calls' operand (uniform) */
      CHECK_STR(x->values[i].term, "%x");
      continue;
    }
    CHECK_STR(x->values[i].term, "llvm.amdgcn.workitem.id.x");
    long v = strtol(x->values[i].value, NULL, 10);
    /* which thread stays in then in AFTER depends on the input found */
    CHECK(v >= 0 && v < 16);
    if (nids < 2) ids[nids] = v;
    nids++;
  }
  CHECK_INT(nids, 2);
  CHECK(ids[0] < 4 || ids[1] < 4);
  CHECK(ids[0] >= 4 || ids[1] >= 4);
  tf_result_free(&r);
}

/* AFTER calls @pure where BEFORE calls subgroupAdd: one thread's event
 * AFTER has and BEFORE lacks, no groupings compared. */
TEST(transform_cex_data_not_equivalent) {
  tf_result r;
  CHECK(hoist_verdict("%x", "pure", false, 2, &r) == TF_NOT_EQUIVALENT);
  CHECK(r.cex.set);
  CHECK_INT(r.cex.before.t.k, 1);
  CHECK_INT(r.cex.after.hierarchy, -1);
  CHECK_INT(r.cex.nevents, 1);
  CHECK(r.cex.events[0].after_inst >= 0 && r.cex.events[0].before_inst == -1);
  CHECK_CONTAINS(r.cex.events[0].name, "@pure(%x)");
  tf_result_free(&r);
}

TEST(transform_differing_conditions_untranslated_unknown_not_broken) {
  /* the same slt/ult rewrite on an element of a vector built from %tid:
   * vectors have no bit-vector here, so the candidate's condition cannot
   * be stated, Z3's values do not decide it and the replay cannot compute
   * it: unknown, never broken */
  char a[4096], b[4096];
  if_else(a, sizeof a, "%q");
  if_else(b, sizeof b, "%q");
  char *pa = strstr(a, "  %c = icmp"), *pb = strstr(b, "  %c = icmp");
  CHECK(pa && pb);
  const char *ins = "  %vv = insertelement <2 x i32> zeroinitializer, i32 %tid, i32 0\n"
                    "  %q = extractelement <2 x i32> %vv, i32 0\n";
  memmove(pa + strlen(ins), pa, strlen(pa) + 1);
  memcpy(pa, ins, strlen(ins));
  memmove(pb + strlen(ins), pb, strlen(pb) + 1);
  memcpy(pb, ins, strlen(ins));
  char *p = strstr(b, "icmp slt");
  CHECK(p != NULL);
  memcpy(p, "icmp ult", 8);
  tf_result r;
  CHECK(verdict(a, b, 2, &r) == TF_UNKNOWN);
  CHECK(r.checked > 0 && r.unknown_why != NULL);
  CHECK_CONTAINS(cc_buf_str(&r.report), "not confirmed");
  /* the candidate as data: not the counterexample (none was confirmed),
   * its two threads in then and else of AFTER, the calls' sets compared */
  CHECK(!r.cex.set && r.candidate.set);
  CHECK_INT(r.candidate.after.t.k, 2);
  CHECK(r.candidate.nevents > 0 && r.candidate.after.hierarchy >= 0);
  CHECK_INT(r.candidate.nvalues, 0); /* no values that replay */
  tf_result_free(&r);
}

/* GVN forwards a store to a load of the same address: BEFORE branches on
 * the reloaded value, AFTER on the stored one.  With memory (the thread's
 * own stores, cv_thread_set_memory) both read %x: preserved.  By hand: a
 * thread stores %x to %p and reads it back, whatever another thread
 * stores (each sees its own store; the model's reading). */
TEST(transform_store_forwarded_to_load_preserved) {
  static const char b[] =
      "declare void @op() convergent\n"
      "define void @f(i32 %x, ptr addrspace(1) %p) convergent {\nentry:\n"
      "  store i32 %x, ptr addrspace(1) %p\n  %v = load i32, ptr addrspace(1) %p\n"
      "  %c = icmp eq i32 %v, 0\n  br i1 %c, label %a, label %b\n"
      "a:\n  call void @op()\n  br label %e\nb:\n  call void @op()\n  br label %e\n"
      "e:\n  ret void\n}\n";
  static const char a[] =
      "declare void @op() convergent\n"
      "define void @f(i32 %x, ptr addrspace(1) %p) convergent {\nentry:\n"
      "  store i32 %x, ptr addrspace(1) %p\n"
      "  %c = icmp eq i32 %x, 0\n  br i1 %c, label %a, label %b\n"
      "a:\n  call void @op()\n  br label %e\nb:\n  call void @op()\n  br label %e\n"
      "e:\n  ret void\n}\n";
  tf_result r;
  CHECK(verdict(b, a, 2, &r) == TF_PRESERVED);
  tf_result_free(&r);
}

/* Events matched by callee and occurrence when their argument terms
 * differ: BEFORE calls @op(%x), AFTER @op(%x + 0) -- another term, the same
 * value on every input (by hand): preserved; AFTER @op(%x + 1) differs on
 * every input: not single-thread equivalent, with values. */
static tf_verdict args_verdict(const char *after_arg, tf_result *r) {
  char b[512], a[512];
  static const char fmt[] =
      "declare void @op(i32) convergent\n"
      "define void @f(i32 %%x) convergent {\nentry:\n%s  call void @op(i32 %s)\n  ret void\n}\n";
  snprintf(b, sizeof b, fmt, "", "%x");
  char def[128];
  snprintf(def, sizeof def, "  %%y = add i32 %%x, %s\n", after_arg);
  snprintf(a, sizeof a, fmt, def, "%y");
  return verdict(b, a, 2, r);
}

TEST(transform_events_matched_by_value) {
  tf_result r;
  CHECK(args_verdict("0", &r) == TF_PRESERVED);
  tf_result_free(&r);
  CHECK(args_verdict("1", &r) == TF_NOT_EQUIVALENT);
  CHECK_CONTAINS(cc_buf_str(&r.report), "is given other arguments than BEFORE's");
  CHECK_CONTAINS(cc_buf_str(&r.report), "both programs replayed on them");
  tf_result_free(&r);
}

/* instcombine turns AMDGPU's ds.bpermute of a constant address (4 * lane)
 * into readlane of that lane: the same operation (every thread reads lane
 * 0's value), named alike: preserved.  Reading lane 1 instead is another
 * operation: not single-thread equivalent. */
static tf_verdict bpermute_verdict(int lane, tf_result *r) {
  static const char b[] =
      "declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent\n"
      "declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent\n"
      "declare void @use(i32)\n"
      "define void @f(i32 %x) convergent {\nentry:\n"
      "  %v = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %x)\n  call void @use(i32 %v)\n"
      "  ret void\n}\n";
  char a[600];
  snprintf(a, sizeof a,
           "declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent\n"
           "declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent\n"
           "declare void @use(i32)\n"
           "define void @f(i32 %%x) convergent {\nentry:\n"
           "  %%v = call i32 @llvm.amdgcn.readlane.i32(i32 %%x, i32 %d)\n  call void @use(i32 %%v)\n"
           "  ret void\n}\n", lane);
  return verdict(b, a, 2, r);
}

TEST(transform_bpermute_of_a_constant_lane_is_readlane) {
  tf_result r;
  CHECK(bpermute_verdict(0, &r) == TF_PRESERVED);
  tf_result_free(&r);
  CHECK(bpermute_verdict(1, &r) == TF_NOT_EQUIVALENT);
  tf_result_free(&r);
}

/* ---- calls to functions defined in the module (transform/inline.h) ---- */

static const char inl_module[] =
    "declare token @llvm.experimental.convergence.entry()\n"
    "declare token @llvm.experimental.convergence.anchor()\n"
    "declare void @op(i32) convergent\n"
    "define i32 @callee(i32 %v) convergent {\n"
    "entry:\n  %tok = call token @llvm.experimental.convergence.entry()\n"
    "  call void @op(i32 %v) [ \"convergencectrl\"(token %tok) ]\n"
    "  %w = add i32 %v, 1\n  ret i32 %w\n}\n"
    "define i32 @main(i32 %x) {\n"
    "entry:\n  %a = call token @llvm.experimental.convergence.anchor()\n"
    "  %r = call i32 @callee(i32 %x) [ \"convergencectrl\"(token %a) ]\n"
    "  %s = add i32 %r, 2\n  ret i32 %s\n}\n"
    "define void @rec() convergent {\n"
    "entry:\n  %t = call token @llvm.experimental.convergence.entry()\n"
    "  call void @rec() [ \"convergencectrl\"(token %t) ]\n  ret void\n}\n"
    "define void @uncontrolled() {\nentry:\n  %r = call i32 @callee(i32 0)\n  ret void\n}\n";

/* inl_module read (one CHECK), a module to expand its functions into, and
 * what the last expansion gave (tf_expand_calls's q and info). */
typedef struct inl_run {
  cv_module *m, *into;
  const cv_program *q;
  tf_expansion info;
} inl_run;

static void inl_open(inl_run *x) {
  x->m = th_read_ll(inl_module);
  CHECK(x->m != NULL);
  x->into = cv_module_new("x.ll");
  x->q = NULL;
}

/* Function fn of inl_module expanded into x->into: false when refused. */
static bool inl_expand(inl_run *x, const char *fn) {
  cc_error e;
  cc_error_clear(&e);
  return tf_expand_calls(x->m, cv_module_find(x->m, fn), x->into, &x->q, &x->info, &e);
}

static void inl_close(inl_run *x) {
  cv_module_free(x->into);
  cv_module_free(x->m);
}

TEST(transform_expand_binds_arguments_token_and_result) {
  /* [CO] "llvm.experimental.convergence.entry": inlining substitutes the
   * entry with the call site's token.  Expected program, by hand:
   *   entry: %a = anchor; br callee.1.entry
   *   callee.1.entry: call @op(%x) [%a]; %w = add %x, 1; br entry.callee
   *   entry.callee: %r = phi [%w, callee.1.entry]; %s = add %r, 2; ret */
  inl_run x;
  inl_open(&x);
  CHECK(inl_expand(&x, "main"));
  const cv_program *q = x.q;
  CHECK(x.info.expanded == 1 && x.info.left == 0);
  CHECK(q != cv_module_find(x.m, "main"));
  CHECK(cv_program_nblocks(q) == 3);
  int op = -1, anchor = -1, phi = -1, w = -1;
  for (int i = 0; i < cv_program_ninsts(q); i++) {
    const cv_inst *I = cv_program_inst(q, i);
    if (I->opcode && !strcmp(I->opcode, "op")) op = i;
    if (I->token_def == CV_TOKEN_ANCHOR) anchor = i;
    CHECK(I->token_def != CV_TOKEN_ENTRY); /* the entry is gone */
    if (I->op == CV_OP_PHI) phi = i;
    if (I->name && !strcmp(I->name, "callee.1.w")) w = i;
  }
  CHECK(op >= 0 && anchor >= 0 && phi >= 0 && w >= 0);
  const cv_inst *O = cv_program_inst(q, op), *P = cv_program_inst(q, phi);
  CHECK(O->token_use == anchor);                       /* the call site's token */
  CHECK(O->ops[0].kind == CV_VALUE_ARG && O->ops[0].index == 0); /* %v := %x */
  CHECK(P->nops == 1 && P->ops[0].kind == CV_VALUE_INST && P->ops[0].index == w);
  CHECK(strcmp(P->name, "r") == 0);
  int ns;
  const int *succ = cv_block_succs(q, cv_program_entry(q), &ns);
  CHECK(ns == 1 && !strcmp(cv_block_name(q, succ[0]), "callee.1.entry"));
  /* the part before the call is entry.1; the part with the terminator keeps
   * the block's name */
  CHECK(!strcmp(cv_block_name(q, cv_program_entry(q)), "entry.1"));
  CHECK(cv_program_find_block(q, "entry") >= 0 && cv_program_find_block(q, "entry") != cv_program_entry(q));
  inl_close(&x);
}

TEST(transform_expand_leaves_recursive_and_uncontrolled_calls) {
  inl_run x;
  inl_open(&x);
  CHECK(inl_expand(&x, "rec"));
  CHECK(x.q == cv_module_find(x.m, "rec") && x.info.expanded == 0 && x.info.left == 1);
  CHECK(strstr(x.info.why, "@rec: recursive") != NULL);
  /* the entry token would have no definition: LLVM does not inline it */
  CHECK(inl_expand(&x, "uncontrolled"));
  CHECK(x.q == cv_module_find(x.m, "uncontrolled") && x.info.left == 1 &&
        strstr(x.info.why, "uncontrolled") != NULL);
  inl_close(&x);
}

TEST(transform_call_and_inlined_body_preserved) {
  /* BEFORE calls @callee, AFTER has its body in place: the same events */
  const char *after =
      "declare token @llvm.experimental.convergence.anchor()\n"
      "declare void @op(i32) convergent\n"
      "define i32 @main(i32 %x) {\n"
      "entry:\n  %a = call token @llvm.experimental.convergence.anchor()\n"
      "  call void @op(i32 %x) [ \"convergencectrl\"(token %a) ]\n"
      "  %w = add i32 %x, 1\n  %s = add i32 %w, 2\n  ret i32 %s\n}\n";
  cv_module *mb = th_read_ll(inl_module), *ma = th_read_ll(after);
  CHECK(mb && ma);
  cv_module *xb = cv_module_new("b.ll"), *xa = cv_module_new("a.ll");
  const cv_program *pb, *pa;
  tf_expansion ib, ia;
  cc_error e;
  cc_error_clear(&e);
  CHECK(tf_expand_calls(mb, cv_module_find(mb, "main"), xb, &pb, &ib, &e));
  CHECK(tf_expand_calls(ma, cv_module_find(ma, "main"), xa, &pa, &ia, &e));
  tf_opts o;
  tf_opts_default(&o);
  tf_result r;
  CHECK(tf_check(pb, pa, &o, &r, &e));
  CHECK(r.verdict == TF_PRESERVED && r.checked > 0);
  tf_result_free(&r);
  /* without the expansion the call and the body are different events */
  CHECK(tf_check(cv_module_find(mb, "main"), pa, &o, &r, &e));
  CHECK(r.verdict == TF_NOT_EQUIVALENT);
  tf_result_free(&r);
  cv_module_free(xa);
  cv_module_free(xb);
  cv_module_free(ma);
  cv_module_free(mb);
}

/* ---- the bit-vector step alone (encode/smt.h smt_candidate) ---- */

/* The condition term of block `entry` of @f over `cond_line`, and the
 * programs, in one table. */
static int cond_term(cv_module **m, cv_terms *t, const char *cond_line) {
  char buf[1024];
  snprintf(buf, sizeof buf,
           "@g = external addrspace(1) global [64 x i32]\n"
           "declare i32 @llvm.amdgcn.workitem.id.x()\n"
           "define void @f(i32 %%x, i32 inreg %%y) {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "%s  br i1 %%c, label %%a, label %%b\na:\n  ret void\nb:\n  ret void\n}\n",
           cond_line);
  *m = th_read_ll(buf);
  CHECK(*m != NULL);
  if (!*m) return -1;
  cv_thread *th = cv_thread_new(cv_module_find(*m, "f"), t);
  int c = cv_thread_exec(th, 0, -1);
  cv_thread_free(th);
  return c;
}

/* The witness printed, without a replay (the query alone). */
static smt_feasible_status candidate(const cv_terms *t, const cv_program *const *progs, int np,
                                     int k, const smt_branch_fact *f, int nf, cc_buf *witness) {
  smt_cand_spec sp = {t, progs, np, k, f, nf, NULL, NULL, 10000, NULL, 0, false, false};
  smt_cand_result r;
  cc_error e;
  cc_error_clear(&e);
  CHECK(smt_candidate(&sp, NULL, NULL, &r, &e));
  if (witness) cc_buf_puts(witness, cc_buf_str(&r.witness));
  cc_buf_free(&r.witness);
  return r.status;
}

static smt_feasible_status feasible2(const char *cond_line, int succ1, int succ2) {
  cv_terms *t = cv_terms_new();
  cv_module *m = NULL;
  int c = cond_term(&m, t, cond_line);
  const cv_program *p = cv_module_find(m, "f");
  smt_branch_fact f[2] = {{c, 0, succ1, 0, 0, SMT_FACT_BY_PROG}, {c, 1, succ2, 0, 0, SMT_FACT_BY_PROG}};
  smt_feasible_status st = candidate(t, &p, 1, 2, f, 2, NULL);
  cv_module_free(m);
  cv_terms_free(t);
  return st;
}

TEST(smt_candidate_thread_ids_distinct_and_in_range) {
  /* two threads both with id 0: not distinct */
  CHECK(feasible2("  %c = icmp eq i32 %tid, 0\n", 0, 0) == SMT_INFEASIBLE);
  /* one with id 0, one without */
  CHECK(feasible2("  %c = icmp eq i32 %tid, 0\n", 0, 1) == SMT_FEASIBLE);
  /* range(i32 0, 1024): no id above 2000, none negative */
  CHECK(feasible2("  %c = icmp ugt i32 %tid, 2000\n", 0, 1) == SMT_INFEASIBLE);
  CHECK(feasible2("  %c = icmp slt i32 %tid, 0\n", 0, 1) == SMT_INFEASIBLE);
  /* arithmetic is exact: tid + 1 == 1 only for id 0, so not both */
  CHECK(feasible2("  %d = add i32 %tid, 1\n  %c = icmp eq i32 %d, 1\n", 0, 0) == SMT_INFEASIBLE);
}

TEST(smt_candidate_divisions_shifts_loads) {
  /* udiv exactly: 7 / %x == 7 in both threads is %x == 1 in both */
  CHECK(feasible2("  %d = udiv i32 7, %x\n  %c = icmp eq i32 %d, 7\n", 0, 0) == SMT_FEASIBLE);
  /* ... and never by zero: 0 / x is 0, so "0 / x == 1" has no defined value */
  CHECK(feasible2("  %d = udiv i32 0, %x\n  %c = icmp eq i32 %d, 1\n", 0, 0) == SMT_INFEASIBLE);
  /* a shift by the width or more is poison: 1 << 40 (i32) is no value */
  CHECK(feasible2("  %d = shl i32 1, %y\n  %c = icmp eq i32 %d, 0\n", 0, 0) == SMT_INFEASIBLE);
  /* a load is a function of its address: %y is the same in every thread
   * (inreg), so both read the same word and cannot branch apart; through
   * %tid they can */
  CHECK(feasible2("  %p = getelementptr [64 x i32], ptr addrspace(1) @g, i32 0, i32 %y\n"
                  "  %v = load i32, ptr addrspace(1) %p\n  %c = icmp eq i32 %v, 0\n",
                  0, 1) == SMT_INFEASIBLE);
  CHECK(feasible2("  %p = getelementptr [64 x i32], ptr addrspace(1) @g, i32 0, i32 %tid\n"
                  "  %v = load i32, ptr addrspace(1) %p\n  %c = icmp eq i32 %v, 0\n",
                  0, 1) == SMT_FEASIBLE);
}

/* BEFORE branches on %c = trunc(load @g), AFTER on %d = xor %c, true --
 * fix-irreducible's inverted guard.  By hand %d = !%c: %c true with %d
 * false is real values (the word's low bit 1), %c true with %d true is
 * none. */
static smt_feasible_status feasible_inverted(bool d_true, cc_buf *wit) {
  static const char ll[] =
      "@g = external addrspace(1) global i64\n"
      "define void @f() {\nentry:\n  %w = load i64, ptr addrspace(1) @g\n"
      "  %c = trunc i64 %w to i1\n  %d = xor i1 %c, true\n  br i1 %c, label %a, label %z\n"
      "a:\n  br i1 %d, label %z, label %y\ny:\n  ret void\nz:\n  ret void\n}\n";
  cv_module *m = th_read_ll(ll);
  CHECK(m != NULL);
  if (!m) return SMT_FEASIBLE_UNKNOWN;
  const cv_program *p = cv_module_find(m, "f");
  int a = cv_program_find_block(p, "a");
  cv_terms *t = cv_terms_new();
  cv_thread *th = cv_thread_new(p, t);
  int c = cv_thread_exec(th, 0, -1);
  int d = cv_thread_exec(th, a, 0);
  cv_thread_free(th);
  const cv_program *progs[2] = {p, p};
  smt_branch_fact f[2] = {{c, 0, 0, 0, 0, SMT_FACT_BY_PROG},
                          {d, 0, d_true ? 0 : 1, 1, a, SMT_FACT_BY_PROG}};
  smt_feasible_status st = candidate(t, progs, 2, 1, f, 2, wit);
  cv_terms_free(t);
  cv_module_free(m);
  return st;
}

TEST(smt_candidate_conditions_computed_from_memory) {
  CHECK(feasible_inverted(false, NULL) == SMT_FEASIBLE);
  CHECK(feasible_inverted(true, NULL) == SMT_INFEASIBLE);
}

/* ---- the encoding against the replay (encode/smt_inputs.c, model/values.c) ---- */

/* What a replay saw: each term's value by the evaluator (model/values.c
 * cv_eval, its leaves -- arguments, thread ids, loads -- read from the
 * model) and by Z3's model of the encoding (smt_model_leaf). */
enum { REPLAYED_MAX = 4 };
typedef struct replayed {
  const cv_terms *t;
  int n;
  int term[REPLAYED_MAX];
  int calls;
  bool ev_known[REPLAYED_MAX], z3_known[REPLAYED_MAX];
  uint64_t ev[REPLAYED_MAX], z3[REPLAYED_MAX];
  int evw[REPLAYED_MAX], z3w[REPLAYED_MAX];
} replayed;

/* The leaves only: an argument, a thread id, a load (a function of its
 * address); any other operation the evaluator must compute itself. */
static bool model_leaf(void *arg, cv_evaluator *e, int term, int thread, int nargs,
                       const uint64_t *argv, const int *argw, uint64_t *v, int *w) {
  smt_model_view *mv = ((void **)arg)[0];
  const cv_terms *t = ((void **)arg)[1];
  (void)e;
  cv_term_view tv;
  cv_term_view_of(t, term, &tv);
  if (tv.kind == CV_TERM_K_OP && strncmp(tv.text, "load ", 5)) return false;
  return smt_model_leaf(mv, term, thread, nargs, argv, argw, 0, v, w);
}

static smt_replay_verdict replay_both(void *arg, smt_model_view *mv, smt_exclusion *ex) {
  replayed *R = arg;
  (void)ex;
  void *leaf_arg[2] = {mv, (void *)R->t};
  cv_evaluator *e = cv_evaluator_new(R->t, model_leaf, leaf_arg);
  for (int i = 0; i < R->n; i++) {
    R->ev_known[i] = cv_eval(e, R->term[i], 0, &R->ev[i], &R->evw[i]);
    R->z3_known[i] = smt_model_leaf(mv, R->term[i], 0, 0, NULL, NULL, R->ev_known[i] ? R->evw[i] : 0,
                                    &R->z3[i], &R->z3w[i]);
  }
  cv_evaluator_free(e);
  R->calls++;
  return SMT_REPLAY_YES;
}

/* A query that Z3's lazy QF_UFBV solver does not settle within its first
 * moment, so that smt_candidate moves it to the bit-blasting solver: %x
 * and %y (below 2^16, above 1) multiply to 4292870399 = 65519 * 65521,
 * and a load at an address made from %x must equal %x + %y.  The model of
 * the bit-blasting solver once left these facts false (Z3 4.8.12 gave it
 * the lazy solver's preprocessed assertions, where the load was a fresh
 * constant and a fact a fresh Boolean): the replay -- every condition
 * recomputed from the model's values -- must find the condition true. */
TEST(smt_candidate_model_replays_after_bit_blasting) {
  cv_terms *t = cv_terms_new();
  cv_module *m = NULL;
  int c = cond_term(&m, t,
                    "  %m = mul i32 %x, %y\n  %c1 = icmp eq i32 %m, -2096897\n"
                    "  %c2 = icmp ugt i32 %x, 1\n  %c3 = icmp ugt i32 %y, 1\n"
                    "  %c4 = icmp ult i32 %x, 65536\n  %c5 = icmp ult i32 %y, 65536\n"
                    "  %p = getelementptr [64 x i32], ptr addrspace(1) @g, i32 0, i32 %x\n"
                    "  %v = load i32, ptr addrspace(1) %p\n  %s = add i32 %x, %y\n"
                    "  %c6 = icmp eq i32 %v, %s\n"
                    "  %a1 = and i1 %c1, %c2\n  %a2 = and i1 %a1, %c3\n  %a3 = and i1 %a2, %c4\n"
                    "  %a4 = and i1 %a3, %c5\n  %c = and i1 %a4, %c6\n");
  const cv_program *p = m ? cv_module_find(m, "f") : NULL;
  if (p) {
    smt_branch_fact f[1] = {{c, 0, 0, 0, 0, SMT_FACT_BY_PROG}};
    replayed R = {.t = t, .n = 1, .term = {c}};
    smt_cand_spec sp = {t, &p, 1, 1, f, 1, NULL, NULL, 20000, NULL, 0, false, false};
    smt_cand_result r;
    cc_error e;
    cc_error_clear(&e);
    CHECK(smt_candidate(&sp, replay_both, &R, &r, &e));
    CHECK(r.status == SMT_FEASIBLE && r.replayed);
    CHECK_INT(R.calls, 1);
    CHECK(R.ev_known[0] && R.z3_known[0]);
    CHECK_INT(R.z3[0], 1); /* the model satisfies the fact */
    CHECK_INT(R.ev[0], 1); /* and the replay agrees */
    cc_buf_free(&r.witness);
  }
  cv_module_free(m);
  cv_terms_free(t);
}

/* Every integer operation the candidate encoding interprets
 * (encode/smt_inputs.c operation) against the evaluator's
 * (model/values.c int_op) on i8 bit patterns around 0, 1, the sign bit and
 * -1, %x and %y pinned by a first branch: where the evaluator computes
 * %r, Z3's model of the encoding must give the same bits; where it does
 * not (poison or undefined: a shift by 8 or more, a division by zero,
 * -128 / -1, abs(-128) with its flag) the encoding must admit no value
 * (its definedness condition), so that a second branch on %r is
 * infeasible.  The two are separate codes: this is what keeps them one
 * semantics. */
static const char *const diff_ops[][2] = {
    /* result type, instruction ("%b" is %y's low bit) */
    {"i8", "add i8 %x, %y"},   {"i8", "sub i8 %x, %y"},   {"i8", "mul i8 %x, %y"},
    {"i8", "and i8 %x, %y"},   {"i8", "or i8 %x, %y"},    {"i8", "xor i8 %x, %y"},
    {"i8", "shl i8 %x, %y"},   {"i8", "lshr i8 %x, %y"},  {"i8", "ashr i8 %x, %y"},
    {"i8", "udiv i8 %x, %y"},  {"i8", "urem i8 %x, %y"},  {"i8", "sdiv i8 %x, %y"},
    {"i8", "srem i8 %x, %y"},
    {"i1", "icmp eq i8 %x, %y"},  {"i1", "icmp ne i8 %x, %y"},  {"i1", "icmp ult i8 %x, %y"},
    {"i1", "icmp ule i8 %x, %y"}, {"i1", "icmp ugt i8 %x, %y"}, {"i1", "icmp uge i8 %x, %y"},
    {"i1", "icmp slt i8 %x, %y"}, {"i1", "icmp sle i8 %x, %y"}, {"i1", "icmp sgt i8 %x, %y"},
    {"i1", "icmp sge i8 %x, %y"},
    {"i8", "select i1 %b, i8 %x, i8 %y"},
    {"i8", "call i8 @llvm.umin.i8(i8 %x, i8 %y)"}, {"i8", "call i8 @llvm.umax.i8(i8 %x, i8 %y)"},
    {"i8", "call i8 @llvm.smin.i8(i8 %x, i8 %y)"}, {"i8", "call i8 @llvm.smax.i8(i8 %x, i8 %y)"},
    {"i8", "call i8 @llvm.abs.i8(i8 %x, i1 false)"}, {"i8", "call i8 @llvm.abs.i8(i8 %x, i1 true)"},
    {"i16", "zext i8 %x to i16"}, {"i16", "sext i8 %x to i16"}, {"i1", "trunc i8 %x to i1"},
    {"i4", "trunc i8 %x to i4"},  {"i8", "freeze i8 %x"},
    {"ptr", "inttoptr i8 %x to ptr"}, {"i64", "ptrtoint ptr %q to i64"},
    {"ptr", "getelementptr i32, ptr %q, i8 %y"}};

static const uint8_t diff_bits[] = {0, 1, 2, 0x7f, 0x80, 0x81, 0xff};

/* The leaves of the evaluator without Z3: argument i is pins[i] (%x and
 * %y of 8 bits, %q0 of 64). */
typedef struct pinned {
  const cv_terms *t;
  uint64_t pins[3];
} pinned;

static bool pin_leaf(void *arg, cv_evaluator *e, int term, int thread, int nargs,
                     const uint64_t *argv, const int *argw, uint64_t *v, int *w) {
  (void)e, (void)thread, (void)nargs, (void)argv, (void)argw;
  const pinned *P = arg;
  cv_term_view tv;
  cv_term_view_of(P->t, term, &tv);
  if (tv.kind != CV_TERM_K_ARG || tv.index < 0 || tv.index > 2) return false;
  *v = P->pins[tv.index], *w = tv.index == 2 ? 64 : 8;
  return true;
}

/* Reads ll (@f: entry, then block a), runs entry and a in one thread over
 * t: the conditions of their branches, a's block, and %r's term (rt, if
 * asked).  NULL (a failure reported, *m freed) when it is not read. */
static const cv_program *run_entry_a(const char *ll, const char *inst, cv_terms *t, cv_module **m,
                                     int *a, int *c, int *c2, int *rt) {
  *m = th_read_ll(ll);
  const cv_program *p = *m ? cv_module_find(*m, "f") : NULL;
  if (!p) {
    th_fail(__FILE__, __LINE__, "%s: not read", inst);
    cv_module_free(*m);
    *m = NULL;
    return NULL;
  }
  cv_thread *th = cv_thread_new(p, t);
  *a = cv_program_find_block(p, "a");
  *c = cv_thread_exec(th, 0, -1);
  *c2 = cv_thread_exec(th, *a, 0);
  if (rt) *rt = cv_thread_value(th, cv_program_find_inst(p, "r"));
  cv_thread_free(th);
  return p;
}

TEST(smt_candidate_encoding_equals_evaluator_per_operation) {
  static const char decls8[] =
      "declare i8 @llvm.umin.i8(i8, i8)\ndeclare i8 @llvm.umax.i8(i8, i8)\n"
      "declare i8 @llvm.smin.i8(i8, i8)\ndeclare i8 @llvm.smax.i8(i8, i8)\n"
      "declare i8 @llvm.abs.i8(i8, i1)\n";
  int nb = (int)(sizeof diff_bits / sizeof *diff_bits), compared = 0, undefined = 0;
  for (size_t o = 0; o < sizeof diff_ops / sizeof *diff_ops; o++) {
    const char *ty = diff_ops[o][0], *inst = diff_ops[o][1];
    for (int i = 0; i < nb; i++)
      for (int j = 0; j < (strstr(inst, "%y") || strstr(inst, "%b") ? nb : 1); j++) {
        char ll[1400];
        snprintf(ll, sizeof ll,
                 "%sdefine void @f(i8 %%x, i8 %%y, i64 %%q0) {\nentry:\n"
                 "  %%ex = icmp eq i8 %%x, %d\n  %%ey = icmp eq i8 %%y, %d\n"
                 "  %%eq = icmp eq i64 %%q0, 4096\n"
                 "  %%e2 = and i1 %%ex, %%ey\n  %%c = and i1 %%e2, %%eq\n"
                 "  br i1 %%c, label %%a, label %%z\n"
                 "a:\n  %%b = trunc i8 %%y to i1\n  %%q = inttoptr i64 %%q0 to ptr\n  %%r = %s\n  %%c2 = icmp eq %s %%r, %%r\n"
                 "  br i1 %%c2, label %%y1, label %%z\ny1:\n  ret void\nz:\n  ret void\n}\n",
                 decls8, (int8_t)diff_bits[i], (int8_t)diff_bits[j], inst, ty);
        cv_module *m = NULL;
        cv_terms *t = cv_terms_new();
        int a, c, c2, rt;
        const cv_program *p = run_entry_a(ll, inst, t, &m, &a, &c, &c2, &rt);
        if (!p) {
          cv_terms_free(t);
          return;
        }
        smt_branch_fact f[2] = {{c, 0, 0, 0, 0, SMT_FACT_BY_PROG}, {c2, 0, 0, 0, a, SMT_FACT_BY_PROG}};
        replayed R = {.t = t, .n = 1, .term = {rt}};
        smt_cand_spec sp = {t, &p, 1, 1, f, 2, NULL, NULL, 10000, NULL, 0, false, false};
        smt_cand_result r;
        cc_error e;
        cc_error_clear(&e);
        bool ok = smt_candidate(&sp, replay_both, &R, &r, &e);
        cc_buf_free(&r.witness);
        /* the evaluator on the pinned values alone (no model) */
        pinned P = {t, {diff_bits[i], diff_bits[j], 4096}};
        uint64_t v = 0;
        int w = 0;
        cv_evaluator *ev = cv_evaluator_new(t, pin_leaf, &P);
        bool known = cv_eval(ev, rt, 0, &v, &w);
        cv_evaluator_free(ev);
        if (!ok) {
          th_fail(__FILE__, __LINE__, "%s at x=0x%02x y=0x%02x: %s", inst, diff_bits[i], diff_bits[j], e.msg);
        } else if (!known) { /* undefined: the encoding admits no value */
          undefined++;
          if (r.status != SMT_INFEASIBLE)
            th_fail(__FILE__, __LINE__,
                    "%s at x=0x%02x y=0x%02x: the evaluator gives no value (undefined), the "
                    "encoding %s", inst, diff_bits[i], diff_bits[j],
                    R.z3_known[0] ? "a value" : "no answer");
        } else {
          compared++;
          if (r.status != SMT_FEASIBLE || R.calls != 1 || !R.z3_known[0] || R.z3[0] != v ||
              R.z3w[0] != w)
            th_fail(__FILE__, __LINE__,
                    "%s at x=0x%02x y=0x%02x: the evaluator gives 0x%llx (i%d), Z3's model of "
                    "the encoding %s0x%llx (i%d)",
                    inst, diff_bits[i], diff_bits[j], (unsigned long long)v, w,
                    r.status == SMT_FEASIBLE ? "" : "no value (infeasible), not ",
                    (unsigned long long)R.z3[0], R.z3w[0]);
        }
        cv_terms_free(t);
        cv_module_free(m);
      }
  }
  CHECK(compared > 0);
  CHECK(undefined > 0);
}

/* Poison (LangRef, "Poison Values"): every poison-generating flag against
 * both codes -- the evaluator's poison bit (model/values.c cv_eval_poison)
 * and the encoding's poison predicate (encode/smt_inputs.c), asked as a
 * fact that the branch on `icmp eq %r, %r` (poison exactly when %r is) is
 * on poison (SMT_FACT_POISON): satisfiable iff poison.  A BEFORE fact
 * (SMT_FACT_BY_PROG, prog 0) on the same branch is satisfiable iff it is
 * not (BEFORE defined).  And the exact predicate, the one an exclusion
 * asserts (its mul of two variables is there only): a replay that
 * excludes the values where the condition is poison leaves a model iff it
 * is not.  On i8 patterns as above; %n = add nsw %x, 1 is poison at x =
 * 127 only, for select's and freeze's rules. */
static const char *const poison_ops[][2] = {
    {"i8", "add nuw i8 %x, %y"},  {"i8", "add nsw i8 %x, %y"},   {"i8", "sub nuw i8 %x, %y"},
    {"i8", "sub nsw i8 %x, %y"},  {"i8", "mul nuw i8 %x, %y"},   {"i8", "mul nsw i8 %x, %y"},
    {"i8", "mul nuw i8 %x, 3"},   {"i8", "mul nsw i8 %x, 3"},    {"i8", "mul nsw i8 -3, %x"},
    {"i8", "mul nsw i8 %x, -1"},  {"i8", "mul nuw i8 %x, -1"},   {"i8", "mul nsw i8 %x, 64"},
    {"i8", "shl nuw i8 %x, %y"},  {"i8", "shl nsw i8 %x, %y"},   {"i8", "lshr exact i8 %x, %y"},
    {"i8", "ashr exact i8 %x, %y"}, {"i8", "udiv exact i8 %x, %y"}, {"i8", "sdiv exact i8 %x, %y"},
    {"i8", "or disjoint i8 %x, %y"}, {"i16", "zext nneg i8 %x to i16"},
    {"i4", "trunc nuw i8 %x to i4"}, {"i4", "trunc nsw i8 %x to i4"},
    {"i1", "icmp samesign ult i8 %x, %y"}, {"i8", "add i8 %n, %y"},
    {"i8", "select i1 %b, i8 %n, i8 %y"}, {"i8", "freeze i8 %n"}};

/* Is %r of the row poison, by hand from LangRef's words (an independent
 * third code, for the cases it names). */
static int poison_by_hand(const char *inst, int x, int y, unsigned ux, unsigned uy) {
  if (!strcmp(inst, "add nsw i8 %x, %y")) return x + y < -128 || x + y > 127;
  if (!strcmp(inst, "add nuw i8 %x, %y")) return ux + uy > 255;
  if (!strcmp(inst, "sub nuw i8 %x, %y")) return ux < uy;
  if (!strcmp(inst, "or disjoint i8 %x, %y")) return (ux & uy) != 0;
  if (!strcmp(inst, "zext nneg i8 %x to i16")) return x < 0;
  if (!strcmp(inst, "icmp samesign ult i8 %x, %y")) return (x < 0) != (y < 0);
  if (!strcmp(inst, "select i1 %b, i8 %n, i8 %y")) return (uy & 1) && x == 127;
  if (!strcmp(inst, "freeze i8 %n")) return 0;
  if (!strcmp(inst, "mul nsw i8 %x, 3")) return x * 3 < -128 || x * 3 > 127;
  if (!strcmp(inst, "mul nsw i8 -3, %x")) return x * -3 < -128 || x * -3 > 127;
  if (!strcmp(inst, "mul nuw i8 %x, -1")) return ux * 255 > 255;
  return -1;
}

/* A replay that excludes the values on which fact x holds (its first
 * call), then takes whatever model is left. */
typedef struct excl {
  smt_branch_fact x;
  int calls;
} excl;

static smt_replay_verdict exclude_poison(void *arg, smt_model_view *mv, smt_exclusion *ex) {
  excl *X = arg;
  (void)mv;
  if (X->calls++) return SMT_REPLAY_YES;
  ex->facts = &X->x;
  ex->nfacts = 1;
  return SMT_REPLAY_EXCLUDE;
}

/* %x alone: the boundaries of x * 3, x * -3 and x * 64 as well */
static const uint8_t poison_bits1[] = {0, 1, 2, 42, 43, 0x7f, 0x80, 0x81, 0xd5, 0xd6, 0xff};

TEST(smt_candidate_poison_encoding_equals_evaluator) {
  int poisoned = 0, clean = 0, by_hand = 0;
  for (size_t o = 0; o < sizeof poison_ops / sizeof *poison_ops; o++) {
    const char *ty = poison_ops[o][0], *inst = poison_ops[o][1];
    int op_poison = 0, op_clean = 0;
    bool two = strstr(inst, "%y") || strstr(inst, "%b");
    const uint8_t *xb = two ? diff_bits : poison_bits1;
    int nb = two ? (int)(sizeof diff_bits / sizeof *diff_bits) : (int)sizeof poison_bits1;
    for (int i = 0; i < nb; i++)
      for (int j = 0; j < (two ? nb : 1); j++) {
        char ll[1400];
        snprintf(ll, sizeof ll,
                 "define void @f(i8 %%x, i8 %%y, i64 %%q0) {\nentry:\n"
                 "  %%ex = icmp eq i8 %%x, %d\n  %%ey = icmp eq i8 %%y, %d\n"
                 "  %%c = and i1 %%ex, %%ey\n  br i1 %%c, label %%a, label %%z\n"
                 "a:\n  %%b = trunc i8 %%y to i1\n  %%n = add nsw i8 %%x, 1\n  %%r = %s\n"
                 "  %%c2 = icmp eq %s %%r, %%r\n"
                 "  br i1 %%c2, label %%y1, label %%z\ny1:\n  ret void\nz:\n  ret void\n}\n",
                 (int8_t)xb[i], (int8_t)diff_bits[j], inst, ty);
        cv_module *m = NULL;
        cv_terms *t = cv_terms_new();
        int a, c, c2;
        const cv_program *p = run_entry_a(ll, inst, t, &m, &a, &c, &c2, NULL);
        if (!p) {
          cv_terms_free(t);
          return;
        }
        pinned P = {t, {xb[i], diff_bits[j], 4096}};
        uint64_t v = 0;
        int w = 0;
        bool poison = false;
        cv_evaluator *ev = cv_evaluator_new(t, pin_leaf, &P);
        bool known = cv_eval_poison(ev, c2, 0, &v, &w, &poison);
        cv_evaluator_free(ev);
        if (!known) { /* undefined whatever the flags (a shift by 8, x / 0) */
          cv_terms_free(t);
          cv_module_free(m);
          continue;
        }
        smt_feasible_status st[2];
        for (int mode = 0; mode < 2; mode++) {
          smt_branch_fact f[2] = {{c, 0, 0, 0, 0, SMT_FACT_BY_PROG},
                                  {c2, 0, 0, 0, a, mode ? SMT_FACT_POISON : SMT_FACT_BY_PROG}};
          st[mode] = candidate(t, &p, 1, 1, f, 2, NULL);
        }
        /* the exact predicate: a branch that may go anywhere (SMT_FACT_ANY),
         * the replay excluding the values on which it is poison */
        smt_branch_fact f[2] = {{c, 0, 0, 0, 0, SMT_FACT_BY_PROG}, {c2, 0, 0, 0, a, SMT_FACT_ANY}};
        excl X = {{c2, 0, 0, 0, a, SMT_FACT_POISON}, 0};
        smt_cand_spec sp = {t, &p, 1, 1, f, 2, NULL, NULL, 10000, NULL, 0, false, false};
        smt_cand_result r;
        cc_error e;
        cc_error_clear(&e);
        CHECK(smt_candidate(&sp, exclude_poison, &X, &r, &e));
        cc_buf_free(&r.witness);
        bool full_poison = r.status == SMT_COVERED;
        if (full_poison != poison || (r.status != SMT_COVERED && r.status != SMT_FEASIBLE))
          th_fail(__FILE__, __LINE__, "%s at x=0x%02x y=0x%02x: the evaluator says %s, the exact "
                  "predicate %s", inst, xb[i], diff_bits[j], poison ? "poison" : "not poison",
                  full_poison ? "poison" : "not poison");
        /* the eager one: a multiplication of two variables is left to the
         * replay (encode/smt_inputs.c) */
        bool eager = !(strstr(inst, "mul") && strstr(inst, "%y"));
        bool z3_poison = st[1] == SMT_FEASIBLE, z3_defined = st[0] == SMT_FEASIBLE;
        if (eager && (z3_poison != poison || z3_defined == poison))
          th_fail(__FILE__, __LINE__,
                  "%s at x=0x%02x y=0x%02x: the evaluator says %s, the encoding %s (defined: %s)",
                  inst, xb[i], diff_bits[j], poison ? "poison" : "not poison",
                  z3_poison ? "poison" : "not poison", z3_defined ? "yes" : "no");
        int hand = poison_by_hand(inst, (int8_t)xb[i], (int8_t)diff_bits[j], xb[i],
                                  diff_bits[j]);
        if (hand >= 0) {
          by_hand++;
          if (hand != (int)poison)
            th_fail(__FILE__, __LINE__, "%s at x=0x%02x y=0x%02x: by hand %s, the evaluator %s",
                    inst, xb[i], diff_bits[j], hand ? "poison" : "not poison",
                    poison ? "poison" : "not poison");
        }
        if (poison) poisoned++, op_poison++;
        else clean++, op_clean++;
        cv_terms_free(t);
        cv_module_free(m);
      }
    /* each flag is violated on some pattern and kept on another (freeze
     * never poison) */
    if (!op_clean || (!op_poison && strcmp(inst, "freeze i8 %n")))
      th_fail(__FILE__, __LINE__, "%s: %d poison, %d not: the patterns do not exercise it", inst,
              op_poison, op_clean);
  }
  CHECK(poisoned > 0 && clean > 0 && by_hand > 0);
}

/* The answers kept per process (encode/smt_inputs.c): a query asked again
 * with its terms numbered otherwise -- a fresh value (an atomic's result)
 * is the Z3 constant "v<term id>.w32@0" -- is the same formula up to the
 * names of its symbols and is answered without Z3; another constant is
 * another question.  `pre` adds instructions the condition does not read,
 * which move the ids. */
static smt_feasible_status fresh_query(const char *pre, unsigned constant, int *term,
                                       bool *cached) {
  char ll[1024];
  snprintf(ll, sizeof ll,
           "@g = external addrspace(1) global i32\n"
           "define void @f(i32 %%x) {\nentry:\n%s"
           "  %%v = atomicrmw add ptr addrspace(1) @g, i32 1 seq_cst\n"
           "  %%c = icmp eq i32 %%v, %u\n  br i1 %%c, label %%a, label %%b\n"
           "a:\n  ret void\nb:\n  ret void\n}\n",
           pre, constant);
  cv_module *m = th_read_ll(ll);
  CHECK(m != NULL);
  if (!m) return SMT_FEASIBLE_UNKNOWN;
  const cv_program *p = cv_module_find(m, "f");
  cv_terms *t = cv_terms_new();
  cv_thread *th = cv_thread_new(p, t);
  *term = cv_thread_exec(th, 0, -1);
  cv_thread_free(th);
  smt_branch_fact f[1] = {{*term, 0, 0, 0, 0, SMT_FACT_BY_PROG}};
  smt_cand_spec sp = {t, &p, 1, 1, f, 1, NULL, NULL, 10000, NULL, 0, false, false};
  smt_cand_result r;
  cc_error e;
  cc_error_clear(&e);
  CHECK(smt_candidate(&sp, NULL, NULL, &r, &e));
  *cached = r.cached;
  cc_buf_free(&r.witness);
  cv_terms_free(t);
  cv_module_free(m);
  return r.status;
}

TEST(smt_candidate_answers_a_renamed_query_from_the_cache) {
  int t1, t2, t3;
  bool c1, c2, c3;
  /* the atomic's old value can be 7770001: values take the branch */
  CHECK(fresh_query("", 7770001u, &t1, &c1) == SMT_FEASIBLE);
  CHECK(!c1);
  CHECK(fresh_query("  %y = add i32 %x, 5\n  %z = mul i32 %y, 3\n", 7770001u, &t2, &c2) ==
        SMT_FEASIBLE);
  CHECK(t1 != t2); /* the condition is another term: the names differ */
  CHECK(c2);
  CHECK(fresh_query("", 7770002u, &t3, &c3) == SMT_FEASIBLE);
  CHECK(!c3);
}

/* ---- values that depend on convergence (docs/transforms.md) ----------------
 * BEFORE: %u = CALLEE(%tid) in entry, a branch on %u == 0 to s or t, each
 * calling @op; AFTER: @op hoisted into entry.  By hand: entry is in no
 * cycle, so both threads' calls in entry are converged ([CU] "Maximal
 * Convergence").  readfirstlane is always uniform: its value is its
 * class's alone (model/values.c), so converged threads read the same %u
 * and branch alike; BEFORE's @op then converges them as AFTER's does:
 * preserved (an input where they branch apart is no behaviour of either
 * program).  A shuffle of %tid is convergent but depends on its own operand
 * too: the threads may read different values and branch apart, so in BEFORE
 * their @op calls are in different blocks, apart, while AFTER converges
 * them: broken. */
static void conv_branch(char *buf, size_t n, const char *callee, bool hoisted_op) {
  snprintf(buf, n,
           "declare i32 @llvm.amdgcn.workitem.id.x()\n"
           "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent\n"
           "declare i32 @shuffle(i32) convergent\n"
           "declare void @op() convergent\n"
           "define void @f() {\n"
           "entry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%u = call i32 @%s(i32 %%tid)\n  %%c = icmp eq i32 %%u, 0\n%s"
           "  br i1 %%c, label %%s, label %%t\n"
           "s:\n%s  br label %%end\nt:\n%s  br label %%end\nend:\n  ret void\n}\n",
           callee, hoisted_op ? "  call void @op()\n" : "", hoisted_op ? "" : "  call void @op()\n",
           hoisted_op ? "" : "  call void @op()\n");
}

TEST(transform_branch_on_convergent_result) {
  char b[4096], a[4096];
  tf_result res;
  conv_branch(b, sizeof b, "llvm.amdgcn.readfirstlane.i32", false);
  conv_branch(a, sizeof a, "llvm.amdgcn.readfirstlane.i32", true);
  CHECK_INT(verdict(b, a, 2, &res), TF_PRESERVED);
  CHECK(res.checked > 0);
  CHECK(res.unrealized > 0); /* the threads branching apart: no behaviour */
  tf_result_free(&res);
  conv_branch(b, sizeof b, "shuffle", false);
  conv_branch(a, sizeof a, "shuffle", true);
  CHECK_INT(verdict(b, a, 2, &res), TF_BROKEN);
  tf_result_free(&res);
  /* a program against itself: preserved, the branch included */
  conv_branch(b, sizeof b, "shuffle", false);
  CHECK_INT(verdict(b, b, 2, &res), TF_PRESERVED);
  tf_result_free(&res);
}

/* The verdict under reading `rd` of uncontrolled operations, k threads,
 * bound L (the function @f of each program). */
static tf_verdict verdict_rd(const char *before, const char *after, cv_uncontrolled_reading rd,
                             int k, int L, tf_result *res) {
  cv_module *mb = th_read_ll(before), *ma = th_read_ll(after);
  CHECK(mb && ma);
  tf_opts o;
  tf_opts_default(&o);
  o.k = k;
  o.L = L;
  o.rd.uncontrolled = rd;
  cc_error e;
  cc_error_clear(&e);
  memset(res, 0, sizeof *res);
  bool ok = mb && ma &&
            tf_check(cv_module_find(mb, "f"), cv_module_find(ma, "f"), &o, res, &e);
  CHECK(ok);
  cv_module_free(mb);
  cv_module_free(ma);
  return res->verdict;
}

/* verdict_rd on two programs that share their first lines (head), two
 * threads, bound L. */
static tf_verdict tails_verdict(const char *head, const char *tail_b, const char *tail_a,
                                cv_uncontrolled_reading rd, int L, tf_result *res) {
  char b[2048], a[2048];
  snprintf(b, sizeof b, "%s%s", head, tail_b);
  snprintf(a, sizeof a, "%s%s", head, tail_a);
  return verdict_rd(b, a, rd, 2, L, res);
}

/* tails_verdict under both readings: the verdicts expected, and a text
 * each report shows (NULL: none asked). */
static void check_readings(const char *head, const char *tb, const char *ta, int L,
                           tf_verdict inferred, const char *inferred_shows, tf_verdict cd,
                           const char *cd_shows) {
  tf_result r;
  CHECK_INT(tails_verdict(head, tb, ta, CV_UNCONTROLLED_INFERRED, L, &r), inferred);
  if (inferred_shows) CHECK_CONTAINS(cc_buf_str(&r.report), inferred_shows);
  tf_result_free(&r);
  CHECK_INT(tails_verdict(head, tb, ta, CV_UNCONTROLLED_CONTROL_DEP, L, &r), cd);
  if (cd_shows) CHECK_CONTAINS(cc_buf_str(&r.report), cd_shows);
  tf_result_free(&r);
}

/* The waterfall loop of kernels/waterfall_rfl (HIP, -O0, default<O3>),
 * reduced by hand: SROA rewrote the key's address through ptrtoint and
 * inttoptr (AFTER), so the loaded value is another term with the same
 * value.  By hand: LangRef ("inttoptr"/"ptrtoint", one 64-bit address
 * space) gives AFTER's %a the address BEFORE's has, so %k is the same
 * value; readfirstlane returns the operand of the first active lane
 * (AMDGPU's intrinsic), which for a thread alone is its own %k, so %c is
 * true in the first iteration and a single thread leaves the loop after one
 * readfirstlane of its %k in both programs: single-thread equivalent.
 * The loop iterates only for threads whose %k is not the first lane's,
 * and does so in both programs alike (same values, same classes);
 * no branch is added before the call: preserved under both readings.  (It
 * was "not single-thread equivalent" under control-dependence: the value
 * check read readfirstlane, which the target model marks always-uniform,
 * as a function of the lane and class without its operand, so Z3 let a lone
 * thread's %c be false in AFTER.)  The tool once said unknown under both
 * readings: AFTER's address inttoptr(ptrtoint(%key)) was another term than
 * BEFORE's %key, so the loads, the readfirstlanes named by them and the
 * loop conditions were unrelated terms, and a thread could loop twice in
 * BEFORE and once in AFTER (a pair the first iteration's one value rules
 * out), with BEFORE's second %cur dropped and used (pairs.c
 * dropped_readnone).  The round trip is now its source's term
 * (model/values.c pointer_identity): the two programs' conditions are one
 * term per iteration, and the check says what the hand analysis says. */
TEST(transform_readfirstlane_of_a_lone_thread_is_its_operand) {
  static const char b[] =
      "target datalayout = \"e-m:e-p:64:64-p1:64:64-i64:64-n32:64\"\n"
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent\n"
      "define void @f(ptr addrspace(1) %key) convergent {\nentry:\n"
      "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %idx = zext i32 %tid to i64\n"
      "  %a = getelementptr inbounds i32, ptr addrspace(1) %key, i64 %idx\n"
      "  %k = load i32, ptr addrspace(1) %a, align 4\n  br label %loop\n"
      "loop:\n  %cur = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %k)\n"
      "  %c = icmp eq i32 %cur, %k\n  br i1 %c, label %done, label %loop\n"
      "done:\n  ret void\n}\n";
  static const char a[] =
      "target datalayout = \"e-m:e-p:64:64-p1:64:64-i64:64-n32:64\"\n"
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent\n"
      "define void @f(ptr addrspace(1) %key) convergent {\nentry:\n"
      "  %i = ptrtoint ptr addrspace(1) %key to i64\n  %p = inttoptr i64 %i to ptr\n"
      "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %idx = zext i32 %tid to i64\n"
      "  %a = getelementptr inbounds i32, ptr %p, i64 %idx\n"
      "  %k = load i32, ptr %a, align 4\n  br label %loop\n"
      "loop:\n  %cur = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %k)\n"
      "  %c = icmp eq i32 %cur, %k\n  br i1 %c, label %done, label %loop\n"
      "done:\n  ret void\n}\n";
  tf_result r;
  CHECK_INT(verdict_rd(b, a, CV_UNCONTROLLED_CONTROL_DEP, 2, 12, &r), TF_PRESERVED);
  tf_result_free(&r);
  CHECK_INT(verdict_rd(b, a, CV_UNCONTROLLED_INFERRED, 2, 6, &r), TF_PRESERVED);
  tf_result_free(&r);
}

/* A violation of the control-dependence reading is not "not single-thread
 * equivalent".  BEFORE calls @op where the thread is the first lane
 * (%c: readfirstlane(%tid) != %tid is false); AFTER tests %tid ==
 * readfirstlane(%tid) (the same value, swapped and inverted) inside both
 * arms of a branch on the uniform argument %z.  By hand, per thread: both
 * programs call @op exactly when the thread is its first lane, once, so a
 * single thread cannot tell them apart.  Control dependence (Ferrante,
 * Ottenstein and Warren): AFTER's c2 post-dominates a2's successor c2 but
 * not a2, so it depends on a2's branch (%c), and a2 on entry's (%z); BEFORE's
 * a depends on entry's branch (%c) only.  So AFTER's call depends on %z,
 * which BEFORE's does not (LangRef `convergent`: "made control-dependent on
 * additional values"): broken under control-dependence.  Under inferred-tokens: %z is uniform, so every
 * thread takes the same arm and AFTER's @op groups the threads whose %c
 * holds, as BEFORE's does: preserved.  (The replay used to drop BEFORE's
 * path with @op from the single-thread candidate because that pair breaks
 * the reading, and reported "not single-thread equivalent".) */
TEST(transform_control_dependence_break_is_not_inequivalence) {
  static const char head[] =
      "declare i32 @llvm.amdgcn.workitem.id.x()\n"
      "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent\n"
      "declare void @op() convergent\n"
      "define void @f(i1 inreg %z) convergent {\nentry:\n"
      "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
      "  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)\n";
  static const char tb[] =
      "  %c = icmp ne i32 %r, %tid\n  br i1 %c, label %done, label %a\n"
      "a:\n  call void @op()\n  br label %done\ndone:\n  ret void\n}\n";
  static const char ta[] =
      "  %c = icmp eq i32 %tid, %r\n  br i1 %z, label %a2, label %a3\n"
      "a2:\n  br i1 %c, label %c2, label %done\nc2:\n  call void @op()\n  br label %done\n"
      "a3:\n  br i1 %c, label %d3, label %done\nd3:\n  call void @op()\n  br label %done\n"
      "done:\n  ret void\n}\n";
  check_readings(head, tb, ta, 12, TF_PRESERVED, NULL, TF_BROKEN, "depends on the value %z");
}

/* A waterfall loop whose second iteration AFTER puts under a branch on
 * the uniform %z: the non-first threads' @op, in the latch, now depends on
 * %z (LangRef `convergent`: made control-dependent on an additional value).
 * By hand: two threads with %k = 5 and 7, thread 1 the first lane: thread
 * 2 reads 5 from readfirstlane, takes %latch and calls @op under %z's
 * branch in AFTER: broken under control-dependence.  A thread alone always
 * reads its own %k and never reaches %latch, so the per-thread check cannot
 * show it with one thread's values: its verdict must be unknown, not
 * preserved (it was preserved once readfirstlane of a lone thread was its
 * operand, and broken before that on a lone thread reading another value,
 * which no execution does).  Under inferred-tokens: %z is uniform, every
 * thread in %latch takes the same arm, and the @op instances group the
 * threads as BEFORE's: preserved. */
TEST(transform_control_dependence_other_threads_values_unknown) {
  static const char head[] =
      "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent\n"
      "declare void @op() convergent\n"
      "define void @f(i32 %k, i1 inreg %z) convergent {\nentry:\n  br label %loop\n"
      "loop:\n  %cur = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %k)\n"
      "  %c = icmp eq i32 %cur, %k\n  br i1 %c, label %done, label %latch\n";
  static const char tb[] = "latch:\n  call void @op()\n  br label %loop\ndone:\n  ret void\n}\n";
  static const char ta[] =
      "latch:\n  br i1 %z, label %l1, label %l2\nl1:\n  call void @op()\n"
      "  br label %loop\nl2:\n  call void @op()\n  br label %loop\ndone:\n  ret void\n}\n";
  check_readings(head, tb, ta, 8, TF_PRESERVED, NULL, TF_UNKNOWN, "depends on the value %z");
}

/* AFTER puts @op under `readfirstlane(%k) == %k`.  By hand: two threads
 * with %k = 5 and 7, thread 1 the first lane: thread 2 reads 5, so in AFTER
 * it skips the @op it executes in BEFORE -- its convergent calls differ
 * (not single-thread equivalent among two threads), and under
 * control-dependence AFTER's @op depends on %c, BEFORE's on nothing:
 * broken.  A thread alone always reads its own %k and calls @op in both, so
 * the per-thread check cannot show the first with one thread's values: the
 * default reading's verdict must be unknown, not preserved (preserved once
 * readfirstlane of a lone thread was its operand; "not single-thread
 * equivalent" before that, on a lone thread reading another value, which no
 * execution does).  The second needs no other thread: AFTER's branch alone
 * is the additional value. */
TEST(transform_other_threads_values_not_assumed_away) {
  static const char head[] =
      "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent\n"
      "declare void @op() convergent\n"
      "define void @f(i32 %k) convergent {\nentry:\n"
      "  %cur = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %k)\n"
      "  %c = icmp eq i32 %cur, %k\n";
  static const char tb[] = "  call void @op()\n  ret void\n}\n";
  static const char ta[] =
      "  br i1 %c, label %then, label %done\nthen:\n  call void @op()\n"
      "  br label %done\ndone:\n  ret void\n}\n";
  check_readings(head, tb, ta, 12, TF_UNKNOWN, "no thread alone takes these paths", TF_BROKEN,
                 NULL);
}

/* The RUN line's triple: the first RUN line that runs opt with one. */
TEST(transform_run_line_triple) {
  char t[64];
  CHECK(tf_run_line_triple("; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes=x -S < %s | FileCheck %s\n",
                           t, sizeof t));
  CHECK_STR(t, "amdgcn-amd-amdhsa");
  CHECK(tf_run_line_triple("; comment\n; RUN: llc -mtriple=x86_64 < %s\n"
                           "; RUN: opt -S -mtriple nvptx64-nvidia-cuda -passes=y < %s\n", t, sizeof t));
  CHECK_STR(t, "nvptx64-nvidia-cuda");
  CHECK(tf_run_line_triple("; RUN: opt --mtriple='amdgcn' -passes=z\n", t, sizeof t));
  CHECK_STR(t, "amdgcn");
  CHECK(!tf_run_line_triple("; RUN: opt -passes=x < %s\ndefine void @f() { ret void }\n", t, sizeof t));
  CHECK(!tf_run_line_triple("target triple = \"amdgcn\"\n", t, sizeof t));
}

/* The RUN line's further options for --pass P: the first RUN line that
 * runs opt with -passes=P (quotes dropped), without what the checker gives
 * itself (-S, -o F, -disable-output, -mtriple T, lit's %...), up to '|'. */
TEST(transform_run_line_opt_args) {
  char buf[256];
  const char *a[8];
  int n = tf_run_line_opt_args("; RUN: opt < %s -passes=loop-unroll -unroll-runtime "
                               "-unroll-allow-partial -S | FileCheck %s\n",
                               "loop-unroll", buf, sizeof buf, a, 8);
  CHECK_INT(n, 2);
  if (n == 2) {
    CHECK_STR(a[0], "-unroll-runtime");
    CHECK_STR(a[1], "-unroll-allow-partial");
  }
  /* another pass's RUN line first; -mtriple T, -o F and %s left out; quotes */
  n = tf_run_line_opt_args("; RUN: opt -passes=licm -licm-x -S < %s\n"
                           "; RUN: opt -mtriple amdgcn -passes='simplifycfg' -o %t "
                           "-simplifycfg-y=1 -disable-output %s -S | FileCheck %s -z\n",
                           "simplifycfg", buf, sizeof buf, a, 8);
  CHECK_INT(n, 1);
  if (n == 1) CHECK_STR(a[0], "-simplifycfg-y=1");
  /* no RUN line of that pass: none */
  CHECK_INT(tf_run_line_opt_args("; RUN: opt -passes=licm -licm-x < %s\n", "gvn", buf, sizeof buf,
                                 a, 8), 0);
  /* more than fit: -1 */
  CHECK_INT(tf_run_line_opt_args("; RUN: opt -passes=p -a -b -c\n", "p", buf, sizeof buf, a, 2), -1);
}

/* "unchanged": the same function read twice is the same program, and so
 * is one whose branch got loop metadata; another instruction, or a callee
 * that lost `convergent` (function-attrs' kind of change), is not. */
TEST(transform_same_program) {
  char a[4096], b[4096];
  if_else(a, sizeof a, "%tid");
  if_else(b, sizeof b, "%x");
  cv_module *m1 = th_read_ll(a), *m2 = th_read_ll(a), *m3 = th_read_ll(b);
  char c[4096];
  snprintf(c, sizeof c, "%s", a);
  char *conv = strstr(c, "@subgroupAdd(i32) convergent");
  if (conv) memcpy(conv + strlen("@subgroupAdd(i32) "), "          ", 10);
  cv_module *m4 = th_read_ll(c);
  /* only metadata differs (opt's loop annotations): the same */
  char d[4200];
  snprintf(d, sizeof d, "%s", a);
  char *br = strstr(d, "br label %end\n");
  if (br) {
    memmove(br + strlen("br label %end, !llvm.loop !0"), br + strlen("br label %end"),
            strlen(br + strlen("br label %end")) + 1);
    memcpy(br, "br label %end, !llvm.loop !0", strlen("br label %end, !llvm.loop !0"));
  }
  strcat(d, "!0 = distinct !{!0}\n");
  cv_module *m5 = th_read_ll(d);
  CHECK(m5 != NULL);
  if (m5) CHECK(tf_same_program(cv_module_find(m1, "f"), cv_module_find(m5, "f")));
  cv_module_free(m5);
  CHECK(m1 && m2 && m3 && m4);
  if (m1 && m2 && m3 && m4) {
    CHECK(tf_same_program(cv_module_find(m1, "f"), cv_module_find(m2, "f")));
    CHECK(!tf_same_program(cv_module_find(m1, "f"), cv_module_find(m3, "f")));
    CHECK(!tf_same_program(cv_module_find(m1, "f"), cv_module_find(m4, "f")));
  }
  cv_module_free(m1);
  cv_module_free(m2);
  cv_module_free(m3);
  cv_module_free(m4);
}

/* A call's argument that is another convergent call's result: BEFORE
 * passes subgroupAdd(%tid), AFTER subgroupAdd(0 - subgroupAdd(%tid)).  By
 * hand: subgroupAdd is a declared function the check does not know; for
 * one that returns 0, a thread with %tid = 1 passes 1 in BEFORE and 0 in
 * AFTER, so the pair is not preserved for every callee.  The replay
 * cannot compute the inner result (its class), and counted the arguments
 * equal: BEFORE "matched" and the verdict was preserved.  Now: not
 * single-thread equivalent, and the witness gives the value Z3 chose for
 * the inner call's result, named by its source name (%s), per thread
 * (issue 27): from it the test recomputes AFTER's outer argument, 0 - %s
 * in 32 bits, which must differ from BEFORE's, the thread id printed. */
TEST(transform_argument_from_a_convergent_result_not_preserved) {
  char a[2048], b[2048];
  snprintf(a, sizeof a,
           "%sdefine void @f() {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%s = call i32 @subgroupAdd(i32 %%tid)\n  %%r = call i32 @subgroupAdd(i32 %%tid)\n"
           "  ret void\n}\n", decls);
  snprintf(b, sizeof b,
           "%sdefine void @f() {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
           "  %%s = call i32 @subgroupAdd(i32 %%tid)\n  %%m = sub i32 0, %%s\n"
           "  %%r = call i32 @subgroupAdd(i32 %%m)\n  ret void\n}\n", decls);
  tf_result r;
  tf_verdict v = verdict(a, b, 2, &r);
  CHECK(v == TF_NOT_EQUIVALENT);
  bool have_tid = false, have_s = false;
  uint64_t tid = 0, inner = 0;
  for (int i = 0; i < r.cex.nvalues; i++) {
    const tf_cex_value *x = &r.cex.values[i];
    if (x->thread != 0) continue;
    if (!strcmp(x->term, "llvm.amdgcn.workitem.id.x"))
      have_tid = true, tid = strtoull(x->value, NULL, 10);
    if (!strncmp(x->term, "%s ", 3)) have_s = true, inner = strtoull(x->value, NULL, 10);
  }
  CHECK(have_tid && have_s);
  /* AFTER's outer argument from the printed inner value, against BEFORE's */
  uint32_t after_arg = (uint32_t)(0u - (uint32_t)inner), before_arg = (uint32_t)tid;
  CHECK(after_arg != before_arg);
  /* the text says it too */
  CHECK(strstr(cc_buf_str(&r.report), "thread 1: %s (@subgroupAdd#1) = ") != NULL);
  tf_result_free(&r);
}
