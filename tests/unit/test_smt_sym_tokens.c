/* Unit tests of controlled m-convergence over symbolic traces
 * (encode/smt_sym_tokens.c; [CO] = ConvergentOperations.rst): answers
 * derived by hand for the irreducible finding, and a family of small token
 * programs on which the SMT engine and the explicit one (enumerate/ in
 * controlled mode) agree block for block. */
#include "encode/smt.h"
#include "enumerate/enumerate.h"
#include "enumerate/families.h"
#include "front/front.h"
#include "tests/unit/harness.h"

#include <stdlib.h>

static const char *finding = "corpus/findings/anchor-in-irreducible-cycle.cfg";

static int block_named(const cv_program *p, const char *name) {
  for (int b = 0; b < cv_program_nblocks(p); b++)
    if (!strcmp(cv_block_name(p, b), name)) return b;
  return -1;
}

/* The finding's CFG (Entry -> A, B; A -> A, C; B -> B, C; C -> A, B, Exit,
 * all divergent; %e = entry and @op(%e) in Entry, %a = anchor and
 * @op2(%a) in C), two DFS-realizable hierarchies: 1 = {A B C} header B,
 * {A C} header C, {A}; 2 = {A B C} header A, {B C} header C, {B}.
 *
 * Anchors maximal, k = 2, L = 4: C is NOT m-converged.  By hand, traces
 * (steps numbered from 1)
 *   T1: Entry A A C      T2: Entry A C A
 * Hierarchy 1: C lies in the cycles headed by B and C; neither thread ran
 * B or C before its C, so the maximal condition is vacuous: the
 * uncontrolled C instances (T1:4, T2:3) converge, hence the anchors
 * (maximal) and the @op2 instances; %a's region is {C} and its instances
 * are converged, so the region condition holds and the controlled C
 * instances converge.  The blocks' pairs: Entry (1,1), A (2,2) (no header
 * instance before either), C (4,3); A (3,4) is not one: T2:3 (C, header
 * of {A C}) precedes T2:4 and its only partner, T1:4, follows T1:3.  The
 * pairs (1,1), (2,2), (4,3) are ordered alike in both threads, so
 * convergence-before has no cycle: consistent.
 * Hierarchy 2: C lies in the cycles headed by A and C.  T1's last A before
 * its C is T1:3, converged with T2:4 (A's only header is A; T1:2 ~ T2:2
 * precede both), which follows T2's C; nothing else leaves T1:3 but the
 * pair itself, so T1:3 is not convergence-before T2:3 and the uncontrolled
 * C instances are apart, hence the anchors and @op2; the region condition
 * fails and the controlled C instances are apart.  Pairs (1,1), (2,2),
 * (3,4): consistent too.  Converged in 1, not in 2.
 *
 * Entry IS m-converged (any anchors): each thread runs Entry once, at step
 * 1 (it has no predecessor); the entry intrinsic makes the %e instances
 * converged ([CO] "llvm.experimental.convergence.entry"), so the region
 * condition of %e (region {Entry}) holds, and Entry is in no cycle: the
 * maximal condition is vacuous.  Converged in every consistent behaviour
 * of every hierarchy. */
TEST(smt_sym_tokens_finding_by_hand) {
  cc_error e;
  cc_error_clear(&e);
  TH_LOAD(m, p, finding);
  cv_hierarchies hs = {0};
  CHECK_INT(th_hierarchies(p, CV_HIER_REALIZABLE, &hs, NULL), 2);
  int C = block_named(p, "C"), Entry = block_named(p, "Entry");
  for (int mode = 0; mode < 2; mode++) {
    smt_mconv_result r;
    bool ok = smt_mconv_tokens(p, &hs, 2, 4, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = mode ? CV_ANCHOR_MAXIMAL : CV_ANCHOR_FREE}, 0, &r, &e);
    CHECK(ok);
    if (!ok) continue;
    CHECK_INT(r.blocks[Entry].verdict, SMT_MCONV_HOLDS);
    if (mode) {
      CHECK_INT(r.blocks[C].verdict, SMT_MCONV_FAILS);
      /* the witness, re-checked by the explicit engine when printed */
      cc_buf out;
      cc_buf_init(&out);
      CHECK(smt_tokens_witness_print(p, &hs, &r.blocks[C].w, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_MAXIMAL},
                                     &out));
      CHECK_CONTAINS(cc_buf_str(&out), "token instructions, hierarchy");
      cc_buf_free(&out);
    }
    smt_mconv_result_free(&r);
  }
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* A program whose branches follow values goes to the value encoding
 * (smt_values_ex, the same controlled relation): here an acyclic CFG with
 * one hierarchy, so every block is m-converged. */
TEST(smt_sym_tokens_value_branches_through_values) {
  cv_module *m = th_read_ll(
      "declare token @llvm.experimental.convergence.entry()\n"
      "declare void @op() convergent\n"
      "define void @f(i1 %c) convergent {\n"
      "entry:\n"
      "  %t = call token @llvm.experimental.convergence.entry()\n"
      "  br i1 %c, label %a, label %b\n"
      "a:\n"
      "  call void @op() [ \"convergencectrl\"(token %t) ]\n"
      "  br label %b\n"
      "b:\n"
      "  ret void\n"
      "}\n");
  CHECK(m != NULL);
  if (!m) return;
  const cv_program *p = cv_module_program(m, 0);
  cv_hierarchies hs = {0};
  cv_enum_stats st;
  cc_error e;
  cc_error_clear(&e);
  CHECK(cv_hierarchies_enumerate(p, CV_HIER_REALIZABLE, 0, &hs, &st, &e));
  smt_mconv_result r;
  CHECK(smt_mconv_tokens(p, &hs, 2, 4, &(cv_readings){.cb = CV_CB_LITERAL, .anchors = CV_ANCHOR_FREE}, 0, &r, &e));
  CHECK(!e.set);
  CHECK(r.nblocks == 3);
  for (int b = 0; b < r.nblocks && !e.set; b++) CHECK(r.blocks[b].verdict == SMT_MCONV_HOLDS);
  if (!e.set) smt_mconv_result_free(&r);
  cv_hierarchies_free(&hs);
  cv_module_free(m);
}

/* ---- the family ----------------------------------------------------------------
 * Every irreducible CFG of up to 4 blocks (the reducible ones have one
 * hierarchy: nothing to compare), every branch divergent, with token
 * intrinsics placed in each block position:
 *   entry:  %t = entry in B0, @op(%t) in Bj;
 *   anchor: %t = anchor in B0, @op(%t) in Bj;
 *   heart:  %t = entry in B0, %h = loop(%t) and @op(%h) in Bj;
 *   inner:  %t = anchor and @op(%t) in Bj (j > 0; an anchor in a cycle);
 * for anchors free and maximal, k = 2, L = 4. */
typedef struct fam {
  int k, L, stride, seen;
  bool uniform; /* every branch uniform instead of divergent */
  cv_readings rd;
  uint64_t shapes, programs, blocks, fails, holds, disagree, unknown;
  double smt, explicit_s;
} fam;


static void fam_one(fam *F, const en_shape *s, const char *text, cv_anchor_mode mode) {
  cc_error e;
  cc_error_clear(&e);
  cv_module *m = fe_parse_cfg("family.cfg", text, strlen(text), NULL, &e);
  if (!m) {
    th_fail(__FILE__, __LINE__, "family program does not parse: %s\n%s", e.msg, text);
    F->disagree++;
    return;
  }
  const cv_program *p = cv_module_program(m, 0);
  en_opts o;
  en_opts_default(&o);
  o.k = F->k;
  o.L = F->L;
  o.rd.cb = F->rd.cb;
  o.mconv_only = true;
  o.controlled = true;
  o.rd.anchors = mode;
  double t0 = cc_now();
  en_run *r = en_run_new(p, &o, &e);
  F->explicit_s += cc_now() - t0;
  smt_mconv_result sr;
  if (!r || !smt_mconv_tokens(p, &r->hs, F->k, F->L, &(cv_readings){.cb = o.rd.cb, .anchors = mode}, 0, &sr, &e)) {
    th_fail(__FILE__, __LINE__, "%s\n%s", e.msg, text);
    F->disagree++;
    en_run_free(r);
    cv_module_free(m);
    return;
  }
  F->programs++;
  F->smt += sr.seconds;
  for (int b = 0; b < s->n; b++) {
    const smt_block_result *br = &sr.blocks[b];
    bool ex = r->blocks[b].m_converged;
    F->blocks++;
    if (ex) F->holds++;
    else F->fails++;
    if (br->verdict == SMT_MCONV_UNKNOWN) {
      F->unknown++;
      continue;
    }
    if ((br->verdict == SMT_MCONV_HOLDS) != ex) {
      F->disagree++;
      th_fail(__FILE__, __LINE__, "anchors %s, block B%d: explicit %s, smt %s on\n%s",
              mode == CV_ANCHOR_FREE ? "free" : "maximal", b, ex ? "holds" : "fails",
              ex ? "fails" : "holds", text);
    } else if (br->verdict == SMT_MCONV_FAILS) {
      cc_buf w;
      cc_buf_init(&w);
      if (!smt_tokens_witness_print(p, &r->hs, &br->w, &(cv_readings){.cb = o.rd.cb, .anchors = mode}, &w)) {
        F->disagree++;
        th_fail(__FILE__, __LINE__, "block B%d: the explicit engine does not confirm the "
                                    "witness:\n%s\n%s", b, cc_buf_str(&w), text);
      }
      cc_buf_free(&w);
    }
  }
  smt_mconv_result_free(&sr);
  en_run_free(r);
  cv_module_free(m);
}

static bool fam_shape(const en_shape *s, void *arg) {
  fam *F = arg;
  if (en_shape_reducible(s)) return true;
  if (F->seen++ % F->stride) return true; /* a sample: see the test */
  F->shapes++;
  unsigned all = F->uniform ? 0 : (1u << en_shape_nbranches(s)) - 1;
  for (int kind = 0; kind < 4; kind++)
    for (int j = kind == 3 ? 1 : 0; j < s->n; j++) {
      cc_buf b;
      cc_buf_init(&b);
      en_shape_cfg_text(s, all, &b);
      switch (kind) {
      case 0: cc_buf_printf(&b, "B0: %%t = entry\nB%d: @op(%%t)\n", j); break;
      case 1: cc_buf_printf(&b, "B0: %%t = anchor\nB%d: @op(%%t)\n", j); break;
      case 2: cc_buf_printf(&b, "B0: %%t = entry\nB%d: %%h = loop(%%t)\nB%d: @op(%%h)\n", j, j); break;
      default: cc_buf_printf(&b, "B%d: %%t = anchor\nB%d: @op(%%t)\n", j, j); break;
      }
      fam_one(F, s, cc_buf_str(&b), CV_ANCHOR_FREE);
      fam_one(F, s, cc_buf_str(&b), CV_ANCHOR_MAXIMAL);
      cc_buf_free(&b);
      if (F->disagree > 5) return false;
    }
  return true;
}

TEST(smt_sym_tokens_family_agrees) {
  fam F;
  memset(&F, 0, sizeof F);
  F.k = 2;
  F.L = 4;
  /* The whole family (61 irreducible shapes, 1806 programs) takes about two
   * minutes; the suite runs every 12th shape (about 7 s of CPU), and under the
   * sanitizers (CONVCHECK_PROPERTY_BOUND) every 30th.
   * CONVCHECK_SMT_FAMILY=full runs them all (docs/smt-tokens.md); with
   * "quotient" in its value the quotient reading, with "k3" three threads,
   * with "uniform" every branch uniform. */
  const char *full = getenv("CONVCHECK_SMT_FAMILY");
  if (full && strstr(full, "quotient")) F.rd.cb = CV_CB_QUOTIENT;
  if (full && strstr(full, "k3")) F.k = 3;
  if (full && strstr(full, "uniform")) F.uniform = true;
  F.stride = full && strstr(full, "full") ? 1 : getenv("CONVCHECK_PROPERTY_BOUND") ? 30 : 12;
  en_shapes(4, fam_shape, &F);
  printf("  smt_mconv_tokens family: %llu irreducible shapes (every %d-th), %llu programs, %llu blocks "
         "(%llu m-converged, %llu not), k=%d L=%d %s%s: SMT %.2f s, explicit %.2f s\n",
         (unsigned long long)F.shapes, F.stride, (unsigned long long)F.programs,
         (unsigned long long)F.blocks, (unsigned long long)F.holds,
         (unsigned long long)F.fails, F.k, F.L,
         F.rd.cb == CV_CB_QUOTIENT ? "quotient" : "literal",
         F.uniform ? ", branches uniform" : "", F.smt, F.explicit_s);
  CHECK(F.shapes > 0);
  CHECK_INT(F.disagree, 0);
  CHECK_INT(F.unknown, 0);
  /* both answers occur, or the family proves little */
  CHECK(F.holds > 0);
  CHECK(F.fails > 0);
}
